import { describe, expect, it } from 'vitest';
import type { ImportPreviewRow } from '../../../../shared/api/imports.ts';
import { stockChangeText, stockChanges } from './import-stock.ts';

const row = (more: Partial<ImportPreviewRow>): ImportPreviewRow => ({ line: 2, action: 'update', values: {}, problems: [], ...more });

describe('the stock change of a products row, in words', () => {
  it('says the signed change, its unit and the reason the state hears', () => {
    expect(stockChangeText(row({ stock_change: { quantity: { value: '2', unit: 0 }, reason: 'Entry Error', system: 'metrc' } }))).toBe('+2 g, reported to Metrc as Entry Error');
    expect(stockChangeText(row({ stock_change: { quantity: { value: '-3', unit: 5 }, reason: 'Reconciliation', system: 'ccrs' } }))).toBe('-3 units, reported to CCRS as Reconciliation');
    expect(stockChangeText(row({ stock_change: { quantity: { value: '0.5', unit: 0 }, reason: 'Reconciliation', system: 'none' } }))).toBe('+0.5 g, recorded as Reconciliation (no state reporting)');
    expect(stockChangeText(row({ stock_change: { quantity: { value: '1', unit: 5 }, reason: null, system: 'metrc' } }))).toBe('+1 unit: choose the reason to report it with');
  });

  it('a new SKU is opening stock; no change (or an older Store API) is a dash; only changes are counted', () => {
    expect(stockChangeText(row({ action: 'create' }))).toBe('Opening stock');
    expect(stockChangeText(row({ stock_change: null }))).toBe('—');
    expect(stockChangeText(row({}))).toBe('—');
    expect(stockChanges([row({}), row({ stock_change: null }), row({ stock_change: { quantity: { value: '1', unit: 0 }, reason: 'Drying', system: 'metrc' } })])).toBe(1);
  });
});
