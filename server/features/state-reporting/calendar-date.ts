/**
 * The local days reporting takes: from 1970 through 9998. Beyond them the local-time conversions
 * fail (a four-digit year is assumed both ways, and the day after the last one must still be
 * one), so such a day is the caller's mistake (422), never the server's (500).
 */
const FIRST_DAY = '1970-01-01';
const LAST_DAY = '9998-12-31';

export const CALENDAR_DATE_RULE = `must be a calendar date written YYYY-MM-DD, from ${FIRST_DAY} to ${LAST_DAY}`;

/** A real calendar date written YYYY-MM-DD within the days reporting takes: not 2026-13-01, not 2026-02-31 (never rolled over). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < FIRST_DAY || value > LAST_DAY) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
