// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useScreen } from '../../state/screen-store.ts';
import { fakeBridge, renderRegister, testSession } from '../../app/screens.test-support.tsx';
import { announceChange } from '../../data/changes.ts';
import { openRegisterDatabase, openShift, ringSale, type RegisterDatabase } from '../../data/index.ts';
import { saleInput } from '../../data/orders.test-support.ts';

let db: RegisterDatabase;
let receiptId: string;

beforeEach(async () => {
  const session = testSession();
  db = openRegisterDatabase(session.location.id);
  const shift = await openShift(db, { deviceId: 'dev-1', employeeId: 'emp-1', employeeName: 'Morgan', openAmount: 0 });
  const sale = await ringSale(db, saleInput({
    shiftId: shift.id, customerId: null, changeDue: 0,
    lines: [{ inventoryItemId: 'x', name: 'Tincture', sku: 'TI-1', quantity: 1, unit: 5, price: 3000 }],
    payments: [{ paymentMethodId: 'c', paymentType: 0, name: 'Cash', total: 3000 }],
  }));
  receiptId = sale.receiptId;
  // As the sync engine leaves a row the Store API refused with 422.
  const row = await db.outbox.where('recordId').equals(sale.id).first();
  await db.outbox.update(row!.seq!, { state: 'needs-attention', problem: 'line_items.0.inventory_item_id: is not an item of this company' });
  await db.orders.update(sale.id, { syncState: 'needs-attention' });
  announceChange(db, 'outbox', 'orders');
  renderRegister(fakeBridge(session));
  await screen.findByTestId('location-name');
});

afterEach(() => {
  cleanup();
  db.close();
});

describe('needs attention', () => {
  it('shows refused rows with the server’s reason in the status bar and on the list', async () => {
    await waitFor(() => expect(screen.getByTestId('needs-attention-count').textContent).toBe('1 record needs attention'));
    expect(screen.getByTestId('sync-status').dataset['health']).toBe('attention');
    fireEvent.click(screen.getByTestId('needs-attention-count'));
    const row = await screen.findByTestId('attention-row');
    expect(row.textContent).toMatch(`Receipt ${receiptId}`);
    expect(row.textContent).toMatch(/is not an item of this company/);
  });

  it('resends a row', async () => {
    useScreen.getState().show('attention');
    fireEvent.click(within(await screen.findByTestId('attention-row')).getByRole('button', { name: 'Resend' }));
    await screen.findByText(/Nothing needs attention/);
    expect((await db.outbox.toArray()).map((row) => row.state)).toContain('pending');
  });

  it('sets a row aside only with a reason, keeping it', async () => {
    useScreen.getState().show('attention');
    const row = await screen.findByTestId('attention-row');
    fireEvent.click(within(row).getByRole('button', { name: 'Set aside…' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Set aside' }));
    expect((await within(row).findByRole('alert')).textContent).toMatch(/Say why/);
    fireEvent.change(within(row).getByLabelText('Reason for setting aside'), { target: { value: 'Rung on the wrong register' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Set aside' }));
    await screen.findByText(/Nothing needs attention/);
    const kept = (await db.outbox.toArray()).find((candidate) => candidate.state === 'set-aside');
    expect(kept?.problem).toMatch(/Rung on the wrong register/);
  });
});
