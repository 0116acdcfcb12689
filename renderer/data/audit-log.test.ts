import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { FIRST_PREV_HASH, hashEntry } from '../../shared/compliance/audit-chain.ts';
import { appendAudit, auditChain, auditTables, recordDecisions, verifyAuditChain, type AuditDecision } from './audit-log.ts';
import { freshDatabase } from './catalog.test-support.ts';

const REGISTER = 'device-1';
const scanned: AuditDecision = { kind: 'id-scanned', subject: null, details: { licence_state: 'OR', verdict: 'ok' }, actor_id: 'emp-1' };
const verdict: AuditDecision = { kind: 'age-verdict', subject: 'customer-1', details: { ok: false, code: 'under-age' }, actor_id: 'emp-1' };

describe('the register audit log', () => {
  it('chains entries 1, 2, … each carrying the hash of the one before, and the chain verifies', async () => {
    const db = freshDatabase();
    const [first, second] = await recordDecisions(db, REGISTER, [scanned, verdict]);
    expect(first).toMatchObject({ seq: 1, prev_hash: FIRST_PREV_HASH, register_id: REGISTER, kind: 'id-scanned' });
    expect(second).toMatchObject({ seq: 2, prev_hash: first!.hash });
    expect(second!.hash).toBe(hashEntry(second!));
    expect(await verifyAuditChain(db, REGISTER)).toMatchObject({ ok: true, count: 2 });
  });

  it('detects an entry edited in IndexedDB afterwards', async () => {
    const db = freshDatabase();
    await recordDecisions(db, REGISTER, [scanned, verdict, scanned]);
    await db.auditEntries.update([REGISTER, 2], { details: { ok: true } });
    expect(await verifyAuditChain(db, REGISTER)).toMatchObject({ ok: false, brokenAt: 2 });
  });

  it('queues each entry for POST /audit_entries, each row waiting on the row of the entry before it', async () => {
    const db = freshDatabase();
    const [first, second] = await recordDecisions(db, REGISTER, [scanned, verdict]);
    const rows = await db.outbox.where('kind').equals('audit.append').sortBy('seq');
    expect(rows).toHaveLength(2);
    const { register_id, ...rest } = first!;
    expect(rows[0]!.request).toEqual({ method: 'POST', path: '/audit_entries', body: { audit_entries: [{ register_id, ...rest }] } });
    expect(rows[0]!.dependsOn).toBeUndefined();
    expect(rows[1]!).toMatchObject({ clientId: second!.hash, dependsOn: [first!.hash] });
  });

  it('commits an entry only with the decision it records: a transaction that fails leaves neither', async () => {
    const db = freshDatabase();
    await recordDecisions(db, REGISTER, [scanned]);
    await expect(db.transaction('rw', [...auditTables(db), db.orders], async () => {
      await appendAudit(db, REGISTER, verdict);
      throw new Error('the sale could not be written');
    })).rejects.toThrow('the sale could not be written');
    expect((await auditChain(db, REGISTER)).map((entry) => entry.seq)).toEqual([1]);
    expect(await db.outbox.where('kind').equals('audit.append').count()).toBe(1);
  });

  it('refuses an append outside a transaction (it would not commit with its decision)', async () => {
    const db = freshDatabase();
    await expect(appendAudit(db, REGISTER, scanned)).rejects.toThrow('inside the transaction');
  });

  it('keeps one chain per register', async () => {
    const db = freshDatabase();
    await recordDecisions(db, REGISTER, [scanned, scanned]);
    const [other] = await recordDecisions(db, 'device-2', [verdict]);
    expect(other).toMatchObject({ seq: 1, prev_hash: FIRST_PREV_HASH });
    expect(await verifyAuditChain(db, REGISTER)).toMatchObject({ ok: true, count: 2 });
  });
});
