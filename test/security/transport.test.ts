import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { DEMO_BUDTENDER } from '../../server/demo/accounts.ts';
import { call } from '../support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi, withStoreApi } from '../support/store-api.ts';

function expectSecurityHeaders(headers: Headers): void {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(headers.get('x-dns-prefetch-control')).toBe('off');
  expect(headers.get('x-powered-by')).toBeNull();
  expect(headers.get('server')).toBeNull();
}

describeEachEngine('security: transport', (engine) => {
  let api: TestStoreApi;
  let token: string;
  withStoreApi(engine, (started, signedIn) => { api = started; token = signedIn; });

  it('security headers on answers of every kind: success, 401, 404, 422, health', async () => {
    const answers = [
      await call(api.baseUrl, 'GET', '/api/v2/brands', { token }),
      await call(api.baseUrl, 'GET', '/api/v2/brands'),
      await call(api.baseUrl, 'GET', '/api/v2/no-such-thing', { token }),
      await call(api.baseUrl, 'POST', '/api/v2/brands', { token, body: { brand: {} } }),
      await call(api.baseUrl, 'GET', '/health'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 401, 404, 422, 200]);
    for (const answer of answers) {
      expectSecurityHeaders(answer.headers);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('a body over 1 MiB is 413 {error} and stores nothing; with or without a token', async () => {
    const before = await api.store.db.selectFrom('brands').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const name = 'x'.repeat(BODY_LIMIT_BYTES);
    for (const options of [{ token }, {}]) {
      const { status, body } = await call(api.baseUrl, 'POST', '/api/v2/brands', { ...options, body: { brand: { name } } });
      expect(status).toBe(413);
      expect(typeof body['error']).toBe('string');
    }
    const after = await api.store.db.selectFrom('brands').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('a body that is not JSON is 400 {error}; a JSON body with a lying content-type is not parsed', async () => {
    const broken = await call(api.baseUrl, 'POST', '/api/v2/brands', { token, rawBody: '{"brand": {"name": "Half' });
    expect(broken.status).toBe(400);
    expect(typeof broken.body['error']).toBe('string');
    const xml = await call(api.baseUrl, 'POST', '/api/v2/brands', { token, rawBody: '<brand/>', headers: { 'content-type': 'application/xml' } });
    expect([400, 415]).toContain(xml.status);
    expect(typeof xml.body['error']).toBe('string');
  });

  it('CORS is closed when no origin is configured: no preflight grant, no Allow-Origin', async () => {
    const preflight = await fetch(`${api.baseUrl}/api/v2/brands`, {
      method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    const read = await fetch(`${api.baseUrl}/api/v2/brands`, { headers: { origin: 'https://evil.example', authorization: `Token token="${token}"` } });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('budtenders and managers alike may create and rename brands and strains (edit-brands-strains: every role)', async () => {
    const budtender = await api.signIn(DEMO_BUDTENDER);
    for (const [path, key] of [['brands', 'brand'], ['strains', 'strain']] as const) {
      const created = await call<Record<string, { id: string }>>(api.baseUrl, 'POST', `/api/v2/${path}`, { token: budtender, body: { [key]: { name: 'Budtender Pick' } } });
      expect(created.status).toBe(201);
      const id = created.body[key]!.id;
      expect((await call(api.baseUrl, 'PUT', `/api/v2/${path}/${id}`, { token: budtender, body: { [key]: { name: 'Budtender Pick II' } } })).status).toBe(204);
      expect((await call(api.baseUrl, 'PUT', `/api/v2/${path}/${id}`, { token, body: { [key]: { name: 'Manager Pick' } } })).status).toBe(204);
    }
  });
});

describe('security: CORS when configured', () => {
  let api: TestStoreApi;
  beforeAll(async () => { api = await startStoreApi({ engine: 'sqlite', config: { corsOrigins: ['https://register.canopy.demo'] } }); });
  afterAll(async () => { await api.close(); });

  it('grants the configured origin only', async () => {
    const allowed = await fetch(`${api.baseUrl}/health`, { headers: { origin: 'https://register.canopy.demo' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://register.canopy.demo');
    const other = await fetch(`${api.baseUrl}/health`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('security: a 500 never leaks internals', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'canopy-500-'));
  const store = openDatabase({ dataDir });
  let baseUrl = '';
  const internals = 'SECRET-INTERNAL at /work/main/server/db/connect.ts:42 password=hunter2';
  let close: () => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    await migrateToLatest(store.db);
    const app = await buildApp({ store });
    // Test-only routes that fail the ways a bug would: a thrown Error, a database error, a non-Error.
    app.get('/test/throws', { config: { auth: 'none' } }, () => { throw new Error(internals); });
    app.get('/test/database-error', { config: { auth: 'none' } }, async () => {
      await sql`select * from no_such_table_${sql.raw('secret')}`.execute(store.db);
      return {};
    });
    app.get('/test/throws-string', { config: { auth: 'none' } }, () => Promise.reject(new Error(`${internals} (async)`)));
    app.get('/test/status-500', { config: { auth: 'none' } }, () => { throw Object.assign(new Error(internals), { statusCode: 503 }); });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}`;
    close = async () => { await app.close(); await store.close(); rmSync(dataDir, { recursive: true, force: true }); };
  });
  afterAll(async () => { await close(); });

  for (const path of ['/test/throws', '/test/database-error', '/test/throws-string', '/test/status-500']) {
    it(`${path}: a bare {error} with no message, stack or SQL`, async () => {
      const response = await fetch(`${baseUrl}${path}`);
      const text = await response.text();
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(JSON.parse(text)).toEqual({ error: 'Internal server error' });
      for (const leak of ['SECRET', 'hunter2', 'no_such_table', '/work/', 'at ', 'stack']) expect(text).not.toContain(leak);
      expectSecurityHeaders(response.headers);
    });
  }
});
