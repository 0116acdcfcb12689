import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Device, PaymentMethod, Shift } from '../../shared/api/sales.ts';
import { openDatabase, type StoreDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { DEMO_MANAGER, DEMO_PASSWORD, type DemoAccounts } from '../../server/demo/accounts.ts';
import { seedDemoStore } from '../../server/demo/seed.ts';
import { call } from '../support/http.ts';
import { startInstance, stopInstance, type Instance } from '../support/instances.ts';
import { basic } from '../support/store-api.ts';

/**
 * Registers ringing sales through Store API instances while something breaks, and the count of
 * what was lost or doubled afterwards. A register keeps every sale it was not told was stored
 * (its outbox) and sends it again, with the same order id, once the fault is over.
 */

export interface Register { deviceId: string; shiftId: string }
export interface StockItem { id: string; unit: number; initialMilli: number }
export interface Sale { id: string; register: Register; body: unknown; lines: Array<{ itemId: string; milli: number }> }

/** How one attempt to send a sale ended. */
export type Outcome =
  | { kind: 'stored' }
  /** 503 with Retry-After: the database was unavailable; the register sends it again later. */
  | { kind: 'unavailable' }
  /** No answer at all: the connection was refused or cut (an instance that died). */
  | { kind: 'no answer'; reason: string }
  /** Anything else (a 500, a 503 without Retry-After, a 4xx): a finding. */
  | { kind: 'wrong'; status: number; body: string };

/** Bounds a request that never answers, so a hang is reported as one instead of stalling the suite. */
const HANG_MS = 30_000;

export async function sendSale(baseUrl: string, token: string, sale: Sale): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/api/v2/orders`, {
      method: 'POST', signal: AbortSignal.timeout(HANG_MS),
      headers: { authorization: `Token token="${token}"`, 'x-cnpy-deviceid': sale.register.deviceId, 'content-type': 'application/json' },
      body: JSON.stringify(sale.body),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return { kind: 'wrong', status: 0, body: `no answer within ${HANG_MS} ms (a hang)` };
    return { kind: 'no answer', reason: String(error instanceof Error && error.cause !== undefined ? error.cause : error) };
  }
  const text = await response.text();
  if (response.status === 200) {
    const stored = JSON.parse(text) as { order?: { id?: string } };
    return stored.order?.id === sale.id ? { kind: 'stored' } : { kind: 'wrong', status: 200, body: text.slice(0, 200) };
  }
  if (response.status === 503 && response.headers.get('retry-after') !== null && /"error"/.test(text)) return { kind: 'unavailable' };
  return { kind: 'wrong', status: response.status, body: text.slice(0, 300) };
}

/** Opens `count` registers (a device and a shift each) through the API. */
export async function openRegisters(baseUrl: string, token: string, demo: DemoAccounts, count: number): Promise<Register[]> {
  const registers: Register[] = [];
  for (let r = 0; r < count; r++) {
    const device = await call<{ device: Device }>(baseUrl, 'POST', '/api/v2/devices', { token, body: { device: { name: `Fault Register ${r + 1}` } } });
    if (device.status !== 201) throw new Error(`device: ${device.status} ${JSON.stringify(device.body)}`);
    const shift = await call<{ shift: Shift }>(baseUrl, 'POST', '/api/v2/shifts', {
      token, device: device.body.device.id, body: { shift: { employee_id: demo.managerId, open_amount: 0 } },
    });
    if (shift.status !== 200) throw new Error(`shift: ${shift.status} ${JSON.stringify(shift.body)}`);
    registers.push({ deviceId: device.body.device.id, shiftId: shift.body.shift.id });
  }
  return registers;
}

/**
 * These tests are about faults, not money: no product type carries a tax, so a sale's total is the
 * sum of its prices and a resend's body is easy to check.
 */
export async function withoutTaxes(store: StoreDatabase): Promise<void> {
  await store.db.deleteFrom('product_type_tax_items').execute();
}

/** A few sellable items of the first store, so registers sell the same items at the same time. */
export async function sellableItems(store: StoreDatabase, demo: DemoAccounts, count = 4): Promise<StockItem[]> {
  return store.db.selectFrom('inventory_items').innerJoin('products', 'products.id', 'inventory_items.product_id')
    .select(['inventory_items.id', 'products.unit_of_measure as unit', 'inventory_items.quantity_milli as initialMilli'])
    .where('inventory_items.company_id', '=', demo.companyIds[0]).where('inventory_items.sell_type', '=', 0)
    .orderBy('inventory_items.sku').limit(count).execute();
}

export async function cashMethod(baseUrl: string, token: string): Promise<string> {
  const methods = await call<{ payment_methods: PaymentMethod[] }>(baseUrl, 'GET', '/api/v2/payment_methods', { token });
  const cash = methods.body.payment_methods.find((m) => m.payment_type === 0 && m.active);
  if (cash === undefined) throw new Error('no cash payment method');
  return cash.id;
}

/** The k-th sale of register r: one or two items, one or two units each. */
export function makeSale(register: Register, r: number, k: number, items: readonly StockItem[], cashId: string): Sale {
  const id = randomUUID();
  const picked = [items[(r + k) % items.length]!, items[(r * 3 + k * 5 + 1) % items.length]!]
    .filter((item, i, all) => all.findIndex((other) => other.id === item.id) === i)
    .map((item, i) => ({ item, units: 1 + ((r + k + i) % 2) }));
  const total = picked.reduce((sum, { units }) => sum + units * 1500, 0);
  return {
    id, register,
    lines: picked.map(({ item, units }) => ({ itemId: item.id, milli: units * 1000 })),
    body: {
      order: {
        id, charged_on: new Date().toISOString(), order_type: 0, payment_type: 0, shift_id: register.shiftId,
        receipt_id: id.replaceAll('-', '').slice(-12).toUpperCase(),
        line_items: picked.map(({ item, units }) => ({ quantity: { value: units, unit: item.unit }, price: units * 1500, inventory_item_id: item.id })),
        tendered_amount: total, payments: [{ payment_method_id: cashId, total }],
      },
    },
  };
}

/** What a burst saw: the sales acknowledged, the ones still in the registers' outboxes, and every wrong answer. */
export class Ledger {
  readonly stored = new Set<string>();
  readonly outbox = new Map<string, Sale>();
  readonly sales = new Map<string, Sale>();
  readonly wrong: string[] = [];
  readonly counts = { stored: 0, unavailable: 0, noAnswer: 0 };

  record(sale: Sale, outcome: Outcome, via: string): void {
    this.sales.set(sale.id, sale);
    switch (outcome.kind) {
      case 'stored':
        this.counts.stored += 1;
        this.stored.add(sale.id);
        this.outbox.delete(sale.id);
        return;
      case 'unavailable':
        this.counts.unavailable += 1;
        if (!this.stored.has(sale.id)) this.outbox.set(sale.id, sale);
        return;
      case 'no answer':
        this.counts.noAnswer += 1;
        if (!this.stored.has(sale.id)) this.outbox.set(sale.id, sale);
        return;
      case 'wrong':
        this.wrong.push(`${via} ${sale.id}: ${outcome.status} ${outcome.body}`);
        if (!this.stored.has(sale.id)) this.outbox.set(sale.id, sale);
    }
  }
}

/**
 * Each register rings `perRegister` sales one after another through `route(r, k)`; `afterEach`
 * runs after every answer (to set off the fault at the right moment). Nothing is retried here:
 * what was not acknowledged stays in the ledger's outbox.
 */
export async function ringBurst(options: {
  registers: readonly Register[]; perRegister: number; items: readonly StockItem[]; cashId: string; token: string;
  ledger: Ledger; route: (r: number, k: number) => string; afterEach?: () => void;
}): Promise<void> {
  const { registers, perRegister, items, cashId, token, ledger, route, afterEach } = options;
  await Promise.all(registers.map(async (register, r) => {
    for (let k = 0; k < perRegister; k++) {
      const sale = makeSale(register, r, k, items, cashId);
      const via = route(r, k);
      ledger.record(sale, await sendSale(via, token, sale), via);
      afterEach?.();
    }
  }));
}

/** Sends every sale of the outbox again (same id) until each is stored; each round alternates instances. */
export async function drainOutbox(ledger: Ledger, token: string, baseUrls: readonly string[], rounds = 3): Promise<void> {
  for (let round = 0; round < rounds && ledger.outbox.size > 0; round++) {
    const pending = [...ledger.outbox.values()];
    await Promise.all(pending.map(async (sale, i) => {
      const via = baseUrls[(i + round) % baseUrls.length]!;
      ledger.record(sale, await sendSale(via, token, sale), via);
    }));
  }
}

/** What the database holds against what the registers sold: orders missing or doubled, stock off. */
export async function countLostAndDoubled(store: StoreDatabase, ledger: Ledger, items: readonly StockItem[]) {
  const ids = [...ledger.sales.keys()];
  const rows = ids.length === 0 ? [] : await store.db.selectFrom('orders').select('id').where('id', 'in', ids).execute();
  const seen = new Map<string, number>();
  for (const row of rows) seen.set(row.id, (seen.get(row.id) ?? 0) + 1);
  const lost = [...ledger.stored].filter((id) => !seen.has(id));
  const doubled = [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  // Stock must be the initial count less every stored sale's lines, exactly once each.
  const soldMilli = new Map(items.map((item) => [item.id, 0]));
  for (const id of seen.keys()) {
    for (const line of ledger.sales.get(id)!.lines) soldMilli.set(line.itemId, soldMilli.get(line.itemId)! + line.milli);
  }
  const after = await store.db.selectFrom('inventory_items').select(['id', 'quantity_milli']).where('id', 'in', items.map((i) => i.id)).execute();
  const stockOff = items.filter((item) => after.find((a) => a.id === item.id)?.quantity_milli !== item.initialMilli - soldMilli.get(item.id)!)
    .map((item) => item.id);
  return { lost, doubled, stockOff, stored: seen.size };
}

/** Asks /health until the database answers through the instance again (the pool recovering by itself). */
export async function untilHealthy(baseUrl: string, attempts = 150): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const status = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(HANG_MS) }).then((r) => r.status, () => 0);
    if (status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** A store set up for a burst: what every fault test starts from. */
export interface BurstStore {
  store: StoreDatabase;
  demo: DemoAccounts;
  /** Two Store API instances on the database; a test may push a replacement, which `close` stops too. */
  instances: Instance[];
  /** The demo manager's token. */
  token: string;
  registers: Register[];
  items: StockItem[];
  cashId: string;
  /** Stops every instance and closes this connection; the database itself is the caller's to drop. */
  close(): Promise<void>;
}

/**
 * Migrates and seeds the database at `databaseUrl` (20 products, 5 customers, no taxes), starts
 * two Store API instances on it and opens `registerCount` registers through the first. What was
 * started is stopped again if a step fails.
 */
export async function startBurstStore(databaseUrl: string, registerCount: number): Promise<BurstStore> {
  const store = openDatabase({ url: databaseUrl });
  const instances: Instance[] = [];
  const close = async (): Promise<void> => {
    await Promise.all(instances.map((instance) => stopInstance(instance)));
    await store.close();
  };
  try {
    await migrateToLatest(store.db);
    const demo = await seedDemoStore(store.db, { products: 20, customers: 5 });
    await withoutTaxes(store);
    instances.push(...await Promise.all([startInstance(databaseUrl), startInstance(databaseUrl)]));
    const baseUrl = instances[0]!.baseUrl;
    const me = await call<{ user: { token: string } }>(baseUrl, 'GET', '/api/v2/me', { authorization: basic(DEMO_MANAGER, DEMO_PASSWORD) });
    const token = me.body.user.token;
    const registers = await openRegisters(baseUrl, token, demo, registerCount);
    const items = await sellableItems(store, demo);
    const cashId = await cashMethod(baseUrl, token);
    return { store, demo, instances, token, registers, items, cashId, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A database a fault suite owns: its URL, and how to be rid of it afterwards. */
export interface SuiteDatabase { url: string; drop(): Promise<void> }

/**
 * Registers a suite's set-up and tear-down: `database()` makes the suite's database (on the shared
 * server or a private cluster), then the burst store starts on it; both go when the suite ends.
 * Returns the started store for the suite's tests.
 */
export function burstStoreForSuite(registerCount: number, database: () => Promise<SuiteDatabase>): () => BurstStore & { databaseUrl: string } {
  let owned: SuiteDatabase | undefined;
  let burst: BurstStore | undefined;
  beforeAll(async () => {
    owned = await database();
    burst = await startBurstStore(owned.url, registerCount);
  }, 180_000);
  afterAll(async () => {
    await burst?.close();
    await owned?.drop();
  }, 60_000);
  return () => {
    if (burst === undefined || owned === undefined) throw new Error('the burst store has not started (its beforeAll failed)');
    return { ...burst, databaseUrl: owned.url };
  };
}

/**
 * The end of every fault test: the registers send what they were not told was stored (same ids)
 * through `baseUrls`, then every sale is in the database exactly once and every item's stock is
 * its starting count less those sales. Returns how many sales were stored.
 */
export async function expectEachSaleOnce(burst: BurstStore, ledger: Ledger, baseUrls: readonly string[], expected: number): Promise<number> {
  await drainOutbox(ledger, burst.token, baseUrls);
  expect(ledger.wrong).toEqual([]);
  expect(ledger.outbox.size).toBe(0);
  const count = await countLostAndDoubled(burst.store, ledger, burst.items);
  expect({ lost: count.lost, doubled: count.doubled, stockOff: count.stockOff }).toEqual({ lost: [], doubled: [], stockOff: [] });
  expect(count.stored).toBe(expected);
  return count.stored;
}
