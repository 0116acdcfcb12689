import type { JurisdictionProfile } from '../profile.ts';
import { TraceabilityType as T } from '../traceability.ts';

/**
 * Oregon, OLCC-licensed retailers (adult-use, and medical sales by retailers registered under
 * OAR 845-025-2900). Limits are per calendar day, per category; Oregon does not pool categories
 * into a flower equivalent at the counter.
 *
 * The limits bind the retailer through OAR 845-025-2800 (Retailer Privileges; Prohibitions), which a
 * retailer registered for medical sales must also follow (OAR 845-025-2900(1)(b), read). OAR
 * 845-025-2890, cited here before, is the retailers' tax-collection rule, not the limits. Sections
 * (1) and (2) of 845-025-2800 were read (as in force, Secretary of State's text); the section that
 * states the amounts was not, so no Oregon limit is marked verified: each figure says where it was read.
 */
const RULE = 'OAR 845-025-2800';
const AS_PUBLISHED = 'Figure as the OLCC publishes it (consumer FAQ "How much marijuana can I purchase?" and its sales-limit flyer); the subsection of OAR 845-025-2800 that states it was not read here.';
const ONE_LIST = 'The OLCC gives one list for every customer and sets usable marijuana apart only: this figure binds a registry identification cardholder too.';

export const oregon = {
  id: 'us-or',
  name: 'Oregon',
  categories: [
    { id: 'usable', label: 'Flower', traceabilityTypes: [T.usableMarijuana], measure: 'net-weight' },
    {
      id: 'solid', label: 'Solid edibles and topicals', traceabilityTypes: [T.solidEdible, T.topical, T.otherwiseTaken], measure: 'net-weight',
      note: 'The limit is on "cannabinoid product in solid form" by net weight of product. Topicals, capsules and the like are cannabinoid products in solid form; counting them here is our reading, not a stated rule.',
    },
    { id: 'liquid', label: 'Liquid edibles', traceabilityTypes: [T.liquidEdible], measure: 'fluid-volume' },
    { id: 'extract', label: 'Extracts and concentrates', traceabilityTypes: [T.extractForInhalation], measure: 'net-weight' },
    { id: 'plants', label: 'Immature plants', traceabilityTypes: [T.immaturePlant], measure: 'count' },
    { id: 'seeds', label: 'Seeds', traceabilityTypes: [T.seed], measure: 'count' },
  ],
  limits: [
    {
      id: 'usable', label: 'Flower', buyer: 'adult-use', window: { kind: 'per-day' },
      max: { value: '2', unit: 'oz' }, counts: [{ category: 'usable' }], source: `${RULE} (as amended effective 2022-01-01)`, verified: false,
      note: 'Sources conflict: the OLCC consumer FAQ and its 2020 flyer still say 1 oz; the Commission\'s December 2021 rulemaking doubled it to 2 oz from 2022-01-01 (as reported). We hold the later rule; the amended text was not read here.',
    },
    {
      id: 'solid', label: 'Solid edibles', buyer: 'adult-use', window: { kind: 'per-day' },
      max: { value: '16', unit: 'oz' }, counts: [{ category: 'solid' }], source: RULE, verified: false, note: AS_PUBLISHED,
    },
    {
      id: 'liquid', label: 'Liquid edibles', buyer: 'adult-use', window: { kind: 'per-day' },
      max: { value: '72', unit: 'fl oz' }, counts: [{ category: 'liquid' }], source: RULE, verified: false, note: AS_PUBLISHED,
    },
    {
      id: 'extract', label: 'Extracts and concentrates', buyer: 'adult-use', window: { kind: 'per-day' },
      max: { value: '5', unit: 'g' }, counts: [{ category: 'extract' }], source: RULE, verified: false,
      note: `${AS_PUBLISHED} Five grams "whether sold alone or contained in an inhalant delivery system": a cartridge counts by its extract.`,
    },
    {
      id: 'plants', label: 'Immature plants', buyer: 'adult-use', window: { kind: 'per-day' },
      max: { value: '4', unit: 'plants' }, counts: [{ category: 'plants' }], source: RULE, verified: false, note: AS_PUBLISHED,
    },
    {
      id: 'seeds', label: 'Seeds', buyer: 'adult-use', window: { kind: 'per-day' },
      max: { value: '10', unit: 'seeds' }, counts: [{ category: 'seeds' }], source: RULE, verified: false, note: AS_PUBLISHED,
    },
    {
      id: 'usable-medical-day', label: 'Flower', buyer: 'medical', window: { kind: 'per-day' },
      max: { value: '8', unit: 'oz' }, counts: [{ category: 'usable' }], carryLimitApplies: true,
      source: `${RULE} (registry identification cardholders; OLCC order effective 2018-12-28)`, verified: false,
      note: 'Sources conflict: the OLCC order effective 2018-12-28 is reported at 8 oz a day and 32 oz a calendar month; a report of the temporary 1 oz rule of August 2020 (since expired) names 24 oz a day as the limit before it. We hold the lower figure, 8 oz (226.796 g); the rule text was not read here.',
    },
    {
      id: 'usable-medical-month', label: 'Flower this month', buyer: 'medical', window: { kind: 'per-calendar-month' },
      max: { value: '32', unit: 'oz' }, counts: [{ category: 'usable' }],
      source: `${RULE} (registry identification cardholders; OLCC order effective 2018-12-28)`, verified: false, note: 'As for the daily figure.',
    },
    {
      id: 'solid-medical', label: 'Solid edibles', buyer: 'medical', window: { kind: 'per-day' },
      max: { value: '16', unit: 'oz' }, counts: [{ category: 'solid' }], source: RULE, verified: false, note: `${AS_PUBLISHED} ${ONE_LIST}`,
    },
    {
      id: 'liquid-medical', label: 'Liquid edibles', buyer: 'medical', window: { kind: 'per-day' },
      max: { value: '72', unit: 'fl oz' }, counts: [{ category: 'liquid' }], source: RULE, verified: false, note: `${AS_PUBLISHED} ${ONE_LIST}`,
    },
    {
      id: 'extract-medical', label: 'Extracts and concentrates', buyer: 'medical', window: { kind: 'per-day' },
      max: { value: '5', unit: 'g' }, counts: [{ category: 'extract' }], source: RULE, verified: false, note: `${AS_PUBLISHED} ${ONE_LIST}`,
    },
    {
      id: 'plants-medical', label: 'Immature plants', buyer: 'medical', window: { kind: 'per-day' },
      max: { value: '4', unit: 'plants' }, counts: [{ category: 'plants' }], source: RULE, verified: false, note: `${AS_PUBLISHED} ${ONE_LIST}`,
    },
    {
      id: 'seeds-medical', label: 'Seeds', buyer: 'medical', window: { kind: 'per-day' },
      max: { value: '10', unit: 'seeds' }, counts: [{ category: 'seeds' }], source: RULE, verified: false, note: `${AS_PUBLISHED} ${ONE_LIST}`,
    },
  ],
  minimumAge: {
    adultUse: { years: 21, source: 'OAR 845-025-2800(2)(a); OAR 845-025-2820(1)', verified: true },
    medical: {
      years: 18, source: 'OAR 845-025-2900(2)(c); OAR 845-025-2800(2)(b)(B)', verified: true,
      note: 'A registry identification cardholder under 18 buys through a designated primary caregiver.',
    },
  },
  anonymousAdultUse: {
    allowed: true, source: 'OAR 845-025-2820(1) (age checked on government photo ID; no customer record required)', verified: true,
    note: 'The daily limit still binds the person; without a record the register can only hold one sale to it.',
  },
  managerOverride: {
    allowed: false, source: RULE, verified: false,
    note: 'The limits are prohibitions on the retailer with no discretion to exceed them.',
  },
  carryLimit: {
    effect: 'lower-only', source: `${RULE}; OAR 333-008-0080(1)`, verified: false,
    note: 'A cardholder may possess 24 oz of usable marijuana (OAR 333-008-0080(1), read), but a retailer may sell a cardholder only the daily amount its sale limits set: no practitioner sets a purchase amount in Oregon, so a carry limit can only lower it.',
  },
  splitPurchases: {
    sameDayIsOneTransaction: false, source: RULE, verified: false,
    note: 'Every Oregon limit already counts the whole local day, whatever the number of sales.',
  },
  medicalSales: {
    needsStatus: true, status: 'registration for medical sales', source: 'OAR 845-025-2800(2)(b)(B); OAR 845-025-2900(1)(a)', verified: true,
    note: 'A retailer sells to a registry identification cardholder or designated primary caregiver of 18 to 20 only while registered for medical sales (845-025-2800(2)(b)(B)(ii), read); to sell for medical purposes at all it must register (845-025-2900(1)(a), read).',
  },
  medicalOnlyGoods: {
    source: 'OAR 845-025-2900(2)(a), (3)(a)', verified: true,
    note: 'A registered retailer may sell medical-grade cannabinoid products, concentrates and extracts to registry identification cardholders and designated primary caregivers, and keeps them apart from other items (read as in force, 2024).',
  },
} as const satisfies JurisdictionProfile;
