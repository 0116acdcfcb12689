import { useMutation, useQuery } from '@tanstack/react-query';
import { useStoreTime } from '../../state/store-time.ts';
import { useState } from 'react';
import { useRegister } from '../../state/register-context.tsx';
import { localKeys } from '../../state/local-queries.ts';
import { needsAttention, resend, setAside, type OutboxRow } from '../../data/index.ts';
import { Field } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';

const kindLabel: Record<OutboxRow['kind'], string> = {
  'order.create': 'Sale or refund', 'shift.open': 'Shift opened', 'shift.close': 'Shift closed', 'customer.create': 'New customer',
  'audit.append': 'Compliance audit entry',
};

/** What a row is about, in words: the receipt of an order, the name of a customer. */
export function describeRow(row: OutboxRow): string {
  if (row.request === null) return row.summary?.path ?? row.kind;
  if (row.kind === 'order.create') return `Receipt ${row.request.body.order.receipt_id}`;
  if (row.kind === 'customer.create') {
    const customer = row.request.body.customer;
    const name = [customer.first_name, customer.last_name].filter((part) => typeof part === 'string').join(' ');
    const contact = customer.email ?? customer.phone;
    if (name !== '' || typeof contact === 'string') return [name, typeof contact === 'string' ? contact : ''].filter((part) => part !== '').join(' · ');
  }
  if (row.kind === 'audit.append') {
    const [entry] = row.request.body.audit_entries;
    if (entry !== undefined) return `Audit entry ${entry.seq}: ${entry.kind}`;
  }
  return row.request.path;
}

/** For managers: what the Store API refused, with its reasons; resend or set aside (never lost). */
export function AttentionScreen() {
  const { db } = useRegister();
  const rows = useQuery({ queryKey: localKeys.outbox('needs-attention'), queryFn: () => needsAttention(db) });
  return (
    <section className="screen" aria-labelledby="attention-title">
      <div className="screen__head"><h2 id="attention-title">Needs attention</h2></div>
      <p className="muted">The Store API refused these records. Fix the cause and resend, or set a record aside with a reason. Nothing is deleted.</p>
      {rows.isSuccess && rows.data.length === 0 && <Notice tone="success">Nothing needs attention. Every refused record has been dealt with.</Notice>}
      <ul className="attention-list">
        {(rows.data ?? []).map((row) => <li key={row.seq}><AttentionRow row={row} /></li>)}
      </ul>
    </section>
  );
}

function AttentionRow({ row }: { row: OutboxRow }) {
  const storeTime = useStoreTime();
  const { db } = useRegister();
  const [reason, setReason] = useState('');
  const [settingAside, setSettingAside] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (error: Error) => setProblem(`${error.message}.`);
  const resendRow = useMutation({ mutationFn: () => resend(db, row.seq!), onError: fail });
  const setAsideRow = useMutation({ mutationFn: () => setAside(db, row.seq!, reason), onError: fail });
  return (
    <article className="panel attention" data-testid="attention-row">
      <div className="attention__head">
        <strong>{kindLabel[row.kind]}</strong>
        <span>{describeRow(row)}</span>
        <span className="muted">{storeTime.dateTime(row.createdAt)}</span>
      </div>
      <div className="attention__reason"><span className="muted">The Store API said:</span> {row.problem ?? 'no reason given'}</div>
      {problem !== null && <Notice tone="problem">{problem}</Notice>}
      {settingAside ? (
        <form className="form-row" onSubmit={(event) => { event.preventDefault(); if (reason.trim() === '') setProblem('Say why it is set aside.'); else setAsideRow.mutate(); }}>
          <Field label="Reason for setting aside" value={reason} onChange={(event) => setReason(event.target.value)} autoFocus />
          <div className="form-actions">
            <button type="submit" className="button button--danger">Set aside</button>
            <button type="button" className="button button--quiet" onClick={() => setSettingAside(false)}>Cancel</button>
          </div>
        </form>
      ) : (
        <div className="form-actions">
          <button type="button" className="button button--primary" onClick={() => resendRow.mutate()} disabled={resendRow.isPending}>Resend</button>
          <button type="button" className="button" onClick={() => setSettingAside(true)}>Set aside…</button>
        </div>
      )}
    </article>
  );
}
