import { profiles } from '../../../../shared/compliance/limits/profiles/index.ts';
import type { JurisdictionProfile } from '../../../../shared/compliance/limits/profile.ts';
import { readKeptValue, type RegisterDatabase } from '../../../data/index.ts';
import { REGISTER_SETTINGS_META_KEY, storeTimeZone } from '../../../data/store-time-zone.ts';

export { REGISTER_SETTINGS_META_KEY };

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
  /**
   * The location may make medical sales (register settings' `medical_endorsement`: Washington's
   * endorsement, Oregon's registration); false until the settings are pulled, so a patient is held
   * to adult use rather than sold medical amounts the location may not sell.
   */
  medicalSales: boolean;
}

const PROFILE_BY_STATE: Readonly<Record<string, string>> = { OR: 'us-or', WA: 'us-wa', CA: 'us-ca', CO: 'us-co', MI: 'us-mi' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The profile the jurisdiction names, else the state's; the time zone stored, else the state's, else the machine's. */
export function rulesFor(state: string | null, stored: { jurisdiction: string | null; timeZone: string | null; medicalSales?: boolean }): LocationRules {
  const upperState = state?.trim().toUpperCase() ?? '';
  const profileId = stored.jurisdiction?.toLowerCase() ?? PROFILE_BY_STATE[upperState] ?? null;
  return {
    profile: profileId === null ? null : (profiles[profileId] ?? null),
    timeZone: storeTimeZone(stored.timeZone, state),
    medicalSales: stored.medicalSales === true,
  };
}

/**
 * The rules from the kept register settings and the location's state. Each field is read on its
 * own, so settings kept in an older shape still give what they have.
 */
export async function readLocationRules(db: RegisterDatabase, state: string | null): Promise<LocationRules> {
  const stored = await readKeptValue(db, REGISTER_SETTINGS_META_KEY);
  const fromSettings = (field: string): string | null => (isRecord(stored) ? text(stored[field]) : null);
  const medicalSales = isRecord(stored) && stored['medical_endorsement'] === true;
  return rulesFor(state, { jurisdiction: fromSettings('jurisdiction'), timeZone: fromSettings('time_zone'), medicalSales });
}
