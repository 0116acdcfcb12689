// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Value } from 'typebox/value';
import { afterEach, describe, expect, it } from 'vitest';
import { InventoryItemV2, PlaceV2, ProductV2 } from '../../../../shared/api/catalog.ts';
import { RegisterSettingsAnswer } from '../../../../shared/api/register-settings.ts';
import type { ApiOutcome, ApiRequest } from '../../../../shared/bridge.ts';
import { fakeBridge, renderRegister, testSession, type FakeBridge } from '../../../app/screens.test-support.tsx';

function overTheHost<T>(status: number, answer: unknown): ApiOutcome<T> {
  const body: T = JSON.parse(JSON.stringify(answer));
  return { kind: 'ok', status, body };
}

const shelf = { ...Value.Create(PlaceV2), id: 'place-shelf', name: 'Sales floor', inventory_status: 0 };
const vault = { ...Value.Create(PlaceV2), id: 'place-vault', name: 'Vault', inventory_status: 1 };
const item = (id: string, name: string, quantity: string, placeId: string) => ({
  ...Value.Create(InventoryItemV2), id, sku: `SKU-${id}`, package_label: `1A40603000000000000000${id}`,
  quantity: { value: quantity, unit: 0 }, product: { ...Value.Create(ProductV2), id: `product-${id}`, name, unit_of_measure: 0 },
  inventory_item_places: [{ id: `iip-${id}`, quantity: { value: quantity, unit: 0 }, sellable_quantity: { value: quantity, unit: 0 }, inventory_status: 0, place_id: placeId, inventory_item_id: id }],
});
const items = [item('01', 'Gelato', '23.5', shelf.id), item('02', 'Zkittlez', '11.125', shelf.id), item('03', 'Vault OG', '40', vault.id)];

/** The Store API behind the bridge, as far as the Counts part asks it (the e2e spec drives the real one). */
function storeApi(bridge: FakeBridge, refuseCount: boolean): ApiRequest[] {
  const sent: ApiRequest[] = [];
  bridge.api = async <T,>(request: ApiRequest): Promise<ApiOutcome<T>> => {
    sent.push(request);
    const path = request.path.split('?')[0];
    if (request.method === 'GET' && path === '/state_reporting/adjustment_reasons') {
      return overTheHost(200, { system: 'metrc', source: 'Metrc', adjustment_reasons: [{ name: 'Scale Variance', requires_note: false }, { name: 'Theft', requires_note: true }] });
    }
    if (request.method === 'GET' && path === '/register_settings') {
      const answer = Value.Create(RegisterSettingsAnswer);
      return overTheHost(200, { ...answer, register_settings: { ...answer.register_settings, time_zone: 'America/Los_Angeles', jurisdiction: 'us-or' } });
    }
    if (request.method === 'GET' && path === '/state_reporting/package_reconciliation') {
      const differs = { package_label: '1A4060300000000000000001', inventory_item_id: '01', ours_milli: 23_500, metrc_milli: 23_000, pending_milli: 0 };
      const unknown = { package_label: '1A4060300000000000000099', inventory_item_id: null, ours_milli: null, metrc_milli: 5_000, pending_milli: 0 };
      return overTheHost(200, {
        packages: [differs, unknown],
        findings: [{ kind: 'quantity_differs', ...differs, action: 'record an adjustment' }, { kind: 'unknown_to_store', ...unknown, action: 'receive the package' }],
      });
    }
    if (request.method === 'GET' && path === '/places') return overTheHost(200, { places: [shelf, vault] });
    if (request.method === 'GET' && path === '/inventory_items') return overTheHost(200, { inventory_items: items, meta: { total: items.length } });
    if (request.method === 'POST' && path === '/inventory_counts') {
      if (refuseCount) return { kind: 'rejected', status: 422, body: { errors: { 'lines[0].counted.value': ['must be zero or more, with at most three decimals'] } } };
      return overTheHost(201, {
        inventory_count: {
          id: 'count-1', place_id: shelf.id, counted_by: 'emp-1', counted_at: '2026-11-28T07:00:00.000Z', posted_at: null,
          lines: [{ id: 'line-1', inventory_item_id: '01', counted: { value: '22.75', unit: 0 }, expected: { value: '23.5', unit: 0 }, variance: { value: '-0.75', unit: 0 }, inventory_adjustment_id: null }],
        },
      });
    }
    return { kind: 'rejected', status: 404, body: { error: 'not part of this test' } };
  };
  return sent;
}

async function openCountSheet(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: /^Back office/ }));
  fireEvent.keyDown(window, { key: '6', altKey: true });
  fireEvent.click(within(await screen.findByRole('group', { name: 'Stock' })).getByRole('button', { name: 'Counts' }));
  return screen.findByRole('form', { name: 'Count sheet' });
}

afterEach(() => cleanup());

describe('a count sheet', () => {
  it('is blind: it lists the place\'s items without what the store expects, and sends only the lines counted', async () => {
    const bridge = fakeBridge(testSession());
    const sent = storeApi(bridge, false);
    renderRegister(bridge);
    const sheet = await openCountSheet();
    await waitFor(() => expect(within(sheet).getAllByTestId('count-line')).toHaveLength(2));
    expect(sheet.textContent).toContain('Gelato');
    expect(sheet.textContent).not.toContain('Vault OG');
    // Neither the expected quantity nor any word of it.
    expect(sheet.textContent).not.toMatch(/23\.5|11\.125|Expected/);
    fireEvent.change(within(sheet).getByLabelText(/^Counted of Gelato/), { target: { value: '22.75' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Record count' }));
    const result = await screen.findByRole('form', { name: 'Count result' });
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ inventory_count: { place_id: shelf.id, lines: [{ inventory_item_id: '01', counted: { value: '22.75', unit: 0 } }] } });
    // After recording, the manager sees expected and variance.
    const line = within(result).getByTestId('count-variance');
    expect(line.textContent).toContain('23.5 g');
    expect(line.textContent).toContain('−0.75 g');
    expect(within(result).getByRole('button', { name: 'Post count' })).toBeTruthy();
  });

  it('shows the Store API\'s refusal of a line at that line\'s field', async () => {
    const bridge = fakeBridge(testSession());
    storeApi(bridge, true);
    renderRegister(bridge);
    const sheet = await openCountSheet();
    await waitFor(() => expect(within(sheet).getAllByTestId('count-line')).toHaveLength(2));
    fireEvent.change(within(sheet).getByLabelText(/^Counted of Zkittlez/), { target: { value: '4' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Record count' }));
    const field = within(sheet).getByLabelText(/^Counted of Zkittlez/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('must be zero or more, with at most three decimals');
    expect(within(sheet).getByLabelText(/^Counted of Gelato/).getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a line that is no quantity before sending anything', async () => {
    const bridge = fakeBridge(testSession());
    const sent = storeApi(bridge, false);
    renderRegister(bridge);
    const sheet = await openCountSheet();
    await waitFor(() => expect(within(sheet).getAllByTestId('count-line')).toHaveLength(2));
    fireEvent.change(within(sheet).getByLabelText(/^Counted of Gelato/), { target: { value: 'three' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Record count' }));
    await waitFor(() => expect(within(sheet).getByLabelText(/^Counted of Gelato/).getAttribute('aria-invalid')).toBe('true'));
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

describe('the reconciliation with Metrc', () => {
  it('lists each finding with one thing to do, warns of the state\'s deadline, and opens the adjustment on the item', async () => {
    const bridge = fakeBridge(testSession());
    storeApi(bridge, false);
    renderRegister(bridge);
    fireEvent.click(await screen.findByRole('button', { name: /^Back office/ }));
    fireEvent.keyDown(window, { key: '6', altKey: true });
    fireEvent.click(await within(await screen.findByRole('group', { name: 'Stock' })).findByRole('button', { name: 'Reconciliation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Compare with Metrc' }));
    const findings = await screen.findAllByTestId('package-finding');
    expect(findings.map((row) => row.getAttribute('data-kind'))).toEqual(['quantity_differs', 'unknown_to_store']);
    expect(findings[0]!.textContent).toContain('23.5');
    expect(within(findings[1]!).getByRole('button', { name: 'Receive' })).toBeTruthy();
    // Oregon: by 8 a.m. the next day, with the rule.
    await waitFor(() => expect(screen.getByTestId('reconcile-deadline').textContent).toMatch(/2 findings remain: reconcile them in Metrc by .*8:00 AM P[SD]T \(OAR 845-025-7580\(1\)\(b\)\)/));
    fireEvent.click(within(findings[0]!).getByRole('button', { name: 'Adjust' }));
    const form = await screen.findByRole('form', { name: 'New adjustment' });
    await waitFor(() => {
      const item = within(form).getByLabelText('Item');
      expect(item instanceof HTMLSelectElement ? item.value : null).toBe('01');
    });
  });
});

describe('receiving a manifest where the state has no API (Washington)', () => {
  it('sends the typed manifest with each product\'s unit, and shows a refusal at the line\'s field', async () => {
    const bridge = fakeBridge(testSession());
    const sent: ApiRequest[] = [];
    bridge.api = async <T,>(request: ApiRequest): Promise<ApiOutcome<T>> => {
      sent.push(request);
      const path = request.path.split('?')[0];
      if (path === '/state_reporting/adjustment_reasons') return overTheHost(200, { system: 'ccrs', source: 'CCRS', adjustment_reasons: [{ name: 'Waste', requires_note: false }] });
      if (path === '/products') return overTheHost(200, { products: [{ ...Value.Create(ProductV2), id: 'product-pr', name: 'Pre-roll 1g', unit_of_measure: 5 }], meta: { total: 1 } });
      if (request.method === 'POST' && path === '/inventory_receipts') {
        return { kind: 'rejected', status: 422, body: { errors: { 'lines[0].external_identifier': ['is already the sku of an inventory item'] } } };
      }
      return { kind: 'rejected', status: 404, body: { error: 'not part of this test' } };
    };
    renderRegister(bridge);
    fireEvent.click(await screen.findByRole('button', { name: /^Back office/ }));
    fireEvent.keyDown(window, { key: '6', altKey: true });
    const form = await screen.findByRole('form', { name: 'Manifest' });
    fireEvent.change(within(form).getByLabelText('Manifest number'), { target: { value: 'M-77' } });
    fireEvent.change(within(form).getByLabelText('Supplier licence number'), { target: { value: '412345' } });
    await waitFor(() => expect(within(form).getAllByRole('option').length).toBe(2));
    fireEvent.change(within(form).getByLabelText('Product'), { target: { value: 'product-pr' } });
    fireEvent.change(within(form).getByLabelText('Quantity'), { target: { value: '20' } });
    fireEvent.change(within(form).getByLabelText('External identifier'), { target: { value: 'WA-EXT-1' } });
    fireEvent.change(within(form).getByLabelText('Unit cost'), { target: { value: '2.50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Receive manifest' }));
    const external = within(form).getByLabelText('External identifier');
    await waitFor(() => expect(external.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(external.getAttribute('aria-describedby')!)?.textContent).toBe('is already the sku of an inventory item');
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({
      inventory_receipt: { manifest_number: 'M-77', shipper_license_number: '412345', lines: [{ product_id: 'product-pr', quantity: { value: '20', unit: 5 }, external_identifier: 'WA-EXT-1', unit_cost: 250 }] },
    });
  });
});

describe("receiving the sender's CCRS manifest uploaded as its Manifest.CSV (Washington)", () => {
  const manifestCsv = 'SubmittedBy,Sam,,\r\nExternalManifestIdentifier,MAN-9,,\r\nInventoryExternalIdentifier,Quantity,UOM\r\nLOT-A,10,Each\r\nLOT-B,28.5,Gram\r\n';
  const preroll = { ...Value.Create(ProductV2), id: 'product-pr', name: 'Pre-roll 1g', unit_of_measure: 5 };
  const flower = { ...Value.Create(ProductV2), id: 'product-fl', name: 'Gelato flower', unit_of_measure: 0 };
  const line = (at: number, id: string, quantity: string, uom: 'Each' | 'Gram') => ({
    line: at, inventory_external_identifier: id, quantity, uom, weight_per_unit: null, servings_per_unit: null, external_identifier: null, lab_test_external_identifier: 'COA_01', inventory_item_id: null,
  });
  const manifest = {
    external_manifest_identifier: 'MAN-9', origin_license_number: '423456', destination_license_number: '412346', transportation_type: 'Regular',
    departure_date_time: '11/20/2026 09:30 AM', arrival_date_time: '11/20/2026 11:00 AM', lines: [line(4, 'LOT-A', '10', 'Each'), line(5, 'LOT-B', '28.5', 'Gram')],
  };
  /** The Store API behind the bridge: the preview answers `preview`, the receipt `receipt`. */
  function manifestApi(bridge: FakeBridge, preview: ApiOutcome<unknown>, receipt: ApiOutcome<unknown>): ApiRequest[] {
    const sent: ApiRequest[] = [];
    bridge.api = async <T,>(request: ApiRequest): Promise<ApiOutcome<T>> => {
      sent.push(request);
      const path = request.path.split('?')[0];
      if (path === '/state_reporting/adjustment_reasons') return overTheHost(200, { system: 'ccrs', source: 'CCRS', adjustment_reasons: [{ name: 'Other', requires_note: true }] });
      if (path === '/products') return overTheHost(200, { products: [preroll, flower], meta: { total: 2 } });
      const answer = request.method === 'POST' && path === '/inventory_receipts/ccrs_manifest/preview' ? preview
        : request.method === 'POST' && path === '/inventory_receipts/ccrs_manifest' ? receipt : null;
      if (answer === null) return { kind: 'rejected', status: 404, body: { error: 'not part of this test' } };
      return answer.kind === 'ok' ? overTheHost(answer.status, answer.body) : { ...answer };
    };
    return sent;
  }
  async function upload(): Promise<HTMLElement> {
    fireEvent.click(await screen.findByRole('button', { name: /^Back office/ }));
    fireEvent.keyDown(window, { key: '6', altKey: true });
    const section = await screen.findByRole('region', { name: 'Manifest upload' });
    fireEvent.change(within(section).getByLabelText('Manifest.CSV'), { target: { files: [new File([manifestCsv], 'manifest_423456.csv', { type: 'text/csv' })] } });
    return section;
  }

  it('shows the manifest read by the Store API, offers each item the products sold in its unit, and receives every item with the product chosen', async () => {
    const bridge = fakeBridge(testSession());
    const received = { inventory_items: [{ ...Value.Create(InventoryItemV2), id: 'new-a' }, { ...Value.Create(InventoryItemV2), id: 'new-b' }], receipt: { transfer_id: 'x', packages: [] } };
    const sent = manifestApi(bridge, { kind: 'ok', status: 200, body: { manifest } }, { kind: 'ok', status: 201, body: received });
    renderRegister(bridge);
    const section = await upload();
    await waitFor(() => expect(within(section).getAllByTestId('ccrs-manifest-line')).toHaveLength(2));
    expect(within(section).getByTestId('ccrs-manifest-head').textContent).toContain('MAN-9 from licence 423456');
    expect(sent.find((request) => request.path === '/inventory_receipts/ccrs_manifest/preview')?.body).toEqual({ manifest_csv: manifestCsv });
    // Each is counted in units, Gram in grams: only the products sold so are offered.
    const options = (label: string) => within(within(section).getByLabelText(label)).getAllByRole('option').map((option) => option.textContent);
    expect(options('Product for LOT-A')).toEqual(['Choose a product…', 'Pre-roll 1g']);
    expect(options('Product for LOT-B')).toEqual(['Choose a product…', 'Gelato flower']);
    // Nothing goes out while an item has no product.
    fireEvent.click(within(section).getByRole('button', { name: 'Receive all 2 items' }));
    await waitFor(() => expect(within(section).getByLabelText('Product for LOT-B').getAttribute('aria-invalid')).toBe('true'));
    expect(sent.filter((request) => request.path === '/inventory_receipts/ccrs_manifest')).toEqual([]);

    fireEvent.change(within(section).getByLabelText('Product for LOT-A'), { target: { value: 'product-pr' } });
    fireEvent.change(within(section).getByLabelText('Unit cost of LOT-A'), { target: { value: '4.50' } });
    fireEvent.change(within(section).getByLabelText('Product for LOT-B'), { target: { value: 'product-fl' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Receive all 2 items' }));
    await within(section).findByText(/Received all 2 items of manifest MAN-9/);
    const receipt = sent.find((request) => request.path === '/inventory_receipts/ccrs_manifest');
    expect(receipt?.body).toMatchObject({ inventory_receipt: { manifest_csv: manifestCsv, lines: [
      { inventory_external_identifier: 'LOT-A', product_id: 'product-pr', unit_cost: 450 }, { inventory_external_identifier: 'LOT-B', product_id: 'product-fl', unit_cost: null },
    ] } });
  });

  it("lists the file's problems by line and receives nothing; a refused item shows at its field", async () => {
    const bridge = fakeBridge(testSession());
    manifestApi(bridge, { kind: 'rejected', status: 422, body: { errors: { manifest_csv: ['OriginLicenseNumber is required', 'line 5: UOM must be Each or Gram (it is "Ounce")'] } } }, { kind: 'rejected', status: 404, body: {} });
    renderRegister(bridge);
    const section = await upload();
    await within(section).findByText('line 5: UOM must be Each or Gram (it is "Ounce")');
    expect(section.textContent).toContain('manifest_423456.csv cannot be received as it is: nothing was received.');
    expect(within(section).queryAllByTestId('ccrs-manifest-line')).toEqual([]);
    cleanup();

    const again = fakeBridge(testSession());
    manifestApi(again, { kind: 'ok', status: 200, body: { manifest } }, { kind: 'rejected', status: 422, body: { errors: { 'lines[1].product_id': ['is not sold by the gram, and the manifest has this item in Gram'] } } });
    renderRegister(again);
    const form = await upload();
    await waitFor(() => expect(within(form).getAllByTestId('ccrs-manifest-line')).toHaveLength(2));
    fireEvent.change(within(form).getByLabelText('Product for LOT-A'), { target: { value: 'product-pr' } });
    fireEvent.change(within(form).getByLabelText('Product for LOT-B'), { target: { value: 'product-fl' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Receive all 2 items' }));
    const product = within(form).getByLabelText('Product for LOT-B');
    await waitFor(() => expect(product.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(product.getAttribute('aria-describedby')!)?.textContent).toBe('is not sold by the gram, and the manifest has this item in Gram');
  });
});
