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

const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * Formatters by time zone, made once each. Every instant a person reads is shown in the store's
 * zone (`GET /register_settings` `time_zone`), never the machine's: a register whose clock is set
 * to UTC must still print 9:53 PM on a Portland receipt, not 5:53 AM the next day.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
type Style = 'date-time' | 'date-time-zone' | 'time';
const STYLES: Readonly<Record<Style, Intl.DateTimeFormatOptions>> = {
  'date-time': { dateStyle: 'medium', timeStyle: 'short' },
  // dateStyle cannot be combined with timeZoneName, so the same reading is spelled out part by part.
  'date-time-zone': { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  time: { timeStyle: 'short' },
};
function formatter(style: Style, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let made = formatters.get(key);
  if (made === undefined) {
    made = new Intl.DateTimeFormat('en-US', { ...STYLES[style], timeZone });
    formatters.set(key, made);
  }
  return made;
}

/** How an instant is shown: `zoneName` adds the zone's short name ("PST"), where a time is a deadline read against the state's rules. */
export interface DateTimeOptions { zoneName?: boolean }

/** An instant as the store's date and time: "Nov 24, 2026, 9:53 PM" in `timeZone` ("…, 9:53 PM PST" with `zoneName`). */
export const formatDateTime = (iso: string, timeZone: string, options: DateTimeOptions = {}): string =>
  formatter(options.zoneName === true ? 'date-time-zone' : 'date-time', timeZone).format(new Date(iso));
/** An instant as the store's time of day: "9:53 PM" in `timeZone`. */
export const formatTime = (iso: string, timeZone: string): string => formatter('time', timeZone).format(new Date(iso));
/** A calendar date (YYYY-MM-DD) shown as is, never shifted by the time zone. */
export const formatDate = (date: string): string => dateOnly.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));

export function personName(person: { firstName: string | null; lastName: string | null; email?: string | null; phone?: string | null }): string {
  const name = [person.firstName, person.lastName].filter((part) => part !== null && part !== '').join(' ');
  return name !== '' ? name : (person.email ?? person.phone ?? 'Unnamed customer');
}
