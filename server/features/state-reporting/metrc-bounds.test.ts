import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import { startMetrcStandIn, type MetrcStandIn } from '../../../test/stand-ins/metrc/server.ts';

const VENDOR_KEY = 'canopy-vendor-key';
const USER_KEY = 'downtown-user-key';
const LICENSE = '050-1010496A3E6';

describeEachEngine("a manager's calls to Metrc are bounded and say what failed in the store's words", (engine) => {
  let metrc: MetrcStandIn;
  let api: TestStoreApi;
  let strict: TestStoreApi;
  let token: string;
  let company: string;
  beforeAll(async () => {
    metrc = await startMetrcStandIn({ vendorKeys: [VENDOR_KEY], facilities: [{ licenseNumber: LICENSE, userKeys: [USER_KEY] }] });
    [api, strict] = await Promise.all([
      startStoreApi({ engine, config: { metrcVendorKey: VENDOR_KEY, metrcAllowHttp: true, metrcMaxPages: 3, metrcMaxAnswerBytes: 64 * 1024 } }),
      startStoreApi({ engine, config: { metrcVendorKey: VENDOR_KEY } }),
    ]);
    token = await api.signIn(DEMO_MANAGER);
    company = api.demo.companyIds[0];
    const set = await call(api.baseUrl, 'PUT', '/api/v2/state_reporting', {
      token, company, body: { state_reporting: { system: 'metrc', api_url: metrc.url, license_number: LICENSE, user_api_key: USER_KEY } },
    });
    expect(set.status).toBe(204);
    metrc.addPackage({ Label: '1A40LOTLINK0000000000002', Quantity: 1, UnitOfMeasureName: 'Each', ItemName: 'linked by lot', LicenseNumber: LICENSE });
  });
  afterAll(async () => { await Promise.all([api.close(), strict.close(), metrc.close()]); });
  type Failure = { error: string };
  const importPackages = (on = api, as = token) => call<Failure>(on.baseUrl, 'POST', '/api/v2/state_reporting/package_import', { token: as, company });
  const reconcile = (date: string) => call<Failure & { errors: Record<string, string[]> }>(api.baseUrl, 'GET', `/api/v2/state_reporting/reconciliation?date=${date}`, { token, company });
  const packageCalls = () => metrc.requests.filter((r) => r.path.startsWith('/packages/')).length;

  it('a listing that announces more pages than the limit is refused after the limit, and changes nothing', async () => {
    const item = await api.store.db.selectFrom('inventory_items').select('id').where('company_id', '=', company).where('package_label', 'is', null)
      .orderBy('id').executeTakeFirstOrThrow();
    await api.store.db.updateTable('inventory_items').set({ lot_number: '1A40LOTLINK0000000000002' }).where('id', '=', item.id).execute();
    metrc.faults.claimedPages = 1000;
    try {
      const before = packageCalls();
      const answer = await importPackages();
      expect(answer.status).toBe(502);
      expect(answer.body.error).toMatch(/Metrc lists 1000 pages; at most 3 are read in one call/);
      expect(packageCalls() - before).toBe(3);
      expect(await reconcile('2026-11-21')).toMatchObject({ status: 502, body: { error: expect.stringMatching(/at most 3 are read/) } });
      // The package on page 1 would have linked the item: a refused listing links nothing.
      expect((await api.store.db.selectFrom('inventory_items').select('package_label').where('id', '=', item.id).executeTakeFirstOrThrow()).package_label).toBeNull();
    } finally {
      metrc.faults.claimedPages = null;
    }
    expect((await importPackages()).status).toBe(200);
  });

  it('an answer longer than the limit is not read', async () => {
    metrc.faults.paddingBytes = 200_000;
    try {
      const answer = await importPackages();
      expect(answer.status).toBe(502);
      expect(answer.body.error).toMatch(/longer than 64 KB and was not read/);
    } finally {
      metrc.faults.paddingBytes = 0;
    }
  });

  it("a 502 never repeats the answer's text", async () => {
    metrc.faults.rejectCredentials = true;
    try {
      const answer = await importPackages();
      expect(answer.status).toBe(502);
      expect(answer.body.error).toBe('Metrc could not be read: credentials rejected (401); enter the user key again');
      expect(JSON.stringify(answer.body)).not.toContain('Authorization has been denied');
    } finally {
      metrc.faults.rejectCredentials = false;
    }
  });

  it('a reconciliation of a day not on the calendar is 422 and asks Metrc nothing', async () => {
    const before = metrc.requests.length;
    for (const date of ['2026-13-01', '2026-02-31', '2026-02-29', '1000-01-01', '9999-12-31']) {
      const answer = await reconcile(date);
      expect(answer.status, date).toBe(422);
      expect(Object.keys(answer.body.errors), date).toEqual(['date']);
    }
    expect(metrc.requests.length).toBe(before);
    expect((await reconcile('2028-02-29')).status).toBe(200);
  });

  it('a stored address that leads to loopback is refused when the connection is made (without --metrc-allow-http), and never connected to', async () => {
    // A URL stored before the address checks (or by hand): the textual check never sees it; the connection's does.
    const manager = await strict.signIn(DEMO_MANAGER);
    const port = new URL(metrc.url).port;
    const set = await call(strict.baseUrl, 'PUT', '/api/v2/state_reporting', {
      token: manager, company, body: { state_reporting: { system: 'metrc', license_number: LICENSE, user_api_key: USER_KEY } },
    });
    expect(set.status).toBe(204);
    // Plain http:// so that a connection, had one been made, would be a request the stand-in counts.
    for (const stored of [`http://[::ffff:7f00:1]:${port}`, `http://[::ffff:127.0.0.1]:${port}`, `http://localhost:${port}`, `http://127.0.0.1:${port}`]) {
      await strict.store.db.updateTable('state_reporting_settings').set({ api_url: stored }).where('company_id', '=', company).execute();
      const before = metrc.requests.length;
      const answer = await importPackages(strict, manager);
      expect(answer.status, stored).toBe(502);
      expect(answer.body.error, stored).toMatch(/internal address, which is refused/);
      expect(metrc.requests.length, stored).toBe(before);
    }
  });
});
