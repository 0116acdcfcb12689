import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { containsText } from '../../db/text-search.ts';
import { invalidField } from '../../http/errors.ts';
import { nowTimestamp } from '../../http/time.ts';
import { recordChange } from '../push-notifications/record-change.ts';
import { inTransaction } from '../../db/transaction.ts';

export type NamedTable = 'brands' | 'strains';
export interface NamedRecord { id: string; name: string; company_id: string }

export interface NamedListQuery { limit: number; offset: number; byName?: string; direction: 'asc' | 'desc' }

const modelOf = { brands: 'Brand', strains: 'Strain' } as const;

/** Brands and strains: the same four operations over two tables. */
export function namedRecords(db: Kysely<Database>, table: NamedTable) {
  const scoped = (companyId: string, byName?: string) => {
    let query = db.selectFrom(table).where('company_id', '=', companyId);
    if (byName !== undefined && byName !== '') query = query.where((eb) => containsText(eb.ref('name'), byName));
    return query;
  };
  return {
    async list(companyId: string, q: NamedListQuery): Promise<{ records: NamedRecord[]; total: number }> {
      const [records, count] = await Promise.all([
        scoped(companyId, q.byName).select(['id', 'name', 'company_id'])
          .orderBy('name', q.direction).orderBy('id').limit(q.limit).offset(q.offset).execute(),
        scoped(companyId, q.byName).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { records, total: Number(count.total) };
    },

    find(companyId: string, id: string): Promise<NamedRecord | undefined> {
      return db.selectFrom(table).select(['id', 'name', 'company_id'])
        .where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
    },

    /** Creates the record, or returns the existing one when the client repeats a create with the same id. */
    async create(companyId: string, input: { id?: string; name: string }): Promise<{ record: NamedRecord; created: boolean }> {
      const id = input.id ?? randomUUID();
      return inTransaction(db, async (trx) => {
        const existing = await trx.selectFrom(table).select(['id', 'name', 'company_id']).where('id', '=', id).executeTakeFirst();
        if (existing !== undefined && existing.company_id === companyId) return { record: existing, created: false };
        // An id taken in another company is refused without saying whose it is.
        if (existing !== undefined) throw invalidField('id', 'has already been taken');
        const now = nowTimestamp();
        await trx.insertInto(table).values({ id, company_id: companyId, name: input.name, created_at: now, updated_at: now }).execute();
        await recordChange(trx, companyId, 'create', modelOf[table], id);
        return { record: { id, name: input.name, company_id: companyId }, created: true };
      });
    },

    async update(companyId: string, id: string, name: string): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const result = await trx.updateTable(table).set({ name, updated_at: nowTimestamp() })
          .where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        await recordChange(trx, companyId, 'update', modelOf[table], id);
        return true;
      });
    },
  };
}
