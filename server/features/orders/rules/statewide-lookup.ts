import type { Kysely } from 'kysely';
import { OrderType } from '../../../../shared/api/sales.ts';
import type { StoreApiConfig } from '../../../context.ts';
import type { Database } from '../../../db/schema.ts';
import type { ComplianceFacts, StatewideAnswer } from '../../compliance/facts.ts';
import { saleKindOf } from '../../compliance/findings.ts';
import type { ComplianceOrder } from '../../compliance/facts.ts';
import { medicalLicenceOf } from '../../state-reporting/licences.ts';
import { metrcPatientStatus, type PatientStatus } from '../../state-reporting/patient-status.ts';
import type { StateReportingSystem } from '../../../../shared/api/state-reporting.ts';
import { metrcAccessOf } from '../../state-reporting/metrc-access.ts';

/** Asks Metrc what a patient of the location may still buy on `today` (the location's date). */
export type PatientStatusLookup = (companyId: string, personId: string, today: string) => Promise<PatientStatus>;

/**
 * How long a live sale waits for Metrc's answer at most: the budtender is holding the sale, and
 * Metrc out of reach only means the sale is held to our own count and flagged.
 */
export const PATIENT_STATUS_TIMEOUT_MS = 3000;

/**
 * The Store API's look-up: the location's Metrc settings and sealed user key (as the other manager
 * calls read them), the patient's card number (`id_number`), under the location's medical licence
 * where its state keeps medical sales apart (Colorado, Michigan).
 */
export function metrcPatientLookup(db: Kysely<Database>, config: StoreApiConfig): PatientStatusLookup {
  const accessOf = metrcAccessOf(db, config);
  return async (companyId, personId, today) => {
    const [access, medicalLicence, patient] = await Promise.all([
      accessOf(companyId), medicalLicenceOf(db, companyId),
      db.selectFrom('patients').select('id_number').where('company_id', '=', companyId).where('id', '=', personId).executeTakeFirst(),
    ]);
    if ('problem' in access) return { kind: 'unreachable', message: access.problem };
    const card = patient?.id_number?.trim() ?? '';
    if (card === '') return { kind: 'unreachable', message: 'the patient record has no card number (id_number) to ask Metrc with' };
    return metrcPatientStatus({
      ...access, licenseNumber: medicalLicence ?? access.licenseNumber, timeoutMs: Math.min(access.timeoutMs, PATIENT_STATUS_TIMEOUT_MS),
    }, card, today);
  };
}

/**
 * Metrc's word on the patient for this order, where the state keeps the patient's limit statewide
 * and the location reports to Metrc: asked before a live sale to a patient buying as a patient. A
 * sale rung offline already happened: it is not asked (it is flagged instead), never refused.
 */
export async function statewideAnswerFor(
  lookup: PatientStatusLookup | undefined, companyId: string, facts: ComplianceFacts, order: ComplianceOrder, reportingSystem: StateReportingSystem | null,
): Promise<StatewideAnswer> {
  const patient = facts.patient;
  if (facts.profile.statewidePatientLimit === undefined || reportingSystem !== 'metrc' || order.order_type !== OrderType.sale
    || order.person_id === null || patient === null || patient === undefined || saleKindOf(facts, order).kind !== 'medical') {
    return { kind: 'not-required' };
  }
  // The register sends a sale it already completed as rung offline again when a live one is refused, so either may be the case.
  if (order.rung_offline) return { kind: 'not-asked', message: 'the sale was rung offline, or sent again as charged after a live refusal' };
  if (lookup === undefined) return { kind: 'not-asked', message: 'this Store API does not ask Metrc' };
  return lookup(companyId, patient.id, facts.today);
}
