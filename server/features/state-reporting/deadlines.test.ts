import { describe, expect, it } from 'vitest';
import { deadlineRule, REPORTING_DEADLINES, reportingDeadline } from './deadlines.ts';
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
  it('Washington: the week Sunday to Saturday is due in CCRS by the end of the Sunday after, across a change of clocks too', () => {
    // Saturday 21 November, 10:30 a.m. in Seattle: due the next day, Sunday 22 November, 11:59:59 p.m. PST.
    expect(reportingDeadline('us-wa', 'America/Los_Angeles', '2026-11-21T18:30:00.000Z')).toBe('2026-11-23T07:59:59.000Z');
    // Sunday 22 November: the first day of a week, due at the end of the Sunday after it.
    expect(reportingDeadline('us-wa', 'America/Los_Angeles', '2026-11-22T18:30:00.000Z')).toBe('2026-11-30T07:59:59.000Z');
    // Saturday 21 November, 11 p.m. local is already Sunday in UTC: the local day decides.
    expect(reportingDeadline('us-wa', 'America/Los_Angeles', '2026-11-22T07:00:00.000Z')).toBe('2026-11-23T07:59:59.000Z');
    // Friday 30 October (PDT): due Sunday 1 November, the day the clocks go back, at 11:59:59 p.m. PST.
    expect(reportingDeadline('us-wa', 'America/Los_Angeles', '2026-10-30T18:30:00.000Z')).toBe('2026-11-02T07:59:59.000Z');
    expect(deadlineRule('us-wa')?.citation).toBe('WAC 314-55-083(4); LCB, CCRS Frequently Asked Questions (lcb.wa.gov/ccrs/faq)');
  });
  it('Colorado: the close of business of the sale\'s local day (Rule 3-805(E)(1), unverified), a patient\'s sale at once (C.R.S. 44-10-501(1)(b)(I))', () => {
    // Saturday 21 November, 11:30 a.m. in Denver (MST, UTC-7): due by 11:59:59 p.m. that day, 06:59:59 UTC the next.
    expect(reportingDeadline('us-co', 'America/Denver', '2026-11-21T18:30:00.000Z')).toBe('2026-11-22T06:59:59.000Z');
    // 10:30 p.m. local is already Sunday in UTC: the local day decides.
    expect(reportingDeadline('us-co', 'America/Denver', '2026-11-22T05:30:00.000Z')).toBe('2026-11-22T06:59:59.000Z');
    // A medical sale is due when it is made: still waiting, it is late.
    expect(reportingDeadline('us-co', 'America/Denver', '2026-11-21T18:30:00.000Z', true)).toBe('2026-11-21T18:30:00.000Z');
    expect(REPORTING_DEADLINES['us-co']).toMatchObject({ kind: 'same-day-medical-at-once', citation: '1 CCR 212-3 Rule 3-805(E)(1)', verified: false });
    expect(deadlineRule('us-co')?.citation).toBe('1 CCR 212-3 Rule 3-805(E)(1); C.R.S. 44-10-501(1)(b)(I)');
    // Elsewhere a patient's sale has the deadline of any sale.
    expect(reportingDeadline('us-ca', 'America/Los_Angeles', '2026-11-21T18:30:00.000Z', true)).toBe('2026-11-22T18:30:00.000Z');
  });
  it('Michigan: the rule read gives no time limit, so no deadline, and the profile says which rule was read', () => {
    expect(reportingDeadline('us-mi', 'America/Detroit', '2026-11-21T18:30:00.000Z')).toBeNull();
    expect(REPORTING_DEADLINES['us-mi']).toMatchObject({ kind: 'none-confirmed', sources: ['Mich Admin Code R 420.505(2)'] });
    expect(deadlineRule('us-mi')).toEqual({ citation: null, note: expect.stringContaining('R 420.505(2)') as unknown });
  });
  it('every profile that sets a deadline cites its rule', () => {
    expect(deadlineRule('us-ca')).toEqual({ citation: '4 CCR § 15049(b)(8)', note: null });
    expect(deadlineRule('us-or')).toEqual({ citation: 'OAR 845-025-7580(1)(b)', note: null });
  });
  it('no known deadline for a jurisdiction not looked at', () => {
    expect(reportingDeadline('us-nv', 'America/Los_Angeles', '2026-11-21T18:30:00.000Z')).toBeNull();
    expect(deadlineRule('us-nv')).toBeNull();
  });
  it("a sale's local time without an offset", () => {
    expect(localDateTime(new Date('2026-11-22T06:30:00.000Z'), 'America/Los_Angeles')).toBe('2026-11-21T22:30:00');
  });
});
