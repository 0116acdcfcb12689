import { describe, expect, it } from 'vitest';
import { WeightUnit } from '../../../../shared/api/common.ts';
import { OrderType, PaymentType } from '../../../../shared/api/sales.ts';
import { oregon } from '../../../../shared/compliance/limits/profiles/index.ts';
import { ApiError, FieldErrorCollector } from '../../../http/errors.ts';
import { NO_ID_CHECK, orderChecks } from './checks.ts';
import type { OrderCheck, OrderContext } from './order-context.ts';
import { ReviewFlagCollector } from './review-flags.ts';

const ITEM = '00000000-0000-4000-8000-000000000001';
const METHOD = '00000000-0000-4000-8000-000000000002';

/** A sale of 2 units of one sellable item, paid in cash, on an open shift: it breaks no rule. */
function sale(): OrderContext {
  return {
    companyId: 'c',
    input: {
      charged_on: '2026-11-21T18:30:00.000Z', order_type: OrderType.sale, payment_type: PaymentType.cash, shift_id: 's', receipt_id: 'ABCDEF012345',
      line_items: [{ inventory_item_id: ITEM, quantity_milli: 2000, unit: WeightUnit.unit, price: 1000 }],
      tendered_amount: 1000, payments: [{ payment_method_id: METHOD, total: 1000 }],
      customer_id: null, original_order_id: null, refund_reason: null,
    },
    items: new Map([[ITEM, { id: ITEM, product_id: 'p', sku: 'SKU', weight: '1', sell_type: 0, unit_of_measure: WeightUnit.unit }]]),
    methods: new Map([[METHOD, { id: METHOD, payment_type: PaymentType.cash }]]),
    shift: { id: 's', closed_at: null }, customer: null, patient: null, original: null,
    // No tax items and no discounts: the sale's total is its price (the money rules are tested in money-checks.test.ts).
    money: {
      taxItems: [], items: new Map([[ITEM, { taxItemIds: [], discountable: true, medical: false, cannabis: false, prices: { sellPrice: 500 }, priceAtRegister: false }]]), jurisdiction: 'us-or', buyer: null, loyaltyProgram: null, redemptionPointsPerDollar: 100,
      threshold: { percent: '0.20', flatAmount: 2000 }, approver: null,
      originalLines: [{
        id: 'l', inventory_item_id: ITEM, stock_milli: 2000, returned_milli: 0,
        charged: { price: 1000, subtotal: 1000, discounts: [], tax_breakdowns: [], tax_exemptions: [], loyalty_points: 0 },
      }],
    },
    // An anonymous adult-use buyer with nothing a limit counts (compliance rules have their own tests).
    compliance: {
      profile: oregon, timeZone: 'America/Los_Angeles', now: '2026-11-21T18:30:00.000Z', today: '2026-11-21',
      customer: null, patient: null, history: [], cart: [null], goods: [null], medicalSales: true, approver: null,
    },
    ageVerificationRequired: false, reportingSystem: null,
  };
}

/** The field errors the checks find, as the 422 answer would list them. */
function errorsOf(order: OrderContext, checks: readonly OrderCheck[] = orderChecks): Record<string, string[]> {
  const errors = new FieldErrorCollector();
  const flags = new ReviewFlagCollector();
  for (const check of checks) check(order, errors, flags);
  try {
    errors.throwIfAny();
  } catch (error) {
    if (error instanceof ApiError && 'errors' in error.body) return error.body.errors;
    throw error;
  }
  return {};
}

describe('order checks', () => {
  it('a valid sale breaks no rule', () => {
    expect(errorsOf(sale())).toEqual({});
  });

  it('every broken rule is named at once', () => {
    const order = sale();
    order.input.tendered_amount = 999;
    order.input.line_items.push({ inventory_item_id: 'unknown', quantity_milli: 1000, unit: WeightUnit.unit, price: 0 });
    order.input.line_items[0]!.unit = WeightUnit.gram;
    order.items.get(ITEM)!.sell_type = 2;
    order.input.payments.push({ payment_method_id: 'unknown', total: 1 });
    order.shift = { id: 's', closed_at: '2026-11-21T19:00:00.000Z' };
    order.customer = undefined;
    order.original = undefined;
    expect(errorsOf(order)).toEqual({
      tendered_amount: ['must equal the sum of the payments (1001)'],
      'line_items.0.inventory_item_id': ['is not sellable'],
      'line_items.0.quantity.unit': ["does not fit the item's unit of measure (5)"],
      'line_items.1.inventory_item_id': ['is not an inventory item of this location'],
      'payments.1.payment_method_id': ['is not a payment method of this location'],
      shift_id: ['is closed'],
      customer_id: ['is not a customer of this location'],
      original_order_id: ['is not an order of this location'],
    });
  });

  it('a void names an unvoided sale; goods coming back may go onto an unsellable item', () => {
    const order = sale();
    order.input.order_type = OrderType.void;
    order.items.get(ITEM)!.sell_type = 2;
    expect(errorsOf(order)).toEqual({ original_order_id: ["can't be blank for a void"] });
    order.input.original_order_id = 'o';
    order.original = { id: 'o', order_type: OrderType.refund, voided: 0, customer_id: null, person_id: null };
    expect(errorsOf(order)).toEqual({ original_order_id: ['only a sale can be voided'] });
    order.original = { id: 'o', order_type: OrderType.sale, voided: 1, customer_id: null, person_id: null };
    expect(errorsOf(order)).toEqual({ original_order_id: ['has already been voided'] });
    order.original = { id: 'o', order_type: OrderType.sale, voided: 0, customer_id: null, person_id: null };
    expect(errorsOf(order)).toEqual({});
  });

  it('a new rule is one more check, and its errors join the others', () => {
    const order = sale();
    order.input.tendered_amount = 999;
    const purchaseLimit: OrderCheck = ({ input }, errors) => {
      if (input.line_items.some((l) => l.quantity_milli > 1000)) errors.add('line_items.0.quantity.value', 'is over the purchase limit');
    };
    expect(errorsOf(order, [...orderChecks, purchaseLimit])).toEqual({
      tendered_amount: ['must equal the sum of the payments (1000)'],
      'line_items.0.quantity.value': ['is over the purchase limit'],
    });
  });
});

describe('the buyer\'s ID check on a sale', () => {
  /** The field errors and the review flag codes the checks give `order`. */
  function verdictOf(order: OrderContext): { errors: Record<string, string[]>; flags: string[] } {
    const errors = new FieldErrorCollector();
    const flags = new ReviewFlagCollector();
    for (const check of orderChecks) check(order, errors, flags);
    try {
      errors.throwIfAny();
    } catch (error) {
      if (error instanceof ApiError && 'errors' in error.body) return { errors: error.body.errors, flags: flags.list.map((f) => f.code) };
      throw error;
    }
    return { errors: {}, flags: flags.list.map((f) => f.code) };
  }
  const checked = (order: OrderContext): OrderContext => ({ ...order, input: { ...order.input, age_verification: { method: 'scan', id_expiration_date: '2030-01-01' } } });
  const offline = (order: OrderContext): OrderContext => ({ ...order, input: { ...order.input, rung_offline: true } });
  const requiring = (order: OrderContext): OrderContext => ({ ...order, ageVerificationRequired: true });

  it('by default a sale without one is accepted, as clients of the original API send none, and flagged for review', () => {
    expect(verdictOf(sale())).toEqual({ errors: {}, flags: [NO_ID_CHECK] });
    expect(verdictOf(offline(sale()))).toEqual({ errors: {}, flags: [NO_ID_CHECK] });
  });

  it('where the location requires it, a live sale without one is refused on age_verification', () => {
    expect(verdictOf(requiring(sale())).errors).toEqual({ age_verification: ["can't be blank: this location requires the buyer's ID check on every sale"] });
  });

  it('a sale rung offline is never refused for it, only flagged', () => {
    expect(verdictOf(requiring(offline(sale())))).toEqual({ errors: {}, flags: [NO_ID_CHECK] });
  });

  it('a sale with a check, and goods coming back, are neither refused nor flagged', () => {
    expect(verdictOf(requiring(checked(sale())))).toEqual({ errors: {}, flags: [] });
    expect(verdictOf(checked(sale()))).toEqual({ errors: {}, flags: [] });
    const refund = requiring(sale());
    refund.input.order_type = OrderType.refund;
    expect(verdictOf(refund).flags).not.toContain(NO_ID_CHECK);
    expect(verdictOf(refund).errors['age_verification']).toBeUndefined();
  });
});
