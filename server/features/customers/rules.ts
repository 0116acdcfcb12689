import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { NewCustomerV2 } from '../../../shared/api/customers.ts';
import { FieldErrorCollector } from '../../http/errors.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** A blank or absent text field reads as null. */
export const textOrNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

export const isValidEmail = (email: string): boolean => EMAIL.test(email);

/**
 * A phone in any typed form, formatted for the response: national form for US numbers
 * ("(503) 555-0123"), international form otherwise; null when it is not a valid number.
 */
export function formatPhone(phone: string): string | null {
  const number = parsePhoneNumberFromString(phone, 'US');
  if (number === undefined || !number.isValid()) return null;
  return number.country === 'US' ? number.formatNational() : number.formatInternational();
}

/** An ISO 8601 date or timestamp to the date it names (YYYY-MM-DD), or null when it is not one. */
export function birthDateOf(text: string): string | null {
  const match = DATE.exec(text);
  if (match === null) return null;
  const timestamp = text.length > 10 ? Date.parse(text) : Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(timestamp)) return null;
  const [, year, month, day] = match;
  // Reject dates that roll over (2001-02-30).
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${month}-${day}`;
}

/** §2.4's contact rules: email or phone suffices, and what is given must be valid. */
export function checkContact(
  input: { email?: string | null; phone?: string | null }, errors: FieldErrorCollector,
): { email: string | null; phone: string | null } {
  const email = textOrNull(input.email);
  const phone = textOrNull(input.phone);
  if (email === null && phone === null) {
    errors.add('email', "can't be blank unless a phone is given");
    errors.add('phone', "can't be blank unless an e-mail is given");
  }
  if (email !== null && !isValidEmail(email)) errors.add('email', 'is not a valid e-mail');
  const formatted = phone === null ? null : formatPhone(phone);
  if (phone !== null && formatted === null) errors.add('phone', 'is not a valid phone number');
  return { email: email?.toLowerCase() ?? null, phone: formatted };
}

/** A customer that passed the §2.4 rules: phone formatted, birth date as YYYY-MM-DD. */
export interface CheckedCustomer {
  id?: string; first_name: string | null; last_name: string | null;
  email: string | null; phone: string | null; birth_date: string | null;
}

/**
 * Checks a new customer (v1 bodies simply lack location_id) against §2.4 and the location the
 * request is scoped to, which the customer belongs to and must name. Throws every field error at once.
 */
export function checkNewCustomer(input: NewCustomerV2, companyId: string): CheckedCustomer {
  const errors = new FieldErrorCollector();
  if (input.company_id !== companyId) errors.add('company_id', 'must be the location of this request');
  const location = textOrNull(input.location_id);
  if (location !== null && location !== companyId) errors.add('location_id', 'must be the location of this request');
  const contact = checkContact(input, errors);
  const birthText = textOrNull(input.birth_date);
  const birthDate = birthText === null ? null : birthDateOf(birthText);
  if (birthText !== null && birthDate === null) errors.add('birth_date', 'is not a valid date');
  errors.throwIfAny();
  return { id: input.id, first_name: textOrNull(input.first_name), last_name: textOrNull(input.last_name), ...contact, birth_date: birthDate };
}
