import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductTypeV1, ProductTypeV2 } from '../../../shared/api/catalog.ts';
import type { TaxItem } from '../../../shared/api/money.ts';
import { DEMO_MANAGER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';

const COMMON = ['can_edit_concentrate_type', 'can_edit_flower_type', 'can_edit_strain', 'can_edit_test_results', 'can_edit_weight',
  'id', 'is_marijuana', 'name', 'tax_item_ids', 'test_results_unit', 'traceability_type'];

describeEachEngine('product types', (engine) => {
  let api: TestStoreApi;
  let token: string;
  beforeAll(async () => {
    api = await startStoreApi({ engine, demo: { products: 8 } });
    token = await api.signIn(DEMO_MANAGER);
  });
  afterAll(async () => { await api.close(); });

  it('v1 adds default, v2 adds color; sorted by name; only the location’s types', async () => {
    const v1 = await call<{ product_types: ProductTypeV1[] }>(api.baseUrl, 'GET', '/api/v1/product_types', { token });
    expect(v1.status).toBe(200);
    expect(Object.keys(v1.body).sort()).toEqual(['product_types']);
    for (const t of v1.body.product_types) expect(Object.keys(t).sort()).toEqual([...COMMON, 'default'].sort());
    expect(v1.body.product_types.filter((t) => t.default).map((t) => t.name)).toEqual(['Flower']);
    const v2 = await call<{ product_types: ProductTypeV2[] }>(api.baseUrl, 'GET', '/api/v2/product_types', { token });
    for (const t of v2.body.product_types) {
      expect(Object.keys(t).sort()).toEqual([...COMMON, 'color'].sort());
      expect(Number.isInteger(t.color)).toBe(true);
    }
    const names = v2.body.product_types.map((t) => t.name);
    expect(names).toEqual([...names].sort());
    const flower = v2.body.product_types.find((t) => t.name === 'Flower')!;
    expect(flower).toMatchObject({ is_marijuana: true, can_edit_flower_type: true, traceability_type: 1 });
    expect(v2.body.product_types.find((t) => t.name === 'Accessory')).toMatchObject({ is_marijuana: false, can_edit_strain: false });
    const rows = await api.store.db.selectFrom('product_types').select('id').where('company_id', '=', api.demo.companyIds[0]).execute();
    expect(v2.body.product_types.map((t) => t.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const other = await call<{ product_types: ProductTypeV2[] }>(api.baseUrl, 'GET', '/api/v2/product_types', { token, company: api.demo.companyIds[1] });
    expect(other.body.product_types.filter((t) => rows.some((r) => r.id === t.id))).toEqual([]);
  });

  it('tax_item_ids name the location’s real tax items: the cannabis taxes on cannabis types, none of them on accessories', async () => {
    const taxesOf = async (company: string) => {
      const taxes = (await call<{ tax_items: TaxItem[] }>(api.baseUrl, 'GET', '/api/v2/tax_items', { token, company })).body.tax_items;
      const types = (await call<{ product_types: ProductTypeV1[] }>(api.baseUrl, 'GET', '/api/v1/product_types', { token, company })).body.product_types;
      const names = (ids: string[]) => ids.map((id) => taxes.find((tax) => tax.id === id)?.name ?? `unknown ${id}`);
      return { types, names };
    };
    // Downtown, Portland: Oregon's state and Portland's local cannabis tax (by name).
    const downtown = await taxesOf(api.demo.companyIds[0]);
    for (const type of downtown.types) {
      expect(downtown.names(type.tax_item_ids), type.name)
        .toEqual(type.is_marijuana ? ['Oregon retail marijuana tax', 'Portland local marijuana tax'] : []);
    }
    // Eastside, Vancouver WA: the excise and the sales taxes on cannabis; the sales taxes on the rest.
    const eastside = await taxesOf(api.demo.companyIds[1]);
    for (const type of eastside.types) {
      expect(eastside.names(type.tax_item_ids), type.name).toEqual(type.is_marijuana
        ? ['Vancouver local sales tax (cannabis)', 'Washington cannabis excise tax', 'Washington retail sales tax (cannabis)']
        : ['Vancouver local sales tax', 'Washington retail sales tax']);
    }
  });
});
