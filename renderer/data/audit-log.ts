import { Dexie } from 'dexie';
import { appendEntry, verifyChain, type AuditFields, type ChainVerdict } from '../../shared/compliance/audit-chain.ts';
import type { LocalAuditEntry, RegisterDatabase } from '../db/schema.ts';
import { announceChange } from './changes.ts';
import { locationOf } from './database.ts';
import { auditRecordId, rowTables } from './outbox-kinds.ts';
import { enqueue, unsentRowsFor } from './outbox.ts';

/**
 * This register's compliance audit log: its own hash chain (shared/compliance/audit-chain.ts) in
 * IndexedDB, each entry sent to the Store API through the outbox (kind `audit.append`).
 *
 * An entry is appended inside the same transaction as the decision it records (a sale and its age
 * verdict commit together or not at all). The hash is computed synchronously, so nothing awaited
 * outside IndexedDB lets the transaction commit half-way.
 */

/** What the caller says about a decision; the log adds the location, the register and the chain fields. */
export type AuditDecision = Omit<AuditFields, 'location_id' | 'register_id' | 'at'> & { at?: string };

/** Tables an append writes: pass them (with the decision's own) to `db.transaction('rw', …)`. */
export const auditTables = (db: RegisterDatabase) => [...rowTables(db), db.auditEntries];

const chainOf = (db: RegisterDatabase, registerId: string) =>
  db.auditEntries.where('[register_id+seq]').between([registerId, Dexie.minKey], [registerId, Dexie.maxKey]);

/**
 * Appends one entry to the register's chain and queues it for the Store API. Call inside a
 * transaction over `auditTables` (IndexedDB runs read-write transactions on a store one at a time,
 * so two appends never read the same last entry).
 */
export async function appendAudit(db: RegisterDatabase, registerId: string, decision: AuditDecision): Promise<LocalAuditEntry> {
  const [stored] = await appendAudits(db, registerId, [decision]);
  if (stored === undefined) throw new Error('an audit append wrote no entry');
  return stored;
}

/**
 * Appends entries to the register's chain, in order, as `appendAudit` does one by one: the chain's
 * end is read once and the entries are chained in memory, then written together (one round trip
 * to the database instead of four per entry, on the sale's path). Call inside a transaction over
 * `auditTables`.
 */
export async function appendAudits(db: RegisterDatabase, registerId: string, decisions: readonly AuditDecision[]): Promise<LocalAuditEntry[]> {
  if (Dexie.currentTransaction === null) throw new Error('an audit entry is appended inside the transaction of the decision it records');
  if (decisions.length === 0) return [];
  const last = (await chainOf(db, registerId).last()) ?? null;
  // The Store API takes a register's entries in order: each waits for the one before it.
  const waitsForLast = last === null ? [] : await unsentRowsFor(db, [auditRecordId({ register_id: registerId, seq: last.seq })]);
  const entries: LocalAuditEntry[] = [];
  let previous = last;
  for (const decision of decisions) {
    const entry = appendEntry(previous, {
      at: decision.at ?? new Date().toISOString(), location_id: locationOf(db), register_id: registerId,
      kind: decision.kind, subject: decision.subject, details: decision.details, actor_id: decision.actor_id,
    });
    const stored: LocalAuditEntry = { ...entry, register_id: registerId };
    entries.push(stored);
    previous = stored;
  }
  // Issued together, in chain order (IndexedDB runs a transaction's requests in the order made);
  // an entry made here waits on the row of the one before it, which is this batch's and unsent.
  await Promise.all([
    db.auditEntries.bulkAdd(entries),
    ...entries.map((entry, index) => enqueue(db, 'audit.append', entry, index === 0 ? waitsForLast : [entries[index - 1]!.hash])),
  ]);
  return entries;
}

/** Records decisions that are not part of another write (an ID scanned, a refusal), in their own transaction. */
export async function recordDecisions(db: RegisterDatabase, registerId: string, decisions: readonly AuditDecision[]): Promise<LocalAuditEntry[]> {
  if (decisions.length === 0) return [];
  const entries = await db.transaction('rw', auditTables(db), () => appendAudits(db, registerId, decisions));
  announceChange(db, 'outbox');
  return entries;
}

/** This register's chain, oldest first. */
export const auditChain = (db: RegisterDatabase, registerId: string): Promise<LocalAuditEntry[]> => chainOf(db, registerId).toArray();

/** Whether this register's chain is whole: every entry linked to the one before and unchanged. */
export async function verifyAuditChain(db: RegisterDatabase, registerId: string): Promise<ChainVerdict> {
  return verifyChain(await auditChain(db, registerId));
}
