import { expect, it } from 'vitest';
import { WeightUnit } from '../../../../shared/api/common.ts';
import { OrderType, PaymentType } from '../../../../shared/api/sales.ts';
import { complianceOrder } from './compliance-order.ts';

const line = { inventory_item_id: 'i', quantity_milli: 1000, unit: WeightUnit.gram, price: 0 };
const order = {
  charged_on: '2026-11-24T20:00:00.000Z', order_type: OrderType.sale, payment_type: PaymentType.cash, shift_id: 's', receipt_id: 'R',
  line_items: [line], tendered_amount: 0, payments: [], customer_id: null, original_order_id: null, refund_reason: null,
};

it('an order without the compliance fields is a live sale with no patient, no ID check and no override', () => {
  expect(complianceOrder(order)).toEqual({
    charged_on: order.charged_on, order_type: OrderType.sale, customer_id: null, person_id: null, rung_offline: false,
    age_verification: null, limit_override: null, caregiver: null, line_items: [line],
  });
  expect(complianceOrder({ ...order, person_id: 'p', rung_offline: true })).toMatchObject({ person_id: 'p', rung_offline: true });
});
