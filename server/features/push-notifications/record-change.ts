import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowTimestamp } from '../../http/time.ts';

/**
 * What a register keeps. A manager's changes name ProductType, Patient, PersonGroup and TaxItem,
 * and Company (a location's state, hence its purchase limits) and Employee (the manager PINs that
 * approve at the counter), which reach the register through its settings; a register that keeps
 * none of them skips them.
 */
export type ChangedModel =
  | 'InventoryItem' | 'Brand' | 'Strain' | 'Order' | 'LineItem' | 'ProductType' | 'Patient' | 'PersonGroup' | 'TaxItem' | 'Company' | 'Employee';
export type ChangeEvent = 'create' | 'update';

/**
 * Appends push notifications for changes made in `trx`. Must run inside the transaction that
 * makes the change, so a notification exists exactly when its change committed.
 *
 * Why a poller never skips one (the outbox gap problem): sequence ids are not taken from a
 * database sequence, which hands out numbers in *start* order, so a slow transaction could commit
 * id 7 after a poller had already read 8 and moved its cursor past 7. Instead every writer
 * increments the company's counter row with UPDATE … RETURNING. That row lock is held until
 * commit, so the next writer for the same company waits, reads the committed value and takes the
 * next number: per company, sequence ids are handed out and become visible in commit order.
 * (SQLite has a single writer, which gives the same guarantee.)
 */
export async function recordChanges(
  trx: Transaction<Database> | Kysely<Database>,
  companyId: string,
  changes: ReadonlyArray<{ event: ChangeEvent; model: ChangedModel; id: string }>,
): Promise<void> {
  if (changes.length === 0) return;
  const counter = await trx.updateTable('company_sequences')
    .set((eb) => ({ last_sequence_id: eb('last_sequence_id', '+', changes.length) }))
    .where('company_id', '=', companyId)
    .returning('last_sequence_id')
    .executeTakeFirstOrThrow();
  const first = counter.last_sequence_id - changes.length + 1;
  const createdAt = nowTimestamp();
  await trx.insertInto('push_notifications').values(changes.map((change, index) => ({
    id: randomUUID(), company_id: companyId, sequence_id: first + index,
    event: change.event, model: change.model, record_id: change.id, created_at: createdAt,
  }))).execute();
}

export const recordChange = (
  trx: Transaction<Database> | Kysely<Database>, companyId: string, event: ChangeEvent, model: ChangedModel, id: string,
): Promise<void> => recordChanges(trx, companyId, [{ event, model, id }]);
