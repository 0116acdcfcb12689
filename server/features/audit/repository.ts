import type { Kysely } from 'kysely';
import type { AuditEntry } from '../../../shared/compliance/audit-chain.ts';
import type { Database } from '../../db/schema.ts';
import { locationEntry, registerEntry } from './chain-store.ts';

export interface AuditPage { entries: AuditEntry[]; total: number }

/**
 * One page of an audit chain in chain order: the location's own, or with `registerId` the chain
 * that register sent.
 */
export async function auditEntriesPage(
  db: Kysely<Database>, companyId: string, registerId: string | undefined, page: { limit: number; offset: number },
): Promise<AuditPage> {
  if (registerId === undefined) {
    const scoped = db.selectFrom('audit_entries').where('company_id', '=', companyId);
    const [rows, count] = await Promise.all([
      scoped.selectAll().orderBy('seq').limit(page.limit).offset(page.offset).execute(),
      scoped.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { entries: rows.map(locationEntry), total: Number(count.total) };
  }
  const scoped = db.selectFrom('register_audit_entries').where('company_id', '=', companyId).where('register_id', '=', registerId);
  const [rows, count] = await Promise.all([
    scoped.selectAll().orderBy('seq').limit(page.limit).offset(page.offset).execute(),
    scoped.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { entries: rows.map(registerEntry), total: Number(count.total) };
}
