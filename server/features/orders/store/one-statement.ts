import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { retryOnConflict } from '../../../db/transaction.ts';
import { invalidField } from '../../../http/errors.ts';
import { nowTimestamp } from '../../../http/time.ts';
import { REFUSED_SQLSTATE } from '../../../db/migrations/017_refuse_order.ts';
import { countedAndAnnounced } from './close-sale.ts';
import { floorPlaceOf, floorRowOf, type StockMove } from './stock.ts';
import type { OrderChanges, OrderPlan } from './write.ts';

/** The error `refuse_order(field, message)` raises (migration 017): a rule of the sale refused it, on `column`. */
const refusal = (error: unknown): { field: string; message: string } | null =>
  error instanceof Error && 'code' in error && error.code === REFUSED_SQLSTATE && 'column' in error && typeof error.column === 'string'
    ? { field: error.column, message: error.message } : null;

/**
 * The one item whose stock the order moves, when the plan can be stored as one statement: on
 * PostgreSQL, an order with lines and payments that moves one item of a product, voids nothing and
 * moves no loyalty balance or audit chain. Null otherwise (the transaction of `writeAnnouncedOrder`).
 */
export function oneStatementMove(db: Kysely<Database>, plan: OrderPlan): (StockMove & { product_id: string }) | null {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return null;
  if (plan.voids !== null || plan.loyalty !== null || plan.audit.length > 0 || plan.lines.length === 0 || plan.payments.length === 0) return null;
  // Goods given back to waste are adjustments of their own: the transaction writes them.
  if (plan.returnedToWaste.length > 0) return null;
  const [move, ...others] = plan.stock;
  if (move === undefined || others.some((other) => other.inventory_item_id !== move.inventory_item_id)) return null;
  const delta = plan.stock.reduce((sum, m) => sum + m.delta_milli, 0);
  return delta === 0 || move.product_id === null ? null : { inventory_item_id: move.inventory_item_id, product_id: move.product_id, delta_milli: delta };
}

/**
 * Stores an order as one statement, its own transaction: the order, its lines and payments, the
 * stock of its item, its product and its first For-Sale place row (opened when there is none), the
 * shift's count and the push notifications of `changes`. No lock is then held while this process
 * answers a round trip: the shift's and the counter's row locks, which every sale of the register
 * waits for, last from their update to the commit inside the database. Rows are locked in the same
 * order as the transaction does (order, item, product, place, shift, counter): each step runs only
 * once the one before it is done (its count is read). A shift closed since the sale was checked
 * counts nothing, and the statement then ends in `refuse_order('shift_id', 'is closed')`, which
 * rolls back all of it: a 422 on `shift_id`, as the transaction gives. Deadlocks and serialization failures are retried as a transaction.
 */
export async function writeSaleInOneStatement(
  db: Kysely<Database>, plan: OrderPlan, move: StockMove & { product_id: string }, changes: OrderChanges,
): Promise<void> {
  const { order, lines, payments } = plan;
  const company = order.company_id;
  const delta = move.delta_milli;
  const now = nowTimestamp();
  const statement = sql<{ notified: number }>`
    with new_order as (${db.insertInto('orders').values(order).returning('id')}),
    new_lines as (${db.insertInto('line_items').values(lines)}),
    new_payments as (${db.insertInto('payments').values(payments)}),
    moved_item as (
      update inventory_items set quantity_milli = quantity_milli + ${delta}, updated_at = ${now}
      where company_id = ${company} and id = ${move.inventory_item_id} and (select count(*) from new_order) >= 0
      returning id
    ), moved_product as (
      update products set quantity_milli = quantity_milli + ${delta}
      where company_id = ${company} and id = ${move.product_id} and (select count(*) from moved_item) >= 0
      returning id
    ), moved_floor as (
      update inventory_item_places set quantity_milli = quantity_milli + ${delta}
      where id = (${floorRowOf(db, company, move.inventory_item_id)}) and (select count(*) from moved_product) >= 0
      returning id
    ), opened_floor as (
      -- No row on the floor yet (all stock in the vault, say): one is opened, so places still add up to the item.
      insert into inventory_item_places (id, company_id, inventory_item_id, place_id, quantity_milli)
      select ${randomUUID()}, ${company}, ${move.inventory_item_id}, floor.id, ${delta}
      from (${floorPlaceOf(db, company)}) as floor
      where not exists (select 1 from moved_floor)
      returning id
    ), ${countedAndAnnounced(order, changes, sql`(select count(*) from moved_floor) + (select count(*) from opened_floor) >= 0`)}
    select case
      when not exists (select 1 from counted) then refuse_order('shift_id', 'is closed')
      else (select count(*) from notified)
    end as notified`;
  try {
    await retryOnConflict(() => statement.execute(db));
  } catch (error) {
    const refused = refusal(error);
    if (refused !== null) throw invalidField(refused.field, refused.message);
    throw error;
  }
}
