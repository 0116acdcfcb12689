import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { FIRST_PREV_HASH, hashEntry } from '../../shared/compliance/audit-chain.ts';
import type { LocalAuditEntry, LocalShift, OutboxRow, OutboxState } from '../db/schema.ts';
import { rowFor } from '../data/outbox-kinds.ts';
import { freshDatabase } from '../data/catalog.test-support.ts';
import { outboxCounts } from './push.ts';

const AT = '2026-06-01T12:00:00Z';
const sync = { attempts: 0, notBefore: 0, leaseUntil: 0, problem: null, createdAt: AT, updatedAt: AT };

function shiftRow(state: OutboxState): OutboxRow {
  const shift: LocalShift = {
    id: crypto.randomUUID(), deviceId: 'device-1', employeeId: 'emp-1', employeeName: 'Ann', openedAt: AT,
    closedAt: null, openAmount: 100, closeDrawerAmount: null, closeDropAmount: null, closeNote: null,
  };
  return { ...rowFor('shift.open', shift), kind: 'shift.open', state, ...sync };
}

function auditRow(state: OutboxState, seq: number): OutboxRow {
  const fields = {
    seq, at: AT, location_id: 'loc-1', register_id: 'register-1', kind: 'age-verdict', subject: null, details: { seq }, actor_id: 'emp-1', prev_hash: FIRST_PREV_HASH,
  } satisfies Omit<LocalAuditEntry, 'hash'>;
  return { ...rowFor('audit.append', { ...fields, hash: hashEntry(fields) }), kind: 'audit.append', state, ...sync };
}

describe('the status bar counts', () => {
  it('count records waiting (not their audit entries), everything queued, and what needs a manager, by state', async () => {
    const db = freshDatabase();
    await db.outbox.bulkAdd([
      shiftRow('pending'), shiftRow('sending'), shiftRow('acknowledged'), shiftRow('needs-attention'),
      auditRow('pending', 1), auditRow('sending', 2), auditRow('pending', 3), auditRow('acknowledged', 4), auditRow('needs-attention', 5),
    ]);
    expect(await outboxCounts(db)).toEqual({ pending: 2, queued: 5, needsAttention: 2 });
  });

  it('are zero on an empty queue', async () => {
    expect(await outboxCounts(freshDatabase())).toEqual({ pending: 0, queued: 0, needsAttention: 0 });
  });
});
