// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScreen } from '../../state/screen-store.ts';
import { fakeBridge, renderRegister, testSession } from '../../app/screens.test-support.tsx';
import { openRegisterDatabase, openShift, refundOrder, ringSale, voidOrder, type RegisterDatabase } from '../../data/index.ts';
import type { SaleLine } from '../../data/orders.ts';
import { refundInput, saleInput, voidInput } from '../../data/orders.test-support.ts';
import { keepAuditAnchor } from '../../data/audit-anchors.ts';
import { announceChange } from '../../data/changes.ts';
import { DEFAULT_PRINTER_SETTINGS } from '../../../shared/printer.ts';
import { decodeEscPos } from '../../../test/printer/escpos-decoder.ts';

let db: RegisterDatabase | undefined;
afterEach(() => {
  cleanup();
  db?.close();
});

const gummies = (quantity: number, discounts: SaleLine['discounts'] = []): SaleLine => ({
  inventoryItemId: 'gummies', name: 'Mango Gummies', sku: 'ED-1', quantity, unit: 5, price: 2000 * quantity, productTypeId: 'edible', discountable: true, discounts,
});
const cash = { paymentMethodId: 'pm-cash', paymentType: 0, name: 'Cash' };
const debit = { paymentMethodId: 'pm-debit', paymentType: 1, name: 'Debit' };

describe('the Z report panel', () => {
  it('shows the closed shift\'s gross and net sales, discounts, each tax, refunds and their tax, tenders and transactions', async () => {
    const session = testSession();
    db = openRegisterDatabase(session.location.id);
    await db.taxItems.bulkPut([{ id: 'or', name: 'Oregon retail tax', rate: '0.17', includedInPrice: false }, { id: 'pdx', name: 'Portland local tax', rate: '0.03', includedInPrice: false }]);
    await db.productTypes.put({ id: 'edible', name: 'Edible', taxItemIds: ['or', 'pdx'], traceabilityType: 0, testResultsUnit: 0 });
    const shift = await openShift(db, { deviceId: session.device?.id ?? 'dev-1', employeeId: session.user.id, employeeName: session.user.name, openAmount: 10000 });
    // $40.00 less 10% = $36.00, taxed 17% and 3%: $6.12 and $1.08, $43.20 in cash.
    const sale = await ringSale(db, saleInput({ shiftId: shift.id, customerId: null, changeDue: 0, lines: [gummies(2, [{ name: 'Veteran', percent: '0.10' }])], payments: [{ ...cash, total: 4320 }] }));
    // One of the two back: $18.00 and its $3.06 and $0.54 of tax.
    await refundOrder(db, sale.id, refundInput({ lines: [{ inventoryItemId: 'gummies', quantity: 1 }], payments: [{ ...cash, total: 2160 }] }));
    // A sale voided drops out with its void.
    const cancelled = await ringSale(db, saleInput({ shiftId: shift.id, customerId: null, changeDue: 0, lines: [gummies(1)], payments: [{ ...debit, total: 2400 }] }));
    await voidOrder(db, cancelled.id, voidInput());

    // Closed at the counter: the Z report follows.
    renderRegister(fakeBridge(session));
    act(() => useScreen.getState().show('shift'));
    fireEvent.change(await screen.findByLabelText('Cash in drawer'), { target: { value: '121.60' } });
    fireEvent.change(screen.getByLabelText('Cash drop'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close shift' }));
    const report = await screen.findByTestId('z-report');
    expect(within(report).getByTestId('z-gross').textContent).toBe('$40.00');
    expect(within(report).getByTestId('z-net').textContent).toBe('$36.00');
    expect(within(report).getAllByTestId('z-tax').map((tax) => tax.textContent)).toEqual(['$6.12', '$1.08']);
    expect(within(report).getByTestId('z-count').textContent).toBe('2');
    const figures = report.textContent ?? '';
    expect(figures).toMatch(/Discounts-?−?\$4\.00/);
    expect(figures).toMatch(/Oregon retail tax\$6\.12/);
    expect(figures).toMatch(/Refunds-?−?\$21\.60/);
    expect(figures).toMatch(/Oregon retail tax returned-?−?\$3\.06/);
    expect(figures).toMatch(/Portland local tax returned-?−?\$0\.54/);
    expect(figures).toMatch(/Cash\$21\.60/);
    expect(figures).not.toMatch(/Debit/);
    // Offline here: the back office's figures are not beside them yet, and the panel says so.
    expect(figures).toMatch(/back office’s figures show here when the register is online/);
    // No receipt printer on this register: the one button says where it prints.
    expect(within(report).getByRole('button', { name: 'Print on the page printer' })).toBeTruthy();
    expect(within(report).queryByRole('button', { name: 'Print on the receipt printer' })).toBeNull();
  });

  it('prints the whole close on the receipt printer when the shift closes, once its chain head is known, and again on asking', async () => {
    const session = testSession();
    db = openRegisterDatabase(session.location.id);
    const shift = await openShift(db, { deviceId: 'dev-1', employeeId: 'emp-9', employeeName: 'Opal Opener', openAmount: 10000 });
    await ringSale(db, saleInput({ shiftId: shift.id, customerId: null, changeDue: 0, lines: [gummies(1)], payments: [{ ...cash, total: 2000 }] }));
    const bridge = fakeBridge(session);
    bridge.printerSettings = { ...DEFAULT_PRINTER_SETTINGS, destination: { kind: 'network', host: '127.0.0.1', port: 9100 } };
    renderRegister(bridge);
    act(() => useScreen.getState().show('shift'));
    // $100 float and $20 cash taken: $120 expected; $115 in the drawer and $3 dropped, $2 short.
    fireEvent.change(await screen.findByLabelText('Cash in drawer'), { target: { value: '115' } });
    fireEvent.change(screen.getByLabelText('Cash drop'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close shift' }));
    const report = await screen.findByTestId('z-report');
    expect(within(report).queryByRole('button', { name: 'Print on the page printer' })).toBeNull();
    expect(within(report).getByTestId('z-expected').textContent).toBe('$120.00');
    expect(within(report).getByTestId('z-over-short').textContent).toMatch(/^-?−?\$2\.00$/);
    // Offline here: the head has not come back, so nothing is printed yet and the panel says why.
    expect(await within(report).findByTestId('z-print-waiting', {}, { timeout: 10_000 })).toBeTruthy();
    expect(bridge.printJobs).toHaveLength(0);

    const head = { seq: 12, hash: 'ab'.repeat(32) };
    await keepAuditAnchor(db, shift.id, head);
    announceChange(db, 'outbox');
    // The print goes through the register's receipt queue (a claim in IndexedDB, then the host): on a
    // loaded machine that can take longer than waitFor's default second.
    await waitFor(() => expect(bridge.printJobs).toHaveLength(1), { timeout: 10_000 });
    const text = decodeEscPos(Uint8Array.from(atob(bridge.printJobs[0]!.base64), (char) => char.charCodeAt(0))).lines.join('\n');
    expect(text).toMatch(/^Opened by Opal Opener$/m);
    expect(text).toMatch(new RegExp(`^Closed by ${session.user.name}$`, 'm'));
    expect(text).toMatch(/^Float +\$100\.00$/m);
    expect(text).toMatch(/^Cash expected +\$120\.00$/m);
    expect(text).toMatch(/^Cash counted +\$118\.00$/m);
    expect(text).toMatch(/^Over\/short +-\$2\.00$/m);
    expect(text.replace(/\n/g, '')).toContain(`12:${'ab'.repeat(32)}`);

    fireEvent.click(within(report).getByRole('button', { name: 'Print on the receipt printer' }));
    await waitFor(() => expect(bridge.printJobs).toHaveLength(2), { timeout: 10_000 });
  });
});
