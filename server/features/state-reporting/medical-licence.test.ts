import { afterAll, beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, type TestStoreApi } from '../../../test/support/store-api.ts';
import type { MetrcStandIn } from '../../../test/stand-ins/metrc/server.ts';
import { ringOrder, saleBody, type SalesFixture, type SellableItem } from '../../../test/support/orders/sales.ts';
import { eventually, startReportingLocation, type ReportingLocation } from '../../../test/support/reporting-location.ts';

const USER_KEY = 'two-licence-user-key';
const ADULT_USE = '402R-00011';
const MEDICAL = '403-00022';

/**
 * Colorado and Michigan license medical and adult-use sales apart: a location holds both licences
 * and each sale reaches Metrc under the one it was made under (`?licenseNumber=`), a sale to a
 * patient under the medical licence (companies.medical_license_number).
 */
describeEachEngine('two licences per location', (engine) => {
  let location: ReportingLocation;
  let api: TestStoreApi;
  let metrc: MetrcStandIn;
  let f: SalesFixture;
  let item: SellableItem;
  beforeAll(async () => {
    location = await startReportingLocation({ engine, licence: ADULT_USE, userKey: USER_KEY, otherLicences: [MEDICAL] });
    ({ api, metrc, f } = location);
    // The demo's Portland location as a Colorado store holding both licences.
    await api.store.db.updateTable('companies').set({ state: 'CO', jurisdiction: 'us-co', time_zone: 'America/Denver', medical_license_number: MEDICAL })
      .where('id', '=', f.company).execute();
    item = location.cannabis[0]!;
  });
  afterAll(() => location.close());

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
