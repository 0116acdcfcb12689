import { describe, expect, it } from 'vitest';
import { formatStoreTime, storeDate } from './store-time.ts';

describe('a time on the store\'s clock', () => {
  it('reads the instant in the location\'s zone and names the zone, daylight saving included', () => {
    expect(formatStoreTime('2026-11-26T16:05:00.000Z', 'America/Los_Angeles')).toBe('Nov 26, 2026, 8:05 AM PST');
    expect(formatStoreTime('2026-07-01T16:05:00.000Z', 'America/Los_Angeles')).toBe('Jul 1, 2026, 9:05 AM PDT');
    // One instant, another store: the calendar day too is the store's.
    expect(formatStoreTime('2026-11-26T03:30:00.000Z', 'America/Denver')).toBe('Nov 25, 2026, 8:30 PM MST');
  });

  it('gives the store\'s calendar date, which is not the UTC one in the evening', () => {
    expect(storeDate(new Date('2026-11-26T03:30:00.000Z'), 'America/Los_Angeles')).toBe('2026-11-25');
    expect(storeDate(new Date('2026-11-26T09:00:00.000Z'), 'America/Los_Angeles')).toBe('2026-11-26');
  });
});
