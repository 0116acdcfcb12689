import type { LocalCustomer } from '../db/schema.ts';

/** What customer search matches on: names, e-mail and phone (also as bare digits), lower-cased. */
export const customerSearchText = (customer: Pick<LocalCustomer, 'firstName' | 'lastName' | 'email' | 'phone'>): string =>
  [customer.firstName, customer.lastName, customer.email, customer.phone, customer.phone?.replace(/\D/g, '')]
    .filter((part) => part !== null && part !== undefined && part !== '').join(' ').toLowerCase();

/** A licence number as the index keeps it: upper case, letters and digits only ("d12-345 67" → "D1234567"). */
export const licenceKey = (number: string | null | undefined): string | null => {
  const key = number?.toUpperCase().replace(/[^A-Z0-9]/g, '') ?? '';
  return key === '' ? null : key;
};

/** The spec's `driver_license_*` fields of a customer or patient, as the register keeps them. */
export const licenceFields = (person: {
  driver_license_number: string | null; driver_license_state: string | null;
  driver_license_zip_code: string | null; driver_license_expiration_date: string | null;
}): Pick<LocalCustomer, 'driverLicenseNumber' | 'driverLicenseState' | 'driverLicenseZipCode' | 'driverLicenseExpirationDate' | 'licenceKey'> => ({
  driverLicenseNumber: person.driver_license_number, driverLicenseState: person.driver_license_state,
  driverLicenseZipCode: person.driver_license_zip_code,
  driverLicenseExpirationDate: person.driver_license_expiration_date?.slice(0, 10) ?? null,
  licenceKey: licenceKey(person.driver_license_number),
});
