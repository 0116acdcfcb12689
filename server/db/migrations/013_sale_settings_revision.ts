import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * `companies.settings_revision`: names one state of what a location's sales are priced and checked
 * by, so a Store API instance may keep it in memory and still never price with settings another
 * instance (or anyone writing to the database) has changed since. Triggers bump it on every
 * write to those rows, whoever writes: the location's own settings columns, its tax items and
 * their rates, its product types' tax items and its loyalty programs. A sale reads the revision in
 * a query it makes anyway (see server/features/orders/sale-settings.ts).
 */
const WATCHED_COMPANY_COLUMNS = ['time_zone', 'jurisdiction', 'discount_approval_percent', 'discount_approval_flat_amount', 'loyalty_redemption_points_per_dollar'];
const WATCHED_TABLES = ['tax_items', 'tax_item_rates', 'product_type_tax_items', 'loyalty_programs'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').addColumn('settings_revision', 'bigint', (col) => col.notNull().defaultTo(0)).execute();
  const columns = sql.raw(WATCHED_COMPANY_COLUMNS.join(', '));
  if (isPostgres(db)) {
    await sql`create function bump_sale_settings_revision() returns trigger language plpgsql as $$
      begin
        if tg_table_name = 'companies' then
          update companies set settings_revision = settings_revision + 1 where id = new.id;
        elsif tg_op = 'DELETE' then
          update companies set settings_revision = settings_revision + 1 where id = old.company_id;
        else
          update companies set settings_revision = settings_revision + 1 where id = new.company_id;
          if tg_op = 'UPDATE' and old.company_id <> new.company_id then
            update companies set settings_revision = settings_revision + 1 where id = old.company_id;
          end if;
        end if;
        return null;
      end $$`.execute(db);
    // The companies trigger watches only the settings columns, so its own bump does not fire it again.
    await sql`create trigger companies_sale_settings after update of ${columns} on companies
      for each row execute function bump_sale_settings_revision()`.execute(db);
    for (const table of WATCHED_TABLES) {
      await sql`create trigger ${sql.raw(`${table}_sale_settings`)} after insert or update or delete on ${sql.table(table)}
        for each row execute function bump_sale_settings_revision()`.execute(db);
    }
    return;
  }
  await sql`create trigger companies_sale_settings after update of ${columns} on companies
    begin update companies set settings_revision = settings_revision + 1 where id = new.id; end`.execute(db);
  for (const table of WATCHED_TABLES) {
    for (const [event, row] of [['insert', 'new'], ['update', 'new'], ['delete', 'old']] as const) {
      await sql`create trigger ${sql.raw(`${table}_sale_settings_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update companies set settings_revision = settings_revision + 1 where id = ${sql.raw(`${row}.company_id`)}; end`.execute(db);
    }
    // An update moving a row to another location changes both.
    await sql`create trigger ${sql.raw(`${table}_sale_settings_moved`)} after update of company_id on ${sql.table(table)}
      begin update companies set settings_revision = settings_revision + 1 where id = old.company_id; end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of WATCHED_TABLES) await sql`drop trigger ${sql.raw(`${table}_sale_settings`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger companies_sale_settings on companies`.execute(db);
    await sql`drop function bump_sale_settings_revision()`.execute(db);
  } else {
    for (const table of WATCHED_TABLES) {
      for (const event of ['insert', 'update', 'delete', 'moved']) await sql`drop trigger ${sql.raw(`${table}_sale_settings_${event}`)}`.execute(db);
    }
    await sql`drop trigger companies_sale_settings`.execute(db);
  }
  await db.schema.alterTable('companies').dropColumn('settings_revision').execute();
}

const isPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
