import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/accounts.ts';
import { Value } from 'typebox/value';
import { OrderInput } from '../../shared/api/sales.ts';
import { call } from '../support/http.ts';
import { startStoreApi, type TestStoreApi } from '../support/store-api.ts';
import type { ApiRequest } from '../../shared/bridge.ts';
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
import { httpTestBridge, type TestBridge } from '../support/register-bridge.ts';

/*
 * A sale that happened is never refused afterwards: a live sale the Store API refuses (422) is
 * sent once more as rung offline. Against a real Store API; the bridge stands in for Electron's
 * IPC and plays the Store API's strict refusal of the live sale (the test needs a refusal whatever
 * the server's current rules are).
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
  db = openRegisterDatabase(`refused-${crypto.randomUUID()}`);
  bridge = httpTestBridge({ baseUrl: server.baseUrl, token, companyId, deviceId: device.body.device.id });
});

const isOrderPost = (request: ApiRequest): boolean => request.method === 'POST' && request.path === '/orders';
const sentOrder = (request: ApiRequest): OrderInput['order'] | null => {
  const body: unknown = request.body;
  return Value.Check(OrderInput, body) ? body.order : null;
};

async function ringOne(rungOffline: boolean) {
  await pull(db, bridge, { log });
  const item = (await searchCatalog(db, 'a', 200)).find((hit) => hit.sellType === 0 && !hit.pricedByGram)!;
  const shift = await openShift(db, { deviceId: 'register', employeeId: server.demo.managerId, employeeName: 'Maria Lopez', openAmount: 0 });
  const method = (await listPaymentMethods(db)).find((candidate) => candidate.paymentType === 0)!;
  // Untaxed lines (no product type): the register's total is the price.
  return ringSale(db, saleInput({
    shiftId: shift.id, customerId: null, changeDue: 0, rungOffline,
    lines: [{ inventoryItemId: item.id, name: item.name, sku: item.sku, quantity: 1, unit: item.unit, price: item.sellPrice }],
    payments: [{ paymentMethodId: method.id, paymentType: 0, name: method.name, total: item.sellPrice }],
  }));
}

/** The Store API's strict answer to a live sale, played once for each live order post. */
function refuseLiveSales(): Array<boolean | undefined> {
  const sent: Array<boolean | undefined> = [];
  bridge.intercept = (request) => {
    if (!isOrderPost(request)) return undefined;
    const order = sentOrder(request);
    sent.push(order?.rung_offline);
    if (order?.rung_offline === true) return undefined;
    return { kind: 'rejected', status: 422, body: { errors: { tendered_amount: ['must equal the total, 1234'] } } };
  };
  return sent;
}

describe('a live sale the Store API refuses', () => {
  it('is sent once more as rung offline, recorded by the Store API, and never needs attention', async () => {
    const order = await ringOne(false);
    const sent = refuseLiveSales();
    const result = await pushOutbox(db, bridge, { log });
    expect(sent).toEqual([false, true]);
    expect(result).toMatchObject({ acknowledged: 2, refused: 0 });
    const row = await db.outbox.where('clientId').equals(order.id).first();
    expect(row).toMatchObject({ state: 'acknowledged' });
    expect(row?.request?.body).toMatchObject({ order: { rung_offline: true } });
    // The order keeps the request as it was last sent.
    expect(await db.orders.get(order.id)).toMatchObject({ syncState: 'acknowledged', rungOffline: true, request: { rung_offline: true } });
    const stored = await call<{ order: { rung_offline: boolean } }>(server.baseUrl, 'GET', `/api/v2/orders/${order.id}`, { token, company: companyId });
    expect(stored.status).toBe(200);
  });

  it('a sale already sent as rung offline and still refused needs attention (it is not sent forever)', async () => {
    const order = await ringOne(true);
    const sent: Array<boolean | undefined> = [];
    bridge.intercept = (request) => {
      if (!isOrderPost(request)) return undefined;
      sent.push(sentOrder(request)?.rung_offline);
      return { kind: 'rejected', status: 422, body: { errors: { customer_id: ['does not exist'] } } };
    };
    const result = await pushOutbox(db, bridge, { log });
    expect(sent).toEqual([true]);
    expect(result.refused).toBe(1);
    expect(await db.orders.get(order.id)).toMatchObject({ syncState: 'needs-attention' });
  });

  it('another refusal than 422 of a live sale needs attention as before', async () => {
    const order = await ringOne(false);
    bridge.intercept = (request) => (isOrderPost(request) ? { kind: 'rejected', status: 409, body: { error: 'conflict' } } : undefined);
    const result = await pushOutbox(db, bridge, { log });
    expect(result.refused).toBe(1);
    expect(await db.orders.get(order.id)).toMatchObject({ syncState: 'needs-attention', rungOffline: false });
  });
});
