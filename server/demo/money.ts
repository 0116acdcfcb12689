import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ExemptionRule, TaxRounding } from '../../shared/pricing/index.ts';
import { parseRate } from '../features/tax-items/rate.ts';
import { writeExemption } from '../features/tax-items/rules.ts';
import { DemoRandom } from './random.ts';

/** Which product types a tax is charged on. */
type Goods = 'cannabis' | 'other';

interface TaxSpec {
  name: string; rate: string; includedInPrice: boolean; on: Goods;
  /** Registered medical patients pay it too. */
  medicalPays: boolean;
  /** The names of the taxes whose amounts are part of this one's base (a tax on a tax). */
  chargedOnTaxes?: string[];
  rounding?: TaxRounding;
  /** When the medical group's exemption from it holds (absent: always). */
  exemption?: ExemptionRule;
}

export interface Jurisdiction {
  timeZone: string; taxes: TaxSpec[];
  /** The location holds a medical endorsement (Washington's, RCW 69.50.375). */
  medicalEndorsement?: boolean;
}

/**
 * Portland, Oregon (Downtown). Oregon has no sales tax; cannabis carries two taxes, both added to
 * the price and both waived for registry identification cardholders (medical patients):
 * - state: 17% of the retail sales price of every marijuana item (ORS 475C.674(2)); where it is
 *   not a whole cent it is "the next higher whole cent" (ORS 475C.674(3)), so it is rounded up.
 *   Cardholders pay none (ORS 475C.678(2)), for sales before January 1, 2028 (Or Laws 2021
 *   c.525 §44): the exemption ends then unless the legislature extends it;
 * - local: a city or county may add up to 3% by a voter-approved ordinance, never on a registry
 *   cardholder (ORS 475C.453(4)); Portland charges the full 3%, rounded half up.
 */
const OREGON_CARDHOLDER_RELIEF: ExemptionRule = {
  effectiveAt: null, expiresAt: '2028-01-01T08:00:00.000Z', medicalItemsOnly: false, medicalEndorsementRequired: false,
};
export const PORTLAND_OREGON: Jurisdiction = {
  timeZone: 'America/Los_Angeles',
  taxes: [
    { name: 'Oregon retail marijuana tax', rate: '0.17', includedInPrice: false, on: 'cannabis', medicalPays: false, rounding: 'up', exemption: OREGON_CARDHOLDER_RELIEF },
    { name: 'Portland local marijuana tax', rate: '0.03', includedInPrice: false, on: 'cannabis', medicalPays: false },
  ],
};

/**
 * Relief in Washington is narrow: only on products the Department of Health lists as compliant
 * (the inventory item's `medical` mark), sold by a store with a medical endorsement, to a
 * recognition card holder (the medical group).
 */
const WASHINGTON_COMPLIANT_ONLY = { medicalItemsOnly: true, medicalEndorsementRequired: true };

/**
 * Vancouver, Washington (Eastside, across the river from Portland). The store holds a medical
 * endorsement (RCW 69.50.375).
 * - Cannabis excise tax: 37% of the selling price (RCW 69.50.535(1)(a)). It must be reflected in
 *   the shelf price (RCW 69.50.535(1)(b)), so it is included in the price; it is not part of the
 *   price the sales taxes apply to, and the receipt itemizes it apart from them.
 * - Retail sales tax: the state's 6.5% (RCW 82.08.020) plus the local rate. Vancouver's local
 *   rate here, 2.1%, adds Clark County's 0.1% (2023) and the city's 0.1% transportation benefit
 *   district tax (VMC 3.40.075) to a combined 8.4% before them; check the Department of Revenue's
 *   rate lookup before trading, local rates change by quarter.
 * - Medical: recognition card holders pay no excise (RCW 69.50.535(2); WAC 314-55-090), until
 *   June 30, 2029, and no sales tax (RCW 82.08.9998) — both only on DOH-compliant products sold by
 *   an endorsed store. A card holder buying any other cannabis product pays both. On goods that
 *   are not cannabis they pay sales tax like anyone: the sales taxes appear twice, once charged on
 *   cannabis and once on other goods, and the medical group pays the latter.
 */
export const VANCOUVER_WASHINGTON: Jurisdiction = {
  timeZone: 'America/Los_Angeles',
  medicalEndorsement: true,
  taxes: [
    {
      name: 'Washington cannabis excise tax', rate: '0.37', includedInPrice: true, on: 'cannabis', medicalPays: false,
      exemption: { ...WASHINGTON_COMPLIANT_ONLY, effectiveAt: null, expiresAt: '2029-07-01T07:00:00.000Z' },
    },
    {
      name: 'Washington retail sales tax (cannabis)', rate: '0.065', includedInPrice: false, on: 'cannabis', medicalPays: false,
      exemption: { ...WASHINGTON_COMPLIANT_ONLY, effectiveAt: null, expiresAt: null },
    },
    {
      name: 'Vancouver local sales tax (cannabis)', rate: '0.021', includedInPrice: false, on: 'cannabis', medicalPays: false,
      exemption: { ...WASHINGTON_COMPLIANT_ONLY, effectiveAt: null, expiresAt: null },
    },
    { name: 'Washington retail sales tax', rate: '0.065', includedInPrice: false, on: 'other', medicalPays: true },
    { name: 'Vancouver local sales tax', rate: '0.021', includedInPrice: false, on: 'other', medicalPays: true },
  ],
};

/**
 * Ann Arbor, Michigan (the other account), where a tax is charged on a tax:
 * - Marihuana excise: 10% of the sales price of adult-use marihuana (MCL 333.27963(1)); not on
 *   marihuana sold under the medical acts (MCL 333.27963(4)(b),(c)), so patients do not pay it.
 * - Sales tax: 6% (MCL 205.52), whose "sales price" includes the 10% excise (R 205.141(1):
 *   $100.00 → $10.00 excise → 6% of $110.00 = $6.60). Medical patients pay it (on the price alone,
 *   as they pay no excise). Michigan has no local sales tax; other goods pay the 6% too.
 */
export const ANN_ARBOR_MICHIGAN: Jurisdiction = {
  timeZone: 'America/Detroit',
  taxes: [
    { name: 'Michigan marihuana excise tax', rate: '0.10', includedInPrice: false, on: 'cannabis', medicalPays: false },
    { name: 'Michigan sales tax (marihuana)', rate: '0.06', includedInPrice: false, on: 'cannabis', medicalPays: true, chargedOnTaxes: ['Michigan marihuana excise tax'] },
    { name: 'Michigan sales tax', rate: '0.06', includedInPrice: false, on: 'other', medicalPays: true },
  ],
};

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
