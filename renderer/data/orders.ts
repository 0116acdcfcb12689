import { quantityObject } from '../../shared/quantity.ts';
import { newReceiptId } from '../../shared/receipt-id.ts';
import type { LocalOrder, LocalOrderLine, LocalPayment, RegisterDatabase } from '../db/schema.ts';
import { announceChange } from './changes.ts';
import { enqueue, unsentRowsFor } from './outbox.ts';
import { RegisterInputError, requireCents } from './validation.ts';

export const ORDER_TYPE = { sale: 0, refund: 1, return: 2, void: 3 } as const;

export interface RingSaleInput {
  shiftId: string;
  customerId: string | null;
  lines: LocalOrderLine[];
  /** What was paid toward the sale (no change in it); their sum must equal the lines' total. */
  payments: LocalPayment[];
  /** Cash handed back; shown on the receipt, never sent. */
  changeDue: number;
}

/**
 * Rings up a sale: the order and its outbox row are written in ONE transaction and the order is
 * returned at once. The network is not on this path; the sync engine sends it later.
 */
export async function ringSale(db: RegisterDatabase, input: RingSaleInput): Promise<LocalOrder> {
  checkLines(input.lines);
  requireCents('changeDue', input.changeDue);
  const order = await writeOrder(db, {
    orderType: ORDER_TYPE.sale, shiftId: input.shiftId, customerId: input.customerId, originalOrderId: null,
    lines: input.lines, payments: input.payments, changeDue: input.changeDue,
  });
  return order;
}

export interface RefundInput {
  /** Lines to refund (a part of the sale); all of what is left to refund when omitted. */
  lines?: Array<{ inventoryItemId: string; quantity: number; price?: number }>;
  /** How the money goes back; their sum must equal the refunded lines' total. */
  payments: LocalPayment[];
}

/** Refunds all or part of a sale of this register (order type 1, naming the original order). */
export async function refundOrder(db: RegisterDatabase, orderId: string, input: RefundInput): Promise<LocalOrder> {
  const { original, shiftId, left } = await undoable(db, orderId);
  const lines: LocalOrderLine[] = input.lines === undefined
    ? left.filter((line) => line.quantity > 0)
    : input.lines.map((wanted) => {
      const line = left.find((candidate) => candidate.inventoryItemId === wanted.inventoryItemId);
      if (line === undefined) throw new RegisterInputError('lines', 'that item is not on the sale');
      if (!(wanted.quantity > 0) || wanted.quantity > line.quantity + 1e-9) {
        throw new RegisterInputError('lines', `at most ${line.quantity} of ${line.name} can still be refunded`);
      }
      const price = wanted.price ?? (wanted.quantity === line.quantity ? line.price : Math.round(line.price * wanted.quantity / line.quantity));
      return { ...line, quantity: wanted.quantity, price };
    });
  if (lines.length === 0) throw new RegisterInputError('lines', 'everything on this sale has already been refunded');
  return writeOrder(db, {
    orderType: ORDER_TYPE.refund, shiftId, customerId: original.customerId, originalOrderId: original.id,
    lines, payments: input.payments, changeDue: 0,
  });
}

/** Voids a sale of this register (order type 3): the whole sale, paid back the way it was paid. */
export async function voidOrder(db: RegisterDatabase, orderId: string): Promise<LocalOrder> {
  const { original, shiftId, left, undone } = await undoable(db, orderId);
  if (undone.length > 0) throw new RegisterInputError('order', 'this sale already has a refund; refund the rest instead of voiding it');
  return writeOrder(db, {
    orderType: ORDER_TYPE.void, shiftId, customerId: original.customerId, originalOrderId: original.id,
    lines: left, payments: original.payments, changeDue: 0,
  });
}

/** Sales of this register, newest first (for the refund and void screens). */
export async function recentSales(db: RegisterDatabase, limit = 50): Promise<LocalOrder[]> {
  return db.orders.orderBy('chargedOn').reverse().filter((order) => order.orderType === ORDER_TYPE.sale).limit(limit).toArray();
}

export async function findOrderByReceipt(db: RegisterDatabase, receiptId: string): Promise<LocalOrder | null> {
  return (await db.orders.where('receiptId').equals(receiptId.trim().toUpperCase()).first()) ?? null;
}

/** Refunds and voids already made against a sale. */
export async function undoingOrders(db: RegisterDatabase, orderId: string): Promise<LocalOrder[]> {
  const orders = await db.orders.where('originalOrderId').equals(orderId).toArray();
  return orders.filter((order) => order.syncState !== 'set-aside');
}

async function undoable(db: RegisterDatabase, orderId: string) {
  const original = await db.orders.get(orderId);
  if (original === undefined) throw new RegisterInputError('order', 'that sale was not rung on this register');
  if (original.orderType !== ORDER_TYPE.sale) throw new RegisterInputError('order', 'only a sale can be refunded or voided');
  const undone = await undoingOrders(db, orderId);
  if (undone.some((order) => order.orderType === ORDER_TYPE.void)) throw new RegisterInputError('order', 'this sale was voided');
  const shift = (await db.shifts.filter((candidate) => candidate.closedAt === null).toArray())[0];
  if (shift === undefined) throw new RegisterInputError('shift', 'open a shift first');
  const left = original.lines.map((line) => {
    const back = undone.flatMap((order) => order.lines).filter((done) => done.inventoryItemId === line.inventoryItemId);
    const quantity = Math.round((line.quantity - back.reduce((sum, done) => sum + done.quantity, 0)) * 1000) / 1000;
    const price = line.price - back.reduce((sum, done) => sum + done.price, 0);
    return { ...line, quantity, price };
  });
  return { original, shiftId: shift.id, left, undone };
}

function checkLines(lines: LocalOrderLine[]): void {
  if (lines.length === 0) throw new RegisterInputError('lines', 'the cart is empty');
  for (const line of lines) {
    if (!(line.quantity > 0) || !Number.isInteger(Math.round(line.quantity * 1000)) || Math.abs(line.quantity * 1000 - Math.round(line.quantity * 1000)) > 1e-6) {
      throw new RegisterInputError('lines', `${line.name}: the quantity must be more than zero, to the milligram at most`);
    }
    requireCents('price', line.price);
  }
}

interface OrderDraft {
  orderType: number; shiftId: string; customerId: string | null; originalOrderId: string | null;
  lines: LocalOrderLine[]; payments: LocalPayment[]; changeDue: number;
}

/** The POST /orders body of spec §4.7, plus the client `id`, `customer_id` and, for refunds and voids, `original_order_id`. */
export function orderRequestBody(order: LocalOrder): { order: Record<string, unknown> } {
  return {
    order: {
      id: order.id,
      charged_on: order.chargedOn,
      order_type: order.orderType,
      // The order's payment type: the largest payment's (the spec has one per order).
      payment_type: [...order.payments].sort((a, b) => b.total - a.total)[0]?.paymentType ?? 0,
      shift_id: order.shiftId,
      receipt_id: order.receiptId,
      customer_id: order.customerId,
      ...(order.originalOrderId === null ? {} : { original_order_id: order.originalOrderId }),
      line_items: order.lines.map((line) => ({
        quantity: quantityObject(Math.round(line.quantity * 1000), line.unit),
        price: line.price,
        inventory_item_id: line.inventoryItemId,
      })),
      tendered_amount: order.tenderedAmount,
      payments: order.payments.map((payment) => ({ payment_method_id: payment.paymentMethodId, total: payment.total })),
    },
  };
}

async function writeOrder(db: RegisterDatabase, draft: OrderDraft): Promise<LocalOrder> {
  if (draft.payments.length === 0) throw new RegisterInputError('payments', 'take a payment first');
  for (const payment of draft.payments) requireCents('payment', payment.total);
  const total = draft.lines.reduce((sum, line) => sum + line.price, 0);
  const tenderedAmount = draft.payments.reduce((sum, payment) => sum + payment.total, 0);
  if (tenderedAmount !== total) {
    throw new RegisterInputError('payments', `the payments (${tenderedAmount} ¢) must add up to the total (${total} ¢); change due is kept apart`);
  }
  const order: LocalOrder = {
    id: crypto.randomUUID(), receiptId: newReceiptId(), shiftId: draft.shiftId, customerId: draft.customerId,
    orderType: draft.orderType, originalOrderId: draft.originalOrderId, chargedOn: new Date().toISOString(),
    lines: draft.lines.map((line) => ({ ...line })), payments: draft.payments.map((payment) => ({ ...payment })),
    tenderedAmount, changeDue: draft.changeDue, total, syncState: 'pending',
  };
  await db.transaction('rw', db.orders, db.outbox, db.shifts, async () => {
    const shift = await db.shifts.get(order.shiftId);
    if (shift === undefined || shift.closedAt !== null) throw new RegisterInputError('shift', 'open a shift first');
    await db.orders.add(order);
    await enqueue(db, {
      clientId: order.id, kind: 'order.create', recordId: order.id,
      request: { method: 'POST', path: '/orders', body: orderRequestBody(order) },
      dependsOn: await unsentRowsFor(db, [order.shiftId, order.customerId, order.originalOrderId]),
    });
  });
  announceChange(db, 'orders', 'outbox');
  return order;
}
