import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine } from '../../../test/support/store-api.ts';
import { ringOrder, saleBody } from '../../../test/support/orders/sales.ts';
import { eventually, metrcUnitOf, reporterConfig, startReportingLocation, THROUGH_FAULTS, type ReportingLocation } from '../../../test/support/reporting-location.ts';
import { createAdjustmentReporter } from '../stock-moves/adjustment-reporter.ts';
import type { ReportQueue } from './report-queue.ts';
import { createStateReportingWorker } from './worker.ts';

const USER_KEY = 'one-queue-user-key';
const LICENSE = '050-1010496E1F5';

/**
 * Sales and adjustments are two queues on one machinery (report-queue.ts): what Metrc tells one of
 * them about a location holds for the other. The Store API here holds no vendor key; the test starts
 * the sales worker and the adjustments' reporter on its database, as an instance would.
 */
describeEachEngine('one queue for sales and adjustments', (engine) => {
  let location: ReportingLocation;
  const secretKey = randomBytes(32);
  const config = reporterConfig(secretKey, { stateReportingRequestTimeoutMs: 1500, stateReportingLeaseMs: 3000 });
  const queues: ReportQueue[] = [];
  beforeAll(async () => {
    location = await startReportingLocation({ engine, licence: LICENSE, userKey: USER_KEY, config: { secretKey, metrcAllowHttp: true } });
  });
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
  });
  afterAll(() => location.close());

  it("a 429 answered to a sale pauses the location's adjustments too, until its Retry-After has passed", async () => {
    const { api, metrc, f, token } = location;
    const db = api.store.db;
    metrc.faults.rateLimited = 1;
    metrc.faults.retryAfterSeconds = 3;
    const sale = await ringOrder(f, saleBody(f, [{ item: location.cannabis[0]!, units: 1 }]));
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    queues.push(createStateReportingWorker({ db, engine, config }));
    const refused = await eventually('a 429', () => metrc.requests.find((r) => r.status === 429), (r) => r !== undefined);

    // Only now is there an adjustment, and a reporter for it: nothing of it may reach Metrc before the sale's Retry-After.
    const item = location.packaged[0]!;
    metrc.addPackage({ Label: item.label, Quantity: item.quantityMilli / 1000, UnitOfMeasureName: metrcUnitOf(item.unit), ItemName: 'x', LicenseNumber: LICENSE });
    const made = await call<{ inventory_adjustment: { id: string } }>(api.baseUrl, 'POST', '/api/v2/inventory_adjustments', {
      token, company: f.company, body: { inventory_adjustment: { inventory_item_id: item.id, quantity: { value: '-1', unit: item.unit }, reason: 'Waste', note: 'one queue', kind: 'waste' } },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    queues.push(createAdjustmentReporter({ db, engine, config }));

    await eventually('both reported', async () => [
      (await db.selectFrom('state_reports').select('status').where('order_id', '=', sale.body.order.id).executeTakeFirstOrThrow()).status,
      (await db.selectFrom('adjustment_reports').select('status').where('adjustment_id', '=', made.body.inventory_adjustment.id).executeTakeFirstOrThrow()).status,
    ], (statuses) => statuses.every((s) => s === 'reported'), THROUGH_FAULTS);
    const adjusts = metrc.requests.filter((r) => r.path.startsWith('/packages/v2/adjust'));
    expect(adjusts.length).toBeGreaterThan(0);
    // A lower bound only: the adjustment waited out the pause Metrc asked of the sales.
    for (const request of adjusts) expect(request.at - refused!.at).toBeGreaterThanOrEqual(3000);
  });
});
