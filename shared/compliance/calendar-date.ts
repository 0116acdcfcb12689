/**
 * Calendar dates as 'YYYY-MM-DD' text: the form birth dates and expiry dates take everywhere
 * (spec fields, IndexedDB, the AAMVA parser's output). Compared as text, they sort by date.
 */

export interface DateParts { year: number; month: number; day: number }

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The date as 'YYYY-MM-DD', or null when no such day exists (30 February, month 13). */
export function calendarDate({ year, month, day }: DateParts): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The parts of a 'YYYY-MM-DD' date, or null when the text is not a real day. */
export function dateParts(text: string): DateParts | null {
  const match = DATE_PATTERN.exec(text);
  if (match === null) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return calendarDate(parts) === null ? null : parts;
}
