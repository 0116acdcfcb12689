import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { reconcileStateReportingDay, type OperationOutcome } from '../../../shared/api/operations.ts';
import type { Static } from 'typebox';
import type { Reconciliation as ReconciliationSchema } from '../../../shared/api/state-reporting.ts';
import { useBridge } from '../../state/register-context.tsx';
import { describeReasons } from '../../sync/api.ts';
import { Field } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { localDate } from '../../../shared/compliance/limits/windows.ts';

type Reconciliation = Static<typeof ReconciliationSchema>;

/** Metrc is asked through the Store API while a manager waits: longer than a plain read, not forever. */
const TIMEOUT_MS = 30_000;

const FINDING_NAMES: Record<Reconciliation['findings'][number]['kind'], string> = {
  missing_at_metrc: 'Missing at Metrc',
  unknown_to_store: 'At Metrc, not a sale of the store',
  quantity_differs: 'Quantity differs',
  total_differs: 'Total differs',
};

/**
 * A day's sales compared with Metrc's receipts of that day, asked on demand (the Store API reads
 * Metrc, so it needs both; nothing is kept for offline, as an old comparison would mislead).
 */
export function ReconciliationPanel({ timeZone }: { timeZone: string }) {
  const bridge = useBridge();
  // Yesterday on the store's clock: the day a manager checks once it is over.
  const [date, setDate] = useState(() => localDate(new Date(Date.now() - 86_400_000), timeZone));
  const compare = useMutation({ mutationFn: (day: string) => reconcileStateReportingDay(bridge, day, TIMEOUT_MS) });
  const outcome = compare.data;
  return (
    <section className="panel" aria-labelledby="reconciliation-title">
      <h3 id="reconciliation-title">Compare a day with Metrc</h3>
      <form className="form-row reconcile-form" onSubmit={(event) => { event.preventDefault(); compare.mutate(date); }}>
        <Field label="Day" type="date" value={date} onChange={(event) => setDate(event.target.value)} required />
        <button type="submit" className="button" disabled={compare.isPending || date === ''}>{compare.isPending ? 'Comparing…' : 'Compare'}</button>
      </form>
      {outcome !== undefined && <ReconciliationOutcome outcome={outcome} />}
    </section>
  );
}

function ReconciliationOutcome({ outcome }: { outcome: OperationOutcome<{ reconciliation: Reconciliation }> }) {
  if (outcome.kind !== 'ok') return <Notice tone="problem">{problemOf(outcome)}</Notice>;
  const day = outcome.body.reconciliation;
  return (
    <div data-testid="reconciliation">
      <p>{day.date}: <strong data-testid="reconciliation-store-sales">{day.store_sales}</strong> {day.store_sales === 1 ? 'sale' : 'sales'} at the store, <strong data-testid="reconciliation-metrc-receipts">{day.metrc_receipts}</strong> {day.metrc_receipts === 1 ? 'receipt' : 'receipts'} at Metrc.</p>
      {day.findings.length === 0 ? <Notice tone="success">The day matches Metrc.</Notice> : (
        <ul className="attention-list" aria-label="Differences with Metrc">
          {day.findings.map((finding, index) => (
            <li key={`${finding.kind}-${finding.receipt_id ?? finding.external_id ?? index}`} className="attention__reason" data-testid="reconciliation-finding" data-kind={finding.kind}>
              <strong>{FINDING_NAMES[finding.kind]}</strong>{finding.receipt_id !== null && <> · receipt {finding.receipt_id}</>}: {finding.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function problemOf(failure: Exclude<OperationOutcome<unknown>, { kind: 'ok' }>): string {
  switch (failure.kind) {
    case 'offline': case 'timeout':
      return 'Comparing with Metrc needs the Store API, which this register cannot reach now.';
    case 'server-error': return 'The Store API could not read Metrc just now (Metrc down or slow). Try again later.';
    case 'unauthorized': return 'The Store API has signed this register out. Sign in again.';
    case 'rejected': return `The Store API did not compare the day: ${describeReasons(failure.body)}.`;
    case 'malformed': return 'The Store API answered the comparison in a form this register does not read.';
  }
}
