import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The location's product types, by name. */
export async function productTypesOf(db: Kysely<Database>, companyId: string) {
  return db.selectFrom('product_types').selectAll().where('company_id', '=', companyId).orderBy('name').orderBy('id').execute();
}
