import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../../demo/accounts.ts';
import { call } from '../../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../../test/support/store-api.ts';
import type { Order } from '../../../../shared/api/sales.ts';
import { ringOrder, saleBody, salesFixture, type SalesFixture } from '../../../../test/support/orders/sales.ts';

/** GET /orders?state_report_status=…: the sales whose report to the state stands at a status (a manager's list of refused sales). */
describeEachEngine('GET /orders by state report status', (engine) => {
  let api: TestStoreApi;
  let f: SalesFixture;
  const ids: Record<'off' | 'waiting' | 'refused' | 'before', string> = { off: '', waiting: '', refused: '', before: '' };
  /** The demo store's own sales, rung before reporting was set: they owe nothing. */
  let demoSales: string[] = [];
  const METRC_MESSAGE = 'Package 1A4060300000001000000001 is not active.';

  beforeAll(async () => {
    // A Metrc address nothing listens on: what is owed stays owed, whatever a reporting worker does.
    api = await startStoreApi({ engine, config: { metrcAllowHttp: true } });
    const token = await api.signIn(DEMO_MANAGER);
    f = await salesFixture(api, token, api.demo.companyIds[0]);
    demoSales = (await api.store.db.selectFrom('orders').select('id').where('company_id', '=', f.company).execute()).map((o) => o.id);
    const ring = async (): Promise<string> => {
      const { status, body } = await ringOrder(f, saleBody(f, [{ item: f.items[0]!, units: 1 }]));
      expect(status).toBe(200);
      return body.order.id;
    };
    ids.off = await ring();
    ids.before = await ring();
    // An order stored before reporting existed has no report row at all.
    await api.store.db.deleteFrom('state_reports').where('order_id', '=', ids.before).execute();
    const settings = { system: 'metrc', api_url: 'http://127.0.0.1:9', license_number: '050-1010496A3E6', user_api_key: 'user-key' };
    expect((await call(api.baseUrl, 'PUT', '/api/v2/state_reporting', { token, company: f.company, body: { state_reporting: settings } })).status).toBe(204);
    ids.waiting = await ring();
    ids.refused = await ring();
    // What the reporting worker writes when Metrc refuses a receipt (400 naming it).
    await api.store.db.updateTable('state_reports').set({ status: 'needs_attention', error: METRC_MESSAGE })
      .where('order_id', '=', ids.refused).execute();
  });
  afterAll(async () => { await api.close(); });

  const list = (query: string) => call<{ orders: Order[]; meta: { total: number }; errors: Record<string, string[]> }>(
    api.baseUrl, 'GET', `/api/v2/orders?${query}`, { token: f.token, company: f.company });

  it('needs_attention lists only the sales the state refused, each with the state\'s message', async () => {
    const { status, body } = await list('state_report_status=needs_attention');
    expect(status).toBe(200);
    expect(body.orders.map((o) => o.id)).toEqual([ids.refused]);
    expect(body.meta.total).toBe(1);
    expect(body.orders[0]!.state_report).toMatchObject({ system: 'metrc', status: 'needs_attention', error: METRC_MESSAGE });
  });

  it('waiting lists the sales owed and not yet reported; not_required those that owe nothing, orders from before reporting included', async () => {
    expect((await list('state_report_status=waiting')).body.orders.map((o) => o.id)).toEqual([ids.waiting]);
    const none = await list('state_report_status=not_required');
    expect(none.body.orders.map((o) => o.id).sort()).toEqual([...demoSales, ids.off, ids.before].sort());
    expect(none.body.orders.every((o) => o.state_report?.status === 'not_required')).toBe(true);
    expect((await list('state_report_status=reported')).body.orders).toEqual([]);
    // Without the filter every order is listed.
    expect((await list('')).body.meta.total).toBe(demoSales.length + 4);
  });

  it('pages like every list: meta.total counts all matches', async () => {
    const first = await list('state_report_status=not_required&limit=1');
    expect(first.body.orders).toHaveLength(1);
    expect(first.body.meta.total).toBe(demoSales.length + 2);
  });

  it('refuses a status that is not one, with 422 naming the field', async () => {
    const answer = await list('state_report_status=lost');
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['state_report_status']);
  });
});
