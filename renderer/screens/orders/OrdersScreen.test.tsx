// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useScreen } from '../../state/screen-store.ts';
import { fakeBridge, renderRegister, testSession } from '../../app/screens.test-support.tsx';
import { availableQuantity, openRegisterDatabase, openShift, ringSale, type LocalOrder, type RegisterDatabase } from '../../data/index.ts';
import { catalogItem, seedCatalog } from '../../data/catalog.test-support.ts';
import { saleInput } from '../../data/orders.test-support.ts';

let db: RegisterDatabase;
let sale: LocalOrder;
const gummies = catalogItem({ id: 'gummies', name: 'Gummies', sku: 'GU-1', sellPrice: 2500, serverQuantity: 10 });
const vape = catalogItem({ id: 'vape', name: 'Vape Cart', sku: 'VA-1', sellPrice: 4000, serverQuantity: 4 });

beforeEach(async () => {
  const session = testSession();
  db = openRegisterDatabase(session.location.id);
  await seedCatalog(db, [gummies, vape]);
  await db.paymentMethods.bulkPut([{ id: 'pm-cash', name: 'Cash', paymentType: 0 }, { id: 'pm-credit', name: 'Credit', paymentType: 4 }]);
  const shift = await openShift(db, { deviceId: 'dev-1', employeeId: 'emp-1', employeeName: 'Morgan Manager', openAmount: 0 });
  sale = await ringSale(db, saleInput({
    shiftId: shift.id, customerId: null, changeDue: 0,
    lines: [
      { inventoryItemId: 'gummies', name: 'Gummies', sku: 'GU-1', quantity: 2, unit: 5, price: 5000 },
      { inventoryItemId: 'vape', name: 'Vape Cart', sku: 'VA-1', quantity: 1, unit: 5, price: 4000 },
    ],
    payments: [{ paymentMethodId: 'pm-credit', paymentType: 4, name: 'Credit', total: 9000 }],
  }));
  renderRegister(fakeBridge(session));
  await screen.findByTestId('location-name');
  useScreen.getState().show('orders');
});

afterEach(() => {
  cleanup();
  db.close();
});

describe('recent orders', () => {
  it('refunds chosen lines of a sale to a chosen method, putting the stock back', async () => {
    expect(await availableQuantity(db, gummies)).toBe(8);
    fireEvent.click(await screen.findByRole('button', { name: sale.receiptId }));
    const panel = await screen.findByRole('generic', { name: `Sale ${sale.receiptId}` });
    fireEvent.click(within(panel).getByLabelText(/Vape Cart/));
    fireEvent.change(within(panel).getByLabelText('Refund to'), { target: { value: 'pm-cash' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Refund $50.00' }));

    const receipt = await screen.findByTestId('receipt');
    expect(receipt.textContent).toMatch(/Refund/);
    expect((await within(receipt).findByTestId('original-receipt-id')).textContent).toBe(sale.receiptId);
    expect(within(receipt).getByTestId('receipt-total').textContent).toBe('-$50.00');
    const refund = (await db.orders.where('originalOrderId').equals(sale.id).toArray())[0]!;
    expect(refund).toMatchObject({ orderType: 1, total: 5000, payments: [{ paymentMethodId: 'pm-cash', total: 5000 }] });
    await waitFor(async () => expect(await availableQuantity(db, gummies)).toBe(10));
    expect(await availableQuantity(db, vape)).toBe(3);
  });

  it('voids a whole sale', async () => {
    fireEvent.click(await screen.findByRole('button', { name: sale.receiptId }));
    fireEvent.click(await screen.findByRole('button', { name: 'Void sale' }));
    await screen.findByTestId('receipt');
    const undo = (await db.orders.where('originalOrderId').equals(sale.id).toArray())[0]!;
    expect(undo).toMatchObject({ orderType: 3, total: 9000 });
    expect(await availableQuantity(db, vape)).toBe(4);
  });
});
