import { useQuery } from '@tanstack/react-query';
import { readStoreTimeZone, storeTimeZone } from '../data/store-time-zone.ts';
import { formatDateTime, formatTime, type DateTimeOptions } from '../ui/format.ts';
import { localKeys } from './local-queries.ts';
import { useRegister } from './register-context.tsx';

/** The store's clock for what a person reads: its time zone, and instants formatted in it. */
export interface StoreTime {
  timeZone: string;
  /** False while the kept settings are still being read, when timeZone is only the state's. */
  settled: boolean;
  dateTime(iso: string, options?: DateTimeOptions): string;
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
  return {
    timeZone, settled: zone.data !== undefined,
    dateTime: (iso, options) => formatDateTime(iso, timeZone, options), time: (iso) => formatTime(iso, timeZone),
  };
}
