import type { StateReporting } from '../../../shared/api/state-reporting.ts';

/**
 * Where the location stands against its reporting deadline (the oldest waiting sale's, as the Store
 * API computed it from the jurisdiction's rule):
 * - `clear`: nothing waits, or no deadline is known for the location;
 * - `on-time`: a sale waits and reporting has time;
 * - `due-soon`: a sale has waited long enough that reporting looks stuck, and its deadline is near;
 * - `missed`: the deadline has passed with the sale still waiting (as far as the register knows).
 */
export type DeadlineStanding =
  | { kind: 'clear' }
  | { kind: 'on-time'; deadline: string }
  | { kind: 'due-soon'; deadline: string; minutesLeft: number }
  | { kind: 'missed'; deadline: string };

/**
 * A sale reaches Metrc seconds after the Store API records it; one still waiting after half an
 * hour means reporting is stuck (Metrc down, a key rejected, the Store API's worker not running).
 */
export const STALLED_AFTER_MS = 30 * 60_000;
/**
 * How long before the deadline a stuck backlog is a warning: long enough for a manager to get a
 * new key or key the sales into Metrc by hand, within one shift of the day the sale was made.
 */
export const WARN_BEFORE_MS = 12 * 3_600_000;

export function deadlineStanding(reporting: Pick<StateReporting, 'waiting' | 'deadline' | 'oldest_waiting_charged_on'>, now: Date): DeadlineStanding {
  const { deadline, waiting } = reporting;
  if (waiting === 0 || deadline === null) return { kind: 'clear' };
  const left = Date.parse(deadline) - now.getTime();
  if (left <= 0) return { kind: 'missed', deadline };
  const oldest = reporting.oldest_waiting_charged_on;
  // A sale rung offline long ago arrives already old; it is stuck only once the Store API has had it a while,
  // which the register cannot see, so age since the sale is the measure (it errs toward warning).
  const stalled = oldest === null || now.getTime() - Date.parse(oldest) >= STALLED_AFTER_MS;
  if (stalled && left <= WARN_BEFORE_MS) return { kind: 'due-soon', deadline, minutesLeft: Math.floor(left / 60_000) };
  return { kind: 'on-time', deadline };
}
