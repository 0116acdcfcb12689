import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../demo/accounts.ts';
import { COUNTER_CUSTOMERS } from '../../demo/counter-people.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import type { CustomerV2 } from '../../../shared/api/customers.ts';
import type { Order } from '../../../shared/api/sales.ts';
import { ringOrder, saleBody, salesFixture, type SalesFixture } from './sales.test-support.ts';

/** GET /orders?customer_id=…&charged_after=…: a buyer's purchases in a limit's window, for the register. */
describeEachEngine('GET /orders by buyer and time', (engine) => {
  let api: TestStoreApi;
  let f: SalesFixture;
  let customer: CustomerV2;
  beforeAll(async () => {
    api = await startStoreApi({ engine });
    const token = await api.signIn(DEMO_MANAGER);
    f = await salesFixture(api, token, api.demo.companyIds[0]);
    // A buyer whose licence is valid whatever the date: the first customer listed may be the demo's expired one.
    const customers = await call<{ customers: CustomerV2[] }>(api.baseUrl, 'GET', '/api/v2/customers?limit=1000', { token, company: f.company });
    const { first, last } = COUNTER_CUSTOMERS.adult;
    customer = customers.body.customers.find((c) => c.first_name === first && c.last_name === last)!;
  });
  afterAll(async () => { await api.close(); });

  const ring = async (chargedOn: string, customerId: string | null): Promise<string> => {
    const body = saleBody(f, [{ item: f.items[0]!, units: 1 }]);
    const { status, body: answer } = await ringOrder(f, { order: { ...body.order, charged_on: chargedOn, customer_id: customerId } });
    expect(status).toBe(200);
    return answer.order.id;
  };
  const list = (query: string) => call<{ orders: Order[]; meta: { total: number }; errors: Record<string, string[]> }>(
    api.baseUrl, 'GET', `/api/v2/orders?limit=100&${query}`, { token: f.token, company: f.company });

  it('lists only the customer\'s orders charged at or after the given time', async () => {
    const old = await ring('2026-11-01T10:00:00.000Z', customer.id);
    const recent = await ring('2026-11-20T10:00:00.000Z', customer.id);
    const anonymous = await ring('2026-11-20T11:00:00.000Z', null);

    const mine = await list(`customer_id=${customer.id}`);
    expect(mine.body.orders.map((o) => o.id)).toEqual(expect.arrayContaining([old, recent]));
    expect(mine.body.orders.every((o) => o.customer_id === customer.id)).toBe(true);
    expect(mine.body.orders.map((o) => o.id)).not.toContain(anonymous);

    // The bound is inclusive and read as an instant: the same moment written with an offset.
    const windowed = await list(`customer_id=${customer.id}&charged_after=${encodeURIComponent('2026-11-20T02:00:00-08:00')}`);
    expect(windowed.body.orders.map((o) => o.id)).toContain(recent);
    expect(windowed.body.orders.map((o) => o.id)).not.toContain(old);
    expect(windowed.body.orders.every((o) => o.charged_on !== null && o.charged_on >= '2026-11-20T10:00:00.000Z')).toBe(true);
    expect(windowed.body.meta.total).toBe(windowed.body.orders.length);
  });

  it('refuses a charged_after that is not a date-time with 422 naming it', async () => {
    const answer = await list('charged_after=yesterday');
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).join(' ')).toContain('charged_after');
  });
});
