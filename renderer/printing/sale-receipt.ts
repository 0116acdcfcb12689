import { OrderType, PaymentType } from '../../shared/api/sales.ts';
import { formatCents } from '../../shared/money.ts';
import type { LocalOrder } from '../data/index.ts';
import { formatAmount } from '../ui/format.ts';
import type { ReceiptBlock, ReceiptDocument } from './receipt-document.ts';

/** What a receipt says besides the order: who sold it, where, and in which time zone. */
export interface ReceiptContext {
  store: { name: string; street: string; city: string; state: string; zip_code: string };
  /** The store's state licence number ('' when none is set on this register). */
  licenceNumber: string;
  /** The store's IANA zone (GET /register_settings `time_zone`); null before the register has it. */
  timeZone: string | null;
  registerName: string;
  employeeName: string;
  /** For a refund, return or void: the sale it undoes. */
  originalReceiptId: string | null;
}

const titles: Record<number, string> = {
  [OrderType.sale]: 'SALE', [OrderType.refund]: 'REFUND', [OrderType.return]: 'RETURN', [OrderType.void]: 'VOID',
};

/** How the buyer was checked, never what the ID said: no number, no birth date ever reaches paper. */
const checkWords = { scan: 'ID scanned', manual: 'ID checked by hand', known_customer: 'Known customer, ID on file' } as const;

/** The order's time in the store's zone with the zone's name, so a receipt read elsewhere is not an hour off. */
export function storeTime(iso: string, timeZone: string | null): string {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone ?? 'UTC' }).format(new Date(iso));
  } catch {
    // An unknown zone name: UTC, which the zone name printed beside it says.
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(new Date(iso));
  }
}

/** Money as the receipt prints it: money going back to the buyer is negative. */
const money = (cents: number): string => (cents < 0 ? `-${formatCents(-cents)}` : formatCents(cents));

/** "3.5 g @ $10.00/g" when the price is a whole number of cents per unit, else just the quantity. */
function quantityText(line: LocalOrder['lines'][number]): string {
  const amount = formatAmount(line.quantity, line.unit);
  const each = line.price / line.quantity;
  if (line.quantity === 1 || !Number.isInteger(each)) return amount;
  const per = amount.replace(/^[\d.]+ /, '').replace(/s$/, '');
  return `${amount} @ ${formatCents(each)}/${per}`;
}

/** Payments as handed over: the change came off the last cash payment, so it is added back there. */
export function paymentsHandedOver(order: Pick<LocalOrder, 'payments' | 'changeDue'>): Array<{ name: string; total: number }> {
  const payments = order.payments.map((payment) => ({ name: payment.name, total: payment.total, cash: payment.paymentType === PaymentType.cash }));
  if (order.changeDue > 0) {
    const lastCash = payments.findLastIndex((payment) => payment.cash);
    if (lastCash >= 0) payments[lastCash] = { ...payments[lastCash]!, total: payments[lastCash]!.total + order.changeDue };
    else payments.push({ name: 'Cash', total: order.changeDue, cash: true });
  }
  return payments.map(({ name, total }) => ({ name, total }));
}

/** The receipt of a sale, refund, return or void, from the order as this register wrote it. */
export function saleReceipt(order: LocalOrder, context: ReceiptContext): ReceiptDocument {
  const sign = order.orderType === OrderType.sale ? 1 : -1;
  const { store } = context;
  const blocks: ReceiptBlock[] = [
    { kind: 'heading', text: store.name },
    { kind: 'text', text: store.street, align: 'center' },
    { kind: 'text', text: `${store.city}, ${store.state} ${store.zip_code}`, align: 'center' },
  ];
  if (context.licenceNumber.trim() !== '') blocks.push({ kind: 'text', text: `Licence ${context.licenceNumber.trim()}`, align: 'center' });
  blocks.push(
    { kind: 'blank' },
    { kind: 'heading', text: titles[order.orderType] ?? 'ORDER' },
    { kind: 'row', label: 'Receipt', amount: order.receiptId },
  );
  if (context.originalReceiptId !== null) blocks.push({ kind: 'row', label: 'Of sale', amount: context.originalReceiptId });
  blocks.push(
    { kind: 'text', text: storeTime(order.chargedOn, context.timeZone) },
    { kind: 'text', text: `${context.registerName} · ${context.employeeName}` },
    { kind: 'rule' },
  );
  for (const line of order.lines) {
    blocks.push({ kind: 'row', label: line.name, amount: money(sign * line.price) });
    blocks.push({ kind: 'text', text: quantityText(line), indent: 2 });
    for (const discount of line.discounts) blocks.push({ kind: 'row', label: discount.name, amount: money(-sign * discount.amount), indent: 2 });
  }
  blocks.push({ kind: 'rule' }, { kind: 'row', label: 'Subtotal', amount: money(sign * (order.subtotal + order.discountTotal)) });
  if (order.discountTotal > 0) blocks.push({ kind: 'row', label: 'Discounts', amount: money(-sign * order.discountTotal) });
  // Each tax by its own name: states require them itemised (Washington's excise apart from sales tax).
  for (const tax of order.taxes) {
    const label = `${tax.name}${tax.included_in_price ? ' (included)' : ''}${order.orderType === OrderType.sale ? '' : ' returned'}`;
    blocks.push({ kind: 'row', label, amount: money(sign * tax.amount) });
  }
  const exempt = [...new Set(order.lines.flatMap((line) => line.taxExemptions.map((tax) => tax.name)))];
  if (exempt.length > 0) blocks.push({ kind: 'text', text: `Tax exempt: ${exempt.join(', ')}` });
  blocks.push({ kind: 'row', label: 'TOTAL', amount: money(sign * order.total), bold: true });
  for (const payment of paymentsHandedOver(order)) blocks.push({ kind: 'row', label: payment.name, amount: money(sign * payment.total) });
  if (order.changeDue > 0) blocks.push({ kind: 'row', label: 'Change', amount: money(order.changeDue), bold: true });

  const loyalty: ReceiptBlock[] = [];
  if (order.loyaltyPointsRedeemed > 0) loyalty.push({ kind: 'row', label: 'Points redeemed', amount: String(order.loyaltyPointsRedeemed) });
  if (order.loyaltyPointsEarned > 0) loyalty.push({ kind: 'row', label: order.orderType === OrderType.sale ? 'Points earned' : 'Points taken back', amount: String(order.loyaltyPointsEarned) });
  if (order.loyaltyBalance != null) loyalty.push({ kind: 'row', label: 'Points balance', amount: String(order.loyaltyBalance) });
  const method = order.ageVerification?.method;
  const notes: ReceiptBlock[] = [];
  if (method !== undefined) notes.push({ kind: 'text', text: `Buyer check: ${checkWords[method]}` });
  if (order.discountApprovedBy !== null) notes.push({ kind: 'text', text: 'Discount approved by a manager' });
  if (order.rungOffline) notes.push({ kind: 'text', text: 'Rung offline — will be reported', bold: true });
  if (loyalty.length > 0 || notes.length > 0) blocks.push({ kind: 'rule' }, ...loyalty, ...notes);

  blocks.push(
    { kind: 'blank' },
    // Scanned at a refund to find the sale.
    { kind: 'barcode', value: order.receiptId },
    { kind: 'text', text: order.orderType === OrderType.sale ? 'Thank you. Keep this receipt for returns.' : 'Keep this receipt with your refund.', align: 'center' },
  );
  return { blocks };
}
