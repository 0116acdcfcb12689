import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { isReceiptId } from '../../shared/receipt-id.ts';
import { createCustomer } from './customers.ts';
import { ringSale, refundOrder, voidOrder, recentSales, findOrderByReceipt } from './orders.ts';
import { closeShift, openShift } from './shifts.ts';
import { catalogItem, freshDatabase, seedCatalog } from './catalog.test-support.ts';
import type { SaleLine } from './orders.ts';
import { refundInput, saleInput, voidInput } from './orders.test-support.ts';
import type { LocalCustomer, LocalRegisterSettings } from '../db/schema.ts';
import { canonicalJson } from '../../shared/canonical-json.ts';
import { OrderInput } from '../../shared/api/sales.ts';
import { requestBeforeV10 } from '../db/order-request-before-v10.ts';

const flower = catalogItem({ name: 'Blue Dream Flower', sku: 'FL-1', pricedByGram: true, unit: 0, sellPrice: 1200 });
const gummies = catalogItem({ name: 'Gummies', sku: 'ED-1', unit: 5, sellPrice: 2000 });
const cash = { paymentMethodId: 'pm-cash', paymentType: 0, name: 'Cash' };
const debit = { paymentMethodId: 'pm-debit', paymentType: 1, name: 'Debit' };

const flowerLine = (quantity: number, price: number): SaleLine => ({ inventoryItemId: flower.id, name: flower.name, sku: flower.sku, quantity, unit: 0, price });
const gummyLine = (quantity: number): SaleLine => ({ inventoryItemId: gummies.id, name: gummies.name, sku: gummies.sku, quantity, unit: 5, price: 2000 * quantity });

async function register() {
  const db = freshDatabase();
  await seedCatalog(db, [flower, gummies]);
  const shift = await openShift(db, { deviceId: 'device-1', employeeId: 'emp-1', employeeName: 'Ann', openAmount: 10000 });
  return { db, shift };
}

describe('the request an order keeps', () => {
  it('is, for a sale with a buyer check and for its refund and void, the body a register built from the order before it kept requests (the same hash at the Store API)', async () => {
    const { db, shift } = await register();
    const sale = await ringSale(db, saleInput({
      shiftId: shift.id, customerId: null, changeDue: 0, lines: [flowerLine(3.5, 4200), gummyLine(2)], payments: [{ ...cash, total: 8200 }],
      rungOffline: true, orderDiscount: null,
      compliance: { registerId: 'register-1', ageVerification: { method: 'scan', idExpirationDate: '2030-01-31' }, limitOverride: { approvedBy: 'manager-1', reason: 'Patient carry limit on file' }, decisions: [] },
    }));
    const refund = await refundOrder(db, sale.id, refundInput({ lines: [{ inventoryItemId: gummies.id, quantity: 1 }], payments: [{ ...cash, total: 2000 }] }));
    const other = await ringSale(db, saleInput({ shiftId: shift.id, customerId: null, changeDue: 0, lines: [gummyLine(1)], payments: [{ ...debit, total: 2000 }] }));
    const voided = await voidOrder(db, other.id, voidInput());
    for (const order of [sale, refund, other, voided]) {
      expect(canonicalJson(order.request)).toBe(canonicalJson(requestBeforeV10(order)));
      // Every field of the request's schema named (an absent one undefined, which JSON leaves out).
      expect(Object.keys(order.request).sort()).toEqual(Object.keys(OrderInput.properties.order.properties).sort());
    }
    expect(sale.request).toMatchObject({ rung_offline: true, age_verification: { method: 'scan', id_expiration_date: '2030-01-31' }, limit_override: { approved_by: 'manager-1' } });
  });

  it('names the caregiver who bought for the patient, as the buyer check gave it', async () => {
    const { db, shift } = await register();
    const caregiver = { card_number: 'CG-4F2A19', birth_date: '1980-01-01' };
    const sale = await ringSale(db, saleInput({
      shiftId: shift.id, customerId: null, changeDue: 0, lines: [gummyLine(1)], payments: [{ ...cash, total: 2000 }], request: { caregiver },
    }));
    expect(sale.request.caregiver).toEqual(caregiver);
  });
});

describe('ringSale', () => {
  it('reads what it is priced by and writes the sale, its outbox row and its verdicts in one IndexedDB transaction', async () => {
    // Dexie binds the database's `transaction` when it opens: watched from before, counted from the sale on.
    const opened = vi.spyOn(IDBDatabase.prototype, 'transaction');
    try {
      const { db, shift } = await register();
      opened.mockClear();
      const order = await ringSale(db, saleInput({
        shiftId: shift.id, customerId: null, changeDue: 0, lines: [gummyLine(1)], payments: [{ ...cash, total: 2000 }],
        compliance: {
          registerId: 'register-1', ageVerification: { method: 'manual', idExpirationDate: null }, limitOverride: null,
          decisions: [
            { kind: 'age-verdict', subject: null, actor_id: 'emp-1', details: { ok: true } },
            { kind: 'limit-check', subject: null, actor_id: 'emp-1', details: { ok: true } },
          ],
        },
      }));
      expect(opened).toHaveBeenCalledTimes(1);
      expect(opened.mock.calls[0]![1]).toBe('readwrite');
      // Written together, still in order: the sale's row, then each verdict's, each waiting on the one before.
      const [first, second] = await db.auditEntries.toArray();
      expect([first!.subject, second!.subject]).toEqual([order.id, order.id]);
      expect(second!.prev_hash).toBe(first!.hash);
      const rows = await db.outbox.orderBy('seq').toArray();
      expect(rows.slice(-3).map((row) => row.kind)).toEqual(['order.create', 'audit.append', 'audit.append']);
      expect(rows.at(-1)!.dependsOn).toEqual([first!.hash]);
    } finally {
      opened.mockRestore();
    }
  });

  it('writes the order and its outbox row with the exact POST /orders body, and returns at once', async () => {
    const { db, shift } = await register();
    const order = await ringSale(db, saleInput({
      shiftId: shift.id, customerId: null, changeDue: 800,
      lines: [flowerLine(3.5, 4200), gummyLine(2)],
      payments: [{ ...cash, total: 6200 }, { ...debit, total: 2000 }],
    }));
    expect(isReceiptId(order.receiptId)).toBe(true);
    expect(order).toMatchObject({ total: 8200, tenderedAmount: 8200, changeDue: 800, syncState: 'pending', orderType: 0 });
    expect(await db.orders.get(order.id)).toEqual(order);
    const row = await db.outbox.where('clientId').equals(order.id).first();
    expect(row).toMatchObject({ kind: 'order.create', recordId: order.id, state: 'pending', attempts: 0 });
    expect(row!.request).toEqual({
      method: 'POST', path: '/orders',
      body: {
        order: {
          id: order.id, charged_on: order.chargedOn, order_type: 0, payment_type: 0, shift_id: shift.id,
          receipt_id: order.receiptId, customer_id: null,
          line_items: [
            { quantity: { value: '3.5', unit: 0 }, price: 4200, inventory_item_id: flower.id, tax_breakdowns: [] },
            { quantity: { value: '2', unit: 5 }, price: 4000, inventory_item_id: gummies.id, tax_breakdowns: [] },
          ],
          tendered_amount: 8200,
          payments: [{ payment_method_id: 'pm-cash', total: 6200 }, { payment_method_id: 'pm-debit', total: 2000 }],
          rung_offline: false,
        },
      },
    });
    // The shift was opened offline too: the sale waits for it.
    const shiftRow = await db.outbox.where('clientId').equals(shift.id).first();
    expect(row!.dependsOn).toEqual([shiftRow!.clientId]);
    expect(row!.seq!).toBeGreaterThan(shiftRow!.seq!);
  });

  it('waits for a customer created offline that it names', async () => {
    const { db, shift } = await register();
    const customer = await createCustomer(db, { firstName: 'Jo', lastName: 'Doe', email: 'jo@example.com', phone: null, birthDate: null });
    const order = await ringSale(db, saleInput({ shiftId: shift.id, customerId: customer.id, changeDue: 0, lines: [gummyLine(1)], payments: [{ ...cash, total: 2000 }] }));
    const row = await db.outbox.where('clientId').equals(order.id).first();
    expect(row!.dependsOn!.sort()).toEqual([shift.id, customer.id].sort());
    expect(row!.request!.body).toMatchObject({ order: { customer_id: customer.id } });
  });

  it('writes nothing when the payments do not add up to the total, the cart is empty or no shift is open', async () => {
    const { db, shift } = await register();
    await expect(ringSale(db, saleInput({ shiftId: shift.id, customerId: null, changeDue: 0, lines: [gummyLine(1)], payments: [{ ...cash, total: 2500 }] }))).rejects.toThrow(/add up/);
    await expect(ringSale(db, saleInput({ shiftId: shift.id, customerId: null, changeDue: 0, lines: [], payments: [{ ...cash, total: 0 }] }))).rejects.toThrow(/empty/);
    await expect(ringSale(db, saleInput({ shiftId: shift.id, customerId: null, changeDue: 0, lines: [{ ...gummyLine(1), quantity: 0 }], payments: [{ ...cash, total: 2000 }] }))).rejects.toThrow(/quantity/);
    await closeShift(db, shift.id, { closeDrawerAmount: 10000, closeDropAmount: 0, closeNote: null });
    await expect(ringSale(db, saleInput({ shiftId: shift.id, customerId: null, changeDue: 0, lines: [gummyLine(1)], payments: [{ ...cash, total: 2000 }] }))).rejects.toThrow(/shift/);
    expect(await db.orders.count()).toBe(0);
    expect(await db.outbox.where('kind').equals('order.create').count()).toBe(0);
  });

  it('is found again by receipt id and among recent sales', async () => {
    const { db, shift } = await register();
    const order = await ringSale(db, saleInput({ shiftId: shift.id, customerId: null, changeDue: 0, lines: [gummyLine(1)], payments: [{ ...cash, total: 2000 }] }));
    expect((await findOrderByReceipt(db, order.receiptId.toLowerCase()))?.id).toBe(order.id);
    expect((await recentSales(db)).map((o) => o.id)).toEqual([order.id]);
  });
});

describe('the buyer\'s loyalty balance', () => {
  const settings: LocalRegisterSettings = {
    time_zone: 'UTC', discount_approval_percent: '0.20', discount_approval_flat_amount: 2000, discount_reasons: [],
    loyalty_redemption_points_per_dollar: 100, loyalty_program: { loyalty_program_type: 0, loyalty_points_per: 1 }, approvers: [],
  };
  const regular: LocalCustomer = {
    id: 'cust-1', firstName: 'Jo', lastName: 'Doe', email: null, phone: null, birthDate: null, kind: 'customer', carryLimit: null,
    expirationDate: null, loyaltyPoints: 500, searchText: 'jo doe', pending: false,
  };

  it('is the known balance plus the points earned less those redeemed, frozen on the order and kept on the buyer\'s record', async () => {
    const { db, shift } = await register();
    await db.meta.put({ key: 'registerSettings', value: settings });
    await db.customers.put(regular);
    // $40.00 less 200 points ($2.00) leaves $38.00, which earns 38 points (1 per whole dollar): 500 + 38 - 200.
    const sale = await ringSale(db, saleInput({
      shiftId: shift.id, customerId: regular.id, changeDue: 0, lines: [{ ...gummyLine(2), discountable: true }], redemption: { points: 200, balance: 500 },
      payments: [{ ...cash, total: 3800 }],
    }));
    expect(sale).toMatchObject({ loyaltyPointsEarned: 38, loyaltyPointsRedeemed: 200, loyaltyBalance: 338 });
    expect((await db.orders.get(sale.id))?.loyaltyBalance).toBe(338);
    expect((await db.customers.get(regular.id))?.loyaltyPoints).toBe(338);

    // The next sale spends from what is left; a void gives the redeemed points back and takes the earned ones.
    const voided = await voidOrder(db, sale.id, voidInput());
    expect(voided.loyaltyBalance).toBe(338 + 200 - 38);
    expect((await db.customers.get(regular.id))?.loyaltyPoints).toBe(500);
  });

  it('redeems and gives back points at the location\'s rate (50 points = $1.00)', async () => {
    const { db, shift } = await register();
    await db.meta.put({ key: 'registerSettings', value: { ...settings, loyalty_redemption_points_per_dollar: 50 } });
    await db.customers.put(regular);
    const sale = await ringSale(db, saleInput({
      shiftId: shift.id, customerId: regular.id, changeDue: 0, lines: [{ ...gummyLine(2), discountable: true }], redemption: { points: 100, balance: 500 },
      payments: [{ ...cash, total: 3800 }],
    }));
    expect(sale.lines[0]!.discounts).toEqual([{ name: 'Loyalty points', amount: 200 }]);
    const refund = await refundOrder(db, sale.id, refundInput({ lines: [{ inventoryItemId: gummies.id, quantity: 1 }], payments: [{ ...cash, total: 1900 }] }));
    expect(refund.loyaltyPointsRedeemed).toBe(50);
  });

  it('prices a buyer with the taxes of the person group their local record names', async () => {
    const { db, shift } = await register();
    await db.taxItems.bulkPut([{ id: 'or', name: 'Oregon', rate: '0.17', includedInPrice: false }, { id: 'pdx', name: 'Portland', rate: '0.03', includedInPrice: false }]);
    await db.productTypes.put({ id: 'edible', name: 'Edible', taxItemIds: ['or', 'pdx'], traceabilityType: 0, testResultsUnit: 0 });
    await db.personGroups.put({ id: 'veterans', name: 'Veterans', medical: false, taxItemIds: ['pdx'] });
    await db.customers.put({ ...regular, personGroupId: 'veterans' });
    const sale = await ringSale(db, saleInput({
      shiftId: shift.id, customerId: regular.id, changeDue: 0, lines: [{ ...gummyLine(1), productTypeId: 'edible' }], payments: [{ ...cash, total: 2060 }],
    }));
    expect(sale.taxes.map((tax) => [tax.tax_item_id, tax.amount])).toEqual([['pdx', 60]]);
    expect(sale.lines[0]!.taxExemptions).toEqual([{ tax_item_id: 'or', name: 'Oregon' }]);
  });

  it('is absent when no buyer is attached', async () => {
    const { db, shift } = await register();
    await db.meta.put({ key: 'registerSettings', value: settings });
    const sale = await ringSale(db, saleInput({ shiftId: shift.id, customerId: null, changeDue: 0, lines: [gummyLine(1)], payments: [{ ...cash, total: 2000 }] }));
    expect(sale.loyaltyBalance).toBeNull();
  });
});

describe('refundOrder and voidOrder', () => {
  it('refunds part of a sale as order type 1 naming the original, and no more than was sold', async () => {
    const { db, shift } = await register();
    const sale = await ringSale(db, saleInput({ shiftId: shift.id, customerId: null, changeDue: 0, lines: [flowerLine(3.5, 4200), gummyLine(2)], payments: [{ ...cash, total: 8200 }] }));
    const refund = await refundOrder(db, sale.id, refundInput({ lines: [{ inventoryItemId: gummies.id, quantity: 1 }], payments: [{ ...cash, total: 2000 }] }));
    expect(refund).toMatchObject({ orderType: 1, originalOrderId: sale.id, total: 2000, shiftId: shift.id });
    const row = await db.outbox.where('clientId').equals(refund.id).first();
    expect(row!.request!.body).toMatchObject({ order: { order_type: 1, original_order_id: sale.id, tendered_amount: 2000 } });
    expect(row!.dependsOn).toContain(sale.id);
    await expect(refundOrder(db, sale.id, refundInput({ lines: [{ inventoryItemId: gummies.id, quantity: 2 }], payments: [{ ...cash, total: 4000 }] }))).rejects.toThrow(/at most 1/);
    // Refunding the rest takes what is left, at what is left of its price.
    const rest = await refundOrder(db, sale.id, refundInput({ payments: [{ ...cash, total: 6200 }] }));
    expect(rest.lines.map((line) => [line.inventoryItemId, line.quantity, line.price])).toEqual([[flower.id, 3.5, 4200], [gummies.id, 1, 2000]]);
    await expect(refundOrder(db, sale.id, refundInput({ payments: [{ ...cash, total: 0 }] }))).rejects.toThrow(/already been refunded/);
  });

  it('voids a whole sale as order type 3, paid back as it was paid, once', async () => {
    const { db, shift } = await register();
    const sale = await ringSale(db, saleInput({ shiftId: shift.id, customerId: null, changeDue: 0, lines: [gummyLine(1)], payments: [{ ...debit, total: 2000 }] }));
    const voided = await voidOrder(db, sale.id, voidInput());
    expect(voided).toMatchObject({ orderType: 3, originalOrderId: sale.id, total: 2000, payments: sale.payments });
    await expect(voidOrder(db, sale.id, voidInput())).rejects.toThrow(/voided/);
    await expect(refundOrder(db, sale.id, refundInput({ payments: [{ ...debit, total: 2000 }] }))).rejects.toThrow(/voided/);
    await expect(voidOrder(db, voided.id, voidInput())).rejects.toThrow(/only a sale/);
  });

  it('keeps the buyer check on a checked sale and leaves it out of a void\'s stored row (a refund checks no buyer)', async () => {
    const { db, shift } = await register();
    const sale = await ringSale(db, saleInput({
      shiftId: shift.id, customerId: null, changeDue: 0, lines: [gummyLine(1)], payments: [{ ...cash, total: 2000 }],
      compliance: { registerId: 'register-1', ageVerification: { method: 'scan', idExpirationDate: '2030-01-01' }, limitOverride: null, decisions: [] },
    }));
    const stored = await db.orders.get(sale.id);
    expect(stored).toMatchObject({ ageVerification: { method: 'scan', idExpirationDate: '2030-01-01' }, limitOverride: null });
    const voided = await voidOrder(db, sale.id, voidInput());
    const storedVoid = await db.orders.get(voided.id);
    expect(Object.keys(storedVoid!)).not.toContain('ageVerification');
    expect(Object.keys(storedVoid!)).not.toContain('limitOverride');
  });

  it('refuses a sale that was not rung here', async () => {
    const { db } = await register();
    await expect(voidOrder(db, crypto.randomUUID(), voidInput())).rejects.toThrow(/not rung on this register/);
  });
});
