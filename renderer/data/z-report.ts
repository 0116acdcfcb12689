import { OrderType } from '../../shared/api/sales.ts';
import type { LocalOrder } from '../db/schema.ts';

export interface ZTax { tax_item_id: string; name: string; amount: number }

/**
 * A shift's end-of-day (Z) report, field for field as the Store API's shift `summary` names them,
 * so the two can be compared line by line. Cents throughout.
 * - gross_sales: the sales' line prices before any discount; discounts: what the sales gave off;
 *   net_sales = gross_sales − discounts (before tax);
 * - taxes: each tax charged on the sales; refunds: the money handed back by refunds, returns and
 *   voids, and refunded_taxes the tax in it;
 * - by_tender: per payment type, what came in on sales less what went back;
 * - transaction_count: every order of the shift (sales, refunds, returns, voids).
 * Orders a manager set aside were never sent and are not counted; a voided sale and its void drop out.
 */
export interface ZReport {
  gross_sales: number;
  discounts: number;
  net_sales: number;
  taxes: ZTax[];
  refunds: number;
  refunded_taxes: ZTax[];
  by_tender: Array<{ payment_type: number; total: number }>;
  transaction_count: number;
}

export function zReport(orders: readonly LocalOrder[]): ZReport {
  // A voided sale never happened for the books: it and its void drop out.
  const voided = new Set(orders.filter((order) => order.orderType === OrderType.void && order.syncState !== 'set-aside').map((order) => order.originalOrderId));
  const counted = orders.filter((order) => order.syncState !== 'set-aside' && order.orderType !== OrderType.void && !voided.has(order.id));
  const sales = counted.filter((order) => order.orderType === OrderType.sale);
  const returns = counted.filter((order) => order.orderType !== OrderType.sale);
  const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);
  const gross = sum(sales.flatMap((order) => order.lines.map((line) => line.price)));
  const discounts = sum(sales.map((order) => order.discountTotal));
  const tender = new Map<number, number>();
  for (const order of counted) {
    const sign = order.orderType === OrderType.sale ? 1 : -1;
    for (const payment of order.payments) tender.set(payment.paymentType, (tender.get(payment.paymentType) ?? 0) + sign * payment.total);
  }
  return {
    gross_sales: gross,
    discounts,
    net_sales: gross - discounts,
    taxes: taxesOf(sales),
    refunds: sum(returns.map((order) => order.total)),
    refunded_taxes: taxesOf(returns),
    by_tender: [...tender].sort(([a], [b]) => a - b).map(([payment_type, total]) => ({ payment_type, total })),
    transaction_count: counted.length,
  };
}

function taxesOf(orders: readonly LocalOrder[]): ZTax[] {
  const byItem = new Map<string, ZTax>();
  for (const tax of orders.flatMap((order) => order.taxes)) {
    const seen = byItem.get(tax.tax_item_id);
    byItem.set(tax.tax_item_id, { tax_item_id: tax.tax_item_id, name: tax.name, amount: (seen?.amount ?? 0) + tax.amount });
  }
  return [...byItem.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The lines where two reports differ, in words; empty when they match to the cent. */
export function zReportDifferences(register: ZReport, backOffice: ZReport): string[] {
  const differences: string[] = [];
  const figure = (name: string, mine: number, theirs: number, unit = '¢') => { if (mine !== theirs) differences.push(`${name}: register ${mine}${unit}, back office ${theirs}${unit}`); };
  figure('Gross sales', register.gross_sales, backOffice.gross_sales);
  figure('Discounts', register.discounts, backOffice.discounts);
  figure('Net sales', register.net_sales, backOffice.net_sales);
  figure('Refunds', register.refunds, backOffice.refunds);
  figure('Transactions', register.transaction_count, backOffice.transaction_count, '');
  const compareList = (label: string, mine: ZTax[], theirs: ZTax[]) => {
    for (const id of new Set([...mine, ...theirs].map((tax) => tax.tax_item_id))) {
      const a = mine.find((tax) => tax.tax_item_id === id);
      const b = theirs.find((tax) => tax.tax_item_id === id);
      figure(`${label} ${a?.name ?? b?.name ?? id}`, a?.amount ?? 0, b?.amount ?? 0);
    }
  };
  compareList('Tax', register.taxes, backOffice.taxes);
  compareList('Refunded tax', register.refunded_taxes, backOffice.refunded_taxes);
  for (const type of new Set([...register.by_tender, ...backOffice.by_tender].map((tender) => tender.payment_type))) {
    figure(`Tender ${type}`, register.by_tender.find((t) => t.payment_type === type)?.total ?? 0, backOffice.by_tender.find((t) => t.payment_type === type)?.total ?? 0);
  }
  return differences;
}
