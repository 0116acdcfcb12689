import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * `companies.age_verification_required` (0/1, default 0): whether every live sale of the location
 * must carry the buyer's ID check (`age_verification`). Off by default, as clients of the original
 * API send no buyer at all. A sale is checked by it, so a change bumps the location's
 * `settings_revision` (013) like its other sale settings; a trigger of its own, so the 013 triggers
 * stay as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').addColumn('age_verification_required', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  if (isPostgres(db)) {
    await sql`create trigger companies_age_verification_required after update of age_verification_required on companies
      for each row execute function bump_sale_settings_revision()`.execute(db);
    return;
  }
  await sql`create trigger companies_age_verification_required after update of age_verification_required on companies
    begin update companies set settings_revision = settings_revision + 1 where id = new.id; end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`drop trigger companies_age_verification_required on companies`.execute(db);
  else await sql`drop trigger companies_age_verification_required`.execute(db);
  await db.schema.alterTable('companies').dropColumn('age_verification_required').execute();
}

const isPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
