// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScreen } from '../../state/screen-store.ts';
import { fakeBridge, renderRegister, testSession } from '../../app/screens.test-support.tsx';
import { openRegisterDatabase, ringSale, type RegisterDatabase } from '../../data/index.ts';
import type { LocalRegisterSettings } from '../../data/index.ts';
import { saleInput } from '../../data/orders.test-support.ts';

let db: RegisterDatabase | undefined;
afterEach(() => {
  cleanup();
  db?.close();
});

const settings: LocalRegisterSettings = {
  time_zone: 'UTC', discount_approval_percent: '0.20', discount_approval_flat_amount: 2000, discount_reasons: [],
  loyalty_redemption_points_per_dollar: 100, loyalty_program: { loyalty_program_type: 0, loyalty_points_per: 1 }, approvers: [],
};
const gummies = { inventoryItemId: 'i', name: 'Gummies', sku: 'G', quantity: 2, unit: 5, price: 4000, discountable: true };
const cash = { paymentMethodId: 'c', paymentType: 0, name: 'Cash' };

async function openRegister() {
  const session = testSession();
  db = openRegisterDatabase(session.location.id);
  await db.meta.put({ key: 'registerSettings', value: settings });
  renderRegister(fakeBridge(session));
  fireEvent.change(await screen.findByLabelText('Starting cash'), { target: { value: '100' } });
  fireEvent.click(screen.getByRole('button', { name: 'Open shift' }));
  await screen.findByLabelText('Find an item');
  return { db, shift: (await db.shifts.toArray())[0]! };
}

describe('the receipt', () => {
  it('shows the points a customer earned and redeemed and the balance they leave with', async () => {
    const { db, shift } = await openRegister();
    await db.customers.put({
      id: 'cust-1', firstName: 'Jo', lastName: 'Doe', email: null, phone: null, birthDate: null, kind: 'customer', carryLimit: null,
      expirationDate: null, loyaltyPoints: 500, searchText: 'jo doe', pending: false,
    });
    const sale = await ringSale(db, saleInput({
      shiftId: shift.id, customerId: 'cust-1', changeDue: 0, lines: [gummies], redemption: { points: 200, balance: 500 },
      payments: [{ ...cash, total: 3800 }],
    }));
    act(() => useScreen.getState().showReceipt(sale.id));
    expect((await screen.findByTestId('receipt-points')).textContent).toBe('38');
    expect(screen.getByText('Points redeemed').nextSibling?.textContent).toBe('200');
    expect(screen.getByTestId('receipt-points-balance').textContent).toBe('338');
  });

  it('shows no balance when no customer is attached', async () => {
    const { db, shift } = await openRegister();
    const sale = await ringSale(db, saleInput({ shiftId: shift.id, customerId: null, changeDue: 0, lines: [gummies], payments: [{ ...cash, total: 4000 }] }));
    act(() => useScreen.getState().showReceipt(sale.id));
    expect((await screen.findByTestId('receipt-total')).textContent).toBe('$40.00');
    expect(screen.queryByTestId('receipt-points-balance')).toBeNull();
  });

  it('shows a sale just rung from the order as written, without reading it back first', async () => {
    const { db, shift } = await openRegister();
    const sale = await ringSale(db, saleInput({ shiftId: shift.id, customerId: null, changeDue: 0, lines: [gummies], payments: [{ ...cash, total: 4000 }] }));
    // Gone from the database, the receipt can only come from the order handed to it.
    await db.orders.delete(sale.id);
    act(() => useScreen.getState().showReceipt(sale.id, sale));
    expect(screen.getByTestId('receipt-id').textContent).toBe(sale.receiptId);
    expect(screen.getByTestId('receipt-total').textContent).toBe('$40.00');
  });

  it('reads an order it was not handed (a receipt opened from the orders list)', async () => {
    const { db, shift } = await openRegister();
    const sale = await ringSale(db, saleInput({ shiftId: shift.id, customerId: null, changeDue: 0, lines: [gummies], payments: [{ ...cash, total: 4000 }] }));
    const other = await ringSale(db, saleInput({ shiftId: shift.id, customerId: null, changeDue: 0, lines: [gummies], payments: [{ ...cash, total: 4000 }] }));
    act(() => useScreen.getState().showReceipt(sale.id, other));
    expect((await screen.findByTestId('receipt-id')).textContent).toBe(sale.receiptId);
  });
});
