import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_BUDTENDER, DEMO_MANAGER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import type { InventoryItemV2 } from '../../../shared/api/catalog.ts';

type Errors = { errors: Record<string, string[]> };

describeEachEngine('package_label on v2 inventory items', (engine) => {
  let api: TestStoreApi;
  let token: string;
  beforeAll(async () => {
    api = await startStoreApi({ engine });
    token = await api.signIn(DEMO_MANAGER);
  });
  afterAll(async () => { await api.close(); });
  const item = async (id: string) => (await call<{ inventory_item: InventoryItemV2 }>(api.baseUrl, 'GET', `/api/v2/inventory_items/${id}`, { token })).body.inventory_item;
  const put = (id: string, body: unknown, as = token) => call<Errors>(api.baseUrl, 'PUT', `/api/v2/inventory_items/${id}`, { token: as, body: { inventory_item: body } });

  it("the demo's cannabis items carry labels; others none; v1 does not show them", async () => {
    const list = (await call<{ inventory_items: InventoryItemV2[] }>(api.baseUrl, 'GET', '/api/v2/inventory_items?limit=1000', { token })).body.inventory_items;
    const labelled = list.filter((i) => i.package_label !== null);
    expect(labelled.length).toBeGreaterThan(0);
    for (const i of labelled) expect(i.package_label).toMatch(/^[0-9A-Z]{24}$/);
    expect(new Set(labelled.map((i) => i.package_label)).size).toBe(labelled.length);
    expect(list.find((i) => i.product_type_name === 'Accessory')?.package_label).toBeNull();
    const v1 = await call<{ inventory_item: Record<string, unknown> }>(api.baseUrl, 'GET', `/api/v1/inventory_items/${labelled[0]!.id}`, { token });
    expect(v1.body.inventory_item).not.toHaveProperty('package_label');
  });

  it('a manager sets or clears it; a malformed or taken label is 422 and changes nothing; a budtender gets 403', async () => {
    const list = (await call<{ inventory_items: InventoryItemV2[] }>(api.baseUrl, 'GET', '/api/v2/inventory_items?limit=2', { token })).body.inventory_items;
    const [a, b] = [list[0]!, list[1]!];
    expect((await put(a.id, { package_label: '1A4060300000001000009999' })).status).toBe(204);
    expect((await item(a.id)).package_label).toBe('1A4060300000001000009999');
    for (const bad of ['1A40603', '1a4060300000001000009998', '1A4060300000001000009999X', '1A40603000000010000 9998']) {
      const res = await put(b.id, { package_label: bad });
      expect([res.status, Object.keys(res.body.errors)], bad).toEqual([422, ['package_label']]);
    }
    const taken = await put(b.id, { package_label: '1A4060300000001000009999' });
    expect([taken.status, Object.keys(taken.body.errors)]).toEqual([422, ['package_label']]);
    const before = (await item(b.id)).package_label;
    expect((await put(b.id, { package_label: 'nope' })).status).toBe(422);
    expect((await item(b.id)).package_label).toBe(before);
    const budtender = await api.signIn(DEMO_BUDTENDER);
    expect((await put(a.id, { package_label: null }, budtender)).status).toBe(403);
    expect((await put(a.id, { package_label: null })).status).toBe(204);
    expect((await item(a.id)).package_label).toBeNull();
  });
});
