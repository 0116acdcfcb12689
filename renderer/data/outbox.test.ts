import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { LocalShift, OutboxRow, OutboxState, RegisterDatabase } from '../db/schema.ts';
import { rowFor } from './outbox-kinds.ts';
import { KEEP_BODIES_DAYS, KEEP_BODIES_ROWS, pruneAcknowledged } from './outbox.ts';
import { freshDatabase } from './catalog.test-support.ts';

const DAY = 86_400_000;
const NOW = Date.parse('2026-06-01T12:00:00Z');

function shiftRow(state: OutboxState, daysAgo: number): OutboxRow {
  const shift: LocalShift = {
    id: crypto.randomUUID(), deviceId: 'device-1', employeeId: 'emp-1', employeeName: 'Ann', openedAt: '2026-01-01T00:00:00Z',
    closedAt: null, openAmount: 100, closeDrawerAmount: null, closeDropAmount: null, closeNote: null,
  };
  const at = new Date(NOW - daysAgo * DAY).toISOString();
  return { ...rowFor('shift.open', shift), kind: 'shift.open', state, attempts: 1, notBefore: 0, leaseUntil: 0, problem: null, createdAt: at, updatedAt: at };
}

async function pruneAll(db: RegisterDatabase): Promise<number> {
  let total = 0;
  for (let pruned = await pruneAcknowledged(db, NOW); pruned > 0; pruned = await pruneAcknowledged(db, NOW)) total += pruned;
  return total;
}

describe('pruning acknowledged rows', () => {
  it('drops the bodies of old acknowledged rows beyond the newest ones, keeps a summary, and never touches a row still waiting', async () => {
    const db = freshDatabase();
    const refused = shiftRow('needs-attention', KEEP_BODIES_DAYS + 20);
    await db.outbox.bulkAdd([refused, ...Array.from({ length: KEEP_BODIES_ROWS + 700 }, () => shiftRow('acknowledged', KEEP_BODIES_DAYS + 10))]);

    expect(await pruneAll(db)).toBe(700);

    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows[0]).toMatchObject({ state: 'needs-attention', request: refused.request });
    const acknowledged = rows.slice(1);
    expect(acknowledged.slice(0, 700).every((row) => row.request === null && row.summary?.path === '/shifts' && row.summary.method === 'POST')).toBe(true);
    expect(acknowledged.slice(700).every((row) => row.request !== null && row.summary === undefined)).toBe(true);
    expect(await db.outbox.count()).toBe(KEEP_BODIES_ROWS + 701);
  });

  it('keeps the bodies of acknowledged rows younger than the keep window, however many', async () => {
    const db = freshDatabase();
    await db.outbox.bulkAdd([
      ...Array.from({ length: 10 }, () => shiftRow('acknowledged', KEEP_BODIES_DAYS + 1)),
      ...Array.from({ length: KEEP_BODIES_ROWS + 10 }, () => shiftRow('acknowledged', KEEP_BODIES_DAYS - 1)),
    ]);
    expect(await pruneAll(db)).toBe(10);
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.filter((row) => row.request === null)).toHaveLength(10);
    expect(rows.slice(10).every((row) => row.request !== null)).toBe(true);
  });
});
