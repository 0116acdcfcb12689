import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../shared/api/common.ts';
import { operations } from '../../../shared/api/operations.ts';
import type { StatewideAllotment } from '../../../shared/api/people.ts';
import { todayIn } from '../../../shared/compliance/age.ts';
import type { JurisdictionProfile } from '../../../shared/compliance/limits/profile.ts';
import { profiles } from '../../../shared/compliance/limits/profiles/index.ts';
import { metrcAllowanceMilli } from '../../../shared/compliance/statewide.ts';
import { quantityObject } from '../../../shared/quantity.ts';
import { WeightUnit } from '../../../shared/api/common.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { RouteOptions } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { metrcPatientLookup } from '../orders/rules/statewide-lookup.ts';
import type { PatientStatus } from '../state-reporting/patient-status.ts';
import { reportingLocation } from '../state-reporting/settings.ts';

/**
 * What the answer says of Metrc's word on the patient (or of why Metrc was not asked): the
 * remaining allotment in grams, the register's unit for the limit it stands beside, rounded down
 * as the Store API holds a sale to it (shared/compliance/statewide.ts).
 */
export function presentStatewideAllotment(profile: JurisdictionProfile | undefined, date: string, status: PatientStatus | null): StatewideAllotment {
  const rule = profile?.statewidePatientLimit;
  const base = { date, limit: rule?.rule ?? null, source: rule?.source ?? null, remaining: null, remaining_ounces: null };
  if (rule === undefined || status === null) {
    const where = profile === undefined ? "This location's state has no purchase-limit rules here" : `${profile.name} keeps no patient limit statewide`;
    return { ...base, status: 'not_checked', message: `${where}: there is no statewide allotment to ask Metrc for.` };
  }
  switch (status.kind) {
    case 'active':
      return {
        ...base, status: 'active', message: null,
        remaining: quantityObject(metrcAllowanceMilli(status.availableOunces), WeightUnit.gram), remaining_ounces: status.availableOunces,
      };
    case 'refused': return { ...base, status: 'refused', message: status.message };
    case 'unreachable': return { ...base, status: 'not_checked', message: status.message };
  }
}

/**
 * Extension (v2): GET /patients/{id}/statewide_allotment. The register cannot ask Metrc itself (the
 * location's Metrc key stays here), so it asks the Store API when a patient is chosen, and the
 * budtender sees the figure before ringing. The same look-up a live sale makes
 * (orders/rules/statewide-lookup.ts: the location's licence and sealed key, 3 s at most); Metrc
 * out of reach is an answer (`not_checked`), never a failure, since the sale goes on within our own count.
 */
export const statewideAllotmentRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db, config }) => {
  const lookup = metrcPatientLookup(db, config);
  const { statewideAllotment } = operations;
  app.get(statewideAllotment.path, {
    schema: {
      tags: ['people'],
      summary: "Extension: what Metrc says the patient may still buy today across every store (who may ring a sale)",
      description: 'Where the location\'s state keeps a patient\'s limit statewide (Michigan, Mich. Admin. Code R 420.506(1)–(2); ' +
        'Colorado, C.R.S. 44-10-501(1)(b)) and the location reports to Metrc, the Store API asks Metrc for the patient\'s status by the ' +
        'card number on the patient record (id_number), under the location\'s medical licence, waiting 3 s at most. status "active" ' +
        'answers the remaining allotment in grams (remaining, rounded down) and as Metrc said it (remaining_ounces), beside the limit ' +
        'it stands for; "refused": Metrc does not know the card or lists it as not active (a live sale to it is refused on person_id); ' +
        '"not_checked" with the reason in message: another state, not reporting to Metrc, no key or card number, Metrc out of reach. ' +
        'A live sale is held to the smaller of Metrc\'s figure and the store\'s own count (POST /orders asks Metrc again).',
      params: statewideAllotment.params,
      response: { 200: statewideAllotment.answer, 403: ErrorBody, 404: ErrorBody },
    },
  }, async (request) => {
    // Whoever may ring the sale may see the figure it will be held to.
    requirePermission(request.session, 'ring-sale');
    const { companyId } = request.session;
    const [patient, location] = await Promise.all([
      db.selectFrom('patients').select('id').where('company_id', '=', companyId).where('id', '=', request.params.id).executeTakeFirst(),
      reportingLocation(db, companyId),
    ]);
    if (patient === undefined) throw notFound('Patient');
    const profile = profiles[location.jurisdiction];
    const today = todayIn(location.time_zone, new Date());
    const status = profile?.statewidePatientLimit === undefined ? null : await lookup(companyId, patient.id, today);
    return { statewide_allotment: presentStatewideAllotment(profile, today, status) };
  });
};
