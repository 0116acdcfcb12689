import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';

describeEachEngine('receiving a supplier manifest typed in (no state API)', (engine) => {
  let api: TestStoreApi;
  let token: string;
  let company: string;
  let product: { id: string; unit_of_measure: number; quantity_milli: number };

  beforeAll(async () => {
    api = await startStoreApi({ engine });
    token = await api.signIn(DEMO_MANAGER);
    company = api.demo.companyIds[0]!;
    product = await api.store.db.selectFrom('products').select(['id', 'unit_of_measure', 'quantity_milli']).where('company_id', '=', company).orderBy('id').executeTakeFirstOrThrow();
  });
  afterAll(async () => { await api.close(); });

  const receive = (body: unknown) => call<{ inventory_items: Array<{ id: string; sku: string }>; errors?: Record<string, string[]> }>(api.baseUrl, 'POST', '/api/v2/inventory_receipts', { token, company, body });

  it('makes an item per line, once, in the receipts CCRS reads; a bad line refuses the whole manifest', async () => {
    const id = randomUUID();
    const manifest = { inventory_receipt: { id, manifest_number: 'WA-0001', shipper_license_number: '412345', lines: [
      { product_id: product.id, quantity: { value: '12', unit: product.unit_of_measure }, external_identifier: `WA-EXT-${id.slice(0, 8)}-1`, unit_cost: 300 },
      { product_id: product.id, quantity: { value: '3.5', unit: product.unit_of_measure }, external_identifier: `WA-EXT-${id.slice(0, 8)}-2` },
    ] } };
    const bad = await receive({ inventory_receipt: { ...manifest.inventory_receipt, id: randomUUID(), lines: [
      manifest.inventory_receipt.lines[0], { ...manifest.inventory_receipt.lines[1], quantity: { value: '-1', unit: product.unit_of_measure } },
    ] } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['lines[1].quantity.value']);
    const first = await receive(manifest);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.inventory_items.map((i) => i.sku).sort()).toEqual(manifest.inventory_receipt.lines.map((l) => l.external_identifier).sort());
    const again = await receive(manifest);
    expect(again.status).toBe(200);
    expect(again.body.inventory_items.map((i) => i.id).sort()).toEqual(first.body.inventory_items.map((i) => i.id).sort());
    const receipts = await api.store.db.selectFrom('inventory_receipts').select(['external_identifier', 'quantity_milli', 'unit_cost', 'manifest_number'])
      .where('transfer_id', '=', id).orderBy('external_identifier').execute();
    expect(receipts.map((r) => [r.quantity_milli, r.unit_cost, r.manifest_number])).toEqual([[12_000, 300, 'WA-0001'], [3_500, null, 'WA-0001']]);
    const after = await api.store.db.selectFrom('products').select('quantity_milli').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(after.quantity_milli - product.quantity_milli).toBe(15_500);
  });
});
