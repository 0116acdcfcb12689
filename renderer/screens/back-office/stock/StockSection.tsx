import { useState } from 'react';
import { Notice } from '../../../ui/Notice.tsx';
import { useStoreRead } from '../kit/back-office-queries.ts';
import { AdjustmentsPanel } from './AdjustmentsPanel.tsx';
import { CountsPanel } from './CountsPanel.tsx';
import { ReceivingPanel } from './ReceivingPanel.tsx';
import { ReconciliationPanel } from './ReconciliationPanel.tsx';
import { readAdjustmentReasons } from './stock-calls.ts';
import './stock.css';

type Part = 'receiving' | 'adjustments' | 'counts' | 'reconciliation';

/**
 * Stock that moves other than by sales: what arrives from the state's transfers, what is adjusted
 * (with the state's reason names) and what a count finds. Each change goes straight to the Store
 * API, which reports it to the state exactly once.
 */
export function StockSection() {
  const [part, setPart] = useState<Part>('receiving');
  // The item a reconciliation finding asks to adjust: the adjustment form opens with it chosen.
  const [adjusting, setAdjusting] = useState<string | null>(null);
  const show = (next: Part) => { setAdjusting(null); setPart(next); };
  // The state's names for reasons, and which state system the location reports to.
  const reasons = useStoreRead('adjustment-reasons', 'the state’s adjustment reasons', readAdjustmentReasons);
  const system = reasons.data?.system ?? null;
  return (
    <>
      <div className="back-office__sub" role="group" aria-label="Stock">
        <button type="button" className="button" aria-current={part === 'receiving'} onClick={() => show('receiving')}>Receiving</button>
        <button type="button" className="button" aria-current={part === 'adjustments'} onClick={() => show('adjustments')}>Adjustments</button>
        <button type="button" className="button" aria-current={part === 'counts'} onClick={() => show('counts')}>Counts</button>
        {system === 'metrc' && <button type="button" className="button" aria-current={part === 'reconciliation'} onClick={() => show('reconciliation')}>Reconciliation</button>}
      </div>
      {reasons.isError && <Notice tone="warning">{reasons.error.message} Adjustments and counts need the state&rsquo;s reasons.</Notice>}
      {part === 'receiving' && <ReceivingPanel system={system} />}
      {part === 'adjustments' && <AdjustmentsPanel key={adjusting ?? ''} reasons={reasons.data} itemId={adjusting} />}
      {part === 'counts' && <CountsPanel reasons={reasons.data} />}
      {part === 'reconciliation' && <ReconciliationPanel onAdjust={(id) => { setAdjusting(id); setPart('adjustments'); }} onReceive={() => show('receiving')} />}
    </>
  );
}
