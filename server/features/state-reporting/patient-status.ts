import { callMetrc, type MetrcAccess } from './metrc-client.ts';

/**
 * What Metrc says of a patient before a sale in a state whose patient limits are statewide
 * (Michigan: verified in the statewide monitoring system before the sale, Mich. Admin. Code R
 * 420.506(1)–(2); Colorado: the medical daily limit across every store, C.R.S. 44-10-501(1)(b)).
 * Metrc documents the look-up as `GET /patients/v1/status/{patientLicenseNumber}` (Colorado's API
 * documentation); its v2 form `/patients/v2/statuses/{patientLicenseNumber}` and the answer's
 * field names (Active, PatientEffectiveEndDate, FlowerOuncesAvailable) are as integrators report
 * them, not read in Metrc's own documentation here.
 */
export type PatientStatus =
  /** Active, with what Metrc still allows the patient, in ounces of usable marihuana. */
  | { kind: 'active'; availableOunces: number }
  /** Metrc refuses the patient: an unknown card, an inactive one, or one outside its dates. */
  | { kind: 'refused'; message: string }
  /** Metrc could not be asked (offline, timed out, keys refused, rate-limited): sell within our own count and flag the sale. */
  | { kind: 'unreachable'; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The patient's status and remaining allotment on `today` (the location's date, YYYY-MM-DD). */
export async function metrcPatientStatus(access: MetrcAccess, cardNumber: string, today: string): Promise<PatientStatus> {
  const outcome = await callMetrc(access, 'GET', `/patients/v2/statuses/${encodeURIComponent(cardNumber)}`);
  switch (outcome.kind) {
    case 'ok': break;
    case 'not-found': return { kind: 'refused', message: `Metrc does not know the patient card ${cardNumber}.` };
    case 'refused': return { kind: 'refused', message: `Metrc refused the patient card ${cardNumber}: ${outcome.message}` };
    case 'credentials-rejected': return { kind: 'unreachable', message: `Metrc refused this location's key (${outcome.status}).` };
    case 'rate-limited': return { kind: 'unreachable', message: 'Metrc asked to wait before the next call.' };
    case 'unknown': return { kind: 'unreachable', message: outcome.message };
  }
  const body = outcome.body;
  if (!isRecord(body) || typeof body['Active'] !== 'boolean' || typeof body['FlowerOuncesAvailable'] !== 'number') {
    return { kind: 'unreachable', message: 'Metrc answered the patient status in a shape Canopy does not read.' };
  }
  const end = typeof body['PatientEffectiveEndDate'] === 'string' ? body['PatientEffectiveEndDate'].slice(0, 10) : null;
  if (!body['Active'] || (end !== null && end < today)) {
    return { kind: 'refused', message: `Metrc lists the patient card ${cardNumber} as not active${end !== null && end < today ? ` (ended ${end})` : ''}.` };
  }
  return { kind: 'active', availableOunces: Math.max(0, body['FlowerOuncesAvailable']) };
}
