import { PostgresAdapter, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { appendLocationEntries, type LocationDecision } from '../../audit/chain-store.ts';
import { invalidField } from '../../../http/errors.ts';
import { recordChanges, type ChangeEvent, type ChangedModel } from '../../push-notifications/record-change.ts';
import { countAndAnnounce, countInShift } from './close-sale.ts';
import { RETURN_WASTE_REASON } from '../rules/customer-returns.ts';
import { moveStock, type StockMove } from './stock.ts';
import type { LineRow, OrderRow, PaymentRow } from './stored-order.ts';
import type { StateReport } from '../../../../shared/api/state-reporting.ts';

/**
 * Everything one order writes, resolved and checked: what `writeOrder` stores in one transaction.
 * The rows are complete, so once stored they are also the answer (no read back).
 */
export interface OrderPlan {
  order: OrderRow;
  lines: LineRow[];
  payments: PaymentRow[];
  stock: StockMove[];
  /** The sale a void cancels: marked voided in the same transaction. */
  voids: string | null;
  /** The buyer's loyalty balance change, if any. */
  loyalty: { type: 'Customer' | 'Patient'; id: string; delta: number } | null;
  /** Compliance decisions about the order for the location's audit chain, appended in the same transaction. */
  audit: LocationDecision[];
  /** The order broke a rule and was flagged for it (not only noted for review): it is announced once more. */
  flaggedForBreach: boolean;
  /** What the stored order owes the state, as the trigger on `orders` writes it (its answer's `state_report`). */
  stateReport: StateReport;
  /** Cannabis given back where the state forbids reselling it: not in `stock`, written as waste adjustments with the order. */
  returnedToWaste: ReturnedToWaste[];
}

/** One line of goods given back that goes to waste: the amount (positive, in the item's own unit) that came back. */
export interface ReturnedToWaste {
  /** The waste adjustment's id and time, made with the order's ids (the same rows whichever path stores it). */
  id: string; at: string;
  inventory_item_id: string; product_id: string | null; package_label: string | null; stock_milli: number; unit: string;
}

export type OrderChanges = Array<{ event: ChangeEvent; model: ChangedModel; id: string }>;

/**
 * Stores an order and everything it moves, inside the caller's transaction: the order, its lines
 * and payments, the shift's transaction count, the voided original and the stock. Returns the
 * push notifications the caller must record in the same transaction. Throws a 422 on `shift_id`
 * when the shift closed in the meantime (the caller's transaction then rolls back).
 */
export async function writeOrder(trx: Transaction<Database>, plan: OrderPlan): Promise<OrderChanges> {
  const changes = await writeOrderRows(trx, plan);
  await countInShift(trx, plan.order);
  // The audit counter shares the company's sequence row, locked last by the caller's notifications too.
  await appendLocationEntries(trx, plan.order.company_id, plan.audit);
  return changes;
}

/**
 * `writeOrder` and the push notifications of everything it changed, in the caller's transaction:
 * what the Store API stores for an order. Without audit entries, the shift's count and the
 * notifications are one statement on PostgreSQL (`countAndAnnounce`).
 */
export async function writeAnnouncedOrder(trx: Transaction<Database>, plan: OrderPlan): Promise<void> {
  if (plan.audit.length > 0) {
    await recordChanges(trx, plan.order.company_id, await writeOrder(trx, plan));
    return;
  }
  await countAndAnnounce(trx, plan.order, await writeOrderRows(trx, plan));
}

/** Everything of `writeOrder` before the shift's row: the rows, the loyalty balance, the voided original and the stock. */
async function writeOrderRows(trx: Transaction<Database>, plan: OrderPlan): Promise<OrderChanges> {
  const { order } = plan;
  // The order row first: a racing replay of the same order waits here, before taking any other lock.
  await insertOrderRows(trx, plan);
  if (plan.loyalty !== null) await moveLoyalty(trx, order.company_id, plan.loyalty);
  if (plan.voids !== null) {
    const voided = await trx.updateTable('orders').set({ voided: 1, updated_at: order.created_at })
      .where('company_id', '=', order.company_id).where('id', '=', plan.voids).where('voided', '=', 0).executeTakeFirst();
    if (voided.numUpdatedRows === 0n) throw invalidField('original_order_id', 'has already been voided');
  }
  // The shift row is the one every sale of a register locks (PostgreSQL): taken after these, just
  // before the company's sequence counter, so the next sale of the shift waits for as little as possible.
  const moved = await moveStock(trx, order.company_id, plan.stock);
  await recordReturnWaste(trx, plan);
  return orderChanges(plan, [...moved, ...plan.returnedToWaste.map((w) => w.inventory_item_id).filter((id) => !moved.includes(id))]);
}

/**
 * Goods given back that the state forbids reselling (customer-returns.ts): the stock stays as it
 * was (they came back, and went straight to waste), and each line is a waste adjustment of the
 * order, owed to the state like any adjustment where the location reports (Metrc: the return puts
 * the quantity back in the package, the adjustment takes it out as waste).
 */
async function recordReturnWaste(trx: Transaction<Database>, plan: OrderPlan): Promise<void> {
  if (plan.returnedToWaste.length === 0) return;
  const { order, stateReport } = plan;
  const reports = stateReport.system !== 'none';
  for (const waste of plan.returnedToWaste) {
    await trx.insertInto('inventory_adjustments').values({
      id: waste.id, company_id: order.company_id, inventory_item_id: waste.inventory_item_id, quantity_milli: -waste.stock_milli, unit: waste.unit,
      kind: 'waste', reason: RETURN_WASTE_REASON, note: `Customer return on receipt ${order.receipt_id}: may not be resold`,
      employee_id: order.employee_id, order_id: order.id, inventory_count_id: null, adjusted_at: waste.at, created_at: waste.at, request_hash: null,
    }).execute();
    if (reports) {
      await trx.insertInto('adjustment_reports').values({
        adjustment_id: waste.id, company_id: order.company_id, system: stateReport.system, status: 'waiting', package_label: waste.package_label,
        next_attempt_at: waste.at, updated_at: waste.at,
      }).execute();
    }
  }
}

/** The push notifications of an order that moved the stock of `movedItemIds`, in the order they are numbered. */
export function orderChanges(plan: OrderPlan, movedItemIds: readonly string[]): OrderChanges {
  const changes: OrderChanges = [{ event: 'create', model: 'Order', id: plan.order.id }];
  // A flagged order is announced once more as updated, so a back office listening for changes
  // learns there is something to review.
  if (plan.flaggedForBreach) changes.push({ event: 'update', model: 'Order', id: plan.order.id });
  if (plan.voids !== null) changes.push({ event: 'update', model: 'Order', id: plan.voids });
  for (const line of plan.lines) changes.push({ event: 'create', model: 'LineItem', id: line.id });
  for (const itemId of movedItemIds) changes.push({ event: 'update', model: 'InventoryItem', id: itemId });
  return changes;
}

/**
 * The order, its lines and its payments. On PostgreSQL one statement, so one round trip instead of
 * three: the inserts of a WITH run together and the foreign keys from lines and payments to the
 * order are checked at the end of the statement. SQLite takes no writes inside WITH, and its
 * statements cost no round trip.
 */
async function insertOrderRows(trx: Transaction<Database>, { order, lines, payments }: OrderPlan): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter) || (lines.length === 0 && payments.length === 0)) {
    await trx.insertInto('orders').values(order).execute();
    if (lines.length > 0) await trx.insertInto('line_items').values(lines).execute();
    if (payments.length > 0) await trx.insertInto('payments').values(payments).execute();
    return;
  }
  const withOrder = trx.with('new_order', (qc) => qc.insertInto('orders').values(order));
  if (lines.length === 0) await withOrder.insertInto('payments').values(payments).execute();
  else if (payments.length === 0) await withOrder.insertInto('line_items').values(lines).execute();
  else await withOrder.with('new_lines', (qc) => qc.insertInto('line_items').values(lines)).insertInto('payments').values(payments).execute();
}

/** An atomic `loyalty_points = loyalty_points + delta` on the buyer (a customer without a balance yet starts at 0). */
async function moveLoyalty(trx: Transaction<Database>, companyId: string, move: NonNullable<OrderPlan['loyalty']>): Promise<void> {
  const table = move.type === 'Patient' ? 'patients' : 'customers';
  await trx.updateTable(table).set((eb) => ({ loyalty_points: eb(eb.fn.coalesce('loyalty_points', eb.lit(0)), '+', move.delta) }))
    .where('company_id', '=', companyId).where('id', '=', move.id).execute();
}
