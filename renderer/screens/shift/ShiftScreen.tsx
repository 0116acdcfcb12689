import { ZReportPanel } from './ZReportPanel.tsx';
import { useStoreTime } from '../../state/store-time.ts';
import { useState, type FormEvent } from 'react';
import { formatCents, parseMoney } from '../../../shared/money.ts';
import type { LocalShift } from '../../data/index.ts';
import { Field } from '../../ui/Field.tsx';
import { Money } from '../../ui/Money.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { paymentTypeName } from '../../ui/payment-types.ts';
import { useCloseShift, useCurrentShift, useOpenShift, useShiftSummary } from './shift-queries.ts';

export function ShiftScreen() {
  const current = useCurrentShift();
  const [closed, setClosed] = useState<LocalShift | null>(null);
  if (current.isPending) return <section className="screen"><p className="muted">Loading the shift…</p></section>;
  return (
    <section className="screen screen--narrow" aria-labelledby="shift-title">
      {closed !== null && <ClosedShift shift={closed} />}
      {current.data === null || current.data === undefined
        ? <OpenShiftForm />
        : <CloseShiftForm shift={current.data} onClosed={setClosed} />}
    </section>
  );
}

export function OpenShiftForm({ compact = false }: { compact?: boolean }) {
  const open = useOpenShift();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const cents = parseMoney(amount);
    if (cents === null || cents < 0) {
      setProblem('Count the cash in the drawer and enter it, for example 200.00.');
      return;
    }
    setProblem(null);
    open.mutate(cents, { onError: (error) => setProblem(`The shift did not open: ${error.message}.`) });
  }

  return (
    <form className={compact ? 'panel' : 'panel panel--raised'} onSubmit={submit} noValidate>
      <h2 id="shift-title">Open a shift</h2>
      <p className="muted">Count the cash in the drawer before the first sale.</p>
      <Field label="Starting cash" inputMode="decimal" value={amount} autoFocus onChange={(event) => setAmount(event.target.value)} placeholder="0.00" errors={problem === null ? undefined : [problem]} />
      <button type="submit" className="button button--primary button--wide" disabled={open.isPending}>Open shift</button>
    </form>
  );
}

function CloseShiftForm({ shift, onClosed }: { shift: LocalShift; onClosed: (shift: LocalShift) => void }) {
  const storeTime = useStoreTime();
  const close = useCloseShift();
  const [drawer, setDrawer] = useState('');
  const [drop, setDrop] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const drawerCents = parseMoney(drawer);
  const dropCents = drop.trim() === '' ? 0 : parseMoney(drop);
  const counted = drawerCents !== null && dropCents !== null ? drawerCents + dropCents : undefined;
  const summary = useShiftSummary(shift.id, counted);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (drawerCents === null || drawerCents < 0) return setProblem('Count the cash left in the drawer and enter it.');
    if (dropCents === null || dropCents < 0) return setProblem('Enter the cash dropped to the safe, or leave it empty for none.');
    setProblem(null);
    // The parent outlives this form (which unmounts once the shift is closed), so it gets the result.
    close.mutateAsync({ shiftId: shift.id, closeDrawerAmount: drawerCents, closeDropAmount: dropCents, closeNote: note.trim() === '' ? null : note.trim() })
      .then(onClosed, (error: unknown) => setProblem(`The shift did not close: ${error instanceof Error ? error.message : String(error)}.`));
  }

  const data = summary.data;
  return (
    <form className="panel panel--raised" onSubmit={submit} noValidate>
      <h2 id="shift-title">Close the shift</h2>
      <p className="muted">Opened {storeTime.dateTime(shift.openedAt)} by {shift.employeeName} with <Money cents={shift.openAmount} />.</p>
      {data !== undefined && (
        <dl className="figures" data-testid="shift-figures">
          <div><dt>Sales</dt><dd><Money cents={data.sales} /></dd></div>
          <div><dt>Refunds and voids</dt><dd><Money cents={data.refunds} /></dd></div>
          <div><dt>Transactions</dt><dd>{data.transactions}</dd></div>
          {Object.keys(data.totalsByPaymentType).length > 0 && <div className="figures__group"><dt>Taken by payment type, after refunds</dt></div>}
          {Object.entries(data.totalsByPaymentType).map(([type, cents]) => (
            <div key={type} className="figures__indent"><dt>{paymentTypeName(Number(type))}</dt><dd><Money cents={cents} /></dd></div>
          ))}
          <div className="figures__key"><dt>Expected cash</dt><dd data-testid="expected-cash"><Money cents={data.expectedCash} /></dd></div>
        </dl>
      )}
      <div className="form-row">
        <Field label="Cash in drawer" inputMode="decimal" value={drawer} onChange={(event) => setDrawer(event.target.value)} placeholder="0.00" autoFocus />
        <Field label="Cash drop" inputMode="decimal" value={drop} onChange={(event) => setDrop(event.target.value)} placeholder="0.00" />
      </div>
      <Field label="Note" value={note} onChange={(event) => setNote(event.target.value)} placeholder="Anything the next manager should know" />
      {data?.overShort !== null && data?.overShort !== undefined && <OverShort cents={data.overShort} />}
      {problem !== null && <Notice tone="problem">{problem}</Notice>}
      <button type="submit" className="button button--primary button--wide" disabled={close.isPending}>Close shift</button>
    </form>
  );
}

export function OverShort({ cents }: { cents: number }) {
  const label = cents === 0 ? 'Drawer balances' : cents > 0 ? `Over by ${formatCents(cents)}` : `Short by ${formatCents(-cents)}`;
  return <div className={`over-short over-short--${cents === 0 ? 'even' : cents > 0 ? 'over' : 'short'}`} data-testid="over-short">{label}</div>;
}

function ClosedShift({ shift }: { shift: LocalShift }) {
  const storeTime = useStoreTime();
  const summary = useShiftSummary(shift.id, undefined);
  return (
    <>
      <Notice tone="success">
        Shift closed at {storeTime.dateTime(shift.closedAt ?? shift.openedAt)}.
        {summary.data?.overShort !== null && summary.data?.overShort !== undefined && <> <OverShort cents={summary.data.overShort} /></>}
      </Notice>
      <ZReportPanel shiftId={shift.id} justClosed />
    </>
  );
}
