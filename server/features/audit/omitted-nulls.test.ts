import { afterAll, beforeAll, expect, it } from 'vitest';
import { appendEntry, type AuditEntry } from '../../../shared/compliance/audit-chain.ts';
import { DEMO_MANAGER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import { salesFixture, type SalesFixture } from '../../../test/support/orders/sales.ts';
import { deviceCredential } from '../../../test/support/device-credential.ts';
import type { LocationAuditReport } from './verify.ts';

/** A field an audit entry may send as null may be left out: it is stored, and hashed, as null. */
describeEachEngine('an audit entry leaving out its null fields', (engine) => {
  let api: TestStoreApi;
  let f: SalesFixture;
  let credential: Record<string, string>;
  beforeAll(async () => {
    api = await startStoreApi({ engine, demo: { products: 8, customers: 2 } });
    f = await salesFixture(api, await api.signIn(DEMO_MANAGER), api.demo.companyIds[0]);
    credential = await deviceCredential(api.baseUrl, f.token, f.company, f.device);
  });
  afterAll(async () => { await api.close(); });

  it('is stored as the chain hashed it, with null subject and actor, and the chain verifies', async () => {
    const entry: AuditEntry = appendEntry(null, {
      at: '2026-11-24T17:00:00.000Z', location_id: f.company, register_id: f.device, kind: 'age-verdict', subject: null, details: { verdict: 'ok' }, actor_id: null,
    });
    const { subject: _subject, actor_id: _actor, ...sent } = entry;
    const stored = await call(api.baseUrl, 'POST', '/api/v2/audit_entries', { token: f.token, company: f.company, device: f.device, headers: credential, body: { audit_entries: [sent] } });
    expect(stored).toMatchObject({ status: 200, body: { stored: 1, repeated: 0 } });
    // Sent again with the nulls spelled out, it is the same entry.
    const again = await call(api.baseUrl, 'POST', '/api/v2/audit_entries', { token: f.token, company: f.company, device: f.device, headers: credential, body: { audit_entries: [entry] } });
    expect(again.body).toEqual({ stored: 0, repeated: 1 });
    const listed = await call<{ audit_entries: AuditEntry[] }>(api.baseUrl, 'GET', `/api/v2/audit_entries?register_id=${f.device}`, { token: f.token, company: f.company });
    expect(listed.body.audit_entries).toEqual([entry]);
    const verdict = await call<LocationAuditReport>(api.baseUrl, 'GET', '/api/v2/audit/verify', { token: f.token, company: f.company });
    expect(verdict.body.location.ok).toBe(true);
  });
});
