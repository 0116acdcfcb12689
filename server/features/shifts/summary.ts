import type { Kysely } from 'kysely';
import type { ShiftSummary, TaxBreakdown } from '../../../shared/api/sales.ts';
import { zReport, type ZReportOrder } from '../../../shared/shifts/z-report.ts';
import type { Database } from '../../db/schema.ts';

const parsed = (json: string): TaxBreakdown[] => JSON.parse(json) as TaxBreakdown[];

/**
 * A shift's Z report from the orders stored for it, by the register's own function (shared/z-report.ts),
 * so a manager can check a register's report against the back office to the cent.
 */
export async function shiftSummary(db: Kysely<Database>, companyId: string, shiftId: string): Promise<ShiftSummary> {
  const orders = await db.selectFrom('orders')
    .select(['id', 'order_type', 'original_order_id', 'voided', 'subtotal', 'discount_total', 'total', 'loyalty_points_earned'])
    .where('company_id', '=', companyId).where('shift_id', '=', shiftId).execute();
  const ids = orders.map((order) => order.id);
  const [lines, payments] = ids.length === 0 ? [[], []] : await Promise.all([
    db.selectFrom('line_items').select(['order_id', 'tax_breakdowns']).where('company_id', '=', companyId).where('order_id', 'in', ids).execute(),
    db.selectFrom('payments').select(['order_id', 'payment_type', 'total']).where('company_id', '=', companyId).where('order_id', 'in', ids).execute(),
  ]);
  const byOrder = new Map<string, ZReportOrder>(orders.map((order) => [order.id, {
    id: order.id, order_type: order.order_type, original_order_id: order.original_order_id, voided: order.voided === 1,
    subtotal: order.subtotal, discount_total: order.discount_total, total: order.total, loyalty_points_earned: order.loyalty_points_earned,
    taxes: [], payments: [],
  }]));
  const taxes = new Map<string, ZReportOrder['taxes'][number][]>();
  for (const line of lines) {
    const list = taxes.get(line.order_id) ?? [];
    for (const { tax_item_id, name, amount } of parsed(line.tax_breakdowns)) list.push({ tax_item_id, name, amount });
    taxes.set(line.order_id, list);
  }
  const paid = new Map<string, Array<{ payment_type: number; total: number }>>();
  for (const { order_id, payment_type, total } of payments) paid.set(order_id, [...(paid.get(order_id) ?? []), { payment_type, total }]);
  return zReport([...byOrder.values()].map((order) => ({ ...order, taxes: taxes.get(order.id) ?? [], payments: paid.get(order.id) ?? [] })));
}
