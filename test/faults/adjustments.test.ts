import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/accounts.ts';
import { canopyMarker } from '../../server/features/stock-moves/adjustment-reporter.ts';
import { call } from '../support/http.ts';
import { stopInstance } from '../support/instances.ts';
import { eventually, metrcUnitOf, packagedItems, startReportingChain, THROUGH_FAULTS, type ReportingChain } from '../support/reporting-location.ts';
import { isPostgresAvailable, POSTGRES_ADMIN_URL, type TestStoreApi } from '../support/store-api.ts';
import type { MetrcStandIn } from '../stand-ins/metrc/server.ts';

/**
 * Adjustments reported to Metrc (the stand-in) by Store API instances sharing one PostgreSQL: an
 * instance is killed with `kill -9` while Metrc holds adjustments it sent and has not answered; two
 * instances then share the rest through 429s and 5xx. Counted at the stand-in: no adjustment
 * missing (lost), none held twice (doubled), and the package's quantity equal to ours.
 */
const USER_KEY = 'fault-adjust-user-key';
const LICENSE = '050-FAULT0031';
const ADJUSTMENTS = 60;

const reachable = await isPostgresAvailable();
if (!reachable) process.stdout.write(`PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}: the adjustment fault test is skipped.\n`);

describe.skipIf(!reachable)('adjustments to Metrc through a kill -9 and two instances on one PostgreSQL', () => {
  let chain: ReportingChain;
  let api: TestStoreApi;
  let metrc: MetrcStandIn;
  beforeAll(async () => {
    // Recorded through an instance that does not report (no vendor key), as the back office would while Metrc waits.
    chain = await startReportingChain({ licence: LICENSE, userKey: USER_KEY });
    ({ api, metrc } = chain);
  });
  afterAll(() => chain.close());
  const reporter = () => chain.reporter();

  it('a kill -9 mid-send and two instances lose and double no adjustment', async () => {
    const token = await api.signIn(DEMO_MANAGER);
    const company = api.demo.companyIds[0]!;
    const item = (await packagedItems(api, company))[0]!;
    metrc.addPackage({ Label: item.label, Quantity: item.quantityMilli / 1000, UnitOfMeasureName: metrcUnitOf(item.unit), ItemName: 'x', LicenseNumber: LICENSE });
    await chain.reportFrom(company);
    const step = Math.max(1, Math.floor(item.quantityMilli / (ADJUSTMENTS + 1) / 1000));
    const ids: string[] = [];
    for (let i = 0; i < ADJUSTMENTS; i++) {
      const id = randomUUID();
      const made = await call(api.baseUrl, 'POST', '/api/v2/inventory_adjustments', {
        token, company, body: { inventory_adjustment: { id, inventory_item_id: item.id, quantity: { value: String(i % 2 === 0 ? -step : step), unit: item.unit }, reason: 'Waste', note: `fault ${i}` } },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      ids.push(id);
    }

    // The first instance's first request is stored by Metrc and never answered: it is killed while waiting.
    metrc.faults.storeThenHang = 1;
    const first = await reporter();
    await eventually('a request held by the stand-in', () => metrc.requests.filter((r) => r.status === 'hung').length, (n) => n === 1, THROUGH_FAULTS);
    await stopInstance(first, 'SIGKILL');
    const heldBack = metrc.adjustments().length;
    expect(heldBack).toBeGreaterThan(0);

    metrc.faults.rateLimited = 5;
    metrc.faults.serverErrors = 5;
    await Promise.all([reporter(), reporter()]);
    const waiting = () => api.store.db.selectFrom('adjustment_reports').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', company).where('status', '=', 'waiting').executeTakeFirstOrThrow().then((r) => Number(r.n));
    await eventually('every adjustment reported', waiting, (n) => n === 0, THROUGH_FAULTS);

    const atMetrc = metrc.adjustments();
    const copies = (id: string) => atMetrc.filter((a) => a.AdjustmentNote?.includes(canopyMarker(id))).length;
    expect({ lost: ids.filter((id) => copies(id) === 0), doubled: ids.filter((id) => copies(id) > 1) }).toEqual({ lost: [], doubled: [] });
    const ours = await api.store.db.selectFrom('inventory_items').select('quantity_milli').where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(Math.round(metrc.packages().find((p) => p.Label === item.label)!.Quantity * 1000)).toBe(ours.quantity_milli);
    process.stdout.write(`adjustment faults: ${ADJUSTMENTS} adjustments, ${heldBack} stored by a request whose sender was killed, ` +
      `${metrc.requests.length} requests to the stand-in, 0 lost, 0 doubled\n`);
  }, 240_000);
});
