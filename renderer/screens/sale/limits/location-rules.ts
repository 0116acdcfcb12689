import { profiles } from '../../../../shared/compliance/limits/profiles/index.ts';
import type { JurisdictionProfile } from '../../../../shared/compliance/limits/profile.ts';
import type { RegisterDatabase } from '../../../db/schema.ts';

/**
 * The compliance rules of the register's location: its jurisdiction's purchase-limit profile and
 * its time zone (ages, expiry dates and per-day windows are the location's calendar).
 *
 * The jurisdiction is kept in the meta key below once the register settings carry it; until then
 * (or on a register that has not pulled them yet) the location's state names it.
 */
export const JURISDICTION_META_KEY = 'complianceJurisdiction';
/** The register settings pulled from the Store API (`GET /register_settings`), which carry the time zone. */
export const REGISTER_SETTINGS_META_KEY = 'registerSettings';

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

export function rulesFor(state: string | null, stored: { jurisdiction: string | null; timeZone: string | null }): LocationRules {
  const upperState = state?.trim().toUpperCase() ?? '';
  const profileId = stored.jurisdiction?.toLowerCase() ?? PROFILE_BY_STATE[upperState] ?? null;
  const zone = [stored.timeZone, ZONE_BY_STATE[upperState]].find((candidate): candidate is string => candidate !== null && candidate !== undefined && isTimeZone(candidate));
  return {
    profile: profileId === null ? null : (profiles[profileId] ?? null),
    timeZone: zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

export async function readLocationRules(db: RegisterDatabase, state: string | null): Promise<LocationRules> {
  const [jurisdiction, settings] = await Promise.all([db.meta.get(JURISDICTION_META_KEY), db.meta.get(REGISTER_SETTINGS_META_KEY)]);
  const stored: unknown = settings?.value;
  const fromSettings = (field: string): string | null => (isRecord(stored) ? text(stored[field]) : null);
  return rulesFor(state, { jurisdiction: fromSettings('jurisdiction') ?? text(jurisdiction?.value), timeZone: fromSettings('time_zone') });
}
