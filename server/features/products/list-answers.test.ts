import { expect, it } from 'vitest';
import type { ProductV1, ProductV2 } from '../../../shared/api/catalog.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, withStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import { ringOrder, saleBody, salesFixture } from '../../../test/support/orders/sales.ts';

interface ProductList<P> { products: P[]; meta: { total: number } }

/**
 * GET /products answers are kept until the company's catalog changes (server/http/response-cache.ts):
 * the same URL must never answer from before a write that changes what it shows.
 */
describeEachEngine('products list answers kept between catalog changes', (engine) => {
  let api: TestStoreApi;
  let token: string;
  withStoreApi(engine, (started, signedIn) => { api = started; token = signedIn; }, { demo: { products: 40 } });
  const list = <P>(version: 1 | 2, query: string, company = api.demo.companyIds[0]) =>
    call<ProductList<P>>(api.baseUrl, 'GET', `/api/v${version}/products?${query}`, { token, company });

  it('a sale shows in the next read of the same page, in both versions', async () => {
    const sales = await salesFixture(api, token, api.demo.companyIds[0]);
    const item = sales.items[0]!;
    const query = `by_sku=${encodeURIComponent((await api.store.db.selectFrom('inventory_items').select('sku').where('id', '=', item.id).executeTakeFirstOrThrow()).sku)}`;
    const [before1, before2] = [await list<ProductV1>(1, query), await list<ProductV2>(2, query)];
    // Asked twice, so the answer is certainly kept before the sale.
    expect((await list<ProductV2>(2, query)).body).toEqual(before2.body);
    expect((await ringOrder(sales, saleBody(sales, [{ item, units: 2 }]))).status).toBe(200);
    const [after1, after2] = [await list<ProductV1>(1, query), await list<ProductV2>(2, query)];
    const product = (body: ProductList<ProductV2>) => body.products.find((p) => p.id === item.product_id)!;
    expect(Number(product(after2.body).quantity.value)).toBe(Number(product(before2.body).quantity.value) - 2);
    const v1 = (body: ProductList<ProductV1>) => body.products.find((p) => p.id === item.product_id)!;
    expect(v1(after1.body).quantity).toBe(v1(before1.body).quantity - 2);
  });

  it('a place renamed shows in the next read of the same page', async () => {
    const query = 'limit=5&sort_by[field]=name';
    const before = await list<ProductV2>(2, query);
    await list<ProductV2>(2, query);
    const stocked = before.body.products.flatMap((p) => p.inventory_item_places).find((row) => row.quantity.value !== '0');
    expect(stocked).toBeDefined();
    const renamed = `Vault ${crypto.randomUUID().slice(0, 6)}`;
    const put = await call(api.baseUrl, 'PUT', `/api/v2/places/${stocked!.place_id}`, { token, company: api.demo.companyIds[0], body: { place: { name: renamed } } });
    expect(put.status).toBe(204);
    const after = await list<ProductV2>(2, query);
    expect(after.body.products.flatMap((p) => p.quantities_by_place.map((q) => q.name))).toContain(renamed);
  });

  it('a brand renamed changes what by_brand finds on the same URL', async () => {
    const company = api.demo.companyIds[0];
    const brands = await call<{ brands: Array<{ id: string; name: string }> }>(api.baseUrl, 'GET', '/api/v2/brands', { token, company });
    const brand = brands.body.brands[0]!;
    const query = `by_brand=${encodeURIComponent(brand.name)}&limit=1000`;
    const before = await list<ProductV2>(2, query);
    await list<ProductV2>(2, query);
    expect(before.body.meta.total).toBeGreaterThan(0);
    const put = await call(api.baseUrl, 'PUT', `/api/v2/brands/${brand.id}`, { token, company, body: { brand: { name: `${brand.name} Reserve` } } });
    expect(put.status).toBe(204);
    expect((await list<ProductV2>(2, query)).body).toEqual({ products: [], meta: { total: 0 } });
  });

  it('meta.total of a page not asked before counts what the catalog holds now, not a count kept from before a change', async () => {
    const company = api.demo.companyIds[0];
    const brands = await call<{ brands: Array<{ id: string; name: string }> }>(api.baseUrl, 'GET', '/api/v2/brands', { token, company });
    const brand = brands.body.brands[1]!;
    const first = await list<ProductV2>(2, `by_brand=${encodeURIComponent(brand.name)}&limit=1`);
    expect(first.body.meta.total).toBeGreaterThan(1);
    // The second page of the same filter, before the change: its total is the kept count.
    expect((await list<ProductV2>(2, `by_brand=${encodeURIComponent(brand.name)}&limit=1&offset=1`)).body.meta.total).toBe(first.body.meta.total);
    const put = await call(api.baseUrl, 'PUT', `/api/v2/brands/${brand.id}`, { token, company, body: { brand: { name: `${brand.name} Estate` } } });
    expect(put.status).toBe(204);
    // The same filter, on a page never asked for: no kept answer, and the kept count is of before.
    const after = await list<ProductV2>(2, `by_brand=${encodeURIComponent(brand.name)}&limit=1&offset=2`);
    expect(after.body).toEqual({ products: [], meta: { total: 0 } });
  });

  it('the same URL answers each location with its own products', async () => {
    const [first, second] = api.demo.companyIds;
    const query = 'limit=1000';
    const a = await list<ProductV2>(2, query, first);
    const b = await list<ProductV2>(2, query, second);
    const again = await list<ProductV2>(2, query, first);
    const ids = (body: ProductList<ProductV2>) => new Set(body.products.map((p) => p.id));
    expect([...ids(a.body)].filter((id) => ids(b.body).has(id))).toEqual([]);
    expect(again.body).toEqual(a.body);
  });
});
