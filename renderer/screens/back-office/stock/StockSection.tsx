import { useState } from 'react';
import { Notice } from '../../../ui/Notice.tsx';
import { useStoreRead } from '../back-office-queries.ts';
import { AdjustmentsPanel } from './AdjustmentsPanel.tsx';
import { CountsPanel } from './CountsPanel.tsx';
import { ReceivingPanel } from './ReceivingPanel.tsx';
import { readAdjustmentReasons } from './stock-calls.ts';
import './stock.css';

type Part = 'receiving' | 'adjustments' | 'counts';

/**
 * Stock that moves other than by sales: what arrives from the state's transfers, what is adjusted
 * (with the state's reason names) and what a count finds. Each change goes straight to the Store
 * API, which reports it to the state exactly once.
 */
export function StockSection() {
  const [part, setPart] = useState<Part>('receiving');
  // The state's names for reasons, and which state system the location reports to.
  const reasons = useStoreRead('adjustment-reasons', 'the state’s adjustment reasons', readAdjustmentReasons);
  const system = reasons.data?.system ?? null;
  return (
    <>
      <div className="back-office__sub" role="group" aria-label="Stock">
        <button type="button" className="button" aria-current={part === 'receiving'} onClick={() => setPart('receiving')}>Receiving</button>
        <button type="button" className="button" aria-current={part === 'adjustments'} onClick={() => setPart('adjustments')}>Adjustments</button>
        <button type="button" className="button" aria-current={part === 'counts'} onClick={() => setPart('counts')}>Counts</button>
      </div>
      {reasons.isError && <Notice tone="warning">{reasons.error.message} Adjustments and counts need the state&rsquo;s reasons.</Notice>}
      {part === 'receiving' && <ReceivingPanel system={system} />}
      {part === 'adjustments' && <AdjustmentsPanel reasons={reasons.data} />}
      {part === 'counts' && <CountsPanel reasons={reasons.data} />}
    </>
  );
}
