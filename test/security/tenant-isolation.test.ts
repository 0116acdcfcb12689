import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER, DEMO_OTHER_MANAGER } from '../../server/demo/accounts.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../support/store-api.ts';
import {
  collectIds, collectionOf, describeOperation, fillPath, fromSchema, isValidBody, listedIds, readOperations, send, snapshotDatabase,
  type Answer, type Operation,
} from './api-surface.ts';

/**
 * Another account's records must be invisible: their ids answer exactly like ids that do not
 * exist, are never written, and never show up in lists or through id filters. Everything is found
 * through the OpenAPI document, so new endpoints are covered without editing this file.
 */

/** Operations with a path id: reads and writes addressed to one record. */
const addressed = (operation: Operation) => operation.pathParams.length > 0 && ['GET', 'PUT', 'POST', 'PATCH'].includes(operation.method);
const isList = (operation: Operation) => operation.method === 'GET' && operation.pathParams.length === 0 && !operation.path.endsWith('/me');
/** Query parameters that take a record id (or a record's type): shift_id, by_product_id, by_product_type… */
const isIdFilter = (name: string) => /(^|_)id(s)?(\]|$)|_id\]|by_.*type/.test(name);

/** Removes the one id that differs between two answers, so the rest can be compared. */
const withoutId = (answer: Answer, id: string) => answer.text.replaceAll(id, '<id>');

describeEachEngine('security: tenant isolation', (engine) => {
  let api: TestStoreApi;
  let ours: string;
  let theirs: string;
  let operations: Operation[];
  /** The other account's ids per collection path, and every id seen in the other account's data. */
  const theirIdsByCollection = new Map<string, string[]>();
  const allTheirIds = new Set<string>();
  const ourIdsByCollection = new Map<string, string[]>();

  async function listAll(token: string, into: Map<string, string[]>, every?: Set<string>): Promise<void> {
    for (const operation of operations.filter(isList)) {
      const answer = await send(api.baseUrl, 'GET', `${operation.path}?limit=200`, { token });
      if (answer.status !== 200) continue;
      into.set(operation.path, [...new Set([...(into.get(operation.path) ?? []), ...listedIds(answer.json)])]);
      if (every !== undefined) collectIds(answer.json, every);
    }
  }

  /** Fills `*_id` fields of a generated body with real ids of the matching collection, where one is known. */
  function withRealIds(value: unknown, ids: Map<string, string[]>, version: string, pick: number): unknown {
    if (Array.isArray(value)) return value.map((item) => withRealIds(item, ids, version, pick));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([key, field]) => {
      if (key !== 'id' && key.endsWith('_id') && typeof field === 'string') {
        const resource = key.slice(0, -'_id'.length);
        const candidates = ids.get(`/api/${version}/${resource}s`) ?? ids.get(`/api/${version}/${resource}es`) ?? [];
        if (candidates.length > 0) return [key, candidates[pick % candidates.length]];
      }
      return [key, withRealIds(field, ids, version, pick)];
    }));
  }

  /** Bodies the schema accepts, with real ids of the given account where a field names a record. */
  function validBodies(operation: Operation, ids: Map<string, string[]>, count: number): unknown[] {
    if (operation.body === undefined) return [undefined];
    const version = operation.path.split('/')[2]!;
    const schema = operation.body;
    return fc.sample(fc.tuple(fromSchema(schema), fc.nat()), { numRuns: count * 4, seed: 99 })
      .map(([body, pick]) => withRealIds(body, ids, version, pick))
      .filter((body) => isValidBody(schema, body))
      .slice(0, count);
  }

  const deviceOf = (ids: Map<string, string[]>) => ids.get('/api/v2/devices')?.[0];

  beforeAll(async () => {
    api = await startStoreApi({ engine, demo: { products: 30, customers: 10 } });
    ours = await api.signIn(DEMO_MANAGER);
    theirs = await api.signIn(DEMO_OTHER_MANAGER);
    operations = (await readOperations(api.baseUrl)).operations;
    // Give the other account a record in every collection it can create through the API, so
    // there is something of theirs to reach for (shifts, orders, devices…), not only seeded data.
    await listAll(theirs, theirIdsByCollection);
    const creates = operations.filter((operation) => operation.method === 'POST' && operation.pathParams.length === 0 && operation.path.startsWith('/api/v2/') && !operation.path.endsWith('/me'));
    for (let round = 0; round < 2; round += 1) {
      for (const operation of creates) {
        const device = deviceOf(theirIdsByCollection);
        for (const body of validBodies(operation, theirIdsByCollection, 6)) {
          const answer = await send(api.baseUrl, 'POST', operation.path, { token: theirs, body: JSON.stringify(body), headers: device === undefined ? {} : { 'x-cnpy-deviceid': device } });
          if (answer.status < 300) break;
        }
      }
      await listAll(theirs, theirIdsByCollection);
    }
    await listAll(theirs, theirIdsByCollection, allTheirIds);
    allTheirIds.add(api.demo.otherCompanyId);
    await listAll(ours, ourIdsByCollection);
  });
  afterAll(async () => { await api.close(); });

  it('the other account has records to reach for, none of them shared with ours', () => {
    const theirCollections = [...theirIdsByCollection.entries()].filter(([, ids]) => ids.length > 0).map(([path]) => path);
    process.stdout.write(`tenant isolation [${engine}]: the other account has records in ${theirCollections.join(', ')}\n`);
    expect(theirCollections.length).toBeGreaterThan(0);
    for (const ids of ourIdsByCollection.values()) for (const id of ids) expect(allTheirIds.has(id)).toBe(false);
  });

  it('no list shows anything of the other account', async () => {
    const leaks: string[] = [];
    for (const operation of operations.filter(isList)) {
      const answer = await send(api.baseUrl, 'GET', `${operation.path}?limit=1000`, { token: ours });
      const seen = [...collectIds(answer.json)].filter((id) => allTheirIds.has(id));
      if (seen.length > 0) leaks.push(`${operation.path} shows ${seen.slice(0, 3).join(', ')}`);
    }
    expect(leaks).toEqual([]);
  });

  it('an id of the other account answers exactly like an id that does not exist (404), and nothing is written', async () => {
    const problems: string[] = [];
    const cases: Array<{ operation: Operation; id: string; body: unknown; control: Answer; controlId: string }> = [];
    for (const operation of operations.filter(addressed)) {
      const collection = collectionOf(operation.path);
      const candidates = operation.pathParams.includes('company_id') ? [api.demo.otherCompanyId] : (theirIdsByCollection.get(collection) ?? []).slice(0, 3);
      const body = validBodies(operation, ourIdsByCollection, 1)[0];
      if (operation.body !== undefined && body === undefined) {
        problems.push(`${describeOperation(operation)}: no valid body could be generated; checked with an empty one`);
      }
      const device = deviceOf(ourIdsByCollection);
      const headers: Record<string, string> = device === undefined ? {} : { 'x-cnpy-deviceid': device };
      for (const id of candidates) {
        // The control, sent before the snapshot: a well-formed id that exists nowhere.
        const controlId = crypto.randomUUID();
        const path = fillPath(operation.path, Object.fromEntries(operation.pathParams.map((name) => [name, controlId])));
        const control = await send(api.baseUrl, operation.method, path, { token: ours, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
        cases.push({ operation, id, body, control, controlId });
      }
    }
    expect(cases.length).toBeGreaterThan(0);
    process.stdout.write(`tenant isolation [${engine}]: ${cases.length} requests with the other account's ids over ${new Set(cases.map((c) => describeOperation(c.operation))).size} operations\n`);
    const before = await snapshotDatabase(api.store.db);
    for (const { operation, id, body, control, controlId } of cases) {
      const path = fillPath(operation.path, Object.fromEntries(operation.pathParams.map((name) => [name, id])));
      const device = deviceOf(ourIdsByCollection);
      const answer = await send(api.baseUrl, operation.method, path, { token: ours, headers: device === undefined ? {} : { 'x-cnpy-deviceid': device }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      const label = `${describeOperation(operation)} with the other account's ${id}`;
      if (answer.status < 400) problems.push(`${label} → ${answer.status} ${answer.text.slice(0, 200)}`);
      else if (answer.status !== control.status || withoutId(answer, id) !== withoutId(control, controlId)) {
        problems.push(`${label} → ${answer.status} ${answer.text.slice(0, 200)}, but an unknown id → ${control.status} ${control.text.slice(0, 200)}`);
      } else if (control.status !== 404 && control.status !== 422) {
        problems.push(`${label} → ${answer.status} (expected 404, as for an unknown id)`);
      }
    }
    const after = await snapshotDatabase(api.store.db);
    const changed = Object.keys(before.hashes).filter((table) => before.hashes[table] !== after.hashes[table]);
    expect(changed, 'tables written through another account\'s ids').toEqual([]);
    expect(problems.filter((p) => !p.includes('no valid body'))).toEqual([]);
  });

  it('id filters given the other account\'s ids return nothing of theirs', async () => {
    const leaks: string[] = [];
    let checked = 0;
    const theirs = [...allTheirIds];
    for (const operation of operations.filter(isList)) {
      for (const parameter of operation.queryParams.filter((p) => isIdFilter(p.name))) {
        const resource = parameter.name.replace(/^by_/, '').replace(/_ids?$|\[.*$/, '');
        const version = operation.path.split('/')[2]!;
        const matching = theirIdsByCollection.get(`/api/${version}/${resource}s`) ?? [];
        for (const id of [...matching.slice(0, 3), ...theirs.slice(0, 5)]) {
          const answer = await send(api.baseUrl, 'GET', `${operation.path}?${encodeURIComponent(parameter.name)}=${encodeURIComponent(id)}&limit=1000`, { token: ours });
          checked += 1;
          if (answer.status >= 500) leaks.push(`${operation.path}?${parameter.name}=${id} → ${answer.status}`);
          const seen = [...collectIds(answer.json)].filter((found) => allTheirIds.has(found));
          if (seen.length > 0) leaks.push(`${operation.path}?${parameter.name}=${id} shows ${seen.slice(0, 3).join(', ')}`);
        }
      }
    }
    process.stdout.write(`tenant isolation [${engine}]: ${checked} id-filter requests checked\n`);
    expect(leaks).toEqual([]);
  });
});
