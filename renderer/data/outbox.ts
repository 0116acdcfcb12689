import { Dexie } from 'dexie';
import type { OutboxKind, OutboxKinds, OutboxRow, OutboxRowOf, RegisterDatabase } from '../db/schema.ts';
import { announceChange } from './changes.ts';
import { createsRecord, isOutboxRow, putRow, rowFor } from './outbox-kinds.ts';

/** States in which a row still has to reach the server (or a manager's decision). */
export const WAITING_STATES: ReadonlyArray<OutboxRow['state']> = ['pending', 'sending', 'needs-attention'];

/**
 * Adds the row that sends `record` (built by its kind) to the outbox. Must be called inside the
 * caller's `db.transaction('rw', …)` that also writes the record, over `rowTables` at least, so
 * the record and its row commit together. The sync engine hears the outbox change and sends it.
 */
export async function enqueue<K extends OutboxKind>(
  db: RegisterDatabase, kind: K, record: OutboxKinds[K]['record'], dependsOn: string[] = [],
): Promise<OutboxRowOf<K>> {
  const now = new Date().toISOString();
  const row: OutboxRowOf<K> = {
    ...rowFor(kind, record), kind,
    state: 'pending', attempts: 0, notBefore: 0, leaseUntil: 0, problem: null, createdAt: now, updatedAt: now,
    ...(dependsOn.length > 0 ? { dependsOn } : {}),
  };
  if (!isOutboxRow(row)) throw new Error(`no outbox kind ${kind}`);
  row.seq = await db.outbox.add(row);
  wakeSenderOnCommit(db);
  return row;
}

/**
 * Tells the sync engine (in whichever window leads) that a row waits, once the caller's
 * transaction committed: screens never have to ask for a sync themselves.
 */
export function wakeSenderOnCommit(db: RegisterDatabase): void {
  const transaction = Dexie.currentTransaction;
  if (transaction === null) throw new Error('an outbox row is written inside the transaction that writes its record');
  transaction.on('complete', () => announceChange(db, 'queued'));
}

/**
 * Client ids of the not yet acknowledged outbox rows that bring these records into being (an
 * offline shift, a customer created offline, a sale still queued): a row naming them must wait.
 */
export async function unsentRowsFor(db: RegisterDatabase, recordIds: ReadonlyArray<string | null>): Promise<string[]> {
  const ids = recordIds.filter((id): id is string => id !== null);
  if (ids.length === 0) return [];
  const rows = await db.outbox.where('recordId').anyOf(ids).toArray();
  return rows.filter((row) => row.state !== 'acknowledged' && createsRecord(row)).map((row) => row.clientId);
}

export { putRow };

/** Acknowledged rows keep their request body this long (the orders screen and a manager's audit of recent work). */
export const KEEP_BODIES_DAYS = 30;
/** …and the newest this many acknowledged rows keep theirs, however old. */
export const KEEP_BODIES_ROWS = 1_000;
/** Rows looked at per call, so pruning never holds up a sync cycle. */
const PRUNE_BATCH = 500;
const PRUNED_THROUGH = 'outboxPrunedThrough';

/**
 * Drops the request body of acknowledged rows older than KEEP_BODIES_DAYS and beyond the newest
 * KEEP_BODIES_ROWS, keeping the row itself (kind, record, when, and a summary of the request), so
 * a register ringing hundreds of sales a day does not carry every body forever. Rows not
 * acknowledged are never touched. Works forward from where it last stopped; returns how many it pruned.
 */
export async function pruneAcknowledged(db: RegisterDatabase, now: number): Promise<number> {
  const cutoff = new Date(now - KEEP_BODIES_DAYS * 86_400_000).toISOString();
  return db.transaction('rw', db.outbox, db.meta, async () => {
    // The oldest of the newest KEEP_BODIES_ROWS acknowledged rows: nothing from it on is pruned.
    const kept = await db.outbox.where('state').equals('acknowledged').reverse().offset(KEEP_BODIES_ROWS - 1).first();
    if (kept?.seq === undefined) return 0;
    const through = await db.meta.get(PRUNED_THROUGH);
    const from = typeof through?.value === 'number' ? through.value : 0;
    const rows = await db.outbox.where('seq').between(from, kept.seq, false, false).limit(PRUNE_BATCH).toArray();
    let pruned = 0;
    let last = from;
    for (const row of rows) {
      if (row.state === 'acknowledged' && row.updatedAt >= cutoff) break;
      last = row.seq ?? last;
      if (row.state !== 'acknowledged' || row.request === null) continue;
      await db.outbox.put({ ...row, request: null, summary: { method: row.request.method, path: row.request.path, prunedAt: new Date(now).toISOString() } });
      pruned += 1;
    }
    if (last !== from) await db.meta.put({ key: PRUNED_THROUGH, value: last });
    return pruned;
  });
}

/** The outbox row carrying a record's change (a customer's create), or null once none is kept. */
export async function outboxRowFor(db: RegisterDatabase, recordId: string): Promise<OutboxRow | null> {
  return (await db.outbox.where('recordId').equals(recordId).first()) ?? null;
}
