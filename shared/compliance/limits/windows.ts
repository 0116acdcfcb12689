import type { LimitWindow } from './profile.ts';

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant where the store is: "2026-11-24". */
export function localDate(instant: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    // en-CA formats as YYYY-MM-DD; the time zone throws a RangeError here if it is not a real zone.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

export function parseInstant(iso: string): Date {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`"${iso}" is not a timestamp`);
  return instant;
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading in `timeZone` at `instant`, as milliseconds on a UTC scale (seconds precision). */
function wallClock(instant: number, timeZone: string): number {
  let formatter = clockFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    clockFormatters.set(timeZone, formatter);
  }
  const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const parts = formatter.formatToParts(new Date(instant));
  return Date.UTC(part(parts, 'year'), part(parts, 'month') - 1, part(parts, 'day'), part(parts, 'hour'), part(parts, 'minute'), part(parts, 'second'));
}

const dayStarts = new Map<string, number>();

/** The first instant of the local calendar day `date` ("2026-11-24") in `timeZone`; a fact, so remembered. */
export function startOfLocalDate(date: string, timeZone: string): number {
  const key = `${timeZone} ${date}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    if (dayStarts.size > 1000) dayStarts.clear();
    dayStarts.set(key, (start = findStartOfLocalDate(date, timeZone)));
  }
  return start;
}

function findStartOfLocalDate(date: string, timeZone: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const midnightUtc = Date.UTC(year, month - 1, day);
  const offsetAt = (instant: number) => wallClock(instant, timeZone) - Math.floor(instant / 1000) * 1000;
  const guess = midnightUtc - offsetAt(midnightUtc - offsetAt(midnightUtc));
  if (localDate(new Date(guess), timeZone) === date && localDate(new Date(guess - 1), timeZone) !== date) return guess;
  // A zone whose clocks jump at midnight: find the first instant of the date by bisection.
  let outside = midnightUtc - 27 * 3_600_000;
  let inside = midnightUtc + 27 * 3_600_000;
  while (inside - outside > 1) {
    const middle = Math.floor((inside + outside) / 2);
    if (localDate(new Date(middle), timeZone) >= date) inside = middle;
    else outside = middle;
  }
  return inside;
}

/**
 * Whether a past purchase counts in a limit's window as of `now`: per-day and per-calendar-month
 * windows start at the local midnight that began the day or month; a purchase stamped after `now`
 * (another register's clock ahead of this one) counts, so the limit errs on the side of the law.
 */
export function windowTest(now: Date, timeZone: string): (window: LimitWindow, chargedOn: Date) => boolean {
  const today = localDate(now, timeZone);
  const dayStart = startOfLocalDate(today, timeZone);
  const monthStart = startOfLocalDate(`${today.slice(0, 7)}-01`, timeZone);
  return (window, chargedOn) => {
    switch (window.kind) {
      case 'per-transaction':
        return false;
      case 'per-day':
        return chargedOn.getTime() >= dayStart;
      case 'per-calendar-month':
        return chargedOn.getTime() >= monthStart;
      case 'rolling':
        return chargedOn.getTime() > now.getTime() - window.days * DAY_MS;
    }
  };
}

export const windowPhrase = (window: LimitWindow): string => {
  switch (window.kind) {
    case 'per-transaction': return 'per sale';
    case 'per-day': return 'per day';
    case 'per-calendar-month': return 'per calendar month';
    case 'rolling': return `in any ${window.days} days`;
  }
};
