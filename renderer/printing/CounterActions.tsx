import { useEffect, useState, type FormEvent } from 'react';
import type { PrintOutcome } from '../../shared/printer.ts';
import { useBridge, useRegister } from '../state/register-context.tsx';
import { recordDecisions } from '../data/audit-log.ts';
import { recentSales } from '../data/orders.ts';
import { Notice } from '../ui/Notice.tsx';
import { usePrinterState, useReceiptPrinter } from './use-printer.ts';

/** What a budtender reads after a print or a kick that did not happen. */
export function printProblem(outcome: PrintOutcome, what: string): string | null {
  if (outcome.ok) return null;
  return outcome.reason === 'no-printer' ? `${what}: no receipt printer is set up on this register.` : `${what}: the printer is offline.`;
}

/** "Printer offline" in the status bar while the printer does not take jobs, with the receipts waiting for it. */
export function PrinterStatus() {
  const offline = usePrinterState((state) => state.offline);
  const waiting = usePrinterState((state) => state.waiting);
  const problem = usePrinterState((state) => state.problem);
  if (!offline) return null;
  return (
    <span className="pill pill--needs-attention printer-status" data-testid="printer-offline" role="status" title={problem ?? undefined}>
      Printer offline{waiting > 0 ? ` · ${waiting} waiting` : ''}
    </span>
  );
}

/**
 * The counter's printer keys, on every screen: Reprint last (Alt+R) and No sale (Alt+N, a manager's
 * PIN).
 */
export function CounterActions() {
  const { db } = useRegister();
  const printer = useReceiptPrinter();
  const [message, setMessage] = useState<{ tone: 'success' | 'problem'; text: string } | null>(null);
  const [askingPin, setAskingPin] = useState(false);

  async function reprintLast() {
    const [last] = await recentSales(db, 1);
    if (last === undefined) return setMessage({ tone: 'problem', text: 'No receipt on this register yet.' });
    const outcome = await printer.reprint(last);
    setMessage(outcome.ok ? { tone: 'success', text: `Reprinted ${last.receiptId}.` } : { tone: 'problem', text: printProblem(outcome, `Receipt ${last.receiptId} is kept to print later`) ?? '' });
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      const key = event.key.toLowerCase();
      if (key === 'r') { event.preventDefault(); void reprintLast(); }
      if (key === 'n') { event.preventDefault(); setMessage(null); setAskingPin(true); }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <div className="counter-actions">
      <button type="button" className="button button--quiet" title="Reprint the last receipt (Alt+R)" onClick={() => void reprintLast()}>Reprint<span className="counter-actions__more"> last</span> <kbd>Alt+R</kbd></button>
      <button type="button" className="button button--quiet" title="Open the drawer with a manager's PIN (Alt+N)" onClick={() => { setMessage(null); setAskingPin(true); }}>No sale <kbd>Alt+N</kbd></button>
      {askingPin && <NoSalePrompt onDone={(result) => { setAskingPin(false); setMessage(result); }} />}
      {message !== null && !askingPin && (
        <div className="counter-actions__message" data-testid="counter-actions-message">
          <Notice tone={message.tone}>{message.text}</Notice>
          <button type="button" className="icon-button" aria-label="Dismiss" onClick={() => setMessage(null)}>×</button>
        </div>
      )}
    </div>
  );
}

/**
 * "No sale" opens the drawer on a manager's PIN. The host checks the PIN (the page holds no PIN
 * hash) and locks after a few wrong ones; the register's audit chain records every attempt, the
 * refused ones too.
 */
function NoSalePrompt({ onDone }: { onDone: (result: { tone: 'success' | 'problem'; text: string } | null) => void }) {
  const { db, session, device } = useRegister();
  const bridge = useBridge();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPin('');
    setBusy(true);
    const outcome = await bridge.printer({ action: 'no-sale', pin });
    await recordDecisions(db, device.id, [{
      kind: 'no-sale', subject: null, actor_id: session.user.id,
      details: outcome.ok
        ? { approved_by: outcome.approver.user_id, approver_name: outcome.approver.name, drawer_opened: outcome.drawer.ok }
        : { approved_by: null, refused: outcome.reason, drawer_opened: false },
    }]);
    setBusy(false);
    if (!outcome.ok) return setProblem(outcome.message);
    onDone(outcome.drawer.ok
      ? { tone: 'success', text: `Drawer opened (No sale, approved by ${outcome.approver.name}).` }
      : { tone: 'problem', text: printProblem(outcome.drawer, 'The drawer did not open') ?? '' });
  }

  return (
    <form className="pin-prompt counter-actions__pin" onSubmit={(event) => void submit(event)} aria-label="No sale"
      onKeyDown={(event) => { if (event.key === 'Escape') onDone(null); }}>
      <label htmlFor="no-sale-pin">Manager PIN to open the drawer</label>
      <div className="weigh__row">
        <input id="no-sale-pin" type="password" inputMode="numeric" autoComplete="off" autoFocus value={pin} onChange={(event) => setPin(event.target.value)} />
        <button type="submit" className="button button--primary" disabled={busy}>Open drawer</button>
        <button type="button" className="button button--quiet" onClick={() => onDone(null)}>Cancel</button>
      </div>
      {problem !== null && <div className="field__errors" role="alert">{problem}</div>}
    </form>
  );
}
