import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../../demo/accounts.ts';
import { COUNTER_CUSTOMERS, COUNTER_PATIENTS } from '../../../demo/counter-people.ts';
import { call } from '../../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../../test/support/store-api.ts';
import type { CustomerV2 } from '../../../../shared/api/customers.ts';
import type { Patient } from '../../../../shared/api/people.ts';
import type { Order } from '../../../../shared/api/sales.ts';
import { ringOrder, saleBody, salesFixture, type SalesFixture } from '../../../../test/support/orders/sales.ts';

/** GET /orders?customer_id=…|person_id=…&charged_after=…: a buyer's purchases in a limit's window, for the register. */
describeEachEngine('GET /orders by buyer and time', (engine) => {
  let api: TestStoreApi;
  let f: SalesFixture;
  let customer: CustomerV2;
  let patient: Patient;
  beforeAll(async () => {
    api = await startStoreApi({ engine });
    const token = await api.signIn(DEMO_MANAGER);
    f = await salesFixture(api, token, api.demo.companyIds[0]);
    // A buyer whose licence is valid whatever the date: the first customer listed may be the demo's expired one.
    const customers = await call<{ customers: CustomerV2[] }>(api.baseUrl, 'GET', '/api/v2/customers?limit=1000', { token, company: f.company });
    const { first, last } = COUNTER_CUSTOMERS.adult;
    customer = customers.body.customers.find((c) => c.first_name === first && c.last_name === last)!;
    // Likewise a patient whose card is valid and who is over 18, picked by name.
    const patients = await call<{ patients: Patient[] }>(api.baseUrl, 'GET', '/api/v2/patients?limit=1000', { token, company: f.company });
    const valid = COUNTER_PATIENTS.valid;
    patient = patients.body.patients.find((p) => p.first_name === valid.first && p.last_name === valid.last)!;
    // The line below is priced at nothing for everyone: its product names no patient price.
    await api.store.db.updateTable('products').set({ patient_price_enabled: 0 }).where('id', '=', f.items[0]!.product_id).execute();
  });
  afterAll(async () => { await api.close(); });

  const ring = async (chargedOn: string, customerId: string | null, personId?: string): Promise<string> => {
    // Priced at nothing: a patient pays no cannabis tax, and a free line owes none, so one body fits both buyers.
    const body = saleBody(f, [{ item: { ...f.items[0]!, sell_price: 0, tax_item_ids: [] }, units: 1 }]);
    const buyer = personId === undefined ? { customer_id: customerId } : { customer_id: customerId, person_id: personId };
    const { status, body: answer } = await ringOrder(f, { order: { ...body.order, charged_on: chargedOn, ...buyer } });
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

  it('lists only the patient\'s orders (person_id) charged at or after the given time, not the customers\'', async () => {
    const old = await ring('2026-11-02T10:00:00.000Z', null, patient.id);
    const recent = await ring('2026-11-21T10:00:00.000Z', null, patient.id);
    const customers = await ring('2026-11-21T11:00:00.000Z', customer.id);

    const theirs = await list(`person_id=${patient.id}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.orders.map((o) => o.id).sort()).toEqual([old, recent].sort());
    expect(theirs.body.orders.every((o) => o.person_id === patient.id)).toBe(true);

    const windowed = await list(`person_id=${patient.id}&charged_after=${encodeURIComponent('2026-11-21T02:00:00-08:00')}`);
    expect(windowed.body.orders.map((o) => o.id)).toEqual([recent]);
    expect(windowed.body.meta.total).toBe(1);
    // A patient's id is no customer's: the customer filter does not find their orders, nor theirs the customer's.
    expect((await list(`customer_id=${patient.id}`)).body.orders).toEqual([]);
    expect((await list(`person_id=${customer.id}`)).body.orders.map((o) => o.id)).not.toContain(customers);
  });

  it('refuses a charged_after that is not a date-time, and a buyer id with a NUL character, with 422 naming each', async () => {
    const answer = await list('charged_after=yesterday');
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).join(' ')).toContain('charged_after');
    for (const field of ['person_id', 'customer_id']) {
      const malformed = await list(`${field}=a%00b`);
      expect(malformed.status).toBe(422);
      expect(Object.keys(malformed.body.errors)).toEqual([field]);
    }
  });
});
