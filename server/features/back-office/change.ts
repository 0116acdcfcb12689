import type { Kysely, Transaction } from 'kysely';
import type { Canonical } from '../../../shared/canonical-json.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { FieldErrorCollector } from '../../http/errors.ts';
import { nowTimestamp } from '../../http/time.ts';
import { appendLocationEntries } from '../audit/chain-store.ts';
import { recordChanges, type ChangeEvent, type ChangedModel } from '../push-notifications/record-change.ts';

/** What a manager changed, for the location's audit chain: the resource, its id and the fields sent. */
export interface ManagerChange {
  resource: string;
  action: 'create' | 'update' | 'delete';
  id: string;
  /** The fields the manager sent (their names; prices and rates with their values). */
  details: { [key: string]: Canonical };
  /** The location whose chain keeps it, when not the manager's own (a location changed from another). */
  companyId?: string;
}

export interface ChangeRecorder {
  /**
   * Push notifications for what registers keep, appended when the change commits: to the
   * location's feed whose registers keep it (the manager's own unless `companyId` names another).
   */
  notify(event: ChangeEvent, model: ChangedModel, id: string, companyId?: string): void;
  audit(change: ManagerChange): void;
}

interface Notification { event: ChangeEvent; model: ChangedModel; id: string; companyId?: string }

/**
 * Writes a manager's push notifications and audit entries in the transaction of their change, so a
 * register's next pull and the chain see exactly what committed (for writes that run their own
 * transaction, such as the tax items'; managerChange calls it for the back office).
 */
export async function recordManagerChange(
  trx: Transaction<Database>, session: Session, notifications: readonly Notification[], changes: readonly ManagerChange[],
): Promise<void> {
  for (const companyId of new Set(notifications.map((n) => n.companyId ?? session.companyId))) {
    await recordChanges(trx, companyId, notifications.filter((n) => (n.companyId ?? session.companyId) === companyId));
  }
  const at = nowTimestamp();
  for (const companyId of new Set(changes.map((change) => change.companyId ?? session.companyId))) {
    await appendLocationEntries(trx, companyId, changes.filter((change) => (change.companyId ?? session.companyId) === companyId).map((change) => ({
      at, kind: 'back-office-change' as const, subject: change.id, actor_id: session.user.id,
      details: { resource: change.resource, action: change.action, ...change.details },
    })));
  }
}

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

/** The fields a request sent, by name, for the audit entry (values left out: they may be personal). */
export const sentFields = (input: object): string[] => Object.keys(input).sort();

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

export { FieldErrorCollector };
