import { OrderType, PaymentType } from '../../shared/api/sales.ts';
import type { ClosedShift, LocalOrder, LocalShift, RegisterDatabase } from '../db/schema.ts';
import { announceChange } from './changes.ts';
import { rowTables } from './outbox-kinds.ts';
import { enqueue, unsentRowsFor } from './outbox.ts';
import { requireCents } from './validation.ts';

export interface OpenShiftInput { deviceId: string; employeeId: string; employeeName: string; openAmount: number }

/** Opens a shift here and now; it reaches the Store API through the outbox (works offline). */
export async function openShift(db: RegisterDatabase, input: OpenShiftInput): Promise<LocalShift> {
  requireCents('openAmount', input.openAmount);
  const shift: LocalShift = {
    id: crypto.randomUUID(), deviceId: input.deviceId, employeeId: input.employeeId, employeeName: input.employeeName,
    openedAt: new Date().toISOString(), closedAt: null, openAmount: input.openAmount,
    closeDrawerAmount: null, closeDropAmount: null, closeNote: null,
  };
  await db.transaction('rw', [...rowTables(db), db.shifts], async () => {
    const open = await openShiftOf(db);
    if (open !== undefined) throw new Error(`a shift is already open on this register (opened ${open.openedAt} by ${open.employeeName})`);
    await db.shifts.add(shift);
    await enqueue(db, 'shift.open', shift);
  });
  announceChange(db, 'shifts', 'outbox');
  return shift;
}

export interface CloseShiftInput {
  closeDrawerAmount: number; closeDropAmount: number; closeNote: string | null;
  /** The employee closing it (printed on its Z report). */
  closedByName?: string;
}

export async function closeShift(db: RegisterDatabase, shiftId: string, input: CloseShiftInput): Promise<LocalShift> {
  requireCents('closeDrawerAmount', input.closeDrawerAmount);
  requireCents('closeDropAmount', input.closeDropAmount);
  const closed = await db.transaction('rw', [...rowTables(db), db.shifts], async () => {
    const shift = await db.shifts.get(shiftId);
    if (shift === undefined) throw new Error('no such shift on this register');
    if (shift.closedAt !== null) throw new Error('this shift is already closed');
    const update: ClosedShift = {
      ...shift, closedAt: new Date().toISOString(),
      closeDrawerAmount: input.closeDrawerAmount, closeDropAmount: input.closeDropAmount, closeNote: input.closeNote,
      ...(input.closedByName === undefined ? {} : { closedByName: input.closedByName }),
    };
    await db.shifts.put(update);
    // Every queued order of the shift goes before the close: the server refuses sales on a closed shift.
    const orderIds = (await db.orders.where('shiftId').equals(shiftId).primaryKeys());
    await enqueue(db, 'shift.close', update, await unsentRowsFor(db, [shiftId, ...orderIds]));
    return update;
  });
  announceChange(db, 'shifts', 'outbox');
  return closed;
}

async function openShiftOf(db: RegisterDatabase): Promise<LocalShift | undefined> {
  const open = await db.shifts.filter((shift) => shift.closedAt === null).toArray();
  return open.sort((a, b) => b.openedAt.localeCompare(a.openedAt))[0];
}

/** One shift this register keeps, or null. */
export async function shiftById(db: RegisterDatabase, shiftId: string): Promise<LocalShift | null> {
  return (await db.shifts.get(shiftId)) ?? null;
}

/** The shift open on this register, or null. */
export async function currentShift(db: RegisterDatabase): Promise<LocalShift | null> {
  return (await openShiftOf(db)) ?? null;
}

export interface ShiftSummary {
  shift: LocalShift;
  sales: number;
  refunds: number;
  /** Number of orders (sales, refunds, voids). */
  transactions: number;
  /** Net cents taken per payment type (sales minus refunds and voids). */
  totalsByPaymentType: Record<number, number>;
  /** Open amount + cash sales − cash refunds and voids. */
  expectedCash: number;
  /** Counted minus expected (negative: short), when a count was given or the shift is closed. */
  overShort: number | null;
}

export async function shiftSummary(db: RegisterDatabase, shiftId: string, countedCash?: number): Promise<ShiftSummary> {
  const shift = await db.shifts.get(shiftId);
  if (shift === undefined) throw new Error('no such shift on this register');
  const orders: LocalOrder[] = await db.orders.where('shiftId').equals(shiftId).toArray();
  const counted = orders.filter((order) => order.syncState !== 'set-aside');
  const totalsByPaymentType: Record<number, number> = {};
  let sales = 0;
  let refunds = 0;
  for (const order of counted) {
    const sign = order.orderType === OrderType.sale ? 1 : -1;
    if (sign > 0) sales += order.total; else refunds += order.total;
    for (const payment of order.payments) {
      totalsByPaymentType[payment.paymentType] = (totalsByPaymentType[payment.paymentType] ?? 0) + sign * payment.total;
    }
  }
  const expectedCash = shift.openAmount + (totalsByPaymentType[PaymentType.cash] ?? 0);
  const count = countedCash ?? (shift.closeDrawerAmount === null ? null : shift.closeDrawerAmount + (shift.closeDropAmount ?? 0));
  return { shift, sales, refunds, transactions: counted.length, totalsByPaymentType, expectedCash, overShort: count === null ? null : count - expectedCash };
}
