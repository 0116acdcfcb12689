import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER, DEMO_PASSWORD } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { basic, describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import { OrderType, type PushNotification } from '../../../shared/api/sales.ts';
import { ringOrder, saleBody, salesFixture, type SalesFixture } from '../../../test/support/orders/sales.ts';
import { buildApp } from '../../app.ts';
import { pruneNotifications } from './repository.ts';
import { NEWEST_HEADER } from './routes.ts';

type Page = { push_notifications: PushNotification[]; error?: string; oldest_sequence_id?: number };

describeEachEngine('push notifications', (engine) => {
  let api: TestStoreApi;
  let f: SalesFixture;
  const poll = (query: string, company?: string) =>
    call<Page>(api.baseUrl, 'GET', `/api/v2/push_notifications${query}`, { token: f.token, company: company ?? f.company });
  const lastSequenceId = async (): Promise<number> => Number((await poll('?limit=1')).headers.get(NEWEST_HEADER));

  beforeAll(async () => {
    api = await startStoreApi({ engine });
    f = await salesFixture(api, await api.signIn(DEMO_MANAGER), api.demo.companyIds[0]);
  });
  afterAll(async () => { await api.close(); });

  it('a sale appends Order create, LineItem create and InventoryItem update, ascending; Basic works too', async () => {
    const start = await lastSequenceId();
    const item = f.items[0]!;
    const sale = await ringOrder(f, saleBody(f, [{ item, units: 1 }]));
    const { status, body } = await call<Page>(api.baseUrl, 'GET', `/api/v2/push_notifications?after_sequence_id=${start}`,
      { authorization: basic(DEMO_MANAGER, DEMO_PASSWORD), company: f.company });
    expect(status).toBe(200);
    expect(body.push_notifications.map((n) => [n.event, n.data.model, n.data.id, n.data.sequence_id])).toEqual([
      ['create', 'Order', sale.body.order.id, start + 1],
      ['create', 'LineItem', sale.body.order.line_items[0]!.id, start + 2],
      ['update', 'InventoryItem', item.id, start + 3],
    ]);
    expect(body.push_notifications[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await poll('?limit=1')).headers.get('x-cnpy-newest-sequence-id')).toBe(String(start + 3));
    expect(start).toBe(0);
    // Scoped: the other location sees none of them.
    const eastside = await poll(`?after_sequence_id=0&limit=1000`, api.demo.companyIds[1]);
    expect(eastside.body.push_notifications.some((n) => n.data.id === sale.body.order.id)).toBe(false);
  });

  it('a void appends an Order update for the sale it cancels', async () => {
    const item = f.items[1]!;
    const sale = await ringOrder(f, saleBody(f, [{ item, units: 1 }]));
    const start = await lastSequenceId();
    const voided = await ringOrder(f, saleBody(f, [{ item, units: 1 }], { orderType: OrderType.void, originalOrderId: sale.body.order.id }));
    expect(voided.status).toBe(200);
    const { body } = await poll(`?after_sequence_id=${start}`);
    expect(body.push_notifications.map((n) => [n.event, n.data.model, n.data.id])).toEqual([
      ['create', 'Order', voided.body.order.id],
      ['update', 'Order', sale.body.order.id],
      ['create', 'LineItem', voided.body.order.line_items[0]!.id],
      ['update', 'InventoryItem', item.id],
    ]);
  });

  it('limit defaults to 100, is capped at 1000; bad values are 422', async () => {
    const g = await salesFixture(api, f.token, f.company);
    for (let n = 0; n < 35; n++) await ringOrder(g, saleBody(g, [{ item: g.items[n % 5]!, units: 1 }]));
    expect((await poll('')).body.push_notifications).toHaveLength(100);
    expect((await poll('?limit=5')).body.push_notifications.map((n) => n.data.sequence_id)).toEqual([1, 2, 3, 4, 5]);
    expect((await poll('?limit=5000')).status).toBe(200);
    for (const query of ['?limit=0', '?limit=abc', '?after_sequence_id=-1', '?after_sequence_id=99999999999999999999999999']) {
      expect((await poll(query)).status).toBe(422);
    }
  });

  it('a poller running while 20 writes race sees every sequence id exactly once, strictly increasing, with no gaps', async () => {
    const start = await lastSequenceId();
    const seen: number[] = [];
    let cursor = start;
    let writing = true;
    const poller = (async () => {
      for (;;) {
        const done = !writing;
        const { status, body } = await poll(`?after_sequence_id=${cursor}&limit=7`);
        expect(status).toBe(200);
        for (const n of body.push_notifications) {
          expect(n.data.sequence_id).toBe(cursor + 1);
          cursor = n.data.sequence_id;
          seen.push(cursor);
        }
        if (done && body.push_notifications.length === 0) return;
      }
    })();
    const writes = await Promise.all(Array.from({ length: 20 }, (_, n) => ringOrder(f, saleBody(f, [{ item: f.items[n % 6]!, units: 1 }]))));
    writing = false;
    await poller;
    expect(writes.map((w) => w.status)).toEqual(Array(20).fill(200));
    expect(seen).toEqual(Array.from({ length: 60 }, (_, n) => start + 1 + n));
  });

  it('retention: pruned history answers 410 {error, oldest_sequence_id}; a cursor at or past the oldest kept still works', async () => {
    const last = await lastSequenceId();
    const keepFrom = last - 4;
    await api.store.db.updateTable('push_notifications').set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('company_id', '=', f.company).where('sequence_id', '<', keepFrom).execute();
    expect(await pruneNotifications(api.store.db, 30)).toBeGreaterThan(0);
    const gone = await poll('?after_sequence_id=0');
    expect(gone.status).toBe(410);
    expect(gone.body).toEqual({ error: expect.any(String), oldest_sequence_id: keepFrom });
    expect((await poll(`?after_sequence_id=${keepFrom - 2}`)).status).toBe(410);
    const kept = await poll(`?after_sequence_id=${keepFrom - 1}`);
    expect(kept.status).toBe(200);
    expect(kept.body.push_notifications.map((n) => n.data.sequence_id)).toEqual([keepFrom, keepFrom + 1, keepFrom + 2, keepFrom + 3, keepFrom + 4]);
    expect((await poll(`?after_sequence_id=${last}`)).body.push_notifications).toEqual([]);
    // A cursor from another history (beyond the newest id) must reload too.
    expect((await poll(`?after_sequence_id=${last + 50}`)).status).toBe(410);
    // Without a cursor: from the oldest kept.
    expect((await poll('')).body.push_notifications[0]!.data.sequence_id).toBe(keepFrom);
  });

  it('prunes when a server starts', async () => {
    const last = await lastSequenceId();
    await api.store.db.updateTable('push_notifications').set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('company_id', '=', f.company).where('sequence_id', '<', last).execute();
    const second = await buildApp({ store: api.store });
    try {
      await second.ready();
      const left = await api.store.db.selectFrom('push_notifications').select('sequence_id').where('company_id', '=', f.company).execute();
      expect(left.map((n) => Number(n.sequence_id))).toEqual([last]);
    } finally {
      await second.close();
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = await call<{ paths: Record<string, unknown> }>(api.baseUrl, 'GET', '/openapi.json');
    for (const path of ['/api/v2/push_notifications', '/api/v2/orders', '/api/v2/shifts/{id}/close', '/api/v2/devices', '/api/v2/payment_methods']) {
      expect(doc.body.paths).toHaveProperty([path]);
    }
    expect(doc.body.paths).not.toHaveProperty(['/api/v1/orders']);
  });
});
