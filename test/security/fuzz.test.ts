import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/accounts.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../support/store-api.ts';
import {
  collectionOf, describeOperation, fillPath, fromSchema, isValidBody, listedIds, readOperations, send, snapshotDatabase,
  type Answer, type DatabaseSnapshot, type JsonSchema, type Operation,
} from './api-surface.ts';
import { hostileJson, hostileUrlValue } from './hostile.ts';

/**
 * Hostile input against every operation of the OpenAPI document. `npm test` runs a bounded number
 * of cases per operation; FUZZ_RUNS=200 (and FUZZ_SEED) runs more on demand.
 */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 6);
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_261_122);
/**
 * A bound on a hang, not a timing: every operation of /openapi.json is walked, each new endpoint
 * adds to the walk, and a larger run on demand (FUZZ_RUNS) takes longer.
 */
const TIMEOUT_MS = 60_000 + RUNS * 15_000;

/** Signing out would revoke the suite's own token; it is exercised in credentials.test.ts. */
const skipped = (operation: Operation) => operation.method === 'DELETE' && operation.path.endsWith('/me/token');

interface Finding { operation: string; request: string; status: number; answer: string }

const excerpt = (text: string, length = 160) => (text.length > length ? `${text.slice(0, length)}…(${text.length} chars)` : text);

/** What is wrong with an answer, or null: JSON always, never 5xx, 4xx with {error} or {errors}. */
function problemWith(answer: Answer, mustReject: boolean): string | null {
  if (answer.status === 0) return `no answer: ${answer.text}`;
  if (answer.status >= 500) return 'server error';
  if (mustReject && answer.status < 400) return 'accepted an invalid request';
  if (answer.status === 204) return answer.text === '' ? null : '204 with a body';
  if (!answer.contentType.startsWith('application/json') || answer.json === undefined) return 'answer is not JSON';
  if (answer.status >= 400) {
    const body = answer.json;
    const shaped = body !== null && typeof body === 'object' && (('error' in body && typeof body.error === 'string') || ('errors' in body && typeof body.errors === 'object'));
    if (!shaped) return 'error answer is neither {error} nor {errors}';
  }
  return null;
}

type Mutation = 'replace' | 'delete' | 'poison';

/** A schema-shaped body with one node replaced, removed, or given a prototype-poisoning key. */
function mutateBody(valid: unknown, pick: number, hostile: unknown, how: Mutation): unknown {
  const body = structuredClone(valid);
  const slots: Array<{ parent: Record<string, unknown> | unknown[]; key: string | number }> = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach((item, index) => { slots.push({ parent: node, key: index }); walk(item); });
    else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) { slots.push({ parent: node as Record<string, unknown>, key }); walk(item); }
    }
  };
  walk(body);
  if (how === 'poison') {
    const containers = [body, ...slots.map((s) => (Array.isArray(s.parent) ? s.parent[s.key as number] : s.parent[s.key as string]))]
      .filter((node): node is Record<string, unknown> => node !== null && typeof node === 'object' && !Array.isArray(node));
    const target = containers[pick % Math.max(containers.length, 1)];
    if (target === undefined) return JSON.parse('{"__proto__": {"isManager": true}}');
    // An own "__proto__" key, as JSON.parse would make it, so JSON.stringify sends it.
    Object.defineProperty(target, '__proto__', { value: { isManager: true, role: 'manager' }, enumerable: true, configurable: true, writable: true });
    return body;
  }
  const slot = slots[pick % Math.max(slots.length, 1)];
  if (slot === undefined) return hostile;
  if (how === 'delete') {
    if (Array.isArray(slot.parent)) slot.parent.splice(slot.key as number, 1);
    else Reflect.deleteProperty(slot.parent, slot.key);
  } else if (Array.isArray(slot.parent)) {
    slot.parent[slot.key as number] = hostile;
  } else {
    slot.parent[slot.key as string] = hostile;
  }
  return body;
}

const hostileBody = (schema: JsonSchema): fc.Arbitrary<{ body: unknown; how: Mutation }> =>
  fc.tuple(fromSchema(schema), fc.nat(), hostileJson, fc.constantFrom<Mutation>('replace', 'replace', 'delete', 'poison'))
    .map(([valid, pick, hostile, how]) => ({ body: mutateBody(valid, pick, hostile, how), how }));

/** The value once in `every` cases, otherwise null. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, every: number) =>
  fc.oneof({ weight: every - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

/**
 * Numbers at and past the edges of every type a database column might hold them in (int4, int8,
 * float4, float8, exact JavaScript integers), in the spellings a client might send, as plain
 * text for the URL. A value that overflows the column must still be answered (4xx or the rows).
 */
const extremeNumbers: readonly string[] = [
  '-0', '-1', '4.5', '0.0001', '2147483648', '-2147483649', '9007199254740993', '9223372036854775808', '-9223372036854775809',
  '99999999999999999999', '-99999999999999999999', '340282350000000000000000000000000000000', '3.5e38',
  '1e308', '-1e308', '1e309', '5e-324', '1e-50', 'NaN', 'Infinity', '0x7fffffff',
  `1${'0'.repeat(308)}`, `-${'9'.repeat(400)}`, `0.${'0'.repeat(60)}1`, `-0.${'0'.repeat(400)}1`, `${'9'.repeat(40)}.${'9'.repeat(40)}`,
];

/** True for a query parameter the document types as a number, alone or among alternatives. */
function isNumericSchema(schema: JsonSchema | undefined): boolean {
  if (schema === undefined) return false;
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  return types.includes('integer') || types.includes('number') || [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isNumericSchema);
}

/**
 * Every numeric query parameter of an operation, each with the extra parameters that make it
 * count: typed numbers as they are, and the numeric filters of §4.5 (`by_x[value]` beside
 * `by_x[comparator]`, text in the document) with comparators that bound from either side, test
 * equality, and take a pair or a list.
 */
function numericQueries(operation: Operation): Array<{ name: string; companions: Array<Record<string, string>> }> {
  const names = operation.queryParams.map((p) => p.name);
  const found: Array<{ name: string; companions: Array<Record<string, string>> }> = [];
  for (const parameter of operation.queryParams) {
    const stem = /^(.+)\[(.+)\]$/.exec(parameter.name);
    if (stem !== null && stem[2] !== 'comparator' && names.includes(`${stem[1]}[comparator]`)) {
      const comparator = `${stem[1]}[comparator]`;
      found.push({ name: parameter.name, companions: ['<', '=', '>', 'between', 'in'].map((c) => ({ [comparator]: c })) });
    } else if (isNumericSchema(parameter.schema)) {
      found.push({ name: parameter.name, companions: [{}] });
    }
  }
  return found;
}

/** Bodies that are not JSON objects at all, sent as raw text. */
const rawBodies: readonly string[] = ['', 'null', '[]', '"text"', '42', '{', '{"a":1}}', '{"a": NaN}', '\u0000', '{"a":"\\ud800"}', `${'['.repeat(50_000)}${']'.repeat(50_000)}`];

describeEachEngine('security: fuzzing every operation', (engine) => {
  let api: TestStoreApi;
  let token: string;
  let operations: Operation[];
  /** Real ids of the manager's company per collection, so hostile input also reaches real records. */
  const knownIds = new Map<string, string[]>();

  beforeAll(async () => {
    api = await startStoreApi({ engine, demo: { products: 30, customers: 10 } });
    token = await api.signIn(DEMO_MANAGER);
    operations = (await readOperations(api.baseUrl)).operations.filter((operation) => !skipped(operation));
    for (const operation of operations) {
      if (operation.method !== 'GET' || operation.pathParams.length > 0) continue;
      knownIds.set(operation.path, listedIds((await send(api.baseUrl, 'GET', `${operation.path}?limit=5`, { token })).json));
    }
  });
  afterAll(async () => { await api.close(); });

  const idsFor = (operation: Operation) => knownIds.get(collectionOf(operation.path)) ?? [];

  async function expectHealthy(): Promise<void> {
    expect((await send(api.baseUrl, 'GET', '/health')).status).toBe(200);
    expect((await send(api.baseUrl, 'GET', '/api/v2/companies', { token })).status).toBe(200);
  }

  function report(findings: Finding[]): string {
    return findings.slice(0, 25).map((f) => `${f.operation} ${f.request} → ${f.status} ${f.answer}`).join('\n');
  }

  it('finds the operations to fuzz in the OpenAPI document', () => {
    expect(operations.some((operation) => operation.path.startsWith('/api/v1/'))).toBe(true);
    expect(operations.some((operation) => operation.path.startsWith('/api/v2/') && operation.body !== undefined)).toBe(true);
  });

  it('hostile path params, query params, headers and bodies: always JSON, never 5xx, and the server stays up', async () => {
    const findings: Finding[] = [];
    for (const [index, operation] of operations.entries()) {
      const ids = idsFor(operation);
      const pathValue = ids.length > 0 ? fc.oneof(hostileUrlValue, fc.constantFrom(...ids)) : hostileUrlValue;
      const cases = fc.sample(fc.record({
        path: fc.tuple(...operation.pathParams.map(() => pathValue)),
        query: fc.array(fc.tuple(fc.constantFrom('unknown_param', 'limit', 'offset', ...operation.queryParams.map((p) => p.name)), hostileUrlValue), { maxLength: 4 }),
        device: sometimes(hostileUrlValue, 3),
        company: sometimes(hostileUrlValue, 6),
        body: operation.body === undefined ? fc.constant(undefined) : fc.oneof(fromSchema(operation.body), hostileBody(operation.body).map((b) => b.body), hostileJson),
      }), { numRuns: RUNS * 2, seed: SEED + index });
      for (const input of cases) {
        const values = Object.fromEntries(operation.pathParams.map((name, i) => [name, input.path[i] ?? 'x']));
        const query = input.query.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&');
        const path = `${fillPath(operation.path, values)}${query === '' ? '' : `?${query}`}`;
        const headers: Record<string, string> = {};
        // Header values must be Latin-1 text to be sendable at all; hostile ones stay encoded.
        if (input.device !== null) headers['x-cnpy-deviceid'] = input.device;
        if (input.company !== null) headers['x-cnpy-companyid'] = input.company;
        const body = input.body === undefined ? undefined : JSON.stringify(input.body);
        const answer = await send(api.baseUrl, operation.method, path, { token, headers, ...(body === undefined ? {} : { body }) });
        const problem = problemWith(answer, false);
        if (problem !== null) {
          findings.push({ operation: describeOperation(operation), request: `${path} ${excerpt(JSON.stringify(headers))} ${excerpt(body ?? '')}`, status: answer.status, answer: `${problem}: ${excerpt(answer.text)}` });
        }
      }
      await expectHealthy();
    }
    expect(findings, report(findings)).toEqual([]);
  }, TIMEOUT_MS);

  it('every numeric query parameter at its type\'s extremes: 4xx or an answer, never 5xx', async () => {
    const requests: Array<{ operation: Operation; name: string; url: string; query: string }> = [];
    for (const operation of operations.filter((o) => o.method === 'GET')) {
      const ids = idsFor(operation);
      const path = fillPath(operation.path, Object.fromEntries(operation.pathParams.map((name) => [name, ids[0] ?? crypto.randomUUID()])));
      for (const { name, companions } of numericQueries(operation)) {
        for (const companion of companions) {
          for (const value of extremeNumbers) {
            // between takes two numbers and in a list: the extreme goes beside an ordinary number.
            const text = Object.values(companion).some((c) => c === 'between' || c === 'in') ? `${value},1` : value;
            const query = new URLSearchParams({ ...companion, [name]: text }).toString();
            requests.push({ operation, name, url: `${path}?${query}`, query });
          }
        }
      }
    }
    // Found from the document: typed numbers and the text-typed product filters alike.
    expect(requests.map((r) => r.name)).toEqual(expect.arrayContaining(['limit', 'offset', 'by_quantity[quantity]', 'by_sell_price[sell_price]', 'by_test_results_thc[test_results_thc]']));
    const findings: Finding[] = [];
    // A few at a time: each is a read, and thousands one by one would take minutes.
    const queue = [...requests];
    await Promise.all(Array.from({ length: 4 }, async () => {
      for (let request = queue.shift(); request !== undefined; request = queue.shift()) {
        const answer = await send(api.baseUrl, 'GET', request.url, { token });
        const problem = problemWith(answer, false);
        if (problem !== null) findings.push({ operation: describeOperation(request.operation), request: excerpt(request.query), status: answer.status, answer: `${problem}: ${excerpt(answer.text)}` });
      }
    }));
    expect(findings, report(findings)).toEqual([]);
    await expectHealthy();
  }, TIMEOUT_MS * 2);

  it('invalid bodies on every write: 4xx {error|errors} and nothing in the database changes', async () => {
    const findings: Finding[] = [];
    const writes = operations.filter((operation) => operation.body !== undefined);
    for (const [index, operation] of writes.entries()) {
      const schema = operation.body!;
      const ids = idsFor(operation);
      const values = Object.fromEntries(operation.pathParams.map((name) => [name, ids[0] ?? crypto.randomUUID()]));
      const path = fillPath(operation.path, values);
      // Drawn first, then kept when invalid: a filter inside the arbitrary never ends on a schema whose
      // hostile bodies are mostly valid (everything optional), so the draw is bounded instead.
      const invalid = fc.sample(hostileBody(schema), { numRuns: RUNS * 20, seed: SEED + 1000 + index })
        .filter(({ body, how }) => how === 'poison' || !isValidBody(schema, body)).slice(0, RUNS * 2);
      const requests = [
        ...invalid.map(({ body }) => ({ body: JSON.stringify(body), headers: {} })),
        ...rawBodies.slice(0, Math.max(3, Math.min(rawBodies.length, RUNS))).map((body) => ({ body, headers: {} })),
        { body: '<order/>', headers: { 'content-type': 'application/xml' } },
        { body: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      ];
      const before: DatabaseSnapshot = await snapshotDatabase(api.store.db);
      for (const request of requests) {
        const answer = await send(api.baseUrl, operation.method, path, { token, body: request.body, headers: request.headers });
        const problem = problemWith(answer, true);
        if (problem !== null) {
          findings.push({ operation: describeOperation(operation), request: `${path} ${excerpt(request.body)}`, status: answer.status, answer: `${problem}: ${excerpt(answer.text)}` });
        }
      }
      const after = await snapshotDatabase(api.store.db);
      const changed = Object.keys({ ...before.hashes, ...after.hashes }).filter((table) => before.hashes[table] !== after.hashes[table]);
      if (changed.length > 0) {
        findings.push({ operation: describeOperation(operation), request: `${path} (a batch of rejected bodies)`, status: 0, answer: `tables changed: ${changed.map((t) => `${t} ${before.counts[t] ?? 0}→${after.counts[t] ?? 0}`).join(', ')}` });
      }
      await expectHealthy();
    }
    expect(findings, report(findings)).toEqual([]);
  }, TIMEOUT_MS);
});
