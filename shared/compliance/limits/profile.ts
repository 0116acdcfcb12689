/**
 * The shape of a jurisdiction's purchase limits. A profile is data (one file per state under
 * `profiles/`); every number in it carries the regulation it comes from, so the register can show
 * the citation beside the bar and an inspector can check it.
 */

export type BuyerKind = 'adult-use' | 'medical';

/** How a line counts toward its category: net weight of the product, its THC, its volume, or how many units (plants, seeds, packages). */
export type Measure = 'net-weight' | 'thc' | 'fluid-volume' | 'count';

/** Units a regulation states amounts in. "mg THC" is milligrams of THC, not of product; plants, seeds and units are counted. */
export type StatedUnit = 'g' | 'mg' | 'oz' | 'fl oz' | 'mg THC' | 'plants' | 'seeds' | 'units';

/** An amount as the regulation words it: `{value: '2', unit: 'oz'}`. */
export interface Stated { readonly value: string; readonly unit: StatedUnit }

/** Where a rule comes from. `verified: false` means the number could not be checked against the text in force. */
export interface Citation {
  readonly source: string;
  readonly verified: boolean;
  readonly note?: string;
}

export interface CategoryDefinition {
  readonly id: string;
  /** What the budtender sees on the bar: "Flower", "Concentrates". */
  readonly label: string;
  /** Product type `traceability_type` values that fall in this category (see `traceability.ts`: the spec's 1–5 and this store's extension 7–9). */
  readonly traceabilityTypes: readonly number[];
  readonly measure: Measure;
  readonly note?: string;
}

/**
 * A category counting toward a limit. Without `equivalent` it counts at face value (grams toward
 * grams); with it, `equivalent.amount` of the category counts as `equivalent.counts` of the limit
 * ("8 g of concentrate counts as 1 oz of flower").
 */
export interface LimitContribution {
  readonly category: string;
  /** Counted by this figure instead of the category's own (Michigan's adult-use limit weighs an infused liquid its medical rule counts by volume). */
  readonly measure?: Measure;
  readonly equivalent?: { readonly amount: Stated; readonly counts: Stated };
}

/** per-day and per-calendar-month are calendar periods in the location's time zone; rolling is `now − days`. */
export type LimitWindow =
  | { readonly kind: 'per-transaction' }
  | { readonly kind: 'per-day' }
  | { readonly kind: 'per-calendar-month' }
  | { readonly kind: 'rolling'; readonly days: number };

export interface LimitRule extends Citation {
  readonly id: string;
  readonly label: string;
  readonly buyer: BuyerKind;
  readonly window: LimitWindow;
  readonly max: Stated;
  readonly counts: readonly LimitContribution[];
  /** A medical patient's own `carry_limit` bears on this rule, as the profile's `carryLimit` says (lowers it, or sets it). */
  readonly carryLimitApplies?: boolean;
  /** The rule binds only buyers of these ages (`from` inclusive, `below` exclusive); a buyer of unknown age is bound by it. */
  readonly ages?: { readonly from?: number; readonly below?: number };
}

export interface AgeRule extends Citation { readonly years: number }

/**
 * What a patient's own `carry_limit` may do to the rule marked `carryLimitApplies`. `lower-only`:
 * it binds only where it is below the state's figure (a patient's card never buys more than the
 * law lets a store sell). `practitioner-sets`: the state lets the practitioner's recommended amount
 * stand in for its figure, higher or lower (California, 4 CCR § 15409(c)).
 */
export interface CarryLimitRule extends Citation { readonly effect: 'lower-only' | 'practitioner-sets' }

/**
 * For a known buyer, a per-transaction state that forbids getting more than the limit by splitting
 * a purchase counts the buyer's sales of the same local day as one transaction. An anonymous buyer
 * cannot be followed from one sale to the next, so each sale is held to the limit on its own.
 */
export interface SplitPurchaseRule extends Citation { readonly sameDayIsOneTransaction: boolean }
export interface Permission extends Citation { readonly allowed: boolean }

/**
 * Whether a patient buys as a patient only where the location holds a status for medical sales
 * (Washington's medical endorsement, Oregon's registration). `needsStatus: false`: the state ties
 * medical sales to a licence of their own, not to a status of the adult-use store, so a patient
 * buys as a patient wherever Canopy sells to them. Without the status a patient buys as an
 * adult-use customer: adult limits, 21 or older, adult taxes.
 */
export interface MedicalSalesRule extends Citation {
  readonly needsStatus: boolean;
  /** What the location holds, as a manager would call it: "a medical endorsement". */
  readonly status: string;
}

/**
 * A state whose patient limit is kept statewide: before a patient sale the store asks the state
 * system (Metrc) what the patient may still buy, and holds the sale to the smaller of that and its
 * own count of `rule` (the id of the medical limit Metrc's figure stands beside).
 */
export interface StatewidePatientLimit extends Citation { readonly rule: string }

export interface JurisdictionProfile {
  readonly id: string;
  /** The state's name as it reads in a sentence: "Oregon". */
  readonly name: string;
  readonly categories: readonly CategoryDefinition[];
  readonly limits: readonly LimitRule[];
  readonly minimumAge: { readonly adultUse: AgeRule; readonly medical: AgeRule };
  /** Adult-use sale without a customer record: then only what one sale can break is checked. */
  readonly anonymousAdultUse: Permission;
  /** Whether a manager's PIN may let a sale over a limit through. */
  readonly managerOverride: Permission;
  readonly carryLimit: CarryLimitRule;
  readonly splitPurchases: SplitPurchaseRule;
  readonly medicalSales: MedicalSalesRule;
  /** Products the location marks medical-only are sold to patients only: why, in this state. */
  readonly medicalOnlyGoods: Citation;
  /** Set where the state keeps a patient's limit across every store (Michigan, Colorado). */
  readonly statewidePatientLimit?: StatewidePatientLimit;
  readonly notes?: readonly string[];
}
