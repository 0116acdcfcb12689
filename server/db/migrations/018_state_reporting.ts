import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Reporting sales to the state's seed-to-sale system (Metrc, or Washington's CCRS files).
 *
 * - `state_reporting_settings`: per location, the system it reports to ('metrc' | 'ccrs' | 'none'),
 *   Metrc's URL, the licence number and the licensee's user API key, sealed (AES-256-GCM, see
 *   server/features/state-reporting/sealed-secret.ts): the database never holds it readable.
 *   `credentials_rejected_at` is set while Metrc refuses the key; `last_reported_at` is the last
 *   receipt Metrc took.
 * - `state_reports`: what each order owes the state, one row per order. `action` is what is owed
 *   ('record' the receipt, or 'delete' it once the sale is voided); `status` what the location
 *   sees ('waiting' | 'reported' | 'needs_attention' | 'not_required'). A worker claims waiting rows
 *   with a lease (`claimed_by`, `claimed_until`); `sent_at` marks a request whose answer may have
 *   been lost, so Metrc is asked for the receipt by its external number before anything is sent
 *   again.
 * - `tax_items.metrc_field`: which of Metrc's money fields a tax is reported as (SalesTax,
 *   ExciseTax, CityTax, CountyTax, MunicipalTax); existing taxes get one by their name.
 *
 * THE RULE: no order may be recorded without the report it owes. So the report row is written by
 * a trigger on `orders`, defined here for both engines: whatever path stores an order (a Kysely
 * transaction, one whole-sale statement on PostgreSQL, a group commit on SQLite, or anything else
 * writing to the table), its report row is in the same transaction by construction. The row is
 * 'waiting' when the location reports to Metrc and 'not_required' otherwise (and for a void: the
 * sale it voids owes a deletion instead, set by the update trigger).
 */
const ORDER_TYPE_VOID = 3;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('state_reporting_settings')
    .addColumn('company_id', 'text', (c) => c.primaryKey().references('companies.id'))
    .addColumn('system', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('api_url', 'text')
    .addColumn('license_number', 'text')
    .addColumn('user_api_key_sealed', 'text')
    .addColumn('credentials_rejected_at', 'text')
    .addColumn('last_reported_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();

  await db.schema.createTable('state_reports')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('receipt_id', 'text', (c) => c.notNull())
    .addColumn('charged_on', 'text', (c) => c.notNull())
    .addColumn('system', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().defaultTo('record'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    .addColumn('reported_at', 'text')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The worker's claim and the location's counts read only the rows still owed.
  await db.schema.createIndex('state_reports_owed').on('state_reports').columns(['status', 'next_attempt_at'])
    .where(sql.ref('status'), '=', 'waiting').execute();
  await db.schema.createIndex('state_reports_company').on('state_reports').columns(['company_id', 'status', 'charged_on']).execute();

  await db.schema.alterTable('tax_items').addColumn('metrc_field', 'text', (c) => c.notNull().defaultTo('SalesTax')).execute();
  await sql`update tax_items set metrc_field = case
      when lower(name) like '%excise%' then 'ExciseTax'
      when lower(name) like '%county%' then 'CountyTax'
      when lower(name) like '%municipal%' then 'MunicipalTax'
      when lower(name) like '%city%' or lower(name) like '%local%' then 'CityTax'
      else 'SalesTax' end`.execute(db);

  // What a new order owes: 'record' for a sale, refund or return; a void owes nothing itself.
  const insertReport = (row: string) => sql`
    insert into state_reports (order_id, company_id, receipt_id, charged_on, system, action, status, next_attempt_at, updated_at)
    select ${sql.raw(row)}.id, ${sql.raw(row)}.company_id, ${sql.raw(row)}.receipt_id, ${sql.raw(row)}.charged_on,
      coalesce(settings.system, 'none'), 'record',
      case when settings.system = 'metrc' and ${sql.raw(row)}.order_type <> ${sql.lit(ORDER_TYPE_VOID)} then 'waiting' else 'not_required' end,
      ${sql.raw(row)}.created_at, ${sql.raw(row)}.created_at
    from (select 1) as one left join state_reporting_settings as settings on settings.company_id = ${sql.raw(row)}.company_id`;
  // A voided sale owes the deletion of its receipt, unless it never owed anything.
  const owesDeletion = (row: string) => sql`
    update state_reports set action = 'delete', status = 'waiting', error = null, attempts = 0,
      next_attempt_at = ${sql.raw(row)}.updated_at, updated_at = ${sql.raw(row)}.updated_at
    where order_id = ${sql.raw(row)}.id and status <> 'not_required'`;

  if (isPostgres(db)) {
    await sql`create function owe_state_report() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${insertReport('new')};
        elsif new.voided = 1 and old.voided = 0 then
          ${owesDeletion('new')};
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger orders_owe_state_report after insert or update of voided on orders
      for each row execute function owe_state_report()`.execute(db);
    return;
  }
  await sql`create trigger orders_owe_state_report after insert on orders begin ${insertReport('new')}; end`.execute(db);
  await sql`create trigger orders_voided_owe_state_report after update of voided on orders
    when new.voided = 1 and old.voided = 0 begin ${owesDeletion('new')}; end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger orders_owe_state_report on orders`.execute(db);
    await sql`drop function owe_state_report()`.execute(db);
  } else {
    await sql`drop trigger orders_owe_state_report`.execute(db);
    await sql`drop trigger orders_voided_owe_state_report`.execute(db);
  }
  await db.schema.alterTable('tax_items').dropColumn('metrc_field').execute();
  await db.schema.dropTable('state_reports').execute();
  await db.schema.dropTable('state_reporting_settings').execute();
}

const isPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
