import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_BUDTENDER, DEMO_MANAGER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';

interface CountAnswer {
  inventory_count: { id: string; posted_at: string | null; lines: Array<{ id: string; inventory_item_id: string; counted: { value: string }; expected: { value: string }; variance: { value: string }; inventory_adjustment_id: string | null }> };
  errors?: Record<string, string[]>;
}

describeEachEngine('counts: a sheet per place, its variances, posted once', (engine) => {
  let api: TestStoreApi;
  let token: string;
  let company: string;
  let placeId: string;
  let items: Array<{ id: string; quantity_milli: number; unit: number }>;

  beforeAll(async () => {
    api = await startStoreApi({ engine });
    token = await api.signIn(DEMO_MANAGER);
    company = api.demo.companyIds[0]!;
    const rows = await api.store.db.selectFrom('inventory_item_places').innerJoin('inventory_items', 'inventory_items.id', 'inventory_item_places.inventory_item_id')
      .innerJoin('products', 'products.id', 'inventory_items.product_id')
      .select(['inventory_item_places.place_id', 'inventory_items.id', 'inventory_item_places.quantity_milli', 'products.unit_of_measure'])
      .where('inventory_item_places.company_id', '=', company).where('inventory_item_places.quantity_milli', '>', 3000).orderBy('inventory_items.id').execute();
    placeId = rows[0]!.place_id;
    items = rows.filter((r) => r.place_id === placeId).slice(0, 3).map((r) => ({ id: r.id, quantity_milli: r.quantity_milli, unit: r.unit_of_measure }));
    expect(items).toHaveLength(3);
  });
  afterAll(async () => { await api.close(); });

  const atPlace = async (itemId: string) => (await api.store.db.selectFrom('inventory_item_places').select('quantity_milli')
    .where('inventory_item_id', '=', itemId).where('place_id', '=', placeId).executeTakeFirstOrThrow()).quantity_milli;
  const value = (milli: number) => (milli / 1000).toString();

  it('answers each line\'s expected quantity and variance; posting twice adjusts each variance once', async () => {
    const [short, exact, over] = items as [typeof items[0], typeof items[0], typeof items[0]];
    const id = randomUUID();
    const body = { inventory_count: { id, place_id: placeId, lines: [
      { inventory_item_id: short.id, counted: { value: value(short.quantity_milli - 2000), unit: short.unit } },
      { inventory_item_id: exact.id, counted: { value: value(exact.quantity_milli), unit: exact.unit } },
      { inventory_item_id: over.id, counted: { value: value(over.quantity_milli + 1000), unit: over.unit } },
    ] } };
    const counted = await call<CountAnswer>(api.baseUrl, 'POST', '/api/v2/inventory_counts', { token, company, body });
    expect(counted.status, JSON.stringify(counted.body)).toBe(201);
    expect(counted.body.inventory_count.lines.map((l) => [l.inventory_item_id, l.variance.value]).sort()).toEqual(
      [[short.id, '-2'], [exact.id, '0'], [over.id, '1']].sort());
    // Counting the same sheet again (a lost answer): the same count.
    expect((await call<CountAnswer>(api.baseUrl, 'POST', '/api/v2/inventory_counts', { token, company, body })).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const posted = await call<CountAnswer>(api.baseUrl, 'POST', `/api/v2/inventory_counts/${id}/post`, { token, company, body: { reason: 'Scale Variance' } });
      expect(posted.status, JSON.stringify(posted.body)).toBe(200);
      expect(posted.body.inventory_count.posted_at).not.toBeNull();
    }
    expect(await atPlace(short.id)).toBe(short.quantity_milli - 2000);
    expect(await atPlace(exact.id)).toBe(exact.quantity_milli);
    expect(await atPlace(over.id)).toBe(over.quantity_milli + 1000);
    const adjustments = await api.store.db.selectFrom('inventory_adjustments').select(['inventory_item_id', 'quantity_milli', 'kind', 'inventory_count_id'])
      .where('inventory_count_id', '=', id).orderBy('quantity_milli').execute();
    expect(adjustments).toEqual([
      { inventory_item_id: short.id, quantity_milli: -2000, kind: 'count_correction', inventory_count_id: id },
      { inventory_item_id: over.id, quantity_milli: 1000, kind: 'count_correction', inventory_count_id: id },
    ]);
  });

  it('refuses a bad sheet (422, nothing recorded) and budtenders', async () => {
    const bad = await call<CountAnswer>(api.baseUrl, 'POST', '/api/v2/inventory_counts', { token, company, body: { inventory_count: { place_id: randomUUID(), lines: [
      { inventory_item_id: randomUUID(), counted: { value: '-1', unit: 5 } },
    ] } } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['lines[0].counted.value', 'lines[0].inventory_item_id', 'place_id']);
    const budtender = await api.signIn(DEMO_BUDTENDER);
    expect((await call(api.baseUrl, 'POST', '/api/v2/inventory_counts', { token: budtender, company, body: { inventory_count: { place_id: placeId, lines: [
      { inventory_item_id: items[0]!.id, counted: { value: '1', unit: items[0]!.unit } },
    ] } } })).status).toBe(403);
  });
});
