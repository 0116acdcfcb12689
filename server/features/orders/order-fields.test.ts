import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WeightUnit } from '../../../shared/api/common.ts';
import { NO_NUL_PATTERN, OrderInput, OrderType, PaymentType, type Order } from '../../../shared/api/sales.ts';
import { openDatabase, type StoreDatabase } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seedDemoStore } from '../../demo/seed.ts';
import { ApiError } from '../../http/errors.ts';
import { normalizeOrder, orderRequestHash, ORDER_REQUEST_FIELDS, type OrderRequest, type OrderRequestField } from './request/normalize.ts';
import { planningStore, type PlanningStore } from '../../../test/support/orders/planning-store.ts';
import { presentOrder } from './store/present.ts';
import { ORDER_FIELDS } from './request/order-fields.ts';
import { storedOrders, type OrderRow } from './store/stored-order.ts';
import { writeAnnouncedOrder, type OrderPlan } from './store/write.ts';

/**
 * How to change each field of an order request so the order is a different one: `vary` gives the
 * changed request (with any other field a rule requires to change with it), from `base` when the
 * field only counts on top of something else. Keyed by every field: a field added to the schema
 * fails to compile here, and the test below walks the schema itself too.
 */
type Variation = { base?: (request: OrderRequest) => OrderRequest; vary: (request: OrderRequest) => OrderRequest };

describe('the order request: every field reaches the idempotency hash, the stored order and its answer', () => {
  let dataDir: string;
  let store: StoreDatabase;
  let shop: PlanningStore;
  let otherShift: string;
  let storedSale: string;
  let base: OrderRequest;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'canopy-normalize-'));
    store = openDatabase({ dataDir });
    await migrateToLatest(store.db);
    const demo = await seedDemoStore(store.db, { products: 30, customers: 20 });
    shop = await planningStore(store.db, demo);
    const shiftId = randomUUID();
    await shop.openShift(store.db, shiftId);
    // Another open shift (of another register) for an order to name instead.
    const other = await store.db.selectFrom('devices').select('id').where('company_id', '=', shop.companyId).where('id', '<>', shop.device.id).executeTakeFirstOrThrow();
    otherShift = randomUUID();
    await shop.openShift(store.db, otherShift, other.id);
    const item = shop.items[0]!;
    const sale = (total: number): OrderRequest => ({
      charged_on: '2026-11-21T18:30:00.000Z', order_type: OrderType.sale, payment_type: PaymentType.cash, shift_id: shiftId,
      receipt_id: 'A0A0A0A0A0A0', tendered_amount: total, payments: [{ payment_method_id: shop.methods.cash, total }],
      line_items: [{ quantity: { value: 1, unit: WeightUnit.unit }, price: item.sell_price, inventory_item_id: item.id }],
    });
    // Paid its total, so it would pass as a live sale too; rung offline, so a variation that
    // changes the money is recorded (and flagged) rather than refused.
    const priced = await shop.plan(store.db, { ...sale(0), rung_offline: true }, randomUUID());
    base = { ...sale(priced.order.total), rung_offline: true };
    const original = await shop.plan(store.db, { ...base, receipt_id: 'B0B0B0B0B0B0' }, randomUUID());
    await store.db.transaction().execute((trx) => writeAnnouncedOrder(trx, original));
    storedSale = original.order.id;
  });

  afterAll(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * A field of plain text (a string without a pattern or format, nullable or not) needs no
   * variation of its own: it is changed to other text. Any other field must be given one below,
   * and the test of that field fails, naming it, until it is.
   */
  const variationOf = (field: OrderRequestField): Variation => {
    const own = variations()[field];
    if (own !== undefined) return own;
    const schema: unknown = OrderInput.properties.order.properties[field];
    if (!isPlainText(schema)) throw new Error(`${field}: give it a variation in order-fields.test.ts (its schema is not plain text)`);
    return { vary: (r) => ({ ...r, [field]: 'Changed by the test' }) };
  };
  const isPlainText = (schema: unknown): boolean => {
    if (typeof schema !== 'object' || schema === null) return false;
    if ('anyOf' in schema && Array.isArray(schema.anyOf)) {
      const [text, ...others] = schema.anyOf.filter((option: unknown) => !(typeof option === 'object' && option !== null && 'type' in option && option.type === 'null'));
      return others.length === 0 && isPlainText(text);
    }
    return 'type' in schema && schema.type === 'string' && !('pattern' in schema && schema.pattern !== NO_NUL_PATTERN) && !('format' in schema);
  };

  const variations = (): Partial<Record<OrderRequestField, Variation>> => ({
    charged_on: { vary: (r) => ({ ...r, charged_on: '2026-11-21T18:31:00.000Z' }) },
    order_type: { vary: (r) => ({ ...r, order_type: OrderType.return }) },
    payment_type: { vary: (r) => ({ ...r, payment_type: PaymentType.debit }) },
    shift_id: { vary: (r) => ({ ...r, shift_id: otherShift }) },
    receipt_id: { vary: (r) => ({ ...r, receipt_id: 'C0C0C0C0C0C0' }) },
    line_items: { vary: (r) => ({ ...r, line_items: r.line_items.map((line) => ({ ...line, quantity: { ...line.quantity, value: '2' } })) }) },
    // The tender must equal the payments: both change.
    tendered_amount: { vary: (r) => ({ ...r, tendered_amount: r.tendered_amount + 100, payments: r.payments.map((p) => ({ ...p, total: p.total + 100 })) }) },
    payments: { vary: (r) => ({ ...r, payments: [{ payment_method_id: shop.methods.cash, total: r.tendered_amount - 100 }, { payment_method_id: shop.methods.debit, total: 100 }] }) },
    customer_id: { vary: (r) => ({ ...r, customer_id: shop.customers[0]!.id }) },
    original_order_id: { vary: (r) => ({ ...r, original_order_id: storedSale }) },
    discount_percent: { vary: (r) => ({ ...r, discount_percent: '0.10' }) },
    discount_flat_amount: { vary: (r) => ({ ...r, discount_flat_amount: 100 }) },
    // Plain text, but counted only with a discount.
    discount_reason: { base: (r) => ({ ...r, discount_flat_amount: 100 }), vary: (r) => ({ ...r, discount_reason: 'Veteran' }) },
    discount_approved_by: { base: (r) => ({ ...r, discount_flat_amount: 100 }), vary: (r) => ({ ...r, discount_approved_by: shop.managerId }) },
    loyalty_points_redeemed: { base: (r) => ({ ...r, customer_id: shop.customers[0]!.id }), vary: (r) => ({ ...r, loyalty_points_redeemed: 100 }) },
    person_id: { vary: (r) => ({ ...r, person_id: shop.patients[0]! }) },
    rung_offline: { vary: (r) => ({ ...r, rung_offline: false }) },
    age_verification: { vary: (r) => ({ ...r, age_verification: { method: 'manual', id_expiration_date: null } }) },
    // A caregiver buys for a patient (rung offline, a card the patient's record does not name is flagged, not refused).
    caregiver: { base: (r) => ({ ...r, person_id: shop.patients[0]! }), vary: (r) => ({ ...r, caregiver: { card_number: 'CG-4F2A19', birth_date: '1980-01-01' } }) },
    // An override counts only on a sale over a purchase limit: 100 g of flower is over Oregon's.
    limit_override: {
      base: (r) => ({ ...r, line_items: [{ quantity: { value: 100, unit: WeightUnit.gram }, price: shop.flower.sell_price * 100, inventory_item_id: shop.flower.id }] }),
      vary: (r) => ({ ...r, limit_override: { approved_by: shop.managerId, reason: 'Documented medical need' } }),
    },
  });

  it('has a variation for each field the schema names (the test walks the schema, not a list)', () => {
    for (const field of ORDER_REQUEST_FIELDS) expect(() => variationOf(field), field).not.toThrow();
    expect(Object.keys(OrderInput.properties.order.properties).sort()).toEqual(['id', ...ORDER_REQUEST_FIELDS].sort());
  });

  for (const field of Object.keys(OrderInput.properties.order.properties)) {
    if (field === 'id') {
      it('id: the key the order is stored under, not part of the request compared', () => {
        expect(orderRequestHash(normalizeOrder({ ...base, id: randomUUID() }))).toBe(orderRequestHash(normalizeOrder(base)));
      });
      continue;
    }
    it(`${field}: a different value is a different hash, stored order and answer`, async () => {
      const variation = variationOf(field as OrderRequestField);
      const from = variation.base?.(base) ?? base;
      const to = variation.vary(from);
      expect(Value.Check(OrderInput, { order: to })).toBe(true);
      expect(to[field as OrderRequestField]).not.toEqual(from[field as OrderRequestField]);
      // The hash: only this field changed.
      const alone = { ...from, [field]: to[field as OrderRequestField] };
      expect(orderRequestHash(normalizeOrder(alone))).not.toBe(orderRequestHash(normalizeOrder(from)));
      // The stored order: the rows the order writes (its ids and hash aside) differ.
      const id = randomUUID();
      const [before, after] = [await planned(from, id), await planned(to, id)];
      expect(after).not.toEqual(before);
      // Stored and answered: where request/order-fields.ts says the field lives differs once written and read back.
      const storage: { column: keyof OrderRow; answer: keyof Order } | { rows: 'line_items' | 'payments'; answer: keyof Order } | { recordedAs: string } = ORDER_FIELDS[field as OrderRequestField];
      const [was, now] = [await storedAndAnswered(from, field), await storedAndAnswered(to, field)];
      if ('column' in storage) {
        expect(now.row[storage.column]).not.toEqual(was.row[storage.column]);
        expect(now.answer[storage.answer]).not.toEqual(was.answer[storage.answer]);
      } else if ('rows' in storage) {
        expect(now.rows[storage.rows]).not.toEqual(was.rows[storage.rows]);
        expect(withoutIds(now.answer[storage.answer])).not.toEqual(withoutIds(was.answer[storage.answer]));
      } else {
        // Not a fact of the order: it decided the audit entries written with it (compared above, in `planned`).
        expect(storage.recordedAs).not.toBe('');
      }
    });
  }

  let receipts = 0;
  /**
   * Writes the order as the Store API does and reads it back: the stored row and rows (without
   * their own ids) and the answer a client gets. Each order is a new one (id, and receipt unless
   * the receipt is what is compared).
   */
  async function storedAndAnswered(request: OrderRequest, field: string) {
    const id = randomUUID();
    const receipt = (++receipts).toString(16).toUpperCase().padStart(12, 'D');
    const plan = await shop.plan(store.db, field === 'receipt_id' ? request : { ...request, receipt_id: receipt }, id);
    await store.db.transaction().execute((trx) => writeAnnouncedOrder(trx, plan));
    const stored = await storedOrders(store.db).find(shop.companyId, id);
    if (stored === undefined) throw new Error('the order written is not found');
    const answer = presentOrder(stored, { system: 'none', status: 'not_required', external_id: null, reported_at: null, error: null });
    return {
      row: stored.order, answer,
      rows: {
        line_items: stored.lines.map(({ id: _line, order_id: _order, ...line }) => line),
        payments: stored.payments.map(({ id: _payment, order_id: _order, ...payment }) => payment),
      },
    };
  }

  /** An answer's list without the ids its rows got when written. */
  const withoutIds = (value: unknown): unknown => (Array.isArray(value)
    ? value.map((entry: unknown) => (typeof entry === 'object' && entry !== null ? Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'id')) : entry))
    : value);

  /** What an order stores, without what differs for every order (its hash, when it was written, the rows' own ids). */
  async function planned(request: OrderRequest, id: string): Promise<unknown> {
    let plan: OrderPlan;
    try {
      plan = await shop.plan(store.db, request, id);
    } catch (error) {
      throw error instanceof ApiError ? new Error(`refused: ${JSON.stringify(error.body)}`) : error;
    }
    const { request_hash: _hash, created_at: _created, updated_at: _updated, ...order } = plan.order;
    return {
      order, lines: plan.lines.map(({ id: _line, ...line }) => line), payments: plan.payments.map(({ id: _payment, ...payment }) => payment),
      stock: plan.stock, voids: plan.voids, loyalty: plan.loyalty, audit: plan.audit.map(({ at: _at, ...entry }) => entry),
    };
  }
});

describe('the order request hash', () => {
  // Hashes taken by the Store API before the hash was built from the schema's fields: a register
  // resending an order stored then must still be answered with it, not refused as a different order.
  const minimal: OrderRequest = {
    charged_on: '2026-11-21T18:30:00Z', order_type: 0, payment_type: 0, shift_id: '0b6f1d2e-7c1a-4f3e-9a43-3f1c2b7d9e01', receipt_id: 'A1B2C3D4E5F6',
    line_items: [{ quantity: { value: '3.5', unit: 1 }, price: 4200, inventory_item_id: '5d0c9f3a-2b1e-4c7d-8e6f-1a2b3c4d5e6f' }],
    tendered_amount: 4500, payments: [{ payment_method_id: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a', total: 4500 }],
  };
  const full: OrderRequest = {
    ...minimal, id: '11111111-2222-4333-8444-555555555555', customer_id: '2c3d4e5f-6071-4829-9a0b-1c2d3e4f5061', original_order_id: null, refund_reason: '  ',
    line_items: [{ ...minimal.line_items[0]!, discounts: [{ name: 'Promo', percent: '0.10' }], tax_breakdowns: [{ tax_item_id: 't1', name: 'State', rate: '0.17', amount: 700 }] }],
    discount_percent: ' 0.05 ', discount_reason: 'Veteran', discount_approved_by: 'manager-1', loyalty_points_redeemed: 100,
    person_id: '', rung_offline: true, age_verification: { method: 'scan', id_expiration_date: '2030-01-01' }, limit_override: null,
  };

  it('is the hash stored orders were keyed by', () => {
    expect(orderRequestHash(normalizeOrder(minimal))).toBe('3355457aa66beedac35cbfcaccd0f60403c8532dbca64cf4d1a4421f4669a30f');
    expect(orderRequestHash(normalizeOrder(full))).toBe('aff8c8c155e55f6469a3d1fb742e172aa7fff46af8167a2b7f5baba1c025684f');
  });
});
