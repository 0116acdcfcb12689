import { afterAll, beforeAll, expect, it } from 'vitest';
import { appendEntry, hashEntry, type AuditEntry, type AuditFields } from '../../../shared/compliance/audit-chain.ts';
import { DEMO_BUDTENDER, DEMO_MANAGER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import { salesFixture, type SalesFixture } from '../../../test/support/orders/sales.ts';
import { auditVerifyScript } from '../../../test/support/audit-verify.ts';
import { deviceCredential } from '../../../test/support/device-credential.ts';
import type { LocationAuditReport } from './verify.ts';

describeEachEngine('audit trail', (engine) => {
  let api: TestStoreApi;
  let f: SalesFixture;
  let company: string;
  let credential: Record<string, string>;
  beforeAll(async () => {
    api = await startStoreApi({ engine, demo: { products: 40, customers: 5 } });
    company = api.demo.companyIds[0];
    f = await salesFixture(api, await api.signIn(DEMO_MANAGER), company);
    credential = await deviceCredential(api.baseUrl, f.token, company, f.device);
  });
  afterAll(async () => { await api.close(); });

  /** The register's chain of `count` entries, as its outbox would send them. */
  function registerChain(count: number, register = f.device): AuditEntry[] {
    const chain: AuditEntry[] = [];
    for (let n = 0; n < count; n++) {
      const fields: AuditFields = {
        at: new Date(Date.UTC(2026, 10, 24, 17, n)).toISOString(), location_id: company, register_id: register,
        kind: n % 2 === 0 ? 'id-scanned' : 'age-verdict', subject: `customer-${n}`, details: { verdict: 'ok', n }, actor_id: api.demo.managerId,
      };
      chain.push(appendEntry(chain.at(-1) ?? null, fields));
    }
    return chain;
  }
  const send = (entries: unknown[]) => call<{ stored: number; repeated: number; errors: Record<string, string[]> }>(
    api.baseUrl, 'POST', '/api/v2/audit_entries', { token: f.token, company, device: f.device, headers: credential, body: { audit_entries: entries } });
  const verify = () => call<LocationAuditReport>(api.baseUrl, 'GET', '/api/v2/audit/verify', { token: f.token, company });

  it('a register\'s entries are stored once, anchored in the location chain, and must continue the register\'s chain', async () => {
    const chain = registerChain(4);
    expect((await send(chain.slice(0, 2))).body).toEqual({ stored: 2, repeated: 0 });
    // The outbox retries: the same entries again change nothing; a batch may repeat and continue.
    expect((await send(chain.slice(0, 2))).body).toEqual({ stored: 0, repeated: 2 });
    expect((await send(chain.slice(1, 3))).body).toEqual({ stored: 1, repeated: 1 });

    // Another entry under a stored seq, correctly hashed: 422, nothing stored.
    const forged = { ...chain[1]!, details: { verdict: 'refused' } };
    const rehashed = { ...forged, hash: hashEntry(forged) };
    const conflict = await send([rehashed]);
    expect(conflict.status).toBe(422);
    expect(conflict.body.errors['audit_entries.0']).toEqual(['differs from entry 2 of this register received before']);
    // An entry that skips one, one linked to the wrong entry, one whose hash does not match it.
    expect(Object.keys((await send([registerChain(6)[5]])).body.errors)).toContain('audit_entries.0.seq');
    const badLink = { ...chain[3]!, prev_hash: chain[1]!.hash };
    expect(Object.keys((await send([{ ...badLink, hash: hashEntry(badLink) }])).body.errors)).toContain('audit_entries.0.prev_hash');
    expect(Object.keys((await send([{ ...chain[3]!, subject: 'edited' }])).body.errors)).toContain('audit_entries.0.hash');
    // A valid entry after a refused one in the same batch: the batch is refused whole.
    const mixed = await send([chain[3], { ...chain[3]!, seq: 5 }]);
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors['audit_entries']).toBeDefined();
    // Another register's entries cannot be sent under this register's id.
    const other = await call<{ devices: Array<{ id: string }> }>(api.baseUrl, 'GET', '/api/v2/devices', { token: f.token, company });
    const otherDevice = other.body.devices.find((d) => d.id !== f.device)!.id;
    expect(Object.keys((await send(registerChain(1, otherDevice))).body.errors)).toContain('audit_entries.0.register_id');

    const listed = await call<{ audit_entries: AuditEntry[]; meta: { total: number } }>(api.baseUrl, 'GET', `/api/v2/audit_entries?register_id=${f.device}`, { token: f.token, company });
    expect(listed.body.audit_entries).toEqual(chain.slice(0, 3));
    const location = await call<{ audit_entries: AuditEntry[]; meta: { total: number } }>(api.baseUrl, 'GET', '/api/v2/audit_entries?limit=2&offset=1', { token: f.token, company });
    expect(location.body.meta.total).toBe(3);
    expect(location.body.audit_entries.map((e) => [e.seq, e.kind, e.details['seq']])).toEqual([[2, 'register-entry-received', 2], [3, 'register-entry-received', 3]]);

    expect((await verify()).body).toEqual({ location: { ok: true, count: 3 }, registers: [{ register_id: f.device, ok: true, count: 3 }] });
    expect((await auditVerifyScript(api, company)).code).toBe(0);
  });

  it('only managers read or verify the trail', async () => {
    const budtender = await api.signIn(DEMO_BUDTENDER);
    expect((await call(api.baseUrl, 'GET', '/api/v2/audit_entries', { token: budtender, company })).status).toBe(403);
    expect((await call(api.baseUrl, 'GET', '/api/v2/audit/verify', { token: budtender, company })).status).toBe(403);
  });

  it('an entry edited in the database breaks its chain: the endpoint and the script name the entry', async () => {
    await api.store.db.updateTable('audit_entries').set({ details: JSON.stringify({ register_id: f.device, seq: 2, hash: '0'.repeat(64), kind: 'id-scanned' }) })
      .where('company_id', '=', company).where('seq', '=', 2).execute();
    const location = (await verify()).body.location;
    expect(location).toMatchObject({ ok: false, count: 3, broken_at: 2 });
    const script = await auditVerifyScript(api, company);
    expect(script.code).toBe(1);
    expect(script.out).toContain('BROKEN at entry 2');

    // A register entry edited and its chain re-hashed verifies alone, but no longer matches its anchor.
    const stored = await api.store.db.selectFrom('register_audit_entries').selectAll().where('register_id', '=', f.device).orderBy('seq').execute();
    let previous: AuditEntry | null = null;
    for (const row of stored) {
      const entry = appendEntry(previous, {
        at: row.at, location_id: company, register_id: f.device, kind: 'id-scanned', subject: row.subject,
        details: JSON.parse(row.details) as AuditFields['details'], actor_id: row.actor_id,
      });
      await api.store.db.updateTable('register_audit_entries').set({ kind: entry.kind, prev_hash: entry.prev_hash, hash: entry.hash })
        .where('register_id', '=', f.device).where('seq', '=', row.seq).execute();
      previous = entry;
    }
    const registers = (await verify()).body.registers;
    expect(registers).toEqual([expect.objectContaining({ register_id: f.device, ok: false, broken_at: 2 })]);
  });
});
