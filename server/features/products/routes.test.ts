import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductV1, ProductV2 } from '../../../shared/api/catalog.ts';
import { DEMO_MANAGER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';

interface ProductList<P> { products: P[]; meta: { total: number } }
interface Errors { errors: Record<string, string[]> }

const V1_KEYS = ['active', 'brand_id', 'category_id', 'collect_excise_tax', 'concentrate_type', 'description', 'flower_type',
  'id', 'internal_notes', 'latest_sku', 'metadata', 'name', 'pricing_type', 'product_type_id', 'quantity', 'sell_price',
  'strain_id', 'tags', 'test_results_cbd', 'test_results_thc', 'vendor', 'weight'];
const V2_KEYS = ['active', 'base_price', 'brand_id', 'category_id', 'concentrate_type', 'description', 'discountable',
  // medical_only: Canopy's extension (v2 only): sold to patients only, where the location may make medical sales.
  'flower_type', 'id', 'images', 'internal_notes', 'inventory_item_places', 'latest_sku', 'medical_only', 'member_price_enabled',
  'member_sell_price', 'metadata', 'name', 'par', 'patient_price_enabled', 'patient_sell_price', 'price_at_register',
  'pricing_type', 'product_type_id', 'quantities_by_place', 'quantity', 'sell_price', 'sku', 'status', 'strain_id', 'tags',
  'test_results_cbd', 'test_results_thc', 'tier_price', 'tiered_pricing_model_id', 'unit_of_measure', 'velocity', 'vendor_id',
  'weight', 'wholesale_value'];

const ids = (rows: ReadonlyArray<{ id: string }>) => rows.map((r) => r.id).sort();
const binary = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describeEachEngine('products', (engine) => {
  let api: TestStoreApi;
  let token: string;
  let v1: ProductV1[];
  let v2: ProductV2[];
  const list = <P>(version: 1 | 2, query: string) =>
    call<ProductList<P>>(api.baseUrl, 'GET', `/api/v${version}/products?limit=1000&${query}`, { token });
  const expectMatch = async (query: string, keep: (p: ProductV1, q: ProductV2) => boolean) => {
    const res = await list<ProductV2>(2, query);
    expect(res.status, query).toBe(200);
    const expected = v2.filter((p, i) => keep(v1[i]!, p));
    expect(ids(res.body.products), query).toEqual(ids(expected));
    expect(res.body.meta.total, query).toBe(expected.length);
    return expected;
  };

  beforeAll(async () => {
    api = await startStoreApi({ engine, demo: { products: 120 } });
    token = await api.signIn(DEMO_MANAGER);
    v2 = (await list<ProductV2>(2, '')).body.products;
    const byId = new Map((await list<ProductV1>(1, '')).body.products.map((p) => [p.id, p]));
    v1 = v2.map((p) => byId.get(p.id)!);
  });
  afterAll(async () => { await api.close(); });

  it('v1 and v2 carry exactly the fields of §2.12', async () => {
    expect(v2).toHaveLength(120);
    for (const p of v1) expect(Object.keys(p).sort()).toEqual(V1_KEYS);
    for (const p of v2) expect(Object.keys(p).sort()).toEqual(V2_KEYS);
    const one1 = await call<{ product: ProductV1 }>(api.baseUrl, 'GET', `/api/v1/products/${v1[0]!.id}`, { token });
    expect(one1.body.product).toEqual(v1[0]);
    const one2 = await call<{ product: ProductV2 }>(api.baseUrl, 'GET', `/api/v2/products/${v2[0]!.id}`, { token });
    expect(one2.body.product).toEqual(v2[0]);
  });

  it('presents quantities, weight, vendor and stock by place consistently', async () => {
    const vendors = new Map((await api.store.db.selectFrom('vendors').select(['id', 'name']).execute()).map((v) => [v.id, v.name]));
    for (const [i, p] of v2.entries()) {
      const old = v1[i]!;
      expect(old.quantity).toBe(Number(p.quantity.value));
      expect(p.quantity.unit).toBe(p.unit_of_measure);
      expect(old.vendor).toBe(vendors.get(p.vendor_id!));
      expect(old.weight).toEqual(p.weight);
      if (p.weight !== null) expect(Object.keys(p.weight).sort()).toEqual(['unit', 'value']);
      const placed = p.inventory_item_places.reduce((sum, row) => sum + Number(row.quantity.value) * 1000, 0);
      expect(Math.round(placed)).toBe(Math.round(Number(p.quantity.value) * 1000));
      const byPlace = p.quantities_by_place.reduce((sum, row) => sum + Number(row.quantity.value) * 1000, 0);
      expect(Math.round(byPlace)).toBe(Math.round(placed));
      for (const row of p.quantities_by_place) expect(Object.keys(row).sort()).toEqual(['inventory_status', 'name', 'quantity']);
      expect(p.images).toEqual([]);
    }
    expect(v1.some((p) => p.weight === null)).toBe(true);
    expect(v1.some((p) => p.weight !== null)).toBe(true);
  });

  it('boolean filters: active, by_active, mj, para, by_discountable', async () => {
    await expectMatch('by_active=true', (p) => p.active);
    await expectMatch('by_active=false', (p) => !p.active);
    await expectMatch('active=true', (p) => p.active);
    await expectMatch('active=1&by_active=false', (p) => !p.active);
    await expectMatch('mj=true', (p) => p.collect_excise_tax);
    await expectMatch('para=true', (p) => !p.collect_excise_tax);
    await expectMatch('mj=false', (p) => !p.collect_excise_tax);
    await expectMatch('by_discountable=false', (_p, q) => !q.discountable);
    const both = await expectMatch('by_discountable=1&mj=1&by_active=1', (p, q) => q.discountable && p.collect_excise_tax && p.active);
    expect(both.length).toBeGreaterThan(0);
    expect((await list(2, 'by_active=maybe')).status).toBe(422);
  });

  it('text filters: by_name, by_vendor (contains), by_brand, by_strain (name), ids', async () => {
    expect((await expectMatch('by_name=GUMMIES', (p) => p.name.toLowerCase().includes('gummies'))).length).toBeGreaterThan(0);
    expect((await expectMatch('by_vendor=oregon', (p) => (p.vendor ?? '').toLowerCase().includes('oregon'))).length).toBeGreaterThan(0);
    const brand = await api.store.db.selectFrom('brands').select(['id', 'name']).where('id', '=', v2[0]!.brand_id!).executeTakeFirstOrThrow();
    expect((await expectMatch(`by_brand=${encodeURIComponent(brand.name.toUpperCase())}`, (p) => p.brand_id === brand.id)).length).toBeGreaterThan(0);
    const withStrain = v2.find((p) => p.strain_id !== null)!;
    const strain = await api.store.db.selectFrom('strains').select(['id', 'name']).where('id', '=', withStrain.strain_id!).executeTakeFirstOrThrow();
    expect((await expectMatch(`by_strain=${encodeURIComponent(strain.name)}`, (p) => p.strain_id === strain.id)).length).toBeGreaterThan(0);
    const typeId = v2[3]!.product_type_id!;
    expect((await expectMatch(`by_product_type=${typeId}`, (p) => p.product_type_id === typeId)).length).toBe(15);
    await expectMatch('by_category=00000000-0000-4000-8000-000000000000', () => false);
    await setCategory(v2[5]!.id, 'cat-1');
    await expectMatch('by_category=cat-1', (p) => p.id === v2[5]!.id);
  });

  async function setCategory(productId: string, categoryId: string) {
    await api.store.db.updateTable('products').set({ category_id: categoryId }).where('id', '=', productId).execute();
  }

  it('by_sku and by_lot_number find products through their inventory items', async () => {
    const item = await api.store.db.selectFrom('inventory_items').select(['sku', 'lot_number', 'product_id'])
      .where('company_id', '=', api.demo.companyIds[0]).where('product_id', '=', v2[7]!.id).executeTakeFirstOrThrow();
    await expectMatch(`by_sku=${item.sku}`, (p) => p.id === item.product_id);
    await expectMatch(`by_lot_number=${item.lot_number}`, (p) => p.id === item.product_id);
    await expectMatch('by_sku=NO-SUCH-SKU', () => false);
  });

  it('numeric filters: every comparator and value form', async () => {
    const qty = (q: ProductV2) => Number(q.quantity.value);
    const thc = (q: ProductV2) => (q.test_results_thc === null ? null : Number(q.test_results_thc));
    const mid = qty(v2[10]!);
    await expectMatch(`by_quantity[quantity]=${mid}&by_quantity[comparator]=${encodeURIComponent('<')}`, (_p, q) => qty(q) < mid);
    await expectMatch(`by_quantity[quantity]=${mid}&by_quantity[comparator]=${encodeURIComponent('<=')}`, (_p, q) => qty(q) <= mid);
    await expectMatch(`by_quantity[quantity]=${mid}&by_quantity[comparator]=${encodeURIComponent('=')}`, (_p, q) => qty(q) === mid);
    await expectMatch(`by_quantity[quantity]=${mid}&by_quantity[comparator]=${encodeURIComponent('>=')}`, (_p, q) => qty(q) >= mid);
    await expectMatch(`by_quantity[quantity]=${mid}&by_quantity[comparator]=${encodeURIComponent('>')}`, (_p, q) => qty(q) > mid);
    await expectMatch('by_quantity[quantity]=10,40&by_quantity[comparator]=between', (_p, q) => qty(q) >= 10 && qty(q) <= 40);
    await expectMatch(`by_quantity[quantity]=0,${mid}&by_quantity[comparator]=in`, (_p, q) => qty(q) === 0 || qty(q) === mid);
    await expectMatch('by_quantity[quantity]=0.5&by_quantity[comparator]=%3C', (_p, q) => qty(q) < 0.5);
    const price = v2[20]!.sell_price;
    await expectMatch(`by_sell_price[sell_price]=${price}&by_sell_price[comparator]=%3E%3D`, (p) => p.sell_price >= price);
    await expectMatch('by_sell_price[sell_price]=1000,2500&by_sell_price[comparator]=between', (p) => p.sell_price >= 1000 && p.sell_price <= 2500);
    await expectMatch('by_test_results_thc[test_results_thc]=0.2&by_test_results_thc[comparator]=%3E', (_p, q) => (thc(q) ?? -1) > 0.2);
    await expectMatch('by_test_results_cbd[test_results_cbd]=0.01,0.02&by_test_results_cbd[comparator]=between',
      (_p, q) => q.test_results_cbd !== null && Number(q.test_results_cbd) >= 0.01 && Number(q.test_results_cbd) <= 0.02);
  });

  it('numeric filter mistakes are 422 naming the parameter', async () => {
    const cases: Array<[string, string]> = [
      ['by_quantity[quantity]=5', 'by_quantity[comparator]'],
      ['by_quantity[comparator]=%3E', 'by_quantity[quantity]'],
      ['by_quantity[quantity]=5&by_quantity[comparator]=about', 'by_quantity[comparator]'],
      ['by_sell_price[sell_price]=cheap&by_sell_price[comparator]=%3C', 'by_sell_price[sell_price]'],
      ['by_sell_price[sell_price]=1,2&by_sell_price[comparator]=%3C', 'by_sell_price[sell_price]'],
      ['by_test_results_thc[test_results_thc]=1,2,3&by_test_results_thc[comparator]=between', 'by_test_results_thc[test_results_thc]'],
      ['by_test_results_cbd[test_results_cbd]=1&by_test_results_cbd[comparator]=between', 'by_test_results_cbd[test_results_cbd]'],
    ];
    for (const [query, field] of cases) {
      const res = await call<Errors>(api.baseUrl, 'GET', `/api/v1/products?${query}`, { token });
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors), query).toEqual([field]);
    }
  });

  it('sorts by each field both ways; direction alone changes nothing', async () => {
    const typeNames = new Map((await api.store.db.selectFrom('product_types').select(['id', 'name']).execute()).map((t) => [t.id, t.name]));
    const keys: Record<string, (p: ProductV1) => string | number> = {
      name: (p) => p.name, sell_price: (p) => p.sell_price, quantity: (p) => p.quantity,
      vendor: (p) => p.vendor ?? '', product_type: (p) => typeNames.get(p.product_type_id!) ?? '',
    };
    for (const [field, key] of Object.entries(keys)) {
      for (const direction of ['asc', 'desc'] as const) {
        const rows = (await list<ProductV1>(1, `sort_by[field]=${field}&sort_by[direction]=${direction}`)).body.products;
        const values = rows.map(key);
        const sorted = [...values].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : binary(String(a), String(b))));
        expect(values, `${field} ${direction}`).toEqual(direction === 'asc' ? sorted : sorted.reverse());
      }
    }
    const plain = (await list<ProductV1>(1, '')).body.products.map((p) => p.id);
    expect((await list<ProductV1>(1, 'sort_by[direction]=desc')).body.products.map((p) => p.id)).toEqual(plain);
    expect((await list(1, 'sort_by[field]=colour')).status).toBe(422);
  });

  it('pages with limit and offset; bounds are 422; total counts all matches', async () => {
    const page = await call<ProductList<ProductV2>>(api.baseUrl, 'GET', '/api/v2/products?limit=5&offset=3', { token });
    expect(page.body.products.map((p) => p.id)).toEqual(v2.slice(3, 8).map((p) => p.id));
    expect(page.body.meta.total).toBe(120);
    const beyond = await call<ProductList<ProductV2>>(api.baseUrl, 'GET', '/api/v2/products?offset=500', { token });
    expect(beyond.body.products).toEqual([]);
    const fallback = await call<ProductList<ProductV2>>(api.baseUrl, 'GET', '/api/v2/products', { token });
    expect(fallback.body.products).toHaveLength(50);
    for (const query of ['limit=-1', 'offset=x']) {
      const res = await call<Errors>(api.baseUrl, 'GET', `/api/v2/products?${query}`, { token });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([query.split('=')[0]]);
    }
  });

  it('an unknown id or one of another company is 404; lists never show another company', async () => {
    const other = await api.store.db.selectFrom('products').select('id').where('company_id', '=', api.demo.companyIds[1]).executeTakeFirstOrThrow();
    const foreign = await api.store.db.selectFrom('products').select('id').where('company_id', '=', api.demo.otherCompanyId).executeTakeFirstOrThrow();
    for (const version of [1, 2]) {
      for (const id of [crypto.randomUUID(), other.id, foreign.id]) {
        const res = await call(api.baseUrl, 'GET', `/api/v${version}/products/${id}`, { token });
        expect(res.status).toBe(404);
        expect(typeof res.body['error']).toBe('string');
      }
    }
    const theirs = (await call<ProductList<ProductV2>>(api.baseUrl, 'GET', '/api/v2/products?limit=1000', { token, company: api.demo.companyIds[1] })).body.products;
    expect(theirs.some((p) => p.id === other.id)).toBe(true);
    const mine = new Set(ids(v2));
    expect(theirs.filter((p) => mine.has(p.id))).toEqual([]);
  });
});
