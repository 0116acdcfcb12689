import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../../shared/canonical-json.ts';
import { OrderInput, OrderType, PaymentType, type OrderRequest, type OrderRequestField } from '../../../../shared/api/sales.ts';
import { WeightUnit } from '../../../../shared/api/common.ts';
import { hashedOrderRequest, normalizeOrder, orderRequestHash, ORDER_REQUEST_FIELDS } from './normalize.ts';

/**
 * The idempotency trap: a register resends a sale it rang weeks ago, and the Store API answers it
 * with the stored order only if the resent request hashes as it did then. Normalizing a field the
 * request leaves out to `null` (instead of leaving it out) adds a key to the hash of every stored
 * order, and every such resend is refused with a 422. The requests below are kinds of sales stores
 * hold; their hashed forms and hashes were taken by the Store API before a field was declared in
 * one place, and are pinned here: a mismatch names the field that moved.
 */

/** Fields an absent value has always been normalized to null for (so stored hashes hold a null for them). */
const NULL_WHEN_ABSENT_SINCE_THE_FIRST_RELEASE: readonly OrderRequestField[] = ['customer_id', 'original_order_id', 'refund_reason'];

const SHIFT = '0b6f1d2e-7c1a-4f3e-9a43-3f1c2b7d9e01';
const ITEM = '5d0c9f3a-2b1e-4c7d-8e6f-1a2b3c4d5e6f';
const CASH = '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a';
const minimal: OrderRequest = {
  charged_on: '2026-11-21T18:30:00Z', order_type: OrderType.sale, payment_type: PaymentType.cash, shift_id: SHIFT, receipt_id: 'A1B2C3D4E5F6',
  line_items: [{ quantity: { value: '3.5', unit: WeightUnit.gram }, price: 4200, inventory_item_id: ITEM }],
  tendered_amount: 4500, payments: [{ payment_method_id: CASH, total: 4500 }],
};

interface Pin { request: OrderRequest; hashed: string; hash: string }

const PINS: Record<string, Pin> = {
  'a minimal sale': { request: minimal, 
    hashed: '{"charged_on":"2026-11-21T18:30:00.000Z","customer_id":null,"line_items":[{"inventory_item_id":"5d0c9f3a-2b1e-4c7d-8e6f-1a2b3c4d5e6f","price":4200,"quantity_milli":3500,"unit":0}],"order_type":0,"original_order_id":null,"payment_type":0,"payments":[{"payment_method_id":"9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a","total":4500}],"receipt_id":"A1B2C3D4E5F6","refund_reason":null,"shift_id":"0b6f1d2e-7c1a-4f3e-9a43-3f1c2b7d9e01","tendered_amount":4500}',
    hash: '89e2449ed9b6033b628494fcce2d9ea33a7dd1b4dfa3c613684ea49d20737d4a' },
  'a sale sending every field': {
    request: {
      ...minimal, id: '11111111-2222-4333-8444-555555555555', customer_id: '2c3d4e5f-6071-4829-9a0b-1c2d3e4f5061', original_order_id: null, refund_reason: '  ',
      line_items: [{ ...minimal.line_items[0]!, discounts: [{ name: 'Promo', percent: '0.10' }], tax_breakdowns: [{ tax_item_id: 't1', name: 'State', rate: '0.17', amount: 700 }] }],
      discount_percent: ' 0.05 ', discount_flat_amount: null, discount_reason: 'Veteran', discount_approved_by: 'manager-1', loyalty_points_redeemed: 100,
      person_id: '', rung_offline: true, age_verification: { method: 'scan', id_expiration_date: '2030-01-01' }, limit_override: null,
    },
    
    hashed: '{"age_verification":{"id_expiration_date":"2030-01-01","method":"scan"},"charged_on":"2026-11-21T18:30:00.000Z","customer_id":"2c3d4e5f-6071-4829-9a0b-1c2d3e4f5061","discount_approved_by":"manager-1","discount_percent":"0.05","discount_reason":"Veteran","line_items":[{"discounts":[{"name":"Promo","percent":"0.10"}],"inventory_item_id":"5d0c9f3a-2b1e-4c7d-8e6f-1a2b3c4d5e6f","price":4200,"quantity_milli":3500,"tax_breakdowns":[{"amount":700,"name":"State","rate":"0.17","tax_item_id":"t1"}],"unit":0}],"loyalty_points_redeemed":100,"order_type":0,"original_order_id":null,"payment_type":0,"payments":[{"payment_method_id":"9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a","total":4500}],"receipt_id":"A1B2C3D4E5F6","refund_reason":null,"rung_offline":true,"shift_id":"0b6f1d2e-7c1a-4f3e-9a43-3f1c2b7d9e01","tendered_amount":4500}',
    hash: 'fe4985dc3e0f4283dd418303ed756460f5b3eb664075329bfd992b523ee213fd',
  },
  'a return of a stored sale, with its reason': {
    request: {
      ...minimal, order_type: OrderType.return, original_order_id: '3d4e5f60-7182-4930-8b1c-2d3e4f506172', refund_reason: 'Damaged',
      line_items: [{ quantity: { value: 2, unit: WeightUnit.unit }, price: 2000, inventory_item_id: ITEM, discounts: [] }],
    },
    
    hashed: '{"charged_on":"2026-11-21T18:30:00.000Z","customer_id":null,"line_items":[{"inventory_item_id":"5d0c9f3a-2b1e-4c7d-8e6f-1a2b3c4d5e6f","price":2000,"quantity_milli":2000,"unit":5}],"order_type":2,"original_order_id":"3d4e5f60-7182-4930-8b1c-2d3e4f506172","payment_type":0,"payments":[{"payment_method_id":"9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a","total":4500}],"receipt_id":"A1B2C3D4E5F6","refund_reason":"Damaged","shift_id":"0b6f1d2e-7c1a-4f3e-9a43-3f1c2b7d9e01","tendered_amount":4500}',
    hash: '527a93fc68534f84fed7aae463a977023b7df2515659d2263b50585c7d3cf9bf',
  },
  'a void': { request: { ...minimal, order_type: OrderType.void, original_order_id: '3d4e5f60-7182-4930-8b1c-2d3e4f506172', payments: [], tendered_amount: 0 }, 
    hashed: '{"charged_on":"2026-11-21T18:30:00.000Z","customer_id":null,"line_items":[{"inventory_item_id":"5d0c9f3a-2b1e-4c7d-8e6f-1a2b3c4d5e6f","price":4200,"quantity_milli":3500,"unit":0}],"order_type":3,"original_order_id":"3d4e5f60-7182-4930-8b1c-2d3e4f506172","payment_type":0,"payments":[],"receipt_id":"A1B2C3D4E5F6","refund_reason":null,"shift_id":"0b6f1d2e-7c1a-4f3e-9a43-3f1c2b7d9e01","tendered_amount":0}',
    hash: 'eb3f22c58dce63dabb5315069ba0ed0dce69b1baf5bbb558ab18b2e44273e018' },
  'a patient\'s sale over a purchase limit, approved': {
    request: {
      ...minimal, person_id: '4e5f6071-8293-4a41-9c2d-3e4f50617283', customer_id: null,
      limit_override: { approved_by: 'manager-1', reason: 'Documented medical need' },
    },
    
    hashed: '{"charged_on":"2026-11-21T18:30:00.000Z","customer_id":null,"limit_override":{"approved_by":"manager-1","reason":"Documented medical need"},"line_items":[{"inventory_item_id":"5d0c9f3a-2b1e-4c7d-8e6f-1a2b3c4d5e6f","price":4200,"quantity_milli":3500,"unit":0}],"order_type":0,"original_order_id":null,"payment_type":0,"payments":[{"payment_method_id":"9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a","total":4500}],"person_id":"4e5f6071-8293-4a41-9c2d-3e4f50617283","receipt_id":"A1B2C3D4E5F6","refund_reason":null,"shift_id":"0b6f1d2e-7c1a-4f3e-9a43-3f1c2b7d9e01","tendered_amount":4500}',
    hash: 'fe6d98cfda5b3b3c80f1402384741b8ac9b2dbba862e8f92755ae35373438180',
  },
  'a sale with a flat discount, loyalty points and a debit payment': {
    request: {
      ...minimal, payment_type: PaymentType.debit, customer_id: '2c3d4e5f-6071-4829-9a0b-1c2d3e4f5061', discount_flat_amount: 500, discount_reason: '',
      loyalty_points_redeemed: 0, tendered_amount: 4000, payments: [{ payment_method_id: CASH, total: 1000 }, { payment_method_id: CASH, total: 3000 }],
    },
    
    hashed: '{"charged_on":"2026-11-21T18:30:00.000Z","customer_id":"2c3d4e5f-6071-4829-9a0b-1c2d3e4f5061","discount_flat_amount":500,"line_items":[{"inventory_item_id":"5d0c9f3a-2b1e-4c7d-8e6f-1a2b3c4d5e6f","price":4200,"quantity_milli":3500,"unit":0}],"order_type":0,"original_order_id":null,"payment_type":1,"payments":[{"payment_method_id":"9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a","total":1000},{"payment_method_id":"9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a","total":3000}],"receipt_id":"A1B2C3D4E5F6","refund_reason":null,"shift_id":"0b6f1d2e-7c1a-4f3e-9a43-3f1c2b7d9e01","tendered_amount":4000}',
    hash: '72fd1ce4ab3f56d809786a8afadeea7de15c676d0cad7ed1293ad88bd97b4e48',
  },
  'an offline sale, its ID checked by hand without an expiration date': {
    request: { ...minimal, charged_on: '2026-11-21T10:30:00-08:00', rung_offline: true, age_verification: { method: 'manual' } },
    
    hashed: '{"age_verification":{"id_expiration_date":null,"method":"manual"},"charged_on":"2026-11-21T18:30:00.000Z","customer_id":null,"line_items":[{"inventory_item_id":"5d0c9f3a-2b1e-4c7d-8e6f-1a2b3c4d5e6f","price":4200,"quantity_milli":3500,"unit":0}],"order_type":0,"original_order_id":null,"payment_type":0,"payments":[{"payment_method_id":"9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a","total":4500}],"receipt_id":"A1B2C3D4E5F6","refund_reason":null,"rung_offline":true,"shift_id":"0b6f1d2e-7c1a-4f3e-9a43-3f1c2b7d9e01","tendered_amount":4500}',
    hash: '153ccab944a72868a5121fbbc7cdbb613fbe6370ee3d6e948b310bc038da7342',
  },
  'a sale sending false and empty values': {
    request: { ...minimal, rung_offline: false, age_verification: null, discount_percent: '', person_id: null, loyalty_points_redeemed: 0, limit_override: null },
    
    hashed: '{"charged_on":"2026-11-21T18:30:00.000Z","customer_id":null,"line_items":[{"inventory_item_id":"5d0c9f3a-2b1e-4c7d-8e6f-1a2b3c4d5e6f","price":4200,"quantity_milli":3500,"unit":0}],"order_type":0,"original_order_id":null,"payment_type":0,"payments":[{"payment_method_id":"9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a","total":4500}],"receipt_id":"A1B2C3D4E5F6","refund_reason":null,"shift_id":"0b6f1d2e-7c1a-4f3e-9a43-3f1c2b7d9e01","tendered_amount":4500}',
    hash: '89e2449ed9b6033b628494fcce2d9ea33a7dd1b4dfa3c613684ea49d20737d4a',
  },
};

describe('the idempotency hash of stored orders', () => {
  for (const [name, pin] of Object.entries(PINS)) {
    it(`${name}: hashes as it was stored`, () => {
      const hashed: Record<string, unknown> = JSON.parse(canonicalJson(hashedOrderRequest(normalizeOrder(pin.request))));
      const stored: Record<string, unknown> = JSON.parse(pin.hashed);
      for (const field of new Set([...Object.keys(stored), ...Object.keys(hashed)])) {
        const message = field in stored
          ? `${field}: ${name} was stored with ${JSON.stringify(stored[field])} for it; a different normalized value changes the hash of every such stored order`
          : `${field}: ${name} does not send it, and its normalized form must leave it out (undefined, not null): a key for an absent field changes the hash of every stored order`;
        expect(hashed[field], message).toEqual(stored[field]);
      }
      expect(orderRequestHash(normalizeOrder(pin.request))).toBe(pin.hash);
    });
  }

  it('a field a request leaves out is left out of its hash (a few fields have been null since the first release)', () => {
    const hashed = hashedOrderRequest(normalizeOrder(minimal));
    const required: readonly string[] = OrderInput.properties.order.required;
    const optional = ORDER_REQUEST_FIELDS.filter((field) => !required.includes(field));
    expect(optional.length).toBeGreaterThan(NULL_WHEN_ABSENT_SINCE_THE_FIRST_RELEASE.length);
    for (const field of optional) {
      if (NULL_WHEN_ABSENT_SINCE_THE_FIRST_RELEASE.includes(field)) expect(hashed[field], `${field}: stored orders hash it as null when absent`).toBeNull();
      else expect(hashed[field], `${field}: absent from the request, so absent from its hash (normalize it to undefined, not null)`).toBeUndefined();
    }
  });
});
