// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScreen } from '../../state/screen-store.ts';
import { fakeBridge, renderRegister, testSession } from '../../app/screens.test-support.tsx';
import { openRegisterDatabase, ringSale, type RegisterDatabase } from '../../data/index.ts';
import { saleInput } from '../../data/orders.test-support.ts';

let db: RegisterDatabase | undefined;
afterEach(() => {
  cleanup();
  db?.close();
});

describe('the shift', () => {
  it('opens with the starting cash, survives a restart, and closes showing expected cash, over/short and totals by payment type', async () => {
    const session = testSession();
    db = openRegisterDatabase(session.location.id);
    const first = renderRegister(fakeBridge(session));
    fireEvent.change(await screen.findByLabelText('Starting cash'), { target: { value: '150.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open shift' }));
    await waitFor(() => expect(screen.getByTestId('current-shift').textContent).toMatch(/Shift open since .* Morgan Manager/));

    // A restart: a new app over the same local database still has the shift open.
    first.unmount();
    renderRegister(fakeBridge(session));
    await waitFor(() => expect(screen.getByTestId('current-shift').textContent).toMatch(/Shift open since/));

    const shift = (await db.shifts.toArray())[0]!;
    expect(shift.openAmount).toBe(15000);
    await ringSale(db, saleInput({
      shiftId: shift.id, customerId: null, changeDue: 0,
      lines: [{ inventoryItemId: 'i', name: 'Gummies', sku: 'G', quantity: 2, unit: 5, price: 5000 }],
      payments: [{ paymentMethodId: 'c', paymentType: 0, name: 'Cash', total: 3000 }, { paymentMethodId: 'd', paymentType: 1, name: 'Debit', total: 2000 }],
    }));

    useScreen.getState().show('shift');
    expect((await screen.findByTestId('expected-cash')).textContent).toBe('$180.00');
    const figures = screen.getByTestId('shift-figures').textContent ?? '';
    expect(figures).toMatch(/Cash\$30\.00/);
    expect(figures).toMatch(/Debit\$20\.00/);

    fireEvent.change(screen.getByLabelText('Cash in drawer'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Cash drop'), { target: { value: '78.50' } });
    await waitFor(() => expect(screen.getByTestId('over-short').textContent).toBe('Short by $1.50'));
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Counted twice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close shift' }));

    const closed = await screen.findByText(/Shift closed at/);
    await waitFor(() => expect(closed.textContent).toMatch(/Short by \$1\.50/));
    await waitFor(() => expect(screen.getByTestId('current-shift').textContent).toMatch(/No shift open/));
    expect(await db.shifts.get(shift.id)).toMatchObject({ closeDrawerAmount: 10000, closeDropAmount: 7850, closeNote: 'Counted twice' });
  });

  it('asks for a count it can read', async () => {
    const session = testSession();
    db = openRegisterDatabase(session.location.id);
    renderRegister(fakeBridge(session));
    fireEvent.change(await screen.findByLabelText('Starting cash'), { target: { value: 'two hundred' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open shift' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Count the cash in the drawer/);
    expect(await db.shifts.count()).toBe(0);
  });
});
