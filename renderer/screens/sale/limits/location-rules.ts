import { profiles } from '../../../../shared/compliance/limits/profiles/index.ts';
import type { JurisdictionProfile } from '../../../../shared/compliance/limits/profile.ts';
import { readKeptValue, type RegisterDatabase } from '../../../data/index.ts';

/** The meta key the register settings are kept under (written by the pull). */
export const REGISTER_SETTINGS_META_KEY = 'registerSettings';

/**
 * The compliance rules of the register's location: its jurisdiction's purchase-limit profile and
 * its time zone (ages, expiry dates and per-day windows are the location's calendar).
 *
 * Both come from the register settings pulled from the Store API (`GET /register_settings`). The
 * location's state stands in for the jurisdiction only where the settings do not name one: kept
 * from a Store API that did not send it yet, or not pulled yet on a new register.
 */
export interface LocationRules {
  /** Null when no profile covers the location: the register cannot check purchase limits there. */
  profile: JurisdictionProfile | null;
  timeZone: string;
}

const PROFILE_BY_STATE: Readonly<Record<string, string>> = { OR: 'us-or', WA: 'us-wa', CA: 'us-ca', CO: 'us-co', MI: 'us-mi' };
const ZONE_BY_STATE: Readonly<Record<string, string>> = {
  OR: 'America/Los_Angeles', WA: 'America/Los_Angeles', CA: 'America/Los_Angeles', CO: 'America/Denver', MI: 'America/Detroit',
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Whether the runtime knows a time zone by this name. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The profile the jurisdiction names, else the state's; the time zone stored, else the state's, else the machine's. */
export function rulesFor(state: string | null, stored: { jurisdiction: string | null; timeZone: string | null }): LocationRules {
  const upperState = state?.trim().toUpperCase() ?? '';
  const profileId = stored.jurisdiction?.toLowerCase() ?? PROFILE_BY_STATE[upperState] ?? null;
  const zone = [stored.timeZone, ZONE_BY_STATE[upperState]].find((candidate): candidate is string => candidate !== null && candidate !== undefined && isTimeZone(candidate));
  return {
    profile: profileId === null ? null : (profiles[profileId] ?? null),
    timeZone: zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/**
 * The rules from the kept register settings and the location's state. Each field is read on its
 * own, so settings kept in an older shape still give what they have.
 */
export async function readLocationRules(db: RegisterDatabase, state: string | null): Promise<LocationRules> {
  const stored = await readKeptValue(db, REGISTER_SETTINGS_META_KEY);
  const fromSettings = (field: string): string | null => (isRecord(stored) ? text(stored[field]) : null);
  return rulesFor(state, { jurisdiction: fromSettings('jurisdiction'), timeZone: fromSettings('time_zone') });
}
