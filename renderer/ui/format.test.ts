import { describe, expect, it, onTestFinished } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatTime, personName } from './format.ts';

describe('counter formatting', () => {
  it('shows quantities in their unit', () => {
    expect(formatAmount(3.5, 0)).toBe('3.5 g');
    expect(formatAmount(1, 5)).toBe('1 unit');
    expect(formatAmount(2, 5)).toBe('2 units');
    expect(formatAmount(0.1 + 0.2, 0)).toBe('0.3 g');
  });

  it('shows a calendar date without shifting it by the time zone', () => {
    expect(formatDate('2026-01-31')).toBe('Jan 31, 2026');
  });

  it('shows an instant in the store\'s time zone, whatever the machine\'s', () => {
    // This machine's clock reads UTC (as a register set up with UTC would): its own formatter shows the next morning.
    const machineZone = process.env['TZ'];
    process.env['TZ'] = 'UTC';
    onTestFinished(() => {
      // process.env keeps strings only: an unset zone is deleted, not set to "undefined".
      if (machineZone === undefined) delete process.env['TZ'];
      else process.env['TZ'] = machineZone;
    });
    const sale = '2026-11-25T05:53:00.000Z';
    expect(new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(new Date(sale))).toBe('5:53 AM');
    // A Portland store's receipt shows the evening before, in Portland.
    expect(formatDateTime(sale, 'America/Los_Angeles')).toBe('Nov 24, 2026, 9:53 PM');
    expect(formatTime(sale, 'America/Los_Angeles')).toBe('9:53 PM');
    expect(formatDateTime(sale, 'America/Detroit')).toBe('Nov 25, 2026, 12:53 AM');
    // Daylight time in summer.
    expect(formatTime('2026-07-04T19:00:00.000Z', 'America/Los_Angeles')).toBe('12:00 PM');
  });

  it('names the store\'s zone when asked, daylight saving included, on the store\'s calendar day', () => {
    expect(formatDateTime('2026-11-26T16:05:00.000Z', 'America/Los_Angeles', { zoneName: true })).toBe('Nov 26, 2026, 8:05 AM PST');
    expect(formatDateTime('2026-07-01T16:05:00.000Z', 'America/Los_Angeles', { zoneName: true })).toBe('Jul 1, 2026, 9:05 AM PDT');
    // One instant, another store: the calendar day too is the store's.
    expect(formatDateTime('2026-11-26T03:30:00.000Z', 'America/Denver', { zoneName: true })).toBe('Nov 25, 2026, 8:30 PM MST');
    // Without the option the same instant reads as before, unnamed.
    expect(formatDateTime('2026-11-26T03:30:00.000Z', 'America/Denver')).toBe('Nov 25, 2026, 8:30 PM');
  });

  it('names a person, falling back to how to reach them', () => {
    expect(personName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(personName({ firstName: null, lastName: null, email: 'a@b.c' })).toBe('a@b.c');
    expect(personName({ firstName: null, lastName: '', email: null, phone: '555' })).toBe('555');
  });
});
