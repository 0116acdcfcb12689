import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordChange } from '../../server/features/push-notifications/record-change.ts';
import { call } from '../support/http.ts';
import { startStoreApi, type TestStoreApi } from '../support/store-api.ts';
import { DEMO_MANAGER } from '../../server/demo/accounts.ts';
import type { ApiRequest } from '../../shared/bridge.ts';
import type { Transaction } from 'dexie';
import type { LocalPayment, OutboxRow, RegisterDatabase } from '../../renderer/db/schema.ts';
import { availableQuantity, findCatalogItem, searchCatalog } from '../../renderer/data/catalog.ts';
import { onChange, type ChangeTopic } from '../../renderer/data/changes.ts';
import { createCustomer, searchCustomers } from '../../renderer/data/customers.ts';
import { openRegisterDatabase } from '../../renderer/data/database.ts';
import { ringSale } from '../../renderer/data/orders.ts';
import { saleInput } from '../../renderer/data/orders.test-support.ts';
import { listPaymentMethods } from '../../renderer/data/payment-methods.ts';
import { closeShift, openShift } from '../../renderer/data/shifts.ts';
import { needsAttention, resend, setAside } from '../../renderer/data/attention.ts';
import type { SyncLog } from '../../renderer/sync/api.ts';
import { SyncEngine, type SyncLocks } from '../../renderer/sync/engine.ts';
import { META, pull } from '../../renderer/sync/pull.ts';
import { PAGE_SIZE } from '../../renderer/sync/catalog-download.ts';
import { BATCH_SIZE, DEFAULT_LEASE_MS, pushOutbox, ROWS_IN_FLIGHT } from '../../renderer/sync/push.ts';
import { initialSyncStatus, syncHealth, type SyncStatus } from '../../renderer/sync/status.ts';
import { httpTestBridge, type TestBridge } from '../support/register-bridge.ts';

/*
 * The sync engine against a REAL Store API (SQLite, loopback). The only stand-in is the host
 * bridge (test/support/register-bridge.ts): Electron's IPC + API gateway cannot run here, so a small bridge makes
 * the same calls over fetch.
 */

const logged: string[] = [];
const log: SyncLog = { info: () => undefined, error: (message) => { logged.push(message); } };

let server: TestStoreApi;
let token: string;
let companyId: string;
let deviceId: string;
let db: RegisterDatabase;
let bridge: TestBridge;

beforeAll(async () => {
  server = await startStoreApi({ engine: 'sqlite', demo: { products: 40, customers: 12 } });
  // These tests are about the order rows are sent in and sending each once, not money: no product
  // type carries a tax, so a sale paid its prices is the Store API's total too and is taken live.
  await server.store.db.deleteFrom('product_type_tax_items').execute();
  token = await server.signIn(DEMO_MANAGER);
  companyId = server.demo.companyIds[0];
});
afterAll(async () => { await server.close(); });

const engines: SyncEngine[] = [];
afterEach(async () => { for (const engine of engines.splice(0)) await engine.stop(); });

beforeEach(async () => {
  // A device of its own per test: the server allows one open shift per device.
  const device = await call<{ device: { id: string } }>(server.baseUrl, 'POST', '/api/v2/devices', { token, company: companyId, body: { device: { name: `Register ${crypto.randomUUID().slice(0, 8)}` } } });
  deviceId = device.body.device.id;
  if (db !== undefined) await db.delete();
  db = openRegisterDatabase(companyId);
  bridge = httpTestBridge({ baseUrl: server.baseUrl, token, companyId, deviceId });
  logged.length = 0;
});

const serverOrders = async () => (await call<{ orders: Array<{ id: string; receipt_id: string }>; meta: { total: number } }>(server.baseUrl, 'GET', '/api/v2/orders?limit=1000', { token, company: companyId })).body;
const serverItem = async (id: string) => (await call<{ inventory_item: { quantity: { value: string } } }>(server.baseUrl, 'GET', `/api/v2/inventory_items/${id}`, { token, company: companyId })).body.inventory_item;

async function sellable() {
  const hits = await searchCatalog(db, 'a', 200);
  const byUnit = hits.find((hit) => hit.sellType === 0 && !hit.pricedByGram && hit.serverQuantity > 5)!;
  const byGram = hits.find((hit) => hit.sellType === 0 && hit.pricedByGram && hit.serverQuantity > 5)!;
  return { byUnit, byGram };
}

async function cashMethod(): Promise<Omit<LocalPayment, 'total'>> {
  const method = (await listPaymentMethods(db)).find((m) => m.paymentType === 0)!;
  return { paymentMethodId: method.id, paymentType: 0, name: method.name };
}

async function shiftAndSale(quantity = 1) {
  await pull(db, bridge, { log });
  const { byUnit } = await sellable();
  const shift = await openShift(db, { deviceId, employeeId: server.demo.managerId, employeeName: 'Maria Lopez', openAmount: 10000 });
  const price = byUnit.sellPrice * quantity;
  const order = await ringSale(db, saleInput({
    shiftId: shift.id, customerId: null, changeDue: 0,
    lines: [{ inventoryItemId: byUnit.id, name: byUnit.name, sku: byUnit.sku, quantity, unit: byUnit.unit, price }],
    payments: [{ ...(await cashMethod()), total: price }],
  }));
  return { shift, order, item: byUnit };
}

describe('pull', () => {
  it('downloads the catalog, customers, patients and payment methods with progress, and the cursor with them', async () => {
    const progress: number[] = [];
    const result = await pull(db, bridge, { log, onProgress: (f) => progress.push(f) });
    expect(result.kind).toBe('catalog-loaded');
    expect(await db.catalog.count()).toBeGreaterThan(20);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect((await listPaymentMethods(db)).length).toBeGreaterThan(0);
    expect((await db.customers.where('lastName').above('').count())).toBeGreaterThan(0);
    expect(await db.customers.filter((c) => c.kind === 'patient').count()).toBeGreaterThan(0);
    expect(typeof (await db.meta.get(META.cursor))?.value).toBe('number');
    expect(bridge.calls.some((c) => c.path === `/catalog_items?limit=${PAGE_SIZE}&after_id=`)).toBe(true);
  });

  it('applies a change made by another client (price, stock, brand name) after one poll', async () => {
    await pull(db, bridge, { log });
    const { byUnit } = await sellable();
    const item = await server.store.db.selectFrom('inventory_items').selectAll().where('id', '=', byUnit.id).executeTakeFirstOrThrow();
    const product = await server.store.db.selectFrom('products').selectAll().where('id', '=', item.product_id!).executeTakeFirstOrThrow();
    await server.store.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ sell_price: 4321 }).where('id', '=', product.id).execute();
      await trx.updateTable('inventory_items').set({ quantity_milli: 77_000 }).where('id', '=', byUnit.id).execute();
      await recordChange(trx, companyId, 'update', 'InventoryItem', byUnit.id);
    });
    expect(product.brand_id).not.toBeNull();
    const renamed = await call(server.baseUrl, 'PUT', `/api/v2/brands/${product.brand_id}`, { token, company: companyId, body: { brand: { id: product.brand_id, name: 'Renamed Brand Co' } } });
    expect(renamed.status).toBe(204);
    const result = await pull(db, bridge, { log });
    expect(result).toMatchObject({ kind: 'changes' });
    expect(await findCatalogItem(db, byUnit.id)).toMatchObject({ sellPrice: 4321, serverQuantity: 77, brand: 'Renamed Brand Co' });
    expect((await searchCatalog(db, 'renamed brand')).map((hit) => hit.productId)).toContain(product.id);
  });

  it('a renamed brand reaches every item of it, with no item change', async () => {
    await pull(db, bridge, { log });
    const { byUnit } = await sellable();
    const brandId = (await db.catalog.get(byUnit.id))!.brandId!;
    expect(brandId).toEqual(expect.any(String));
    const renamed = await call(server.baseUrl, 'PUT', `/api/v2/brands/${brandId}`, { token, company: companyId, body: { brand: { id: brandId, name: 'Moonrise Renamed' } } });
    expect(renamed.status).toBe(204);
    await pull(db, bridge, { log });
    const items = await db.catalog.filter((item) => item.brandId === brandId).toArray();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).toMatchObject({ brand: 'Moonrise Renamed', searchText: expect.stringContaining('moonrise renamed') });
    expect((await searchCatalog(db, 'moonrise renamed')).length).toBe(Math.min(items.length, 25));
  });

  it('writes nothing when a fetch fails midway or an answer is malformed: old cursor, old data', async () => {
    await pull(db, bridge, { log });
    const { byUnit, byGram } = await sellable();
    const cursor = (await db.meta.get(META.cursor))!.value;
    const before = await db.catalog.get(byUnit.id);
    for (const id of [byUnit.id, byGram.id]) {
      await call(server.baseUrl, 'PUT', `/api/v2/inventory_items/${id}`, { token, company: companyId, body: { inventory_item: { sku: `NEW-${id.slice(0, 6)}`, metadata: {} } } });
    }
    bridge.intercept = (request) => (request.path === `/inventory_items/${byGram.id}` ? { kind: 'server-error', status: 503 } : undefined);
    await expect(pull(db, bridge, { log })).rejects.toThrow(/503/);
    expect((await db.meta.get(META.cursor))!.value).toBe(cursor);
    expect(await db.catalog.get(byUnit.id)).toEqual(before);

    bridge.intercept = (request) => (request.path === `/inventory_items/${byGram.id}` ? { kind: 'ok', status: 200, body: { inventory_item: { id: byGram.id, sku: 42 } } } : undefined);
    await expect(pull(db, bridge, { log })).rejects.toThrow(/malformed/);
    expect(logged.some((line) => line.includes('malformed'))).toBe(true);
    expect((await db.meta.get(META.cursor))!.value).toBe(cursor);
    expect(await db.catalog.get(byUnit.id)).toEqual(before);

    bridge.intercept = null;
    await pull(db, bridge, { log });
    expect((await db.catalog.get(byUnit.id))!.sku).toBe(`NEW-${byUnit.id.slice(0, 6)}`);
    expect((await db.meta.get(META.cursor))!.value).toBeGreaterThan(cursor as number);
  });

  it('an interrupted first download leaves no cursor, and the next pull starts over and completes it', async () => {
    bridge.intercept = (request) => (request.path.startsWith('/customers') ? { kind: 'offline', message: 'test: network cut' } : undefined);
    await expect(pull(db, bridge, { log })).rejects.toThrow(/offline/);
    expect(await db.meta.get(META.cursor)).toBeUndefined();
    expect(await db.meta.get(META.catalogLoadedAt)).toBeUndefined();

    bridge.intercept = null;
    const result = await pull(db, bridge, { log });
    expect(result.kind).toBe('catalog-loaded');
    expect(await db.catalog.count()).toBe(result.kind === 'catalog-loaded' ? result.items : -1);
    expect(typeof (await db.meta.get(META.cursor))?.value).toBe('number');
    expect((await pull(db, bridge, { log })).kind).toBe('changes');
  });

  it('reloads the catalog when the server says the cursor is gone (410)', async () => {
    await pull(db, bridge, { log });
    await db.meta.put({ key: META.cursor, value: 999_999 });
    await db.catalog.clear();
    const result = await pull(db, bridge, { log });
    expect(result.kind).toBe('catalog-loaded');
    expect(await db.catalog.count()).toBeGreaterThan(20);
    expect((await db.meta.get(META.cursor))!.value).toBeLessThan(999_999);
  });

  it('keeps customers made here and not yet sent when the catalog reloads', async () => {
    bridge.offline = true;
    const customer = await createCustomer(db, { firstName: 'Offline', lastName: 'Person', email: 'offline@example.com', phone: null, birthDate: null });
    bridge.offline = false;
    await pull(db, bridge, { log });
    expect(await db.customers.get(customer.id)).toMatchObject({ pending: true, firstName: 'Offline' });
  });
});

describe('push', () => {
  it('sends the shift before its sale, acknowledges both, and the server stock moves by the sale', async () => {
    const { shift, order, item } = await shiftAndSale(2);
    const before = Number((await serverItem(item.id)).quantity.value);
    expect(await availableQuantity(db, item)).toBe(item.serverQuantity - 2);
    const result = await pushOutbox(db, bridge, { log });
    expect(result).toMatchObject({ acknowledged: 2, refused: 0, transient: null });
    const sent = bridge.calls.filter((c) => c.method === 'POST').map((c) => [c.path, writeKey(c)]);
    expect(sent).toEqual([['/shifts', shift.id], ['/orders', order.id]]);
    expect((await db.orders.get(order.id))!.syncState).toBe('acknowledged');
    expect((await serverOrders()).orders.filter((o) => o.id === order.id)).toHaveLength(1);
    expect(Number((await serverItem(item.id)).quantity.value)).toBe(before - 2);
    await pull(db, bridge, { log });
    expect(await availableQuantity(db, (await db.catalog.get(item.id))!)).toBe(before - 2);
  });

  it('a lost answer is resent with the same id: the server keeps one order', async () => {
    const { order } = await shiftAndSale();
    let cut = true;
    bridge.intercept = async (request, send) => {
      if (request.path !== '/orders' || !cut) return undefined;
      cut = false;
      await send();
      return { kind: 'offline', message: 'connection reset after the server committed' };
    };
    const first = await pushOutbox(db, bridge, { log });
    expect(first.transient?.kind).toBe('offline');
    expect((await db.outbox.where('clientId').equals(order.id).first())!).toMatchObject({ state: 'pending', attempts: 1 });
    const second = await pushOutbox(db, bridge, { log, ignoreBackoff: true });
    expect(second.acknowledged).toBe(1);
    expect((await serverOrders()).orders.filter((o) => o.receipt_id === order.receiptId)).toHaveLength(1);
  });

  it('a refused row goes to needs attention with the reasons and blocks nothing behind it', async () => {
    const { shift, item } = await shiftAndSale();
    const cash = await cashMethod();
    const bad = await ringSale(db, saleInput({
      shiftId: shift.id, customerId: null, changeDue: 0,
      lines: [{ inventoryItemId: crypto.randomUUID(), name: 'Ghost', sku: 'X', quantity: 1, unit: 5, price: 100 }],
      payments: [{ ...cash, total: 100 }],
    }));
    const good = await ringSale(db, saleInput({
      shiftId: shift.id, customerId: null, changeDue: 0,
      lines: [{ inventoryItemId: item.id, name: item.name, sku: item.sku, quantity: 1, unit: item.unit, price: item.sellPrice }],
      payments: [{ ...cash, total: item.sellPrice }],
    }));
    const result = await pushOutbox(db, bridge, { log });
    expect(result).toMatchObject({ acknowledged: 3, refused: 1 });
    const attention = await needsAttention(db);
    expect(attention.map((row) => row.clientId)).toEqual([bad.id]);
    expect(attention[0]!.problem).toMatch(/^422: /);
    expect((await db.orders.get(bad.id))!.syncState).toBe('needs-attention');
    expect((await db.orders.get(good.id))!.syncState).toBe('acknowledged');

    // A manager corrects it and resends; or sets it aside, keeping it with the reason.
    const body = attention[0]!.request!.body;
    expect(body).toMatchObject({ order: { line_items: [{ inventory_item_id: expect.any(String) }] } });
    const corrected: unknown = JSON.parse(JSON.stringify(body).replace(bad.lines[0]!.inventoryItemId, item.id));
    await resend(db, attention[0]!.seq!, corrected);
    expect((await pushOutbox(db, bridge, { log })).acknowledged).toBe(1);
    expect(await needsAttention(db)).toEqual([]);
    expect((await db.orders.get(bad.id))!.syncState).toBe('acknowledged');
  });

  it('rows depending on a refused row wait; setting it aside keeps everything', async () => {
    await pull(db, bridge, { log });
    const { byUnit } = await sellable();
    const shift = await openShift(db, { deviceId, employeeId: crypto.randomUUID(), employeeName: 'Nobody', openAmount: 0 });
    const order = await ringSale(db, saleInput({
      shiftId: shift.id, customerId: null, changeDue: 0,
      lines: [{ inventoryItemId: byUnit.id, name: byUnit.name, sku: byUnit.sku, quantity: 1, unit: byUnit.unit, price: byUnit.sellPrice }],
      payments: [{ ...(await cashMethod()), total: byUnit.sellPrice }],
    }));
    const result = await pushOutbox(db, bridge, { log });
    expect(result).toMatchObject({ acknowledged: 0, refused: 1 });
    expect(bridge.calls.filter((c) => c.path === '/orders')).toEqual([]);
    expect((await db.outbox.where('clientId').equals(order.id).first())!.state).toBe('pending');
    const [row] = await needsAttention(db);
    await setAside(db, row!.seq!, 'employee left');
    expect(await db.outbox.get(row!.seq!)).toMatchObject({ state: 'set-aside', problem: expect.stringMatching(/^employee left/) });
    expect(await db.outbox.count()).toBe(2);
  });

  it('a customer created offline is sent before the sale naming it', async () => {
    await pull(db, bridge, { log });
    const { byUnit } = await sellable();
    const shift = await openShift(db, { deviceId, employeeId: server.demo.managerId, employeeName: 'Maria Lopez', openAmount: 0 });
    const customer = await createCustomer(db, { firstName: 'Nova', lastName: 'Quinn', email: null, phone: '503-555-0111', birthDate: null });
    const order = await ringSale(db, saleInput({
      shiftId: shift.id, customerId: customer.id, changeDue: 0,
      lines: [{ inventoryItemId: byUnit.id, name: byUnit.name, sku: byUnit.sku, quantity: 1, unit: byUnit.unit, price: byUnit.sellPrice }],
      payments: [{ ...(await cashMethod()), total: byUnit.sellPrice }],
    }));
    expect((await pushOutbox(db, bridge, { log })).acknowledged).toBe(3);
    const posts = bridge.calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(posts.indexOf('/customers')).toBeLessThan(posts.indexOf('/orders'));
    const stored = (await searchCustomers(db, 'nova quinn'))[0]!;
    expect(stored.pending).toBe(false);
    const sent = await call<{ order: { customer_id: string } }>(server.baseUrl, 'GET', `/api/v2/orders/${order.id}`, { token, company: companyId });
    expect(sent.body.order.customer_id).toBe(stored.id);
  });

  it('retries only transient outcomes, with backoff that honours Retry-After', async () => {
    const { order } = await shiftAndSale();
    let now = 1_000_000;
    bridge.intercept = (request) => (request.path === '/orders' ? { kind: 'server-error', status: 429, retryAfterMs: 120_000 } : undefined);
    const result = await pushOutbox(db, bridge, { log, now: () => now, random: () => 0 });
    expect(result.transient).toMatchObject({ kind: 'server-error', status: 429 });
    const row = (await db.outbox.where('clientId').equals(order.id).first())!;
    expect(row).toMatchObject({ state: 'pending', attempts: 1, notBefore: now + 120_000 });
    bridge.intercept = null;
    now += 60_000;
    expect((await pushOutbox(db, bridge, { log, now: () => now })).acknowledged).toBe(0);
    now += 60_001;
    expect((await pushOutbox(db, bridge, { log, now: () => now })).acknowledged).toBe(1);
  });

  it('never sends a row another sender holds; a lapsed lease is reclaimed', async () => {
    const { shift } = await shiftAndSale();
    const row = (await db.outbox.where('clientId').equals(shift.id).first())!;
    const now = Date.now();
    await db.outbox.put({ ...row, state: 'sending', leaseUntil: now + 30_000, attempts: 1 });
    const held = await pushOutbox(db, bridge, { log, now: () => now });
    expect(held.acknowledged).toBe(0);
    expect(bridge.calls.filter((c) => c.method === 'POST')).toEqual([]);
    const later = await pushOutbox(db, bridge, { log, now: () => now + 30_001 });
    expect(later.acknowledged).toBe(2);
  });

  it('a bridge call that throws is a transient failure: the row goes back with backoff, not held by its lease', async () => {
    const { shift } = await shiftAndSale();
    const throwing = { api: () => Promise.reject(new Error('api: no answer from the host within 60000 ms')) };
    const now = Date.now();
    const result = await pushOutbox(db, throwing, { log, now: () => now });
    expect(result.transient).toMatchObject({ kind: 'offline' });
    const row = (await db.outbox.where('clientId').equals(shift.id).first())!;
    expect(row).toMatchObject({ state: 'pending', attempts: 1, leaseUntil: 0 });
    expect(row.notBefore).toBeGreaterThan(now);
    expect(row.notBefore).toBeLessThan(now + DEFAULT_LEASE_MS);
  });

  it('a 401 pauses: the row goes back untouched', async () => {
    const { shift } = await shiftAndSale();
    bridge.token = 'not-a-token';
    const result = await pushOutbox(db, bridge, { log });
    expect(result.unauthorized).toBe(true);
    expect((await db.outbox.where('clientId').equals(shift.id).first())!).toMatchObject({ state: 'pending', attempts: 0, notBefore: 0 });
  });
});

/**
 * Watches the POSTs the bridge lets through to the real server: when each starts and ends, and
 * how many are on their way at once. Each answer is held a few milliseconds so sends overlap.
 */
/** The id the Store API deduplicates a write on: the client-made `id` in its body (a close has none: its path). */
function writeKey(request: ApiRequest): string {
  const inner: unknown = typeof request.body === 'object' && request.body !== null ? Object.values(request.body)[0] : undefined;
  return typeof inner === 'object' && inner !== null && 'id' in inner && typeof inner.id === 'string' ? inner.id : request.path;
}

function watchSends(target: TestBridge) {
  const events: Array<{ at: 'start' | 'end'; path: string; key: string }> = [];
  let inFlight = 0;
  let most = 0;
  const keysInFlight = new Set<string>();
  let sentTwiceAtOnce = false;
  target.intercept = async (request, send) => {
    if (request.method !== 'POST') return undefined;
    const key = writeKey(request);
    if (keysInFlight.has(key)) sentTwiceAtOnce = true;
    keysInFlight.add(key);
    inFlight += 1;
    most = Math.max(most, inFlight);
    events.push({ at: 'start', path: request.path, key });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const outcome = await send();
    inFlight -= 1;
    keysInFlight.delete(key);
    events.push({ at: 'end', path: request.path, key });
    return outcome;
  };
  const startOf = (key: string) => events.findIndex((e) => e.at === 'start' && e.key === key);
  const endOf = (key: string) => events.findIndex((e) => e.at === 'end' && e.key === key);
  return { events, most: () => most, sentTwiceAtOnce: () => sentTwiceAtOnce, startOf, endOf };
}

/**
 * Calls `moved` once per committed transaction that changed outbox rows, with the new state of
 * each row it wrote (Dexie's hooks see every write; the transaction's completion groups them).
 */
function watchOutboxTransactions(moved: (states: string[]) => void): () => void {
  const writes = new Map<Transaction, string[]>();
  const note = (state: string, transaction: Transaction): void => {
    let states = writes.get(transaction);
    if (states === undefined) {
      const started: string[] = [];
      writes.set(transaction, started);
      transaction.on('complete', () => { writes.delete(transaction); moved(started); });
      states = started;
    }
    states.push(state);
  };
  const creating = (_key: unknown, row: OutboxRow, transaction: Transaction): void => note(row.state, transaction);
  const updating = (changes: Partial<OutboxRow>, _key: unknown, row: OutboxRow, transaction: Transaction): void => note(changes.state ?? row.state, transaction);
  db.outbox.hook('creating', creating);
  db.outbox.hook('updating', updating);
  return () => {
    db.outbox.hook('creating').unsubscribe(creating);
    db.outbox.hook('updating').unsubscribe(updating);
  };
}

describe('push, several rows at once', () => {
  async function offlineShiftWithSales(count: number, customerId: string | null = null) {
    const { byUnit } = await sellable();
    const shift = await openShift(db, { deviceId, employeeId: server.demo.managerId, employeeName: 'Maria Lopez', openAmount: 0 });
    const orders = [];
    for (let n = 0; n < count; n++) {
      orders.push(await ringSale(db, saleInput({
        shiftId: shift.id, customerId, changeDue: 0,
        lines: [{ inventoryItemId: byUnit.id, name: byUnit.name, sku: byUnit.sku, quantity: 1, unit: byUnit.unit, price: byUnit.sellPrice }],
        payments: [{ ...(await cashMethod()), total: byUnit.sellPrice }],
      })));
    }
    return { shift, orders };
  }

  it('sends the orders of a shift side by side, each once, only after the open was acknowledged and before the close', async () => {
    await pull(db, bridge, { log });
    const { shift, orders } = await offlineShiftWithSales(12);
    await closeShift(db, shift.id, { closeDrawerAmount: 0, closeDropAmount: 0, closeNote: null });
    const close = (await db.outbox.where('kind').equals('shift.close').first())!;
    // A close carries no id of its own; its path names it.
    const closeKey = close.request!.path;
    const watch = watchSends(bridge);

    const result = await pushOutbox(db, bridge, { log });

    expect(result).toMatchObject({ acknowledged: 14, refused: 0, transient: null });
    expect(watch.most()).toBeGreaterThan(1);
    expect(watch.most()).toBeLessThanOrEqual(ROWS_IN_FLIGHT);
    expect(watch.sentTwiceAtOnce()).toBe(false);
    for (const order of orders) {
      expect(watch.startOf(order.id)).toBeGreaterThan(watch.endOf(shift.id));
      expect(watch.startOf(closeKey)).toBeGreaterThan(watch.endOf(order.id));
    }
    const starts = watch.events.filter((e) => e.at === 'start').map((e) => e.key);
    expect(new Set(starts).size).toBe(starts.length);
    expect((await serverOrders()).orders.filter((o) => orders.some((order) => order.id === o.id))).toHaveLength(12);
    expect(await db.outbox.where('state').equals('acknowledged').count()).toBe(14);
  });

  it('sends a queue of sales in batches: each batch in one bridge call, one claim and one acknowledgement (which claims the next batch), each order once', async () => {
    await pull(db, bridge, { log });
    const { orders } = await offlineShiftWithSales(2 * BATCH_SIZE + 5);
    const watch = watchSends(bridge);
    const claims: number[] = [];
    const acknowledgements: number[] = [];
    let acknowledgedAndClaimed = 0;
    // Each claim and each acknowledgement is one transaction: count the rows each one moves.
    const stop = watchOutboxTransactions((moved) => {
      const claimed = moved.filter((state) => state === 'sending').length;
      const acknowledged = moved.filter((state) => state === 'acknowledged').length;
      if (claimed > 0) claims.push(claimed);
      if (acknowledged > 0) acknowledgements.push(acknowledged);
      if (claimed > 0 && acknowledged > 0) acknowledgedAndClaimed += 1;
    });

    const result = await pushOutbox(db, bridge, { log });
    stop();

    expect(result).toMatchObject({ acknowledged: 2 * BATCH_SIZE + 6, refused: 0, transient: null });
    expect(watch.sentTwiceAtOnce()).toBe(false);
    // The open goes alone first (its orders wait for it); then the sales go BATCH_SIZE at a time.
    expect(bridge.batches.length).toBeGreaterThan(0);
    expect(Math.max(...bridge.batches)).toBe(BATCH_SIZE);
    expect(Math.max(...claims)).toBe(BATCH_SIZE);
    expect(Math.max(...acknowledgements)).toBe(BATCH_SIZE);
    expect(claims.reduce((sum, rows) => sum + rows, 0)).toBe(2 * BATCH_SIZE + 6);
    expect(claims.length).toBeLessThan(10);
    // A batch acknowledged whole claims the next one in the same transaction (one wait for the disk, not two).
    expect(acknowledgedAndClaimed).toBeGreaterThan(0);
    const stored = (await serverOrders()).orders.filter((o) => orders.some((order) => order.id === o.id));
    expect(stored).toHaveLength(orders.length);
    expect(new Set(stored.map((order) => order.id)).size).toBe(orders.length);
  });

  it('a customer made offline goes before the orders naming it, which then go side by side', async () => {
    await pull(db, bridge, { log });
    const customer = await createCustomer(db, { firstName: 'Ida', lastName: 'Vance', email: null, phone: '503-555-0142', birthDate: null });
    const { shift, orders } = await offlineShiftWithSales(6, customer.id);
    const customerRow = (await db.outbox.where('kind').equals('customer.create').first())!;
    const watch = watchSends(bridge);

    expect((await pushOutbox(db, bridge, { log })).acknowledged).toBe(8);
    for (const order of orders) {
      expect(watch.startOf(order.id)).toBeGreaterThan(watch.endOf(customerRow.clientId));
      expect(watch.startOf(order.id)).toBeGreaterThan(watch.endOf(shift.id));
    }
    expect(watch.most()).toBeGreaterThan(1);
    const stored = (await searchCustomers(db, 'ida vance'))[0]!;
    for (const order of orders) {
      const sent = await call<{ order: { customer_id: string } }>(server.baseUrl, 'GET', `/api/v2/orders/${order.id}`, { token, company: companyId });
      expect(sent.body.order.customer_id).toBe(stored.id);
    }
  });

  it('a refused open holds back its orders and its close, and nothing else', async () => {
    await pull(db, bridge, { log });
    const { shift, orders } = await offlineShiftWithSales(3);
    await closeShift(db, shift.id, { closeDrawerAmount: 0, closeDropAmount: 0, closeNote: null });
    bridge.intercept = (request) => (request.path === '/shifts' ? { kind: 'rejected', status: 422, body: { errors: { device_id: ['is not a device of this location'] } } } : undefined);

    const result = await pushOutbox(db, bridge, { log });

    expect(result).toMatchObject({ acknowledged: 0, refused: 1 });
    expect(bridge.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/shifts']);
    for (const order of orders) expect((await db.outbox.where('clientId').equals(order.id).first())!.state).toBe('pending');
  });

  it('two senders at once (two windows without the election) never send a row twice', async () => {
    await pull(db, bridge, { log });
    const { orders } = await offlineShiftWithSales(10);
    const watch = watchSends(bridge);

    const [first, second] = await Promise.all([pushOutbox(db, bridge, { log }), pushOutbox(db, bridge, { log })]);

    expect(first.acknowledged + second.acknowledged).toBe(11);
    expect(watch.sentTwiceAtOnce()).toBe(false);
    const starts = watch.events.filter((e) => e.at === 'start').map((e) => e.key);
    expect(starts).toHaveLength(11);
    expect(new Set(starts).size).toBe(11);
    expect((await serverOrders()).orders.filter((o) => orders.some((order) => order.id === o.id))).toHaveLength(10);
  });

  it('tells the windows what a pass settled at most once per interval, not once per row, and all of it when it ends', async () => {
    await pull(db, bridge, { log });
    await offlineShiftWithSales(12);
    const heard: ChangeTopic[] = [];
    const stop = onChange(db, (topic) => heard.push(topic));

    // Announced at most once a minute here: the whole pass is told once, when it ends.
    const result = await pushOutbox(db, bridge, { log, announceEveryMs: 60_000 });
    stop();

    expect(result.acknowledged).toBe(13);
    expect(heard.filter((topic) => topic === 'orders')).toHaveLength(1);
    expect(heard.filter((topic) => topic === 'outbox')).toHaveLength(1);
    expect(heard).toContain('customers');
  });

  it('while the Store API is unreachable a pass tries one row, not several', async () => {
    await pull(db, bridge, { log });
    const { shift } = await offlineShiftWithSales(0);
    expect((await pushOutbox(db, bridge, { log })).acknowledged).toBe(1);
    const { byUnit } = await sellable();
    for (let n = 0; n < 8; n++) {
      await ringSale(db, saleInput({
        shiftId: shift.id, customerId: null, changeDue: 0,
        lines: [{ inventoryItemId: byUnit.id, name: byUnit.name, sku: byUnit.sku, quantity: 1, unit: byUnit.unit, price: byUnit.sellPrice }],
        payments: [{ ...(await cashMethod()), total: byUnit.sellPrice }],
      }));
    }
    bridge.offline = true;
    bridge.calls.length = 0;

    const result = await pushOutbox(db, bridge, { log });

    // Eight independent sales, yet only one was tried (and backs off); the others wait as they were.
    expect(result.transient).toMatchObject({ kind: 'offline' });
    expect(bridge.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(await db.outbox.filter((row) => row.kind === 'order.create' && row.attempts > 0).count()).toBe(1);
    // The next try waits for that row's backoff, not at once with the next row (seven others wait
    // with no backoff of their own): the engine does not walk the whole queue while offline.
    const tried = (await db.outbox.filter((row) => row.kind === 'order.create' && row.attempts > 0).first())!;
    expect(tried.notBefore).toBeGreaterThan(Date.now() - 1_000);
    expect(result.nextAttemptAt).toBe(tried.notBefore);
  });

  it('going offline ends the pass: no new row is sent, and every row is back in the queue or acknowledged', async () => {
    await pull(db, bridge, { log });
    const { shift, orders } = await offlineShiftWithSales(10);
    let sent = 0;
    bridge.intercept = async (request, send) => {
      if (request.method !== 'POST' || request.path === '/shifts') return undefined;
      sent += 1;
      if (sent === 3) return { kind: 'offline', message: 'test: network cut' };
      return send();
    };

    const result = await pushOutbox(db, bridge, { log });

    expect(result.transient).toMatchObject({ kind: 'offline' });
    // The open, then at most the rows already on their way when the network went.
    expect(sent).toBeLessThanOrEqual(2 + ROWS_IN_FLIGHT);
    expect(await db.outbox.where('state').equals('sending').count()).toBe(0);
    expect((await db.outbox.where('clientId').equals(shift.id).first())!.state).toBe('acknowledged');
    bridge.intercept = null;
    const again = await pushOutbox(db, bridge, { log, ignoreBackoff: true });
    expect(result.acknowledged + again.acknowledged).toBe(11);
    expect((await serverOrders()).orders.filter((o) => orders.some((order) => order.id === o.id))).toHaveLength(10);
  });
});

describe('SyncEngine', () => {
  /** Boundary stand-in for the browser's Web Locks (Node has none): one holder per name, FIFO. */
  function fakeLocks() {
    let tail: Promise<unknown> = Promise.resolve();
    const locks: SyncLocks = {
      request(_name, callback) {
        const run = tail.then(() => callback());
        tail = run.catch(() => undefined);
        return run;
      },
    };
    return locks;
  }

  it('one engine per app: of two windows only the elected one sends, and each order arrives once', async () => {
    await pull(db, bridge, { log });
    const { order } = await shiftAndSale();
    const locks = fakeLocks();
    const statusA: SyncStatus = { ...initialSyncStatus };
    const statusB: SyncStatus = { ...initialSyncStatus };
    const bridgeB = httpTestBridge({ baseUrl: server.baseUrl, token, companyId, deviceId });
    const a = new SyncEngine({ db, api: bridge, locks, log, pollIntervalMs: 60_000, status: { setState: (p) => Object.assign(statusA, p) } });
    const b = new SyncEngine({ db, api: bridgeB, locks, log, pollIntervalMs: 60_000, status: { setState: (p) => Object.assign(statusB, p) } });
    engines.push(a, b);
    a.start();
    b.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await a.idle();
    expect(a.isLeader).toBe(true);
    expect(b.isLeader).toBe(false);
    b.syncNow();
    expect(bridgeB.calls).toEqual([]);
    expect((await db.orders.get(order.id))!.syncState).toBe('acknowledged');
    expect(statusA).toMatchObject({ online: true, pending: 0, needsAttention: 0, leader: true });
    expect(syncHealth(statusA)).toBe('green');
    await a.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(b.isLeader).toBe(true);
    await b.idle();
    await b.stop();
    expect((await serverOrders()).orders.filter((o) => o.id === order.id)).toHaveLength(1);
  });

  it('a sale rung while the engine leads is sent without anyone asking (the write wakes it)', async () => {
    await pull(db, bridge, { log });
    const engine = new SyncEngine({ db, api: bridge, locks: null, log, pollIntervalMs: 600_000 });
    engines.push(engine);
    engine.start();
    await engine.idle();
    const { order } = await shiftAndSale();
    await vi.waitFor(async () => expect((await db.orders.get(order.id))!.syncState).toBe('acknowledged'), { timeout: 10_000 });
    await engine.stop();
  });

  it('shows offline honestly and sends what waited as soon as a call succeeds again', async () => {
    await pull(db, bridge, { log });
    const status: SyncStatus = { ...initialSyncStatus };
    const engine = new SyncEngine({ db, api: bridge, locks: null, log, pollIntervalMs: 60_000, status: { setState: (p) => Object.assign(status, p) } });
    bridge.offline = true;
    engines.push(engine);
    engine.start();
    await engine.idle();
    const { order } = await (async () => {
      const { byUnit } = await sellable();
      const shift = await openShift(db, { deviceId, employeeId: server.demo.managerId, employeeName: 'Maria Lopez', openAmount: 0 });
      return { order: await ringSale(db, saleInput({
        shiftId: shift.id, customerId: null, changeDue: 0,
        lines: [{ inventoryItemId: byUnit.id, name: byUnit.name, sku: byUnit.sku, quantity: 1, unit: byUnit.unit, price: byUnit.sellPrice }],
        payments: [{ ...(await cashMethod()), total: byUnit.sellPrice }],
      })) };
    })();
    engine.syncNow();
    await engine.idle();
    expect(status).toMatchObject({ online: false, pending: 2 });
    expect(syncHealth(status)).toBe('offline');
    bridge.offline = false;
    engine.syncNow();
    await engine.idle();
    expect((await db.orders.get(order.id))!.syncState).toBe('acknowledged');
    expect(status).toMatchObject({ online: true, pending: 0 });
    expect(syncHealth(status)).toBe('green');
    await engine.stop();
  });

  it('a sale rung while the Store API is known unreachable starts no pass of its own; the arranged retry sends it', async () => {
    await pull(db, bridge, { log });
    const { byUnit } = await sellable();
    const payment = await cashMethod();
    const engine = new SyncEngine({ db, api: bridge, locks: null, log, pollIntervalMs: 60_000 });
    engines.push(engine);
    bridge.offline = true;
    engine.start();
    // The first cycle's pull learns the Store API is out of reach; its retry is the next poll.
    await engine.idle();
    const callsWhenOffline = bridge.calls.length;
    const shift = await openShift(db, { deviceId, employeeId: server.demo.managerId, employeeName: 'Maria Lopez', openAmount: 0 });
    const order = await ringSale(db, saleInput({
      shiftId: shift.id, customerId: null, changeDue: 0,
      lines: [{ inventoryItemId: byUnit.id, name: byUnit.name, sku: byUnit.sku, quantity: 1, unit: byUnit.unit, price: byUnit.sellPrice }],
      payments: [{ ...payment, total: byUnit.sellPrice }],
    }));
    await engine.idle();
    expect(bridge.calls).toHaveLength(callsWhenOffline);
    expect((await db.outbox.where('state').equals('pending').count())).toBe(2);
    // The network is back; the arranged retry (the poll's timer, here called at once) sends both.
    bridge.offline = false;
    engine.syncNow();
    await engine.idle();
    expect((await db.orders.get(order.id))!.syncState).toBe('acknowledged');
    // Working again: the next write wakes the engine at once.
    const next = await ringSale(db, saleInput({
      shiftId: shift.id, customerId: null, changeDue: 0,
      lines: [{ inventoryItemId: byUnit.id, name: byUnit.name, sku: byUnit.sku, quantity: 1, unit: byUnit.unit, price: byUnit.sellPrice }],
      payments: [{ ...payment, total: byUnit.sellPrice }],
    }));
    await engine.idle();
    expect((await db.orders.get(next.id))!.syncState).toBe('acknowledged');
    await engine.stop();
  });
});
