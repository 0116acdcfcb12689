import { parseQuantity } from '../../../shared/quantity.ts';

/**
 * Values as other POSes export them, read into Canopy's: each reader answers the value, or a
 * reason in words (what the cell should look like) for the row's problem.
 */
export type Read<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const refused = <T>(reason: string): Read<T> => ({ ok: false, reason });

const MONEY = /^(-)?\$?(-)?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{1,2}))?$/;

/**
 * An amount of dollars to cents: "$1,234.50", "1234.5", "12", "$0.99", "-$3.00". Thousands
 * separators only in their places; at most two decimals (a price is whole cents).
 */
export function readMoney(text: string): Read<number> {
  const compact = text.trim().replace(/\s+/g, '');
  const match = MONEY.exec(compact);
  const [, minus, innerMinus, whole = '', cents = ''] = match ?? [];
  if (match === null || (whole === '' && cents === '') || (minus !== undefined && innerMinus !== undefined)) {
    return refused(`is not an amount such as $1,234.50: "${text.trim()}"`);
  }
  const value = Number(whole.replace(/,/g, '') || '0') * 100 + Number(cents.padEnd(2, '0'));
  if (!Number.isSafeInteger(value) || value > 2147483647) return refused('is too large an amount');
  return ok(minus !== undefined || innerMinus !== undefined ? -value : value);
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A calendar date as the US writes it (MM/DD/YYYY, or M/D/YYYY) or as ISO 8601 (YYYY-MM-DD, or a
 * timestamp whose date is taken as written) to YYYY-MM-DD. A date that does not exist (02/30/2001)
 * and a two-digit year (which century?) are refused.
 */
export function readDate(text: string): Read<string> {
  const trimmed = text.trim();
  const us = US_DATE.exec(trimmed);
  const iso = us === null ? ISO_DATE.exec(trimmed) : null;
  const parts = us !== null ? { year: us[3], month: us[1], day: us[2] } : iso !== null ? { year: iso[1], month: iso[2], day: iso[3] } : null;
  if (parts === null || parts.year === undefined || parts.month === undefined || parts.day === undefined) {
    return refused(`is not a date as MM/DD/YYYY or YYYY-MM-DD: "${trimmed}"`);
  }
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return refused(`is not a day of the calendar: "${trimmed}"`);
  }
  return ok(`${parts.year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
}

/** A quantity to thousandths: "3.5", "1,000", "12.125"; at most three decimals. */
export function readQuantity(text: string): Read<number> {
  const compact = text.trim().replace(/,(?=\d{3}(?:\D|$))/g, '');
  const milli = parseQuantity(compact);
  return milli === null ? refused(`is not a quantity such as 3.5 (at most three decimals): "${text.trim()}"`) : ok(milli);
}

/** The spec's weight units (§2.1 enumeration): 0 Gram, 1 Ounce, 2 Pound, 3 Milligram, 4 Kilogram, 5 Unit. */
const UNITS: ReadonlyMap<string, number> = new Map([
  ...['g', 'gr', 'gram', 'grams', 'gm'].map((name) => [name, 0] as const),
  ...['oz', 'ounce', 'ounces'].map((name) => [name, 1] as const),
  ...['lb', 'lbs', 'pound', 'pounds'].map((name) => [name, 2] as const),
  ...['mg', 'milligram', 'milligrams'].map((name) => [name, 3] as const),
  ...['kg', 'kilogram', 'kilograms'].map((name) => [name, 4] as const),
  ...['each', 'ea', 'unit', 'units', 'pc', 'pcs', 'piece', 'pieces', 'count', 'ct', 'qty'].map((name) => [name, 5] as const),
]);

/** A unit of measure in words ("g", "Grams", "each", "oz") or the spec's number (0–5). */
export function readUnit(text: string): Read<number> {
  const word = text.trim().toLowerCase().replace(/\.$/, '');
  if (/^[0-5]$/.test(word)) return ok(Number(word));
  const unit = UNITS.get(word);
  return unit === undefined ? refused(`is not a unit Canopy knows (g, oz, lb, mg, kg or each): "${text.trim()}"`) : ok(unit);
}

/** A lab result as a number of zero or more: "22.5", "22.5%". */
export function readPercent(text: string): Read<string> {
  const number = text.trim().replace(/\s*%$/, '');
  if (number === '' || !Number.isFinite(Number(number)) || Number(number) < 0) return refused(`is not a number of zero or more such as 22.5: "${text.trim()}"`);
  return ok(String(Number(number)));
}

/** A cell's text without surrounding spaces; null when blank. */
export const readText = (text: string | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};
