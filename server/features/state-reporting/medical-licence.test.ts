import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import { startMetrcStandIn, type MetrcStandIn } from '../../../test/stand-ins/metrc/server.ts';
import { ringOrder, saleBody, salesFixture, type SalesFixture, type SellableItem } from '../../../test/support/orders/sales.ts';

const VENDOR_KEY = 'canopy-vendor-key';
const USER_KEY = 'two-licence-user-key';
const ADULT_USE = '402R-00011';
const MEDICAL = '403-00022';

/** Waits (polling) until `done` holds; fails with `what` after a minute. Not a timing assertion: only a bound on a hang. */
async function eventually<T>(what: string, probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await probe();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`still waiting: ${what}`);
}

/**
 * Colorado and Michigan license medical and adult-use sales apart: a location holds both licences
 * and each sale reaches Metrc under the one it was made under (`?licenseNumber=`), a sale to a
 * patient under the medical licence (companies.medical_license_number).
 */
describeEachEngine('two licences per location', (engine) => {
  let api: TestStoreApi;
  let metrc: MetrcStandIn;
  let f: SalesFixture;
  let item: SellableItem;
  beforeAll(async () => {
    metrc = await startMetrcStandIn({
      vendorKeys: [VENDOR_KEY], facilities: [{ licenseNumber: ADULT_USE, userKeys: [USER_KEY] }, { licenseNumber: MEDICAL, userKeys: [USER_KEY] }],
    });
    api = await startStoreApi({
      engine,
      config: { metrcVendorKey: VENDOR_KEY, metrcAllowHttp: true, stateReportingPollMs: 100, stateReportingLeaseMs: 8000, stateReportingRequestTimeoutMs: 1500 },
    });
    const token = await api.signIn(DEMO_MANAGER);
    f = await salesFixture(api, token, api.demo.companyIds[0]);
    // The demo's Portland location as a Colorado store holding both licences.
    await api.store.db.updateTable('companies').set({ state: 'CO', jurisdiction: 'us-co', time_zone: 'America/Denver', medical_license_number: MEDICAL })
      .where('id', '=', f.company).execute();
    const labelled = await api.store.db.selectFrom('inventory_items').select('id').where('company_id', '=', f.company).where('package_label', 'is not', null).execute();
    item = f.items.find((i) => labelled.some((l) => l.id === i.id))!;
    const set = await call(api.baseUrl, 'PUT', '/api/v2/state_reporting', {
      token, company: f.company, body: { state_reporting: { system: 'metrc', api_url: metrc.url, license_number: ADULT_USE, user_api_key: USER_KEY } },
    });
    expect(set.status).toBe(204);
  });
  afterAll(async () => { await api.close(); await metrc.close(); });

  it('an adult-use sale goes under the adult-use licence, a patient\'s sale under the medical licence, each once', async () => {
    const adult = await ringOrder(f, saleBody(f, [{ item, units: 1 }]));
    expect(adult.status, JSON.stringify(adult.body)).toBe(200);
    const patient = await api.store.db.selectFrom('patients').select('id').where('company_id', '=', f.company).orderBy('id').executeTakeFirstOrThrow();
    const body = saleBody(f, [{ item, units: 1 }]);
    // Rung offline: recorded as charged whatever the patient's price, so only the licence is under test.
    Object.assign(body.order, { person_id: patient.id, rung_offline: true });
    const medical = await ringOrder(f, body);
    expect(medical.status, JSON.stringify(medical.body)).toBe(200);
    const ids = [adult.body.order.id, medical.body.order.id];
    const rows = await eventually('both reported', () => api.store.db.selectFrom('state_reports').select(['order_id', 'status', 'error']).where('order_id', 'in', ids).execute(),
      (found) => found.length === 2 && found.every((r) => r.status !== 'waiting'));
    expect(rows.map((r) => [r.status, r.error])).toEqual([['reported', null], ['reported', null]]);
    const underAdult = metrc.activeByExternalNumber(ADULT_USE);
    const underMedical = metrc.activeByExternalNumber(MEDICAL);
    expect(underAdult.get(adult.body.order.receipt_id!)).toHaveLength(1);
    expect(underMedical.get(medical.body.order.receipt_id!)).toHaveLength(1);
    expect(underAdult.has(medical.body.order.receipt_id!)).toBe(false);
    expect(underMedical.has(adult.body.order.receipt_id!)).toBe(false);

    // The day's reconciliation reads both licences: neither sale is missing at Metrc.
    type Answer = { reconciliation: { store_sales: number; metrc_receipts: number; findings: Array<{ kind: string }> } };
    const day = await call<Answer>(api.baseUrl, 'GET', '/api/v2/state_reporting/reconciliation?date=2026-11-21', { token: f.token, company: f.company });
    expect(day.status).toBe(200);
    expect(day.body.reconciliation).toMatchObject({ store_sales: 2, metrc_receipts: 2, findings: [] });
  });
});
