import type { RegisterDatabase } from '../db/schema.ts';

/** The meta key the register settings (`GET /register_settings`) are kept under, written by the pull. */
export const REGISTER_SETTINGS_META_KEY = 'registerSettings';

const ZONE_BY_STATE: Readonly<Record<string, string>> = {
  OR: 'America/Los_Angeles', WA: 'America/Los_Angeles', CA: 'America/Los_Angeles', CO: 'America/Denver', MI: 'America/Detroit',
};

/** Whether the runtime knows a time zone by this name. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The store's time zone: the one its register settings name (`time_zone`), else its state's, else
 * (a store this register cannot place) the machine's. A register's clock may be set to any zone;
 * what a person reads — a receipt, the Z report, a list of sales — and a day's limits follow the store's.
 */
export function storeTimeZone(settingsZone: string | null, state: string | null): string {
  const candidates = [settingsZone, ZONE_BY_STATE[state?.trim().toUpperCase() ?? '']];
  return candidates.find((zone): zone is string => zone !== null && zone !== undefined && isTimeZone(zone)) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The `time_zone` of the kept register settings, or null when none is kept (not pulled yet, or an older shape). */
export async function keptSettingsTimeZone(db: RegisterDatabase): Promise<string | null> {
  const stored: unknown = (await db.meta.get(REGISTER_SETTINGS_META_KEY))?.value;
  if (typeof stored !== 'object' || stored === null || !('time_zone' in stored)) return null;
  const zone = stored.time_zone;
  return typeof zone === 'string' && zone.trim() !== '' ? zone.trim() : null;
}

/** The store's time zone from the kept register settings and its state. */
export const readStoreTimeZone = async (db: RegisterDatabase, state: string | null): Promise<string> =>
  storeTimeZone(await keptSettingsTimeZone(db), state);
