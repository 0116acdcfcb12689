import type { JurisdictionProfile } from '../profile.ts';
import { TraceabilityType as T } from '../traceability.ts';

/**
 * Colorado: adult-use is one pooled limit, one ounce of flower or its equivalent (8 g of
 * concentrate, 800 mg of THC in products), mixed in any proportion. Medical limits are per day.
 */
const RETAIL = '1 CCR 212-3 Rule 6-110(C) (Retail Marijuana Store sales limit; formerly 1 CCR 212-2 R 402(C)(1.5))';

export const colorado = {
  id: 'us-co',
  name: 'Colorado',
  categories: [
    { id: 'flower', label: 'Flower', traceabilityTypes: [T.usableMarijuana], measure: 'net-weight' },
    { id: 'concentrate', label: 'Concentrate', traceabilityTypes: [T.extractForInhalation], measure: 'net-weight' },
    { id: 'products', label: 'Edibles and other products', traceabilityTypes: [T.solidEdible, T.liquidEdible, T.otherwiseTaken], measure: 'thc' },
  ],
  limits: [
    {
      id: 'flower-equivalent', label: 'Flower equivalent', buyer: 'adult-use', window: { kind: 'per-transaction' },
      max: { value: '1', unit: 'oz' },
      counts: [
        { category: 'flower' },
        { category: 'concentrate', equivalent: { amount: { value: '8', unit: 'g' }, counts: { value: '1', unit: 'oz' } } },
        { category: 'products', equivalent: { amount: { value: '800', unit: 'mg THC' }, counts: { value: '1', unit: 'oz' } } },
      ],
      source: RETAIL, verified: false,
      note: 'Amounts and equivalency (1 oz = 8 g concentrate = 80 ten-milligram servings) read in the former R 402(C)(1.5); the current rule number, and whether it now also binds per business day, were not confirmed. Non-psychoactive topicals are outside the limit (HB 16-1216), so type 5 is not counted.',
    },
    {
      id: 'flower-medical', label: 'Flower', buyer: 'medical', window: { kind: 'per-day' },
      max: { value: '2', unit: 'oz' }, counts: [{ category: 'flower' }], carryLimitApplies: true,
      source: 'Colo. Const. art. XVIII § 14(4)(a); C.R.S. 44-10-501; 1 CCR 212-3 Rule 5-115(C)', verified: false,
      note: 'Two ounces is the constitutional patient amount; a physician may certify more (C.R.S. 25-1.5-106), entered as the patient\'s carry_limit. The daily sale limit\'s rule subsection was not read.',
    },
    {
      id: 'concentrate-medical', label: 'Concentrate', buyer: 'medical', window: { kind: 'per-day' },
      max: { value: '8', unit: 'g' }, counts: [{ category: 'concentrate' }], ages: { from: 21 },
      source: 'C.R.S. 44-10-501 as amended by HB 21-1317; 1 CCR 212-3 Rule 5-115(C)', verified: false,
      note: 'From 2022-01-01 (reported, not read in the rule text). Not modelled: higher amounts for homebound or remote patients with a physician\'s exemption.',
    },
    {
      id: 'concentrate-medical-under-21', label: 'Concentrate (patient under 21)', buyer: 'medical', window: { kind: 'per-day' },
      max: { value: '2', unit: 'g' }, counts: [{ category: 'concentrate' }], ages: { below: 21 },
      source: 'C.R.S. 44-10-501 as amended by HB 21-1317', verified: false,
      note: 'Patients 18 to 20 (reported, not read in the statute text). A patient of unknown age is held to it.',
    },
  ],
  minimumAge: {
    adultUse: { years: 21, source: 'Colo. Const. art. XVIII § 16; 1 CCR 212-3 Rule 3-405', verified: true },
    medical: {
      years: 18, source: 'Colo. Const. art. XVIII § 14', verified: true,
      note: 'A patient under 18 is served through a parent or primary caregiver.',
    },
  },
  anonymousAdultUse: {
    allowed: true, source: '1 CCR 212-3 Rule 3-405 (age on ID; no consumer record required)', verified: false,
    note: 'The pooled limit is per sales transaction, which an anonymous sale can fully check.',
  },
  managerOverride: {
    allowed: false, source: RETAIL, verified: false,
    note: 'Stores and employees "are prohibited from selling more" (former R 402(C), read as quoted): no discretion. The current rule number was not confirmed.',
  },
  carryLimit: {
    effect: 'lower-only', source: 'C.R.S. 44-10-501; C.R.S. 25-1.5-106', verified: false,
    note: 'A physician may certify a patient for more than two ounces; how that certification reaches a store\'s daily sale limit was not read, so a carry limit here only lowers the limit (the side of the law). A store serving such a patient must not rely on the register to allow more.',
  },
  splitPurchases: {
    sameDayIsOneTransaction: true,
    source: 'MED position statement on the single sales transaction (2017, under former 1 CCR 212-2 R 402(C)); 1 CCR 212-3 Rule 6-110(C)', verified: false,
    note: 'The Division "will seek administrative action against licensees attempting to circumvent" the one-ounce transaction limit: sales structured as several stand-alone transactions may be treated as evasion. Counting a known buyer\'s sales of the same day as one is this store\'s reading; the statement\'s standing under the current rule number was not confirmed.',
  },
  medicalSales: {
    needsStatus: false, status: 'a medical marijuana store licence', source: 'C.R.S. 44-10-501', verified: false,
    note: 'Colorado keeps medical sales under a licence of their own; which licence a sale is reported under belongs to the location\'s licences, not to this rule.',
  },
  medicalOnlyGoods: {
    source: 'C.R.S. 44-10-501; 1 CCR 212-3 Rule 3-615', verified: false,
    note: 'Medical marijuana is sold only to patients (and their caregivers) from medical stock; the rule subsection was not read here.',
  },
  statewidePatientLimit: {
    rule: 'flower-medical', source: 'C.R.S. 44-10-501(1)(b)', verified: false,
    note: 'The medical daily limit holds across every medical store, checked in real time in the state system (Metrc) before the sale; the statute\'s text in force was not read here.',
  },
} as const satisfies JurisdictionProfile;
