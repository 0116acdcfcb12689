import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/accounts.ts';
import { loadOrCreateSecretKey, secretBox } from '../../server/features/state-reporting/sealed-secret.ts';
import { canopyMarker } from '../../server/features/stock-moves/adjustment-reporter.ts';
import { call } from '../support/http.ts';
import { startInstance, stopInstance, type Instance } from '../support/instances.ts';
import { isPostgresAvailable, POSTGRES_ADMIN_URL, startStoreApi, type TestStoreApi } from '../support/store-api.ts';
import { startMetrcStandIn, type MetrcStandIn } from '../stand-ins/metrc/server.ts';

/**
 * Adjustments reported to Metrc (the stand-in) by Store API instances sharing one PostgreSQL: an
 * instance is killed with `kill -9` while Metrc holds adjustments it sent and has not answered; two
 * instances then share the rest through 429s and 5xx. Counted at the stand-in: no adjustment
 * missing (lost), none held twice (doubled), and the package's quantity equal to ours.
 */
const VENDOR_KEY = 'canopy-fault-vendor';
const USER_KEY = 'fault-adjust-user-key';
const LICENSE = '050-FAULT0031';
const ADJUSTMENTS = 60;

const reachable = await isPostgresAvailable();
if (!reachable) process.stdout.write(`PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}: the adjustment fault test is skipped.\n`);

async function eventually<T>(what: string, probe: () => Promise<T> | T, done: (value: T) => boolean, tries = 1200): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await probe();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`still waiting: ${what}`);
}

describe.skipIf(!reachable)('adjustments to Metrc through a kill -9 and two instances on one PostgreSQL', () => {
  let api: TestStoreApi;
  let metrc: MetrcStandIn;
  let keyDir: string;
  const instances: Instance[] = [];
  beforeAll(async () => {
    // Recorded through an instance that does not report (no vendor key), as the back office would while Metrc waits.
    api = await startStoreApi({ engine: 'postgres' });
    metrc = await startMetrcStandIn({ vendorKeys: [VENDOR_KEY], facilities: [{ licenseNumber: LICENSE, userKeys: [USER_KEY] }] });
    keyDir = mkdtempSync(join(tmpdir(), 'canopy-secret-'));
  });
  afterAll(async () => {
    for (const instance of instances) await stopInstance(instance);
    await api.close();
    await metrc.close();
    rmSync(keyDir, { recursive: true, force: true });
  });
  const databaseUrl = (): string => ('url' in api.location ? api.location.url : '');
  const reporter = () => startInstance(databaseUrl(), {
    args: ['--metrc-vendor-key', VENDOR_KEY, '--metrc-allow-http', '--metrc-timeout-seconds', '1', '--secret-key-file', join(keyDir, 'secret.key'), '--no-demo'],
  }).then((instance) => { instances.push(instance); return instance; });

  it('a kill -9 mid-send and two instances lose and double no adjustment', async () => {
    const token = await api.signIn(DEMO_MANAGER);
    const company = api.demo.companyIds[0]!;
    const item = await api.store.db.selectFrom('inventory_items').innerJoin('products', 'products.id', 'inventory_items.product_id')
      .select(['inventory_items.id', 'inventory_items.package_label', 'inventory_items.quantity_milli', 'products.unit_of_measure'])
      .where('inventory_items.company_id', '=', company).where('package_label', 'is not', null).orderBy('inventory_items.quantity_milli', 'desc').executeTakeFirstOrThrow();
    metrc.addPackage({ Label: item.package_label!, Quantity: item.quantity_milli / 1000, UnitOfMeasureName: item.unit_of_measure === 5 ? 'Each' : 'Grams', ItemName: 'x', LicenseNumber: LICENSE });
    const sealed = secretBox(loadOrCreateSecretKey(join(keyDir, 'secret.key'))).seal(USER_KEY);
    await api.store.db.insertInto('state_reporting_settings').values({
      company_id: company, system: 'metrc', api_url: metrc.url, license_number: LICENSE, user_api_key_sealed: sealed, updated_at: new Date().toISOString(),
    }).execute();
    const step = Math.max(1, Math.floor(item.quantity_milli / (ADJUSTMENTS + 1) / 1000));
    const ids: string[] = [];
    for (let i = 0; i < ADJUSTMENTS; i++) {
      const id = randomUUID();
      const made = await call(api.baseUrl, 'POST', '/api/v2/inventory_adjustments', {
        token, company, body: { inventory_adjustment: { id, inventory_item_id: item.id, quantity: { value: String(i % 2 === 0 ? -step : step), unit: item.unit_of_measure }, reason: 'Waste', note: `fault ${i}` } },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      ids.push(id);
    }

    // The first instance's first request is stored by Metrc and never answered: it is killed while waiting.
    metrc.faults.storeThenHang = 1;
    const first = await reporter();
    await eventually('a request held by the stand-in', () => metrc.requests.filter((r) => r.status === 'hung').length, (n) => n === 1);
    await stopInstance(first, 'SIGKILL');
    const heldBack = metrc.adjustments().length;
    expect(heldBack).toBeGreaterThan(0);

    metrc.faults.rateLimited = 5;
    metrc.faults.serverErrors = 5;
    await Promise.all([reporter(), reporter()]);
    const waiting = () => api.store.db.selectFrom('adjustment_reports').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', company).where('status', '=', 'waiting').executeTakeFirstOrThrow().then((r) => Number(r.n));
    await eventually('every adjustment reported', waiting, (n) => n === 0);

    const atMetrc = metrc.adjustments();
    const copies = (id: string) => atMetrc.filter((a) => a.AdjustmentNote?.includes(canopyMarker(id))).length;
    expect({ lost: ids.filter((id) => copies(id) === 0), doubled: ids.filter((id) => copies(id) > 1) }).toEqual({ lost: [], doubled: [] });
    const ours = await api.store.db.selectFrom('inventory_items').select('quantity_milli').where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(Math.round(metrc.packages().find((p) => p.Label === item.package_label)!.Quantity * 1000)).toBe(ours.quantity_milli);
    process.stdout.write(`adjustment faults: ${ADJUSTMENTS} adjustments, ${heldBack} stored by a request whose sender was killed, ` +
      `${metrc.requests.length} requests to the stand-in, 0 lost, 0 doubled\n`);
  }, 240_000);
});
