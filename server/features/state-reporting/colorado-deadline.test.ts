import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import type { StateReporting } from '../../../shared/api/state-reporting.ts';
import { CHARGED_ON, ringOrder, saleBody, salesFixture, type SalesFixture } from '../../../test/support/orders/sales.ts';

/**
 * Colorado: sales are due in Metrc by the close of business of their day (1 CCR 212-3 Rule
 * 3-805(E)(1), unverified; the end of the local day), a patient's sale at once (C.R.S.
 * 44-10-501(1)(b)(I)). GET /state_reporting answers the earliest deadline among what waits.
 */
describeEachEngine('Colorado\'s reporting deadline', (engine) => {
  let api: TestStoreApi;
  let token: string;
  let company: string;
  let f: SalesFixture;
  beforeAll(async () => {
    api = await startStoreApi({ engine, config: { metrcAllowHttp: true } });
    token = await api.signIn(DEMO_MANAGER);
    company = api.demo.companyIds[0];
    // The demo's Portland location, moved to Denver's rules and clock for this test.
    await api.store.db.updateTable('companies').set({ jurisdiction: 'us-co', time_zone: 'America/Denver' }).where('id', '=', company).execute();
    const put = await call(api.baseUrl, 'PUT', '/api/v2/state_reporting', {
      token, company, body: { state_reporting: { system: 'metrc', license_number: '402R-00001', user_api_key: 'k', api_url: 'http://127.0.0.1:9' } },
    });
    expect(put.status).toBe(204);
    f = await salesFixture(api, token, company);
  });
  afterAll(async () => { await api.close(); });
  const get = async () => (await call<{ state_reporting: StateReporting }>(api.baseUrl, 'GET', '/api/v2/state_reporting', { token, company })).body.state_reporting;

  it('an adult-use sale is due by the end of its local day; a waiting patient sale is due when it was made, and that comes first', async () => {
    const adult = await ringOrder(f, saleBody(f, [{ item: f.items[0]!, units: 1 }]));
    expect(adult.status).toBe(200);
    // CHARGED_ON is 11:30 a.m. in Denver on Saturday 21 November (MST): due 11:59:59 p.m. that day.
    expect(await get()).toMatchObject({
      waiting: 1, deadline: '2026-11-22T06:59:59.000Z',
      deadline_rule: { citation: '1 CCR 212-3 Rule 3-805(E)(1); C.R.S. 44-10-501(1)(b)(I)' },
    });

    // A patient's sale, an hour later, still waiting: late at once.
    const patient = await api.store.db.selectFrom('patients').select('id').where('company_id', '=', company).orderBy('id').executeTakeFirstOrThrow();
    const later = new Date(Date.parse(CHARGED_ON) + 3_600_000).toISOString();
    const body = saleBody(f, [{ item: f.items[0]!, units: 1 }]);
    Object.assign(body.order, { person_id: patient.id, charged_on: later, rung_offline: true });
    const medical = await ringOrder(f, body);
    expect(medical.status, JSON.stringify(medical.body)).toBe(200);
    expect(await get()).toMatchObject({ waiting: 2, deadline: later });
  });
});
