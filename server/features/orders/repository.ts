import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { isUuid, OrderType, type LineItemInput, type Order, type OrderInput, type PaymentInput } from '../../../shared/api/sales.ts';
import { formatQuantity, parseQuantity } from '../../../shared/quantity.ts';
import type { Session } from '../../auth/session.ts';
import type { Engine } from '../../db/connect.ts';
import { createGroupCommit, type GroupedWork } from '../../db/group-commit.ts';
import type { Database, LineItemTable, OrderTable, PaymentTable } from '../../db/schema.ts';
import { ApiError, FieldErrorCollector, invalidField } from '../../http/errors.ts';
import { nowTimestamp } from '../../http/time.ts';
import type { DeviceRecord } from '../devices/repository.ts';
import { recordChanges, type ChangeEvent, type ChangedModel } from '../push-notifications/record-change.ts';
import { isUniqueViolation, requestHash } from './idempotency.ts';
import { moveStock, type StockMove } from './stock.ts';
import { toStockMilli } from './units.ts';

type OrderRow = Selectable<OrderTable>;
type LineRow = Selectable<LineItemTable>;
type PaymentRow = Selectable<PaymentTable>;
export interface StoredOrder { order: OrderRow; lines: LineRow[]; payments: PaymentRow[] }
export type OrderRequest = OrderInput['order'];
export interface OrderListQuery { limit: number; offset: number; shiftId?: string; receiptId?: string }

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
}

const SELLABLE = 0;
const NO_UNIT = 5;

export function presentOrder({ order, lines, payments }: StoredOrder): Order {
  return {
    id: order.id, charged_on: order.charged_on, tendered_amount: order.tendered_amount, payment_type: order.payment_type,
    order_type: order.order_type, refund_reason: order.refund_reason, receipt_id: order.receipt_id,
    line_items: lines.map((line) => ({
      id: line.id, quantity: { value: formatQuantity(Number(line.quantity_milli)), unit: line.unit }, price: line.price,
      sku: line.sku, weight: line.weight, unit_of_measure: line.unit, subtotal: line.price, loyalty_points: 0,
      tax_breakdowns: [], tax_exemptions: [], discounts: [], inventory_item_id: line.inventory_item_id, related_line_item_id: null,
    })),
    voided: order.voided === 1, discount_flat_amount: 0, discount_percent: '0.00', customer_id: order.customer_id,
    original_order_id: order.original_order_id, person_id: null, device_id: order.device_id, employee_id: order.employee_id,
    payments: payments.map((p) => ({ id: p.id, total: p.total, payment_type: p.payment_type, payment_method_id: p.payment_method_id })),
    shift_id: order.shift_id,
  };
}

/**
 * Stores an order and everything it moves, inside the caller's transaction: the order, its lines
 * and payments, the shift's transaction count, the voided original and the stock. Returns the
 * push notifications the caller must record in the same transaction. Throws a 422 on `shift_id`
 * when the shift closed in the meantime (the caller's transaction then rolls back).
 */
export async function writeOrder(trx: Transaction<Database>, plan: OrderPlan): Promise<Array<{ event: ChangeEvent; model: ChangedModel; id: string }>> {
  const { order } = plan;
  // The order row first: a racing replay of the same order waits here, before taking any other lock.
  await trx.insertInto('orders').values(order).execute();
  if (plan.lines.length > 0) await trx.insertInto('line_items').values(plan.lines).execute();
  if (plan.payments.length > 0) await trx.insertInto('payments').values(plan.payments).execute();
  const changes: Array<{ event: ChangeEvent; model: ChangedModel; id: string }> = [{ event: 'create', model: 'Order', id: order.id }];
  if (plan.voids !== null) {
    const voided = await trx.updateTable('orders').set({ voided: 1, updated_at: order.created_at })
      .where('company_id', '=', order.company_id).where('id', '=', plan.voids).where('voided', '=', 0).executeTakeFirst();
    if (voided.numUpdatedRows === 0n) throw invalidField('original_order_id', 'has already been voided');
    changes.push({ event: 'update', model: 'Order', id: plan.voids });
  }
  for (const line of plan.lines) changes.push({ event: 'create', model: 'LineItem', id: line.id });
  for (const itemId of await moveStock(trx, order.company_id, plan.stock)) changes.push({ event: 'update', model: 'InventoryItem', id: itemId });
  // The shift row is the one every sale of a register locks (PostgreSQL): taken last, just before
  // the company's sequence counter, so the next sale of the shift waits for as little as possible.
  const bumped = await trx.updateTable('shifts')
    .set((eb) => ({ number_of_transactions: eb('number_of_transactions', '+', 1), updated_at: order.created_at }))
    .where('company_id', '=', order.company_id).where('id', '=', order.shift_id).where('closed_at', 'is', null)
    .executeTakeFirst();
  if (bumped.numUpdatedRows === 0n) throw invalidField('shift_id', 'is closed');
  return changes;
}

/**
 * The order records of one database. `engine` picks how sales commit: on SQLite they share
 * commits (group commit: one fsync for the sales that arrived while the previous group was being
 * written, each in its own savepoint); on PostgreSQL each sale is its own transaction, whose row
 * locks every sale takes in the same order, so instances sharing the database never deadlock.
 */
export function orders(db: Kysely<Database>, engine: Engine) {
  const group = engine === 'sqlite' ? createGroupCommit(db) : null;
  const commit = <T>(work: GroupedWork<T>): Promise<T> => (group === null ? db.transaction().execute(work) : group.run(work));

  async function load(companyId: string, rows: OrderRow[]): Promise<StoredOrder[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [lines, payments] = await Promise.all([
      db.selectFrom('line_items').selectAll().where('company_id', '=', companyId).where('order_id', 'in', ids).orderBy('position').execute(),
      db.selectFrom('payments').selectAll().where('company_id', '=', companyId).where('order_id', 'in', ids).orderBy('position').execute(),
    ]);
    return rows.map((order) => ({
      order, lines: lines.filter((l) => l.order_id === order.id), payments: payments.filter((p) => p.order_id === order.id),
    }));
  }

  async function find(companyId: string, id: string): Promise<StoredOrder | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await db.selectFrom('orders').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : (await load(companyId, [row]))[0];
  }

  /**
   * A create seen before (same id, or same receipt_id in this company): the stored order when the
   * request matches it, 422 when the key was used for something else. Undefined when new.
   */
  async function replay(companyId: string, id: string | undefined, receiptId: string, hash: string): Promise<StoredOrder | undefined> {
    // One read for both keys: the id anywhere (ids are global), the receipt id in this company.
    const seen = await db.selectFrom('orders').selectAll()
      .where((eb) => {
        const byReceiptId = eb.and([eb('company_id', '=', companyId), eb('receipt_id', '=', receiptId)]);
        return id === undefined ? byReceiptId : eb.or([eb('id', '=', id), byReceiptId]);
      })
      .execute();
    if (id !== undefined) {
      const byId = seen.find((row) => row.id === id);
      // An id taken in another company is refused without saying whose it is.
      if (byId !== undefined && byId.company_id !== companyId) throw invalidField('id', 'has already been taken');
      if (byId !== undefined) {
        if (byId.request_hash !== hash || byId.receipt_id !== receiptId) throw invalidField('id', 'has already been used for a different order');
        return (await load(companyId, [byId]))[0];
      }
    }
    const byReceipt = seen.find((row) => row.company_id === companyId && row.receipt_id === receiptId);
    if (byReceipt === undefined) return undefined;
    if (byReceipt.request_hash !== hash || (id !== undefined && id !== byReceipt.id)) {
      throw invalidField('receipt_id', 'has already been used for a different order');
    }
    return (await load(companyId, [byReceipt]))[0];
  }

  /** Checks a new order against the location's records and resolves it into what it will write. */
  async function plan(session: Session, device: DeviceRecord, input: NormalizedOrder, id: string, hash: string): Promise<OrderPlan> {
    const companyId = session.companyId;
    const errors = new FieldErrorCollector();

    const paid = input.payments.reduce((sum, p) => sum + p.total, 0);
    if (paid !== input.tendered_amount) errors.add('tendered_amount', `must equal the sum of the payments (${paid})`);

    // The reads are independent: sent together, so on PostgreSQL they overlap on the pool.
    const itemIds = [...new Set(input.line_items.map((l) => l.inventory_item_id))];
    const methodIds = [...new Set(input.payments.map((p) => p.payment_method_id))];
    const [items, methods, shift, customer, original] = await Promise.all([
      db.selectFrom('inventory_items').leftJoin('products', 'products.id', 'inventory_items.product_id')
        .select(['inventory_items.id', 'inventory_items.product_id', 'inventory_items.sku', 'inventory_items.weight', 'inventory_items.sell_type', 'products.unit_of_measure'])
        .where('inventory_items.company_id', '=', companyId).where('inventory_items.id', 'in', itemIds).execute(),
      methodIds.length === 0 ? [] : db.selectFrom('payment_methods').select(['id', 'payment_type'])
        .where('company_id', '=', companyId).where('id', 'in', methodIds).execute(),
      db.selectFrom('shifts').select(['id', 'closed_at'])
        .where('company_id', '=', companyId).where('id', '=', input.shift_id).executeTakeFirst(),
      input.customer_id === null ? null : db.selectFrom('customers').select('id')
        .where('company_id', '=', companyId).where('id', '=', input.customer_id).executeTakeFirst(),
      input.original_order_id === null ? null : db.selectFrom('orders').select(['id', 'order_type', 'voided'])
        .where('company_id', '=', companyId).where('id', '=', input.original_order_id).executeTakeFirst(),
    ]);
    const stockUnit = (item: { unit_of_measure: number | null }) => item.unit_of_measure ?? NO_UNIT;
    const lines: LineRow[] = [];
    for (const [index, line] of input.line_items.entries()) {
      const item = items.find((i) => i.id === line.inventory_item_id);
      if (item === undefined) {
        errors.add(`line_items.${index}.inventory_item_id`, 'is not an inventory item of this location');
        continue;
      }
      // Only a sale needs a sellable item: goods coming back (refund, return, void) may go onto a locked one.
      if (item.sell_type !== SELLABLE && input.order_type === OrderType.sale) errors.add(`line_items.${index}.inventory_item_id`, 'is not sellable');
      const stockMilli = toStockMilli(line.quantity_milli, line.unit, stockUnit(item));
      if (stockMilli === null) errors.add(`line_items.${index}.quantity.unit`, `does not fit the item's unit of measure (${stockUnit(item)})`);
      lines.push({
        id: randomUUID(), company_id: companyId, order_id: id, position: index, inventory_item_id: item.id,
        quantity_milli: line.quantity_milli, unit: line.unit, stock_milli: stockMilli ?? 0, price: line.price, sku: item.sku, weight: item.weight,
      });
    }

    const payments: PaymentRow[] = [];
    for (const [index, payment] of input.payments.entries()) {
      const method = methods.find((m) => m.id === payment.payment_method_id);
      if (method === undefined) {
        errors.add(`payments.${index}.payment_method_id`, 'is not a payment method of this location');
        continue;
      }
      payments.push({ id: randomUUID(), company_id: companyId, order_id: id, position: index, payment_method_id: method.id, payment_type: method.payment_type, total: payment.total });
    }

    if (shift === undefined) errors.add('shift_id', 'is not a shift of this location');
    else if (shift.closed_at !== null) errors.add('shift_id', 'is closed');

    if (customer === undefined) errors.add('customer_id', 'is not a customer of this location');

    // Stock: a sale takes its lines off the shelf, a refund or return puts its lines back, and a
    // void puts back exactly what the original sale took (its own lines are kept as the record).
    let stock: StockMove[] = [];
    const productOf = (itemId: string) => items.find((i) => i.id === itemId)?.product_id ?? null;
    if (input.order_type === OrderType.sale) {
      stock = lines.map((l) => ({ inventory_item_id: l.inventory_item_id, product_id: productOf(l.inventory_item_id), delta_milli: -l.stock_milli }));
    } else if (input.order_type !== OrderType.void) {
      stock = lines.map((l) => ({ inventory_item_id: l.inventory_item_id, product_id: productOf(l.inventory_item_id), delta_milli: l.stock_milli }));
    }
    let voids: string | null = null;
    if (input.order_type === OrderType.void && input.original_order_id === null) errors.add('original_order_id', "can't be blank for a void");
    if (original !== null) {
      if (original === undefined) errors.add('original_order_id', 'is not an order of this location');
      else if (input.order_type === OrderType.void) {
        if (original.order_type !== OrderType.sale) errors.add('original_order_id', 'only a sale can be voided');
        else if (original.voided === 1) errors.add('original_order_id', 'has already been voided');
        else {
          voids = original.id;
          const originalLines = await db.selectFrom('line_items').innerJoin('inventory_items', 'inventory_items.id', 'line_items.inventory_item_id')
            .select(['line_items.inventory_item_id', 'line_items.stock_milli', 'inventory_items.product_id'])
            .where('line_items.order_id', '=', original.id).execute();
          stock = originalLines.map((l) => ({ inventory_item_id: l.inventory_item_id, product_id: l.product_id, delta_milli: Number(l.stock_milli) }));
        }
      }
    }
    errors.throwIfAny();

    const now = nowTimestamp();
    return {
      order: {
        id, company_id: companyId, receipt_id: input.receipt_id, device_id: device.id, shift_id: input.shift_id,
        employee_id: session.user.id, customer_id: input.customer_id, original_order_id: input.original_order_id,
        charged_on: input.charged_on, order_type: input.order_type, payment_type: input.payment_type,
        tendered_amount: input.tendered_amount, refund_reason: input.refund_reason, voided: 0, request_hash: hash,
        created_at: now, updated_at: now,
      },
      lines, payments, stock, voids,
    };
  }

  return {
    find,

    async list(companyId: string, q: OrderListQuery): Promise<{ orders: StoredOrder[]; total: number }> {
      let scoped = db.selectFrom('orders').where('company_id', '=', companyId);
      if (q.shiftId !== undefined) scoped = scoped.where('shift_id', '=', q.shiftId);
      if (q.receiptId !== undefined) scoped = scoped.where('receipt_id', '=', q.receiptId);
      const [rows, count] = await Promise.all([
        scoped.selectAll().orderBy('charged_on', 'desc').orderBy('id').limit(q.limit).offset(q.offset).execute(),
        scoped.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { orders: await load(companyId, rows), total: Number(count.total) };
    },

    /**
     * Rings an order (DESIGN.md "Orders", "Idempotency"). A repeat of a stored order returns it and
     * changes nothing. Under concurrency the database decides: the order's primary key and the
     * unique (company_id, receipt_id) let exactly one racing copy commit; the others roll back on
     * the violation and answer with what the winner stored.
     */
    async ring(session: Session, device: DeviceRecord, request: OrderRequest): Promise<StoredOrder> {
      const companyId = session.companyId;
      const input = normalizeOrder(request);
      const hash = requestHash({ ...input });
      const seen = await replay(companyId, request.id, input.receipt_id, hash);
      if (seen !== undefined) return seen;
      const id = request.id ?? randomUUID();
      let resolved: OrderPlan;
      try {
        resolved = await plan(session, device, input, id, hash);
      } catch (error) {
        // A racing copy may have committed since the first look (and voided the original, say).
        const winner = error instanceof ApiError ? await replay(companyId, request.id, input.receipt_id, hash) : undefined;
        if (winner === undefined) throw error;
        return winner;
      }
      try {
        await commit(async (trx) => {
          await recordChanges(trx, companyId, await writeOrder(trx, resolved));
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const winner = await replay(companyId, request.id, input.receipt_id, hash);
        if (winner === undefined) throw error;
        return winner;
      }
      // What was just stored, as a read would return it (nothing else writes an order's rows).
      return { order: resolved.order, lines: resolved.lines, payments: resolved.payments };
    },
  };
}

/** An order request with its quantities parsed and optional fields filled: what is hashed and checked. */
export interface NormalizedOrder {
  charged_on: string; order_type: number; payment_type: number; shift_id: string; receipt_id: string;
  line_items: Array<{ inventory_item_id: string; quantity_milli: number; unit: number; price: number }>;
  tendered_amount: number; payments: PaymentInput[];
  customer_id: string | null; original_order_id: string | null; refund_reason: string | null;
}

/** Parses quantities (a number or numeric text, up to three decimals) and normalizes the sale time. */
export function normalizeOrder(request: OrderRequest): NormalizedOrder {
  const errors = new FieldErrorCollector();
  const line_items = request.line_items.map((line: LineItemInput, index) => {
    const milli = parseQuantity(line.quantity.value);
    if (milli === null) errors.add(`line_items.${index}.quantity.value`, 'must be a number with at most three decimals');
    else if (milli <= 0) errors.add(`line_items.${index}.quantity.value`, 'must be greater than 0');
    return { inventory_item_id: line.inventory_item_id, quantity_milli: milli ?? 0, unit: line.quantity.unit, price: line.price };
  });
  const chargedOn = Date.parse(request.charged_on);
  if (Number.isNaN(chargedOn)) errors.add('charged_on', 'is not a valid date-time');
  if (!errors.empty) errors.throwIfAny();
  return {
    charged_on: new Date(chargedOn).toISOString(), order_type: request.order_type, payment_type: request.payment_type,
    shift_id: request.shift_id, receipt_id: request.receipt_id, line_items,
    tendered_amount: request.tendered_amount,
    payments: request.payments.map((p) => ({ payment_method_id: p.payment_method_id, total: p.total })),
    customer_id: blankToNull(request.customer_id), original_order_id: blankToNull(request.original_order_id),
    refund_reason: blankToNull(request.refund_reason),
  };
}

const blankToNull = (value: string | null | undefined): string | null => (value === undefined || value === null || value.trim() === '' ? null : value);

