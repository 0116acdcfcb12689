/**
 * By when a location must have its inventory reconciled with the state's system, per
 * jurisdiction, with the rule it rests on. Only the three states whose rule the issue (#31) names:
 * - Oregon: "By 8 a.m. local time of the next calendar day, reconcile all marijuana item
 *   inventories and weights in CTS" (OAR 845-025-7580(1)(b), as quoted in the Store API's
 *   reporting deadlines);
 * - Colorado: at the close of business every day (1 CCR 212-3 Rule 3-805(E)(1); unverified: the
 *   rule text was not read here, and the store's closing hour is its own, so no instant is computed);
 * - Washington: CCRS reporting is weekly, Sunday to Saturday, due the Sunday after (LCB, CCRS
 *   Frequently Asked Questions, lcb.wa.gov/ccrs/faq; an agency's answer, not rule text).
 */
export type ReconcileDeadline =
  | { kind: 'at'; due: string; citation: string }
  | { kind: 'close-of-business'; citation: string }
  | { kind: 'none' };

/** The wall clock in `zone` at an instant, as YYYY-MM-DDTHH:mm:ss. */
function wallClock(instant: number, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The instant a wall clock in `zone` reads `wall` (twice corrected, so a change of offset between guess and answer is followed). */
export function instantAtWallClock(wall: string, zone: string): Date {
  const target = Date.parse(`${wall}Z`);
  let instant = target;
  for (let i = 0; i < 2; i++) instant = target - (Date.parse(`${wallClock(instant, zone)}Z`) - instant);
  return new Date(instant);
}

const daysAfter = (date: string, days: number): string => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The deadline for what is found now: today's inventory, reconciled by the state's time.
 * `jurisdiction` is the location's profile ("us-or"), `zone` its IANA time zone.
 */
export function reconcileDeadline(jurisdiction: string | undefined, zone: string, now: Date): ReconcileDeadline {
  const today = wallClock(now.getTime(), zone).slice(0, 10);
  switch (jurisdiction) {
    case 'us-or': return { kind: 'at', due: instantAtWallClock(`${daysAfter(today, 1)}T08:00:00`, zone).toISOString(), citation: 'OAR 845-025-7580(1)(b)' };
    case 'us-co': return { kind: 'close-of-business', citation: '1 CCR 212-3 Rule 3-805(E)(1) (unverified)' };
    case 'us-wa': {
      // Sunday is day 0: this week (Sunday to Saturday) is due by the end of the Sunday after it.
      const sunday = daysAfter(today, 7 - new Date(`${today}T12:00:00Z`).getUTCDay());
      return { kind: 'at', due: instantAtWallClock(`${sunday}T23:59:59`, zone).toISOString(), citation: 'LCB, CCRS Frequently Asked Questions (weekly, by Sunday)' };
    }
    default: return { kind: 'none' };
  }
}
