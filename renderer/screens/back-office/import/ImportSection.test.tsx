// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportPreviewAnswer } from '../../../../shared/api/imports.ts';
import type { ApiOutcome, ApiRequest } from '../../../../shared/bridge.ts';
import { fakeBridge, renderRegister, testSession, type FakeBridge } from '../../../app/screens.test-support.tsx';

/** An answer as it comes through the host: JSON, typed by the caller (who checks it against its schema). */
function overTheHost<T>(status: number, answer: unknown): ApiOutcome<T> {
  const body: T = JSON.parse(JSON.stringify(answer));
  return { kind: 'ok', status, body };
}

const CSV = 'SKU,Name,Qty\nA-1,Gelato 3.5g,12\nA-2,Pipe,4\nA-3,Papers,40\n';

/** The reason a preview request names, if any. */
function reasonAsked(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('import' in body)) return undefined;
  const { import: asked } = body;
  if (typeof asked !== 'object' || asked === null || !('stock_adjustment' in asked)) return undefined;
  const chosen = asked.stock_adjustment;
  return typeof chosen === 'object' && chosen !== null && 'reason' in chosen && typeof chosen.reason === 'string' ? chosen.reason : undefined;
}

/** The Store API behind the bridge (the boundary screen tests fake; the e2e spec drives the real one): a re-import of three rows against a Metrc licence. */
function storeApi(bridge: FakeBridge): ApiRequest[] {
  const sent: ApiRequest[] = [];
  bridge.api = async <T,>(request: ApiRequest): Promise<ApiOutcome<T>> => {
    sent.push(request);
    if (request.method === 'GET' && request.path === '/import_mappings/products') return overTheHost(200, { import_mapping: { kind: 'products', columns: {}, updated_at: null } });
    if (request.method === 'POST' && request.path === '/imports/products/preview') {
      const reason = reasonAsked(request.body) ?? 'Entry Error';
      const preview: ImportPreviewAnswer['preview'] = {
        kind: 'products', headers: ['SKU', 'Name', 'Qty'], problems: [], creates: 1, updates: 2,
        rows: [
          { line: 2, action: 'update', values: { sku: 'A-1', name: 'Gelato 3.5g', quantity: '12' }, problems: [], stock_change: { quantity: { value: '2', unit: 0 }, reason, system: 'metrc' } },
          { line: 3, action: 'update', values: { sku: 'A-2', name: 'Pipe', quantity: '4' }, problems: [], stock_change: null },
          { line: 4, action: 'create', values: { sku: 'A-3', name: 'Papers', quantity: '40' }, problems: [] },
        ],
        stock_adjustment: { system: 'metrc', reasons: ['Drying', 'Entry Error', 'Scale Variance'], reason, note: '' },
      };
      return overTheHost(200, { preview });
    }
    return { kind: 'rejected', status: 404, body: { error: 'not part of this test' } };
  };
  return sent;
}

afterEach(() => cleanup());

describe('the Import tab', () => {
  it('shows the stock change each row records and the reason the state hears, and sends the reason the manager chooses', async () => {
    const bridge = fakeBridge(testSession());
    const sent = storeApi(bridge);
    renderRegister(bridge);
    fireEvent.click(await screen.findByRole('button', { name: /^Back office/ }));
    fireEvent.keyDown(window, { key: '5', altKey: true });
    const input = await screen.findByLabelText('CSV file of products');
    fireEvent.change(input, { target: { files: [new File([CSV], 'old-pos.csv', { type: 'text/csv' })] } });
    const table = await screen.findByRole('table', { name: 'Import preview' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getByRole('columnheader', { name: 'Stock change' })).toBeTruthy();
    const changes = [...table.querySelectorAll('td.import__stock-change')].map((cell) => cell.textContent);
    expect(changes).toEqual(['+2 g, reported to Metrc as Entry Error', '—', 'Opening stock']);
    expect(screen.getByTestId('import-stock-summary').textContent).toMatch(/^1 row changes the stock of an item the store has: each is an inventory adjustment reported to Metrc/);

    fireEvent.change(screen.getByLabelText('Reason for the state'), { target: { value: 'Scale Variance' } });
    await waitFor(() => expect(table.querySelector('td.import__stock-change')?.textContent).toBe('+2 g, reported to Metrc as Scale Variance'));
    const previews = sent.filter((request) => request.path === '/imports/products/preview');
    expect(previews.at(-1)?.body).toMatchObject({ import: { stock_adjustment: { reason: 'Scale Variance' } } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Counted at cut-over' } });
    fireEvent.blur(screen.getByLabelText('Note'));
    await waitFor(() => expect(sent.filter((request) => request.path === '/imports/products/preview').at(-1)?.body)
      .toMatchObject({ import: { stock_adjustment: { reason: 'Scale Variance', note: 'Counted at cut-over' } } }));
  });
});
