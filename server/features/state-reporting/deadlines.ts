import { instantAtLocal, localDateTime } from './local-time.ts';

/**
 * How long a location has to report a sale to the state's track-and-trace system, per
 * jurisdiction profile (companies.jurisdiction), with the rule that sets it. Where the rules in
 * force were read and no time limit for a sale was found, the profile says so ('none-confirmed')
 * with the rules read, rather than carrying a figure nobody can cite. A jurisdiction not listed
 * has not been looked at. Every sale is reported either way; only the deadline is unknown.
 */
export type ReportingDeadline =
  | { kind: 'within-hours'; hours: number; citation: string }
  | { kind: 'next-day-at'; localTime: string; citation: string }
  /** The week Sunday to Saturday, local: its sales are due by the end of the Sunday after it. */
  | { kind: 'weekly-by-sunday'; citation: string; note: string }
  /**
   * By the close of business of the sale's local day (taken as the end of that day: the store's
   * hours are not known here), and a medical sale at once: its deadline is the sale itself, so a
   * medical sale still waiting is late. `verified: false` where the rule text in force was not read.
   */
  | { kind: 'same-day-medical-at-once'; citation: string; medicalCitation: string; note: string; verified: boolean }
  | { kind: 'none-confirmed'; note: string; sources: readonly string[] };

/** The calendar date `days` after `date` (both YYYY-MM-DD). */
const daysAfter = (date: string, days: number): string => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const REPORTING_DEADLINES: Readonly<Record<string, ReportingDeadline>> = {
  // "Each of the following activities shall be recorded in the track and trace system within 24
  // hours of occurrence: … (8) Sale or donation of cannabis or cannabis products."
  'us-ca': { kind: 'within-hours', hours: 24, citation: '4 CCR § 15049(b)(8)' },
  // "By 8 a.m. local time of the next calendar day, reconcile all marijuana item inventories and weights in CTS."
  'us-or': { kind: 'next-day-at', localTime: '08:00:00', citation: 'OAR 845-025-7580(1)(b)' },
  // Rule 3-805(E)(1) has a licensee record its inventory tracking entries in Metrc by the close of
  // business each day, as issue #32's second reading of the rules reports it; an earlier reading of
  // Rule 3-805 and 3-810(A)(1) had found no time limit, and the text in force was not read here, so
  // the figure is unverified: a store should confirm it with the MED. The store's hours are not
  // known, so close of business is the end of the sale's local day. For a medical store the
  // statute sets real time: "When completing a patient sales transaction, the medical marijuana
  // store shall immediately record each sales transaction in the seed-to-sale inventory tracking
  // system" (C.R.S. 44-10-501(1)(b)(I)); after an outage of that system "as soon as reasonably
  // practical" ((1)(b)(II)). A medical sale's deadline is therefore the sale itself: one still
  // waiting is late, and the panel says so.
  'us-co': {
    kind: 'same-day-medical-at-once',
    citation: '1 CCR 212-3 Rule 3-805(E)(1)',
    medicalCitation: 'C.R.S. 44-10-501(1)(b)(I)',
    note: 'Sales are due in Metrc by the close of business of their day (read as the end of the local day; Rule 3-805(E)(1) as reported, its text in force not read: unverified); a medical (patient) sale immediately (C.R.S. 44-10-501(1)(b)(I)), after a Metrc outage as soon as reasonably practical.',
    verified: false,
  },
  // R 420.505(2): "A marihuana sales location shall enter all transactions, current inventory, and
  // other information required by these rules in the statewide monitoring system." No time limit.
  // The agency's outage contingency plan (a bulletin, as reported in the trade press, not read
  // first-hand) has sales recorded outside Metrc entered "within 24 hours of system restoration":
  // a rule for outages, not a deadline for every sale, so it is only said.
  'us-mi': {
    kind: 'none-confirmed',
    note: 'Every transaction must be entered in the statewide monitoring system; no time limit for entering a sale was found in the rules read (after a Metrc outage, the agency\'s contingency bulletin asks for entry within 24 hours of restoration).',
    sources: ['Mich Admin Code R 420.505(2)'],
  },
  // WAC 314-55-083(4) requires the traceability data kept "completely up-to-date in a system
  // specified by the WSLCB"; for CCRS the LCB fixes the week: "Week is defined as Sunday - Saturday.
  // … all licensee weekly reporting will be expected by no later than Sunday for the previous week.
  // Reporting more frequently than weekly is allowed" (LCB, CCRS Frequently Asked Questions,
  // lcb.wa.gov/ccrs/faq). An agency's answer rather than rule text, so the note says so.
  'us-wa': {
    kind: 'weekly-by-sunday',
    citation: 'WAC 314-55-083(4); LCB, CCRS Frequently Asked Questions (lcb.wa.gov/ccrs/faq)',
    note: 'The week is Sunday to Saturday; its sales are due in CCRS by the end of the Sunday after (the LCB\'s CCRS FAQ, not rule text).',
  },
};

/** The rule a jurisdiction's deadline rests on, as shown to a person: its citation, or the rules read where none was found. */
export function deadlineRule(jurisdiction: string): { citation: string | null; note: string | null } | null {
  const rule = REPORTING_DEADLINES[jurisdiction];
  if (rule === undefined) return null;
  switch (rule.kind) {
    case 'none-confirmed': return { citation: null, note: `${rule.note} (read: ${rule.sources.join('; ')})` };
    case 'weekly-by-sunday': return { citation: rule.citation, note: rule.note };
    case 'same-day-medical-at-once': return { citation: `${rule.citation}; ${rule.medicalCitation}`, note: rule.note };
    default: return { citation: rule.citation, note: null };
  }
}

/**
 * The instant (ISO 8601, UTC) by which a sale charged at `chargedOn` must be in the state's system;
 * null where none is known. `medical`: the sale was made to a patient (where the state sets a
 * deadline of its own for those).
 */
export function reportingDeadline(jurisdiction: string, timeZone: string, chargedOn: string, medical = false): string | null {
  const rule = REPORTING_DEADLINES[jurisdiction];
  if (rule === undefined || rule.kind === 'none-confirmed') return null;
  const charged = new Date(chargedOn);
  if (rule.kind === 'within-hours') return new Date(charged.getTime() + rule.hours * 3_600_000).toISOString();
  const today = localDateTime(charged, timeZone).slice(0, 10);
  if (rule.kind === 'same-day-medical-at-once') return medical ? charged.toISOString() : instantAtLocal(`${today}T23:59:59`, timeZone).toISOString();
  if (rule.kind === 'weekly-by-sunday') {
    // Sunday is day 0: a Sunday's sale is due at the end of the next Sunday, a Saturday's the day after.
    const sunday = daysAfter(today, 7 - new Date(`${today}T12:00:00Z`).getUTCDay());
    return instantAtLocal(`${sunday}T23:59:59`, timeZone).toISOString();
  }
  return instantAtLocal(`${daysAfter(today, 1)}T${rule.localTime}`, timeZone).toISOString();
}
