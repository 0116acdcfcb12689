import { formatCents } from '../../shared/money.ts';
import type { LocalShift } from '../data/index.ts';
import type { ZReport } from '../data/z-report.ts';
import { paymentTypeName } from '../ui/payment-types.ts';
import type { ReceiptBlock, ReceiptDocument } from './receipt-document.ts';
import { storeTime, type ReceiptContext } from './sale-receipt.ts';

const money = (cents: number): string => (cents < 0 ? `-${formatCents(-cents)}` : formatCents(cents));
/** Money that went out prints negative; none prints $0.00, not -$0.00. */
const given = (cents: number): string => money(cents === 0 ? 0 : -cents);

/** The shift's end-of-day (Z) report on the receipt printer, figure for figure as the screen shows it. */
export function zReportReceipt(report: ZReport, shift: Pick<LocalShift, 'openedAt' | 'closedAt' | 'employeeName'>, context: Omit<ReceiptContext, 'originalReceiptId'>, printedAt: string): ReceiptDocument {
  const blocks: ReceiptBlock[] = [
    { kind: 'heading', text: context.store.name },
    { kind: 'text', text: `${context.store.city}, ${context.store.state}`, align: 'center' },
  ];
  if (context.licenceNumber.trim() !== '') blocks.push({ kind: 'text', text: `Licence ${context.licenceNumber.trim()}`, align: 'center' });
  blocks.push(
    { kind: 'blank' },
    { kind: 'heading', text: 'END OF DAY (Z) REPORT' },
    { kind: 'text', text: context.registerName },
    { kind: 'row', label: 'Opened', amount: storeTime(shift.openedAt, context.timeZone) },
    { kind: 'row', label: shift.closedAt === null ? 'Printed (shift open)' : 'Closed', amount: storeTime(shift.closedAt ?? printedAt, context.timeZone) },
    { kind: 'text', text: `Opened by ${shift.employeeName}` },
    { kind: 'rule' },
    { kind: 'row', label: 'Gross sales', amount: money(report.gross_sales) },
    { kind: 'row', label: 'Discounts', amount: given(report.discounts) },
    { kind: 'row', label: 'Net sales', amount: money(report.net_sales), bold: true },
    ...report.taxes.map((tax): ReceiptBlock => ({ kind: 'row', label: tax.name, amount: money(tax.amount) })),
    { kind: 'row', label: 'Refunds', amount: given(report.refunds) },
    ...report.refunded_taxes.map((tax): ReceiptBlock => ({ kind: 'row', label: `${tax.name} returned`, amount: given(tax.amount) })),
    { kind: 'rule' },
    ...report.by_tender.map((tender): ReceiptBlock => ({ kind: 'row', label: paymentTypeName(tender.payment_type), amount: money(tender.total) })),
    { kind: 'row', label: 'Transactions', amount: String(report.transaction_count) },
    { kind: 'rule' },
    { kind: 'text', text: `Printed ${storeTime(printedAt, context.timeZone)}` },
  );
  return { blocks };
}
