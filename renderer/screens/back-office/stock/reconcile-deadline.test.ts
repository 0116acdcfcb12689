import { describe, expect, it } from 'vitest';
import { instantAtWallClock, reconcileDeadline } from './reconcile-deadline.ts';

describe('reconcileDeadline', () => {
  it('Oregon: 8 a.m. the next local day, across a change of offset', () => {
    // 11 p.m. Saturday 1 Nov 2025 in Portland (PDT); the next morning is PST.
    expect(reconcileDeadline('us-or', 'America/Los_Angeles', new Date('2025-11-02T06:00:00Z'))).toEqual({
      kind: 'at', due: '2025-11-02T16:00:00.000Z', citation: 'OAR 845-025-7580(1)(b)',
    });
    // Just after local midnight it is already the next day's inventory.
    expect(reconcileDeadline('us-or', 'America/Los_Angeles', new Date('2026-06-10T07:30:00Z'))).toMatchObject({ due: '2026-06-11T15:00:00.000Z' });
  });
  it('Washington: the end of the Sunday after the week', () => {
    // Wednesday 25 Nov 2026, Seattle (PST): due Sunday 29 Nov 23:59:59 PST.
    expect(reconcileDeadline('us-wa', 'America/Los_Angeles', new Date('2026-11-25T20:00:00Z'))).toMatchObject({ kind: 'at', due: '2026-11-30T07:59:59.000Z' });
    // A Sunday's inventory is due the next Sunday, not the same day.
    expect(reconcileDeadline('us-wa', 'America/Los_Angeles', new Date('2026-11-29T20:00:00Z'))).toMatchObject({ due: '2026-12-07T07:59:59.000Z' });
  });
  it('Colorado: the close of business, which only the store knows', () => {
    expect(reconcileDeadline('us-co', 'America/Denver', new Date())).toMatchObject({ kind: 'close-of-business' });
  });
  it('elsewhere: none known', () => {
    expect(reconcileDeadline('us-mi', 'America/Detroit', new Date())).toEqual({ kind: 'none' });
    expect(reconcileDeadline(undefined, 'America/Detroit', new Date())).toEqual({ kind: 'none' });
  });
  it('finds the instant of a wall clock in a zone', () => {
    expect(instantAtWallClock('2026-01-15T08:00:00', 'America/Denver').toISOString()).toBe('2026-01-15T15:00:00.000Z');
    expect(instantAtWallClock('2026-07-15T08:00:00', 'Europe/Berlin').toISOString()).toBe('2026-07-15T06:00:00.000Z');
  });
});
