import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * `refuse_order(field, message)` (PostgreSQL): raises the named error a rule of a sale gives when
 * the sale is stored in one statement, where no application code runs between its steps (see
 * server/features/orders/one-statement.ts). SQLSTATE `CN422` and the field in the error's COLUMN
 * make it a 422 on that field; the whole statement, and so everything the sale wrote, rolls back.
 * SQLite stores a sale step by step, in a transaction the application rolls back itself.
 */
export const REFUSED_SQLSTATE = 'CN422';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create function refuse_order(field text, message text) returns integer language plpgsql volatile as $$
    begin
      raise exception using errcode = ${sql.lit(REFUSED_SQLSTATE)}, message = message, column = field;
    end
  $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`drop function if exists refuse_order(text, text)`.execute(db);
}

const isPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
