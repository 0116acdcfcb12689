/** Display helpers for the counter: units, dates, people. */

/** Weight unit names, in the Store API's numbering (`WeightUnit`: 0 gram … 5 unit). */
const unitNames = ['g', 'oz', 'lb', 'mg', 'kg', 'unit'] as const;

export function unitLabel(unit: number, quantity = 1): string {
  const name = unitNames[unit] ?? 'unit';
  return name === 'unit' ? (quantity === 1 ? 'unit' : 'units') : name;
}

/** 3.5 g, 2 units. Quantities are kept to the milligram, so three decimals at most. */
export function formatAmount(quantity: number, unit: number): string {
  const text = String(Math.round(quantity * 1000) / 1000);
  return `${text} ${unitLabel(unit, quantity)}`;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const timeOnly = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
export const formatTime = (iso: string): string => timeOnly.format(new Date(iso));
/** A calendar date (YYYY-MM-DD) shown as is, never shifted by the time zone. */
export const formatDate = (date: string): string => dateOnly.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));

export function personName(person: { firstName: string | null; lastName: string | null; email?: string | null; phone?: string | null }): string {
  const name = [person.firstName, person.lastName].filter((part) => part !== null && part !== '').join(' ');
  return name !== '' ? name : (person.email ?? person.phone ?? 'Unnamed customer');
}
