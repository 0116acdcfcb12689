import { formatQuantity } from '../../quantity.ts';
import { amountText } from './amount-text.ts';
import type { BuyerKind, CategoryDefinition, JurisdictionProfile, LimitRule, LimitWindow, Measure } from './profile.ts';
import {
  add, ceilThousandths, compare, divide, floorThousandths, fromThousandths, max, multiply, parseDecimal, ratio,
  subtract, ZERO, type Ratio,
} from './rational.ts';
import { displayUnit, equivalenceFactor, formatStated, GRAMS_PER_OUNCE, GRAMS_PER_POUND, measureOf, toBase } from './units.ts';
import { parseInstant, windowPhrase, windowTest } from './windows.ts';

/** A line's amount in integer thousandths: 3500 = 3.5 g of product, 2500 = 2.5 mg THC, 12000 = 12 fl oz, 4000 = 4 plants. */
export interface LineAmount {
  readonly netGramsMilli?: number;
  readonly thcMgMilli?: number;
  readonly fluidOuncesMilli?: number;
  /** How many units (plants, seeds, packages) the line sells. */
  readonly unitsMilli?: number;
}

/** One line for the limits: the whole line's amount (quantity already applied, see line-amount.ts). */
export interface LimitLine {
  readonly traceabilityType: number;
  readonly amount: LineAmount;
  readonly name?: string;
}

export type OrderKind = 'sale' | 'refund' | 'return' | 'void';

/** Order type: 0 Sale, 1 Refund, 2 Return, 3 Void. */
export const orderKindFromSpec = (orderType: number): OrderKind | null =>
  (['sale', 'refund', 'return', 'void'] as const)[orderType] ?? null;

export interface PastPurchase {
  readonly chargedOn: string;
  readonly orderType: OrderKind;
  readonly lines: readonly LimitLine[];
}

/** A patient's carry_limit: a decimal value in a weight unit (0 g, 1 oz, 2 lb, 3 mg, 4 kg). */
export interface CarryLimit { readonly value: string; readonly unit: number }

export interface LimitCheckInput {
  readonly profile: JurisdictionProfile;
  readonly buyer: BuyerKind;
  /** No customer record: nothing bought before can be seen, so each limit is checked against this sale alone. */
  readonly anonymous?: boolean;
  readonly carryLimit?: CarryLimit | null;
  /** Whole years on the location's calendar today; rules for an age band apply when it is unknown. */
  readonly buyerAge?: number | null;
  /** The buyer's purchases the register or server knows, any age; the engine picks each window's. */
  readonly history: readonly PastPurchase[];
  readonly cart: readonly LimitLine[];
  readonly now: string;
  /** IANA zone of the location ("America/Los_Angeles"): per-day limits are its calendar days. */
  readonly timeZone: string;
}

export type LimitKind = LimitWindow['kind'];

/** One bar on the register: figures in thousandths of `unit`. */
export interface LimitRow {
  readonly category: string;
  readonly label: string;
  readonly limitKind: LimitKind;
  readonly limit: number;
  readonly unit: string;
  readonly usedBefore: number;
  readonly inCart: number;
  readonly remaining: number;
  readonly source: string;
  readonly verified: boolean;
  readonly categories: readonly string[];
  /** A per-transaction limit that counts this buyer's other sales of the day too (the state forbids splitting a purchase). */
  readonly sameDayCounts: boolean;
}

export interface LimitViolation {
  readonly category: string;
  readonly limitKind: LimitKind;
  readonly limit: number;
  readonly total: number;
  readonly excess: number;
  readonly unit: string;
  /** For the budtender before the sale: what to take off. */
  readonly message: string;
  /** For a manager reviewing a sale that already happened (rung offline): how far over it went. */
  readonly recordedMessage: string;
}

/** A cart line whose product lacks the figure its category counts by: the register must ask. */
export interface MissingAmount {
  readonly lineIndex: number;
  readonly category: string;
  readonly measure: Measure;
  readonly message: string;
}

export interface LimitCheck {
  readonly rows: readonly LimitRow[];
  readonly violations: readonly LimitViolation[];
  readonly missing: readonly MissingAmount[];
  /** Set when this buyer cannot be sold to at all as attached (an anonymous medical sale). */
  readonly buyerRefusal: string | null;
  readonly warnings: readonly string[];
}

const measureField: Record<Measure, keyof LineAmount> = {
  'net-weight': 'netGramsMilli', thc: 'thcMgMilli', 'fluid-volume': 'fluidOuncesMilli', count: 'unitsMilli',
};
const measureWords: Record<Measure, string> = {
  'net-weight': 'net weight', thc: 'THC content (mg)', 'fluid-volume': 'volume (fl oz)', count: 'number of units',
};
const MEASURES: readonly Measure[] = ['net-weight', 'thc', 'fluid-volume', 'count'];

/** Refunds, returns and voids give back what they list; the windows never go below zero. */
const sign: Record<OrderKind, number> = { sale: 1, refund: -1, return: -1, void: -1 };

/** How one category counts toward a rule: by which of the line's figures, and how much of the rule's base unit one base unit of it is. */
interface Counted { readonly measure: Measure; readonly factor: Ratio }

/** How each category counts toward one rule, in the rule's base unit per category base unit. */
interface CompiledRule {
  readonly rule: LimitRule;
  readonly measure: Measure;
  readonly max: Ratio;
  /** The patient's carry_limit stands in for the state's figure. */
  readonly byCarryLimit: boolean;
  /** A per-transaction rule that, for this known buyer, counts their sales of the same day (the state forbids splitting a purchase). */
  readonly sameDayCounts: boolean;
  readonly factors: ReadonlyMap<string, Counted>;
}

function categoryIndex(profile: JurisdictionProfile): Map<number, CategoryDefinition> {
  const byType = new Map<number, CategoryDefinition>();
  for (const category of profile.categories) {
    for (const type of category.traceabilityTypes) if (!byType.has(type)) byType.set(type, category);
  }
  return byType;
}

const show = (milli: number): string => formatQuantity(milli);

const carryUnitToGrams: Record<number, Ratio> = {
  0: ratio(1n), 1: GRAMS_PER_OUNCE, 2: GRAMS_PER_POUND, 3: ratio(1n, 1000n), 4: ratio(1000n),
};

/** carry_limit in grams, or null when it is not a weight (unit 5 Unit, bad text). */
export function carryLimitGrams(carry: CarryLimit): Ratio | null {
  const value = parseDecimal(carry.value);
  const perUnit = carryUnitToGrams[carry.unit];
  if (value === null || perUnit === undefined || value.num <= 0n) return null;
  return multiply(value, perUnit);
}

/**
 * The limit a patient's carry_limit leaves in force for a rule it bears on: the lower of the two
 * where the state lets it only lower the limit, the patient's own where a practitioner may set it.
 */
function carriedMax(input: LimitCheckInput, rule: LimitRule, stateMax: Ratio, carry: Ratio, warnings: string[]): { max: Ratio; byCarryLimit: boolean } {
  const { profile } = input;
  if (profile.carryLimit.effect === 'practitioner-sets') return { max: carry, byCarryLimit: true };
  if (compare(carry, stateMax) < 0) return { max: carry, byCarryLimit: true };
  if (compare(carry, stateMax) > 0) {
    warnings.push(`The patient's carry limit (${show(ceilThousandths(carry))} g) is above ${profile.name}'s ${rule.label.toLowerCase()} limit (${formatStated(rule.max)}), and ${profile.name} does not let it raise the limit (${profile.carryLimit.source}): ${formatStated(rule.max)} applies.`);
  }
  return { max: stateMax, byCarryLimit: false };
}

function compile(input: LimitCheckInput, warnings: string[]): CompiledRule[] {
  const { profile, buyer } = input;
  const categories = new Map(profile.categories.map((category) => [category.id, category]));
  const carry = buyer === 'medical' && input.carryLimit ? carryLimitGrams(input.carryLimit) : null;
  if (buyer === 'medical' && input.carryLimit && carry === null) {
    warnings.push(`The patient's carry limit "${input.carryLimit.value}" (unit ${input.carryLimit.unit}) is not a weight; the state's default applies.`);
  }
  const followsBuyer = input.anonymous !== true && profile.splitPurchases.sameDayIsOneTransaction;
  const age = input.buyerAge ?? null;
  const bindsBuyer = (rule: LimitRule) => age === null || rule.ages === undefined
    || ((rule.ages.from === undefined || age >= rule.ages.from) && (rule.ages.below === undefined || age < rule.ages.below));
  return profile.limits.filter((rule) => rule.buyer === buyer && bindsBuyer(rule)).map((rule) => {
    const measure = measureOf(rule.max.unit);
    const factors = new Map<string, Counted>();
    for (const contribution of rule.counts) {
      const category = categories.get(contribution.category);
      if (category === undefined) throw new RangeError(`${profile.id} ${rule.id}: unknown category ${contribution.category}`);
      const by = contribution.measure ?? category.measure;
      if (contribution.equivalent === undefined) {
        if (by !== measure) throw new RangeError(`${profile.id} ${rule.id}: ${category.id} needs an equivalent`);
        factors.set(category.id, { measure: by, factor: ratio(1n) });
      } else {
        if (measureOf(contribution.equivalent.amount.unit) !== by) throw new RangeError(`${profile.id} ${rule.id}: ${category.id}'s equivalent is not in its measure`);
        factors.set(category.id, { measure: by, factor: equivalenceFactor(contribution.equivalent.amount, contribution.equivalent.counts) });
      }
    }
    const stateMax = toBase(rule.max);
    const { max: ruleMax, byCarryLimit } = carry !== null && rule.carryLimitApplies === true && measure === 'net-weight'
      ? carriedMax(input, rule, stateMax, carry, warnings)
      : { max: stateMax, byCarryLimit: false };
    const sameDayCounts = followsBuyer && rule.window.kind === 'per-transaction';
    return { rule, measure, max: ruleMax, byCarryLimit, sameDayCounts, factors };
  });
}

/** The window a rule reads the buyer's history in: a same-day-counting per-transaction rule reads today's sales. */
const historyWindow = (entry: CompiledRule): LimitWindow => (entry.sameDayCounts ? { kind: 'per-day' } : entry.rule.window);

const totalKey = (category: string, measure: Measure): string => `${category} ${measure}`;

/** Each category's total in a set of lines by every figure the lines have, in integer thousandths: keyed by category and measure. */
function totalsByCategory(lines: readonly LimitLine[], byType: Map<number, CategoryDefinition>): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines) {
    const category = byType.get(line.traceabilityType);
    if (category === undefined) continue;
    for (const measure of MEASURES) {
      const milli = line.amount[measureField[measure]];
      if (milli !== undefined) totals.set(totalKey(category.id, measure), (totals.get(totalKey(category.id, measure)) ?? 0) + milli);
    }
  }
  return totals;
}

/** What category totals count for toward one rule, exactly. Integer sums first keep this cheap. */
function contribution(compiled: CompiledRule, totals: ReadonlyMap<string, number>): Ratio {
  let total = ZERO;
  for (const [category, { measure, factor }] of compiled.factors) {
    const milli = totals.get(totalKey(category, measure));
    if (milli !== undefined && milli !== 0) total = add(total, multiply(fromThousandths(milli), factor));
  }
  return total;
}

/** Every figure some rule counts each category by. */
function countedMeasures(compiled: readonly CompiledRule[]): Map<string, Set<Measure>> {
  const measures = new Map<string, Set<Measure>>();
  for (const entry of compiled) {
    for (const [category, { measure }] of entry.factors) {
      const set = measures.get(category) ?? new Set<Measure>();
      set.add(measure);
      measures.set(category, set);
    }
  }
  return measures;
}

/** The unit a rule's figures are shown in: a counted limit says what it counts ("plants"). */
const unitOf = (entry: CompiledRule): string => (entry.measure === 'count' ? entry.rule.max.unit : displayUnit[entry.measure]);


/** Every limit that applies to this buyer: what was bought in its window, what the cart adds, what remains. */
export function checkLimits(input: LimitCheckInput): LimitCheck {
  const { profile, buyer } = input;
  const warnings: string[] = [];
  const now = parseInstant(input.now);
  const anonymous = input.anonymous === true;
  const byType = categoryIndex(profile);
  const compiled = compile(input, warnings);

  let buyerRefusal: string | null = null;
  if (anonymous && buyer === 'medical') buyerRefusal = 'A medical sale needs the patient attached: scan or find the patient first.';
  else if (anonymous && !profile.anonymousAdultUse.allowed) {
    buyerRefusal = `${profile.name} requires a customer record for every sale: scan or find the customer first.`;
  }

  const history = anonymous ? [] : input.history.map((order) => ({
    order, chargedOn: parseInstant(order.chargedOn), sign: sign[order.orderType], totals: totalsByCategory(order.lines, byType),
  }));
  const inWindow = windowTest(now, input.timeZone);
  const counted = countedMeasures(compiled);
  const lacking = (line: LimitLine): { category: CategoryDefinition; measure: Measure } | null => {
    const category = byType.get(line.traceabilityType);
    const measure = category && [...(counted.get(category.id) ?? [])].find((candidate) => line.amount[measureField[candidate]] === undefined);
    return category === undefined || measure === undefined ? null : { category, measure };
  };
  for (const { order } of history) {
    for (const line of order.lines) {
      const gap = lacking(line);
      if (gap !== null) warnings.push(`A purchase on ${order.chargedOn} has a ${gap.category.label} line without its ${measureWords[gap.measure]}; it is not counted.`);
    }
  }

  const missing: MissingAmount[] = [];
  input.cart.forEach((line, lineIndex) => {
    const gap = lacking(line);
    if (gap === null) return;
    missing.push({
      lineIndex, category: gap.category.id, measure: gap.measure,
      message: `${line.name ?? gap.category.label}: enter its ${measureWords[gap.measure]} — ${profile.name} counts ${gap.category.label} by it.`,
    });
  });

  const cartTotals = totalsByCategory(input.cart, byType);
  const rows: LimitRow[] = [];
  const violations: LimitViolation[] = [];
  for (const entry of compiled) {
    const { rule } = entry;
    const windowTotals = new Map<string, number>();
    for (const purchase of history) {
      if (!inWindow(historyWindow(entry), purchase.chargedOn)) continue;
      for (const [category, milli] of purchase.totals) {
        windowTotals.set(category, (windowTotals.get(category) ?? 0) + purchase.sign * milli);
      }
    }
    const used = max(contribution(entry, windowTotals), ZERO);
    const inCart = contribution(entry, cartTotals);
    const total = add(used, inCart);
    const unit = unitOf(entry);
    const limit = floorThousandths(entry.max);
    const remaining = max(subtract(entry.max, total), ZERO);
    rows.push({
      category: rule.id, label: rule.label, limitKind: rule.window.kind, limit, unit,
      usedBefore: ceilThousandths(used), inCart: ceilThousandths(inCart), remaining: floorThousandths(remaining),
      source: rule.source, verified: rule.verified, categories: [...entry.factors.keys()], sameDayCounts: entry.sameDayCounts,
    });
    if (compare(total, entry.max) <= 0) continue;
    const excess = ceilThousandths(subtract(total, entry.max));
    // A counted limit states its figure once ("10 units"); a weight shows its exact grams beside the stated ounces.
    const figure = entry.measure === 'count' ? '' : ` (${amountText(limit, unit)})`;
    const whose = entry.byCarryLimit
      ? `the patient's carry limit is ${amountText(limit, unit)}`
      : `${profile.name}'s ${buyer} limit is ${formatStated(rule.max)}${figure}`;
    const earlier = compare(used, ZERO) > 0
      ? ` with ${amountText(ceilThousandths(used), unit)} bought before${entry.sameDayCounts ? ' today' : ''}` : '';
    // Splitting a purchase over sales does not get round a per-sale limit: say so where it is why.
    const window = entry.sameDayCounts && compare(used, ZERO) > 0 ? `${windowPhrase(rule.window)}, today's sales to this buyer counting as one (${profile.splitPurchases.source})` : windowPhrase(rule.window);
    violations.push({
      category: rule.id, limitKind: rule.window.kind, limit, total: ceilThousandths(total), excess, unit,
      message: `${rule.label}: this sale would reach ${amountText(ceilThousandths(total), unit)}${earlier}; ${whose} ${window} — remove ${amountText(excess, unit)}.`,
      recordedMessage: `${rule.label}: this sale reached ${amountText(ceilThousandths(total), unit)}${earlier}; ${whose} ${window} — ${amountText(excess, unit)} over.`,
    });
  }
  return { rows, violations, missing, buyerRefusal, warnings };
}

export type AddLineVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly message: string; readonly violation?: LimitViolation; readonly missing?: MissingAmount };

/**
 * Whether the register may add `line` to the cart in `state`: refused when the line lacks the
 * figure its category counts by, or when the cart with it would break a limit the line counts
 * toward (saying which limit and how much of this line's own category to take off).
 */
export function canAddLine(state: LimitCheckInput, line: LimitLine): AddLineVerdict {
  const cart = [...state.cart, line];
  const check = checkLimits({ ...state, cart });
  const byType = categoryIndex(state.profile);
  const category = byType.get(line.traceabilityType);
  const compiled = compile(state, []);
  const counting = compiled.filter((entry) => category !== undefined && entry.factors.has(category.id));
  if (counting.length === 0) return { ok: true };
  if (check.buyerRefusal !== null) return { ok: false, message: check.buyerRefusal };
  const missing = check.missing.find((entry) => entry.lineIndex === cart.length - 1);
  if (missing !== undefined) return { ok: false, message: missing.message, missing };
  for (const entry of counting) {
    const violation = check.violations.find((candidate) => candidate.category === entry.rule.id);
    if (violation === undefined || category === undefined) continue;
    const counted = entry.factors.get(category.id) ?? { measure: category.measure, factor: ratio(1n) };
    const factor = counted.factor;
    const overBy = divide(ratio(BigInt(violation.excess), 1000n), factor);
    const ownUnit = counted.measure === 'count' ? 'units' : displayUnit[counted.measure];
    // Said again in the line's own terms only where they differ: one plant counted as one is not "1 unit of Immature plants".
    const inOwnTerms = factor.num === factor.den && (ownUnit === violation.unit || (counted.measure === 'count' && entry.measure === 'count'))
      ? ''
      : ` (${amountText(ceilThousandths(overBy), ownUnit)} of ${category.label})`;
    return { ok: false, violation, message: `${violation.message.replace(/\.$/, '')}${inOwnTerms}.` };
  }
  return { ok: true };
}
