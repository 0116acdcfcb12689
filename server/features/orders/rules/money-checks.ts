import { WeightUnit } from '../../../../shared/api/common.ts';
import { OrderType } from '../../../../shared/api/sales.ts';
import { linePrice } from '../../../../shared/money.ts';
import { freeCannabisRefusals, unitPriceFor } from '../../../../shared/pricing/index.ts';
import type { OrderCheck, OrderContext } from './order-context.ts';
import { apiField, priceOrder, type OrderPricing } from './pricing.ts';
import { reportBreach } from './review-flags.ts';
import { toStockMilli } from './units.ts';

const pricings = new WeakMap<OrderContext, OrderPricing>();

/** The order's money, computed once per context (checks and the plan share it). */
export function pricingOf(context: OrderContext): OrderPricing {
  let pricing = pricings.get(context);
  if (pricing === undefined) {
    const stockMilli = context.input.line_items.map((line) => {
      const item = context.items.get(line.inventory_item_id);
      return item === undefined ? null : toStockMilli(line.quantity_milli, line.unit, item.unit_of_measure ?? WeightUnit.unit);
    });
    pricing = priceOrder(context.input, context.money, stockMilli);
    pricings.set(context, pricing);
  }
  return pricing;
}

const dollars = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

/** The pricing engine accepts the order's discounts, redemption and quantities given back. */
const pricingAccepted: OrderCheck = (context, errors) => {
  for (const error of pricingOf(context).errors) errors.add(error.field, error.message);
};

/** The payments (whose sum is tendered_amount) pay exactly what the customer was charged, or what goes back on a refund. */
const paymentsPayTheTotal: OrderCheck = (context, errors, flags) => {
  const { charged } = pricingOf(context);
  if (charged === null) return;
  const paid = context.input.payments.reduce((sum, payment) => sum + payment.total, 0);
  if (paid === charged.total) return;
  reportBreach(context.input, errors, flags, {
    field: 'tendered_amount', code: 'payment-mismatch',
    message: `must equal the order's total (${charged.total}): the payments add up to ${paid}`,
  });
};

/**
 * Tax the register sent is the tax in force at charged_on. A live sale that sends other figures
 * is refused (one that sends none gets the Store API's); a sale rung offline keeps what it charged
 * and is flagged, line by line, and once more when its total differs.
 */
const taxesAsInForce: OrderCheck = (context, errors, flags) => {
  const { computed, charged } = pricingOf(context);
  if (computed === null || charged === null) return;
  for (const [index, line] of context.input.line_items.entries()) {
    const sent = line.tax_breakdowns;
    const expected = computed.lines[index]?.tax_breakdowns ?? [];
    if (sent === undefined) continue;
    const text = (taxes: ReadonlyArray<{ name: string; amount: number }>): string =>
      taxes.length === 0 ? 'no tax' : taxes.map((tax) => `${tax.name} ${tax.amount}`).join(', ');
    const same = sent.length === expected.length &&
      sent.every((tax) => expected.some((other) => other.tax_item_id === tax.tax_item_id && other.amount === tax.amount));
    if (same) continue;
    reportBreach(context.input, errors, flags, {
      field: `line_items.${index}.tax_breakdowns`, code: 'tax-mismatch',
      message: `line ${index + 1} was taxed ${text(sent)}; the tax in force at charged_on is ${text(expected)}`,
    });
  }
  if (context.input.rung_offline === true && charged.total !== computed.total) {
    flags.add('total-mismatch', `the register charged ${charged.total}; the Store API computes ${computed.total} for that charged_on`);
  }
};

/**
 * A buyer pays the price the product says for them: a patient the product's patient price, a
 * member its member price (see unitPriceFor), where the product enables one — that unit price ×
 * the line's quantity in the product's unit, before discounts. A live sale that sends another
 * price for such a line is refused; one rung offline is recorded as charged and flagged. A product
 * whose price is set at the register is left to the register, as are buyers with no such price.
 */
const pricedForBuyer: OrderCheck = (context, errors, flags) => {
  const { input, money } = context;
  const entitled = money.buyer?.entitlement;
  if (input.order_type !== OrderType.sale || entitled === undefined || (!entitled.patient && !entitled.member)) return;
  for (const [index, line] of input.line_items.entries()) {
    const facts = money.items.get(line.inventory_item_id);
    const item = context.items.get(line.inventory_item_id);
    if (facts === undefined || item === undefined || facts.priceAtRegister) continue;
    const unit = unitPriceFor(facts.prices, entitled);
    const stockMilli = toStockMilli(line.quantity_milli, line.unit, item.unit_of_measure ?? WeightUnit.unit);
    if (unit.list === 'regular' || stockMilli === null) continue;
    const expected = linePrice(unit.cents, stockMilli / 1000);
    if (line.price === expected) continue;
    const rule = `the ${unit.list} price for this buyer is ${expected} (${dollars(unit.cents)} × ${stockMilli / 1000})`;
    reportBreach(input, errors, flags, {
      field: `line_items.${index}.price`, code: 'price-mismatch', message: `must be ${expected}: ${rule}`,
      recordedMessage: `line ${index + 1} was charged ${line.price}; ${rule}`,
    });
  }
};

/** A discount above the location's threshold needs a manager of the location (discount_approved_by). */
const discountApproved: OrderCheck = (context, errors, flags) => {
  const { needsApproval } = pricingOf(context);
  const { approver, threshold } = context.money;
  if (!needsApproval || approver?.role === 'manager') return;
  const rule = `a discount above ${Number(threshold.percent) * 100}% or ${dollars(threshold.flatAmount)} needs a manager's approval`;
  const message = approver === null ? rule
    : approver === undefined ? `is not a user of this location (${rule})` : `is not a manager (${rule})`;
  reportBreach(context.input, errors, flags, { field: 'discount_approved_by', code: 'discount-unapproved', message });
};

/**
 * No cannabis given away where the state forbids it (California, 4 CCR § 15411(a); Oregon, ORS
 * 475C.674(6)(a): see shared/pricing/free-cannabis.ts): a sale whose discounts bring a cannabis
 * line to nothing is refused live (422 on the discount that did it, the citation in the message);
 * rung offline it happened, so it is recorded and flagged `free-cannabis`.
 */
const noFreeCannabis: OrderCheck = (context, errors, flags) => {
  const { input, money } = context;
  const { computed } = pricingOf(context);
  if (input.order_type !== OrderType.sale || computed === null) return;
  const lines = input.line_items.map((line) => ({
    cannabis: money.items.get(line.inventory_item_id)?.cannabis === true, price: line.price, ownDiscounts: line.discounts?.length ?? 0,
  }));
  const orderField = input.discount_percent !== undefined ? 'discount_percent' as const : input.discount_flat_amount !== undefined ? 'discount_flat_amount' as const : null;
  for (const refusal of freeCannabisRefusals(money.jurisdiction, lines, computed, money.buyer?.type === 'Patient', orderField)) {
    reportBreach(input, errors, flags, { field: apiField(refusal.field), code: 'free-cannabis', message: refusal.message });
  }
};

/** What only a sale rung offline may have done (see OfflineAllowance) is flagged. */
const offlineAllowancesFlagged: OrderCheck = (context, _errors, flags) => {
  for (const allowance of pricingOf(context).allowances) flags.add(allowance.code, allowance.message);
};

/** The money rules, in the order their errors are listed. */
export const moneyChecks: readonly OrderCheck[] = [pricingAccepted, pricedForBuyer, noFreeCannabis, paymentsPayTheTotal, taxesAsInForce, discountApproved, offlineAllowancesFlagged];
