import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ShiftWithSummary } from '../../../shared/api/sales.ts';
import { appendEntry, formatChainHead, type AuditEntry, type ChainHead } from '../../../shared/compliance/audit-chain.ts';
import type { AuditEntryTable } from '../../db/schema.ts';
import { DEMO_MANAGER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import { salesFixture, type SalesFixture } from '../../../test/support/orders/sales.ts';
import { auditVerifyScript, auditVerifyWithOutputClosed } from '../../../test/support/audit-verify.ts';
import { appendLocationEntries, locationEntry } from './chain-store.ts';
import type { LocationAuditReport } from './verify.ts';

type ShiftAnswer = { shift: ShiftWithSummary };
/** Each run of the script starts a process that compiles it (a few seconds on a busy machine): these tests get longer. */
const SCRIPT_RUNS = 120_000;

describeEachEngine('audit chain anchored outside the database', (engine) => {
  let api: TestStoreApi;
  let f: SalesFixture;
  let company: string;
  /** The head the first closed shift's Z report carried. */
  let anchor: ChainHead;
  beforeAll(async () => {
    api = await startStoreApi({ engine, demo: { products: 10, customers: 2 } });
    company = api.demo.companyIds[0];
    f = await salesFixture(api, await api.signIn(DEMO_MANAGER), company);
  });
  afterAll(async () => { await api.close(); });

  /** `count` decisions of the Store API appended to the location's chain, as a sale's checks are. */
  const decide = (count: number) => api.store.db.transaction().execute((trx) => appendLocationEntries(trx, company, Array.from({ length: count }, (_, n) => ({
    at: new Date(Date.UTC(2026, 10, 24, 18, n)).toISOString(), kind: 'limit-check' as const, subject: null, details: { n }, actor_id: null,
  }))));
  const closeShift = (id: string) => call<ShiftAnswer>(api.baseUrl, 'POST', `/api/v2/shifts/${id}/close`, {
    token: f.token, company, body: { shift: { close_drawer_amount: 10_000, close_drop_amount: 0 } },
  });
  const readShift = (id: string) => call<ShiftAnswer>(api.baseUrl, 'GET', `/api/v2/shifts/${id}`, { token: f.token, company });
  const rows = () => api.store.db.selectFrom('audit_entries').selectAll().where('company_id', '=', company).orderBy('seq').execute();
  /** Puts the location's chain back as it was stored, after a test tampered with it. */
  async function restore(saved: ReadonlyArray<Selectable<AuditEntryTable>>): Promise<void> {
    await api.store.db.deleteFrom('audit_entries').where('company_id', '=', company).execute();
    await api.store.db.insertInto('audit_entries').values(saved.map((row) => ({ ...row }))).execute();
  }
  const verify = () => call<LocationAuditReport>(api.baseUrl, 'GET', '/api/v2/audit/verify', { token: f.token, company });

  it('a closed shift\'s Z report carries the chain\'s head at the close, the same on every read and repeat; an open shift\'s none', async () => {
    await decide(3);
    const closed = await closeShift(f.shift.id);
    expect(closed.status).toBe(200);
    const third = (await rows())[2]!;
    anchor = { seq: 3, hash: third.hash };
    expect(closed.body.shift.audit_chain_head).toEqual(anchor);

    await decide(2);
    expect((await readShift(f.shift.id)).body.shift.audit_chain_head).toEqual(anchor);
    expect((await closeShift(f.shift.id)).body.shift.audit_chain_head).toEqual(anchor);

    const reopened = await call<ShiftAnswer>(api.baseUrl, 'POST', '/api/v2/shifts', {
      token: f.token, company, device: f.device, body: { shift: { employee_id: api.demo.managerId, open_amount: 0 } },
    });
    expect((await readShift(reopened.body.shift.id)).body.shift.audit_chain_head).toBeNull();
    expect((await closeShift(reopened.body.shift.id)).body.shift.audit_chain_head).toEqual({ seq: 5, hash: (await rows())[4]!.hash });
  });

  it('the chain holding its anchor is intact', async () => {
    const script = await auditVerifyScript(api, company, ['--anchor', formatChainHead(anchor)]);
    expect(script).toMatchObject({ code: 0, err: '' });
    expect(script.out).toContain('location chain, 1 anchored head: intact (5 entries)');
  }, SCRIPT_RUNS);

  it('the newest entry deleted is found missing against the audit counter', async () => {
    const saved = await rows();
    await api.store.db.deleteFrom('audit_entries').where('company_id', '=', company).where('seq', '=', 5).execute();
    const script = await auditVerifyScript(api, company);
    expect(script.code).toBe(1);
    expect(script.out).toContain('BROKEN at entry 5: Entry 5 was written (the audit counter says 5) but is no longer stored');
    expect((await verify()).body.location).toMatchObject({ ok: false, count: 4, broken_at: 5 });
    await restore(saved);
    expect((await auditVerifyScript(api, company)).code).toBe(0);
  }, SCRIPT_RUNS);

  it('one entry edited is found, at that entry', async () => {
    const saved = await rows();
    await api.store.db.updateTable('audit_entries').set({ subject: 'someone else' }).where('company_id', '=', company).where('seq', '=', 4).execute();
    const script = await auditVerifyScript(api, company, ['--anchor', formatChainHead(anchor)]);
    expect(script.code).toBe(1);
    expect(script.out).toContain('BROKEN at entry 4');
    await restore(saved);
  }, SCRIPT_RUNS);

  it('the whole chain re-hashed after an anchor verifies alone, and fails against the Z report\'s head', async () => {
    const saved = await rows();
    // Someone who can write the database edits entry 2 and re-hashes every entry from it.
    let previous: AuditEntry | null = locationEntry(saved[0]!);
    for (const row of saved.slice(1)) {
      const { seq: _seq, prev_hash: _prev, hash: _hash, ...fields } = locationEntry(row);
      const entry = appendEntry(previous, Number(row.seq) === 2 ? { ...fields, details: { n: 99 } } : fields);
      await api.store.db.updateTable('audit_entries').set({ details: JSON.stringify(entry.details), prev_hash: entry.prev_hash, hash: entry.hash })
        .where('company_id', '=', company).where('seq', '=', entry.seq).execute();
      previous = entry;
    }
    expect((await auditVerifyScript(api, company)).code).toBe(0);

    const anchored = await auditVerifyScript(api, company, ['--anchor', formatChainHead(anchor)]);
    expect(anchored.code).toBe(1);
    expect(anchored.out).toContain('BROKEN at entry 3: Entry 3 is not the entry recorded outside the database');
    // The same from a file of heads, as kept from Z reports.
    const file = join(mkdtempSync(join(tmpdir(), 'canopy-anchors-')), 'heads.txt');
    writeFileSync(file, `# Z reports\n\n${formatChainHead(anchor)}\n`);
    expect((await auditVerifyScript(api, company, ['--anchors', file])).code).toBe(1);
    await restore(saved);
  }, SCRIPT_RUNS);

  it('a head that is not seq:hash is a usage error, not skipped', async () => {
    const script = await auditVerifyScript(api, company, ['--anchor', '3:not-a-hash']);
    expect(script.code).toBe(2);
    expect(script.err).toContain('"3:not-a-hash" is not SEQ:HASH');
  }, SCRIPT_RUNS);

  it('with its output closed early (| head) the script ends quietly, its status still the verdict', async () => {
    expect(await auditVerifyWithOutputClosed(api, company)).toEqual({ code: 0, err: '' });
    const saved = await rows();
    await api.store.db.deleteFrom('audit_entries').where('company_id', '=', company).where('seq', '=', 5).execute();
    expect(await auditVerifyWithOutputClosed(api, company)).toEqual({ code: 1, err: '' });
    await restore(saved);
  }, SCRIPT_RUNS);
});
