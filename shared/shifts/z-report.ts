/**
 * A shift's end-of-day (Z) report, computed one way for the register (from its local orders) and
 * for the Store API (from the orders it stored), so a manager can compare the two to the cent.
 * The report's type is the Store API's shift summary (`ShiftSummary`): one description, both sides.
 */
import { OrderType, PaymentType, type ShiftSummary } from '../api/sales.ts';

export type ZReport = ShiftSummary;
export type ZTax = ZReport['taxes'][number];

/** What the report reads of an order, in the Store API's names. Cents throughout. */
export interface ZReportOrder {
  id: string;
  order_type: number;
  /** A void's sale (and a refund's or return's). */
  original_order_id: string | null;
  /** Set on a sale a void cancelled (the Store API records it); a void in the list does the same. */
  voided: boolean;
  /** After every discount, before exclusive tax. */
  subtotal: number;
  discount_total: number;
  /** What the buyer paid, or for a refund or return was handed back, tax included. */
  total: number;
  loyalty_points_earned: number;
  /** Each tax charged (or for a refund given back); an item may appear more than once (one per line). */
  taxes: readonly ZTax[];
  payments: ReadonlyArray<{ payment_type: number; total: number }>;
}

/**
 * The Z report of a shift's orders:
 * - a voided sale never happened for the books: it and its void drop out;
 * - gross_sales: the sales' prices before any discount (subtotal + discounts); discounts: what the
 *   sales gave off; net_sales: the sales' subtotals (a tax included in a price stays in it);
 * - taxes: each tax charged on the sales; refunds: the money handed back by refunds and returns, tax
 *   included, and refunded_taxes the tax in it (positive amounts);
 * - by_tender: per payment type, what came in on sales less what went back;
 * - transaction_count: the sales, refunds and returns that stand;
 * - loyalty_points_earned: points the sales earned less the points refunds and returns took back.
 */
export function zReport(orders: readonly ZReportOrder[]): ZReport {
  const cancelled = new Set(orders.filter((order) => order.order_type === OrderType.void).flatMap((order) => order.original_order_id ?? []));
  const counted = orders.filter((order) => order.order_type !== OrderType.void && !order.voided && !cancelled.has(order.id));
  const sales = counted.filter((order) => order.order_type === OrderType.sale);
  const givenBack = counted.filter((order) => order.order_type !== OrderType.sale);
  const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);
  const netSales = sum(sales.map((order) => order.subtotal));
  const discounts = sum(sales.map((order) => order.discount_total));
  const tenders = new Map<number, number>();
  for (const order of counted) {
    const sign = order.order_type === OrderType.sale ? 1 : -1;
    for (const payment of order.payments) tenders.set(payment.payment_type, (tenders.get(payment.payment_type) ?? 0) + sign * payment.total);
  }
  return {
    gross_sales: netSales + discounts,
    discounts,
    net_sales: netSales,
    taxes: taxesOf(sales),
    refunds: sum(givenBack.map((order) => order.total)),
    refunded_taxes: taxesOf(givenBack),
    by_tender: [...tenders].sort(([a], [b]) => a - b).map(([payment_type, total]) => ({ payment_type, total })),
    transaction_count: counted.length,
    loyalty_points_earned: sum(sales.map((order) => order.loyalty_points_earned)) - sum(givenBack.map((order) => order.loyalty_points_earned)),
  };
}

/** Each tax item's total, by name (then id), in code-unit order so both sides list them alike. */
function taxesOf(orders: readonly ZReportOrder[]): ZTax[] {
  const byItem = new Map<string, ZTax>();
  for (const tax of orders.flatMap((order) => order.taxes)) {
    const seen = byItem.get(tax.tax_item_id);
    byItem.set(tax.tax_item_id, { tax_item_id: tax.tax_item_id, name: seen?.name ?? tax.name, amount: (seen?.amount ?? 0) + tax.amount });
  }
  const order = (tax: ZTax): string => `${tax.name}\u0000${tax.tax_item_id}`;
  return [...byItem.values()].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

/** What a closed shift's cash comes to, in cents: the cash lines of its Z report. */
export interface ShiftCash {
  /** The cash the shift opened with. */
  float: number;
  /** Cash taken on sales less cash given back (the report's cash tender). */
  cash_taken: number;
  /** Cash dropped to the safe at the close (the store records no other drops or payouts). */
  drop: number;
  /** float + cash_taken: what the drawer and the drop should hold together. */
  expected: number;
  /** Counted in the drawer plus the drop; null while the shift is open. */
  counted: number | null;
  /** counted − expected (negative: short); null while the shift is open. */
  over_short: number | null;
}

/**
 * A shift's cash from its figures in the Store API's names (`GET /shifts/{id}`: open_amount,
 * close_drawer_amount, close_drop_amount, and the summary's cash tender), so the register's printed
 * Z report and the back office come to the same cent.
 */
export function shiftCash(
  shift: { open_amount: number; close_drawer_amount: number | null; close_drop_amount: number | null },
  report: Pick<ZReport, 'by_tender'>,
): ShiftCash {
  const cashTaken = report.by_tender.find((tender) => tender.payment_type === PaymentType.cash)?.total ?? 0;
  const expected = shift.open_amount + cashTaken;
  const drop = shift.close_drop_amount ?? 0;
  const counted = shift.close_drawer_amount === null ? null : shift.close_drawer_amount + drop;
  return { float: shift.open_amount, cash_taken: cashTaken, drop, expected, counted, over_short: counted === null ? null : counted - expected };
}
