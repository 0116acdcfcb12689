import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../shared/canonical-json.ts';
import { rowFor } from '../data/outbox-kinds.ts';
import { RegisterDatabase } from './schema.ts';

/** Local orders as registers wrote them before v10 (each field of the request kept under its own local name). */
const ORDERS_BEFORE_V10 = [
  {
    id: '0b6f3c1e-6a0d-4a55-9d2c-0f4a3f1c2a01', receiptId: '0A1B2C3D4E5F', shiftId: '7d1e2f30-1111-4a55-9d2c-0f4a3f1c2a01',
    customerId: '9c0d1e2f-2222-4a55-9d2c-0f4a3f1c2a01', orderType: 0, originalOrderId: null, chargedOn: '2026-11-20T17:04:05.123Z',
    lines: [
      {
        inventoryItemId: 'a1b2c3d4-3333-4a55-9d2c-0f4a3f1c2a01', name: 'Blue Dream 1/8', sku: '0001206377', quantity: 2, unit: 5, price: 7000,
        discountsGiven: [{ name: 'Bundle', percent: '0.10' }], discounts: [{ name: 'Bundle', amount: 700 }, { name: 'Order discount', amount: 315 }],
        subtotal: 5985, taxBreakdowns: [{ tax_item_id: 'tax-or-state', name: 'Oregon retail marijuana tax', rate: '0.17', amount: 1017 }],
        taxExemptions: [], loyaltyPoints: 59,
      },
      {
        inventoryItemId: 'a1b2c3d4-4444-4a55-9d2c-0f4a3f1c2a01', name: 'Gummies', sku: '0001206378', quantity: 1, unit: 5, price: 1500,
        discountsGiven: [], discounts: [], subtotal: 1500, taxBreakdowns: [], taxExemptions: [], loyaltyPoints: 15,
      },
    ],
    payments: [
      { paymentMethodId: 'b1b2c3d4-5555-4a55-9d2c-0f4a3f1c2a01', paymentType: 0, name: 'Cash', total: 3502 },
      { paymentMethodId: 'b1b2c3d4-6666-4a55-9d2c-0f4a3f1c2a01', paymentType: 1, name: 'Debit', total: 5000 },
    ],
    tenderedAmount: 8502, changeDue: 498, personId: null, subtotal: 7485, discountTotal: 1015, taxTotal: 1017,
    taxes: [{ tax_item_id: 'tax-or-state', name: 'Oregon retail marijuana tax', rate: '0.17', amount: 1017 }], total: 8502,
    orderDiscount: { percent: '0.05', reason: 'Regular' }, discountApprovedBy: 'user-manager-1',
    loyaltyPointsEarned: 74, loyaltyPointsRedeemed: 0, loyaltyBalance: 374, rungOffline: false, syncState: 'acknowledged',
    ageVerification: { method: 'scan', idExpirationDate: '2029-04-30' },
  },
  {
    id: '0b6f3c1e-6a0d-4a55-9d2c-0f4a3f1c2a02', receiptId: '0A1B2C3D4E60', shiftId: '7d1e2f30-1111-4a55-9d2c-0f4a3f1c2a01',
    customerId: '9c0d1e2f-2222-4a55-9d2c-0f4a3f1c2a01', orderType: 1, originalOrderId: '0b6f3c1e-6a0d-4a55-9d2c-0f4a3f1c2a01',
    chargedOn: '2026-11-20T18:00:00.000Z',
    lines: [{
      inventoryItemId: 'a1b2c3d4-4444-4a55-9d2c-0f4a3f1c2a01', name: 'Gummies', sku: '0001206378', quantity: 1, unit: 5, price: 1500,
      discountsGiven: [], discounts: [], subtotal: 1500, taxBreakdowns: [], taxExemptions: [], loyaltyPoints: 15,
    }],
    payments: [{ paymentMethodId: 'b1b2c3d4-5555-4a55-9d2c-0f4a3f1c2a01', paymentType: 0, name: 'Cash', total: 1500 }],
    tenderedAmount: 1500, changeDue: 0, personId: null, subtotal: 1500, discountTotal: 0, taxTotal: 0, taxes: [], total: 1500,
    orderDiscount: null, discountApprovedBy: null, loyaltyPointsEarned: 15, loyaltyPointsRedeemed: 20, loyaltyBalance: 339,
    rungOffline: false, syncState: 'pending',
  },
  {
    id: '0b6f3c1e-6a0d-4a55-9d2c-0f4a3f1c2a03', receiptId: '0A1B2C3D4E61', shiftId: '7d1e2f30-1111-4a55-9d2c-0f4a3f1c2a01',
    customerId: null, orderType: 3, originalOrderId: '0b6f3c1e-6a0d-4a55-9d2c-0f4a3f1c2a09', chargedOn: '2026-11-20T18:30:00.000Z',
    lines: [{
      inventoryItemId: 'a1b2c3d4-3333-4a55-9d2c-0f4a3f1c2a01', name: 'Blue Dream 1/8', sku: '0001206377', quantity: 1, unit: 5, price: 3500,
      discountsGiven: [], discounts: [], subtotal: 3500, taxBreakdowns: [{ tax_item_id: 'tax-or-state', name: 'Oregon retail marijuana tax', rate: '0.17', amount: 595 }],
      taxExemptions: [], loyaltyPoints: 0,
    }],
    payments: [{ paymentMethodId: 'b1b2c3d4-6666-4a55-9d2c-0f4a3f1c2a01', paymentType: 1, name: 'Debit', total: 4095 }],
    tenderedAmount: 4095, changeDue: 0, personId: null, subtotal: 3500, discountTotal: 0, taxTotal: 595,
    taxes: [{ tax_item_id: 'tax-or-state', name: 'Oregon retail marijuana tax', rate: '0.17', amount: 595 }], total: 4095,
    orderDiscount: null, discountApprovedBy: null, loyaltyPointsEarned: 0, loyaltyPointsRedeemed: 0, loyaltyBalance: null,
    rungOffline: true, syncState: 'needs-attention',
  },
  {
    id: '0b6f3c1e-6a0d-4a55-9d2c-0f4a3f1c2a04', receiptId: '0A1B2C3D4E62', shiftId: '7d1e2f30-1111-4a55-9d2c-0f4a3f1c2a01',
    customerId: null, orderType: 0, originalOrderId: null, chargedOn: '2026-11-20T19:15:00.000Z',
    lines: [{
      inventoryItemId: 'a1b2c3d4-7777-4a55-9d2c-0f4a3f1c2a01', name: 'House flower (by gram)', sku: '0001206379', quantity: 3.5, unit: 0, price: 3850,
      discountsGiven: [], discounts: [{ name: 'Medical', amount: 500 }], subtotal: 3350,
      taxBreakdowns: [], taxExemptions: [{ tax_item_id: 'tax-or-state', name: 'Oregon retail marijuana tax' }], loyaltyPoints: 33,
    }],
    payments: [{ paymentMethodId: 'b1b2c3d4-5555-4a55-9d2c-0f4a3f1c2a01', paymentType: 0, name: 'Cash', total: 3350 }],
    tenderedAmount: 3350, changeDue: 1650, personId: 'c1d2e3f4-8888-4a55-9d2c-0f4a3f1c2a01', subtotal: 3350, discountTotal: 500, taxTotal: 0,
    taxes: [], total: 3350, orderDiscount: { flatAmount: 500, reason: 'Medical' }, discountApprovedBy: null,
    loyaltyPointsEarned: 33, loyaltyPointsRedeemed: 0, loyaltyBalance: 33, rungOffline: true, syncState: 'pending',
    ageVerification: { method: 'manual', idExpirationDate: null }, limitOverride: { approvedBy: 'user-manager-1', reason: 'Patient carry limit on file' },
  },
];

/** The body each sent before v10 (as the register built it then, recorded from it), in the same order. */
const BODIES_BEFORE_V10 = [
  {
    order: {
      id: '0b6f3c1e-6a0d-4a55-9d2c-0f4a3f1c2a01',
      charged_on: '2026-11-20T17:04:05.123Z',
      order_type: 0,
      payment_type: 1,
      shift_id: '7d1e2f30-1111-4a55-9d2c-0f4a3f1c2a01',
      receipt_id: '0A1B2C3D4E5F',
      customer_id: '9c0d1e2f-2222-4a55-9d2c-0f4a3f1c2a01',
      age_verification: { method: 'scan', id_expiration_date: '2029-04-30' },
      line_items: [
        {
          quantity: { value: '2', unit: 5 },
          price: 7000,
          inventory_item_id: 'a1b2c3d4-3333-4a55-9d2c-0f4a3f1c2a01',
          discounts: [{ name: 'Bundle', percent: '0.10' }],
          tax_breakdowns: [{ tax_item_id: 'tax-or-state', name: 'Oregon retail marijuana tax', rate: '0.17', amount: 1017 }],
        },
        { quantity: { value: '1', unit: 5 }, price: 1500, inventory_item_id: 'a1b2c3d4-4444-4a55-9d2c-0f4a3f1c2a01', tax_breakdowns: [] },
      ],
      tendered_amount: 8502,
      payments: [
        { payment_method_id: 'b1b2c3d4-5555-4a55-9d2c-0f4a3f1c2a01', total: 3502 },
        { payment_method_id: 'b1b2c3d4-6666-4a55-9d2c-0f4a3f1c2a01', total: 5000 },
      ],
      discount_percent: '0.05',
      discount_reason: 'Regular',
      discount_approved_by: 'user-manager-1',
      rung_offline: false,
    },
  },
  {
    order: {
      id: '0b6f3c1e-6a0d-4a55-9d2c-0f4a3f1c2a02',
      charged_on: '2026-11-20T18:00:00.000Z',
      order_type: 1,
      payment_type: 0,
      shift_id: '7d1e2f30-1111-4a55-9d2c-0f4a3f1c2a01',
      receipt_id: '0A1B2C3D4E60',
      customer_id: '9c0d1e2f-2222-4a55-9d2c-0f4a3f1c2a01',
      original_order_id: '0b6f3c1e-6a0d-4a55-9d2c-0f4a3f1c2a01',
      line_items: [{ quantity: { value: '1', unit: 5 }, price: 1500, inventory_item_id: 'a1b2c3d4-4444-4a55-9d2c-0f4a3f1c2a01', tax_breakdowns: [] }],
      tendered_amount: 1500,
      payments: [{ payment_method_id: 'b1b2c3d4-5555-4a55-9d2c-0f4a3f1c2a01', total: 1500 }],
      rung_offline: false,
    },
  },
  {
    order: {
      id: '0b6f3c1e-6a0d-4a55-9d2c-0f4a3f1c2a03',
      charged_on: '2026-11-20T18:30:00.000Z',
      order_type: 3,
      payment_type: 1,
      shift_id: '7d1e2f30-1111-4a55-9d2c-0f4a3f1c2a01',
      receipt_id: '0A1B2C3D4E61',
      customer_id: null,
      original_order_id: '0b6f3c1e-6a0d-4a55-9d2c-0f4a3f1c2a09',
      line_items: [
        {
          quantity: { value: '1', unit: 5 },
          price: 3500,
          inventory_item_id: 'a1b2c3d4-3333-4a55-9d2c-0f4a3f1c2a01',
          tax_breakdowns: [{ tax_item_id: 'tax-or-state', name: 'Oregon retail marijuana tax', rate: '0.17', amount: 595 }],
        },
      ],
      tendered_amount: 4095,
      payments: [{ payment_method_id: 'b1b2c3d4-6666-4a55-9d2c-0f4a3f1c2a01', total: 4095 }],
      rung_offline: true,
    },
  },
  {
    order: {
      id: '0b6f3c1e-6a0d-4a55-9d2c-0f4a3f1c2a04',
      charged_on: '2026-11-20T19:15:00.000Z',
      order_type: 0,
      payment_type: 0,
      shift_id: '7d1e2f30-1111-4a55-9d2c-0f4a3f1c2a01',
      receipt_id: '0A1B2C3D4E62',
      customer_id: null,
      person_id: 'c1d2e3f4-8888-4a55-9d2c-0f4a3f1c2a01',
      age_verification: { method: 'manual', id_expiration_date: null },
      limit_override: { approved_by: 'user-manager-1', reason: 'Patient carry limit on file' },
      line_items: [{ quantity: { value: '3.5', unit: 0 }, price: 3850, inventory_item_id: 'a1b2c3d4-7777-4a55-9d2c-0f4a3f1c2a01', tax_breakdowns: [] }],
      tendered_amount: 3350,
      payments: [{ payment_method_id: 'b1b2c3d4-5555-4a55-9d2c-0f4a3f1c2a01', total: 3350 }],
      discount_flat_amount: 500,
      discount_reason: 'Medical',
      rung_offline: true,
    },
  },
];

/** The tables of version 9, as a register before v10 opened its database. */
const STORES_V9 = {
  catalog: 'id', customers: 'id, lastName, email, phone, licenceKey', paymentMethods: 'id', shifts: 'id, openedAt, closedAt',
  orders: 'id, receiptId, shiftId, chargedOn, syncState, originalOrderId, customerId, personId',
  outbox: '++seq, &clientId, state, recordId, kind, [state+kind]', meta: 'key', taxItems: 'id', productTypes: 'id', personGroups: 'id',
  auditEntries: '[register_id+seq]', pulledPurchases: 'id, buyerId', auditAnchors: 'shiftId', printJobs: '++seq, state',
};

describe('RegisterDatabase', () => {
  it('asks for strict durability on every write, so an acknowledged sale is on disk before its receipt', async () => {
    const db = new RegisterDatabase(`durability-${crypto.randomUUID()}`);
    const durability = await db.transaction('rw', db.orders, db.outbox, (tx) => tx.idbtrans.durability);
    expect(durability).toBe('strict');
    db.close();
  });

  it('v9 drops the pull cursor and the money\'s pull time, so the next pull reloads the catalog (patient and member prices, medical marks) and the tax rules', async () => {
    const name = `v9-${crypto.randomUUID()}`;
    const before = new Dexie(name);
    before.version(6).stores({
      catalog: 'id', customers: 'id, lastName, email, phone, licenceKey', paymentMethods: 'id', shifts: 'id, openedAt, closedAt',
      orders: 'id, receiptId, shiftId, chargedOn, syncState, originalOrderId, customerId, personId',
      outbox: '++seq, &clientId, state, recordId, kind, [state+kind]', meta: 'key', taxItems: 'id', productTypes: 'id', personGroups: 'id',
      auditEntries: '[register_id+seq]', pulledPurchases: 'id, buyerId',
    });
    await before.table('meta').bulkPut([{ key: 'pullCursor', value: 42 }, { key: 'moneyPulledAt', value: '2026-11-20T10:00:00.000Z' }, { key: 'brands', value: {} }]);
    before.close();
    const db = new RegisterDatabase(name);
    expect((await db.meta.toArray()).map((row) => row.key)).toEqual(['brands']);
    db.close();
  });

  it('v10 gives each order written before it (a sale, a refund, a void, one rung offline with a buyer check) the request it sent, so it sends the same body', async () => {
    const name = `v10-${crypto.randomUUID()}`;
    const before = new Dexie(name);
    before.version(9).stores(STORES_V9);
    await before.table('orders').bulkPut(ORDERS_BEFORE_V10);
    before.close();
    const db = new RegisterDatabase(name);
    const upgraded = await db.orders.bulkGet(ORDERS_BEFORE_V10.map((order) => order.id));
    const sent = upgraded.map((order) => (order === undefined ? null : canonicalJson(rowFor('order.create', order).request.body)));
    // The Store API hashes the canonical JSON of a body (its idempotency check): the same text, the same hash.
    expect(sent).toEqual(BODIES_BEFORE_V10.map((body) => canonicalJson(body)));
    // The orders are otherwise as they were (what receipts, screens and the Z report read).
    expect(upgraded.map((order) => order === undefined ? null : { ...order, request: undefined })).toEqual(ORDERS_BEFORE_V10.map((order) => ({ ...order, request: undefined })));
    db.close();
  });

  it('v11 leaves receipts kept before it waiting unclaimed, so any sender may print them', async () => {
    const name = `v11-${crypto.randomUUID()}`;
    const before = new Dexie(name);
    before.version(9).stores({
      catalog: 'id', customers: 'id, lastName, email, phone, licenceKey', paymentMethods: 'id', shifts: 'id, openedAt, closedAt',
      orders: 'id, receiptId, shiftId, chargedOn, syncState, originalOrderId, customerId, personId',
      outbox: '++seq, &clientId, state, recordId, kind, [state+kind]', meta: 'key', taxItems: 'id', productTypes: 'id', personGroups: 'id',
      auditEntries: '[register_id+seq]', pulledPurchases: 'id, buyerId', auditAnchors: 'shiftId', printJobs: '++seq, state',
    });
    await before.table('printJobs').add({ purpose: 'receipt', orderId: 'order-1', base64: 'AA==', state: 'queued', attempts: 1, lastProblem: 'off', createdAt: '2026-11-25T17:00:00.000Z' });
    before.close();
    const db = new RegisterDatabase(name);
    expect(await db.printJobs.toArray()).toEqual([expect.objectContaining({ base64: 'AA==', claim: null })]);
    db.close();
  });
});
