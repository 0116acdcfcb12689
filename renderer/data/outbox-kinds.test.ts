import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { OrderInput } from '../../shared/api/sales.ts';
import type { LocalOrder } from '../db/schema.ts';
import { withRequest } from './orders.test-support.ts';
import { rowFor } from './outbox-kinds.ts';

const line = {
  inventoryItemId: '5d0c9f3a-2b1e-4c7d-8e6f-1a2b3c4d5e6f', name: 'Pre-roll', sku: 'PR-1', quantity: 2, unit: 5, price: 2400,
  discountsGiven: [{ name: 'Promo', amount: 200 }], discounts: [{ name: 'Promo', amount: 200 }], subtotal: 2200,
  taxBreakdowns: [{ tax_item_id: 'or', name: 'Oregon retail marijuana tax', rate: '0.17', amount: 374, included_in_price: false }], taxExemptions: [], loyaltyPoints: 22,
};

/** A sale with everything the register may send: a buyer, discounts, an approver, points, the buyer check. */
const rung: LocalOrder = withRequest({
  id: '11111111-2222-4333-8444-555555555555', receiptId: 'A1B2C3D4E5F6', shiftId: '0b6f1d2e-7c1a-4f3e-9a43-3f1c2b7d9e01',
  customerId: '2c3d4e5f-6071-4829-9a0b-1c2d3e4f5061', personId: null, orderType: 0, originalOrderId: null, chargedOn: '2026-11-24T10:00:00.000Z',
  lines: [line], payments: [{ paymentMethodId: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a', paymentType: 0, name: 'Cash', total: 2474 }],
  tenderedAmount: 2474, changeDue: 0, subtotal: 2100, discountTotal: 300, taxTotal: 374, taxes: [], total: 2474,
  orderDiscount: { flatAmount: 100, reason: 'Veteran' }, discountApprovedBy: 'manager-1', loyaltyPointsEarned: 22, loyaltyPointsRedeemed: 100,
  rungOffline: true, syncState: 'pending', ageVerification: { method: 'scan', idExpirationDate: '2030-01-01' }, limitOverride: null,
});
// The request as the frozen pre-v10 mapping builds it, plus the fields added since, named as the sale
// screen names them (`newOrder` in orders.ts): nobody bought for a patient, so no caregiver.
const sale: LocalOrder = { ...rung, request: { ...rung.request, caregiver: undefined } };
const orderRequestBody = (order: LocalOrder) => rowFor('order.create', order).request.body;

describe('the create-order body the outbox sends', () => {
  it('is the request kept with the order, as it is (nothing maps it from the order\'s other fields)', () => {
    const kept = { ...sale, request: { ...sale.request, receipt_id: 'FFFFFFFFFFFF' } };
    expect(orderRequestBody(kept)).toEqual({ order: kept.request });
    expect(rowFor('order.create', kept)).toMatchObject({ clientId: sale.id, recordId: sale.id, request: { method: 'POST', path: '/orders' } });
  });

  it('names every field of the order schema (an absent one as undefined, which JSON leaves out), and the Store API\'s schema accepts it', () => {
    const body = orderRequestBody(sale);
    expect(Object.keys(body.order).sort()).toEqual(Object.keys(OrderInput.properties.order.properties).sort());
    expect(Value.Check(OrderInput, body)).toBe(true);
    expect(Value.Check(OrderInput, JSON.parse(JSON.stringify(body)))).toBe(true);
  });

  it('carries the order as the register charged it', () => {
    expect(JSON.parse(JSON.stringify(orderRequestBody(sale)))).toEqual({
      order: {
        id: sale.id, charged_on: sale.chargedOn, order_type: 0, payment_type: 0, shift_id: sale.shiftId, receipt_id: sale.receiptId,
        customer_id: sale.customerId, age_verification: { method: 'scan', id_expiration_date: '2030-01-01' },
        line_items: [{ quantity: { value: '2', unit: 5 }, price: 2400, inventory_item_id: line.inventoryItemId, discounts: line.discountsGiven, tax_breakdowns: line.taxBreakdowns }],
        tendered_amount: 2474, payments: [{ payment_method_id: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a', total: 2474 }],
        discount_flat_amount: 100, discount_reason: 'Veteran', discount_approved_by: 'manager-1', loyalty_points_redeemed: 100, rung_offline: true,
      },
    });
  });
});
