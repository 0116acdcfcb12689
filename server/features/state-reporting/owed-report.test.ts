import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../demo/accounts.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import { OrderType, type Order } from '../../../shared/api/sales.ts';
import { nowTimestamp } from '../../http/time.ts';
import { ringOrder, saleBody, salesFixture, type SalesFixture } from '../../../test/support/orders/sales.ts';
import { call } from '../../../test/support/http.ts';

/**
 * The report a sale owes is written in the sale's own transaction, by the trigger of migration 018,
 * whichever way the sale is stored: a one-item sale (one statement on PostgreSQL, a group commit
 * on SQLite), a sale of several items (a transaction), and a void (the voided sale then owes a deletion).
 */
describeEachEngine('the report each order owes the state', (engine) => {
  let api: TestStoreApi;
  let f: SalesFixture;
  beforeAll(async () => {
    api = await startStoreApi({ engine });
    f = await salesFixture(api, await api.signIn(DEMO_MANAGER), api.demo.companyIds[0]);
  });
  afterAll(async () => { await api.close(); });
  const reportOf = (orderId: string) => api.store.db.selectFrom('state_reports').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  const reportTo = (system: 'metrc' | 'none') => api.store.db.insertInto('state_reporting_settings')
    .values({ company_id: f.company, system, updated_at: nowTimestamp() })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ system })).execute();

  it('a location that reports nothing owes nothing: no report row (migration 022), and the order answers not_required', async () => {
    for (const lines of [[{ item: f.items[0]!, units: 1 }], [{ item: f.items[0]!, units: 1 }, { item: f.items[1]!, units: 1 }]]) {
      const sale = await ringOrder(f, saleBody(f, lines));
      expect(sale.status).toBe(200);
      expect(sale.body.order.state_report).toEqual({ system: 'none', status: 'not_required', external_id: null, reported_at: null, error: null });
      expect(await reportOf(sale.body.order.id)).toBeUndefined();
    }
    // Set to none explicitly (a location that stopped reporting) is the same.
    await reportTo('none');
    const sale = await ringOrder(f, saleBody(f, [{ item: f.items[0]!, units: 1 }]));
    expect(await reportOf(sale.body.order.id)).toBeUndefined();
  });

  it('a location reporting to Metrc: one-item and several-item sales are waiting; a void turns the sale into a deletion owed', async () => {
    await reportTo('metrc');
    const oneBody = saleBody(f, [{ item: f.items[1]!, units: 1 }]);
    const one = await ringOrder(f, oneBody);
    const several = await ringOrder(f, saleBody(f, [{ item: f.items[2]!, units: 1 }, { item: f.items[3]!, units: 2 }]));
    for (const sale of [one, several]) {
      expect(sale.status).toBe(200);
      expect(await reportOf(sale.body.order.id)).toMatchObject({ system: 'metrc', status: 'waiting', action: 'record', charged_on: sale.body.order.charged_on });
    }
    const voided = await ringOrder(f, saleBody(f, [{ item: f.items[1]!, units: 1 }], { orderType: OrderType.void, originalOrderId: one.body.order.id }));
    expect(voided.status).toBe(200);
    expect(await reportOf(one.body.order.id)).toMatchObject({ status: 'waiting', action: 'delete' });
    expect(await reportOf(voided.body.order.id)).toMatchObject({ status: 'not_required' });
    // A new order's answer says what it owes without reading it back: the same as the row written, and as a read answers.
    for (const rung of [several, voided]) {
      const row = await reportOf(rung.body.order.id);
      expect(rung.body.order.state_report).toEqual({ system: 'metrc', status: row?.status, external_id: null, reported_at: null, error: null });
      const read = await call<{ order: Order }>(api.baseUrl, 'GET', `/api/v2/orders/${rung.body.order.id}`, { token: f.token, company: f.company });
      expect(read.body.order.state_report).toEqual(rung.body.order.state_report);
    }
    // A repeat of a stored order reads its report (it may have moved on): here the voided sale now owes a deletion.
    const repeat = await ringOrder(f, oneBody);
    expect(repeat.status).toBe(200);
    expect(repeat.body.order.state_report).toMatchObject({ system: 'metrc', status: 'waiting' });
    await reportTo('none');
  });

  it('at a reporting location every order stored has its report, and a refused order leaves none', async () => {
    await reportTo('metrc');
    const rung: string[] = [];
    for (const lines of [[{ item: f.items[0]!, units: 1 }], [{ item: f.items[0]!, units: 1 }, { item: f.items[1]!, units: 2 }]]) {
      const sale = await ringOrder(f, saleBody(f, lines));
      expect(sale.status).toBe(200);
      rung.push(sale.body.order.id);
    }
    const refused = saleBody(f, [{ item: f.items[0]!, units: 1 }]);
    refused.order.tendered_amount += 1;
    const id = crypto.randomUUID();
    refused.order.id = id;
    expect((await ringOrder(f, refused)).status).toBe(422);
    const reports = await api.store.db.selectFrom('state_reports').select(['order_id', 'status']).where('order_id', 'in', [...rung, id]).execute();
    expect(reports.map((r) => r.order_id).sort()).toEqual([...rung].sort());
    expect(reports.every((r) => r.status === 'waiting')).toBe(true);
    await reportTo('none');
  });
});
