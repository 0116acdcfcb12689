import type { JurisdictionProfile } from '../profile.ts';
import { TraceabilityType as T } from '../traceability.ts';

/**
 * California: daily limits per customer (4 CCR § 15409). Adult-use has two separate caps,
 * non-concentrated cannabis and concentrate (including the concentrate in products); medicinal
 * counts dried flower only, and a physician's recommendation may set a different amount.
 */
const DAILY = '4 CCR § 15409';

export const california = {
  id: 'us-ca',
  name: 'California',
  categories: [
    { id: 'flower', label: 'Non-concentrated cannabis', traceabilityTypes: [T.usableMarijuana], measure: 'net-weight' },
    { id: 'concentrate', label: 'Concentrate', traceabilityTypes: [T.extractForInhalation], measure: 'net-weight' },
    {
      id: 'products', label: 'Edibles, topicals and other products (concentrate in products)', traceabilityTypes: [T.solidEdible, T.liquidEdible, T.topical, T.otherwiseTaken], measure: 'thc',
      note: '§ 15409(e) makes the retailer determine the concentrate contained in products; we count a product\'s THC milligrams as milligrams of concentrate.',
    },
    { id: 'plants', label: 'Immature plants', traceabilityTypes: [T.immaturePlant], measure: 'count' },
  ],
  limits: [
    {
      id: 'flower', label: 'Flower', buyer: 'adult-use', window: { kind: 'per-day' },
      max: { value: '28.5', unit: 'g' }, counts: [{ category: 'flower' }], source: `${DAILY}(a)(1)`, verified: true,
    },
    {
      id: 'concentrate', label: 'Concentrate', buyer: 'adult-use', window: { kind: 'per-day' },
      max: { value: '8', unit: 'g' },
      counts: [
        { category: 'concentrate' },
        { category: 'products', equivalent: { amount: { value: '1', unit: 'mg THC' }, counts: { value: '1', unit: 'mg' } } },
      ],
      source: `${DAILY}(a)(2), (e); Bus. & Prof. Code § 26001 (cannabis concentrate)`, verified: false,
      note: 'The 8 g figure is verified. Counting 1 mg of THC in an edible as 1 mg of concentrate is our reading of (a)(2) and (e): the regulation names no conversion. Concentrate is at least its THC, so a retailer who knows the concentrate weight of a product line should count that instead.',
    },
    {
      id: 'flower-medical', label: 'Dried flower', buyer: 'medical', window: { kind: 'per-day' },
      max: { value: '8', unit: 'oz' }, counts: [{ category: 'flower' }], carryLimitApplies: true,
      source: `${DAILY}(b)(1), (c); Health & Safety Code § 11362.77`, verified: true,
      note: 'Only dried mature flowers (or the plant conversion) count; a physician\'s recommendation with a different amount replaces it (§ 15409(c)) — enter it as the patient\'s carry_limit. § 15409(d): adult-use and medicinal limits may not be combined.',
    },
    {
      id: 'plants', label: 'Immature plants', buyer: 'adult-use', window: { kind: 'per-day' },
      max: { value: '6', unit: 'plants' }, counts: [{ category: 'plants' }], source: `${DAILY}(a)(3)`, verified: true,
    },
    {
      id: 'plants-medical', label: 'Immature plants', buyer: 'medical', window: { kind: 'per-day' },
      max: { value: '12', unit: 'plants' }, counts: [{ category: 'plants' }], source: `${DAILY}(b)(2)`, verified: true,
    },
  ],
  minimumAge: {
    adultUse: { years: 21, source: 'Bus. & Prof. Code § 26140(a)', verified: true },
    medical: {
      years: 18, source: 'Bus. & Prof. Code § 26140(b)', verified: true,
      note: '18 or older with a valid physician\'s recommendation; younger patients buy through a primary caregiver.',
    },
  },
  anonymousAdultUse: {
    allowed: true, source: '4 CCR § 15404 (age and ID check); § 15409 (daily limit)', verified: false,
    note: 'No customer record is required for an adult-use sale; the daily limit binds the person, and an anonymous sale can only be held to it alone.',
  },
  managerOverride: { allowed: false, source: DAILY, verified: true, note: '"A licensed retailer shall not sell more": no discretion.' },
  carryLimit: {
    effect: 'practitioner-sets', source: `${DAILY}(c)`, verified: true,
    note: 'Where a patient\'s valid physician\'s recommendation contains a different amount than (b), the patient may buy that amount: higher or lower, it replaces 8 oz of dried flower.',
  },
  splitPurchases: {
    sameDayIsOneTransaction: false, source: DAILY, verified: true,
    note: 'Every California limit already counts "a single day", however many sales.',
  },
  medicalSales: {
    needsStatus: false, status: 'an M-type licence', source: 'Bus. & Prof. Code § 26050(a)', verified: false,
    note: 'California licenses medicinal sales under the licence\'s M designation, not as a status of the store: Canopy does not hold a patient to adult use here.',
  },
  medicalOnlyGoods: {
    source: 'Bus. & Prof. Code § 26050(a); 4 CCR § 15000 ("medicinal cannabis goods")', verified: false,
    note: 'Goods labelled "For Medical Use Only" are sold to patients only.',
  },
} as const satisfies JurisdictionProfile;
