import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ringSale, refundOrder } from './orders.ts';
import { refundInput, saleInput } from './orders.test-support.ts';
import { closeShift, currentShift, openShift, shiftSummary } from './shifts.ts';
import { freshDatabase } from './catalog.test-support.ts';

const cash = { paymentMethodId: 'pm-cash', paymentType: 0, name: 'Cash' };
const credit = { paymentMethodId: 'pm-credit', paymentType: 4, name: 'Credit' };
const line = (price: number) => ({ inventoryItemId: 'item-1', name: 'Gummies', sku: 'ED-1', quantity: 1, unit: 5, price });

describe('shifts', () => {
  it('opens one shift at a time and queues it as POST /shifts with its client id', async () => {
    const db = freshDatabase();
    expect(await currentShift(db)).toBeNull();
    const shift = await openShift(db, { deviceId: 'device-1', employeeId: 'emp-1', employeeName: 'Ann', openAmount: 15000 });
    expect(await currentShift(db)).toEqual(shift);
    const row = await db.outbox.where('clientId').equals(shift.id).first();
    expect(row!.request).toEqual({ method: 'POST', path: '/shifts', body: { shift: { id: shift.id, employee_id: 'emp-1', open_amount: 15000 } } });
    await expect(openShift(db, { deviceId: 'device-1', employeeId: 'emp-2', employeeName: 'Bo', openAmount: 0 })).rejects.toThrow(/already open/);
    await expect(openShift(freshDatabase(), { deviceId: 'd', employeeId: 'e', employeeName: 'x', openAmount: 10.5 })).rejects.toThrow(/cents/);
  });

  it('closes a shift after its queued orders', async () => {
    const db = freshDatabase();
    const shift = await openShift(db, { deviceId: 'device-1', employeeId: 'emp-1', employeeName: 'Ann', openAmount: 10000 });
    const sale = await ringSale(db, saleInput({ shiftId: shift.id, customerId: null, changeDue: 0, lines: [line(2000)], payments: [{ ...cash, total: 2000 }] }));
    const closed = await closeShift(db, shift.id, { closeDrawerAmount: 9000, closeDropAmount: 3000, closeNote: 'ok' });
    expect(closed.closedAt).not.toBeNull();
    expect(await currentShift(db)).toBeNull();
    const row = await db.outbox.where('kind').equals('shift.close').first();
    expect(row!.request).toEqual({ method: 'POST', path: `/shifts/${shift.id}/close`, body: { shift: { close_drawer_amount: 9000, close_drop_amount: 3000, close_note: 'ok' } } });
    expect(row!.dependsOn!.sort()).toEqual([shift.id, sale.id].sort());
    await expect(closeShift(db, shift.id, { closeDrawerAmount: 0, closeDropAmount: 0, closeNote: null })).rejects.toThrow(/already closed/);
  });

  it('sums the drawer: open amount + cash sales − cash refunds, totals by payment type, over/short', async () => {
    const db = freshDatabase();
    const shift = await openShift(db, { deviceId: 'device-1', employeeId: 'emp-1', employeeName: 'Ann', openAmount: 10000 });
    const sale = await ringSale(db, saleInput({ shiftId: shift.id, customerId: null, changeDue: 500, lines: [line(4500)], payments: [{ ...cash, total: 4500 }] }));
    await ringSale(db, saleInput({ shiftId: shift.id, customerId: null, changeDue: 0, lines: [line(3000)], payments: [{ ...credit, total: 3000 }] }));
    await refundOrder(db, sale.id, refundInput({ payments: [{ ...cash, total: 4500 }] }));
    await ringSale(db, saleInput({ shiftId: shift.id, customerId: null, changeDue: 0, lines: [line(1200)], payments: [{ ...cash, total: 1200 }] }));
    const summary = await shiftSummary(db, shift.id, 11000);
    expect(summary.expectedCash).toBe(10000 + 4500 - 4500 + 1200);
    expect(summary.totalsByPaymentType).toEqual({ 0: 1200, 4: 3000 });
    expect(summary.overShort).toBe(11000 - 11200);
    expect(summary.transactions).toBe(4);
    expect(summary).toMatchObject({ sales: 8700, refunds: 4500 });
    expect((await shiftSummary(db, shift.id)).overShort).toBeNull();
  });
});
