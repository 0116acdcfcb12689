import type { JurisdictionProfile, LimitContribution } from '../profile.ts';
import { TraceabilityType as T } from '../traceability.ts';

/**
 * Michigan, Mich. Admin. Code R 420.506 in force (2020 AACS; 2022 AACS), read: adult-use is
 * 2.5 oz of marihuana in a single transaction, of which at most 15 g concentrate (R 420.506(3));
 * a patient is held to 2.5 oz of marihuana or marihuana equivalent a day (R 420.506(1)(a)) and
 * 10 oz of marihuana product a month (R 420.506(2)); no customer buys more than 3 immature plants
 * per transaction (R 420.506(4)).
 *
 * The rule in force names no equivalency for adult-use infused products. The 16 oz solid /
 * 36 fl oz liquid = 1 oz conversion for them appears only in the draft rule set 2023-25 LR, which
 * was not adopted, so it is not applied to adult-use sales here.
 */
const RULE = 'Mich. Admin. Code R 420.506';
const ADULT = `${RULE}(3); MCL 333.27955(1)(a)`;
/** "Usable marihuana equivalent" (MCL 333.26423(p)) is computed as MCL 333.26424(c) says. */
const EQUIVALENCY = 'MCL 333.26424(c)';

/**
 * The MMMA's usable-marihuana equivalency (§ 4(c), read), for a patient's limits. A concentrate
 * counts at its own weight: "usable marihuana" includes the plant's resin and extract (MCL
 * 333.26423(o), § 3(o)), and § 4(c)'s 7 g = 1 oz is for a marihuana-infused product "in gaseous
 * form" only (an inhaled infused product, not an extract itself). Counting 7 g of extract as 1 oz
 * would let a patient buy four times the concentrate the daily limit allows.
 */
const usableEquivalent: readonly LimitContribution[] = [
  { category: 'flower' },
  { category: 'concentrate' },
  { category: 'solid', equivalent: { amount: { value: '16', unit: 'oz' }, counts: { value: '1', unit: 'oz' } } },
  { category: 'liquid', equivalent: { amount: { value: '36', unit: 'fl oz' }, counts: { value: '1', unit: 'oz' } } },
];

export const michigan = {
  id: 'us-mi',
  name: 'Michigan',
  categories: [
    { id: 'flower', label: 'Marihuana (flower)', traceabilityTypes: [T.usableMarijuana], measure: 'net-weight' },
    { id: 'concentrate', label: 'Concentrate', traceabilityTypes: [T.extractForInhalation], measure: 'net-weight' },
    {
      id: 'solid', label: 'Infused solids', traceabilityTypes: [T.solidEdible, T.topical, T.otherwiseTaken], measure: 'net-weight',
      note: 'A marihuana-infused product is "a topical formulation, tincture, beverage, edible substance, or similar product" (MCL 333.27953(n)); topicals and capsules count with the solids unless entered as a liquid (type 3).',
    },
    { id: 'liquid', label: 'Infused liquids', traceabilityTypes: [T.liquidEdible], measure: 'fluid-volume' },
    { id: 'plants', label: 'Immature plants', traceabilityTypes: [T.immaturePlant], measure: 'count' },
  ],
  limits: [
    {
      id: 'marihuana', label: 'Marihuana', buyer: 'adult-use', window: { kind: 'per-transaction' },
      max: { value: '2.5', unit: 'oz' },
      counts: [
        { category: 'flower' },
        { category: 'concentrate' },
        { category: 'solid' },
        { category: 'liquid', measure: 'net-weight' },
      ],
      source: ADULT, verified: false,
      note: '2.5 oz is in the rule as read. It names no equivalency for infused products, and "marihuana" includes a marihuana-infused product (MCL 333.27953(h)(vi)) but not the other ingredients combined with it; the register cannot know the marihuana inside a product, so an infused product counts at its whole net weight, which never under-counts. A product with no weight is asked for one.',
    },
    {
      id: 'concentrate', label: 'Concentrate', buyer: 'adult-use', window: { kind: 'per-transaction' },
      max: { value: '15', unit: 'g' }, counts: [{ category: 'concentrate' }], source: ADULT, verified: true,
    },
    {
      id: 'plants', label: 'Immature plants', buyer: 'adult-use', window: { kind: 'per-transaction' },
      max: { value: '3', unit: 'plants' }, counts: [{ category: 'plants' }], source: `${RULE}(4)`, verified: true,
    },
    {
      id: 'usable-medical-day', label: 'Usable marihuana equivalent', buyer: 'medical', window: { kind: 'per-day' },
      max: { value: '2.5', unit: 'oz' }, carryLimitApplies: true, counts: usableEquivalent,
      source: `${RULE}(1)(a); ${EQUIVALENCY}`, verified: false,
      note: '2.5 oz a day is in the rule as read. The rule does not define "marihuana equivalent"; we count it with the MMMA\'s usable marihuana equivalency (MCL 333.26424(c), read: 16 oz solid or 36 fl oz liquid is 1 oz). A concentrate is usable marihuana (MCL 333.26423(o)) and counts at its own weight; 7 g = 1 oz is for infused products in gaseous form, which Canopy\'s categories do not tell apart from other concentrates, so none is counted that way (never under-counts).',
    },
    {
      id: 'usable-medical-30-days', label: 'Usable marihuana equivalent, 30 days', buyer: 'medical', window: { kind: 'rolling', days: 30 },
      max: { value: '10', unit: 'oz' }, counts: usableEquivalent,
      source: `${RULE}(2); ${EQUIVALENCY}`, verified: false,
      note: '10 oz is in the rule as read, "per month", to be verified in the statewide monitoring system before the sale (R 420.506(2)). We hold it over any 30 days, not the calendar month: a calendar month lets a patient buy 10 oz on the 31st and 10 oz more on the 1st, 20 oz in two days, which a rolling window never allows; the rule does not say "calendar month", and the statewide system is reported to count a rolling window. Our reading, not the rule\'s words.',
    },
    {
      id: 'plants-medical', label: 'Immature plants', buyer: 'medical', window: { kind: 'per-transaction' },
      max: { value: '3', unit: 'plants' }, counts: [{ category: 'plants' }], source: `${RULE}(4); R 420.501 ("marihuana customer")`, verified: true,
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
  carryLimit: {
    effect: 'lower-only', source: `${RULE}(1)`, verified: true,
    note: 'The daily limit is the rule\'s own figure; neither the rule nor the MMMA lets a physician set a higher purchase amount.',
  },
  splitPurchases: {
    sameDayIsOneTransaction: false, source: `${RULE}(3), (4)`, verified: false,
    note: 'The adult-use limits are "in a single transaction"; no Michigan text forbidding splitting a purchase was read, so each sale is checked on its own.',
  },
  medicalSales: {
    needsStatus: false, status: 'a provisioning center licence', source: 'MCL 333.27501', verified: false,
    note: 'Michigan keeps medical sales under a licence of their own (MMFLA); which licence a sale is reported under belongs to the location\'s licences, not to this rule.',
  },
  medicalOnlyGoods: {
    source: 'MCL 333.27501; Mich. Admin. Code R 420.506(1)', verified: false,
    note: 'Medical stock is sold to registered qualifying patients and caregivers only.',
  },
  statewidePatientLimit: {
    rule: 'usable-medical-day', source: 'Mich. Admin. Code R 420.506(1)–(2)', verified: false,
    note: 'A patient\'s daily 2.5 oz and monthly 10 oz are verified in the statewide monitoring system (Metrc) before the sale; the store holds the sale to the smaller of Metrc\'s remaining allotment and its own count. The rule text in force was not re-read for this check.',
  },
} as const satisfies JurisdictionProfile;
