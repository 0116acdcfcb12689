import { expect, it } from 'vitest';
import type { InventoryItemV2 } from '../../../shared/api/catalog.ts';
import type { Package } from '../../../shared/api/people.ts';
import { DEMO_BUDTENDER, DEMO_MANAGER, DEMO_OTHER_MANAGER, DEMO_PASSWORD } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { basic, describeEachEngine, withStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';

type Packages = { packages: Package[]; meta: { total: number } };

describeEachEngine('packages', (engine) => {
  let api: TestStoreApi;
  let token: string;
  withStoreApi(engine, (started, signedIn) => { api = started; token = signedIn; });

  it('lists packages with every field of spec §2.18; items are v2 inventory items with their product', async () => {
    const { status, body } = await call<Packages>(api.baseUrl, 'GET', '/api/v2/packages', { token });
    expect(status).toBe(200);
    expect(body.packages.length).toBe(4);
    expect(body.meta.total).toBe(4);
    for (const pkg of body.packages) {
      expect(Object.keys(pkg).sort()).toEqual(['id', 'inventory_items', 'last_status_update_at', 'lot_number', 'previous_status', 'quantity', 'status']);
      expect(pkg.quantity).toEqual({ value: expect.stringMatching(/^\d+(\.\d{1,3})?$/), unit: 0 });
      expect(Number.isInteger(pkg.status)).toBe(true);
      expect(pkg.inventory_items.length).toBeGreaterThan(0);
      expect(pkg.lot_number).toBe(pkg.inventory_items[0]!.lot_number);
      for (const item of pkg.inventory_items) {
        expect(item.product).not.toBeNull();
        expect(item.product!.id).toBe(item.product_id);
        // The same v2 shape GET /inventory_items/{id} gives.
        const single = await call<{ inventory_item: InventoryItemV2 }>(api.baseUrl, 'GET', `/api/v2/inventory_items/${item.id}`, { token });
        expect(single.status).toBe(200);
        expect(item).toEqual(single.body.inventory_item);
      }
    }
    const moved = body.packages.find((p) => p.previous_status !== null)!;
    expect(moved.last_status_update_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const fresh = body.packages.find((p) => p.previous_status === null)!;
    expect(fresh.last_status_update_at).toBeNull();
    // Members of one package are never listed under another.
    const ids = body.packages.flatMap((p) => p.inventory_items.map((i) => i.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('pages with limit and offset and ignores unknown parameters', async () => {
    const all = (await call<Packages>(api.baseUrl, 'GET', '/api/v2/packages', { token })).body.packages.map((p) => p.id);
    const page = await call<Packages>(api.baseUrl, 'GET', '/api/v2/packages?limit=2&offset=1&format=json', { token });
    expect(page.body.packages.map((p) => p.id)).toEqual(all.slice(1, 3));
    expect((await call(api.baseUrl, 'GET', '/api/v2/packages?offset=-1', { token })).status).toBe(422);
  });

  it('answers 404 under /api/v1; takes Basic credentials and the token', async () => {
    expect((await call(api.baseUrl, 'GET', '/api/v1/packages', { token })).status).toBe(404);
    const viaBasic = await call<Packages>(api.baseUrl, 'GET', '/api/v2/packages', { authorization: basic(DEMO_MANAGER, DEMO_PASSWORD) });
    expect(viaBasic.status).toBe(200);
    expect(viaBasic.body).toEqual((await call<Packages>(api.baseUrl, 'GET', '/api/v2/packages', { token })).body);
    expect((await call(api.baseUrl, 'GET', '/api/v2/packages')).status).toBe(401);
  });

  it('is scoped to the session\'s company', async () => {
    const list = async (options: { token: string; company?: string }) =>
      (await call<Packages>(api.baseUrl, 'GET', '/api/v2/packages', options)).body.packages;
    const downtown = await list({ token });
    const eastside = await list({ token, company: api.demo.companyIds[1] });
    const elsewhere = await list({ token: await api.signIn(DEMO_OTHER_MANAGER) });
    const itemsOf = (packages: Package[]) => packages.flatMap((p) => p.inventory_items.map((i) => i.id));
    expect(eastside.length).toBeGreaterThan(0);
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const pkg of [...eastside, ...elsewhere]) expect(downtown.map((p) => p.id)).not.toContain(pkg.id);
    for (const id of [...itemsOf(eastside), ...itemsOf(elsewhere)]) expect(itemsOf(downtown)).not.toContain(id);
    const budtender = await api.signIn(DEMO_BUDTENDER);
    expect((await call(api.baseUrl, 'GET', '/api/v2/packages', { token: budtender, company: api.demo.companyIds[1] })).status).toBe(403);
  });
});
