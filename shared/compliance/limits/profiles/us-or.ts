import type { JurisdictionProfile } from '../profile.ts';

/**
 * Oregon, OLCC-licensed retailers (adult-use, and medical sales by retailers registered under
 * OAR 845-025-2900). Limits are per calendar day, per category; Oregon does not pool categories
 * into a flower equivalent at the counter.
 */
const OLCC_FAQ = 'OAR 845-025 (OLCC retailer sales limits), as stated in OLCC "FAQs: Consumers — How much marijuana can I purchase?"';

export const oregon = {
  id: 'us-or',
  name: 'Oregon',
  categories: [
    { id: 'usable', label: 'Flower', traceabilityTypes: [1], measure: 'net-weight' },
    {
      id: 'solid', label: 'Solid edibles and topicals', traceabilityTypes: [2, 5], measure: 'net-weight',
      note: 'The limit is on "cannabinoid product in solid form" by net weight of product. Topicals are cannabinoid products; counting them here (by net weight) is our reading, not a stated rule.',
    },
    { id: 'liquid', label: 'Liquid edibles', traceabilityTypes: [3], measure: 'fluid-volume' },
    { id: 'extract', label: 'Extracts and concentrates', traceabilityTypes: [4], measure: 'net-weight' },
  ],
  limits: [
    {
      id: 'usable', label: 'Flower', buyer: 'adult-use', window: { kind: 'per-day' },
      max: { value: '2', unit: 'oz' }, counts: [{ category: 'usable' }],
      source: 'OAR 845-025 retailer sales limit, as amended by OLCC order adopted 2021-12-28 (effective 2022-01-01)',
      verified: false,
      note: 'The OLCC consumer FAQ and its 2020 sales-limit flyer still say 1 oz; the Commission\'s December 2021 rulemaking doubled it to 2 oz (reported by the Statesman Journal). We chose 2 oz as the later rule; the amended OAR subsection text was not read here.',
    },
    {
      id: 'solid', label: 'Solid edibles', buyer: 'adult-use', window: { kind: 'per-day' },
      max: { value: '16', unit: 'oz' }, counts: [{ category: 'solid' }], source: OLCC_FAQ, verified: true,
    },
    {
      id: 'liquid', label: 'Liquid edibles', buyer: 'adult-use', window: { kind: 'per-day' },
      max: { value: '72', unit: 'fl oz' }, counts: [{ category: 'liquid' }], source: OLCC_FAQ, verified: true,
    },
    {
      id: 'extract', label: 'Extracts and concentrates', buyer: 'adult-use', window: { kind: 'per-day' },
      max: { value: '5', unit: 'g' }, counts: [{ category: 'extract' }], source: OLCC_FAQ, verified: true,
      note: 'Five grams "whether sold alone or contained in an inhalant delivery system": a cartridge counts by its extract.',
    },
    {
      id: 'usable-medical-day', label: 'Flower', buyer: 'medical', window: { kind: 'per-day' },
      max: { value: '8', unit: 'oz' }, counts: [{ category: 'usable' }], replacedByCarryLimit: true,
      source: 'OAR 845-025 retailer sales limit for registry identification cardholders (OLCC order adopted 2018-12-20, effective 2018-12-28)',
      verified: false,
      note: 'Read in the OLCC announcement as reported (8 oz a day, 32 oz a calendar month), not in the current rule text. A 2020 temporary rule (24 oz a day) has expired.',
    },
    {
      id: 'usable-medical-month', label: 'Flower this month', buyer: 'medical', window: { kind: 'per-calendar-month' },
      max: { value: '32', unit: 'oz' }, counts: [{ category: 'usable' }],
      source: 'OAR 845-025 retailer sales limit for registry identification cardholders (OLCC order adopted 2018-12-20, effective 2018-12-28)',
      verified: false, note: 'As for the daily figure.',
    },
    {
      id: 'solid-medical', label: 'Solid edibles', buyer: 'medical', window: { kind: 'per-day' },
      max: { value: '16', unit: 'oz' }, counts: [{ category: 'solid' }], source: OLCC_FAQ, verified: true,
      note: 'The FAQ gives one list for every customer and distinguishes only usable marijuana for recreational consumers.',
    },
    {
      id: 'liquid-medical', label: 'Liquid edibles', buyer: 'medical', window: { kind: 'per-day' },
      max: { value: '72', unit: 'fl oz' }, counts: [{ category: 'liquid' }], source: OLCC_FAQ, verified: true,
    },
    {
      id: 'extract-medical', label: 'Extracts and concentrates', buyer: 'medical', window: { kind: 'per-day' },
      max: { value: '5', unit: 'g' }, counts: [{ category: 'extract' }], source: OLCC_FAQ, verified: true,
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
    allowed: false, source: 'OAR 845-025 retailer sales limits', verified: true,
    note: 'The limits are prohibitions on the retailer with no discretion to exceed them.',
  },
} as const satisfies JurisdictionProfile;
