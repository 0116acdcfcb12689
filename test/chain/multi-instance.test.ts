import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device, Order, PaymentMethod, PushNotification, Shift } from '../../shared/api/sales.ts';
import { openDatabase, type StoreDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { DEMO_MANAGER, DEMO_PASSWORD, type DemoAccounts } from '../../server/demo/accounts.ts';
import { seedDemoStore } from '../../server/demo/seed.ts';
import { call } from '../support/http.ts';
import { startInstance, stopInstance, type Instance } from '../support/instances.ts';
import { basic, createPostgresDatabase, isPostgresAvailable, POSTGRES_ADMIN_URL } from '../support/store-api.ts';

/**
 * Issue 7: a chain runs several stateless Store API instances over one PostgreSQL database. Two
 * real server processes share a database; 16 registers ring 50 sales each, alternating between
 * the instances and repeating some sales (to the other instance, or to both at the same moment),
 * as a register replaying its outbox through a load balancer would. Nothing may be counted twice
 * or lost: orders, stock and the change-notification sequence must come out exact.
 */
const REGISTERS = 16;
const ORDERS_PER_REGISTER = 50;

const reachable = await isPostgresAvailable();
if (!reachable) process.stdout.write(`PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}: the multi-instance chain test is skipped.\n`);

interface Stock { id: string; unit: number; initialMilli: number }

/**
 * A closed pool's sockets finish closing a moment later; dropping the database before then kills
 * them mid-goodbye and the driver reports that as an uncaught error. Wait until none is left.
 */
async function connectionsClosed(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 100; attempt++) {
      const { rows } = await admin.query<{ open: string }>('select count(*) as open from pg_stat_activity where datname = $1', [name]);
      if (Number(rows[0]?.open ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await admin.end();
  }
}

describe.skipIf(!reachable)('a chain: two Store API instances over one PostgreSQL database', () => {
  let database: { url: string; drop: () => Promise<void> };
  let store: StoreDatabase;
  let demo: DemoAccounts;
  let instances: Instance[] = [];
  let token: string;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    store = openDatabase({ url: database.url });
    await migrateToLatest(store.db);
    demo = await seedDemoStore(store.db, { products: 40, customers: 10 });
    // These tests are about concurrency, not money: no product type carries a tax, so a sale's total is its price.
    await store.db.deleteFrom('product_type_tax_items').execute();
    instances = await Promise.all([startInstance(database.url), startInstance(database.url)]);
    const me = await call<{ user: { token: string } }>(instances[0]!.baseUrl, 'GET', '/api/v2/me', { authorization: basic(DEMO_MANAGER, DEMO_PASSWORD) });
    token = me.body.user.token;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => stopInstance(instance)));
    await store?.close();
    if (database !== undefined) {
      await connectionsClosed(database.url);
      await database.drop();
    }
  }, 60_000);

  it('16 registers × 50 sales with repeats: every order once, exact stock, notifications 1..N without gaps', async () => {
    const company = demo.companyIds[0];
    const at = (n: number) => instances[n % instances.length]!.baseUrl;

    // Each register is registered and opens its shift through the API, alternating instances.
    const registers = await Promise.all(Array.from({ length: REGISTERS }, async (_, r) => {
      const device = await call<{ device: Device }>(at(r), 'POST', '/api/v2/devices', { token, body: { device: { name: `Chain Register ${r + 1}` } } });
      expect(device.status, JSON.stringify(device.body)).toBe(201);
      const shift = await call<{ shift: Shift }>(at(r + 1), 'POST', '/api/v2/shifts', {
        token, device: device.body.device.id, body: { shift: { employee_id: demo.managerId, open_amount: 20_000 } },
      });
      expect(shift.status, JSON.stringify(shift.body)).toBe(200);
      return { deviceId: device.body.device.id, shiftId: shift.body.shift.id };
    }));

    const methods = await call<{ payment_methods: PaymentMethod[] }>(at(0), 'GET', '/api/v2/payment_methods', { token });
    const cash = methods.body.payment_methods.find((m) => m.payment_type === 0 && m.active)!;
    expect(cash).toBeDefined();

    // A handful of sellable items, so many registers sell the same item at the same time.
    const stock: Stock[] = (await store.db.selectFrom('inventory_items')
      .innerJoin('products', 'products.id', 'inventory_items.product_id')
      .select(['inventory_items.id', 'products.unit_of_measure as unit', 'inventory_items.quantity_milli as initialMilli'])
      .where('inventory_items.company_id', '=', company).where('inventory_items.sell_type', '=', 0)
      .orderBy('inventory_items.sku').limit(6).execute());
    expect(stock).toHaveLength(6);
    const notificationsBefore = await store.db.selectFrom('push_notifications').select('sequence_id')
      .where('company_id', '=', company).execute();

    const soldMilli = new Map<string, number>(stock.map((s) => [s.id, 0]));
    const sent = new Map<string, string>();
    let repeats = 0;

    await Promise.all(registers.map(async ({ deviceId, shiftId }, r) => {
      for (let k = 0; k < ORDERS_PER_REGISTER; k++) {
        const id = randomUUID();
        const lines = [stock[(r + k) % stock.length]!, stock[(r * 3 + k * 5 + 1) % stock.length]!]
          .filter((item, i, all) => all.findIndex((other) => other.id === item.id) === i)
          .map((item, i) => ({ item, units: 1 + ((r + k + i) % 2) }));
        const total = lines.reduce((sum, { units }) => sum + units * 1500, 0);
        const body = {
          order: {
            id, charged_on: new Date().toISOString(), order_type: 0, payment_type: 0, shift_id: shiftId,
            receipt_id: id.replaceAll('-', '').slice(-12).toUpperCase(),
            line_items: lines.map(({ item, units }) => ({ quantity: { value: units, unit: item.unit }, price: units * 1500, inventory_item_id: item.id })),
            tendered_amount: total, payments: [{ payment_method_id: cash.id, total }],
          },
        };
        const send = (instance: number) => call<{ order: Order }>(at(instance), 'POST', '/api/v2/orders', { token, device: deviceId, body });
        const answers = k % 7 === 3
          // The same sale reaches both instances at the same moment (a retry racing the original).
          ? await Promise.all([send(0), send(1)])
          : k % 5 === 2
            // Sent, then replayed to the other instance (the answer was lost on the way back).
            ? [await send(r + k), await send(r + k + 1)]
            : [await send(r + k)];
        for (const answer of answers) {
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          expect(answer.body.order.id).toBe(id);
        }
        repeats += answers.length - 1;
        sent.set(id, shiftId);
        for (const { item, units } of lines) soldMilli.set(item.id, soldMilli.get(item.id)! + units * 1000);
      }
    }));
    expect(repeats).toBeGreaterThan(100);

    // Orders: exactly one per distinct sale.
    const shiftIds = registers.map((r) => r.shiftId);
    const orders = await store.db.selectFrom('orders').select(['id', 'receipt_id']).where('shift_id', 'in', shiftIds).execute();
    expect(sent.size).toBe(REGISTERS * ORDERS_PER_REGISTER);
    expect(orders).toHaveLength(sent.size);
    expect(new Set(orders.map((o) => o.id))).toEqual(new Set(sent.keys()));
    expect(new Set(orders.map((o) => o.receipt_id)).size).toBe(sent.size);

    // Stock: initial − sold, exactly, for every item sold.
    const after = await store.db.selectFrom('inventory_items').select(['id', 'quantity_milli'])
      .where('id', 'in', stock.map((s) => s.id)).execute();
    for (const item of stock) {
      expect(after.find((a) => a.id === item.id)!.quantity_milli, `item ${item.id}`).toBe(item.initialMilli - soldMilli.get(item.id)!);
    }

    // Notifications: the company's sequence is 1..N, no gap and no duplicate, and the counter agrees.
    const sequence = (await store.db.selectFrom('push_notifications').select('sequence_id')
      .where('company_id', '=', company).orderBy('sequence_id').execute()).map((n) => n.sequence_id);
    expect(sequence.length).toBeGreaterThan(notificationsBefore.length);
    expect(sequence).toEqual(Array.from({ length: sequence.length }, (_, i) => i + 1));
    const counter = await store.db.selectFrom('company_sequences').select('last_sequence_id').where('company_id', '=', company).executeTakeFirstOrThrow();
    expect(counter.last_sequence_id).toBe(sequence.length);

    // Each order has exactly one create notification.
    const creates = await store.db.selectFrom('push_notifications').select('record_id')
      .where('company_id', '=', company).where('model', '=', 'Order').where('event', '=', 'create')
      .where('record_id', 'in', [...sent.keys()]).execute();
    expect(creates).toHaveLength(sent.size);
    expect(new Set(creates.map((c) => c.record_id)).size).toBe(sent.size);

    // A poller reading through either instance sees the same gap-free sequence.
    for (const instance of [0, 1]) {
      const seen: number[] = [];
      let cursor = 0;
      for (;;) {
        const page = await call<{ push_notifications: PushNotification[] }>(at(instance), 'GET', `/api/v2/push_notifications?after_sequence_id=${cursor}&limit=1000`, { token });
        expect(page.status).toBe(200);
        if (page.body.push_notifications.length === 0) break;
        for (const n of page.body.push_notifications) seen.push(n.data.sequence_id);
        cursor = seen[seen.length - 1]!;
      }
      expect(seen).toEqual(sequence);
    }
  }, 300_000);

  it('a product page kept by one instance never outlives a sale or a place rename made through the other', async () => {
    const company = demo.companyIds[0];
    const [reader, writer] = [instances[0]!.baseUrl, instances[1]!.baseUrl];
    const device = await call<{ device: Device }>(writer, 'POST', '/api/v2/devices', { token, body: { device: { name: 'Chain back office check' } } });
    const shift = await call<{ shift: Shift }>(writer, 'POST', '/api/v2/shifts', {
      token, device: device.body.device.id, body: { shift: { employee_id: demo.managerId, open_amount: 0 } },
    });
    const item = await store.db.selectFrom('inventory_items').innerJoin('products', 'products.id', 'inventory_items.product_id')
      .select(['inventory_items.id', 'inventory_items.sku', 'inventory_items.product_id', 'products.unit_of_measure as unit'])
      .where('inventory_items.company_id', '=', company).where('inventory_items.sell_type', '=', 0)
      .orderBy('inventory_items.sku', 'desc').executeTakeFirstOrThrow();
    const path = `/api/v2/products?by_sku=${encodeURIComponent(item.sku)}`;
    interface Page { products: Array<{ id: string; quantity: { value: string }; quantities_by_place: Array<{ name: string }> }> }
    const read = async () => (await call<Page>(reader, 'GET', path, { token, company })).body.products.find((p) => p.id === item.product_id)!;
    const before = await read();
    // Asked twice, so the reader certainly keeps the page.
    expect(await read()).toEqual(before);

    const id = randomUUID();
    const methods = await call<{ payment_methods: PaymentMethod[] }>(writer, 'GET', '/api/v2/payment_methods', { token });
    const cash = methods.body.payment_methods.find((m) => m.payment_type === 0 && m.active)!;
    const sale = await call<{ order: Order }>(writer, 'POST', '/api/v2/orders', {
      token, device: device.body.device.id,
      body: { order: {
        id, charged_on: new Date().toISOString(), order_type: 0, payment_type: 0, shift_id: shift.body.shift.id,
        receipt_id: id.replaceAll('-', '').slice(-12).toUpperCase(),
        line_items: [{ quantity: { value: 1, unit: item.unit }, price: 1500, inventory_item_id: item.id }],
        tendered_amount: 1500, payments: [{ payment_method_id: cash.id, total: 1500 }],
      } },
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    expect(Number((await read()).quantity.value)).toBe(Number(before.quantity.value) - 1);

    const place = await store.db.selectFrom('places').select('id').where('company_id', '=', company).where('inventory_status', '=', 0)
      .orderBy('number').executeTakeFirstOrThrow();
    const renamed = `Sales floor ${randomUUID().slice(0, 4)}`;
    expect((await call(writer, 'PUT', `/api/v2/places/${place.id}`, { token, company, body: { place: { name: renamed } } })).status).toBe(204);
    expect((await read()).quantities_by_place.map((q) => q.name)).toContain(renamed);
  }, 60_000);
});
