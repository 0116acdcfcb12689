import { isValidPhoneNumber } from 'libphonenumber-js';
import type { LocalCustomer, RegisterDatabase } from '../db/schema.ts';
import { announceChange } from './changes.ts';
import { locationOf } from './database.ts';
import { customerSearchText, licenceFields } from './customer-text.ts';
import { rowTables } from './outbox-kinds.ts';
import { enqueue } from './outbox.ts';
import { RegisterInputError } from './validation.ts';

export interface NewCustomer {
  firstName: string | null; lastName: string | null;
  email: string | null; phone: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  /** Read from a scanned licence (the spec's driver_license_* fields). */
  licence?: { number: string; state: string | null; zipCode: string | null; expirationDate: string } | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export { customerSearchText };

/**
 * Customers and patients of the local copy whose name, e-mail or phone contain every word typed
 * (phone digits match however they were formatted). Works offline.
 */
export async function searchCustomers(db: RegisterDatabase, text: string, limit = 25): Promise<LocalCustomer[]> {
  const tokens = text.trim().toLowerCase().split(/\s+/).filter((token) => token !== '');
  if (tokens.length === 0) return [];
  const matches = await db.customers
    .filter((customer) => tokens.every((token) => customer.searchText.includes(token) || customer.searchText.includes(token.replace(/\D/g, '') || '\u0000')))
    .limit(limit)
    .toArray();
  return matches.sort((a, b) => `${a.lastName ?? ''} ${a.firstName ?? ''}`.localeCompare(`${b.lastName ?? ''} ${b.firstName ?? ''}`));
}

/**
 * Creates a customer here (usable on a sale at once) and queues it for the Store API. The "phone or
 * e-mail" rule is checked now; anything else the server refuses comes back as needs-attention.
 */
export async function createCustomer(db: RegisterDatabase, input: NewCustomer): Promise<LocalCustomer> {
  const email = blankToNull(input.email);
  const phone = blankToNull(input.phone);
  if (email === null && phone === null) throw new RegisterInputError('phone', 'enter a phone number or an e-mail address');
  if (email !== null && !EMAIL.test(email)) throw new RegisterInputError('email', 'that is not a valid e-mail address');
  if (phone !== null && !isValidPhoneNumber(phone, 'US')) throw new RegisterInputError('phone', 'that is not a valid phone number');
  const birthDate = blankToNull(input.birthDate);
  if (birthDate !== null && !DATE.test(birthDate)) throw new RegisterInputError('birthDate', 'enter the birth date as YYYY-MM-DD');
  const base = { firstName: blankToNull(input.firstName), lastName: blankToNull(input.lastName), email, phone };
  const customer: LocalCustomer = {
    id: crypto.randomUUID(), ...base, birthDate, kind: 'customer', carryLimit: null, expirationDate: null,
    loyaltyPoints: null, searchText: customerSearchText(base), pending: true,
    ...(input.licence === undefined || input.licence === null ? {} : licenceFields({
      driver_license_number: input.licence.number, driver_license_state: input.licence.state,
      driver_license_zip_code: input.licence.zipCode, driver_license_expiration_date: input.licence.expirationDate,
    })),
  };
  const locationId = locationOf(db);
  await db.transaction('rw', rowTables(db), async () => {
    await db.customers.add(customer);
    await enqueue(db, 'customer.create', { customer, locationId });
  });
  announceChange(db, 'customers', 'outbox');
  return customer;
}

export async function getCustomer(db: RegisterDatabase, id: string): Promise<LocalCustomer | null> {
  return (await db.customers.get(id)) ?? null;
}

/** The customers of this register's copy with these ids, in one read; ids it does not have are left out. */
export async function getCustomers(db: RegisterDatabase, ids: readonly string[]): Promise<LocalCustomer[]> {
  return (await db.customers.bulkGet([...ids])).filter((customer) => customer !== undefined);
}

/** The customers and patients whose licence key (see `licenceKey`) is this one. */
export async function licenceHolders(db: RegisterDatabase, key: string): Promise<LocalCustomer[]> {
  return db.customers.where('licenceKey').equals(key).toArray();
}

function blankToNull(text: string | null): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
