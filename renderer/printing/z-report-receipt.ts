import { formatCents } from '../../shared/money.ts';
import type { ChainHead } from '../../shared/compliance/audit-chain.ts';
import { formatChainHead } from '../../shared/compliance/audit-chain.ts';
import { shiftCash } from '../../shared/shifts/z-report.ts';
import type { LocalShift } from '../data/index.ts';
import type { ZReport } from '../data/z-report.ts';
import { paymentTypeName } from '../ui/payment-types.ts';
import type { ReceiptBlock, ReceiptDocument } from './receipt-document.ts';
import { storeTime, type ReceiptContext } from './sale-receipt.ts';

const money = (cents: number): string => (cents < 0 ? `-${formatCents(-cents)}` : formatCents(cents));
/** Money that went out prints negative; none prints $0.00, not -$0.00. */
const given = (cents: number): string => money(cents === 0 ? 0 : -cents);
/** Over prints with a plus, short with a minus, so neither reads as the other on paper. */
const overShort = (cents: number): string => (cents > 0 ? `+${money(cents)}` : money(cents));

export type ZReportShift = Pick<LocalShift, 'openedAt' | 'closedAt' | 'employeeName' | 'closedByName' | 'openAmount' | 'closeDrawerAmount' | 'closeDropAmount'>;

/**
 * The shift's end-of-day (Z) report on the receipt printer: the whole close a manager files, figure
 * for figure as the screen shows it — sales, taxes, tenders, the cash (float, cash taken, drop,
 * expected, counted, over/short, computed as the Store API's figures are), who opened and who
 * closed, and the audit chain's head at the close.
 */
export function zReportReceipt(
  report: ZReport, shift: ZReportShift, chainHead: ChainHead | null,
  context: Omit<ReceiptContext, 'originalReceiptId'>, printedAt: string,
): ReceiptDocument {
  const cash = shiftCash({ open_amount: shift.openAmount, close_drawer_amount: shift.closeDrawerAmount, close_drop_amount: shift.closeDropAmount }, report);
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
    { kind: 'text', text: `Opened by ${shift.employeeName}` },
    { kind: 'row', label: shift.closedAt === null ? 'Printed (shift open)' : 'Closed', amount: storeTime(shift.closedAt ?? printedAt, context.timeZone) },
  );
  if (shift.closedAt !== null) blocks.push({ kind: 'text', text: `Closed by ${shift.closedByName ?? 'not recorded'}` });
  blocks.push(
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
    { kind: 'text', text: 'CASH', bold: true },
    { kind: 'row', label: 'Float', amount: money(cash.float) },
    { kind: 'row', label: 'Cash taken less given back', amount: money(cash.cash_taken) },
    { kind: 'row', label: 'Cash expected', amount: money(cash.expected), bold: true },
  );
  if (cash.counted !== null && cash.over_short !== null) {
    blocks.push(
      { kind: 'row', label: 'In the drawer', amount: money(cash.counted - cash.drop), indent: 2 },
      { kind: 'row', label: 'Dropped to the safe', amount: money(cash.drop), indent: 2 },
      { kind: 'row', label: 'Cash counted', amount: money(cash.counted), bold: true },
      { kind: 'row', label: 'Over/short', amount: overShort(cash.over_short), bold: true },
    );
  }
  blocks.push(
    { kind: 'rule' },
    { kind: 'text', text: 'Audit chain head at close (seq:hash)' },
    { kind: 'text', text: chainHead === null ? 'Not yet received from the Store API' : formatChainHead(chainHead) },
    { kind: 'rule' },
    { kind: 'text', text: `Printed ${storeTime(printedAt, context.timeZone)}` },
  );
  return { blocks };
}
