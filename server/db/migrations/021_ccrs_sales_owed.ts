import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Washington's sales owe a report too. Until now (018) an order of a location reporting to CCRS
 * was `not_required`; from here it is `waiting` until a CCRS Sale file covering it is downloaded
 * (GET /state_reports/ccrs/sale), then `reported`. The trigger is redefined with one change: the
 * systems that owe a report are 'metrc' and 'ccrs'. Orders stored before stay as they were.
 *
 * THE RULE (as in 018): the report row is written by the trigger on `orders`, in the transaction
 * that stores the order, whatever path stores it.
 */
const ORDER_TYPE_VOID = 3;

/** `onlyWhereOwed` (migration 022): no row at all for an order of a location that reports to no system. */
function insertReport(owing: readonly string[], onlyWhereOwed: boolean) {
  const systems = sql.join(owing.map((s) => sql.lit(s)));
  const from = onlyWhereOwed
    ? sql`from state_reporting_settings as settings where settings.company_id = new.company_id and settings.system in (${systems})`
    : sql`from (select 1) as one left join state_reporting_settings as settings on settings.company_id = new.company_id`;
  return sql`
    insert into state_reports (order_id, company_id, receipt_id, charged_on, system, action, status, next_attempt_at, updated_at)
    select new.id, new.company_id, new.receipt_id, new.charged_on,
      coalesce(settings.system, 'none'), 'record',
      case when settings.system in (${systems}) and new.order_type <> ${sql.lit(ORDER_TYPE_VOID)} then 'waiting' else 'not_required' end,
      new.created_at, new.created_at
    ${from}`;
}

const owesDeletion = sql`
  update state_reports set action = 'delete', status = 'waiting', error = null, attempts = 0,
    next_attempt_at = new.updated_at, updated_at = new.updated_at
  where order_id = new.id and status <> 'not_required'`;

export async function defineTrigger(db: Kysely<unknown>, owing: readonly string[], onlyWhereOwed = false): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create or replace function owe_state_report() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${insertReport(owing, onlyWhereOwed)};
        elsif new.voided = 1 and old.voided = 0 then
          ${owesDeletion};
        end if;
        return null;
      end $$`.execute(db);
    return;
  }
  await sql`drop trigger orders_owe_state_report`.execute(db);
  await sql`create trigger orders_owe_state_report after insert on orders begin ${insertReport(owing, onlyWhereOwed)}; end`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await defineTrigger(db, ['metrc', 'ccrs']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await defineTrigger(db, ['metrc']);
}
