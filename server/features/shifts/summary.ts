import type { Kysely } from 'kysely';
import { OrderType, type ShiftSummary, type TaxBreakdown } from '../../../shared/api/sales.ts';
import type { Database } from '../../db/schema.ts';

const parsed = (json: string): TaxBreakdown[] => JSON.parse(json) as TaxBreakdown[];

/**
 * A shift's Z report from the orders stored for it (see ShiftSummary for what each figure means),
 * so a manager can check a register's report against the back office to the cent.
 */
export async function shiftSummary(db: Kysely<Database>, companyId: string, shiftId: string): Promise<ShiftSummary> {
  // A voided sale and the void that cancels it both drop out.
  const orders = await db.selectFrom('orders')
    .select(['id', 'order_type', 'subtotal', 'discount_total', 'tax_total', 'total', 'loyalty_points_earned'])
    .where('company_id', '=', companyId).where('shift_id', '=', shiftId).where('voided', '=', 0).where('order_type', '<>', OrderType.void)
    .execute();
  const ids = orders.map((order) => order.id);
  const [lines, payments] = ids.length === 0 ? [[], []] : await Promise.all([
    db.selectFrom('line_items').select(['order_id', 'tax_breakdowns']).where('company_id', '=', companyId).where('order_id', 'in', ids).execute(),
    db.selectFrom('payments').select(['order_id', 'payment_type', 'total']).where('company_id', '=', companyId).where('order_id', 'in', ids).execute(),
  ]);
  const isSale = new Map(orders.map((order) => [order.id, order.order_type === OrderType.sale]));
  const summary: ShiftSummary = {
    gross_sales: 0, discounts: 0, net_sales: 0, taxes: [], refunds: 0, refunded_taxes: [], by_tender: [], transaction_count: orders.length, loyalty_points_earned: 0,
  };
  for (const order of orders) {
    if (order.order_type === OrderType.sale) {
      summary.net_sales += order.subtotal;
      summary.discounts += order.discount_total;
      summary.loyalty_points_earned += order.loyalty_points_earned;
    } else {
      summary.refunds += order.total;
      summary.loyalty_points_earned -= order.loyalty_points_earned;
    }
  }
  summary.gross_sales = summary.net_sales + summary.discounts;
  // Each tax by item, by name: collected on the sales, and given back by refunds and returns.
  const byTax = (onSales: boolean): ShiftSummary['taxes'] => {
    const taxes = new Map<string, { tax_item_id: string; name: string; amount: number }>();
    for (const line of lines) {
      if ((isSale.get(line.order_id) === true) !== onSales) continue;
      for (const tax of parsed(line.tax_breakdowns)) {
        const seen = taxes.get(tax.tax_item_id) ?? { tax_item_id: tax.tax_item_id, name: tax.name, amount: 0 };
        seen.amount += tax.amount;
        taxes.set(tax.tax_item_id, seen);
      }
    }
    return [...taxes.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  };
  summary.taxes = byTax(true);
  summary.refunded_taxes = byTax(false);
  const tenders = new Map<number, number>();
  for (const payment of payments) {
    const sign = isSale.get(payment.order_id) === true ? 1 : -1;
    tenders.set(payment.payment_type, (tenders.get(payment.payment_type) ?? 0) + sign * payment.total);
  }
  summary.by_tender = [...tenders].sort(([a], [b]) => a - b).map(([payment_type, total]) => ({ payment_type, total }));
  return summary;
}
