import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CatalogFeedItem, CatalogFeedPage } from '../../../shared/api/catalog-feed.ts';
import type { InventoryItemV2 } from '../../../shared/api/catalog.ts';
import { call } from '../../../test/support/http.ts';
import { DEMO_MANAGER } from '../../demo/accounts.ts';
import { catalogFeedQuery } from './repository.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';

interface ItemList { inventory_items: InventoryItemV2[] }
/** Item ids are lower-case UUIDs: every collation orders them as plain code units do. */
const byDatabaseOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The fields the feed answers, taken from a v2 inventory item. */
const feedFieldsOf = (item: InventoryItemV2): CatalogFeedItem => ({
  id: item.id, sku: item.sku, strain: item.strain, product_type_name: item.product_type_name, flower_type: item.flower_type,
  quantity: item.quantity, sell_type: item.sell_type, test_results_thc: item.test_results_thc, test_results_cbd: item.test_results_cbd,
  test_results_total_thc: item.test_results_total_thc, medical: item.medical,
  product: item.product === null ? null : {
    id: item.product.id, name: item.product.name, active: item.product.active, sell_price: item.product.sell_price,
    pricing_type: item.product.pricing_type, brand_id: item.product.brand_id, strain_id: item.product.strain_id,
    product_type_id: item.product.product_type_id, discountable: item.product.discountable, weight: item.product.weight,
    unit_of_measure: item.product.unit_of_measure, test_results_thc: item.product.test_results_thc,
    patient_sell_price: item.product.patient_sell_price, patient_price_enabled: item.product.patient_price_enabled,
    member_sell_price: item.product.member_sell_price, member_price_enabled: item.product.member_price_enabled,
    medical_only: item.product.medical_only,
  },
});

describeEachEngine('catalog feed', (engine) => {
  let api: TestStoreApi;
  let token: string;
  const feed = (query: string, company?: string) => call<CatalogFeedPage>(api.baseUrl, 'GET', `/api/v2/catalog_items?${query}`, { token, company });
  const countOf = async (companyId: string) => (await api.store.db.selectFrom('inventory_items').select('id').where('company_id', '=', companyId).execute()).length;
  const readAll = async (pageSize: number, company?: string): Promise<CatalogFeedItem[]> => {
    const items: CatalogFeedItem[] = [];
    let after = '';
    for (;;) {
      const res = await feed(`limit=${pageSize}&after_id=${encodeURIComponent(after)}`, company);
      expect(res.status).toBe(200);
      // The first page says how many items there are; later ones do not count again.
      if (after === '') expect(res.body.meta?.total).toBe(await countOf(company ?? api.demo.companyIds[0]));
      else expect(res.body.meta).toBeUndefined();
      items.push(...res.body.catalog_items);
      if (res.body.catalog_items.length < pageSize) return items;
      after = res.body.catalog_items.at(-1)!.id;
    }
  };

  beforeAll(async () => {
    api = await startStoreApi({ engine, demo: { products: 60 } });
    token = await api.signIn(DEMO_MANAGER);
    // An item without a product and one with details the lab filled: both must read as v2 reads them.
    const companyId = api.demo.companyIds[0];
    const item = await api.store.db.selectFrom('inventory_items').select('id').where('company_id', '=', companyId).orderBy('id').limit(2).execute();
    await api.store.db.updateTable('inventory_items').set({ product_id: null }).where('id', '=', item[0]!.id).execute();
    await api.store.db.updateTable('inventory_items').set({ details: JSON.stringify({ test_results_total_thc: { value: '21.5', unit: 0 } }) })
      .where('id', '=', item[1]!.id).execute();
  });
  afterAll(async () => { await api.close(); });

  it('answers, for every item of the location in id order, exactly the fields the v2 inventory item has for it', async () => {
    const v2 = (await call<ItemList>(api.baseUrl, 'GET', '/api/v2/inventory_items?limit=1000', { token })).body.inventory_items;
    expect(v2.length).toBeGreaterThan(60);
    expect(v2.some((item) => item.product === null)).toBe(true);
    expect(v2.some((item) => item.test_results_total_thc !== null)).toBe(true);
    const expected = v2.map(feedFieldsOf).sort((a, b) => byDatabaseOrder(a.id, b.id));
    const items = await readAll(1000);
    expect(items).toEqual(expected);
    // Nothing more than those fields.
    for (const item of items) expect(Object.keys(item).sort()).toEqual(Object.keys(feedFieldsOf(v2[0]!)).sort());
  });

  it('pages by key: small pages read every item once, in the same order', async () => {
    const whole = await readAll(5000);
    expect(await readAll(7)).toEqual(whole);
    const res = await feed('');
    expect(res.status).toBe(200);
    expect(res.body.catalog_items.map((i) => i.id)).toEqual(whole.map((i) => i.id));
  });

  it('limit outside 1 to 5000 is 422 naming it', async () => {
    for (const limit of ['0', '5001', 'x']) {
      const res = await call<{ errors: Record<string, string[]> }>(api.baseUrl, 'GET', `/api/v2/catalog_items?limit=${limit}`, { token });
      expect(res.status, limit).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['limit']);
    }
  });

  it('needs a token, answers the chosen location only, never another account, and is v2 only', async () => {
    expect((await call(api.baseUrl, 'GET', '/api/v2/catalog_items')).status).toBe(401);
    expect((await call(api.baseUrl, 'GET', '/api/v1/catalog_items', { token })).status).toBe(404);
    expect((await feed('', api.demo.otherCompanyId)).status).toBe(403);
    const itemsOf = async (companyId: string) => (await api.store.db.selectFrom('inventory_items').select('id')
      .where('company_id', '=', companyId).execute()).map((row) => row.id).sort(byDatabaseOrder);
    for (const companyId of api.demo.companyIds) {
      expect((await readAll(5000, companyId)).map((item) => item.id)).toEqual(await itemsOf(companyId));
    }
  });

  it.runIf(engine === 'sqlite')('reads a page from the (company_id, id) index and each product by its primary key', async () => {
    const query = catalogFeedQuery(api.store.db, api.demo.companyIds[0], '', 5000).compile();
    const plan = await api.store.db.executeQuery<{ detail: string }>({ ...query, sql: `explain query plan ${query.sql}` });
    const details = plan.rows.map((row) => row.detail).join('\n');
    expect(details).toContain('SEARCH ii USING INDEX inventory_items_company_id_keyset (company_id=? AND id>?)');
    expect(details).toMatch(/SEARCH p USING INDEX sqlite_autoindex_products_1 \(id=\?\)/);
  });
});
