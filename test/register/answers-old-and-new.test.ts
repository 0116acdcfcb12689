import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IsArray, IsObject, type TSchema } from 'typebox';
import { DEMO_MANAGER } from '../../server/demo/accounts.ts';
import { operations, schemaProblems } from '../../shared/api/operations.ts';
import { Order, RegisterOrder } from '../../shared/api/sales.ts';
import type { ApiOutcome } from '../../shared/bridge.ts';
import type { RegisterDatabase } from '../../renderer/db/schema.ts';
import { searchCatalog } from '../../renderer/data/catalog.ts';
import { openRegisterDatabase } from '../../renderer/data/database.ts';
import { ringSale } from '../../renderer/data/orders.ts';
import { saleInput } from '../../renderer/data/orders.test-support.ts';
import { listPaymentMethods } from '../../renderer/data/payment-methods.ts';
import { openShift } from '../../renderer/data/shifts.ts';
import type { SyncLog } from '../../renderer/sync/api.ts';
import { pull } from '../../renderer/sync/pull.ts';
import { pushOutbox } from '../../renderer/sync/push.ts';
import { call } from '../support/http.ts';
import { startStoreApi, type TestStoreApi } from '../support/store-api.ts';
import { httpTestBridge, type TestBridge } from '../support/register-bridge.ts';
import olderOrderAnswer from './fixtures/order-answer-older.json' with { type: 'json' };

/*
 * A register meets Store APIs older and newer than itself (a store upgrades its registers and its
 * Store API on different days). It must take both answers: one without the fields a newer Store
 * API added, and one with fields it does not know. Were it to refuse an answer, it would send the
 * sale again and again, forever.
 *
 * The older answer (fixtures/order-answer-older.json) is an order answer as a Store API from
 * before state reporting sent it (no `state_report`), recorded once from the real Store API: an
 * older release cannot run here, so the bridge plays it. A newer Store API cannot run here
 * either: the bridge adds fields to the real Store API's answer.
 */

const log: SyncLog = { info: () => undefined, error: () => undefined };
let server: TestStoreApi;
let token: string;
let companyId: string;
let db: RegisterDatabase;
let bridge: TestBridge;

beforeAll(async () => {
  server = await startStoreApi({ engine: 'sqlite', demo: { products: 12, customers: 4 } });
  token = await server.signIn(DEMO_MANAGER);
  companyId = server.demo.companyIds[0];
});
afterAll(async () => { await server.close(); });

beforeEach(async () => {
  const device = await call<{ device: { id: string } }>(server.baseUrl, 'POST', '/api/v2/devices', { token, company: companyId, body: { device: { name: `Register ${crypto.randomUUID().slice(0, 8)}` } } });
  db = openRegisterDatabase(`answers-${crypto.randomUUID()}`);
  bridge = httpTestBridge({ baseUrl: server.baseUrl, token, companyId, deviceId: device.body.device.id });
});

async function ringOne() {
  await pull(db, bridge, { log });
  const item = (await searchCatalog(db, 'a', 200)).find((hit) => hit.sellType === 0 && !hit.pricedByGram)!;
  const shift = await openShift(db, { deviceId: 'register', employeeId: server.demo.managerId, employeeName: 'Maria Lopez', openAmount: 0 });
  const method = (await listPaymentMethods(db)).find((candidate) => candidate.paymentType === 0)!;
  // Rung offline: the Store API records it as charged whatever its taxes (the test is about the answer).
  return ringSale(db, saleInput({
    shiftId: shift.id, customerId: null, changeDue: 0, rungOffline: true,
    lines: [{ inventoryItemId: item.id, name: item.name, sku: item.sku, quantity: 1, unit: item.unit, price: item.sellPrice }],
    payments: [{ paymentMethodId: method.id, paymentType: 0, name: method.name, total: item.sellPrice }],
  }));
}

/** Each property a schema requires, by its path (`order.note`, `order.line_items[].note`), nested objects and arrays of objects included. */
function requiredPaths(schema: TSchema, prefix = ''): string[] {
  if (IsArray(schema)) return requiredPaths(schema.items, `${prefix}[]`);
  if (!IsObject(schema)) return [];
  const required: readonly string[] = schema.required ?? [];
  return required.flatMap((name) => {
    const path = prefix === '' ? name : `${prefix}.${name}`;
    const inner = schema.properties[name];
    return [path, ...(inner === undefined ? [] : requiredPaths(inner, path))];
  });
}

/** The paths of a JSON value, as `requiredPaths` names them (array elements share one path). */
function presentPaths(value: unknown, prefix = ''): Set<string> {
  const paths = new Set<string>();
  if (Array.isArray(value)) {
    for (const element of value) for (const path of presentPaths(element, `${prefix}[]`)) paths.add(path);
  } else if (typeof value === 'object' && value !== null) {
    for (const [name, inner] of Object.entries(value)) {
      const path = prefix === '' ? name : `${prefix}.${name}`;
      paths.add(path);
      for (const nested of presentPaths(inner, path)) paths.add(nested);
    }
  }
  return paths;
}

describe('the register\'s order answer schema', () => {
  it('requires no field an older Store API\'s answer lacks (a field the Store API adds is optional for the register: ORDER_FIELDS_ADDED)', () => {
    const present = presentPaths(olderOrderAnswer);
    const missing = requiredPaths(operations.createOrder.registerAnswer).filter((path) => !present.has(path));
    // A name here is an answer field the register requires that an older Store API does not send.
    expect(missing).toEqual([]);
    for (const read of [operations.buyerOrders, operations.flaggedOrders, operations.ordersByStateReport]) {
      const list = { orders: [olderOrderAnswer.order], meta: { total: 1, limit: 1, offset: 0 } };
      expect(schemaProblems(read.registerAnswer, list)).toEqual([]);
    }
  });

  it('is the Store API\'s own schema with only the added fields made optional: the Store API\'s stays strict', () => {
    const serverRequired = new Set<string>(Order.required);
    expect(Object.keys(Order.properties).filter((field) => !serverRequired.has(field))).toEqual([]);
    expect(Object.keys(RegisterOrder.properties).sort()).toEqual(Object.keys(Order.properties).sort());
    // What the older answer lacks is exactly what the register takes as optional.
    const older = new Set(Object.keys(olderOrderAnswer.order));
    const registerRequired = new Set<string>(RegisterOrder.required);
    const optionalForTheRegister = Object.keys(RegisterOrder.properties).filter((field) => !registerRequired.has(field));
    expect(Object.keys(Order.properties).filter((field) => !older.has(field))).toEqual(optionalForTheRegister);
  });
});

describe('a register sending a sale', () => {
  it('takes an older Store API\'s answer, without the fields added since, and the sale is acknowledged', async () => {
    const order = await ringOne();
    bridge.intercept = async (request, send): Promise<ApiOutcome | undefined> => {
      if (request.method !== 'POST' || request.path !== '/orders') return undefined;
      const stored = await send();
      if (stored.kind !== 'ok') return stored;
      return { kind: 'ok', status: stored.status, body: { order: { ...olderOrderAnswer.order, id: order.id, receipt_id: order.receiptId } } };
    };
    const result = await pushOutbox(db, bridge, { log });
    expect(result).toMatchObject({ acknowledged: 2, refused: 0 });
    expect(await db.orders.get(order.id)).toMatchObject({ syncState: 'acknowledged' });
    expect(bridge.calls.filter((request) => request.path === '/orders')).toHaveLength(1);
  });

  it('takes a newer Store API\'s answer, with fields it does not know, and the sale is acknowledged', async () => {
    const order = await ringOne();
    bridge.intercept = async (request, send): Promise<ApiOutcome | undefined> => {
      if (request.method !== 'POST' || request.path !== '/orders') return undefined;
      const stored = await send();
      if (stored.kind !== 'ok' || typeof stored.body !== 'object' || stored.body === null || !('order' in stored.body)) return stored;
      const answered = stored.body.order;
      if (typeof answered !== 'object' || answered === null || !('line_items' in answered) || !Array.isArray(answered.line_items)) return stored;
      const lineItems: unknown[] = answered.line_items;
      const newer = {
        ...answered, note: 'a field from a newer Store API', loyalty_tier: { name: 'gold' },
        line_items: lineItems.map((line) => (typeof line === 'object' && line !== null ? { ...line, batch_note: 'newer' } : line)),
      };
      return { kind: 'ok', status: stored.status, body: { order: newer, served_by: 'a newer Store API' } };
    };
    const result = await pushOutbox(db, bridge, { log });
    expect(result).toMatchObject({ acknowledged: 2, refused: 0 });
    expect(await db.orders.get(order.id)).toMatchObject({ syncState: 'acknowledged' });
    expect(bridge.calls.filter((request) => request.path === '/orders')).toHaveLength(1);
  });
});
