import { expect, it } from 'vitest';
import type { ProductTypeV2, ProductV2 } from '../../shared/api/catalog.ts';
import { everyProduct } from '../../renderer/screens/back-office/kit/back-office-queries.ts';
import { call } from '../support/http.ts';
import { httpTestBridge } from '../support/register-bridge.ts';
import { describeEachEngine, withStoreApi, type TestStoreApi } from '../support/store-api.ts';

/*
 * The back office's product list reads GET /products (spec §4.5) page by page, against the REAL
 * Store API: every product, including one entered before its stock arrived (the registers' catalog
 * feed carries only items, so a product without stock was missing from the list), and more products
 * than one page holds.
 */
describeEachEngine('the back office\'s list of products', (engine) => {
  let api: TestStoreApi;
  let token: string;
  withStoreApi(engine, (started, signedIn) => { api = started; token = signedIn; }, { demo: { products: 1005, customers: 1 } });

  it('holds every product of the location, past one page, stock or none, by name', async () => {
    const company = api.demo.companyIds[0]!;
    const types = await call<{ product_types: ProductTypeV2[] }>(api.baseUrl, 'GET', '/api/v2/product_types', { token, company });
    const made = await call<{ product: ProductV2 }>(api.baseUrl, 'POST', '/api/v2/products', {
      token, company, body: { product: { name: 'Aaa first without stock', product_type_id: types.body.product_types[0]!.id, unit_of_measure: 5, sell_price: 100 } },
    });
    expect(made.status).toBe(201);
    const bridge = httpTestBridge({ baseUrl: api.baseUrl, token, companyId: company });

    const answer = await everyProduct(bridge);
    if (answer.kind !== 'ok') throw new Error(`GET /products failed: ${answer.kind}`);
    const stored = await api.store.db.selectFrom('products').select('id').where('company_id', '=', company).execute();
    expect(stored.length).toBeGreaterThan(1000);
    expect(new Set(answer.body.products.map((product) => product.id))).toEqual(new Set(stored.map((row) => row.id)));
    expect(answer.body.products.find((product) => product.id === made.body.product.id)).toMatchObject({ quantity: { value: '0' } });
    const names = answer.body.products.map((product) => product.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(bridge.calls.filter((request) => request.path.startsWith('/products')).length).toBe(2);
  }, 120_000);
});
