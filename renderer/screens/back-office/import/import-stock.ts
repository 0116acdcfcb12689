import type { ImportPreviewRow } from '../../../../shared/api/imports.ts';
import { unitLabel } from '../../../ui/format.ts';

const SYSTEM_NAMES = { metrc: 'Metrc', ccrs: 'CCRS' } as const;

/**
 * What a row of a products file does to stock, in the store's words: a new SKU's quantity is
 * opening stock; an existing item's change is an adjustment the state hears of ("+2 g, reported to
 * Metrc as Entry Error"); no change, a dash.
 */
export function stockChangeText(row: ImportPreviewRow): string {
  if (row.action === 'create') return 'Opening stock';
  const change = row.stock_change;
  if (change === undefined || change === null) return '—';
  const amount = Number(change.quantity.value);
  const quantity = `${amount > 0 ? '+' : ''}${change.quantity.value} ${unitLabel(change.quantity.unit, Math.abs(amount))}`;
  if (change.reason === null) return `${quantity}: choose the reason to report it with`;
  if (change.system === 'none') return `${quantity}, recorded as ${change.reason} (no state reporting)`;
  return `${quantity}, reported to ${SYSTEM_NAMES[change.system]} as ${change.reason}`;
}

/** How many rows of the preview change an existing item's stock. */
export const stockChanges = (rows: readonly ImportPreviewRow[]): number =>
  rows.filter((row) => row.stock_change !== undefined && row.stock_change !== null).length;
