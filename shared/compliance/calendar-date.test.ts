import { describe, expect, it } from 'vitest';
import { calendarDate, dateParts, daysInMonth } from './calendar-date.ts';

describe('calendar dates', () => {
  it('knows leap years by the Gregorian rule', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it('formats real days and refuses impossible ones', () => {
    expect(calendarDate({ year: 2000, month: 2, day: 29 })).toBe('2000-02-29');
    expect(calendarDate({ year: 1990, month: 1, day: 5 })).toBe('1990-01-05');
    expect(calendarDate({ year: 2000, month: 2, day: 30 })).toBeNull();
    expect(calendarDate({ year: 2001, month: 2, day: 29 })).toBeNull();
    expect(calendarDate({ year: 2001, month: 13, day: 1 })).toBeNull();
    expect(calendarDate({ year: 2001, month: 0, day: 1 })).toBeNull();
    expect(calendarDate({ year: 2001, month: 4, day: 31 })).toBeNull();
  });

  it('reads only YYYY-MM-DD text naming a real day', () => {
    expect(dateParts('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(dateParts('2023-02-29')).toBeNull();
    expect(dateParts('2023-2-01')).toBeNull();
    expect(dateParts('2023-02-01T00:00:00Z')).toBeNull();
  });
});
