import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WeightUnit } from '../../../shared/api/common.ts';
import type { CcrsManifest } from '../../../shared/api/stock-moves.ts';
import { ccrsManifestCsv, type ManifestItem } from '../../../test/support/ccrs-manifest.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import { DEMO_BUDTENDER, DEMO_MANAGER } from '../../demo/accounts.ts';

const LICENSE = '412346';

describeEachEngine("Washington receiving from the sender's CCRS Manifest.CSV: preview, then every item or none", (engine) => {
  let api: TestStoreApi;
  let token: string;
  let company: string;
  let byUnit: { id: string; quantity_milli: number };
  let byGram: { id: string; quantity_milli: number };

  beforeAll(async () => {
    api = await startStoreApi({ engine });
    token = await api.signIn(DEMO_MANAGER);
    company = api.demo.companyIds[1]!;
    const set = await call(api.baseUrl, 'PUT', '/api/v2/state_reporting', { token, company, body: { state_reporting: { system: 'ccrs', license_number: LICENSE } } });
    expect(set.status).toBe(204);
    const productOf = (unit: number) => api.store.db.selectFrom('products').select(['id', 'quantity_milli']).where('company_id', '=', company)
      .where('unit_of_measure', '=', unit).orderBy('id').executeTakeFirstOrThrow();
    [byUnit, byGram] = await Promise.all([productOf(WeightUnit.unit), productOf(WeightUnit.gram)]);
  });
  afterAll(async () => { await api.close(); });

  type Answer = { manifest: CcrsManifest; inventory_items: Array<{ id: string; sku: string }>; errors?: Record<string, string[]> };
  const post = (path: string, body: unknown, as = token) => call<Answer>(api.baseUrl, 'POST', `/api/v2/inventory_receipts/ccrs_manifest${path}`, { token: as, company, body });
  const lots = (): [ManifestItem, ManifestItem] => {
    const tag = randomUUID().slice(0, 8);
    return [{ id: `LOT-${tag}-A`, quantity: '10', uom: 'Each' }, { id: `LOT-${tag}-B`, quantity: '28.5', uom: 'Gram' }];
  };
  const receiptsOf = (id: string) => api.store.db.selectFrom('inventory_receipts').selectAll().where('transfer_id', '=', id).orderBy('external_identifier').execute();

  it('managers only', async () => {
    const budtender = await api.signIn(DEMO_BUDTENDER);
    const csv = ccrsManifestCsv({ id: 'MAN-X', origin: '423456', destination: LICENSE, items: lots() });
    expect((await post('/preview', { manifest_csv: csv }, budtender)).status).toBe(403);
    expect((await post('', { inventory_receipt: { id: randomUUID(), manifest_csv: csv, lines: [{ inventory_external_identifier: 'x', product_id: byUnit.id }] } }, budtender)).status).toBe(403);
  });

  it('previews the manifest changing nothing; refuses a file with problems, or one sent to another licence', async () => {
    const items = lots();
    const csv = ccrsManifestCsv({ id: 'MAN-2001', origin: '423456', destination: LICENSE, items });
    const preview = await post('/preview', { manifest_csv: csv });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.manifest.external_manifest_identifier).toBe('MAN-2001');
    expect(preview.body.manifest.lines.map((l) => [l.inventory_external_identifier, l.quantity, l.uom, l.inventory_item_id])).toEqual(items.map((i) => [i.id, i.quantity, i.uom, null]));
    expect(await api.store.db.selectFrom('inventory_items').select('id').where('sku', 'in', items.map((i) => i.id)).execute()).toEqual([]);

    const elsewhere = await post('/preview', { manifest_csv: ccrsManifestCsv({ id: 'MAN-2002', origin: '423456', destination: '499999', items }) });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors?.manifest_csv?.[0]).toMatch(/499999/);
    const broken = await post('/preview', { manifest_csv: ccrsManifestCsv({ id: '', origin: '423456', destination: LICENSE, items }) });
    expect(broken.status).toBe(422);
    expect(broken.body.errors?.manifest_csv).toEqual(['ExternalManifestIdentifier is required']);
  });

  it('receives every item into the product named for it, once; a line left unnamed or in another unit refuses the whole manifest', async () => {
    const items = lots();
    const csv = ccrsManifestCsv({ id: 'MAN-3001', origin: '423456', destination: LICENSE, items });
    const id = randomUUID();
    const named = [
      { inventory_external_identifier: items[0].id, product_id: byUnit.id, unit_cost: 450 },
      { inventory_external_identifier: items[1].id, product_id: byGram.id },
    ];
    const unnamed = await post('', { inventory_receipt: { id, manifest_csv: csv, lines: [named[0]] } });
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.errors?.lines?.[0]).toContain(items[1].id);
    const wrongUnit = await post('', { inventory_receipt: { id, manifest_csv: csv, lines: [named[0], { ...named[1], product_id: byUnit.id }] } });
    expect(wrongUnit.status).toBe(422);
    expect(Object.keys(wrongUnit.body.errors ?? {})).toEqual(['lines[1].product_id']);
    expect(await receiptsOf(id)).toEqual([]);

    const received = await post('', { inventory_receipt: { id, manifest_csv: csv, lines: named } });
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    expect(received.body.inventory_items.map((i) => i.sku).sort()).toEqual(items.map((i) => i.id).sort());
    const receipts = await receiptsOf(id);
    expect(receipts.map((r) => [r.external_identifier, r.manifest_number, r.shipper_license_number, r.quantity_milli, r.unit, r.unit_cost])).toEqual([
      [items[0].id, 'MAN-3001', '423456', 10_000, String(WeightUnit.unit), 450], [items[1].id, 'MAN-3001', '423456', 28_500, String(WeightUnit.gram), null],
    ]);
    const again = await post('', { inventory_receipt: { id, manifest_csv: csv, lines: named } });
    expect(again.status).toBe(200);
    expect(again.body.inventory_items.map((i) => i.id).sort()).toEqual(received.body.inventory_items.map((i) => i.id).sort());
    // The same manifest uploaded again as another receipt: its items are here already, so nothing is received twice.
    const preview = await post('/preview', { manifest_csv: csv });
    expect(preview.body.manifest.lines.every((l) => l.inventory_item_id !== null)).toBe(true);
    const twice = await post('', { inventory_receipt: { id: randomUUID(), manifest_csv: csv, lines: named } });
    expect(twice.status).toBe(422);
    expect(Object.keys(twice.body.errors ?? {})).toEqual(['lines[0].external_identifier', 'lines[1].external_identifier']);
  });

  it('is in /openapi.json (v2)', async () => {
    const openapi = await call<{ paths: Record<string, unknown> }>(api.baseUrl, 'GET', '/openapi.json');
    expect(Object.keys(openapi.body.paths)).toEqual(expect.arrayContaining(['/api/v2/inventory_receipts/ccrs_manifest/preview', '/api/v2/inventory_receipts/ccrs_manifest']));
  });
});
