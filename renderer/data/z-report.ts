import { zReport, type ZReport, type ZReportOrder, type ZTax } from '../../shared/shifts/z-report.ts';
import type { LocalOrder, RegisterDatabase } from '../db/schema.ts';

export type { ZReport, ZTax };

/** A local order as the shared Z report reads it (the Store API's names). */
const zReportOrder = (order: LocalOrder): ZReportOrder => ({
  id: order.id, order_type: order.orderType, original_order_id: order.originalOrderId, voided: false,
  subtotal: order.subtotal, discount_total: order.discountTotal, total: order.total, loyalty_points_earned: order.loyaltyPointsEarned,
  taxes: order.taxes, payments: order.payments.map((payment) => ({ payment_type: payment.paymentType, total: payment.total })),
});

/**
 * The shift's Z report from the register's own orders, by the Store API's function, so the two can
 * be compared line by line. Orders a manager set aside were never sent and are not counted (a void
 * set aside cancels nothing).
 */
export const localZReport = (orders: readonly LocalOrder[]): ZReport =>
  zReport(orders.filter((order) => order.syncState !== 'set-aside').map(zReportOrder));

/** A shift's Z report from the orders this register keeps of it. */
export const shiftZReport = async (db: RegisterDatabase, shiftId: string): Promise<ZReport> =>
  localZReport(await db.orders.where('shiftId').equals(shiftId).toArray());

/**
 * The lines where two reports differ, in words; empty when they match to the cent. Loyalty points are
 * not money and the Store API may award them otherwise than the register estimated: not compared.
 */
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
