import type { Kysely, Transaction } from 'kysely';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { FieldErrorCollector } from '../../http/errors.ts';
import { recordManagerChange, sentFields, type ChangeRecorder, type Notification, type ManagerChange } from '../audit/manager-changes.ts';

/**
 * Runs a manager's change in one transaction with its push notifications and its entry in the
 * location's audit chain, so a register's next pull and the chain see exactly what committed.
 */
export async function managerChange<T>(
  db: Kysely<Database>, session: Session, work: (trx: Transaction<Database>, record: ChangeRecorder) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    const notifications: Notification[] = [];
    const changes: ManagerChange[] = [];
    const result = await work(trx, {
      notify: (event, model, id, companyId) => { notifications.push({ event, model, id, ...(companyId === undefined ? {} : { companyId }) }); },
      audit: (change) => { changes.push(change); },
    });
    await recordManagerChange(trx, session, notifications, changes);
    return result;
  });
}


/** A trimmed name; a blank one is "can't be blank". */
export function checkName(errors: FieldErrorCollector, field: string, name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const trimmed = name.trim();
  if (trimmed === '') errors.add(field, "can't be blank");
  return trimmed;
}

/** A price in cents: never below zero. */
export function checkPrice(errors: FieldErrorCollector, field: string, cents: number | null | undefined): void {
  if (cents !== undefined && cents !== null && cents < 0) errors.add(field, 'must be zero or more (cents)');
}

/** A calendar date as YYYY-MM-DD that exists. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The ids among `ids` that are not tax items of the location. */
export async function unknownTaxItems(db: Kysely<Database> | Transaction<Database>, companyId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const known = await db.selectFrom('tax_items').select('id').where('company_id', '=', companyId).where('id', 'in', [...new Set(ids)]).execute();
  const found = new Set(known.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

export { FieldErrorCollector, recordManagerChange, sentFields, type ChangeRecorder, type ManagerChange };
