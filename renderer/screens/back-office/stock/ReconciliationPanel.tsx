import { useState } from 'react';
import type { Static } from 'typebox';
import { getRegisterSettings } from '../../../../shared/api/operations.ts';
import type { PackageReconciliationAnswer } from '../../../../shared/api/stock-moves.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { Notice } from '../../../ui/Notice.tsx';
import { useBackOfficeBlocked, useStoreRead, useStoreSave } from '../kit/back-office-queries.ts';
import { reconcileDeadline } from './reconcile-deadline.ts';
import { readPackageReconciliation } from './stock-calls.ts';

type Findings = Static<typeof PackageReconciliationAnswer>;
type Finding = Findings['findings'][number];

const kindWords: Record<Finding['kind'], string> = {
  quantity_differs: 'Quantity differs',
  not_at_metrc: 'Not an active package in Metrc',
  unknown_to_store: 'In Metrc, not in Canopy',
  unreported: 'Metrc refused a report',
};

/** Thousandths of the package's unit, as a quantity ("—" where that side has no such package). */
const milli = (value: number | null): string => (value === null ? '—' : String(value / 1000));

/**
 * Canopy's packages against Metrc's, package by package (the Store API reads the licence's active
 * packages and links each to the item carrying its tag): each finding with the one thing to do
 * about it, and, while findings remain, the state's reconciliation deadline.
 */
export function ReconciliationPanel({ onAdjust, onReceive }: { onAdjust: (inventoryItemId: string) => void; onReceive: () => void }) {
  const settings = useStoreRead('register-settings', 'the location’s settings', getRegisterSettings);
  const saveToStore = useStoreSave();
  const blocked = useBackOfficeBlocked();
  const [found, setFound] = useState<Findings | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function compare() {
    if (busy || blocked !== null) return;
    setBusy(true);
    try {
      let answer: Findings | null = null;
      const outcome = await saveToStore(readPackageReconciliation, 'the comparison', [], (body) => { answer = body; return ''; });
      setFound(answer);
      setProblem(outcome.ok ? null : outcome.refusal.message);
    } finally {
      setBusy(false);
    }
  }

  const deadline = settings.data === undefined ? null : reconcileDeadline(settings.data.register_settings.jurisdiction, settings.data.register_settings.time_zone, new Date());
  return (
    <>
      <div className="screen__head">
        <h3>Reconciliation with Metrc</h3>
        <button type="button" className="button button--primary" onClick={() => void compare()} disabled={busy || blocked !== null}>{busy ? 'Comparing…' : 'Compare with Metrc'}</button>
      </div>
      <p className="muted">
        Reads the licence&rsquo;s active packages from Metrc and compares each with the item carrying its tag. Metrc&rsquo;s quantity plus what is
        still owed to it (sales and adjustments not yet reported) should equal Canopy&rsquo;s.
      </p>
      {problem !== null && <Notice tone="problem">{problem}</Notice>}
      {found !== null && found.findings.length === 0 && (
        <Notice tone="success">All {found.packages.length} packages agree with Metrc.</Notice>
      )}
      {found !== null && found.findings.length > 0 && (
        <>
          {deadline !== null && settings.data !== undefined && <DeadlineWarning deadline={deadline} count={found.findings.length} timeZone={settings.data.register_settings.time_zone} />}
          <table className="record-list" aria-label="Findings">
            <thead><tr><th scope="col">Package</th><th scope="col">Finding</th><th scope="col">Canopy</th><th scope="col">Metrc</th><th scope="col">Owed to Metrc</th><th scope="col">To do</th></tr></thead>
            <tbody>
              {found.findings.map((finding) => (
                <tr key={`${finding.kind}-${finding.package_label}`} data-testid="package-finding" data-kind={finding.kind}>
                  <td><code>{finding.package_label}</code></td>
                  <td>{kindWords[finding.kind]}</td>
                  <td>{milli(finding.ours_milli)}</td>
                  <td>{milli(finding.metrc_milli)}</td>
                  <td>{milli(finding.pending_milli)}</td>
                  <td>
                    <div className="muted">{finding.action}</div>
                    <FindingAction finding={finding} onAdjust={onAdjust} onReceive={onReceive} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}

function DeadlineWarning({ deadline, count, timeZone }: { deadline: ReturnType<typeof reconcileDeadline>; count: number; timeZone: string }) {
  const findings = count === 1 ? 'One finding remains' : `${count} findings remain`;
  if (deadline.kind === 'none') return null;
  if (deadline.kind === 'close-of-business') {
    return <div data-testid="reconcile-deadline"><Notice tone="warning">{findings}: reconcile them in Metrc by today&rsquo;s close of business ({deadline.citation}).</Notice></div>;
  }
  return (
    <div data-testid="reconcile-deadline">
      <Notice tone="warning">{findings}: reconcile them in Metrc by {formatDateTime(deadline.due, timeZone, { zoneName: true })} ({deadline.citation}).</Notice>
    </div>
  );
}

/** The one thing to do about a finding, as a button where the back office can do it. */
function FindingAction({ finding, onAdjust, onReceive }: { finding: Finding; onAdjust: (inventoryItemId: string) => void; onReceive: () => void }) {
  const itemId = finding.inventory_item_id;
  if (finding.kind === 'unknown_to_store') return <button type="button" className="button" onClick={onReceive}>Receive</button>;
  if (finding.kind === 'quantity_differs' && itemId !== null) return <button type="button" className="button" onClick={() => onAdjust(itemId)}>Adjust</button>;
  return null;
}
