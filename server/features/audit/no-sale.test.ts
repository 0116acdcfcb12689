import { afterAll, beforeAll, expect, it } from 'vitest';
import { appendEntry, type AuditEntry } from '../../../shared/compliance/audit-chain.ts';
import { DEMO_BUDTENDER, DEMO_MANAGER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import { salesFixture, type SalesFixture } from '../../../test/support/orders/sales.ts';
import { deviceCredential } from '../../../test/support/device-credential.ts';
import type { LocationAuditReport } from './verify.ts';

/**
 * The cash drawer opened without a sale: the register records a `no-sale` entry in its chain (the
 * budtender who asked, the manager whose PIN approved it, whether the drawer opened) and its outbox
 * sends it with the budtender's session. The Store API must keep it as hashed and anchor it.
 */
describeEachEngine('a no-sale entry from the register', (engine) => {
  let api: TestStoreApi;
  let f: SalesFixture;
  let credential: Record<string, string>;
  beforeAll(async () => {
    api = await startStoreApi({ engine, demo: { products: 8, customers: 2 } });
    f = await salesFixture(api, await api.signIn(DEMO_MANAGER), api.demo.companyIds[0]);
    credential = await deviceCredential(api.baseUrl, f.token, f.company, f.device);
  });
  afterAll(async () => { await api.close(); });

  it('is taken from a budtender\'s register, read back as sent, anchored in the location chain, and the chain verifies', async () => {
    const budtender = await api.signIn(DEMO_BUDTENDER);
    const noSale: AuditEntry = appendEntry(null, {
      at: '2026-11-24T17:05:00.000Z', location_id: f.company, register_id: f.device, kind: 'no-sale', subject: null,
      details: { approved_by: api.demo.managerId, approver_name: 'Maria Lopez', drawer_opened: true }, actor_id: api.demo.budtenderId,
    });
    const send = (entries: unknown[]) => call<{ stored: number; repeated: number; errors: Record<string, string[]> }>(
      api.baseUrl, 'POST', '/api/v2/audit_entries', { token: budtender, company: f.company, device: f.device, headers: credential, body: { audit_entries: entries } });

    // The same drawer opening told as "did not open", under the entry's hash: refused, nothing stored.
    const altered = await send([{ ...noSale, details: { ...noSale.details, drawer_opened: false } }]);
    expect(altered.status).toBe(422);
    expect(Object.keys(altered.body.errors)).toContain('audit_entries.0.hash');

    expect(await send([noSale])).toMatchObject({ status: 200, body: { stored: 1, repeated: 0 } });
    const listed = await call<{ audit_entries: AuditEntry[] }>(api.baseUrl, 'GET', `/api/v2/audit_entries?register_id=${f.device}`, { token: f.token, company: f.company });
    expect(listed.body.audit_entries).toEqual([noSale]);
    const location = await call<{ audit_entries: AuditEntry[] }>(api.baseUrl, 'GET', '/api/v2/audit_entries', { token: f.token, company: f.company });
    expect(location.body.audit_entries.map((entry) => [entry.kind, entry.details['register_id'], entry.details['seq']]))
      .toEqual([['register-entry-received', f.device, 1]]);
    const verdict = await call<LocationAuditReport>(api.baseUrl, 'GET', '/api/v2/audit/verify', { token: f.token, company: f.company });
    expect(verdict.body).toEqual({ location: { ok: true, count: 1 }, registers: [{ register_id: f.device, ok: true, count: 1 }] });
  });

  it('is refused from anyone but the register itself, and naming someone who is not staff here or not a manager', async () => {
    // A budtender with a token of the location, on their own machine: the device id is no secret, the credential is.
    const budtender = await api.signIn(DEMO_BUDTENDER);
    const forge = (fields: Partial<Pick<AuditEntry, 'actor_id' | 'details'>>) => appendEntry(null, {
      at: '2026-11-24T18:00:00.000Z', location_id: f.company, register_id: f.device, kind: 'no-sale', subject: null,
      details: { approved_by: api.demo.managerId, approver_name: 'Maria Lopez', drawer_opened: true }, actor_id: api.demo.managerId, ...fields,
    });
    const post = (headers: Record<string, string>, entry: AuditEntry) => call<{ error: string; errors: Record<string, string[]> }>(
      api.baseUrl, 'POST', '/api/v2/audit_entries', { token: budtender, company: f.company, device: f.device, headers, body: { audit_entries: [entry] } });
    const before = await api.store.db.selectFrom('register_audit_entries').select('seq').where('register_id', '=', f.device).execute();

    const noCredential = await post({}, forge({}));
    expect(noCredential.status).toBe(403);
    expect(noCredential.body.error).toMatch(/Only the register itself/);
    expect((await post({ 'x-cnpy-devicesecret': 'guessed' }, forge({}))).status).toBe(403);

    // From the register, the entry must still name its own people.
    const stranger = await post(credential, forge({ actor_id: crypto.randomUUID() }));
    expect(stranger.status).toBe(422);
    expect(Object.keys(stranger.body.errors)).toContain('audit_entries.0.actor_id');
    const budtenderApproves = await post(credential, forge({ details: { approved_by: api.demo.budtenderId, approver_name: 'Sam Carter', drawer_opened: true } }));
    expect(budtenderApproves.status).toBe(422);
    expect(Object.keys(budtenderApproves.body.errors)).toContain('audit_entries.0.details.approved_by');
    // Nothing took the register's next sequence number.
    expect(await api.store.db.selectFrom('register_audit_entries').select('seq').where('register_id', '=', f.device).execute()).toEqual(before);
  });

  it('tells a register set up before credentials existed to be set up again; setting it up again issues a new one and ends the old', async () => {
    const device = crypto.randomUUID();
    await api.store.db.insertInto('devices').values({ id: device, company_id: f.company, name: 'Old counter', created_at: '2026-01-01T00:00:00.000Z', created_by: null, request_hash: null }).execute();
    const entry = appendEntry(null, {
      at: '2026-11-24T18:00:00.000Z', location_id: f.company, register_id: device, kind: 'age-verdict', subject: null, details: { verdict: 'ok' }, actor_id: api.demo.managerId,
    });
    const post = (headers: Record<string, string>) => call<{ error: string; stored: number }>(
      api.baseUrl, 'POST', '/api/v2/audit_entries', { token: f.token, company: f.company, device, headers, body: { audit_entries: [entry] } });
    const old = await post({});
    expect(old.status).toBe(403);
    expect(old.body.error).toMatch(/set it up again/);
    const first = await deviceCredential(api.baseUrl, f.token, f.company, device);
    const second = await deviceCredential(api.baseUrl, f.token, f.company, device);
    expect((await post(first)).status).toBe(403);
    expect(await post(second)).toMatchObject({ status: 200, body: { stored: 1 } });
  });
});
