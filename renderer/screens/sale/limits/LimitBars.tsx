import type { LimitCheck, LimitKind, LimitRow } from '../../../../shared/compliance/limits/engine.ts';
import { amountText } from '../../../../shared/compliance/limits/amount-text.ts';

const WINDOW_WORDS: Record<LimitKind, string> = {
  'per-transaction': 'this sale', 'per-day': 'today', 'per-calendar-month': 'this month', rolling: 'recent days',
};

const amount = amountText;

/**
 * A bar per purchase limit of the buyer: what they bought before in its window, what this sale
 * adds, and what remains; the regulation behind the number is the bar's title.
 */
export function LimitBars({ check, anonymous, profileName }: { check: LimitCheck | null; anonymous: boolean; profileName: string | null }) {
  if (profileName === null) {
    return <p className="limits muted" data-testid="limit-bars">No purchase-limit rules are set for this location's state: limits are not checked here.</p>;
  }
  if (check === null) return <p className="limits muted" data-testid="limit-bars">Loading the purchase limits…</p>;
  const shown = check.rows.filter((row) => row.usedBefore + row.inCart > 0);
  return (
    <section className="limits" aria-label="Purchase limits" data-testid="limit-bars">
      <h3 className="limits__title">{profileName} purchase limits{anonymous ? ' — this sale only (no customer attached)' : ''}</h3>
      {shown.length === 0 && <p className="muted">Nothing in this sale counts toward a limit yet.</p>}
      {shown.map((row) => <LimitBar key={`${row.category}-${row.limitKind}`} row={row} />)}
      {check.warnings.map((warning) => <p key={warning} className="limits__warning">{warning}</p>)}
    </section>
  );
}

function LimitBar({ row }: { row: LimitRow }) {
  const percent = (milli: number) => (row.limit === 0 ? 100 : Math.min(100, (milli / row.limit) * 100));
  const over = row.usedBefore + row.inCart > row.limit;
  return (
    <div className={`limit${over ? ' limit--over' : ''}`} data-testid="limit-bar" title={`${row.source}${row.verified ? '' : ' (figure not verified against the rule text)'}`}>
      <div className="limit__label">
        {/* A per-sale limit that counts the buyer's other sales today (splitting a purchase is forbidden) reads as today's. */}
        <span>{row.label} <span className="muted">({row.sameDayCounts ? 'this sale and today\'s others' : WINDOW_WORDS[row.limitKind]})</span></span>
        <span>{amount(row.usedBefore + row.inCart, row.unit)} of {amount(row.limit, row.unit)}</span>
      </div>
      <div className="limit__track" role="meter" aria-label={`${row.label} used`} aria-valuemin={0} aria-valuemax={row.limit} aria-valuenow={row.usedBefore + row.inCart}>
        <div className="limit__before" style={{ width: `${percent(row.usedBefore)}%` }} />
        <div className="limit__cart" style={{ width: `${Math.max(0, Math.min(percent(row.inCart), 100 - percent(row.usedBefore)))}%` }} />
      </div>
      <div className="limit__left muted">
        {row.usedBefore > 0 && `${amount(row.usedBefore, row.unit)} bought before · `}
        {over ? 'Over the limit' : `${amount(row.remaining, row.unit)} left`}
      </div>
    </div>
  );
}
