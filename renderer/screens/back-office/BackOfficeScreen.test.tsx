// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Value } from 'typebox/value';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffMember } from '../../../shared/api/back-office.ts';
import { ProductV2 } from '../../../shared/api/catalog.ts';
import type { ApiOutcome, ApiRequest } from '../../../shared/bridge.ts';
import { fakeBridge, renderRegister, testSession, type FakeBridge } from '../../app/screens.test-support.tsx';

/** An answer as it comes through the host: JSON, typed by the caller (who checks it against its schema). */
function overTheHost<T>(status: number, answer: unknown): ApiOutcome<T> {
  const body: T = JSON.parse(JSON.stringify(answer));
  return { kind: 'ok', status, body };
}

const morgan: StaffMember = {
  id: 'emp-1', first_name: 'Morgan', last_name: 'Manager', email: 'manager@canopy.demo', role: 'manager', active: true, password_set: true, created_at: '2026-11-01T00:00:00.000Z',
};

/**
 * The Store API behind the bridge (the boundary screen tests fake; the e2e spec drives the real
 * one), as far as the staff section asks it. Whatever else the register asks is refused as
 * unknown, which leaves its online status unknown rather than offline.
 */
function storeApi(bridge: FakeBridge, state: { reachable: boolean; staff: StaffMember[]; refusePin: boolean }): ApiRequest[] {
  const sent: ApiRequest[] = [];
  bridge.api = async <T,>(request: ApiRequest): Promise<ApiOutcome<T>> => {
    sent.push(request);
    if (!state.reachable) return { kind: 'offline', message: 'connection refused' };
    if (request.method === 'GET' && request.path === '/staff') return overTheHost(200, { staff: state.staff });
    if (request.method === 'POST' && request.path === '/employees') {
      if (state.refusePin) return { kind: 'rejected', status: 422, body: { errors: { pin: ['is already used by another employee at this location'] } } };
      const employee: StaffMember = { ...morgan, id: 'emp-new', first_name: 'Bo', last_name: 'Budtender', email: 'bo@store.test', role: 'budtender', password_set: false };
      state.staff = [...state.staff, employee];
      return overTheHost(201, { employee, first_sign_in_code: 'K7Q2-9XMD' });
    }
    return { kind: 'rejected', status: 404, body: { error: 'not part of this test' } };
  };
  return sent;
}

async function openNewEmployeeForm(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: /^Back office/ }));
  fireEvent.keyDown(window, { key: '2', altKey: true });
  fireEvent.click(await screen.findByRole('button', { name: 'New employee' }));
  const form = await screen.findByRole('form', { name: 'New employee' });
  fireEvent.change(within(form).getByLabelText('First name'), { target: { value: 'Bo' } });
  fireEvent.change(within(form).getByLabelText('Last name'), { target: { value: 'Budtender' } });
  fireEvent.change(within(form).getByLabelText('E-mail address'), { target: { value: 'bo@store.test' } });
  fireEvent.change(within(form).getByLabelText('Register PIN'), { target: { value: '1234' } });
  return form;
}

afterEach(() => cleanup());

describe('the back office', () => {
  it('shows the Store API\'s refusal at the field it names, and says what to do', async () => {
    const bridge = fakeBridge(testSession());
    storeApi(bridge, { reachable: true, staff: [morgan], refusePin: true });
    renderRegister(bridge);
    const form = await openNewEmployeeForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Add employee' }));
    const pin = within(form).getByLabelText('Register PIN');
    await waitFor(() => expect(pin.getAttribute('aria-invalid')).toBe('true'));
    const reason = document.getElementById(pin.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('is already used by another employee at this location');
    expect(within(form).getByText(/did not save the new employee\. Correct the fields marked below, then save again\./)).toBeTruthy();
    // The other fields are not marked.
    expect(within(form).getByLabelText('E-mail address').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a new employee\'s one-time code once, and lists them as waiting for their first sign-in', async () => {
    const bridge = fakeBridge(testSession());
    const sent = storeApi(bridge, { reachable: true, staff: [morgan], refusePin: false });
    renderRegister(bridge);
    const form = await openNewEmployeeForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Add employee' }));
    expect((await screen.findByTestId('first-sign-in-code')).textContent).toBe('K7Q2-9XMD');
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      employee: { first_name: 'Bo', last_name: 'Budtender', email: 'bo@store.test', role: 'budtender', pin: '1234' },
    });
    const staff = screen.getByRole('table', { name: 'Staff' });
    await waitFor(() => expect(within(staff).getByText('Bo Budtender').closest('tr')?.textContent).toMatch('Waiting for first sign-in'));
  });

  it('saves nothing while the Store API is unreachable, and says so', async () => {
    const bridge = fakeBridge(testSession());
    storeApi(bridge, { reachable: false, staff: [], refusePin: false });
    renderRegister(bridge);
    const form = await openNewEmployeeForm();
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Add employee' }).hasAttribute('disabled')).toBe(true));
    expect(within(form).getByText(/The Store API is unreachable from this register, so nothing can be saved here now/)).toBeTruthy();
  });

  it('is not there for a budtender, by tab or by key', async () => {
    const budtender = testSession({ user: { id: 'emp-2', name: 'Bo Budtender', email: 'budtender@canopy.demo', role: 'budtender' } });
    const bridge = fakeBridge(budtender);
    const sent = storeApi(bridge, { reachable: true, staff: [morgan], refusePin: false });
    renderRegister(bridge);
    await screen.findByTestId('location-name');
    expect(screen.queryByRole('button', { name: /^Back office/ })).toBeNull();
    fireEvent.keyDown(window, { key: 'F11' });
    expect(screen.queryByRole('heading', { name: 'Back office' })).toBeNull();
    expect(sent.filter((request) => request.path === '/staff')).toEqual([]);
  });
});

describe('the back office after a manager', () => {
  it('is gone for a budtender who signs in on the register a manager left it open on', async () => {
    const bridge = fakeBridge(testSession());
    const sent = storeApi(bridge, { reachable: true, staff: [morgan], refusePin: false });
    renderRegister(bridge);
    fireEvent.click(await screen.findByRole('button', { name: /^Back office/ }));
    await screen.findByRole('heading', { name: 'Back office' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    bridge.signInOutcome = { ok: true, session: testSession({ user: { id: 'emp-2', name: 'Bo Budtender', email: 'budtender@canopy.demo', role: 'budtender' } }) };
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'budtender@canopy.demo' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Bo Budtender');
    expect(screen.queryByRole('heading', { name: 'Back office' })).toBeNull();
    const readsAsBudtender = sent.length;
    await screen.findByRole('button', { name: /^Sale/ });
    expect(sent.slice(readsAsBudtender).filter((request) => request.path === '/staff')).toEqual([]);
  });
});

describe('the back office\'s products', () => {
  it('lists a product entered before its stock arrived, read from GET /products', async () => {
    const bridge = fakeBridge(testSession());
    // A product as the Store API answers it (every field its schema has), with no stock yet.
    const seeds: ProductV2 = { ...Value.Create(ProductV2), id: 'prod-1', name: 'Seed pack', sell_price: 2500, unit_of_measure: 5, quantity: { value: '0', unit: 5 }, active: true };
    const sent: ApiRequest[] = [];
    bridge.api = async <T,>(request: ApiRequest): Promise<ApiOutcome<T>> => {
      sent.push(request);
      if (request.method === 'GET' && request.path.startsWith('/products')) return overTheHost(200, { products: [seeds], meta: { total: 1 } });
      if (request.method === 'GET' && request.path === '/product_types') return overTheHost(200, { product_types: [] });
      return { kind: 'rejected', status: 404, body: { error: 'not part of this test' } };
    };
    renderRegister(bridge);
    fireEvent.click(await screen.findByRole('button', { name: /^Back office/ }));
    fireEvent.keyDown(window, { key: '3', altKey: true });
    const list = await screen.findByRole('table', { name: 'Products' });
    await waitFor(() => expect(within(list).getByText('Seed pack').closest('tr')?.textContent).toMatch('0 units'));
    expect(sent.map((request) => request.path)).toContain('/products?limit=1000&offset=0');
    expect(sent.some((request) => request.path.startsWith('/catalog_items'))).toBe(false);
  });
});
