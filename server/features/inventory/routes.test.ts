import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryItemV1, InventoryItemV2 } from '../../../shared/api/catalog.ts';
import { DEMO_MANAGER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';

interface ItemList<I> { inventory_items: I[]; meta: { total: number } }
interface Errors { errors: Record<string, string[]> }

const V1_KEYS = ['id', 'inventory_item_places', 'lot_number', 'metadata', 'product', 'product_id', 'purchase_price', 'quantity',
  'received_at', 'sample', 'sell_type', 'sellable_quantity', 'sku', 'test_results_cbd', 'test_results_thc', 'transferred_out', 'weight'];
const V2_ONLY = ['test_results_thca', 'test_results_cbda', 'test_results_cbc', 'test_results_cbg', 'test_results_thcv',
  'test_results_total_thc', 'test_results_total_cbd', 'test_results_total_thca', 'test_results_total_cbda', 'test_results_total_cbc',
  'test_results_total_cbg', 'test_results_total_thcv', 'test_results_max_thc', 'test_results_max_cbd', 'test_results_max_cbc',
  'test_results_max_cbg', 'test_results_max_thcv', 'test_results_cbn', 'test_results_max_cbn', 'test_results_terpenoid_profile',
  'packager_name', 'packager_license_number', 'producer_name', 'harvest_lot_number', 'harvest_date', 'cultivator_license_number',
  'additional_cultivator_license_number', 'test_lab_name', 'test_batch_number', 'test_analysis_dates', 'pesticides_text',
  'ingredients_text', 'medical_subtype', 'process_disclosure', 'medical', 'traceable', 'sample_type', 'status', 'expiration_date',
  'packaged_date', 'last_received_at', 'velocity', 'traceable_amount', 'pre_mixed_weight', 'paid_excise_tax', 'strain',
  'product_type_name', 'flower_type', 'additional_materials', 'package_label'];
const V2_KEYS = [...V1_KEYS, ...V2_ONLY].sort();
const PLACE_KEYS = ['id', 'inventory_item_id', 'inventory_status', 'place_id', 'quantity', 'sellable_quantity'];

const ids = (rows: ReadonlyArray<{ id: string }>) => rows.map((r) => r.id).sort();
/** Item ids are lower-case UUIDs: every collation orders them as plain code units do. */
const byDatabaseOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describeEachEngine('inventory items', (engine) => {
  let api: TestStoreApi;
  let token: string;
  let v1: InventoryItemV1[];
  let v2: InventoryItemV2[];
  const list = <I>(version: 1 | 2, query: string) =>
    call<ItemList<I>>(api.baseUrl, 'GET', `/api/v${version}/inventory_items?limit=1000&${query}`, { token });
  const expectMatch = async (query: string, keep: (item: InventoryItemV2) => boolean) => {
    const res = await list<InventoryItemV2>(2, query);
    expect(res.status, query).toBe(200);
    const expected = v2.filter(keep);
    expect(ids(res.body.inventory_items), query).toEqual(ids(expected));
    expect(res.body.meta.total, query).toBe(expected.length);
    return expected;
  };

  beforeAll(async () => {
    api = await startStoreApi({ engine, demo: { products: 60 } });
    token = await api.signIn(DEMO_MANAGER);
    v2 = (await list<InventoryItemV2>(2, '')).body.inventory_items;
    const byId = new Map((await list<InventoryItemV1>(1, '')).body.inventory_items.map((i) => [i.id, i]));
    v1 = v2.map((i) => byId.get(i.id)!);
  });
  afterAll(async () => { await api.close(); });

  it('v1 and v2 carry exactly the fields of §2.10, with embedded products and places', async () => {
    expect(v2.length).toBeGreaterThan(60);
    for (const item of v1) {
      expect(Object.keys(item).sort()).toEqual(V1_KEYS);
      expect(typeof item.quantity).toBe('number');
      expect(item.product?.sku).toBe(item.sku);
      expect(typeof item.product?.quantity).toBe('number');
      for (const place of item.inventory_item_places) expect(Object.keys(place).sort()).toEqual(PLACE_KEYS);
    }
    // Every demo product has a vendor: the embedded product names the one stored.
    const vendorOf = new Map((await api.store.db.selectFrom('products').select(['id', 'vendor_id']).execute()).map((p) => [p.id, p.vendor_id]));
    for (const item of v2) {
      expect(Object.keys(item).sort()).toEqual(V2_KEYS);
      expect(Object.keys(item.quantity).sort()).toEqual(['unit', 'value']);
      expect(item.product?.sku).toBe(item.sku);
      expect(item.product?.vendor_id).toEqual(expect.any(String));
      expect(item.product?.vendor_id).toBe(vendorOf.get(item.product_id!));
    }
    const one = await call<{ inventory_item: InventoryItemV2 }>(api.baseUrl, 'GET', `/api/v2/inventory_items/${v2[0]!.id}`, { token });
    expect(one.body.inventory_item).toEqual(v2[0]);
    const oneV1 = await call<{ inventory_item: InventoryItemV1 }>(api.baseUrl, 'GET', `/api/v1/inventory_items/${v1[0]!.id}`, { token });
    expect(oneV1.body.inventory_item).toEqual(v1[0]);
  });

  it('v2 names strain, type and flower type and reads lab fields from details (missing keys are null)', async () => {
    const flower = v2.find((i) => i.product_type_name === 'Flower' && i.flower_type !== null)!;
    expect(['Indica', 'Sativa', 'Hybrid', 'Indica Hybrid', 'Sativa Hybrid']).toContain(flower.flower_type);
    expect(typeof flower.strain).toBe('string');
    expect(typeof flower.test_lab_name).toBe('string');
    expect(typeof flower.test_results_thca).toBe('number');
    expect(flower.traceable).toBe(true);
    expect(flower.cultivator_license_number).toBeNull();
    expect(flower.test_results_total_thc).toEqual({ value: expect.stringMatching(/^\d+\.\d$/), unit: 3 });
    expect(flower.test_results_total_thcv).toBeNull();
    expect(flower.traceable_amount).toEqual(flower.quantity);
    expect(flower.status).toBe(0);
    expect(flower.additional_materials).toEqual([]);
    const accessory = v2.find((i) => i.product_type_name === 'Accessory')!;
    expect(accessory.strain).toBeNull();
    expect(accessory.flower_type).toBeNull();
  });

  it('quantities agree across versions; sellable_quantity counts For Sale places of Sellable items only', async () => {
    for (const [index, item] of v2.entries()) {
      const old = v1[index]!;
      expect(old.quantity).toBe(Number(item.quantity.value));
      expect(old.sellable_quantity).toBe(Number(item.sellable_quantity.value));
      const forSale = item.inventory_item_places.filter((p) => p.inventory_status === 0).reduce((s, p) => s + Number(p.quantity.value) * 1000, 0);
      expect(Math.round(Number(item.sellable_quantity.value) * 1000)).toBe(item.sell_type === 0 ? Math.round(forSale) : 0);
    }
    expect(v2.some((i) => i.sell_type !== 0 && Number(i.quantity.value) > 0)).toBe(true);
    expect(v2.some((i) => i.inventory_item_places.some((p) => p.inventory_status !== 0))).toBe(true);
  });

  it('every list parameter filters; totals count all matches', async () => {
    await expectMatch('sellable=true', (i) => i.sell_type === 0);
    await expectMatch('sellable=false', (i) => i.sell_type !== 0);
    await expectMatch('only_assigned=true', (i) => i.product_id !== null);
    await expectMatch(`by_sku=${v2[4]!.sku}`, (i) => i.sku === v2[4]!.sku);
    await expectMatch(`by_lot_number=${v2[5]!.lot_number}`, (i) => i.lot_number === v2[5]!.lot_number);
    await expectMatch(`by_product_id=${v2[6]!.product_id!}`, (i) => i.product_id === v2[6]!.product_id);
    const found = await expectMatch('by_product_name=GUMMIES', (i) => i.product!.name.toLowerCase().includes('gummies'));
    expect(found.length).toBeGreaterThan(0);
    await expectMatch('sellable=1&by_product_name=a', (i) => i.sell_type === 0 && i.product!.name.toLowerCase().includes('a'));
    expect((await list(2, 'sellable=perhaps')).status).toBe(422);
  });

  it('an item without a product is listed unless only_assigned', async () => {
    const orphan = crypto.randomUUID();
    const template = await api.store.db.selectFrom('inventory_items').selectAll().where('id', '=', v2[0]!.id).executeTakeFirstOrThrow();
    await api.store.db.insertInto('inventory_items').values({ ...template, id: orphan, product_id: null, sku: 'ORPHAN-1', package_label: null, created_at: '2099-01-01T00:00:00.000Z' }).execute();
    const all = (await list<InventoryItemV1>(1, 'by_sku=ORPHAN-1')).body.inventory_items;
    expect(all.map((i) => [i.id, i.product])).toEqual([[orphan, null]]);
    expect((await list<InventoryItemV1>(1, 'by_sku=ORPHAN-1&only_assigned=true')).body.meta.total).toBe(0);
    await api.store.db.deleteFrom('inventory_items').where('id', '=', orphan).execute();
  });

  it('pages with limit and offset, oldest first; bad bounds are 422', async () => {
    const page = (await call<ItemList<InventoryItemV2>>(api.baseUrl, 'GET', '/api/v2/inventory_items?limit=3&offset=2', { token })).body;
    expect(page.inventory_items.map((i) => i.id)).toEqual(v2.slice(2, 5).map((i) => i.id));
    expect(page.meta.total).toBe(v2.length);
    const received = v2.map((i) => i.last_received_at);
    expect(received).toEqual([...received].sort());
    for (const query of ['limit=-3', 'offset=abc']) {
      const res = await call<Errors>(api.baseUrl, 'GET', `/api/v2/inventory_items?${query}`, { token });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([query.split('=')[0]]);
    }
  });

  it('after_id pages by key in id order: every matching item once, the total of all matches on each page', async () => {
    for (const filter of ['', '&sellable=true']) {
      const expected = (filter === '' ? v2 : v2.filter((i) => i.sell_type === 0)).map((i) => i.id).sort(byDatabaseOrder);
      const seen: string[] = [];
      let after = '';
      for (;;) {
        const res = await call<ItemList<InventoryItemV2>>(api.baseUrl, 'GET', `/api/v2/inventory_items?limit=7&after_id=${encodeURIComponent(after)}${filter}`, { token });
        expect(res.status).toBe(200);
        expect(res.body.meta.total).toBe(expected.length);
        seen.push(...res.body.inventory_items.map((i) => i.id));
        if (res.body.inventory_items.length < 7) break;
        after = res.body.inventory_items.at(-1)!.id;
      }
      expect(seen).toEqual(expected);
    }
  });

  it('after_id with offset is 422 naming offset; offset alone still pages oldest first', async () => {
    const res = await call<Errors>(api.baseUrl, 'GET', `/api/v2/inventory_items?after_id=${v2[0]!.id}&offset=1`, { token });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['offset']);
    const page = (await call<ItemList<InventoryItemV2>>(api.baseUrl, 'GET', '/api/v2/inventory_items?limit=2&offset=1', { token })).body;
    expect(page.inventory_items.map((i) => i.id)).toEqual(v2.slice(1, 3).map((i) => i.id));
  });

  describe('updates', () => {
    const latestNotification = () => api.store.db.selectFrom('push_notifications').selectAll()
      .where('company_id', '=', api.demo.companyIds[0]).orderBy('sequence_id', 'desc').limit(1).executeTakeFirst();

    it('v1 changes sku, sell_type, metadata and product (moving its stock); each update notifies', async () => {
      const item = v1.find((i) => i.quantity > 0)!;
      const target = v1.find((i) => i.product_id !== item.product_id)!.product_id!;
      const before = await latestNotification();
      const products = async () => new Map((await api.store.db.selectFrom('products').select(['id', 'quantity_milli'])
        .where('id', 'in', [item.product_id!, target]).execute()).map((p) => [p.id, p.quantity_milli]));
      const stockBefore = await products();
      const res = await call(api.baseUrl, 'PUT', `/api/v1/inventory_items/${item.id}`, {
        token, body: { inventory_item: { id: item.id, product_id: target, sku: 'NEW-SKU-1', sell_type: 1, metadata: { shelf: 'B2', tags: [1, 2] } } },
      });
      expect(res.status).toBe(204);
      expect(res.body).toBeNull();
      const after = (await call<{ inventory_item: InventoryItemV1 }>(api.baseUrl, 'GET', `/api/v1/inventory_items/${item.id}`, { token })).body.inventory_item;
      expect(after).toMatchObject({ product_id: target, sku: 'NEW-SKU-1', sell_type: 1, metadata: { shelf: 'B2', tags: [1, 2] }, sellable_quantity: 0 });
      const stockAfter = await products();
      const moved = Math.round(item.quantity * 1000);
      expect(stockAfter.get(item.product_id!)).toBe(stockBefore.get(item.product_id!)! - moved);
      expect(stockAfter.get(target)).toBe(stockBefore.get(target)! + moved);
      const notification = await latestNotification();
      expect(notification).toMatchObject({ event: 'update', model: 'InventoryItem', record_id: item.id, sequence_id: (before?.sequence_id ?? 0) + 1 });
    });

    it('v2 changes only sku and metadata; other fields are ignored', async () => {
      const item = (await call<{ inventory_item: InventoryItemV2 }>(api.baseUrl, 'GET', `/api/v2/inventory_items/${v2[1]!.id}`, { token })).body.inventory_item;
      const res = await call(api.baseUrl, 'PUT', `/api/v2/inventory_items/${item.id}`, {
        token, body: { inventory_item: { sku: 'V2-SKU', metadata: { note: 'x' }, sell_type: 2, product_id: v2[9]!.product_id, lot_number: 'HACK' } },
      });
      expect(res.status).toBe(204);
      const after = (await call<{ inventory_item: InventoryItemV2 }>(api.baseUrl, 'GET', `/api/v2/inventory_items/${item.id}`, { token })).body.inventory_item;
      expect(after).toEqual({ ...item, sku: 'V2-SKU', metadata: { note: 'x' }, product: { ...item.product!, sku: 'V2-SKU' } });
      expect((await latestNotification())?.record_id).toBe(item.id);
    });

    it('a bad field is 422 naming it and changes nothing, with no notification', async () => {
      const item = (await call<{ inventory_item: InventoryItemV1 }>(api.baseUrl, 'GET', `/api/v1/inventory_items/${v1[2]!.id}`, { token })).body.inventory_item;
      const before = await latestNotification();
      const cases: Array<[number, Record<string, unknown>, string]> = [
        [1, { sku: '' }, 'sku'], [1, { sell_type: 7 }, 'sell_type'], [1, { sell_type: 'sellable' }, 'sell_type'],
        [1, { metadata: 'text' }, 'metadata'], [1, { product_id: crypto.randomUUID(), sku: 'NOPE' }, 'product_id'],
        [1, { id: crypto.randomUUID() }, 'id'], [2, { metadata: [1, 2] }, 'metadata'], [2, { sku: 5 }, 'sku'],
      ];
      const foreignProduct = await api.store.db.selectFrom('products').select('id').where('company_id', '=', api.demo.companyIds[1]).executeTakeFirstOrThrow();
      cases.push([1, { product_id: foreignProduct.id }, 'product_id']);
      for (const [version, body, field] of cases) {
        const res = await call<Errors>(api.baseUrl, 'PUT', `/api/v${version}/inventory_items/${item.id}`, { token, body: { inventory_item: body } });
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(Object.keys(res.body.errors), JSON.stringify(body)).toEqual([field]);
      }
      const after = (await call<{ inventory_item: InventoryItemV1 }>(api.baseUrl, 'GET', `/api/v1/inventory_items/${item.id}`, { token })).body.inventory_item;
      expect(after).toEqual(item);
      expect((await latestNotification())?.sequence_id).toBe(before?.sequence_id);
    });
  });

  it('an unknown id or one of another company is 404 on read and update, and nothing changes', async () => {
    const other = await api.store.db.selectFrom('inventory_items').select(['id', 'sku']).where('company_id', '=', api.demo.companyIds[1]).executeTakeFirstOrThrow();
    const foreign = await api.store.db.selectFrom('inventory_items').select(['id', 'sku']).where('company_id', '=', api.demo.otherCompanyId).executeTakeFirstOrThrow();
    for (const version of [1, 2]) {
      for (const id of [crypto.randomUUID(), other.id, foreign.id]) {
        expect((await call(api.baseUrl, 'GET', `/api/v${version}/inventory_items/${id}`, { token })).status).toBe(404);
        const put = await call(api.baseUrl, 'PUT', `/api/v${version}/inventory_items/${id}`, { token, body: { inventory_item: { sku: 'HIJACK' } } });
        expect(put.status).toBe(404);
        expect(typeof put.body['error']).toBe('string');
      }
    }
    const still = await api.store.db.selectFrom('inventory_items').select('sku').where('id', 'in', [other.id, foreign.id]).execute();
    expect(still.map((r) => r.sku).sort()).toEqual([other.sku, foreign.sku].sort());
    const theirs = (await call<ItemList<InventoryItemV2>>(api.baseUrl, 'GET', '/api/v2/inventory_items?limit=1000', { token, company: api.demo.companyIds[1] })).body.inventory_items;
    expect(theirs.some((i) => i.id === other.id)).toBe(true);
    const mine = new Set(ids(v2));
    expect(theirs.filter((i) => mine.has(i.id))).toEqual([]);
  });
});
