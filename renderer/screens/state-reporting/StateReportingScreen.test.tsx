// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/api/sales.ts';
import type { StateReporting } from '../../../shared/api/state-reporting.ts';
import type { ApiOutcome, ApiRequest } from '../../../shared/bridge.ts';
import { fakeBridge, renderRegister, testSession, type FakeBridge } from '../../app/screens.test-support.tsx';
import { useScreen } from '../../state/screen-store.ts';
import { openRegisterDatabase, type RegisterDatabase } from '../../data/index.ts';
import { withRequest } from '../../data/orders.test-support.ts';
import { REGISTER_SETTINGS_META_KEY } from '../sale/limits/location-rules.ts';

const HOUR = 3_600_000;
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

/** The location's reporting as GET /state_reporting answers it: Metrc, all reported. */
function reportingAnswer(overrides: Partial<StateReporting> = {}): StateReporting {
  return {
    system: 'metrc', api_url: 'https://api-or.metrc.com', license_number: '050-1010496A3E6', user_api_key_set: true,
    waiting: 0, needs_attention: 0, oldest_waiting_charged_on: null, deadline: null,
    last_reported_at: '2026-11-24T18:02:00.000Z', credentials_rejected_at: null,
    deadline_rule: { citation: 'OAR 845-025-7580(1)(b)', note: null }, ...overrides,
  };
}

/** A sale Metrc refused, as the Store API lists it. */
function refusedOrder(receiptId: string, message: string): Order {
  return {
    id: crypto.randomUUID(), charged_on: '2026-11-24T15:30:00.000Z', tendered_amount: 4_200, payment_type: 0, order_type: 0,
    refund_reason: null, receipt_id: receiptId, line_items: [], voided: false, discount_flat_amount: 0, discount_percent: '0',
    customer_id: null, original_order_id: null, person_id: null, device_id: 'dev-back', employee_id: 'emp-1', payments: [],
    shift_id: 'shift-1', subtotal: 4_000, discount_total: 0, tax_total: 200, total: 4_200, discount_reason: null, discount_approved_by: null,
    loyalty_points_earned: 0, loyalty_points_redeemed: 0, rung_offline: false, age_verification: null, caregiver: null, review_flags: [],
    state_report: { system: 'metrc', status: 'needs_attention', external_id: null, reported_at: null, error: message },
  };
}

/** An answer as it comes through the host: JSON, typed by the caller (who checks it against its schema). */
function overTheHost<T>(answer: unknown): ApiOutcome<T> {
  const body: T = JSON.parse(JSON.stringify(answer));
  return { kind: 'ok', status: 200, body };
}

interface StoreState { reachable: boolean; reporting: StateReporting; refused: Order[]; packageFindings?: number }

/** The Store API behind the bridge, as far as the panel asks it. `reachable` false: every call is offline. */
function storeApi(bridge: FakeBridge, state: StoreState): void {
  bridge.api = async <T,>(request: ApiRequest): Promise<ApiOutcome<T>> => {
    bridge.calls.push(`api ${request.method} ${request.path}`);
    if (!state.reachable) return { kind: 'offline', message: 'connection refused' };
    if (request.path === '/state_reporting') return overTheHost({ state_reporting: state.reporting });
    if (request.path.startsWith('/state_reporting/reconciliation?date=')) {
      return overTheHost({ reconciliation: { date: request.path.slice(-10), store_sales: 12, metrc_receipts: 11, findings: [
        { kind: 'missing_at_metrc', receipt_id: 'C0FFEE000002', external_id: null, message: 'Sold at the store; Metrc has no receipt for it.' },
      ] } });
    }
    if (request.path === '/state_reporting/package_reconciliation') {
      const finding = (n: number) => ({ kind: 'quantity_differs', package_label: `1A406030000000000000000${n}`, inventory_item_id: `item-${n}`, ours_milli: 3000, metrc_milli: 2000, pending_milli: 0, action: 'Adjust' });
      return overTheHost({ packages: [], findings: Array.from({ length: state.packageFindings ?? 0 }, (_, n) => finding(n)) });
    }
    if (request.path.startsWith('/orders?state_report_status=needs_attention')) return overTheHost({ orders: state.refused, meta: { total: state.refused.length } });
    return { kind: 'offline', message: 'not part of this test' };
  };
}

let db: RegisterDatabase;
let session: ReturnType<typeof testSession>;

beforeEach(async () => {
  session = testSession();
  db = openRegisterDatabase(session.location.id);
  // The store's clock is Pacific, whatever the machine's is.
  await db.meta.put({ key: REGISTER_SETTINGS_META_KEY, value: { time_zone: 'America/Los_Angeles' } });
});

afterEach(() => {
  cleanup();
  db.close();
});

async function openPanel(): Promise<HTMLElement> {
  useScreen.getState().show('state-reporting');
  return screen.findByRole('heading', { name: 'State reporting' });
}

describe('the State reporting panel', () => {
  it('shows what waits, the oldest sale and its deadline in the store\'s zone, the last report, and each refused sale with Metrc\'s message', async () => {
    const bridge = fakeBridge(session);
    storeApi(bridge, {
      reachable: true,
      reporting: reportingAnswer({
        waiting: 2, needs_attention: 1, oldest_waiting_charged_on: iso(-5 * 60_000), deadline: '2030-11-26T16:00:00.000Z',
        last_reported_at: '2026-11-24T18:02:00.000Z',
      }),
      refused: [refusedOrder('C0FFEE000001', 'Package 1A4060300000001000000001 is not active.')],
    });
    renderRegister(bridge);
    await waitFor(() => expect(screen.getByTestId('state-reporting-count').textContent).toBe('1'));
    fireEvent.keyDown(window, { key: 'F5' });
    await screen.findByRole('heading', { name: 'State reporting' });
    expect((await screen.findByTestId('state-waiting')).textContent).toBe('2');
    // 16:00 UTC is 8 a.m. in Oregon: an Oregon next-morning deadline, read on the store's clock.
    expect(screen.getByTestId('state-deadline').textContent).toBe('Nov 26, 2030, 8:00 AM PST');
    expect(screen.getByTestId('state-deadline-rule').textContent).toBe('OAR 845-025-7580(1)(b)');
    expect(screen.getByTestId('state-last-reported').textContent).toBe('Nov 24, 2026, 10:02 AM PST');
    expect(screen.getByTestId('state-needs-attention').textContent).toBe('1');
    expect(screen.getByTestId('state-oldest').textContent).toMatch(/PST|PDT/);
    const row = screen.getByTestId('state-refused-row');
    expect(row.textContent).toMatch('Receipt C0FFEE000001');
    expect(row.textContent).toMatch('Nov 24, 2026, 7:30 AM PST');
    expect(within(row).getByTestId('state-refused-message').textContent).toBe('Package 1A4060300000001000000001 is not active.');
    // Fresh sales on their way: no warning.
    expect(screen.queryByTestId('state-deadline-warning')).toBeNull();
    expect(bridge.calls).toContain('api GET /orders?state_report_status=needs_attention&limit=200&offset=0');
  });

  it('reads again: a sale waiting turns reported', async () => {
    const bridge = fakeBridge(session);
    const state: StoreState = { reachable: true, refused: [], reporting: reportingAnswer({ waiting: 1, oldest_waiting_charged_on: iso(-60_000), deadline: iso(23 * HOUR), last_reported_at: null }) };
    storeApi(bridge, state);
    renderRegister(bridge);
    await openPanel();
    expect((await screen.findByTestId('state-waiting')).textContent).toBe('1');
    expect(screen.getByTestId('state-last-reported').textContent).toBe('never');

    state.reporting = reportingAnswer({ last_reported_at: iso(0) });
    fireEvent.click(screen.getByRole('button', { name: 'Read again' }));
    await waitFor(() => expect(screen.getByTestId('state-waiting').textContent).toBe('0'));
    expect(screen.getByText('Every sale recorded is in Metrc.')).toBeTruthy();
    expect(screen.getByTestId('state-last-reported').textContent).not.toBe('never');
    expect(screen.queryByTestId('state-deadline')).toBeNull();
  });

  it('warns before the deadline when sales have waited long, on the panel and on its tab', async () => {
    const bridge = fakeBridge(session);
    storeApi(bridge, { reachable: true, refused: [], reporting: reportingAnswer({ waiting: 3, oldest_waiting_charged_on: iso(-20 * HOUR), deadline: iso(4 * HOUR) }) });
    renderRegister(bridge);
    await waitFor(() => expect(screen.getByTestId('state-reporting-deadline').dataset['standing']).toBe('due-soon'));
    await openPanel();
    const warning = await screen.findByTestId('state-deadline-warning');
    expect(warning.dataset['standing']).toBe('due-soon');
    expect(warning.textContent).toMatch(/must be reported by .* (3 h 59 min|4 h 0 min) from now/);
  });

  it('says a deadline was missed once it passed with sales waiting', async () => {
    const bridge = fakeBridge(session);
    storeApi(bridge, { reachable: true, refused: [], reporting: reportingAnswer({ waiting: 1, oldest_waiting_charged_on: iso(-30 * HOUR), deadline: iso(-6 * HOUR) }) });
    renderRegister(bridge);
    await openPanel();
    expect((await screen.findByTestId('state-deadline-warning')).dataset['standing']).toBe('missed');
    expect(screen.getByTestId('state-reporting-deadline').dataset['standing']).toBe('missed');
  });

  it('offline: shows the last answer read, with its time, and still warns from it as the deadline nears', async () => {
    const bridge = fakeBridge(session);
    // Read while the deadline was far (no warning then)…
    const state: StoreState = { reachable: true, refused: [refusedOrder('BADBAD000001', 'PatientLicenseNumber is not valid.')], reporting: reportingAnswer({
      waiting: 4, needs_attention: 1, oldest_waiting_charged_on: iso(-20 * HOUR), deadline: iso(2 * HOUR),
    }) };
    storeApi(bridge, state);
    const first = renderRegister(bridge);
    await waitFor(() => expect(screen.getByTestId('state-reporting-count').textContent).toBe('1'));

    // …the register restarts with the Store API out of reach.
    first.unmount();
    state.reachable = false;
    renderRegister(bridge);
    await openPanel();
    expect((await screen.findByText(/cannot reach now/)).textContent).toMatch(/This is how it stood at/);
    expect(screen.getByTestId('state-read-at').textContent).toMatch(/PST/);
    expect((await screen.findByTestId('state-waiting')).textContent).toBe('4');
    expect(screen.getByTestId('state-refused-message').textContent).toBe('PatientLicenseNumber is not valid.');
    expect(screen.getByTestId('state-deadline-warning').dataset['standing']).toBe('due-soon');
    expect(screen.getByTestId('state-reporting-count').textContent).toBe('1');
  });

  it('says every sale is in Metrc only from a live answer with nothing left unsent here', async () => {
    const bridge = fakeBridge(session);
    const state: StoreState = { reachable: true, refused: [], reporting: reportingAnswer() };
    storeApi(bridge, state);
    const first = renderRegister(bridge);
    await openPanel();
    await screen.findByText('Every sale recorded is in Metrc.');

    // Offline, the same answer kept says nothing of the kind: sales may have been rung since.
    first.unmount();
    state.reachable = false;
    renderRegister(bridge);
    await openPanel();
    await screen.findByText(/cannot reach now/);
    expect((await screen.findByTestId('state-waiting')).textContent).toBe('0');
    expect(screen.queryByText('Every sale recorded is in Metrc.')).toBeNull();
  });

  it('names no figure where the state\'s rules read set no time limit (Michigan): says so, with the rule read', async () => {
    const bridge = fakeBridge(session);
    const michigan = { citation: null, note: 'Every transaction must be entered in the statewide monitoring system; no time limit for entering a sale was found in the rules read. (read: Mich Admin Code R 420.505(2))' };
    storeApi(bridge, { reachable: true, refused: [], reporting: reportingAnswer({ waiting: 1, oldest_waiting_charged_on: iso(-60_000), deadline: null, deadline_rule: michigan }) });
    renderRegister(bridge);
    await openPanel();
    expect((await screen.findByTestId('state-deadline-rule')).textContent).toBe(`No time limit found in the state’s rules: ${michigan.note}`);
    expect(screen.queryByTestId('state-deadline')).toBeNull();
  });

  it('offline with nothing ever read: says so', async () => {
    const bridge = fakeBridge(session);
    storeApi(bridge, { reachable: false, refused: [], reporting: reportingAnswer() });
    renderRegister(bridge);
    await openPanel();
    expect((await screen.findByText(/cannot reach now/)).textContent).toMatch(/Nothing has been read on this register yet/);
    expect(screen.queryByTestId('state-figures')).toBeNull();
  });

  it('counts this register\'s orders the Store API does not have yet, which the state cannot hear of before it does', async () => {
    const bridge = fakeBridge(session);
    storeApi(bridge, { reachable: false, refused: [], reporting: reportingAnswer() });
    const order = withRequest({
      id: crypto.randomUUID(), receiptId: 'AAAABBBBCCCC', shiftId: 'shift-1', customerId: null, orderType: 0, originalOrderId: null,
      chargedOn: '2026-11-24T23:15:00.000Z', lines: [], payments: [], tenderedAmount: 0, changeDue: 0, personId: null, subtotal: 0,
      discountTotal: 0, taxTotal: 0, taxes: [], total: 0, orderDiscount: null, discountApprovedBy: null, loyaltyPointsEarned: 0,
      loyaltyPointsRedeemed: 0, rungOffline: true, syncState: 'pending',
    });
    await db.orders.bulkPut([order, { ...order, id: crypto.randomUUID(), chargedOn: '2026-11-25T01:00:00.000Z' }, { ...order, id: crypto.randomUUID(), syncState: 'acknowledged' }]);
    renderRegister(bridge);
    await openPanel();
    const unsent = await screen.findByTestId('state-unsent');
    expect(unsent.textContent).toBe('2 orders');
    expect(unsent.parentElement!.textContent).toMatch('the oldest at Nov 24, 2026, 3:15 PM PST');
  });

  it('compares a day with Metrc on demand, yesterday on the store\'s clock by default, and lists each difference', async () => {
    const bridge = fakeBridge(session);
    const state: StoreState = { reachable: true, refused: [], reporting: reportingAnswer() };
    storeApi(bridge, state);
    renderRegister(bridge);
    await openPanel();
    const day = await screen.findByLabelText<HTMLInputElement>('Day');
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date(Date.now() - 86_400_000));
    expect(day.value).toBe(yesterday);
    expect(bridge.calls.filter((call) => call.includes('/state_reporting/reconciliation'))).toEqual([]);

    fireEvent.change(day, { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    const finding = await screen.findByTestId('reconciliation-finding');
    expect(bridge.calls).toContain('api GET /state_reporting/reconciliation?date=2026-11-20');
    expect(finding.dataset['kind']).toBe('missing_at_metrc');
    expect(finding.textContent).toBe('Missing at Metrc · receipt C0FFEE000002: Sold at the store; Metrc has no receipt for it.');
    expect(screen.getByTestId('reconciliation').textContent).toMatch('2026-11-20: 12 sales at the store, 11 receipts at Metrc.');

    state.reachable = false;
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect((await screen.findByText(/Comparing with Metrc needs the Store API/)).textContent).toMatch('cannot reach now');
  });

  it("warns before Oregon's reconciliation deadline while package findings remain, read from Metrc once as the panel opens", async () => {
    await db.meta.put({ key: REGISTER_SETTINGS_META_KEY, value: { time_zone: 'America/Los_Angeles', jurisdiction: 'us-or' } });
    const bridge = fakeBridge(session);
    const state: StoreState = { reachable: true, refused: [], reporting: reportingAnswer(), packageFindings: 2 };
    storeApi(bridge, state);
    renderRegister(bridge);
    await openPanel();
    const warning = await screen.findByTestId('package-deadline');
    expect(warning.textContent).toMatch(/2 package findings remain .*reconcile them in Metrc by .*8:00 AM P[SD]T \(OAR 845-025-7580\(1\)\(b\)\)/);
    expect(bridge.calls.filter((call) => call.includes('package_reconciliation'))).toEqual(['api GET /state_reporting/package_reconciliation']);
  });

  it('says nothing of packages when none differ', async () => {
    await db.meta.put({ key: REGISTER_SETTINGS_META_KEY, value: { time_zone: 'America/Los_Angeles', jurisdiction: 'us-or' } });
    const bridge = fakeBridge(session);
    storeApi(bridge, { reachable: true, refused: [], reporting: reportingAnswer(), packageFindings: 0 });
    renderRegister(bridge);
    await openPanel();
    await waitFor(() => expect(bridge.calls).toContain('api GET /state_reporting/package_reconciliation'));
    expect(screen.queryByTestId('package-deadline')).toBeNull();
  });

  it('is not there for a budtender, and a budtender\'s register never asks', async () => {
    const budtender = testSession({ user: { id: 'emp-2', name: 'Bo Budtender', email: 'budtender@canopy.demo', role: 'budtender' } });
    const bridge = fakeBridge(budtender);
    storeApi(bridge, { reachable: true, refused: [], reporting: reportingAnswer({ needs_attention: 2 }) });
    renderRegister(bridge);
    await screen.findByTestId('location-name');
    expect(screen.queryByRole('button', { name: /^Reporting/ })).toBeNull();
    fireEvent.keyDown(window, { key: 'F5' });
    expect(screen.queryByRole('heading', { name: 'State reporting' })).toBeNull();
    expect(bridge.calls.filter((call) => call.includes('state_report'))).toEqual([]);
  });
});
