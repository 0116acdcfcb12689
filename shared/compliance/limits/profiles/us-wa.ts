import type { JurisdictionProfile } from '../profile.ts';
import { TraceabilityType as T } from '../traceability.ts';

/**
 * Washington: limits are per transaction, per category (no pooling). Medical limits apply to
 * patients and designated providers entered in the medical cannabis authorization database
 * (holding a recognition card); a patient who is not entered buys under the adult-use limits.
 */
const WAC_ADULT = 'WAC 314-55-095(1)(d)(i) (effective 2025-01-07); RCW 69.50.360(3)';
const RCW_MEDICAL = 'RCW 69.51A.210(1); WAC 314-55-095(2)';

export const washington = {
  id: 'us-wa',
  name: 'Washington',
  categories: [
    { id: 'useable', label: 'Useable cannabis', traceabilityTypes: [T.usableMarijuana], measure: 'net-weight' },
    { id: 'solid', label: 'Solid infused products', traceabilityTypes: [T.solidEdible], measure: 'net-weight' },
    {
      id: 'liquid', label: 'Liquid infused products and topicals', traceabilityTypes: [T.liquidEdible, T.topical], measure: 'fluid-volume',
      note: 'The 72-ounce limit covers infused product "in liquid form for oral ingestion or applied topically to the skin", counted in fluid ounces. A solid topical has no volume: the register asks.',
    },
    { id: 'concentrate', label: 'Concentrates for inhalation', traceabilityTypes: [T.extractForInhalation], measure: 'net-weight' },
    {
      id: 'otherwise-taken', label: 'Products otherwise taken into the body', traceabilityTypes: [T.otherwiseTaken], measure: 'count',
      note: 'Capsules, suppositories, patches and the like: neither eaten, drunk, inhaled nor applied to the skin. Counted by the unit (package) sold.',
    },
  ],
  limits: [
    {
      id: 'useable', label: 'Useable cannabis', buyer: 'adult-use', window: { kind: 'per-transaction' },
      max: { value: '1', unit: 'oz' }, counts: [{ category: 'useable' }], source: WAC_ADULT, verified: true,
    },
    {
      id: 'solid', label: 'Solid infused products', buyer: 'adult-use', window: { kind: 'per-transaction' },
      max: { value: '16', unit: 'oz' }, counts: [{ category: 'solid' }], source: WAC_ADULT, verified: true,
    },
    {
      id: 'liquid', label: 'Liquid infused products', buyer: 'adult-use', window: { kind: 'per-transaction' },
      max: { value: '72', unit: 'fl oz' }, counts: [{ category: 'liquid' }], source: WAC_ADULT, verified: true,
      note: 'Not modelled: the alternative 200 mg delta-9 THC limit for liquids packaged in units of at most 4 mg (WAC 314-55-095(1)(d)(i)(F)); such liquids are held to 72 fl oz, the stricter reading for a store that does not mark them.',
    },
    {
      id: 'otherwise-taken', label: 'Products otherwise taken into the body', buyer: 'adult-use', window: { kind: 'per-transaction' },
      max: { value: '10', unit: 'units' }, counts: [{ category: 'otherwise-taken' }], source: 'WAC 314-55-095(1)(d)(i)(D) (effective 2025-01-07)', verified: true,
    },
    {
      id: 'concentrate', label: 'Concentrates', buyer: 'adult-use', window: { kind: 'per-transaction' },
      max: { value: '7', unit: 'g' }, counts: [{ category: 'concentrate' }], source: WAC_ADULT, verified: true,
    },
    {
      id: 'useable-medical', label: 'Useable cannabis', buyer: 'medical', window: { kind: 'per-transaction' },
      max: { value: '3', unit: 'oz' }, counts: [{ category: 'useable' }], source: RCW_MEDICAL, verified: true,
      carryLimitApplies: true,
      note: 'A carry limit on the recognition card below 3 oz lowers it; one above does not raise it (see carryLimit).',
    },
    {
      id: 'solid-medical', label: 'Solid infused products', buyer: 'medical', window: { kind: 'per-transaction' },
      max: { value: '48', unit: 'oz' }, counts: [{ category: 'solid' }], source: RCW_MEDICAL, verified: true,
    },
    {
      id: 'liquid-medical', label: 'Liquid infused products', buyer: 'medical', window: { kind: 'per-transaction' },
      max: { value: '216', unit: 'fl oz' }, counts: [{ category: 'liquid' }], source: RCW_MEDICAL, verified: true,
    },
    {
      id: 'concentrate-medical', label: 'Concentrates', buyer: 'medical', window: { kind: 'per-transaction' },
      max: { value: '21', unit: 'g' }, counts: [{ category: 'concentrate' }], source: RCW_MEDICAL, verified: true,
      note: 'RCW 69.51A.210(1) says "a combination of the following"; we read each amount as its own cap, as the adult-use rule does.',
    },
  ],
  minimumAge: {
    adultUse: { years: 21, source: 'RCW 69.50.357(2); RCW 69.50.4013', verified: true },
    medical: {
      years: 18, source: 'RCW 69.51A.220', verified: true,
      note: 'A qualifying patient under 18 buys only through a parent or guardian who is the designated provider.',
    },
  },
  anonymousAdultUse: {
    allowed: true, source: 'RCW 69.50.357 (age verified on ID; no customer record required)', verified: false,
    note: 'No rule requiring a customer record for adult-use sales was found; the limit is per transaction, which an anonymous sale can fully check.',
  },
  managerOverride: {
    allowed: false, source: WAC_ADULT, verified: true,
    note: 'A licensee or employee may not conduct a transaction beyond these limits; no discretion is given.',
  },
  carryLimit: {
    effect: 'lower-only', source: 'RCW 69.51A.210(1), (2)', verified: true,
    note: 'A store enters the amounts of (1) for every patient in the authorization database; what a health care professional may recommend beyond them under (2) is plants the patient grows at home and the useable cannabis produced from them, not more bought at a store.',
  },
  splitPurchases: {
    sameDayIsOneTransaction: true, source: 'WAC 314-55-095(1)(d)(ii)', verified: true,
    note: 'A licensee or employee may not conduct a transaction that lets a person obtain more than the limit (numbered (1)(c)(ii) before 2025). Counting a known buyer\'s sales of the same day as one transaction is how this store applies it.',
  },
  medicalSales: {
    needsStatus: true, status: 'a medical endorsement', source: 'RCW 69.51A.210(1); WAC 314-55-080(2)', verified: false,
    note: 'Only a retailer holding a medical marijuana endorsement may sell to qualifying patients and designated providers as such (the medical amounts, 18 to 20-year-olds with a recognition card, the tax exemption); elsewhere a patient is an adult-use customer. Read as the issue cites it; the text in force was not read here.',
  },
  medicalOnlyGoods: {
    source: 'WAC 246-70-040; RCW 69.50.375', verified: false,
    note: 'DOH-compliant products held for patients with recognition cards at an endorsed store; the text in force was not read here.',
  },
} as const satisfies JurisdictionProfile;
