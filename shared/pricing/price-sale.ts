/**
 * Rounding: every amount is whole cents. A percent discount is rounded half up on its own line;
 * an order discount, a loyalty redemption and the points a sale earns are spread over the lines by
 * the largest remainder method, so the lines' parts add up exactly to the order's figure. Tax is
 * computed per line and per tax item on the line's subtotal after all discounts, each tax item
 * rounded by its own rule: half up on each line, or up to the next whole cent where the statute
 * says so, as Oregon's ORS 475C.674(3) does, once on the sale's tax and spread back over its lines
 * (see taxOnTop); the order's tax is the sum of its lines' taxes. A tax included in
 * the price is split out of the line's subtotal (tax = subtotal × rate ÷ (1 + the included rates);
 * the net price is what remains, so no cent is lost) and is not added again; exclusive taxes are
 * computed on that net price and added on top. A tax is charged on another tax only where its tax
 * item's base_includes names it: its base is then the net price plus those taxes' amounts on the
 * same line, so taxes are computed in dependency order (see tax-base.ts). Redeemed points are worth
 * points × 100 ÷ the location's points per dollar cents, rounded down; a return gives back its
 * share of the redemption discount × points per dollar ÷ 100 points, rounded half up.
 */
import { allocateLargestRemainder } from './allocate.ts';
import { divideFloor, divideHalfUp, divideUp, parseDecimal, scaleTo, timesHalfUp, type Fraction } from './decimal.ts';
import { DEFAULT_REDEMPTION_POINTS_PER_DOLLAR, earnedPoints, isRedemptionRate, LOYALTY_REDEMPTION_NAME, redemptionValueCents } from './loyalty.ts';
import { taxComputationOrder } from './tax-base.ts';
import type {
  DiscountLine, PricedLine, PricedSale, PricingError, PricingResult, SaleInput, SaleLineInput, TaxBreakdown, TaxExemption, TaxItemInForce,
} from './types.ts';

/** Who pays which price and which taxes, for API documentation (`/docs`). */
export const BUYER_RULE =
  'A buyer in a person group pays only the tax items the group lists and is exempt from the line\'s others; a patient ' +
  '(person_id) in no group belongs to the location\'s medical group; anyone else pays every tax of a line. An exemption ' +
  'holds only as its tax item\'s `exemption` rule allows: within its dates (effective_at, before expires_at), only on ' +
  'inventory items marked `medical` where medical_items_only, only at a location with a medical endorsement where ' +
  'medical_endorsement_required (Washington\'s relief: DOH-compliant products, an endorsed store, RCW 69.50.535(2) until ' +
  'June 30, 2029, and RCW 82.08.9998), and only for a patient whose card_type is county_card where county_card_required ' +
  '(California\'s sales-tax exemption, R&TC §6414: a physician\'s recommendation alone pays it); otherwise the buyer pays that tax like anyone and the line\'s tax_breakdowns show ' +
  'it. A patient pays the product\'s patient_sell_price and a member its member_sell_price where the product enables ' +
  'it (the lower where both apply); a member is a buyer in one of the location\'s person groups that is not medical. ' +
  'On a sale naming such a buyer, each line of a product whose price is not set at the register must be that unit ' +
  'price × its quantity in the product\'s unit, half up: another price is 422 on the line\'s price, or, rung offline, ' +
  'recorded and flagged (price-mismatch).';

/** The rounding paragraph above, for API documentation (`/docs`) and receipts' fine print. */
export const ROUNDING_RULE =
  'Every amount is whole cents. A percent discount is rounded half up on its own line; an order discount, a loyalty ' +
  'redemption and the points a sale earns are spread over the lines by the largest remainder method, so the lines\' ' +
  'parts add up exactly to the order\'s figure. Tax is computed per line and per tax item on the line\'s subtotal after ' +
  'all discounts, and rounded by the tax item\'s own `rounding`: `half_up` (the default) on each line, or `up` to the next ' +
  'whole cent (where the statute says so, as Oregon\'s retail marijuana tax, ORS 475C.674(3)) once on the sale: the ' +
  'sale\'s exact tax is rounded up and spread back over its lines, each its exact share rounded down and the cents left ' +
  'one each to the largest fractions (ties to the smaller line key); the order\'s tax is the sum of its ' +
  'lines\' taxes. A tax included in the price is split out of the line\'s subtotal (tax = subtotal × rate ÷ (1 + the ' +
  'included rates), rounded by its rule; the net price is what remains, so no cent is lost) and is not added again; ' +
  'exclusive taxes are computed on that net price and added on top. A tax is charged on another tax only where its ' +
  'tax item\'s `base_includes` names that tax: its base is then the net price plus the amounts of those taxes on the ' +
  'same line (California\'s sales tax on the price plus the 15% cannabis excise; Michigan\'s 6% sales tax on the price ' +
  'plus the 10% marihuana excise), so a line\'s taxes are computed in dependency order, and a tax item whose base ' +
  'would include itself, directly or through others, is refused (422). Redeemed loyalty points are worth points × 100 ÷ the location\'s ' +
  'loyalty_redemption_points_per_dollar cents (100 points = $1.00 where the location sets no other rate), rounded down; a ' +
  'refund or return gives back the redemption discount it returns × points per dollar ÷ 100 points, rounded half up.';

export const PERCENT_MAX_DECIMALS = 4;
export const TAX_RATE_MAX_DECIMALS = 6;
/** The name an order discount takes on its lines when no reason was given. */
export const ORDER_DISCOUNT_NAME = 'Order discount';

const RATE_DENOMINATOR = 10n ** BigInt(TAX_RATE_MAX_DECIMALS);
const atMostOne = (fraction: Fraction): boolean => fraction.numerator <= fraction.denominator;
const isCents = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;

/** A fraction from 0 to 1 with at most `maxDecimals` decimals, or null. */
function parseShare(text: unknown, maxDecimals: number): Fraction | null {
  if (typeof text !== 'string') return null;
  const fraction = parseDecimal(text, maxDecimals);
  return fraction !== null && atMostOne(fraction) ? fraction : null;
}

function centsError(field: string, value: number): PricingError {
  return Number.isFinite(value) && value < 0
    ? { code: 'negative_amount', field, message: `${field} cannot be negative` }
    : { code: 'invalid_line', field, message: `${field} must be a whole number of cents` };
}

interface Checked {
  lineDiscounts: Map<string, DiscountLine[]>; rates: Map<string, bigint>; orderPercent: Fraction | null;
  /** The tax items' ids in the order their amounts are computed (each after those in its base). */
  taxOrder: string[];
}

/** Every refusal the input earns, with each line's own discounts in cents when it is acceptable. */
function check(input: SaleInput): { errors: PricingError[]; checked: Checked } {
  const errors: PricingError[] = [];
  const lineDiscounts = new Map<string, DiscountLine[]>();
  const keys = new Set<string>();
  for (const [index, line] of input.lines.entries()) {
    const at = `line_items[${index}]`;
    if (line.key === '' || keys.has(line.key)) errors.push({ code: 'duplicate_line_key', field: at, message: `each line needs its own key; "${line.key}" is not` });
    keys.add(line.key);
    if (!isCents(line.price)) errors.push(centsError(`${at}.price`, line.price));
    if (!Number.isSafeInteger(line.quantityMilli) || line.quantityMilli <= 0) {
      errors.push({ code: 'invalid_quantity', field: `${at}.quantity`, message: 'quantity must be above zero, in whole thousandths' });
    }
    const discounts: DiscountLine[] = [];
    for (const [position, discount] of (line.discounts ?? []).entries()) {
      const field = `${at}.discounts[${position}]`;
      if (!line.discountable) {
        errors.push({ code: 'line_not_discountable', field, message: 'this product takes no discount' });
        continue;
      }
      if (discount.name === LOYALTY_REDEMPTION_NAME) {
        errors.push({ code: 'reserved_discount_name', field: `${field}.name`, message: `"${LOYALTY_REDEMPTION_NAME}" is the name of loyalty redemptions; give the discount another name` });
        continue;
      }
      if ('percent' in discount) {
        const percent = parseShare(discount.percent, PERCENT_MAX_DECIMALS);
        if (percent === null) errors.push({ code: 'invalid_percent', field: `${field}.percent`, message: `percent must be decimal text from "0" to "1" with at most ${PERCENT_MAX_DECIMALS} decimals ("0.10" is 10%)` });
        else if (isCents(line.price)) discounts.push({ name: discount.name, amount: timesHalfUp(line.price, percent) });
      } else if (!isCents(discount.amount)) {
        errors.push(centsError(`${field}.amount`, discount.amount));
      } else {
        discounts.push({ name: discount.name, amount: discount.amount });
      }
    }
    const discounted = discounts.reduce((sum, discount) => sum + discount.amount, 0);
    if (isCents(line.price) && discounted > line.price) {
      errors.push({ code: 'discount_exceeds_line', field: `${at}.discounts`, message: `the line's discounts (${discounted}¢) are more than its price (${line.price}¢)` });
    }
    lineDiscounts.set(line.key, discounts);
  }

  const rates = new Map<string, bigint>();
  const taxItemIds = new Set<string>();
  for (const [index, item] of input.taxItems.entries()) {
    const rate = parseShare(item.rate, TAX_RATE_MAX_DECIMALS);
    if (taxItemIds.has(item.id)) errors.push({ code: 'duplicate_tax_item', field: `tax_items[${index}]`, message: `tax item ${item.id} is listed twice` });
    taxItemIds.add(item.id);
    if (rate === null) errors.push({ code: 'invalid_rate', field: `tax_items[${index}].rate`, message: `rate must be decimal text from "0" to "1" with at most ${TAX_RATE_MAX_DECIMALS} decimals ("0.17" is 17%)` });
    else rates.set(item.id, scaleTo(rate, RATE_DENOMINATOR));
    // Rounding each included tax up could split out more than the price: it is split half up.
    if (item.includedInPrice && item.rounding === 'up') {
      errors.push({ code: 'invalid_tax_base', field: `tax_items[${index}].rounding`, message: 'a tax included in the price is split out of it half up; only a tax added on top can be rounded up' });
    }
    if (item.includedInPrice && (item.baseIncludes ?? []).length > 0) {
      errors.push({ code: 'invalid_tax_base', field: `tax_items[${index}].base_includes`, message: 'a tax included in the price is split out of it, so it cannot be charged on other taxes' });
    }
  }
  const computation = taxComputationOrder(input.taxItems);
  if (!computation.ok) {
    errors.push({ code: 'tax_base_cycle', field: 'tax_items', message: `these tax items include each other in their base, so none can be computed: ${computation.cycle.join(', ')}` });
  }

  const order = input.orderDiscount;
  let orderPercent: Fraction | null = null;
  if (order != null) {
    if (order.reason.trim() === LOYALTY_REDEMPTION_NAME) {
      errors.push({ code: 'reserved_discount_name', field: 'discount_reason', message: `"${LOYALTY_REDEMPTION_NAME}" is the name of loyalty redemptions; give another reason` });
    }
    if ('percent' in order) {
      orderPercent = parseShare(order.percent, PERCENT_MAX_DECIMALS);
      if (orderPercent === null) errors.push({ code: 'invalid_percent', field: 'discount_percent', message: `discount_percent must be decimal text from "0" to "1" with at most ${PERCENT_MAX_DECIMALS} decimals ("0.10" is 10%)` });
    } else if (!isCents(order.flatAmount)) {
      errors.push(centsError('discount_flat_amount', order.flatAmount));
    }
  }
  const program = input.loyaltyProgram;
  if (program != null && (!Number.isSafeInteger(program.pointsPer) || program.pointsPer < 0)) {
    errors.push({ code: 'invalid_points', field: 'loyalty_points_per', message: 'the loyalty program\'s points must be a whole number, zero or more' });
  }
  const redemption = input.redemption;
  if (redemption != null) {
    if (!Number.isSafeInteger(redemption.points) || redemption.points < 0) errors.push({ code: 'invalid_points', field: 'loyalty_points_redeemed', message: 'redeemed points must be a whole number, zero or more' });
    else if (!isRedemptionRate(redemption.pointsPerDollar ?? DEFAULT_REDEMPTION_POINTS_PER_DOLLAR)) errors.push({ code: 'invalid_points', field: 'loyalty_redemption_points_per_dollar', message: 'the location\'s points per dollar must be a whole number, 1 or more' });
    else if (redemption.points > redemption.balance) errors.push({ code: 'redemption_exceeds_balance', field: 'loyalty_points_redeemed', message: `the buyer has ${redemption.balance} points, not ${redemption.points}` });
  }
  return { errors, checked: { lineDiscounts, rates, orderPercent, taxOrder: computation.ok ? computation.order : [] } };
}

/** Spreads `amount` over the discountable lines by what each still costs; null when it is more than they cost. */
function spreadDiscount(amount: number, lines: readonly SaleLineInput[], remaining: Map<string, number>): Map<string, number> | null {
  const shares = lines.filter((line) => line.discountable).map((line) => ({ key: line.key, weight: remaining.get(line.key) ?? 0 }));
  const base = shares.reduce((sum, share) => sum + share.weight, 0);
  if (amount > base) return null;
  const spread = allocateLargestRemainder(amount, shares);
  for (const [key, part] of spread) remaining.set(key, (remaining.get(key) ?? 0) - part);
  return spread;
}

/**
 * Whether the buyer's person group's exemption from this tax holds on this line: only where the
 * tax item's relief is in force and its conditions (a medical item, an endorsed location, the card
 * the buyer showed) are met. Otherwise the buyer pays the tax, as anyone would.
 */
function exemptionHolds(item: TaxItemInForce, line: SaleLineInput, input: SaleInput): boolean {
  const exemption = item.exemption;
  if (exemption === undefined) return true;
  if (exemption === false) return false;
  if (exemption.medicalItemsOnly && line.medical !== true) return false;
  // California's sales-tax exemption needs a county-issued medical identification card (R&TC §6414).
  if (exemption.countyCardRequired === true && input.buyer.cardType !== 'county_card') return false;
  return !exemption.medicalEndorsementRequired || input.medicalEndorsement === true;
}

/** A line's taxes as they are being computed: the items it pays, those it is exempt from, and the amounts so far. */
interface LineTaxes { line: SaleLineInput; applicable: Map<string, TaxItemInForce>; exemptions: TaxExemption[]; amounts: Map<string, number>; net: number }

function startLine(line: SaleLineInput, subtotal: number, input: SaleInput, checked: Checked): LineTaxes {
  const paid = input.buyer.taxItemIdsPaid;
  const ofLine = new Set(line.taxItemIds);
  const applicable = new Map<string, TaxItemInForce>();
  const exemptions: TaxExemption[] = [];
  for (const item of input.taxItems) {
    if (!ofLine.has(item.id)) continue;
    if (paid === null || paid.includes(item.id) || !exemptionHolds(item, line, input)) applicable.set(item.id, item);
    else exemptions.push({ tax_item_id: item.id, name: item.name });
  }
  // An exemption from a tax included in the price does not lower the price: the buyer pays the
  // shelf price and none of it is that tax (the whole subtotal is the net price).
  const included = [...applicable.values()].filter((item) => item.includedInPrice);
  const includedRates = included.reduce((sum, item) => sum + rateOf(checked, item), 0n);
  const amounts = new Map<string, number>();
  // A tax included in the price is split out of each line half up (rounding it up is refused in check()).
  for (const item of included) amounts.set(item.id, divideHalfUp(BigInt(subtotal) * rateOf(checked, item), RATE_DENOMINATOR + includedRates));
  const net = subtotal - [...amounts.values()].reduce((sum, amount) => sum + amount, 0);
  return { line, applicable, exemptions, amounts, net };
}

const rateOf = (checked: Checked, item: TaxItemInForce): bigint => checked.rates.get(item.id) ?? 0n;

/**
 * The amounts of one tax added on top, on every line that pays it. Rounded half up, each line on
 * its own. Rounded up, the statute rounds the tax of the sale, not of each item: ORS 475C.674(1)
 * imposes the tax "upon the retail sale", (3) raises "the tax imposed" to the next whole cent when
 * it is not one, and the receipt states "the total state tax amount" (OAR 150-475-2080(2)(e)). So
 * the sale's exact tax is rounded up once (three lines of $10.01 at 17%: 510.51¢ → 511¢, where
 * rounding each line would collect 513¢), and those cents are spread back over the lines: each
 * line its exact tax rounded down, the cents left one each to the lines with the largest
 * fractions (ties to the smaller key), so the lines add up to the sale's tax and each is within a
 * cent of its exact share.
 */
function taxOnTop(item: TaxItemInForce, paying: readonly LineTaxes[], checked: Checked): Map<LineTaxes, number> {
  const exact = paying.map((taxes) => {
    // A tax in the base that this line does not carry (or the buyer is exempt from) adds nothing.
    const base = taxes.net + (item.baseIncludes ?? []).reduce((sum, other) => sum + (taxes.amounts.get(other) ?? 0), 0);
    return { taxes, numerator: BigInt(base) * rateOf(checked, item) };
  });
  if (item.rounding !== 'up') return new Map(exact.map(({ taxes, numerator }) => [taxes, divideHalfUp(numerator, RATE_DENOMINATOR)]));
  const saleTax = divideUp(exact.reduce((sum, part) => sum + part.numerator, 0n), RATE_DENOMINATOR);
  const parts = exact.map(({ taxes, numerator }) => ({ taxes, floor: divideFloor(numerator, RATE_DENOMINATOR), remainder: numerator % RATE_DENOMINATOR }));
  let left = saleTax - parts.reduce((sum, part) => sum + part.floor, 0);
  const byClaim = [...parts].sort((a, b) => (a.remainder !== b.remainder ? (a.remainder > b.remainder ? -1 : 1) : a.taxes.line.key < b.taxes.line.key ? -1 : a.taxes.line.key > b.taxes.line.key ? 1 : 0));
  const amounts = new Map<LineTaxes, number>();
  for (const part of byClaim) {
    const extra = left > 0 && part.remainder > 0n ? 1 : 0;
    left -= extra;
    amounts.set(part.taxes, part.floor + extra);
  }
  return amounts;
}

/** Every line's taxes and exemptions, each tax computed over the sale's lines in dependency order (after the taxes in its base). */
function taxLines(lines: ReadonlyArray<{ line: SaleLineInput; subtotal: number }>, input: SaleInput, checked: Checked): Map<string, { breakdowns: TaxBreakdown[]; exemptions: TaxExemption[] }> {
  const started = lines.map(({ line, subtotal }) => startLine(line, subtotal, input, checked));
  const items = new Map(input.taxItems.map((item) => [item.id, item]));
  for (const id of checked.taxOrder) {
    const item = items.get(id);
    if (item === undefined || item.includedInPrice) continue;
    const paying = started.filter((taxes) => taxes.applicable.has(id));
    for (const [taxes, amount] of taxOnTop(item, paying, checked)) taxes.amounts.set(id, amount);
  }
  return new Map(started.map((taxes) => [taxes.line.key, {
    breakdowns: [...taxes.applicable.values()].map((item) => ({
      tax_item_id: item.id, name: item.name, rate: item.rate, amount: taxes.amounts.get(item.id) ?? 0, included_in_price: item.includedInPrice,
    })),
    exemptions: taxes.exemptions,
  }]));
}

/**
 * Prices a sale: each line's discounts, subtotal, taxes, exemptions and loyalty points, and the
 * order's totals. Discounts apply in this order: the line's own (each percent is of the line's
 * price, so their order does not matter), then the order discount (a percent is of the discountable
 * lines' total after their own discounts), then a loyalty redemption; the last two skip lines that
 * are not discountable. Lines may come in any order: each line's result depends only on the sale,
 * never on where the line is listed.
 */
export function priceSale(input: SaleInput): PricingResult<PricedSale> {
  const { errors, checked } = check(input);
  if (errors.length > 0) return { ok: false, errors };

  const discounts = new Map<string, DiscountLine[]>();
  const remaining = new Map<string, number>();
  for (const line of input.lines) {
    const own = checked.lineDiscounts.get(line.key) ?? [];
    discounts.set(line.key, [...own]);
    remaining.set(line.key, line.price - own.reduce((sum, discount) => sum + discount.amount, 0));
  }
  const addSpread = (name: string, spread: Map<string, number>): void => {
    for (const [key, amount] of spread) if (amount > 0) discounts.get(key)?.push({ name, amount });
  };

  const order = input.orderDiscount;
  if (order != null) {
    const base = input.lines.filter((line) => line.discountable).reduce((sum, line) => sum + (remaining.get(line.key) ?? 0), 0);
    const amount = checked.orderPercent !== null ? timesHalfUp(base, checked.orderPercent) : 'flatAmount' in order ? order.flatAmount : 0;
    const spread = spreadDiscount(amount, input.lines, remaining);
    if (spread === null) {
      return { ok: false, errors: [{ code: 'discount_exceeds_order', field: 'discount_flat_amount', message: `the order discount (${amount}¢) is more than the discountable lines cost (${base}¢)` }] };
    }
    addSpread(order.reason.trim() === '' ? ORDER_DISCOUNT_NAME : order.reason.trim(), spread);
  }
  const redeemed = input.redemption?.points ?? 0;
  if (redeemed > 0) {
    const spread = spreadDiscount(redemptionValueCents(redeemed, input.redemption?.pointsPerDollar), input.lines, remaining);
    if (spread === null) {
      return { ok: false, errors: [{ code: 'discount_exceeds_order', field: 'loyalty_points_redeemed', message: `${redeemed} points are worth more than the discountable lines still cost` }] };
    }
    addSpread(LOYALTY_REDEMPTION_NAME, spread);
  }

  const subtotals = input.lines.map((line) => ({ key: line.key, subtotal: remaining.get(line.key) ?? 0 }));
  const points = earnedPoints(input.loyaltyProgram, subtotals);
  const taxed = taxLines(input.lines.map((line) => ({ line, subtotal: remaining.get(line.key) ?? 0 })), input, checked);
  const lines: PricedLine[] = input.lines.map((line) => {
    const subtotal = remaining.get(line.key) ?? 0;
    const { breakdowns, exemptions } = taxed.get(line.key) ?? { breakdowns: [], exemptions: [] };
    return {
      key: line.key, price: line.price, discounts: discounts.get(line.key) ?? [], subtotal,
      tax_breakdowns: breakdowns, tax_exemptions: exemptions, loyalty_points: points.get(line.key) ?? 0,
    };
  });
  return { ok: true, value: totalsOf(lines, input.taxItems, redeemed) };
}

function totalsOf(lines: PricedLine[], taxItems: readonly TaxItemInForce[], redeemed: number): PricedSale {
  const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);
  const breakdowns = lines.flatMap((line) => line.tax_breakdowns);
  const taxes = taxItems
    .map((item) => ({ item, charged: breakdowns.filter((tax) => tax.tax_item_id === item.id) }))
    .filter(({ charged }) => charged.length > 0)
    .map(({ item, charged }) => ({ tax_item_id: item.id, name: item.name, rate: item.rate, amount: sum(charged.map((tax) => tax.amount)), included_in_price: item.includedInPrice }));
  const subtotal = sum(lines.map((line) => line.subtotal));
  const taxIncluded = sum(breakdowns.filter((tax) => tax.included_in_price).map((tax) => tax.amount));
  const taxExclusive = sum(breakdowns.filter((tax) => !tax.included_in_price).map((tax) => tax.amount));
  return {
    lines,
    subtotal,
    discount_total: sum(lines.flatMap((line) => line.discounts.map((discount) => discount.amount))),
    tax_total: taxIncluded + taxExclusive,
    tax_included_total: taxIncluded,
    total: subtotal + taxExclusive,
    taxes,
    loyalty_points_earned: sum(lines.map((line) => line.loyalty_points)),
    loyalty_points_redeemed: redeemed,
  };
}
