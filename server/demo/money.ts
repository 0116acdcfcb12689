import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { parseRate } from '../features/tax-items/rate.ts';
import { DemoRandom } from './random.ts';

/** Which product types a tax is charged on. */
type Goods = 'cannabis' | 'other';

interface TaxSpec {
  name: string; rate: string; includedInPrice: boolean; on: Goods;
  /** Registered medical patients pay it too. */
  medicalPays: boolean;
}

export interface Jurisdiction { timeZone: string; taxes: TaxSpec[] }

/**
 * Portland, Oregon (Downtown). Oregon has no sales tax; cannabis carries two taxes, both added to
 * the price and both waived for registry identification cardholders (medical patients):
 * - state: 17% of the retail sales price of every marijuana item (ORS 475C.674(2)); the medical
 *   exemption is ORS 475C.678;
 * - local: a city or county may add up to 3% by a voter-approved ordinance, never on a registry
 *   cardholder (ORS 475C.453(4)); Portland charges the full 3%.
 * ORS 475C.674(3) rounds the state tax of a sale UP to the next whole cent.
 */
export const PORTLAND_OREGON: Jurisdiction = {
  timeZone: 'America/Los_Angeles',
  taxes: [
    { name: 'Oregon retail marijuana tax', rate: '0.17', includedInPrice: false, on: 'cannabis', medicalPays: false },
    { name: 'Portland local marijuana tax', rate: '0.03', includedInPrice: false, on: 'cannabis', medicalPays: false },
  ],
};

/**
 * Vancouver, Washington (Eastside, across the river from Portland).
 * - Cannabis excise tax: 37% of the selling price (RCW 69.50.535(1)(a)). It must be reflected in
 *   the shelf price (RCW 69.50.535(1)(b)), so it is included in the price; it is not part of the
 *   price the sales taxes apply to, and the receipt itemizes it apart from them.
 * - Retail sales tax: the state's 6.5% (RCW 82.08.020) plus the local rate. Vancouver's local
 *   rate here, 2.1%, adds Clark County's 0.1% (2023) and the city's 0.1% transportation benefit
 *   district tax (VMC 3.40.075) to a combined 8.4% before them; check the Department of Revenue's
 *   rate lookup before trading, local rates change by quarter.
 * - Medical: recognition-card holders pay neither the excise (RCW 69.50.535(2)) nor the sales
 *   taxes (RCW 82.08.9998) on cannabis products; they do pay sales tax on anything else. So the
 *   sales taxes appear twice, once charged on cannabis and once on other goods, and the medical
 *   group pays only the latter.
 */
export const VANCOUVER_WASHINGTON: Jurisdiction = {
  timeZone: 'America/Los_Angeles',
  taxes: [
    { name: 'Washington cannabis excise tax', rate: '0.37', includedInPrice: true, on: 'cannabis', medicalPays: false },
    { name: 'Washington retail sales tax (cannabis)', rate: '0.065', includedInPrice: false, on: 'cannabis', medicalPays: false },
    { name: 'Vancouver local sales tax (cannabis)', rate: '0.021', includedInPrice: false, on: 'cannabis', medicalPays: false },
    { name: 'Washington retail sales tax', rate: '0.065', includedInPrice: false, on: 'other', medicalPays: true },
    { name: 'Vancouver local sales tax', rate: '0.021', includedInPrice: false, on: 'other', medicalPays: true },
  ],
};

/** Bend, Oregon (the other account): the state tax only; its local tax is left out of the demo. */
export const BEND_OREGON: Jurisdiction = { timeZone: 'America/Los_Angeles', taxes: [PORTLAND_OREGON.taxes[0]!] };

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
  await db.updateTable('companies').set({ time_zone: jurisdiction.timeZone }).where('id', '=', companyId).execute();
  await db.insertInto('discount_reasons').values(DISCOUNT_REASONS.map((name, position) => ({ id: random.uuid(), company_id: companyId, name, position }))).execute();

  const taxIds = jurisdiction.taxes.map(() => random.uuid());
  await db.insertInto('tax_items').values(jurisdiction.taxes.map((tax, i) => ({
    id: taxIds[i]!, company_id: companyId, name: tax.name, included_in_price: tax.includedInPrice ? 1 : 0,
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
