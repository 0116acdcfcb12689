import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoStore } from './seed.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../test/support/store-api.ts';

describeEachEngine('demo sales', (engine) => {
  let api: TestStoreApi;
  beforeAll(async () => { api = await startStoreApi({ engine, demo: { products: 60, customers: 5 } }); });
  afterAll(async () => { await api.close(); });

  it('every location has two registers, five payment methods and a closed shift whose sales moved stock consistently', async () => {
    const db = api.store.db;
    for (const company of [...api.demo.companyIds, api.demo.otherCompanyId]) {
      const devices = await db.selectFrom('devices').select('name').where('company_id', '=', company).orderBy('name').execute();
      expect(devices.map((d) => d.name)).toEqual(['Front Counter 1', 'Front Counter 2']);
      const methods = await db.selectFrom('payment_methods').select(['name', 'payment_type']).where('company_id', '=', company).orderBy('payment_type').execute();
      expect(methods.map((m) => [m.name, m.payment_type])).toEqual([['Cash', 0], ['Debit', 1], ['Cashless ATM', 2], ['Gift Card', 3], ['Credit', 4]]);
      const shifts = await db.selectFrom('shifts').selectAll().where('company_id', '=', company).execute();
      expect(shifts).toHaveLength(1);
      expect(Date.parse(shifts[0]!.closed_at ?? '')).toBeGreaterThan(Date.parse(shifts[0]!.opened_at));
      const orders = await db.selectFrom('orders').select(['id', 'tendered_amount']).where('shift_id', '=', shifts[0]!.id).execute();
      expect(orders.length).toBeGreaterThan(0);
      expect(Number(shifts[0]!.number_of_transactions)).toBe(orders.length);
      for (const order of orders) {
        const payments = await db.selectFrom('payments').select('total').where('order_id', '=', order.id).execute();
        expect(payments.reduce((s, p) => s + p.total, 0)).toBe(order.tendered_amount);
      }
    }
    // Downtown's sales were charged Portland's cannabis taxes on top of the price: 17% rounded up to
    // the next cent once per sale (ORS 475C.674(3)), + 3% half up per line; accessories carry none.
    const downtown = await db.selectFrom('orders').select(['id', 'tendered_amount']).where('company_id', '=', api.demo.companyIds[0]).execute();
    let taxed = 0;
    for (const order of downtown) {
      const lines = await db.selectFrom('line_items').innerJoin('inventory_items', 'inventory_items.id', 'line_items.inventory_item_id')
        .innerJoin('products', 'products.id', 'inventory_items.product_id').innerJoin('product_types', 'product_types.id', 'products.product_type_id')
        .select(['line_items.price', 'product_types.is_marijuana']).where('line_items.order_id', '=', order.id).execute();
      const cannabis = lines.filter((l) => l.is_marijuana === 1);
      const stateTax = Math.floor((cannabis.reduce((sum, l) => sum + l.price * 17, 0) + 99) / 100);
      const tax = stateTax + cannabis.reduce((sum, l) => sum + Math.round(l.price * 0.03), 0);
      expect(order.tendered_amount).toBe(lines.reduce((sum, l) => sum + l.price, 0) + tax);
      if (tax > 0) taxed += 1;
    }
    expect(taxed).toBeGreaterThan(0);
    // Items still equal the sum of their places, and products the sum of their items.
    const items = await db.selectFrom('inventory_items').select(['id', 'product_id', 'quantity_milli']).execute();
    const places = await db.selectFrom('inventory_item_places').select(['inventory_item_id', 'quantity_milli']).execute();
    const products = await db.selectFrom('products').select(['id', 'quantity_milli']).execute();
    for (const item of items) {
      const onPlaces = places.filter((p) => p.inventory_item_id === item.id).reduce((s, p) => s + Number(p.quantity_milli), 0);
      expect(onPlaces, item.id).toBe(Number(item.quantity_milli));
    }
    for (const product of products) {
      const total = items.filter((i) => i.product_id === product.id).reduce((s, i) => s + Number(i.quantity_milli), 0);
      expect(total, product.id).toBe(Number(product.quantity_milli));
    }
    // Seeded history appends no notifications: the feed starts with the first live change.
    expect(await db.selectFrom('push_notifications').select('id').execute()).toEqual([]);
  });
});

describe('demo sales, seeded twice', () => {
  it('are the same rows each time (the seeded stream gives their ids and times, not the clock)', async () => {
    const seeded = async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'canopy-demo-sales-'));
      const store = openDatabase({ dataDir });
      try {
        await migrateToLatest(store.db);
        await seedDemoStore(store.db, { products: 30, customers: 5 });
        return await Promise.all([
          store.db.selectFrom('orders').selectAll().orderBy('id').execute(),
          store.db.selectFrom('line_items').selectAll().orderBy('id').execute(),
          store.db.selectFrom('payments').selectAll().orderBy('id').execute(),
        ]);
      } finally {
        await store.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    };
    const first = await seeded();
    expect(first[0].length).toBeGreaterThan(0);
    expect(await seeded()).toEqual(first);
  });
});
