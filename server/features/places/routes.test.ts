import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceV1, PlaceV2 } from '../../../shared/api/catalog.ts';
import { DEMO_MANAGER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';

interface Errors { errors: Record<string, string[]> }
const V1_KEYS = ['account_id', 'created_at', 'deleted_at', 'description', 'id', 'inventory_status', 'is_deleted', 'location_id', 'name', 'updated_at', 'uuid'];
const V2_KEYS = ['description', 'id', 'inventory_status', 'name', 'products_count'];

describeEachEngine('places', (engine) => {
  let api: TestStoreApi;
  let token: string;
  beforeAll(async () => {
    api = await startStoreApi({ engine, demo: { products: 30 } });
    token = await api.signIn(DEMO_MANAGER);
  });
  afterAll(async () => { await api.close(); });

  const listV1 = async (query = '', company?: string) => (await call<{ places: PlaceV1[] }>(api.baseUrl, 'GET', `/api/v1/places?${query}`, { token, company })).body.places;
  const listV2 = async (query = '', company?: string) => (await call<{ places: PlaceV2[] }>(api.baseUrl, 'GET', `/api/v2/places?${query}`, { token, company })).body.places;

  it('v1 lists and reads the actual v1 record, unwrapped, by integer id or uuid', async () => {
    const places = await listV1();
    expect(places.map((p) => p.name)).toEqual(['Sales Floor', 'Back Vault', 'Quarantine Shelf']);
    for (const p of places) {
      expect(Object.keys(p).sort()).toEqual(V1_KEYS);
      expect(p).toMatchObject({ location_id: 101, account_id: 1, is_deleted: false, deleted_at: null });
      expect(Number.isInteger(p.id)).toBe(true);
    }
    for (const key of [String(places[1]!.id), places[1]!.uuid]) {
      const one = await call<PlaceV1>(api.baseUrl, 'GET', `/api/v1/places/${key}`, { token });
      expect(one.status).toBe(200);
      expect(one.body).toEqual(places[1]);
    }
  });

  it('v2 lists and reads {place} with products_count', async () => {
    const places = await listV2();
    for (const p of places) expect(Object.keys(p).sort()).toEqual(V2_KEYS);
    const floor = places.find((p) => p.name === 'Sales Floor')!;
    const stocked = await api.store.db.selectFrom('inventory_item_places as iip').innerJoin('inventory_items as ii', 'ii.id', 'iip.inventory_item_id')
      .select('ii.product_id').distinct().where('iip.place_id', '=', floor.id).execute();
    expect(floor.products_count).toBe(stocked.length);
    expect(floor.products_count).toBeGreaterThan(0);
    expect(places.find((p) => p.name === 'Quarantine Shelf')!.products_count).toBe(0);
    const one = await call<{ place: PlaceV2 }>(api.baseUrl, 'GET', `/api/v2/places/${floor.id}`, { token });
    expect(one.body).toEqual({ place: floor });
  });

  it('filters by_inventory_status and pages; bad values are 422', async () => {
    expect((await listV2('by_inventory_status=1')).map((p) => p.name)).toEqual(['Back Vault']);
    expect((await listV1('by_inventory_status=3')).map((p) => p.name)).toEqual(['Quarantine Shelf']);
    expect(await listV2('by_inventory_status=4')).toEqual([]);
    expect((await listV2('limit=1&offset=1')).map((p) => p.name)).toEqual(['Back Vault']);
    for (const query of ['by_inventory_status=9', 'by_inventory_status=x', 'limit=-1']) {
      const res = await call<Errors>(api.baseUrl, 'GET', `/api/v2/places?${query}`, { token });
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([query.split('=')[0]]);
    }
  });

  describe('v2 create and update', () => {
    it('creates (201) and updates (204); v1 sees the new place with the next integer id', async () => {
      const created = await call<{ place: PlaceV2 }>(api.baseUrl, 'POST', '/api/v2/places', { token, body: { place: { name: 'Display Case', description: 'By the door', inventory_status: 0 } } });
      expect(created.status).toBe(201);
      expect(created.body.place).toMatchObject({ name: 'Display Case', description: 'By the door', inventory_status: 0, products_count: 0 });
      const id = created.body.place.id;
      const updated = await call(api.baseUrl, 'PUT', `/api/v2/places/${id}`, { token, body: { place: { id, name: 'Display Case 2', inventory_status: 4 } } });
      expect(updated.status).toBe(204);
      expect(updated.body).toBeNull();
      const read = await call<{ place: PlaceV2 }>(api.baseUrl, 'GET', `/api/v2/places/${id}`, { token });
      expect(read.body.place).toEqual({ id, name: 'Display Case 2', description: 'By the door', inventory_status: 4, products_count: 0 });
      const v1 = await call<PlaceV1>(api.baseUrl, 'GET', `/api/v1/places/${id}`, { token });
      const numbers = (await api.store.db.selectFrom('places').select('number').execute()).map((r) => r.number);
      expect(v1.body.id).toBe(Math.max(...numbers));
      const minimal = await call<{ place: PlaceV2 }>(api.baseUrl, 'POST', '/api/v2/places', { token, body: { place: { name: 'Shelf' } } });
      expect(minimal.body.place).toMatchObject({ description: '', inventory_status: 0 });
    });

    it('422 names the field and stores nothing', async () => {
      const before = (await listV2()).length;
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ description: 'no name' }, 'name'], [{ name: '  ' }, 'name'], [{ name: 'X', inventory_status: 5 }, 'inventory_status'],
        [{ name: 'X', inventory_status: -1 }, 'inventory_status'], [{ name: 'X', inventory_status: '0' }, 'inventory_status'],
      ];
      for (const [place, field] of cases) {
        const res = await call<Errors>(api.baseUrl, 'POST', '/api/v2/places', { token, body: { place } });
        expect(res.status, JSON.stringify(place)).toBe(422);
        expect(Object.keys(res.body.errors)).toEqual([field]);
      }
      expect((await listV2()).length).toBe(before);
      const floor = (await listV2()).find((p) => p.name === 'Sales Floor')!;
      const bad = await call<Errors>(api.baseUrl, 'PUT', `/api/v2/places/${floor.id}`, { token, body: { place: { name: 'Renamed', inventory_status: 7 } } });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(['inventory_status']);
      expect((await call<{ place: PlaceV2 }>(api.baseUrl, 'GET', `/api/v2/places/${floor.id}`, { token })).body.place.name).toBe('Sales Floor');
    });

    it('POST and PUT do not exist under v1', async () => {
      expect((await call(api.baseUrl, 'POST', '/api/v1/places', { token, body: { place: { name: 'Nope' } } })).status).toBe(404);
      const floor = (await listV1())[0]!;
      expect((await call(api.baseUrl, 'PUT', `/api/v1/places/${floor.uuid}`, { token, body: { place: { name: 'Nope' } } })).status).toBe(404);
    });
  });

  it('an unknown id or one of another company is 404 on read and update', async () => {
    const other = (await listV1('', api.demo.companyIds[1]))[0]!;
    const foreign = await api.store.db.selectFrom('places').select(['id', 'number', 'name']).where('company_id', '=', api.demo.otherCompanyId).executeTakeFirstOrThrow();
    for (const key of [crypto.randomUUID(), other.uuid, String(other.id), foreign.id, String(foreign.number), '999999', 'abc']) {
      expect((await call(api.baseUrl, 'GET', `/api/v1/places/${key}`, { token })).status, key).toBe(404);
      expect((await call(api.baseUrl, 'GET', `/api/v2/places/${key}`, { token })).status, key).toBe(404);
      expect((await call(api.baseUrl, 'PUT', `/api/v2/places/${key}`, { token, body: { place: { name: 'Hijack' } } })).status, key).toBe(404);
    }
    expect((await listV1('', api.demo.companyIds[1]))[0]!.name).toBe(other.name);
    const stillForeign = await api.store.db.selectFrom('places').select('name').where('id', '=', foreign.id).executeTakeFirstOrThrow();
    expect(stillForeign.name).toBe(foreign.name);
    expect((await listV2()).some((p) => p.id === other.uuid || p.id === foreign.id)).toBe(false);
  });
});
