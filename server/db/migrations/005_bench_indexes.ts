import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Indexes for the product search the benchmarks found slow (issue 8, `npm run bench`):
 * a name filter, a price filter and a sort by price over the whole catalog.
 *
 * - (company_id, sell_price, name) on both engines: the price range is read from the index in sort
 *   order, and the name filter is tested on the index entry, so only matching rows are fetched
 *   (the count of matches is answered from the index alone).
 * - On PostgreSQL, a trigram index on lower(name) (pg_trgm): `lower(name) LIKE '%kush%'` becomes an
 *   index lookup instead of a filter over every product in the price range.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('products_company_price_name').on('products').columns(['company_id', 'sell_price', 'name']).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index products_name_trigram on products using gin (lower(name) gin_trgm_ops)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`drop index if exists products_name_trigram`.execute(db);
  await db.schema.dropIndex('products_company_price_name').execute();
}
