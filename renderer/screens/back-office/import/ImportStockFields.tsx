import { useEffect, useState } from 'react';
import type { ImportPreviewAnswer, ImportPreviewRow, ImportStockAdjustment } from '../../../../shared/api/imports.ts';
import { stockChanges } from './import-stock.ts';

type Known = NonNullable<ImportPreviewAnswer['preview']['stock_adjustment']>;

const SYSTEM_WORDS: Record<Known['system'], string> = {
  metrc: 'an inventory adjustment reported to Metrc',
  ccrs: "an inventory adjustment in the week's CCRS InventoryAdjustment file",
  none: 'an inventory adjustment (the store reports to no state system)',
};

/**
 * The reason and note of the adjustments a products re-import records: the state's reasons to choose
 * from (the Store API's default is the state's correction reason), and a note. The reason applies at
 * once; the note when the field is left, so the preview is not read again at each key.
 */
export function ImportStockFields({ rows, known, chosen, onChange }: {
  rows: readonly ImportPreviewRow[]; known: Known; chosen: ImportStockAdjustment; onChange: (chosen: ImportStockAdjustment) => void;
}) {
  const [note, setNote] = useState(chosen.note ?? '');
  const [typedReason, setTypedReason] = useState(chosen.reason ?? known.reason ?? '');
  useEffect(() => { setNote(chosen.note ?? ''); }, [chosen.note]);
  const changes = stockChanges(rows);
  const reason = chosen.reason ?? known.reason ?? '';
  return (
    <fieldset className="panel import__stock">
      <legend>Stock changes</legend>
      <p className="muted" data-testid="import-stock-summary">
        {changes === 0
          ? 'No row changes the stock of an item the store has. A new SKU\'s quantity is its opening stock.'
          : `${changes} ${changes === 1 ? 'row changes' : 'rows change'} the stock of an item the store has: each is ${SYSTEM_WORDS[known.system]}, with this reason and note. A new SKU's quantity is its opening stock.`}
      </p>
      <div className="record-form__fields">
        <div className="field">
          <label htmlFor="import-stock-reason">Reason for the state</label>
          {known.reasons.length > 0 ? (
            <select id="import-stock-reason" value={reason} onChange={(event) => onChange({ ...chosen, reason: event.target.value })}>
              {reason === '' && <option value="">Choose a reason</option>}
              {known.reasons.map((name) => <option key={name} value={name}>{name}</option>)}
            </select>
          ) : (
            <input id="import-stock-reason" value={typedReason} onChange={(event) => setTypedReason(event.target.value)}
              onBlur={() => { if (typedReason.trim() !== reason) onChange({ ...chosen, reason: typedReason.trim() }); }} />
          )}
        </div>
        <div className="field">
          <label htmlFor="import-stock-note">Note</label>
          <input id="import-stock-note" value={note} maxLength={1000} placeholder="Stock set by a products import from another POS (line N)"
            onChange={(event) => setNote(event.target.value)} onBlur={() => { if (note.trim() !== (chosen.note ?? '')) onChange({ ...chosen, note: note.trim() }); }} />
        </div>
      </div>
    </fieldset>
  );
}
