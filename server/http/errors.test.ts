import { createServer } from 'node:net';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, isPostgresAvailable } from '../../test/support/store-api.ts';
import { openDatabase, type StoreDatabase } from '../db/connect.ts';
import { inTransaction } from '../db/transaction.ts';
import { installErrorHandler } from './errors.ts';

const postgresReachable = await isPostgresAvailable();

/** A loopback port nothing listens on: connecting to it is refused at once. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address !== null && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The error handler in front of routes that reach a real PostgreSQL through the server's own pool. */
async function appOver(store: StoreDatabase) {
  const app = Fastify();
  installErrorHandler(app);
  app.get('/read', async () => {
    await sql`select 1`.execute(store.db);
    return { ok: true };
  });
  // The connection serving this request is terminated by an operator while in use.
  app.get('/terminated', async () => {
    await sql`select pg_terminate_backend(pg_backend_pid())`.execute(store.db);
    return { ok: true };
  });
  app.get('/always-conflicting', async () => {
    await inTransaction(store.db, async (trx) => {
      await sql`do $$ begin raise exception 'conflict' using errcode = '40001'; end $$`.execute(trx);
    }, { retries: 2, baseDelayMs: 1, maxDelayMs: 2 });
    return { ok: true };
  });
  await app.ready();
  return app;
}

/**
 * Reads until one is answered, each 503 or 200. pg_terminate_backend returns once the backends
 * are signalled, not gone: a request that takes an idle connection before its FATAL message has
 * arrived fails cleanly too. The pool drops each such connection, so at most as many requests as
 * it holds fail before one succeeds.
 */
async function untilAnswered(app: Awaited<ReturnType<typeof appOver>>): Promise<number> {
  for (let attempt = 0; attempt <= 10; attempt++) {
    const answer = await app.inject({ method: 'GET', url: '/read' });
    if (answer.statusCode !== 503) return answer.statusCode;
  }
  return 503;
}

describe.skipIf(!postgresReachable)('PostgreSQL unavailable or conflicting: an answer the client can retry, never a 500', () => {
  let database: { url: string; drop: () => Promise<void> };
  let store: StoreDatabase;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    store = openDatabase({ url: database.url });
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  it('a refused connection is a 503 {error} with Retry-After', async () => {
    const gone = openDatabase({ url: `postgres://postgres@127.0.0.1:${await closedPort()}/canopy` });
    const app = await appOver(gone);
    try {
      const answer = await app.inject({ method: 'GET', url: '/read' });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toEqual({ error: expect.any(String) });
    } finally {
      await app.close();
      await gone.close();
    }
  });

  it('a connection terminated while in use is a 503, the process keeps running and the pool recovers by itself', async () => {
    const app = await appOver(store);
    try {
      expect((await app.inject({ method: 'GET', url: '/read' })).statusCode).toBe(200);
      const answer = await app.inject({ method: 'GET', url: '/terminated' });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('1');
      expect((await app.inject({ method: 'GET', url: '/read' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('idle connections terminated by an operator: the process keeps running and the pool opens new ones', async () => {
    const app = await appOver(store);
    try {
      await Promise.all(Array.from({ length: 4 }, () => app.inject({ method: 'GET', url: '/read' })));
      const admin = openDatabase({ url: database.url });
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(admin.db);
      await admin.close();
      // The pool heard each idle connection go (no uncaught 'error' ended this process) and opens new ones.
      const answers = await Promise.all(Array.from({ length: 4 }, () => app.inject({ method: 'GET', url: '/read' })));
      expect(answers.map((a) => a.statusCode).every((status) => status === 200 || status === 503)).toBe(true);
      expect(await untilAnswered(app)).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('a conflict still there after the bounded retries is a 429 with Retry-After, not a 5xx', async () => {
    const app = await appOver(store);
    try {
      const answer = await app.inject({ method: 'GET', url: '/always-conflicting' });
      expect(answer.statusCode).toBe(429);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toEqual({ error: expect.any(String) });
    } finally {
      await app.close();
    }
  });
});
