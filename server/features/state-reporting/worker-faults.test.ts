import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { defaultConfig } from '../../context.ts';
import { describeEachEngine, type TestStoreApi } from '../../../test/support/store-api.ts';
import type { MetrcStandIn } from '../../../test/stand-ins/metrc/server.ts';
import { ringOrder, saleBody, type SalesFixture, type SellableItem } from '../../../test/support/orders/sales.ts';
import { eventually, reporterConfig, startReportingLocation, type ReportingLocation } from '../../../test/support/reporting-location.ts';
import { createStateReportingWorker, type StateReportingWorker } from './worker.ts';

const USER_KEY = 'faults-user-key';
const LICENSE = '050-1010496F4A7';

/**
 * Metrc as it really answers, and a Store API that dies: the worker against the Metrc stand-in,
 * on each engine. The Store API here holds no vendor key, so it runs no worker of its own: each
 * test starts the workers it needs on the same database, as other Store API instances would.
 */
describeEachEngine('the reporting worker through Metrc\'s 401s and 429s and a dead holder', (engine) => {
  let location: ReportingLocation;
  let api: TestStoreApi;
  let metrc: MetrcStandIn;
  let f: SalesFixture;
  let cannabis: SellableItem[];
  const secretKey = randomBytes(32);
  // Slow retries after a refused key (reporterConfig): a test that wrongly refuses the key cannot pass by retrying.
  const config = reporterConfig(secretKey, { stateReportingRequestTimeoutMs: 3000, stateReportingLeaseMs: 4500 });
  const workers: StateReportingWorker[] = [];
  const startWorker = () => {
    const worker = createStateReportingWorker({ db: api.store.db, engine, config });
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    // No vendor key: this Store API reports nothing itself.
    location = await startReportingLocation({ engine, licence: LICENSE, userKey: USER_KEY, config: { secretKey, metrcAllowHttp: true } });
    ({ api, metrc, f, cannabis } = location);
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    metrc.faults.hangs = 0;
    metrc.faults.rateLimited = 0;
  });
  afterAll(() => location.close());

  const ring = async () => {
    const sale = await ringOrder(f, saleBody(f, [{ item: cannabis[0]!, units: 1 }]));
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    return sale.body.order;
  };
  const reportOf = (orderId: string) => api.store.db.selectFrom('state_reports').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const reported = (orderIds: string[]) => eventually(`${orderIds.length} reported`,
    () => api.store.db.selectFrom('state_reports').select('status').where('order_id', 'in', orderIds).execute(),
    (rows) => rows.length === orderIds.length && rows.every((r) => r.status === 'reported'));
  const settings = () => api.store.db.selectFrom('state_reporting_settings').selectAll().where('company_id', '=', f.company).executeTakeFirstOrThrow();

  it('a 401 to the look-up of a receipt Metrc does not hold is not a refused key: the key is confirmed and the sale sent', async () => {
    // The first POST is never answered: the sale may be at Metrc, so it is looked up before it is sent again.
    metrc.faults.hangs = 1;
    const sale = await ring();
    startWorker();
    await reported([sale.id]);
    const lookUp = metrc.requests.find((r) => r.path === `/sales/v2/receipts/external/${sale.receipt_id!}`);
    // Metrc documents 401 for an external number not valid for the licence; the stand-in answers so.
    expect(lookUp?.status).toBe(401);
    expect(metrc.requests.some((r) => r.path === '/facilities/v2' && r.status === 200)).toBe(true);
    expect((await settings()).credentials_rejected_at).toBeNull();
    expect(metrc.activeByExternalNumber(LICENSE).get(sale.receipt_id!)).toHaveLength(1);
  });

  it('a 429 pauses the whole location until its Retry-After has passed, for every instance', async () => {
    metrc.faults.rateLimited = 1;
    metrc.faults.retryAfterSeconds = 3;
    const first = await ring();
    startWorker();
    // On PostgreSQL a second instance shares the queue (SQLite is one process: one worker).
    if (engine === 'postgres') startWorker();
    const refused = await eventually('a 429', () => metrc.requests.find((r) => r.status === 429), (r) => r !== undefined);
    // Sales rung during the pause wait with the one refused.
    const others = [await ring(), await ring(), await ring()];
    await reported([first.id, ...others.map((o) => o.id)]);
    const after = metrc.requests.filter((r) => r.at > refused!.at);
    expect(after.length).toBeGreaterThan(0);
    // A lower bound only: nothing reached Metrc for the location before Retry-After had passed.
    for (const request of after) expect(request.at - refused!.at).toBeGreaterThanOrEqual(3000);
    expect((await settings()).metrc_paused_until).not.toBeNull();
  });

  it("a dead process's claims are reported by the next (SQLite: released at start; PostgreSQL: they lapse with a short lease)", async () => {
    const sale = await ring();
    // As a process killed mid-pass leaves them: on SQLite under any lease, on PostgreSQL as its last heartbeat left it.
    const until = engine === 'sqlite' ? Date.now() + 3_600_000 : Date.now() + config.stateReportingLeaseMs;
    await api.store.db.updateTable('state_reports').set({ claimed_by: 'a-dead-process', claimed_until: new Date(until).toISOString() })
      .where('order_id', '=', sale.id).execute();
    startWorker();
    await reported([sale.id]);
    expect(metrc.activeByExternalNumber(LICENSE).get(sale.receipt_id!)).toHaveLength(1);
  });

  it('a living holder renews its lease while a request is on its way, so no other instance takes its claims', async () => {
    metrc.faults.hangs = 1;
    const sale = await ring();
    const before = metrc.requests.length;
    startWorker();
    await eventually('a request held by the stand-in', () => metrc.requests.slice(before).some((r) => r.status === 'hung'), (held) => held);
    const first = await reportOf(sale.id);
    expect(first.claimed_by).not.toBeNull();
    // The hang lasts the request timeout (3 s); the heartbeat renews a 4.5 s lease several times meanwhile.
    const renewed = await eventually('the lease renewed or the claim released', () => reportOf(sale.id),
      (row) => row.claimed_by === null || row.claimed_until !== first.claimed_until);
    expect(renewed.claimed_by).toBe(first.claimed_by);
    expect(Date.parse(renewed.claimed_until!)).toBeGreaterThan(Date.parse(first.claimed_until!));
    await reported([sale.id]);
  });

  it('a dead holder is found within 30 seconds by default: the lease is short and outlasts one request', () => {
    expect(defaultConfig.stateReportingLeaseMs + defaultConfig.stateReportingPollMs).toBeLessThanOrEqual(30_000);
    expect(defaultConfig.stateReportingLeaseMs).toBeGreaterThan(defaultConfig.stateReportingRequestTimeoutMs + 1000);
  });
});
