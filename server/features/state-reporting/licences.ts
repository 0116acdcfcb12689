import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The states that keep medical and adult-use sales under separate licences, so that a sale is
 * reported to Metrc under the licence it was made under: Colorado (medical and retail marijuana
 * stores are licensed apart, C.R.S. 44-10-401 and 44-10-601) and Michigan (a provisioning center
 * under the MMFLA and an adult-use retailer under the MRTMA are separate licences, MCL 333.27401,
 * 333.27959). Metrc takes the facility as `?licenseNumber=` on every call.
 */
const MEDICAL_LICENCE_STATES: ReadonlySet<string> = new Set(['CO', 'MI']);

/** The location's medical licence where its state keeps medical sales apart and it has one; else null. */
export async function medicalLicenceOf(db: Kysely<Database>, companyId: string): Promise<string | null> {
  const location = await db.selectFrom('companies').select(['state', 'medical_license_number']).where('id', '=', companyId).executeTakeFirst();
  const medical = location?.medical_license_number?.trim() ?? '';
  return location === undefined || medical === '' || !MEDICAL_LICENCE_STATES.has(location.state.toUpperCase()) ? null : medical;
}

/**
 * The licence each report (by order id) is made under: a sale to a patient (a return or void: its
 * original's buyer) under the location's medical licence (see medicalLicenceOf); every other under
 * the reporting settings' licence.
 */
export async function licenceOfEach(db: Kysely<Database>, companyId: string, rows: ReadonlyArray<{ order_id: string }>, adultUse: string): Promise<Map<string, string>> {
  const medical = await medicalLicenceOf(db, companyId);
  if (medical === null || rows.length === 0) return new Map(rows.map((row) => [row.order_id, adultUse]));
  const buyers = await db.selectFrom('orders as o')
    .leftJoin('orders as original', (join) => join.onRef('original.id', '=', 'o.original_order_id').onRef('original.company_id', '=', 'o.company_id'))
    .select(['o.id', 'o.person_id', 'original.person_id as original_person_id'])
    .where('o.company_id', '=', companyId).where('o.id', 'in', rows.map((row) => row.order_id)).execute();
  const toPatient = new Set(buyers.filter((b) => b.person_id !== null || b.original_person_id !== null).map((b) => b.id));
  return new Map(rows.map((row) => [row.order_id, toPatient.has(row.order_id) ? medical : adultUse]));
}
