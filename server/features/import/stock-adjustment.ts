import type { ImportStockAdjustment, StateSystem } from '../../../shared/api/imports.ts';
import { invalidField } from '../../http/errors.ts';
import { correctionReason, type StateReasons } from '../stock-moves/adjustment-reasons.ts';
import type { KnownReasons } from '../stock-moves/adjustments.ts';

/** How a products import records the stock changes it makes: the state's reason, the note, and why no reason could be chosen. */
export interface StockAdjustmentChoice {
  system: StateSystem;
  /** The location's reasons, to check each adjustment against (null: not known, as POST /inventory_adjustments takes it). */
  reasons: KnownReasons;
  reason: string | null;
  /** The manager's note; blank: each adjustment's note names the import and its line. */
  note: string;
  /** Why no reason is chosen: a problem of every row that changes stock. */
  missing: string | null;
}

/** What a customers or patients import is told: it moves no stock. */
export const NO_STOCK: StockAdjustmentChoice = { system: 'none', reasons: null, reason: null, note: '', missing: null };

/** Where the location reports to no state, the adjustment is the store's own record: named as CCRS names a correction. */
const NO_STATE_REASON = 'Reconciliation';

/**
 * The reason and note of a re-import's adjustments: the manager's, checked against the state's list
 * where it is known (422 naming `import.stock_adjustment.reason` otherwise), or by default the
 * state's reason for a correction. A Metrc licence whose list cannot be read, or lists no such reason,
 * leaves the reason to the manager: rows that change stock say so in the preview.
 */
export function chooseStockAdjustment(found: StateReasons, asked: ImportStockAdjustment | undefined): StockAdjustmentChoice {
  const note = (asked?.note ?? '').trim();
  const named = (asked?.reason ?? '').trim();
  const base = { system: found.system, reasons: found.reasons, note };
  if (named !== '') {
    const known = found.reasons;
    if (known !== null && !known.some((reason) => reason.name === named)) {
      throw invalidField('import.stock_adjustment.reason', `is not one of the state's reasons (${known.map((reason) => reason.name).join(', ')})`);
    }
    return { ...base, reason: named, missing: null };
  }
  if (found.system === 'none') return { ...base, reason: NO_STATE_REASON, missing: null };
  const correction = correctionReason(found.reasons);
  if (correction !== null) return { ...base, reason: correction.name, missing: null };
  const missing = found.reasons === null
    ? `the state's reasons could not be read (${found.failure ?? 'no answer'}): choose the reason to report it with`
    : `none of the state's reasons is a correction (${found.reasons.map((reason) => reason.name).join(', ')}): choose the reason to report it with`;
  return { ...base, reason: null, missing };
}

/** Each adjustment's note: the manager's, or one saying where the change came from (Metrc asks a note of some reasons). */
export const adjustmentNote = (choice: StockAdjustmentChoice, line: number): string =>
  choice.note !== '' ? choice.note : `Stock set by a products import from another POS (line ${line} of the file)`;
