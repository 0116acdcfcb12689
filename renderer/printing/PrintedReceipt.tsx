import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useBridge } from '../state/register-context.tsx';
import { localKeys } from '../state/local-queries.ts';
import type { LocalOrder } from '../data/index.ts';
import { Notice } from '../ui/Notice.tsx';
import { printProblem } from './CounterActions.tsx';
import { ReceiptPreview } from './ReceiptPreview.tsx';
import { usePrinterSettings, usePrinterState, useReceiptPrinter } from './use-printer.ts';

/** The receipt screen's paper: the document the printer got (or would get), and what became of it and of the drawer. */
export function PrintedReceipt({ order }: { order: LocalOrder }) {
  const printer = useReceiptPrinter();
  const settings = usePrinterSettings();
  const last = usePrinterState((state) => (state.last?.orderId === order.id ? state.last : null));
  const document = useQuery({
    queryKey: localKeys.orders('printed', order.id, order.syncState, settings.data?.licenceNumber),
    queryFn: async () => printer.documentOf(order, await printer.settingsNow()),
    enabled: settings.data !== undefined,
  });
  if (document.data === undefined || settings.data === undefined) return null;
  const columns = settings.data.columns;
  return (
    <div className="printed-receipt">
      {last !== null && last.drawer !== null && !last.drawer.ok && (
        <Notice tone="problem"><span data-testid="drawer-problem">{printProblem(last.drawer, 'The drawer did not open')} Open it with the key.</span></Notice>
      )}
      {last !== null && last.receipt !== 'not-printed' && !last.receipt.ok && last.receipt.reason === 'offline' && (
        <Notice tone="warning"><span data-testid="receipt-queued">The receipt is kept and prints when the printer is back. The sale is done.</span></Notice>
      )}
      <ReceiptPreview document={document.data} columns={columns}
        label={settings.data.destination.kind === 'none' ? `Receipt (${columns} columns) — no printer set up` : `As printed (${columns} columns)`} />
    </div>
  );
}

/** Print: on the receipt printer when there is one (never opening the drawer), else the window's print dialog. Alt+P. */
export function PrintReceiptButton({ order }: { order: LocalOrder }) {
  const bridge = useBridge();
  const printer = useReceiptPrinter();
  const settings = usePrinterSettings();
  const [problem, setProblem] = useState<string | null>(null);
  async function print() {
    if (settings.data?.destination.kind === 'none') return bridge.print();
    const outcome = await printer.reprint(order);
    setProblem(printProblem(outcome, 'Kept to print later'));
  }
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.key.toLowerCase() === 'p') { event.preventDefault(); void print(); }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  return (
    <>
      <button type="button" className="button button--big button--wide" onClick={() => void print()}>Print receipt <kbd>Alt+P</kbd></button>
      {problem !== null && <Notice tone="problem">{problem}</Notice>}
    </>
  );
}
