import type { Transaction } from 'kysely';
import type { Canonical } from '../../../shared/canonical-json.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/schema.ts';
import { nowTimestamp } from '../../http/time.ts';
import { recordChanges, type ChangeEvent, type ChangedModel } from '../push-notifications/record-change.ts';
import { appendLocationEntries } from './chain-store.ts';

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

export interface Notification { event: ChangeEvent; model: ChangedModel; id: string; companyId?: string }

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

/** The fields a request sent, by name, for the audit entry (values left out: they may be personal). */
export const sentFields = (input: object): string[] => Object.keys(input).sort();
