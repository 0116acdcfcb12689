import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createCustomer, searchCustomers } from './customers.ts';
import { freshDatabase } from './catalog.test-support.ts';
import { openRegisterDatabase } from './database.ts';
import { customerSearchText } from './customers.ts';
import type { LocalCustomer } from '../db/schema.ts';

const patient = (fields: Partial<LocalCustomer>): LocalCustomer => {
  const base = { firstName: 'Pat', lastName: 'Green', email: null, phone: '(503) 555-0142', ...fields };
  return {
    id: crypto.randomUUID(), birthDate: null, kind: 'patient', carryLimit: { value: '56', unit: 0 }, expirationDate: '2027-01-01',
    loyaltyPoints: 10, pending: false, ...base, searchText: customerSearchText(base),
  };
};

describe('customers', () => {
  it('creates a customer locally and queues POST /customers with its client id', async () => {
    const locationId = crypto.randomUUID();
    const db = openRegisterDatabase(locationId);
    const customer = await createCustomer(db, { firstName: 'Jo', lastName: 'Doe', email: ' jo@example.com ', phone: '', birthDate: '1990-04-01' });
    expect(customer).toMatchObject({ email: 'jo@example.com', phone: null, pending: true, kind: 'customer' });
    const row = await db.outbox.where('clientId').equals(customer.id).first();
    expect(row!.request).toEqual({
      method: 'POST', path: '/customers',
      body: { customer: { id: customer.id, first_name: 'Jo', last_name: 'Doe', email: 'jo@example.com', phone: null, birth_date: '1990-04-01', company_id: locationId, location_id: locationId } },
    });
  });

  it('needs a phone or an e-mail, and a valid one', async () => {
    const db = freshDatabase();
    await expect(createCustomer(db, { firstName: 'No', lastName: 'Contact', email: null, phone: ' ', birthDate: null })).rejects.toThrow(/phone number or an e-mail/);
    await expect(createCustomer(db, { firstName: 'A', lastName: 'B', email: 'not-an-email', phone: null, birthDate: null })).rejects.toThrow(/e-mail/);
    await expect(createCustomer(db, { firstName: 'A', lastName: 'B', email: null, phone: '12', birthDate: null })).rejects.toThrow(/phone/);
    expect(await db.customers.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    await expect(createCustomer(db, { firstName: 'A', lastName: 'B', email: null, phone: '503-555-0199', birthDate: null })).resolves.toMatchObject({ phone: '503-555-0199' });
  });

  it('searches customers and patients by name, e-mail and phone digits however formatted', async () => {
    const db = freshDatabase();
    const pat = patient({});
    await db.customers.add(pat);
    const jo = await createCustomer(db, { firstName: 'Jo', lastName: 'Doe', email: 'jo@example.com', phone: null, birthDate: null });
    expect((await searchCustomers(db, 'green')).map((c) => c.id)).toEqual([pat.id]);
    expect((await searchCustomers(db, '5035550142')).map((c) => c.id)).toEqual([pat.id]);
    expect((await searchCustomers(db, '555-0142')).map((c) => c.id)).toEqual([pat.id]);
    expect((await searchCustomers(db, 'jo doe')).map((c) => c.id)).toEqual([jo.id]);
    expect((await searchCustomers(db, 'example.com')).map((c) => c.id)).toEqual([jo.id]);
    expect(await searchCustomers(db, '')).toEqual([]);
  });
});
