import type { Kysely } from 'kysely';
import type { AuditEntry } from '../../../shared/compliance/audit-chain.ts';
import type { Database } from '../../db/schema.ts';
import { FieldErrorCollector } from '../../http/errors.ts';

/**
 * Who a register's entries name: the actor must be a user of this location (the register's chain
 * records its own staff), and an approval (`details.approved_by`) a manager of it, whose PIN the
 * register's host checked. 422 naming the field otherwise; nothing is stored.
 */
export async function checkActors(db: Kysely<Database>, companyId: string, entries: readonly AuditEntry[]): Promise<void> {
  const named = new Set<string>();
  for (const entry of entries) {
    if (entry.actor_id !== null) named.add(entry.actor_id);
    const approver = entry.details['approved_by'];
    if (typeof approver === 'string') named.add(approver);
  }
  const staff = named.size === 0 ? [] : await db.selectFrom('users').innerJoin('user_companies', 'user_companies.user_id', 'users.id')
    .select(['users.id', 'users.role']).where('user_companies.company_id', '=', companyId).where('users.id', 'in', [...named]).execute();
  const roles = new Map(staff.map((row) => [row.id, row.role]));
  const errors = new FieldErrorCollector();
  for (const [index, entry] of entries.entries()) {
    if (entry.actor_id !== null && !roles.has(entry.actor_id)) errors.add(`audit_entries.${index}.actor_id`, 'is not a user of this location');
    const approver = entry.details['approved_by'];
    if (approver !== undefined && approver !== null && (typeof approver !== 'string' || roles.get(approver) !== 'manager')) {
      errors.add(`audit_entries.${index}.details.approved_by`, 'is not a manager of this location');
    }
  }
  errors.throwIfAny();
}
