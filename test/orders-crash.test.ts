import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order, PaymentMethod } from '../shared/api/sales.ts';
import { freePort, startTsProcess, type RunningProcess } from '../scripts/processes.ts';
import { openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { DEMO_MANAGER, DEMO_PASSWORD } from '../server/demo/accounts.ts';
import { seedDemoStore } from '../server/demo/seed.ts';
import { call } from './support/http.ts';
import { basic } from './support/store-api.ts';

/**
 * Group commit and a crash (embedded database): sales ring concurrently, so they share commits,
 * and the server is killed with SIGKILL while some are still in flight. After a restart every
 * acknowledged sale is there with its lines, a sale never acknowledged is there whole or not at
 * all, and stock, the shift's count and the notifications agree with the sales that are stored.
 */

const SALES = 60;
/** Answers to wait for before the kill: the rest are in flight (or not yet sent) when it lands. */
const KILL_AFTER = 15;

let dataDir: string;
let server: RunningProcess | undefined;

beforeAll(() => { dataDir = mkdtempSync(join(tmpdir(), 'canopy-orders-crash-')); });
afterAll(async () => {
  server?.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async (): Promise<RunningProcess> => startTsProcess({
  name: 'Store API (crash test)', args: ['server/main.ts', '--port', String(await freePort()), '--data', dataDir],
});

it('every acknowledged sale survives kill -9 mid-load; no sale is stored in part', async () => {
  const seeded = openDatabase({ dataDir });
  await migrateToLatest(seeded.db);
  const companyId = (await seedDemoStore(seeded.db, { products: 20 })).companyIds[0]!;
  // This test is about durability, not money: no product type carries a tax, so a sale's total is its price.
  await seeded.db.deleteFrom('product_type_tax_items').execute();
  const items = await seeded.db.selectFrom('inventory_items').innerJoin('products', 'products.id', 'inventory_items.product_id')
    .select(['inventory_items.id', 'inventory_items.quantity_milli', 'products.sell_price'])
    .where('inventory_items.company_id', '=', companyId).where('inventory_items.sell_type', '=', 0).where('products.unit_of_measure', '=', 5)
    .orderBy('inventory_items.id').limit(4).execute();
  await seeded.close();
  expect(items).toHaveLength(4);

  server = await start();
  const me = await call<{ user: { token: string; id: string } }>(server.url, 'GET', '/api/v2/me', { authorization: basic(DEMO_MANAGER, DEMO_PASSWORD) });
  const { token, id: userId } = me.body.user;
  const device = (await call<{ device: { id: string } }>(server.url, 'POST', '/api/v2/devices', { token, company: companyId, body: { device: { name: 'Crash till' } } })).body.device.id;
  const cash = (await call<{ payment_methods: PaymentMethod[] }>(server.url, 'GET', '/api/v2/payment_methods', { token, company: companyId })).body.payment_methods
    .find((m) => m.payment_type === 0)!;
  const shift = (await call<{ shift: { id: string } }>(server.url, 'POST', '/api/v2/shifts', {
    token, company: companyId, device, body: { shift: { employee_id: userId, open_amount: 10_000 } },
  })).body.shift.id;

  const bodies = Array.from({ length: SALES }, (_, n) => {
    const item = items[n % items.length]!;
    const id = crypto.randomUUID();
    return {
      order: {
        id, receipt_id: id.slice(-12).toUpperCase(), charged_on: '2026-11-21T18:30:00.000Z', order_type: 0, payment_type: 0, shift_id: shift,
        line_items: [{ quantity: { value: 1, unit: 5 }, price: item.sell_price, inventory_item_id: item.id }],
        tendered_amount: item.sell_price, payments: [{ payment_method_id: cash.id, total: item.sell_price }],
      },
    };
  });
  const acknowledged: Order[] = [];
  const running = server;
  let killed = false;
  await Promise.all(bodies.map(async (body) => {
    try {
      const answer = await call<{ order: Order }>(running.url, 'POST', '/api/v2/orders', { token, company: companyId, device, body });
      if (answer.status === 200) acknowledged.push(answer.body.order);
    } catch {
      // The connection died with the server: this sale was never acknowledged.
    }
    if (!killed && acknowledged.length >= KILL_AFTER) {
      killed = true;
      running.child.kill('SIGKILL');
    }
  }));
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

  server = await start();
  for (const order of acknowledged) {
    const stored = await call<{ order: Order }>(server.url, 'GET', `/api/v2/orders/${order.id}`, { token, company: companyId });
    expect(stored.body.order).toEqual(order);
  }
  const stored = await call<{ orders: Order[] }>(server.url, 'GET', `/api/v2/orders?shift_id=${shift}&limit=1000`, { token, company: companyId });
  expect(stored.body.orders.every((o) => o.line_items.length === 1 && o.payments.length === 1)).toBe(true);
  server.child.kill('SIGKILL');
  server = undefined;

  const after = openDatabase({ dataDir });
  try {
    const ids = stored.body.orders.map((o) => o.id);
    const shiftRow = await after.db.selectFrom('shifts').select('number_of_transactions').where('id', '=', shift).executeTakeFirstOrThrow();
    expect(shiftRow.number_of_transactions).toBe(ids.length);
    for (const item of items) {
      const sold = stored.body.orders.filter((o) => o.line_items[0]!.inventory_item_id === item.id).length;
      const row = await after.db.selectFrom('inventory_items').select('quantity_milli').where('id', '=', item.id).executeTakeFirstOrThrow();
      expect(Number(row.quantity_milli)).toBe(Number(item.quantity_milli) - sold * 1000);
    }
    const notified = await after.db.selectFrom('push_notifications').select('record_id')
      .where('company_id', '=', companyId).where('model', '=', 'Order').where('event', '=', 'create').execute();
    expect(notified.map((n) => n.record_id).sort()).toEqual([...ids].sort());
  } finally {
    await after.close();
  }
}, 120_000);
