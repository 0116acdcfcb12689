import type { Kysely } from 'kysely';
import type { PushNotification } from '../../../shared/api/sales.ts';
import type { Database } from '../../db/schema.ts';

export type NotificationPage =
  | { kind: 'page'; notifications: PushNotification[]; newestSequenceId: number }
  /** The cursor points into history that was pruned (or never existed here): the client must reload. */
  | { kind: 'gone'; oldestSequenceId: number };

/**
 * Notifications after a cursor, ascending. Sequence ids of a company are committed without holes
 * (see record-change.ts), so the only way a page can skip one is pruning: a cursor below the oldest
 * kept notification, or above the last one ever issued (a cursor from another database), is 'gone'.
 */
export async function notificationsAfter(db: Kysely<Database>, companyId: string, after: number | undefined, limit: number): Promise<NotificationPage> {
  // The counter is read before the rows: anything it counts has committed, so the rows query sees it.
  const counter = await db.selectFrom('company_sequences').select('last_sequence_id').where('company_id', '=', companyId).executeTakeFirst();
  const last = Number(counter?.last_sequence_id ?? 0);
  const rows = await db.selectFrom('push_notifications').select(['id', 'event', 'model', 'record_id', 'sequence_id'])
    .where('company_id', '=', companyId).where('sequence_id', '>', after ?? 0)
    .orderBy('sequence_id').limit(limit).execute();
  if (after !== undefined) {
    const next = rows[0] === undefined ? last + 1 : Number(rows[0].sequence_id);
    const skipped = (rows.length > 0 && next !== after + 1) || (rows.length === 0 && after !== last);
    if (skipped) return { kind: 'gone', oldestSequenceId: await oldestKept(db, companyId, last) };
  }
  return {
    kind: 'page',
    newestSequenceId: last,
    notifications: rows.map((row) => ({ id: row.id, event: row.event, data: { model: row.model, id: row.record_id, sequence_id: Number(row.sequence_id) } })),
  };
}

async function oldestKept(db: Kysely<Database>, companyId: string, last: number): Promise<number> {
  const row = await db.selectFrom('push_notifications').select((eb) => eb.fn.min<number>('sequence_id').as('oldest'))
    .where('company_id', '=', companyId).executeTakeFirst();
  return row?.oldest === undefined || row.oldest === null ? last + 1 : Number(row.oldest);
}

/** Deletes notifications older than the retention period; returns how many went. */
export async function pruneNotifications(db: Kysely<Database>, retentionDays: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  const result = await db.deleteFrom('push_notifications').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
