import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, type TestStoreApi } from '../../../test/support/store-api.ts';
import type { MetrcStandIn } from '../../../test/stand-ins/metrc/server.ts';
import { eventually, metrcUnitOf, reporterConfig, startReportingLocation, THROUGH_FAULTS, type ReportingLocation } from '../../../test/support/reporting-location.ts';
import { canopyMarker, createAdjustmentReporter, type AdjustmentReporter } from './adjustment-reporter.ts';

const USER_KEY = 'adjust-faults-user-key';
const LICENSE = '050-1010496C9D2';

/**
 * Adjustments through Metrc's faults: the reporter against the stand-in on each engine. The Store
 * API holds no vendor key, so it runs no reporter of its own: each test starts the reporters it
 * needs on the same database, as other Store API instances would (two on PostgreSQL).
 */
describeEachEngine('adjustments reach Metrc exactly once through 429s, 5xx, hangs and answers cut after storing', (engine) => {
  let location: ReportingLocation;
  let api: TestStoreApi;
  let metrc: MetrcStandIn;
  let token: string;
  let company: string;
  let itemId: string;
  let unit: number;
  let label: string;
  const secretKey = randomBytes(32);
  const config = reporterConfig(secretKey, { stateReportingRequestTimeoutMs: 1500, stateReportingLeaseMs: 3000 });
  const reporters: AdjustmentReporter[] = [];
  const startReporter = () => {
    const reporter = createAdjustmentReporter({ db: api.store.db, engine, config });
    reporters.push(reporter);
    return reporter;
  };

  beforeAll(async () => {
    // No vendor key: this Store API reports nothing itself.
    location = await startReportingLocation({ engine, licence: LICENSE, userKey: USER_KEY, config: { secretKey, metrcAllowHttp: true } });
    ({ api, metrc, token } = location);
    company = location.f.company;
    const item = location.packaged[0]!;
    ({ id: itemId, unit, label } = item);
    metrc.addPackage({ Label: label, Quantity: item.quantityMilli / 1000, UnitOfMeasureName: metrcUnitOf(unit), ItemName: 'x', LicenseNumber: LICENSE });
    // Enough stock for every adjustment below, at the store and (once reported) at Metrc alike.
    const added = await call(api.baseUrl, 'POST', '/api/v2/inventory_adjustments', {
      token, company, body: { inventory_adjustment: { inventory_item_id: itemId, quantity: { value: '500', unit }, reason: 'Entry Error', note: 'opening count' } },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  });
  afterEach(async () => {
    for (const reporter of reporters.splice(0)) await reporter.stop();
    Object.assign(metrc.faults, { hangs: 0, rateLimited: 0, serverErrors: 0, cutAfterStoring: 0, storeThenHang: 0 });
  });
  afterAll(() => location.close());

  const adjustMany = async (count: number): Promise<string[]> => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const made = await call(api.baseUrl, 'POST', '/api/v2/inventory_adjustments', {
        token, company, body: { inventory_adjustment: { id, inventory_item_id: itemId, quantity: { value: '-1', unit }, reason: 'Waste', note: `waste ${i}`, kind: 'waste' } },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      ids.push(id);
    }
    return ids;
  };
  /** Lost: recorded here and held by no adjustment at Metrc; doubled: held by more than one. */
  const ledger = (ids: readonly string[]) => {
    const atMetrc = metrc.adjustments();
    const copies = (id: string) => atMetrc.filter((a) => a.AdjustmentNote?.includes(canopyMarker(id))).length;
    return { lost: ids.filter((id) => copies(id) === 0), doubled: ids.filter((id) => copies(id) > 1) };
  };
  const settled = (ids: readonly string[]) => eventually(`${ids.length} adjustments reported`,
    () => api.store.db.selectFrom('adjustment_reports').select('status').where('adjustment_id', 'in', [...ids]).execute(),
    (rows) => rows.length === ids.length && rows.every((r) => r.status === 'reported'), THROUGH_FAULTS);
  const ourQuantity = async () => (await api.store.db.selectFrom('inventory_items').select('quantity_milli').where('id', '=', itemId).executeTakeFirstOrThrow()).quantity_milli;

  it('the opening adjustment is reported first, so the package at Metrc holds what the store holds', async () => {
    startReporter();
    const all = await api.store.db.selectFrom('adjustment_reports').select('adjustment_id').where('company_id', '=', company).execute();
    await settled(all.map((r) => r.adjustment_id));
    expect(all).toHaveLength(1);
    expect(metrc.packages().find((p) => p.Label === label)!.Quantity * 1000).toBe(await ourQuantity());
  });

  it('0 lost, 0 doubled under 429s, 5xx, hangs and answers cut or never sent after Metrc stored them', async () => {
    const ids = await adjustMany(24);
    metrc.faults.rateLimited = 1;
    metrc.faults.retryAfterSeconds = 1;
    metrc.faults.serverErrors = 2;
    metrc.faults.hangs = 1;
    metrc.faults.cutAfterStoring = 2;
    metrc.faults.storeThenHang = 1;
    startReporter();
    // On PostgreSQL a second instance shares the queue (SQLite is one process: one reporter).
    if (engine === 'postgres') startReporter();
    await settled(ids);
    expect(ledger(ids)).toEqual({ lost: [], doubled: [] });
    // The faults happened: a lost answer was looked up in Metrc's adjustment history before anything was sent again.
    expect(metrc.requests.some((r) => r.status === 'cut')).toBe(true);
    expect(metrc.requests.some((r) => r.path === '/packages/v2/adjustments')).toBe(true);
    expect(metrc.packages().find((p) => p.Label === label)!.Quantity * 1000).toBe(await ourQuantity());
  }, 120_000);

  it("a dead process's claims are reported by the next, once", async () => {
    const ids = await adjustMany(3);
    // As a process killed mid-send leaves them: claimed, marked sent, the first already at Metrc.
    metrc.faults.storeThenHang = 1;
    const first = createAdjustmentReporter({ db: api.store.db, engine, config });
    await eventually('a request held by the stand-in', () => metrc.requests.some((r) => r.path === '/packages/v2/adjust' && r.status === 'hung'), (held) => held, THROUGH_FAULTS);
    await first.stop();
    const until = engine === 'sqlite' ? Date.now() + 3_600_000 : Date.now() + config.stateReportingLeaseMs;
    await api.store.db.updateTable('adjustment_reports').set({ claimed_by: 'a-dead-process', claimed_until: new Date(until).toISOString() })
      .where('adjustment_id', 'in', ids).where('status', '=', 'waiting').execute();
    startReporter();
    await settled(ids);
    expect(ledger(ids)).toEqual({ lost: [], doubled: [] });
    expect(metrc.packages().find((p) => p.Label === label)!.Quantity * 1000).toBe(await ourQuantity());
  }, 60_000);

  it('an adjustment Metrc refuses needs attention with its message, and the others go on', async () => {
    const [good] = await adjustMany(1);
    const refused = randomUUID();
    const made = await call(api.baseUrl, 'POST', '/api/v2/inventory_adjustments', {
      token, company, body: { inventory_adjustment: { id: refused, inventory_item_id: itemId, quantity: { value: '-1', unit }, reason: 'Not a Metrc reason', note: '' } },
    });
    expect(made.status).toBe(201);
    startReporter();
    const row = await eventually('the refused one settled', () => api.store.db.selectFrom('adjustment_reports').selectAll().where('adjustment_id', '=', refused).executeTakeFirstOrThrow(), (r) => r.status !== 'waiting', THROUGH_FAULTS);
    expect(row.status).toBe('needs_attention');
    expect(row.error).toMatch(/^Metrc: Adjustment reason/);
    await settled([good!]);
    expect(ledger([good!])).toEqual({ lost: [], doubled: [] });
  }, 60_000);
});
