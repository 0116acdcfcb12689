// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useScreen } from '../../state/screen-store.ts';
import { fakeBridge, renderRegister, testSession } from '../../app/screens.test-support.tsx';
import { openRegisterDatabase, type LocalCustomer, type RegisterDatabase } from '../../data/index.ts';
import { customerSearchText } from '../../data/customers.ts';
import { useCart } from '../../state/cart-store.ts';
import { isCardExpired } from './CustomerCard.tsx';

let db: RegisterDatabase;

function customer(fields: Partial<LocalCustomer> & Pick<LocalCustomer, 'firstName' | 'lastName'>): LocalCustomer {
  const base = { email: null, phone: null, ...fields };
  return {
    id: crypto.randomUUID(), birthDate: null, kind: 'customer', carryLimit: null, expirationDate: null, loyaltyPoints: null, pending: false,
    ...base, searchText: customerSearchText({ firstName: base.firstName, lastName: base.lastName, email: base.email, phone: base.phone }),
  };
}

beforeEach(async () => {
  const session = testSession();
  db = openRegisterDatabase(session.location.id);
  await db.customers.bulkPut([
    customer({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(303) 555-0101' }),
    customer({ firstName: 'Pat', lastName: 'Patient', kind: 'patient', carryLimit: { value: '28', unit: 0 }, expirationDate: '2020-01-31' }),
  ]);
  renderRegister(fakeBridge(session));
  await screen.findByTestId('location-name');
  useScreen.getState().show('customers');
  await screen.findByLabelText('Find a customer');
});

afterEach(() => {
  cleanup();
  db.close();
});

describe('customer lookup', () => {
  it('finds by phone digits as typed and attaches the customer to the sale', async () => {
    fireEvent.change(screen.getByLabelText('Find a customer'), { target: { value: '5550101' } });
    const card = await screen.findByTestId('customer-card');
    expect(card.textContent).toMatch(/Ada Lovelace/);
    fireEvent.click(within(card).getByRole('button', { name: 'Attach to sale' }));
    await waitFor(() => expect(useCart.getState().customer?.firstName).toBe('Ada'));
    expect(useScreen.getState().screen).toBe('sale');
  });

  it('shows a patient’s carry limit and an expired card in red', async () => {
    fireEvent.change(screen.getByLabelText('Find a customer'), { target: { value: 'pat' } });
    const card = await screen.findByTestId('customer-card');
    expect(card.textContent).toMatch(/Carry limit 28 g/);
    const expiration = within(card).getByTestId('card-expiration');
    expect(expiration.textContent).toBe('Card expired Jan 31, 2020');
    expect(expiration.className).toBe('expired');
  });

  it('creates a customer with a phone or an e-mail, with the reason next to the field', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'New customer' }));
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Grace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save customer' }));
    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe('Enter a phone number or an e-mail address.');

    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'grace@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save customer' }));
    expect((await screen.findByText(/Customer saved on this register/)).textContent).toMatch(/as soon as it is reachable/);
    expect(await db.customers.where('email').equals('grace@example.com').count()).toBe(1);
  });

  it('shows the Store API’s 422 reasons per field when the create comes back refused', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'New customer' }));
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'taken@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save customer' }));
    await screen.findByText(/Customer saved on this register/);
    // What the sync engine does with a 422 (renderer/sync): the row needs attention with the reasons.
    const created = await db.customers.where('email').equals('taken@example.com').first();
    const row = await db.outbox.where('recordId').equals(created!.id).first();
    await db.outbox.update(row!.seq!, { state: 'needs-attention', problem: '422: email: has already been taken' });
    const { announceChange } = await import('../../data/changes.ts');
    announceChange(db, 'outbox');
    const errors = await screen.findByTestId('server-field-errors');
    expect(errors.textContent).toBe('E-mail addresshas already been taken');
  });
});

describe('card expiry', () => {
  it('counts the whole expiration day', () => {
    expect(isCardExpired('2026-03-10', new Date(2026, 2, 10, 23, 59))).toBe(false);
    expect(isCardExpired('2026-03-10', new Date(2026, 2, 11, 0, 1))).toBe(true);
    expect(isCardExpired(null)).toBe(false);
  });
});
