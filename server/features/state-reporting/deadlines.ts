import { instantAtLocal, localDateTime } from './local-time.ts';

/**
 * How long a location has to report a sale to the state's track-and-trace system, per
 * jurisdiction profile (companies.jurisdiction), with the rule that sets it. A jurisdiction not
 * listed has no deadline the Store API knows of (it still reports every sale).
 */
export type ReportingDeadline =
  | { kind: 'within-hours'; hours: number; citation: string }
  | { kind: 'next-day-at'; localTime: string; citation: string };

export const REPORTING_DEADLINES: Readonly<Record<string, ReportingDeadline>> = {
  // "Each of the following activities shall be recorded in the track and trace system within 24
  // hours of occurrence: … (8) Sale or donation of cannabis or cannabis products."
  'us-ca': { kind: 'within-hours', hours: 24, citation: '4 CCR § 15049(b)(8)' },
  // "By 8 a.m. local time of the next calendar day, reconcile all marijuana item inventories and weights in CTS."
  'us-or': { kind: 'next-day-at', localTime: '08:00:00', citation: 'OAR 845-025-7580(1)(b)' },
};

/** The instant (ISO 8601, UTC) by which a sale charged at `chargedOn` must be in the state's system; null where none is known. */
export function reportingDeadline(jurisdiction: string, timeZone: string, chargedOn: string): string | null {
  const rule = REPORTING_DEADLINES[jurisdiction];
  if (rule === undefined) return null;
  const charged = new Date(chargedOn);
  if (rule.kind === 'within-hours') return new Date(charged.getTime() + rule.hours * 3_600_000).toISOString();
  const today = localDateTime(charged, timeZone).slice(0, 10);
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return instantAtLocal(`${tomorrow}T${rule.localTime}`, timeZone).toISOString();
}
