// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRINTER_SETTINGS } from '../../shared/printer.ts';
import { fakeBridge, passBuyerCheck, renderRegister, testSession, type FakeBridge } from '../app/screens.test-support.tsx';
import { auditChain } from '../data/audit-log.ts';
import { catalogItem, seedCatalog } from '../data/catalog.test-support.ts';
import { openRegisterDatabase, type RegisterDatabase } from '../data/index.ts';
import type { LocalRegisterSettings } from '../db/schema.ts';
import { decodeEscPos } from '../../test/printer/escpos-decoder.ts';
import { usePrinterState } from './use-printer.ts';

/**
 * The counter's printing on the real screens, with the host bridge faked at its boundary (its real
 * side, raw TCP to a printer, runs in electron/core/printer.test.ts and test/e2e/counter.spec.ts).
 */
const settings: LocalRegisterSettings = {
  time_zone: 'America/Denver', discount_approval_percent: '0.20', discount_approval_flat_amount: 2000, discount_reasons: [],
  loyalty_redemption_points_per_dollar: 100, loyalty_program: null,
  approvers: [{ user_id: 'mgr-1', name: 'Riley Manager' }],
};
const networkPrinter = { ...DEFAULT_PRINTER_SETTINGS, destination: { kind: 'network' as const, host: '127.0.0.1', port: 9100 } };
const decoded = (bridge: FakeBridge, index: number) => decodeEscPos(Uint8Array.from(atob(bridge.printJobs[index]!.base64), (char) => char.charCodeAt(0)));

let db: RegisterDatabase;
let bridge: FakeBridge;

async function start(role: 'manager' | 'budtender' = 'manager') {
  const session = testSession({ user: { id: 'emp-1', name: 'Morgan', email: 'm@canopy.demo', role } });
  db = openRegisterDatabase(session.location.id);
  await seedCatalog(db, [catalogItem({ id: 'gummies', name: 'Mango Gummies', sku: 'ED-1', unit: 5, sellPrice: 2000, serverQuantity: 10 })]);
  await db.paymentMethods.bulkPut([{ id: 'pm-cash', name: 'Cash', paymentType: 0 }, { id: 'pm-debit', name: 'Debit', paymentType: 1 }]);
  await db.meta.put({ key: 'registerSettings', value: settings });
  bridge = fakeBridge(session);
  bridge.printerSettings = networkPrinter;
  renderRegister(bridge);
  fireEvent.change(await screen.findByLabelText('Starting cash'), { target: { value: '200' } });
  fireEvent.click(screen.getByRole('button', { name: 'Open shift' }));
}

async function sell(method: 'Cash' | 'Debit') {
  fireEvent.change(await screen.findByLabelText('Find an item'), { target: { value: 'mango' } });
  fireEvent.click(await screen.findByRole('button', { name: /^Mango Gummies/ }));
  await passBuyerCheck();
  fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
  fireEvent.click(await screen.findByRole('button', { name: method }));
  fireEvent.click(screen.getByRole('button', { name: 'Add payment' }));
  fireEvent.click(await screen.findByRole('button', { name: /^Complete sale/ }));
  return (await screen.findByTestId('receipt-id')).textContent ?? '';
}

beforeEach(() => { usePrinterState.setState({ offline: false, problem: null, last: null, waiting: 0 }); });
afterEach(() => { cleanup(); db.close(); });

describe('printing at the counter', () => {
  it('prints a cash sale’s receipt with the drawer pulse, and a card sale’s without', async () => {
    await start();
    const cash = await sell('Cash');
    await waitFor(() => expect(bridge.printJobs).toHaveLength(1), { timeout: 10_000 });
    expect(decoded(bridge, 0).barcodes).toEqual([cash]);
    expect(decoded(bridge, 0).pulses).toEqual([{ pin: 2, onMs: 100, offMs: 500 }]);
    fireEvent.click(screen.getByRole('button', { name: /^New sale/ }));
    const card = await sell('Debit');
    await waitFor(() => expect(bridge.printJobs).toHaveLength(2), { timeout: 10_000 });
    expect(decoded(bridge, 1).barcodes).toEqual([card]);
    expect(decoded(bridge, 1).pulses).toEqual([]);
  });

  it('finishes a sale with the printer off: the receipt waits in IndexedDB, the header says so, the drawer problem is on screen', async () => {
    await start();
    bridge.printerOn = false;
    await sell('Cash');
    expect(await screen.findByTestId('receipt-queued')).toBeTruthy();
    expect((await screen.findByTestId('drawer-problem')).textContent).toMatch(/The drawer did not open/);
    expect((await screen.findByTestId('printer-offline')).textContent).toMatch(/Printer offline · 1 waiting/);
    expect(await db.printJobs.count()).toBe(1);
    expect(decodeEscPos(Uint8Array.from(atob((await db.printJobs.toArray())[0]!.base64), (char) => char.charCodeAt(0))).pulses).toEqual([]);
    expect(await db.orders.count()).toBe(1);
  });

  it('shows "Printer offline · N waiting" as soon as the register starts when receipts were kept, before any new try', async () => {
    const session = testSession();
    db = openRegisterDatabase(session.location.id);
    await db.printJobs.bulkAdd(['A', 'B'].map((base64) => ({
      purpose: 'receipt' as const, orderId: base64, base64, state: 'queued' as const, claim: null, attempts: 1, lastProblem: 'printer off', createdAt: '2026-11-25T17:00:00.000Z',
    })));
    bridge = fakeBridge(session);
    bridge.printerSettings = networkPrinter;
    renderRegister(bridge);
    expect((await screen.findByTestId('printer-offline')).textContent).toBe('Printer offline · 2 waiting');
    expect(bridge.printJobs).toHaveLength(0);
  });

  it('opens the drawer on No sale only with a manager’s PIN the host took, and records every attempt in the audit chain', async () => {
    await start('budtender');
    fireEvent.keyDown(window, { key: 'n', altKey: true });
    const prompt = await screen.findByRole('form', { name: 'No sale' });
    fireEvent.change(within(prompt).getByLabelText(/Manager PIN/), { target: { value: '0000' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Open drawer' }));
    expect(await within(prompt).findByRole('alert')).toBeTruthy();
    expect(bridge.printJobs).toHaveLength(0);
    fireEvent.change(within(prompt).getByLabelText(/Manager PIN/), { target: { value: '4321' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Open drawer' }));
    await waitFor(() => expect(bridge.printJobs).toHaveLength(1), { timeout: 10_000 });
    expect(decoded(bridge, 0).pulses).toEqual([{ pin: 2, onMs: 100, offMs: 500 }]);
    expect(decoded(bridge, 0).cuts).toBe(0);
    await waitFor(async () => expect((await auditChain(db, 'dev-1')).filter((entry) => entry.kind === 'no-sale')).toHaveLength(2));
    const [refused, opened] = (await auditChain(db, 'dev-1')).filter((candidate) => candidate.kind === 'no-sale');
    // The wrong PIN is recorded too: who tried, that nobody approved, and that the drawer stayed shut.
    expect(refused).toMatchObject({ actor_id: 'emp-1', details: { approved_by: null, refused: 'wrong-pin', drawer_opened: false } });
    expect(opened).toMatchObject({ actor_id: 'emp-1', details: { approved_by: 'mgr-1', drawer_opened: true } });
    expect(opened!.at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('lets a budtender see the printer settings but not change them', async () => {
    await start('budtender');
    fireEvent.keyDown(window, { key: 'F7' });
    expect(await screen.findByText('Only a manager can change these.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save printer settings' }).closest('fieldset'))?.disabled).toBe(true);
  });
});
