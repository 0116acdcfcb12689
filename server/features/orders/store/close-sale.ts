import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { invalidField } from '../../../http/errors.ts';
import { nowTimestamp } from '../../../http/time.ts';
import { recordChanges, type ChangeEvent, type ChangedModel } from '../../push-notifications/record-change.ts';

type Changes = ReadonlyArray<{ event: ChangeEvent; model: ChangedModel; id: string }>;

/**
 * The last writes of an order, the ones every sale of the location waits for: its shift counts it
 * and the push notifications of its changes take the next sequence ids. The shift row and the
 * company's counter row are locked from here to COMMIT, so the sales of a register pass this point
 * one after another: on PostgreSQL it is one statement instead of three, so the next sale waits one
 * round trip (and one turn of this process's event loop) for each of them instead of three. Throws
 * a 422 on `shift_id` when the shift closed in the meantime (the caller's transaction rolls back).
 */
export async function countAndAnnounce(trx: Transaction<Database>, order: { company_id: string; shift_id: string; created_at: string }, changes: Changes): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter) || changes.length === 0) {
    await countInShift(trx, order);
    await recordChanges(trx, order.company_id, changes);
    return;
  }
  const { rows: [counted] } = await sql<{ counted: number }>`
    with ${countedAndAnnounced(order, changes, null)}
    select count(*)::int as counted from counted`.execute(trx);
  if (counted?.counted !== 1) throw invalidField('shift_id', 'is closed');
}

/**
 * PostgreSQL: the common table expressions `counted`, `counter` and `notified` of a statement that
 * ends an order: the open shift counts it (`counted` is empty when the shift is closed, and then
 * nothing else happens) and its changes take the next sequence ids. The counter is bumped only
 * once the open shift counted the order (the EXISTS runs first), so both locks are taken in the
 * same order as everywhere else: shift, then counter. `after` names a step the shift must wait
 * for (one-statement.ts), as a condition that is always true once that step ran.
 */
export function countedAndAnnounced(order: { company_id: string; shift_id: string; created_at: string }, changes: Changes, after: RawBuilder<unknown> | null): RawBuilder<unknown> {
  const rows = sql.join(changes.map((change, index) =>
    sql`(${randomUUID()}::text, ${index + 1}::int, ${change.event}::text, ${change.model}::text, ${change.id}::text)`));
  return sql`counted as (
      update shifts set number_of_transactions = number_of_transactions + 1, updated_at = ${order.created_at}
      where company_id = ${order.company_id} and id = ${order.shift_id} and closed_at is null${after === null ? sql`` : sql` and ${after}`}
      returning id
    ), counter as (
      update company_sequences set last_sequence_id = last_sequence_id + ${changes.length}
      where company_id = ${order.company_id} and exists (select 1 from counted)
      returning last_sequence_id
    ), notified as (
      insert into push_notifications (id, company_id, sequence_id, event, model, record_id, created_at)
      select change.id, ${order.company_id}, counter.last_sequence_id - ${changes.length} + change.position, change.event, change.model, change.record_id, ${nowTimestamp()}
      from counter cross join (values ${rows}) as change(id, position, event, model, record_id)
      returning sequence_id
    )`;
}

/** The shift counts the order; a shift closed in the meantime refuses it. */
export async function countInShift(trx: Transaction<Database>, order: { company_id: string; shift_id: string; created_at: string }): Promise<void> {
  const bumped = await trx.updateTable('shifts')
    .set((eb) => ({ number_of_transactions: eb('number_of_transactions', '+', 1), updated_at: order.created_at }))
    .where('company_id', '=', order.company_id).where('id', '=', order.shift_id).where('closed_at', 'is', null)
    .executeTakeFirst();
  if (bumped.numUpdatedRows === 0n) throw invalidField('shift_id', 'is closed');
}
