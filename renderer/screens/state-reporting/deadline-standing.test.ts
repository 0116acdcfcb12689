import { describe, expect, it } from 'vitest';
import { deadlineStanding, STALLED_AFTER_MS, WARN_BEFORE_MS } from './deadline-standing.ts';

const deadline = '2026-11-27T16:00:00.000Z';
const at = (msBeforeDeadline: number) => new Date(Date.parse(deadline) - msBeforeDeadline);
/** The backlog as the Store API answered it: one sale waiting since `chargedOn`. */
const waitingSince = (chargedOn: string) => ({ waiting: 1, deadline, oldest_waiting_charged_on: chargedOn });

describe('where the location stands against its reporting deadline', () => {
  it('is clear when nothing waits, or when the location\'s rules set no deadline', () => {
    expect(deadlineStanding({ waiting: 0, deadline: null, oldest_waiting_charged_on: null }, at(0))).toEqual({ kind: 'clear' });
    expect(deadlineStanding({ waiting: 3, deadline: null, oldest_waiting_charged_on: '2026-11-26T16:00:00.000Z' }, at(0))).toEqual({ kind: 'clear' });
  });

  it('is on time while the waiting sale is fresh, even close to its deadline (it is on its way)', () => {
    const now = at(WARN_BEFORE_MS - 60_000);
    const chargedOn = new Date(now.getTime() - STALLED_AFTER_MS + 60_000).toISOString();
    expect(deadlineStanding(waitingSince(chargedOn), now)).toEqual({ kind: 'on-time', deadline });
  });

  it('is on time while the deadline is far, however long the sale has waited', () => {
    expect(deadlineStanding(waitingSince('2026-11-26T00:00:00.000Z'), at(WARN_BEFORE_MS + 60_000)).kind).toBe('on-time');
  });

  it('warns when a sale has waited long and the deadline is near, with the minutes left', () => {
    expect(deadlineStanding(waitingSince('2026-11-26T00:00:00.000Z'), at(WARN_BEFORE_MS))).toEqual({ kind: 'due-soon', deadline, minutesLeft: 720 });
    expect(deadlineStanding(waitingSince('2026-11-26T00:00:00.000Z'), at(90_000))).toEqual({ kind: 'due-soon', deadline, minutesLeft: 1 });
  });

  it('says the deadline was missed once it has passed with the sale still waiting', () => {
    expect(deadlineStanding(waitingSince('2026-11-26T00:00:00.000Z'), at(0))).toEqual({ kind: 'missed', deadline });
    expect(deadlineStanding(waitingSince('2026-11-26T00:00:00.000Z'), at(-3_600_000))).toEqual({ kind: 'missed', deadline });
  });
});
