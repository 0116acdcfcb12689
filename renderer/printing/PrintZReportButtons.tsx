import { useEffect, useRef, useState } from 'react';
import type { ChainHead } from '../../shared/compliance/audit-chain.ts';
import { useRegister } from '../state/register-context.tsx';
import type { ZReport } from '../data/z-report.ts';
import { Notice } from '../ui/Notice.tsx';
import { printProblem } from './CounterActions.tsx';
import { receiptContextFor, usePrinterSettings, useReceiptPrinter } from './use-printer.ts';
import { zReportReceipt } from './z-report-receipt.ts';

/**
 * Where the Z report prints. With a receipt printer set, only on it (kept to print later if it is
 * off), and by itself once the shift closes; without one, on the system's page printer.
 */
export function PrintZReportButtons({ shiftId, report, head, printOnClose }: {
  shiftId: string; report: ZReport; head: ChainHead | null;
  /** The shift was closed on this screen: its Z report prints once its audit chain head is known. */
  printOnClose: boolean;
}) {
  const { db, session, device } = useRegister();
  const settings = usePrinterSettings();
  const printer = useReceiptPrinter();
  const [message, setMessage] = useState<{ tone: 'success' | 'problem'; text: string } | null>(null);
  const printed = useRef(false);
  const hasReceiptPrinter = settings.data !== undefined && settings.data.destination.kind !== 'none';

  async function print() {
    printed.current = true;
    const shift = await db.shifts.get(shiftId);
    if (shift === undefined) return;
    const current = await printer.settingsNow();
    const { originalReceiptId: _none, ...context } = await receiptContextFor(db, session, device, current, null);
    const outcome = await printer.printDocument(zReportReceipt(report, shift, head, context, new Date().toISOString()), 'z-report');
    setMessage(outcome.ok ? { tone: 'success', text: 'Z report printed on the receipt printer.' } : { tone: 'problem', text: printProblem(outcome, 'The Z report is kept to print later') ?? '' });
  }

  // The head arrives once the Store API records the close: the filed report must carry it.
  const ready = printOnClose && hasReceiptPrinter && head !== null;
  useEffect(() => {
    if (ready && !printed.current) void print();
  });

  if (settings.data === undefined) return null;
  if (!hasReceiptPrinter) {
    return <button type="button" className="button no-print" onClick={() => window.print()}>Print on the page printer</button>;
  }
  return (
    <>
      <button type="button" className="button no-print" onClick={() => void print()}>Print on the receipt printer</button>
      {printOnClose && head === null && !printed.current && (
        <p className="muted no-print" data-testid="z-print-waiting">The Z report prints on the receipt printer once the Store API has recorded the close (its audit chain head goes on it).</p>
      )}
      {message !== null && <Notice tone={message.tone}>{message.text}</Notice>}
    </>
  );
}
