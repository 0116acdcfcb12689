import type { Kysely, Selectable } from 'kysely';
import { isUuid } from '../../../../shared/api/sales.ts';
import type { StateReportStatus } from '../../../../shared/api/state-reporting.ts';
import type { Database, LineItemTable, OrderTable, PaymentTable } from '../../../db/schema.ts';

export type OrderRow = Selectable<OrderTable>;
export type LineRow = Selectable<LineItemTable>;
export type PaymentRow = Selectable<PaymentTable>;
/** An order as stored: its row, and its lines and payments in the order they were rung. */
export interface StoredOrder { order: OrderRow; lines: LineRow[]; payments: PaymentRow[] }
export interface OrderListQuery {
  limit: number; offset: number; shiftId?: string; receiptId?: string; flagged?: boolean;
  /** A buyer's purchases (the register counts them toward purchase limits). */
  customerId?: string;
  /** A patient's purchases (orders naming them as person_id), for the same reason. */
  personId?: string;
  /** Orders charged at or after this instant (ISO 8601, UTC, as stored). */
  chargedAfter?: string;
  /** Orders whose report to the state stands at this status (the sales the state refused: a manager's list). */
  stateReportStatus?: StateReportStatus;
}

/** Reads stored orders of one company. */
export function storedOrders(db: Kysely<Database>) {
  /** The lines and payments of order rows, two reads however many orders. */
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

  return {
    load,

    async find(companyId: string, id: string): Promise<StoredOrder | undefined> {
      if (!isUuid(id)) return undefined;
      const row = await db.selectFrom('orders').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
      return row === undefined ? undefined : (await load(companyId, [row]))[0];
    },

    async list(companyId: string, q: OrderListQuery): Promise<{ orders: StoredOrder[]; total: number }> {
      let scoped = db.selectFrom('orders').where('company_id', '=', companyId);
      if (q.shiftId !== undefined) scoped = scoped.where('shift_id', '=', q.shiftId);
      if (q.receiptId !== undefined) scoped = scoped.where('receipt_id', '=', q.receiptId);
      // The same predicate as the partial index orders_flagged, so the index serves it.
      if (q.flagged === true) scoped = scoped.where('review_flags', '<>', '[]');
      else if (q.flagged === false) scoped = scoped.where('review_flags', '=', '[]');
      if (q.customerId !== undefined) scoped = scoped.where('customer_id', '=', q.customerId);
      if (q.personId !== undefined) scoped = scoped.where('person_id', '=', q.personId);
      if (q.chargedAfter !== undefined) scoped = scoped.where('charged_on', '>=', q.chargedAfter);
      if (q.stateReportStatus === 'not_required') {
        // An order stored before reporting existed has no report row and answers not_required too.
        scoped = scoped.where('id', 'not in', (eb) => eb.selectFrom('state_reports').select('order_id')
          .where('company_id', '=', companyId).where('status', '<>', 'not_required'));
      } else if (q.stateReportStatus !== undefined) {
        const status = q.stateReportStatus;
        scoped = scoped.where('id', 'in', (eb) => eb.selectFrom('state_reports').select('order_id')
          .where('company_id', '=', companyId).where('status', '=', status));
      }
      const [rows, count] = await Promise.all([
        scoped.selectAll().orderBy('charged_on', 'desc').orderBy('id').limit(q.limit).offset(q.offset).execute(),
        scoped.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { orders: await load(companyId, rows), total: Number(count.total) };
    },
  };
}
