import { useState } from 'react';
import { useRegister } from '../state/register-context.tsx';
import type { ZReport } from '../data/z-report.ts';
import { Notice } from '../ui/Notice.tsx';
import { printProblem } from './CounterActions.tsx';
import { receiptContextFor, usePrinterSettings, useReceiptPrinter } from './use-printer.ts';
import { zReportReceipt } from './z-report-receipt.ts';

/** The Z report on the counter's receipt printer (kept to print later if the printer is off). */
export function PrintZReportButton({ shiftId, report }: { shiftId: string; report: ZReport }) {
  const { db, session, device } = useRegister();
  const settings = usePrinterSettings();
  const printer = useReceiptPrinter();
  const [message, setMessage] = useState<{ tone: 'success' | 'problem'; text: string } | null>(null);
  if (settings.data === undefined || settings.data.destination.kind === 'none') return null;
  async function print() {
    const shift = await db.shifts.get(shiftId);
    if (shift === undefined) return;
    const current = await printer.settingsNow();
    const { originalReceiptId: _none, ...context } = await receiptContextFor(db, session, device, current, null);
    const outcome = await printer.printDocument(zReportReceipt(report, shift, context, new Date().toISOString()), 'z-report');
    setMessage(outcome.ok ? { tone: 'success', text: 'Z report printed.' } : { tone: 'problem', text: printProblem(outcome, 'The Z report is kept to print later') ?? '' });
  }
  return (
    <>
      <button type="button" className="button no-print" onClick={() => void print()}>Print on the receipt printer</button>
      {message !== null && <Notice tone={message.tone}>{message.text}</Notice>}
    </>
  );
}
