import { configure, fireEvent, render, screen } from '@testing-library/react';
import type { ApiOutcome, DeviceSetupOutcome, HostEvent, RegisterBridge, SessionInfo, SignInOutcome, FirstSignInOutcome } from '../../shared/bridge.ts';
import { bytesToBase64, DEFAULT_PRINTER_SETTINGS, handlePrinterCommand, type PrinterSettings, type PrintJob } from '../../shared/printer.ts';
import { encodeDrawerKick } from '../printing/escpos.ts';
import { App } from './App.tsx';
import { useScreen } from '../state/screen-store.ts';
import { useSession } from '../state/session-store.ts';
import { useCart } from '../state/cart-store.ts';

// IndexedDB work under a loaded test machine can take more than the default second to show.
configure({ asyncUtilTimeout: 8_000 });

/**
 * Test support for screen tests. The host bridge is the one boundary faked here: its real side is
 * the Electron main process (or the web host) and the Store API, which the Playwright suite drives
 * for real (test/e2e/register.spec.ts). Everything below the bridge in these tests is real: the
 * data layer over Dexie on fake-indexeddb, React, the stores.
 */
export interface FakeBridge extends RegisterBridge {
  calls: string[];
  emit(event: HostEvent): void;
  signInOutcome: SignInOutcome | null;
  firstSignInOutcome: FirstSignInOutcome | null;
  setUpOutcome: DeviceSetupOutcome | null;
  printed: number;
  /** The receipt printer: jobs it took, its settings, and whether it is switched on. */
  printJobs: PrintJob[];
  printerSettings: PrinterSettings;
  printerOn: boolean;
  /**
   * The PINs this fake host takes, and whose they are (the test store's manager: 4321). The real
   * host's check, its lock and where it keeps the hashes are tested in electron/core.
   */
  managerPins: Record<string, { user_id: string; name: string }>;
}

export function testSession(overrides: Partial<SessionInfo> = {}): SessionInfo {
  const location = { id: `loc-${crypto.randomUUID()}`, name: 'Green Valley — Downtown', street: '100 Main St', city: 'Denver', state: 'CO', zip_code: '80202' };
  return {
    user: { id: 'emp-1', name: 'Morgan Manager', email: 'manager@canopy.demo', role: 'manager' },
    location, locations: [location, { ...location, id: 'loc-other', name: 'Green Valley — Uptown' }],
    device: { id: 'dev-1', name: 'Front counter 1' },
    storeApiUrl: 'http://127.0.0.1:4010',
    ...overrides,
  };
}

export function fakeBridge(session: SessionInfo | null): FakeBridge {
  const listeners = new Set<(event: HostEvent) => void>();
  let current = session;
  const bridge: FakeBridge = {
    calls: [],
    signInOutcome: null,
    firstSignInOutcome: null,
    setUpOutcome: null,
    printed: 0,
    printJobs: [],
    printerSettings: DEFAULT_PRINTER_SETTINGS,
    printerOn: true,
    managerPins: { '4321': { user_id: 'mgr-1', name: 'Riley Manager' } },
    emit: (event) => { for (const listener of listeners) listener(event); },
    async signIn(email) {
      bridge.calls.push(`signIn ${email}`);
      const outcome = bridge.signInOutcome ?? { ok: false, reason: 'invalid-credentials', message: 'bad' };
      if (outcome.ok) current = outcome.session;
      return outcome;
    },
    async firstSignIn(input) {
      bridge.calls.push(`firstSignIn ${input.email} ${input.code}`);
      const outcome = bridge.firstSignInOutcome ?? { ok: false, reason: 'wrong-code', message: 'bad code' };
      if (outcome.ok) current = outcome.session;
      return outcome;
    },
    async signOut() { bridge.calls.push('signOut'); current = null; },
    async getSession() { return current; },
    async setUpDevice(input) {
      bridge.calls.push(`setUpDevice ${input.locationId} ${input.name}`);
      return bridge.setUpOutcome ?? { ok: false, reason: 'offline', message: 'unreachable' };
    },
    async api<T>(): Promise<ApiOutcome<T>> { return { kind: 'offline', message: 'no Store API in screen tests' }; },
    async apiBatch(requests) { return requests.map((): ApiOutcome => ({ kind: 'offline', message: 'no Store API in screen tests' })); },
    onEvent(listener) { listeners.add(listener); return () => listeners.delete(listener); },
    async print() { bridge.printed += 1; },
    async managerPin(pin) {
      const approver = bridge.managerPins[pin];
      return approver === undefined ? { ok: false, reason: 'wrong-pin', message: 'That PIN is not a manager’s of this store.' } : { ok: true, approver };
    },
    printer: (command) => handlePrinterCommand({
      async print({ job }) {
        if (bridge.printerSettings.destination.kind === 'none') return { ok: false, reason: 'no-printer', message: 'No receipt printer is set up on this register.' };
        if (!bridge.printerOn) return { ok: false, reason: 'offline', message: 'test: the printer is off' };
        bridge.printJobs.push(job);
        return { ok: true };
      },
      settings: async () => bridge.printerSettings,
      async 'save-settings'({ settings }) {
        if (current?.user.role !== 'manager') return { ok: false, reason: 'not-a-manager', message: 'Only a manager can change the printer settings.' };
        bridge.printerSettings = settings;
        return { ok: true, settings };
      },
      async 'no-sale'({ pin }) {
        const checked = await bridge.managerPin(pin);
        if (!checked.ok) return checked;
        const drawer = await bridge.printer({ action: 'print', job: { purpose: 'drawer', base64: bytesToBase64(encodeDrawerKick(bridge.printerSettings)) } });
        return { ok: true, approver: checked.approver, drawer };
      },
    }, command),
  };
  return bridge;
}

/** Module stores outlive a test; each test starts from a clean counter. */
export function resetRegisterStores(): void {
  useSession.setState({ phase: { kind: 'starting' } });
  useScreen.setState({ screen: 'sale', receiptOrderId: null });
  useCart.getState().clear();
}

export function renderRegister(bridge: RegisterBridge) {
  resetRegisterStores();
  return render(<App bridge={bridge} />);
}

/** The buyer check every sale passes before payment: here, a birth date and ID expiry typed from the ID. */
export async function passBuyerCheck(): Promise<void> {
  await screen.findByRole('button', { name: 'type the dates from it' });
  fireEvent.click(screen.getByRole('button', { name: 'type the dates from it' }));
  fireEvent.change(screen.getByLabelText('Birth date on the ID'), { target: { value: '1990-04-02' } });
  fireEvent.change(screen.getByLabelText('ID expiry date'), { target: { value: '2031-04-02' } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
  await screen.findByText('Buyer checked.');
}
