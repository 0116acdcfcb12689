import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { parseRate } from '../features/tax-items/rate.ts';
import { writeExemption } from '../features/tax-items/rules.ts';
import { DemoRandom } from './random.ts';
import type { Jurisdiction } from '../features/tax-items/known-taxes.ts';

export { ANN_ARBOR_MICHIGAN, PORTLAND_OREGON, VANCOUVER_WASHINGTON, type Jurisdiction } from '../features/tax-items/known-taxes.ts';

/** The rates have been in force since the demo store opened. */
const IN_FORCE_SINCE = '2025-03-01T16:00:00.000Z';

const DISCOUNT_REASONS = ['First-time customer', 'Veteran', 'Senior', 'Happy hour', 'Industry', 'Manager comp', 'Damaged product'];

const millionths = (rate: string): number => {
  const parsed = parseRate(rate);
  if ('error' in parsed) throw new Error(`demo tax rate ${rate} ${parsed.error}`);
  return parsed.millionths;
};

/**
 * A location's money: its time zone and discount reasons, its tax items with their rates, and the
 * taxes of each product type (cannabis types carry the cannabis taxes, others the rest). Its own
 * seeded stream keeps the rest of the demo store unchanged.
 */
export async function seedMoney(db: Kysely<Database>, companyId: string, jurisdiction: Jurisdiction, seed: number): Promise<void> {
  const random = new DemoRandom(seed);
  await db.updateTable('companies').set({ time_zone: jurisdiction.timeZone, medical_endorsement: jurisdiction.medicalEndorsement === true ? 1 : 0 })
    .where('id', '=', companyId).execute();
  await db.insertInto('discount_reasons').values(DISCOUNT_REASONS.map((name, position) => ({ id: random.uuid(), company_id: companyId, name, position }))).execute();

  const taxIds = jurisdiction.taxes.map(() => random.uuid());
  const idOf = (name: string): string => {
    const index = jurisdiction.taxes.findIndex((tax) => tax.name === name);
    if (index < 0) throw new Error(`demo tax ${name} is not one of the location's`);
    return taxIds[index]!;
  };
  await db.insertInto('tax_items').values(jurisdiction.taxes.map((tax, i) => ({
    id: taxIds[i]!, company_id: companyId, name: tax.name, included_in_price: tax.includedInPrice ? 1 : 0,
    base_includes: JSON.stringify((tax.chargedOnTaxes ?? []).map(idOf)), rounding: tax.rounding ?? 'half_up', exemption: writeExemption(tax.exemption ?? null),
    created_at: IN_FORCE_SINCE, updated_at: IN_FORCE_SINCE,
  }))).execute();
  await db.insertInto('tax_item_rates').values(jurisdiction.taxes.map((tax, i) => ({
    tax_item_id: taxIds[i]!, company_id: companyId, rate_millionths: millionths(tax.rate), effective_at: IN_FORCE_SINCE,
    created_at: IN_FORCE_SINCE, created_by: null,
  }))).execute();

  const types = await db.selectFrom('product_types').select(['id', 'is_marijuana']).where('company_id', '=', companyId).execute();
  const links = types.flatMap((type) => jurisdiction.taxes.flatMap((tax, i) =>
    (tax.on === 'cannabis') === (type.is_marijuana === 1) ? [{ product_type_id: type.id, tax_item_id: taxIds[i]!, company_id: companyId }] : []));
  if (links.length > 0) await db.insertInto('product_type_tax_items').values(links).execute();
}

/**
 * Who pays which taxes: every patient is in the medical group, which pays only the taxes medical
 * patients owe; the veterans' group (every seventh customer) pays them all.
 */
export async function seedPersonGroupTaxes(db: Kysely<Database>, companyId: string, jurisdiction: Jurisdiction): Promise<void> {
  const groups = await db.selectFrom('person_groups').select(['id', 'medical']).where('company_id', '=', companyId).execute();
  const taxes = await db.selectFrom('tax_items').select(['id', 'name']).where('company_id', '=', companyId).execute();
  const paid = (medical: boolean) => taxes.filter((tax) => !medical || jurisdiction.taxes.some((spec) => spec.name === tax.name && spec.medicalPays));
  const links = groups.flatMap((group) => paid(group.medical === 1).map((tax) => ({ person_group_id: group.id, tax_item_id: tax.id, company_id: companyId })));
  if (links.length > 0) await db.insertInto('person_group_tax_items').values(links).execute();

  const medical = groups.find((group) => group.medical === 1);
  const other = groups.find((group) => group.medical === 0);
  const patients = await db.selectFrom('patients').select('id').where('company_id', '=', companyId).execute();
  const customers = await db.selectFrom('customers').select('id').where('company_id', '=', companyId).orderBy('created_at').orderBy('id').execute();
  const members = [
    ...(medical === undefined ? [] : patients.map((p) => ({ person_type: 'Patient' as const, person_id: p.id, person_group_id: medical.id, company_id: companyId }))),
    ...(other === undefined ? [] : customers.filter((_, i) => i % 7 === 3).map((c) => ({ person_type: 'Customer' as const, person_id: c.id, person_group_id: other.id, company_id: companyId }))),
  ];
  if (members.length > 0) await db.insertInto('person_group_members').values(members).execute();
}
