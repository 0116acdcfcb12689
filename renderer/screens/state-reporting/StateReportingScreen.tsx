import type { ReactNode } from 'react';
import type { StateReporting } from '../../../shared/api/state-reporting.ts';
import { Money } from '../../ui/Money.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { deadlineStanding, type DeadlineStanding } from './deadline-standing.ts';
import { PackageDeadline } from './PackageDeadline.tsx';
import { ReconciliationPanel } from './ReconciliationPanel.tsx';
import type { RefusedSale } from './state-reporting-read.ts';
import { useStoreTime } from '../../state/store-time.ts';
import { useMinuteClock, useStateReporting, useUnsentSales } from './state-reporting-queries.ts';

/** Shows an instant on the store's clock. */
type StoreTime = (iso: string) => ReactNode;

/**
 * For managers: how the location's sales stand with the state. The Store API reports every
 * register's sales (the register never talks to the state); this panel shows what waits, what did
 * not reach the state and why, when the last report went through, and warns before a deadline is missed,
 * offline too, from the last answer read.
 */
export function StateReportingScreen() {
  const read = useStateReporting({ onOpen: true });
  const storeTime = useStoreTime();
  const now = useMinuteClock();
  const unsent = useUnsentSales().data;
  const answer = read.data;
  const reporting = answer?.reporting ?? null;
  // The zone is a local read, done before anything with a time is shown in another zone.
  if (!storeTime.settled) return null;
  const zone = storeTime.timeZone;
  // Deadlines are the state's, read on the store's clock: the zone is named ("8:00 AM PST").
  const at: StoreTime = (iso) => <time dateTime={iso}>{storeTime.dateTime(iso, { zoneName: true })}</time>;
  return (
    <section className="screen" aria-labelledby="state-reporting-title">
      <div className="screen__head">
        <h2 id="state-reporting-title">State reporting</h2>
        <button type="button" className="button" onClick={() => void read.refetch()} disabled={read.isFetching}>{read.isFetching ? 'Reading…' : 'Read again'}</button>
      </div>
      <p className="muted">The Store API reports every register’s sales to the state’s track-and-trace system; no sale has to be keyed in by hand. Times are the store’s ({zone}).</p>
      {read.isError && <Notice tone="problem">State reporting could not be read: {read.error.message}.</Notice>}
      {answer?.kind === 'kept' && (
        <Notice tone="warning">
          {answer.problem}{' '}
          {answer.readAt === null ? 'Nothing has been read on this register yet.' : <>This is how it stood at <span data-testid="state-read-at">{at(answer.readAt)}</span>.</>}
        </Notice>
      )}
      {reporting !== null && <DeadlineNotice standing={deadlineStanding(reporting, now)} at={at} />}
      {reporting?.system === 'metrc' && answer?.kind === 'live' && <PackageDeadline timeZone={zone} />}
      {reporting?.credentials_rejected_at != null && (
        <Notice tone="problem">Metrc rejected the location’s credentials at {at(reporting.credentials_rejected_at)}: reporting has stopped until a manager enters a new user API key on the Store API (keys expire yearly, and a new key ends the old one).</Notice>
      )}
      {reporting !== null && <ReportingFigures reporting={reporting} at={at} allIn={answer?.kind === 'live' && unsent?.count === 0} />}
      {unsent !== undefined && unsent.count > 0 && unsent.oldestChargedOn !== null && (
        <Notice tone="info">
          <span data-testid="state-unsent">{unsent.count} {unsent.count === 1 ? 'order' : 'orders'}</span> rung at this register {unsent.count === 1 ? 'has' : 'have'} not reached the Store API yet (the oldest at {at(unsent.oldestChargedOn)}): the state hears of {unsent.count === 1 ? 'it' : 'them'} once {unsent.count === 1 ? 'it does' : 'they do'}, at the time {unsent.count === 1 ? 'it was' : 'they were'} rung.
        </Notice>
      )}
      {answer !== undefined && answer.refused.length > 0 && (
        <>
          <h3>Sales that need attention</h3>
          <p className="muted">These did not reach Metrc: Metrc refused them, or the Store API could not send them (an item without a package label, a patient without a card number). They are not sent again on their own: correct what the message names and key the sale into Metrc by hand, before its deadline.</p>
          <ul className="attention-list" aria-label="Sales that need attention">
            {answer.refused.map((sale) => <li key={sale.orderId}><RefusedRow sale={sale} at={at} /></li>)}
          </ul>
        </>
      )}
      {reporting?.system === 'metrc' && <ReconciliationPanel timeZone={zone} />}
    </section>
  );
}

/** `allIn`: the answer is live and this register has nothing unsent, so "every sale is in" can be said. */
function ReportingFigures({ reporting, at, allIn }: { reporting: StateReporting; at: StoreTime; allIn: boolean }) {
  const rule = deadlineRuleText(reporting.deadline_rule);
  if (reporting.system === 'none') return <Notice tone="info">This location does not report its sales to the state from Canopy. A manager turns it on in the Store API (state reporting).</Notice>;
  if (reporting.system === 'ccrs') {
    return (
      <Notice tone="info">
        This location reports to Washington’s CCRS by file: a manager downloads the week’s seven CCRS files (one zip) from the Store API and uploads them at least weekly: each Sunday-to-Saturday week by the end of the Sunday after.
        {rule !== null && <> <span data-testid="state-deadline-rule">{rule}</span></>}
      </Notice>
    );
  }
  return (
    <div className="panel">
      <dl className="figures" data-testid="state-figures">
        <div><dt>Reports to</dt><dd>Metrc{reporting.license_number !== null && <>, licence {reporting.license_number}</>}</dd></div>
        <div><dt>Sales waiting to be reported</dt><dd data-testid="state-waiting">{reporting.waiting}</dd></div>
        {reporting.oldest_waiting_charged_on !== null && <div><dt>Oldest waiting sale rung at</dt><dd data-testid="state-oldest">{at(reporting.oldest_waiting_charged_on)}</dd></div>}
        {reporting.deadline !== null && <div><dt>To be reported by</dt><dd data-testid="state-deadline">{at(reporting.deadline)}</dd></div>}
        {rule !== null && <div><dt>Deadline rule</dt><dd data-testid="state-deadline-rule">{rule}</dd></div>}
        <div><dt>Sales that need attention</dt><dd data-testid="state-needs-attention">{reporting.needs_attention}</dd></div>
        <div><dt>Last report went through</dt><dd data-testid="state-last-reported">{reporting.last_reported_at === null ? 'never' : at(reporting.last_reported_at)}</dd></div>
      </dl>
      {allIn && reporting.waiting === 0 && reporting.needs_attention === 0 && <Notice tone="success">Every sale recorded is in Metrc.</Notice>}
    </div>
  );
}

/**
 * The rule the deadline rests on, as the Store API names it; where the rules read set no time limit, that is
 * said rather than left blank. Null where none is named (a jurisdiction not looked at, or an answer kept from before).
 */
function deadlineRuleText(rule: StateReporting['deadline_rule']): string | null {
  if (rule === undefined || rule === null) return null;
  const citation = rule.citation ?? 'No time limit found in the state’s rules';
  return rule.note === null ? citation : `${citation}: ${rule.note}`;
}

function DeadlineNotice({ standing, at }: { standing: DeadlineStanding; at: StoreTime }) {
  switch (standing.kind) {
    case 'clear': case 'on-time': return null;
    case 'due-soon': {
      const hours = Math.floor(standing.minutesLeft / 60);
      const left = hours > 0 ? `${hours} h ${standing.minutesLeft % 60} min` : `${standing.minutesLeft} min`;
      return (
        <div data-testid="state-deadline-warning" data-standing="due-soon">
          <Notice tone="warning">Sales have waited a long time to reach the state: the oldest must be reported by {at(standing.deadline)}, {left} from now. Find out why (the Store API offline, Metrc down, a key rejected) or key them into Metrc by hand before then.</Notice>
        </div>
      );
    }
    case 'missed':
      return (
        <div data-testid="state-deadline-warning" data-standing="missed">
          <Notice tone="problem">The reporting deadline passed at {at(standing.deadline)} with sales still waiting. Key them into Metrc by hand now, and note why for the state.</Notice>
        </div>
      );
  }
}

function RefusedRow({ sale, at }: { sale: RefusedSale; at: StoreTime }) {
  return (
    <article className="panel attention" data-testid="state-refused-row" aria-label={`Receipt ${sale.receiptId ?? sale.orderId}`}>
      <div className="attention__head">
        <strong>Receipt {sale.receiptId ?? sale.orderId}</strong>
        {sale.chargedOn !== null && <span>{at(sale.chargedOn)}</span>}
        <span className="review__total"><Money cents={sale.total} /></span>
      </div>
      <p className="attention__reason" data-testid="state-refused-message">{sale.message}</p>
    </article>
  );
}
