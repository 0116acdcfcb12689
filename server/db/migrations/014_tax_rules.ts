import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Each state's tax law, as data the pricing engine reads:
 * - `tax_items.base_includes`: JSON array of the tax item ids whose amount on the same line is
 *   part of this tax's base (a tax on a tax); `[]` for every existing item, as before.
 * - `tax_items.rounding`: 'half_up' (every existing item) or 'up' (to the next whole cent).
 * - `tax_items.exemption`: JSON of when a person group's exemption from the tax holds
 *   ({effective_at, expires_at, medical_items_only, medical_endorsement_required}); null, always.
 * - `companies.medical_endorsement`: the location may sell to patients tax-free where the law ties
 *   the relief to an endorsement (Washington, RCW 69.50.375); 0 for every existing location.
 * A sale is priced with these, so they join what bumps `settings_revision` (see 013): the new
 * company column, and the location's person groups and their taxes, which sales now read from
 * the same kept settings.
 */
const WATCHED_COMPANY_COLUMNS = ['time_zone', 'jurisdiction', 'discount_approval_percent', 'discount_approval_flat_amount', 'loyalty_redemption_points_per_dollar'];
const NEWLY_WATCHED_TABLES = ['person_groups', 'person_group_tax_items'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tax_items').addColumn('base_includes', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('tax_items').addColumn('rounding', 'text', (c) => c.notNull().defaultTo('half_up')).execute();
  await db.schema.alterTable('tax_items').addColumn('exemption', 'text').execute();
  await db.schema.alterTable('companies').addColumn('medical_endorsement', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await watchCompanyColumns(db, [...WATCHED_COMPANY_COLUMNS, 'medical_endorsement']);
  if (isPostgres(db)) {
    for (const table of NEWLY_WATCHED_TABLES) {
      await sql`create trigger ${sql.raw(`${table}_sale_settings`)} after insert or update or delete on ${sql.table(table)}
        for each row execute function bump_sale_settings_revision()`.execute(db);
    }
    return;
  }
  for (const table of NEWLY_WATCHED_TABLES) {
    for (const [event, row] of [['insert', 'new'], ['update', 'new'], ['delete', 'old']] as const) {
      await sql`create trigger ${sql.raw(`${table}_sale_settings_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update companies set settings_revision = settings_revision + 1 where id = ${sql.raw(`${row}.company_id`)}; end`.execute(db);
    }
    await sql`create trigger ${sql.raw(`${table}_sale_settings_moved`)} after update of company_id on ${sql.table(table)}
      begin update companies set settings_revision = settings_revision + 1 where id = old.company_id; end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of NEWLY_WATCHED_TABLES) {
    if (isPostgres(db)) await sql`drop trigger ${sql.raw(`${table}_sale_settings`)} on ${sql.table(table)}`.execute(db);
    else for (const event of ['insert', 'update', 'delete', 'moved']) await sql`drop trigger ${sql.raw(`${table}_sale_settings_${event}`)}`.execute(db);
  }
  await watchCompanyColumns(db, WATCHED_COMPANY_COLUMNS);
  await db.schema.alterTable('companies').dropColumn('medical_endorsement').execute();
  for (const column of ['exemption', 'rounding', 'base_includes']) await db.schema.alterTable('tax_items').dropColumn(column).execute();
}

/** Recreates the trigger that bumps the revision when one of these columns of a location changes. */
async function watchCompanyColumns(db: Kysely<unknown>, columnNames: readonly string[]): Promise<void> {
  const columns = sql.raw(columnNames.join(', '));
  if (isPostgres(db)) {
    await sql`drop trigger companies_sale_settings on companies`.execute(db);
    await sql`create trigger companies_sale_settings after update of ${columns} on companies
      for each row execute function bump_sale_settings_revision()`.execute(db);
    return;
  }
  await sql`drop trigger companies_sale_settings`.execute(db);
  await sql`create trigger companies_sale_settings after update of ${columns} on companies
    begin update companies set settings_revision = settings_revision + 1 where id = new.id; end`.execute(db);
}

const isPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
