import type { ExemptionRule, TaxRounding } from '../../../shared/pricing/index.ts';

// The taxes Canopy knows, by place, each with its statute: the demo store's locations are charged
// them, and a store opened with store:init starts with its state's (server/features/store-opening).

/** Which product types a tax is charged on. */
type Goods = 'cannabis' | 'other';

export interface TaxSpec {
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
 *   not a whole cent it is "the next higher whole cent" (ORS 475C.674(3)), so it is rounded up,
 *   once on the sale's tax (the tax is imposed on the retail sale, 475C.674(1)), not on each line.
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
  // The demo's Oregon store is registered for medical sales (OAR 845-025-2900(1)(a)): its patients buy as patients.
  medicalEndorsement: true,
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

/**
 * California, state-wide (a store adds its city's and district's sales tax over the base rate):
 * - Cannabis excise tax: 15% of gross receipts of every retail sale (R&TC §34011.2), added to the
 *   price, paid on medical sales too: no exemption for patients exists in the excise. The rate was
 *   19% from July 1 to September 30, 2025 and 15% again from October 1, 2025 (AB 564, 2025) as
 *   reported; the CDTFA's current notice was not read (unverified): check it before trading.
 * - Sales tax: the state-wide base rate, 7.25% (R&TC §6051, §7203.1, Bradley-Burns §7202), charged
 *   on the price plus the excise (the excise "is included in gross receipts subject to sales
 *   tax", CDTFA Tax Guide for Cannabis Businesses). A medical patient is exempt only on showing a
 *   valid county-issued medical marijuana identification card with a government ID (R&TC §6414;
 *   Health & Safety Code §11362.71): a physician's recommendation alone pays it, so the medical
 *   group's exemption needs the patient's `card_type` to be `county_card`.
 */
const CALIFORNIA_COUNTY_CARD_ONLY: ExemptionRule = {
  effectiveAt: null, expiresAt: null, medicalItemsOnly: false, medicalEndorsementRequired: false, countyCardRequired: true,
};
export const CALIFORNIA_STATEWIDE: Jurisdiction = {
  timeZone: 'America/Los_Angeles',
  taxes: [
    { name: 'California cannabis excise tax', rate: '0.15', includedInPrice: false, on: 'cannabis', medicalPays: true },
    {
      name: 'California sales tax (cannabis)', rate: '0.0725', includedInPrice: false, on: 'cannabis', medicalPays: false,
      chargedOnTaxes: ['California cannabis excise tax'], exemption: CALIFORNIA_COUNTY_CARD_ONLY,
    },
    { name: 'California sales tax', rate: '0.0725', includedInPrice: false, on: 'other', medicalPays: true },
  ],
};
