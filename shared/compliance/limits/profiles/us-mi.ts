import type { JurisdictionProfile } from '../profile.ts';

/**
 * Michigan: adult-use is 2.5 oz per transaction of which at most 15 g concentrate; medical is
 * 2.5 oz of usable marihuana or its equivalent a day and 10 oz in 30 days, with the MMMA's
 * equivalency (1 oz usable = 16 oz solid infused = 36 fl oz liquid infused = 7 g gaseous form).
 */
const ADULT = 'MCL 333.27955(1)(a); Mich. Admin. Code R 420.506 (purchasing limits, per R 420.505(1)(d))';
const MEDICAL = 'Mich. Admin. Code R 420.506; MCL 333.26424(c) (usable marihuana equivalency)';

export const michigan = {
  id: 'us-mi',
  name: 'Michigan',
  categories: [
    { id: 'flower', label: 'Marihuana (flower)', traceabilityTypes: [1], measure: 'net-weight' },
    { id: 'concentrate', label: 'Concentrate', traceabilityTypes: [4], measure: 'net-weight' },
    { id: 'solid', label: 'Infused solids', traceabilityTypes: [2], measure: 'net-weight' },
    { id: 'liquid', label: 'Infused liquids', traceabilityTypes: [3], measure: 'fluid-volume' },
  ],
  limits: [
    {
      id: 'marihuana', label: 'Marihuana', buyer: 'adult-use', window: { kind: 'per-transaction' },
      max: { value: '2.5', unit: 'oz' },
      counts: [
        { category: 'flower' },
        { category: 'concentrate' },
        { category: 'solid', equivalent: { amount: { value: '16', unit: 'oz' }, counts: { value: '1', unit: 'oz' } } },
        { category: 'liquid', equivalent: { amount: { value: '36', unit: 'fl oz' }, counts: { value: '1', unit: 'oz' } } },
      ],
      source: ADULT, verified: false,
      note: '2.5 oz is verified in MCL 333.27955. Concentrate counts by its own weight toward it ("of which not more than 15 grams"); applying the MMMA equivalency to infused products in adult-use sales is our reading — R 420.506\'s text was not read.',
    },
    {
      id: 'concentrate', label: 'Concentrate', buyer: 'adult-use', window: { kind: 'per-transaction' },
      max: { value: '15', unit: 'g' }, counts: [{ category: 'concentrate' }], source: ADULT, verified: true,
    },
    {
      id: 'usable-medical-day', label: 'Usable marihuana equivalent', buyer: 'medical', window: { kind: 'per-day' },
      max: { value: '2.5', unit: 'oz' }, replacedByCarryLimit: true,
      counts: [
        { category: 'flower' },
        { category: 'concentrate', equivalent: { amount: { value: '7', unit: 'g' }, counts: { value: '1', unit: 'oz' } } },
        { category: 'solid', equivalent: { amount: { value: '16', unit: 'oz' }, counts: { value: '1', unit: 'oz' } } },
        { category: 'liquid', equivalent: { amount: { value: '36', unit: 'fl oz' }, counts: { value: '1', unit: 'oz' } } },
      ],
      source: MEDICAL, verified: false,
      note: 'Figures from an MRA bulletin (2.5 oz a day, 10 oz over 30 days) as reposted, and the MMMA equivalency as quoted; the rule text itself was not read.',
    },
    {
      id: 'usable-medical-30-days', label: 'Usable marihuana equivalent, 30 days', buyer: 'medical', window: { kind: 'rolling', days: 30 },
      max: { value: '10', unit: 'oz' },
      counts: [
        { category: 'flower' },
        { category: 'concentrate', equivalent: { amount: { value: '7', unit: 'g' }, counts: { value: '1', unit: 'oz' } } },
        { category: 'solid', equivalent: { amount: { value: '16', unit: 'oz' }, counts: { value: '1', unit: 'oz' } } },
        { category: 'liquid', equivalent: { amount: { value: '36', unit: 'fl oz' }, counts: { value: '1', unit: 'oz' } } },
      ],
      source: MEDICAL, verified: false, note: 'As for the daily figure.',
    },
  ],
  minimumAge: {
    adultUse: { years: 21, source: 'MCL 333.27955(1); Mich. Admin. Code R 420.505(1)(c)', verified: true },
    medical: {
      years: 18, source: 'MCL 333.26426(b) (minor patients through a parent as primary caregiver)', verified: false,
      note: 'A qualifying patient under 18 is served through the parent who is the registered primary caregiver.',
    },
  },
  anonymousAdultUse: {
    allowed: true, source: 'Mich. Admin. Code R 420.505(1)(c) (photo ID showing 21+; no customer record required)', verified: false,
    note: 'The limits are per transaction, which an anonymous sale can fully check.',
  },
  managerOverride: { allowed: false, source: 'Mich. Admin. Code R 420.505(1)(d)', verified: true, note: 'The sale "will not exceed the purchasing limit": no discretion.' },
} as const satisfies JurisdictionProfile;
