import { describe, expect, it } from 'vitest';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, withStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';

interface Named { id: string; name: string; location_id?: string }

describeEachEngine('brands and strains', (engine) => {
  let api: TestStoreApi;
  let token: string;
  withStoreApi(engine, (started, signedIn) => { api = started; token = signedIn; });

  for (const [path, key] of [['brands', 'brand'], ['strains', 'strain']] as const) {
    describe(path, () => {
      it('lists with meta.total, v1 and v2 shapes', async () => {
        const v1 = await call<Record<string, Named[] | { total: number }>>(api.baseUrl, 'GET', `/api/v1/${path}`, { token });
        expect(v1.status).toBe(200);
        const v1Rows = v1.body[path] as Named[];
        expect(Object.keys(v1Rows[0]!).sort()).toEqual(['id', 'name']);
        const v2 = await call<Record<string, Named[] | { total: number }>>(api.baseUrl, 'GET', `/api/v2/${path}`, { token });
        const v2Rows = v2.body[path] as Named[];
        expect(Object.keys(v2Rows[0]!).sort()).toEqual(['id', 'location_id', 'name']);
        expect(v2Rows[0]!.location_id).toBe(api.demo.companyIds[0]);
        expect((v2.body['meta'] as { total: number }).total).toBe(v2Rows.length);
      });

      it('pages with limit and offset, filters by_name, sorts by name both ways', async () => {
        const all = (await call<Record<string, Named[]>>(api.baseUrl, 'GET', `/api/v2/${path}?limit=1000`, { token })).body[path]!;
        const names = all.map((r) => r.name);
        expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
        const page = await call<Record<string, unknown>>(api.baseUrl, 'GET', `/api/v2/${path}?limit=2&offset=1`, { token });
        expect((page.body[path] as Named[]).map((r) => r.id)).toEqual(all.slice(1, 3).map((r) => r.id));
        expect((page.body['meta'] as { total: number }).total).toBe(all.length);
        const desc = (await call<Record<string, Named[]>>(api.baseUrl, 'GET', `/api/v2/${path}?sort_by[field]=name&sort_by[direction]=desc&limit=1000`, { token })).body[path]!;
        expect(desc.map((r) => r.id)).toEqual([...all].reverse().map((r) => r.id));
        const needle = all[0]!.name.slice(1, 4).toUpperCase();
        const filtered = (await call<Record<string, Named[]>>(api.baseUrl, 'GET', `/api/v2/${path}?by_name=${encodeURIComponent(needle)}`, { token })).body[path]!;
        expect(filtered.length).toBeGreaterThan(0);
        for (const row of filtered) expect(row.name.toLowerCase()).toContain(needle.toLowerCase());
      });

      it('paging bounds: negative or non-numeric is 422; limit above 1000 is capped', async () => {
        for (const query of ['limit=-1', 'offset=-5', 'limit=abc', 'offset=1.5']) {
          const { status, body } = await call<{ errors: Record<string, string[]> }>(api.baseUrl, 'GET', `/api/v2/${path}?${query}`, { token });
          expect(status).toBe(422);
          expect(Object.keys(body.errors)).toEqual([query.split('=')[0]]);
        }
        expect((await call(api.baseUrl, 'GET', `/api/v2/${path}?limit=5000`, { token })).status).toBe(200);
        expect((await call(api.baseUrl, 'GET', `/api/v2/${path}?sort_by[direction]=sideways`, { token })).status).toBe(422);
      });

      it('creates (201), reads, renames (204); a repeat with the same id returns the stored record', async () => {
        const id = crypto.randomUUID();
        const created = await call<Record<string, Named>>(api.baseUrl, 'POST', `/api/v2/${path}`, { token, body: { [key]: { id, name: 'Moonlight Gardens' } } });
        expect(created.status).toBe(201);
        expect(created.body[key]).toEqual({ id, name: 'Moonlight Gardens', location_id: api.demo.companyIds[0] });
        const repeat = await call<Record<string, Named>>(api.baseUrl, 'POST', `/api/v2/${path}`, { token, body: { [key]: { id, name: 'Moonlight Gardens' } } });
        expect(repeat.status).toBe(200);
        expect(repeat.body[key]!.id).toBe(id);
        const renamed = await call(api.baseUrl, 'PUT', `/api/v1/${path}/${id}`, { token, body: { [key]: { id, name: 'Moonlight Gardens II' } } });
        expect(renamed.status).toBe(204);
        expect(renamed.body).toBeNull();
        const read = await call<Record<string, Named>>(api.baseUrl, 'GET', `/api/v1/${path}/${id}`, { token });
        expect(read.body[key]).toEqual({ id, name: 'Moonlight Gardens II' });
        const noId = await call<Record<string, Named>>(api.baseUrl, 'POST', `/api/v1/${path}`, { token, body: { [key]: { name: 'Sunrise' } } });
        expect(noId.status).toBe(201);
        expect(noId.body[key]!.id).toMatch(/^[0-9a-f-]{36}$/);
      });

      it('a blank or missing name is 422 naming the field; a non-JSON body is 400; nothing changes', async () => {
        const before = (await call<{ meta: { total: number } }>(api.baseUrl, 'GET', `/api/v2/${path}`, { token })).body.meta.total;
        for (const body of [{ [key]: { name: '' } }, { [key]: { name: '   ' } }, { [key]: {} }, { [key]: { name: 7 } }]) {
          const res = await call<{ errors: Record<string, string[]> }>(api.baseUrl, 'POST', `/api/v2/${path}`, { token, body });
          expect(res.status).toBe(422);
          expect(Object.keys(res.body.errors)).toEqual(['name']);
        }
        const missingWrapper = await call<{ errors: Record<string, string[]> }>(api.baseUrl, 'POST', `/api/v2/${path}`, { token, body: { name: 'x' } });
        expect(missingWrapper.status).toBe(422);
        expect(Object.keys(missingWrapper.body.errors)).toEqual([key]);
        const broken = await call(api.baseUrl, 'POST', `/api/v2/${path}`, { token, rawBody: '{"name": ' });
        expect(broken.status).toBe(400);
        expect(typeof broken.body['error']).toBe('string');
        expect((await call<{ meta: { total: number } }>(api.baseUrl, 'GET', `/api/v2/${path}`, { token })).body.meta.total).toBe(before);
      });

      it('an unknown id, or one of another company, is 404 on read and update', async () => {
        const other = (await call<Record<string, Named[]>>(api.baseUrl, 'GET', `/api/v2/${path}`, { token, company: api.demo.companyIds[1] })).body[path]![0]!;
        for (const id of [crypto.randomUUID(), other.id]) {
          expect((await call(api.baseUrl, 'GET', `/api/v2/${path}/${id}`, { token })).status).toBe(404);
          expect((await call(api.baseUrl, 'PUT', `/api/v2/${path}/${id}`, { token, body: { [key]: { name: 'Hijack' } } })).status).toBe(404);
        }
        const stillThere = await call<Record<string, Named>>(api.baseUrl, 'GET', `/api/v2/${path}/${other.id}`, { token, company: api.demo.companyIds[1] });
        expect(stillThere.body[key]!.name).toBe(other.name);
      });

      it('creates and updates append push notifications', async () => {
        const before = await api.store.db.selectFrom('push_notifications').selectAll().where('company_id', '=', api.demo.companyIds[0]).orderBy('sequence_id', 'desc').limit(1).executeTakeFirst();
        const created = await call<Record<string, Named>>(api.baseUrl, 'POST', `/api/v2/${path}`, { token, body: { [key]: { name: 'Notified' } } });
        const id = created.body[key]!.id;
        await call(api.baseUrl, 'PUT', `/api/v2/${path}/${id}`, { token, body: { [key]: { name: 'Notified Again' } } });
        const rows = await api.store.db.selectFrom('push_notifications').selectAll().where('record_id', '=', id).orderBy('sequence_id').execute();
        expect(rows.map((r) => [r.event, r.model])).toEqual([['create', key === 'brand' ? 'Brand' : 'Strain'], ['update', key === 'brand' ? 'Brand' : 'Strain']]);
        expect(rows[0]!.sequence_id).toBe((before?.sequence_id ?? 0) + 1);
        expect(rows[1]!.sequence_id).toBe(rows[0]!.sequence_id + 1);
      });
    });
  }

  it('a NUL character is 404 in an id and 422 in a filter or a name, on both engines', async () => {
    expect((await call(api.baseUrl, 'GET', '/api/v2/brands/%00', { token })).status).toBe(404);
    const filter = await call<{ errors: Record<string, string[]> }>(api.baseUrl, 'GET', '/api/v2/strains?by_name=a%00b', { token });
    expect(filter.status).toBe(422);
    expect(Object.keys(filter.body.errors)).toEqual(['by_name']);
    const created = await call<{ errors: Record<string, string[]> }>(api.baseUrl, 'POST', '/api/v2/brands', { token, body: { brand: { name: 'a\u0000b' } } });
    expect(created.status).toBe(422);
    expect(Object.keys(created.body.errors)).toEqual(['name']);
  });

  it('an offset beyond the safe integer range is 422', async () => {
    const { status, body } = await call<{ errors: Record<string, string[]> }>(api.baseUrl, 'GET', '/api/v2/brands?offset=99999999999999999999999999', { token });
    expect(status).toBe(422);
    expect(Object.keys(body.errors)).toEqual(['offset']);
  });
});
