import { useQuery } from '@tanstack/react-query';
import { readStoreTimeZone, storeTimeZone } from '../data/store-time-zone.ts';
import { formatDateTime, formatTime } from '../ui/format.ts';
import { localKeys } from './local-queries.ts';
import { useRegister } from './register-context.tsx';

/** The store's clock for what a person reads: its time zone, and instants formatted in it. */
export interface StoreTime {
  timeZone: string;
  dateTime(iso: string): string;
  time(iso: string): string;
}

/**
 * The store's time zone from the kept register settings (its state's until they are pulled; the pull
 * announces them with the catalog), whatever zone the machine's clock is set to.
 */
export function useStoreTime(): StoreTime {
  const { db, session } = useRegister();
  const state = session.location.state;
  const zone = useQuery({ queryKey: localKeys.catalog('store-time-zone', db.name, state), queryFn: () => readStoreTimeZone(db, state) });
  const timeZone = zone.data ?? storeTimeZone(null, state);
  return { timeZone, dateTime: (iso) => formatDateTime(iso, timeZone), time: (iso) => formatTime(iso, timeZone) };
}
