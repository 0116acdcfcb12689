import type { OutboxRow, RegisterDatabase } from '../db/schema.ts';
import { announceChange } from './changes.ts';
import { putRow, rowTables, withBody } from './outbox-kinds.ts';
import { wakeSenderOnCommit } from './outbox.ts';

/**
 * The manager's "needs attention" list: rows the Store API refused, with its reasons. Nothing
 * leaves the outbox silently: a row is resent (perhaps corrected) or set aside with a reason, and
 * set-aside rows stay in the database.
 */
export async function needsAttention(db: RegisterDatabase): Promise<OutboxRow[]> {
  return db.outbox.where('state').equals('needs-attention').sortBy('seq');
}

/** Rows a manager set aside, for the record. */
export async function setAsideRows(db: RegisterDatabase): Promise<OutboxRow[]> {
  return db.outbox.where('state').equals('set-aside').sortBy('seq');
}

/**
 * Puts a refused (or set-aside) row back in the queue, with a corrected body if given (it must fit
 * what the row's kind sends). The sync engine hears the outbox change and sends it.
 */
export async function resend(db: RegisterDatabase, seq: number, correctedBody?: unknown): Promise<OutboxRow> {
  const row = await db.transaction('rw', rowTables(db), async () => {
    const current = await db.outbox.get(seq);
    if (current === undefined) throw new Error(`no outbox row ${seq}`);
    if (current.state !== 'needs-attention' && current.state !== 'set-aside') throw new Error(`outbox row ${seq} is ${current.state}, not refused`);
    const corrected = correctedBody === undefined ? current : withBody(current, correctedBody);
    if (corrected === null) throw new Error(`the corrected body does not fit a ${current.kind} request`);
    const next: OutboxRow = { ...corrected, state: 'pending', attempts: 0, notBefore: 0, leaseUntil: 0, problem: null, updatedAt: new Date().toISOString() };
    await putRow(db, next, current.state);
    wakeSenderOnCommit(db);
    return next;
  });
  announceChange(db, 'outbox', 'orders', 'customers');
  return row;
}

/** Takes a refused row out of the queue for good, keeping it and the reason. */
export async function setAside(db: RegisterDatabase, seq: number, reason: string): Promise<OutboxRow> {
  if (reason.trim() === '') throw new Error('say why the row is set aside');
  const row = await db.transaction('rw', rowTables(db), async () => {
    const current = await db.outbox.get(seq);
    if (current === undefined) throw new Error(`no outbox row ${seq}`);
    if (current.state !== 'needs-attention') throw new Error(`outbox row ${seq} is ${current.state}; only a refused row can be set aside`);
    const next: OutboxRow = { ...current, state: 'set-aside', problem: `${reason.trim()} (server said: ${current.problem ?? 'nothing'})`, updatedAt: new Date().toISOString() };
    await putRow(db, next, current.state);
    return next;
  });
  announceChange(db, 'outbox', 'orders', 'customers');
  return row;
}
