import { describe, expect, it } from 'vitest';
import { reportingDeadline } from './deadlines.ts';
import { localDateTime } from './local-time.ts';

describe('reporting deadlines', () => {
  it('California: 24 hours after the sale', () => {
    expect(reportingDeadline('us-ca', 'America/Los_Angeles', '2026-11-21T18:30:00.000Z')).toBe('2026-11-22T18:30:00.000Z');
  });
  it('Oregon: 8 a.m. local of the next calendar day, across a change of clocks too', () => {
    // 10:30 p.m. Saturday in Portland (PST, UTC-8) is Sunday 06:30 UTC: the deadline is Sunday 8 a.m. PST.
    expect(reportingDeadline('us-or', 'America/Los_Angeles', '2026-11-22T06:30:00.000Z')).toBe('2026-11-22T16:00:00.000Z');
    // Saturday 31 October 2026, the night clocks go back: Sunday 8 a.m. is PST.
    expect(reportingDeadline('us-or', 'America/Los_Angeles', '2026-10-31T20:00:00.000Z')).toBe('2026-11-01T16:00:00.000Z');
  });
  it('no known deadline elsewhere', () => {
    expect(reportingDeadline('us-wa', 'America/Los_Angeles', '2026-11-21T18:30:00.000Z')).toBeNull();
  });
  it("a sale's local time without an offset", () => {
    expect(localDateTime(new Date('2026-11-22T06:30:00.000Z'), 'America/Los_Angeles')).toBe('2026-11-21T22:30:00');
  });
});
