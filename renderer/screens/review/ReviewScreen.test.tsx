// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RegisterOrder } from '../../../shared/api/sales.ts';
import type { ApiOutcome, ApiRequest } from '../../../shared/bridge.ts';
import { fakeBridge, renderRegister, testSession, type FakeBridge } from '../../app/screens.test-support.tsx';
import { useScreen } from '../../state/screen-store.ts';
import { announceChange } from '../../data/changes.ts';
import { openRegisterDatabase, type RegisterDatabase } from '../../data/index.ts';

/** A sale as the Store API answers it, flagged. */
function flaggedOrder(overrides: Partial<RegisterOrder>): RegisterOrder {
  return {
    id: crypto.randomUUID(), charged_on: '2026-11-24T15:30:00.000Z', tendered_amount: 31_500, payment_type: 0, order_type: 0,
    refund_reason: null, receipt_id: 'A1B2C3D4E5F6', line_items: [], voided: false, discount_flat_amount: 0, discount_percent: '0',
    customer_id: 'buyer-leo', original_order_id: null, person_id: null, device_id: 'dev-back', employee_id: 'emp-1', payments: [],
    shift_id: 'shift-1', subtotal: 30_000, discount_total: 0, tax_total: 1_500, total: 31_500, discount_reason: null, discount_approved_by: null,
    loyalty_points_earned: 0, loyalty_points_redeemed: 0, rung_offline: true, age_verification: null,
    review_flags: [{ code: 'limit-exceeded', message: 'Flower: the day\'s purchases reach 60 g of 56.699 g.' }],
    ...overrides,
  };
}

/** An answer as it comes through the host: JSON, typed by the caller (who checks it against its schema). */
function overTheHost<T>(answer: unknown): ApiOutcome<T> {
  const body: T = JSON.parse(JSON.stringify(answer));
  return { kind: 'ok', status: 200, body };
}

/**
 * The Store API behind the bridge, as far as the review list asks it: the flagged orders and the
 * location's registers. `reachable` false: every call is offline, as with the network cut.
 */
function storeApi(bridge: FakeBridge, state: { flagged: RegisterOrder[]; reachable: boolean }): void {
  bridge.api = async <T,>(request: ApiRequest): Promise<ApiOutcome<T>> => {
    bridge.calls.push(`api ${request.method} ${request.path}`);
    if (!state.reachable) return { kind: 'offline', message: 'connection refused' };
    if (request.path.startsWith('/orders?flagged=true')) return overTheHost({ orders: state.flagged, meta: { total: state.flagged.length } });
    if (request.path === '/devices') {
      return overTheHost({ devices: [{ id: 'dev-back', name: 'Back counter', location_id: 'loc', created_at: '2026-11-01T00:00:00.000Z' }] });
    }
    return { kind: 'offline', message: 'not part of this test' };
  };
}

let db: RegisterDatabase;
let session: ReturnType<typeof testSession>;

beforeEach(async () => {
  session = testSession();
  db = openRegisterDatabase(session.location.id);
  await db.customers.put({
    id: 'buyer-leo', firstName: 'Leo', lastName: 'Park', email: null, phone: null, birthDate: '2001-09-01', kind: 'customer',
    carryLimit: null, expirationDate: null, loyaltyPoints: 0, searchText: 'leo park', pending: false,
  });
});

afterEach(() => {
  cleanup();
  db.close();
});

describe('sales to review', () => {
  it('lists each flagged sale with its register, buyer, total and every flag; the nav badge counts them', async () => {
    const bridge = fakeBridge(session);
    storeApi(bridge, {
      reachable: true,
      flagged: [flaggedOrder({
        review_flags: [
          { code: 'limit-exceeded', message: 'Flower: the day\'s purchases reach 60 g of 56.699 g.' },
          { code: 'id-expired', message: 'The ID checked at the counter expired on 2026-01-01.' },
        ],
      })],
    });
    renderRegister(bridge);
    await waitFor(() => expect(screen.getByTestId('review-count').textContent).toBe('1'));
    fireEvent.keyDown(window, { key: 'F10' });
    const row = await screen.findByTestId('review-row');
    expect(row.textContent).toMatch('Receipt A1B2C3D4E5F6');
    expect(row.textContent).toMatch('Register: Back counter');
    expect(row.textContent).toMatch('Buyer: Leo Park');
    expect(row.textContent).toMatch('$315.00');
    const flags = within(row).getAllByRole('listitem');
    expect(flags.map((flag) => flag.dataset['code'])).toEqual(['limit-exceeded', 'id-expired']);
    expect(flags[0]!.textContent).toBe('Flower: the day\'s purchases reach 60 g of 56.699 g.');
  });

  it('says so when nothing is flagged, and reads again when the pull hears a sale was flagged', async () => {
    const bridge = fakeBridge(session);
    const state: { reachable: boolean; flagged: RegisterOrder[] } = { reachable: true, flagged: [] };
    storeApi(bridge, state);
    renderRegister(bridge);
    useScreen.getState().show('review');
    await screen.findByText(/No sales to review/);
    expect(screen.queryByTestId('review-count')).toBeNull();

    state.flagged = [flaggedOrder({ receipt_id: '0000000000AB' })];
    announceChange(db, 'review');
    expect((await screen.findByTestId('review-row')).textContent).toMatch('Receipt 0000000000AB');
    await waitFor(() => expect(screen.getByTestId('review-count').textContent).toBe('1'));
  });

  it('offline: says the list needs the Store API and shows the last list read, with its time', async () => {
    const bridge = fakeBridge(session);
    const state = { reachable: true, flagged: [flaggedOrder({ receipt_id: 'FEEDFACE0001' })] };
    storeApi(bridge, state);
    const first = renderRegister(bridge);
    await waitFor(() => expect(screen.getByTestId('review-count').textContent).toBe('1'));

    // The register restarts with the Store API out of reach.
    first.unmount();
    state.reachable = false;
    renderRegister(bridge);
    useScreen.getState().show('review');
    expect((await screen.findByText(/needs the Store API/)).textContent).toMatch(/This is the list as read at/);
    expect(screen.getByTestId('review-read-at').textContent).not.toBe('');
    expect((await screen.findByTestId('review-row')).textContent).toMatch('Receipt FEEDFACE0001');
    expect(screen.getByTestId('review-count').textContent).toBe('1');
  });

  it('offline with no list ever read: says so, and lists nothing', async () => {
    const bridge = fakeBridge(session);
    storeApi(bridge, { reachable: false, flagged: [] });
    renderRegister(bridge);
    useScreen.getState().show('review');
    expect((await screen.findByText(/needs the Store API/)).textContent).toMatch(/No list has been read on this register yet/);
    expect(screen.queryByTestId('review-row')).toBeNull();
  });

  it('lists the day\'s sales recorded without an ID check apart from those that broke a rule, and not earlier days\'', async () => {
    await db.meta.put({ key: 'registerSettings', value: {
      time_zone: 'America/Los_Angeles', discount_approval_percent: '0.20', discount_approval_flat_amount: 2000, discount_reasons: [],
      loyalty_redemption_points_per_dollar: 100, loyalty_program: null, approvers: [], age_verification_required: false,
    } });
    const noCheck = [{ code: 'no-id-check', message: 'Sold without an ID check: no check of the buyer\'s age was recorded with the sale.' }];
    const bridge = fakeBridge(session);
    storeApi(bridge, {
      reachable: true,
      flagged: [
        flaggedOrder({ receipt_id: 'B0000000000B' }),
        flaggedOrder({ receipt_id: '70DA70DA70DA', charged_on: new Date().toISOString(), rung_offline: false, review_flags: noCheck }),
        flaggedOrder({ receipt_id: '01D01D01D01D', charged_on: new Date(Date.now() - 3 * 86_400_000).toISOString(), rung_offline: false, review_flags: noCheck }),
      ],
    });
    renderRegister(bridge);
    useScreen.getState().show('review');
    const flagged = await screen.findByRole('list', { name: 'Flagged sales' });
    expect(within(flagged).getAllByTestId('review-row').map((row) => row.getAttribute('aria-label'))).toEqual(['Receipt B0000000000B']);
    const withoutCheck = screen.getByRole('list', { name: /Sold today without an ID check \(1\)/ });
    const rows = within(withoutCheck).getAllByTestId('review-row');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Receipt 70DA70DA70DA']);
    expect(rows[0]!.textContent).toMatch('Sold without an ID check');
    expect(screen.queryByText(/01D01D01D01D/)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('review-count').textContent).toBe('2'));
  });

  it('is not there for a budtender', async () => {
    const budtender = testSession({ user: { id: 'emp-2', name: 'Bo Budtender', email: 'budtender@canopy.demo', role: 'budtender' } });
    const bridge = fakeBridge(budtender);
    storeApi(bridge, { reachable: true, flagged: [flaggedOrder({})] });
    renderRegister(bridge);
    await screen.findByTestId('location-name');
    expect(screen.queryByRole('button', { name: /^Review/ })).toBeNull();
    fireEvent.keyDown(window, { key: 'F10' });
    expect(screen.queryByRole('heading', { name: 'Sales to review' })).toBeNull();
    expect(bridge.calls.filter((call) => call.includes('flagged'))).toEqual([]);
  });
});
