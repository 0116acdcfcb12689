import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { StoreApiConfig } from '../../server/context.ts';
import { openDatabase, type DatabaseLocation, type Engine, type StoreDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { DEMO_MANAGER, DEMO_PASSWORD } from '../../server/demo/accounts.ts';
import type { DemoAccounts } from '../../server/demo/accounts.ts';
import { seedDemoStore, type DemoOptions } from '../../server/demo/seed.ts';
import { decidePostgres, type PostgresProbe } from './postgres-decision.ts';
import { POSTGRES_ADMIN_URL, postgresStoreFromTemplate, sqliteStoreFromTemplate, type TemplateRun } from './store-template.ts';

export { POSTGRES_ADMIN_URL };

/**
 * The test run's built demo stores (test/support/store-template.ts), inside a Vitest worker; a bench
 * or script that starts a test Store API outside Vitest builds its store afresh.
 */
function storeTemplates(): TemplateRun | undefined {
  return process.env['VITEST'] === undefined ? undefined : inject('storeTemplates');
}

let postgresProbe: Promise<PostgresProbe> | undefined;
/** Connects once to the tests' PostgreSQL server; says why not where it cannot. */
export function probePostgres(): Promise<PostgresProbe> {
  postgresProbe ??= (async (): Promise<PostgresProbe> => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return { reachable: true };
    } catch (error) {
      return { reachable: false, error: error instanceof Error && error.message !== '' ? error.message : String(error) };
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return postgresProbe;
}

/**
 * Whether the PostgreSQL half runs. In a CI run (`CI=true`) an unreachable server is not a reason
 * to skip: importing this module then fails the test file with the reason.
 */
export async function isPostgresAvailable(): Promise<boolean> {
  const decision = decidePostgres(await probePostgres(), POSTGRES_ADMIN_URL, process.env);
  if (decision.kind === 'fail') throw new Error(decision.reason);
  return decision.kind === 'run';
}

/**
 * Makes a fresh PostgreSQL database (empty, or made by `create` from a template); the returned
 * function drops it.
 */
export async function createPostgresDatabase<Made = undefined>(
  create?: (adminUrl: string, name: string) => Promise<Made>,
): Promise<{ url: string; demo: Made | undefined; drop: () => Promise<void> }> {
  const name = `canopy_test_${randomBytes(6).toString('hex')}`;
  let demo: Made | undefined;
  if (create === undefined) {
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  } else {
    demo = await create(POSTGRES_ADMIN_URL, name);
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    demo,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await dropper.connect();
      try {
        // A pool that was just ended may still be closing its sockets; forcing the drop then
        // kills them mid-goodbye and the test process sees an unhandled "terminating connection".
        // So wait for them to go, and force only connections that outlive a few seconds.
        for (let attempt = 0; ; attempt++) {
          try {
            await dropper.query(`drop database if exists ${name}${attempt >= 50 ? ' with (force)' : ''}`);
            break;
          } catch (error) {
            if (attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await dropper.end();
      }
    },
  };
}

export interface TestStoreApi {
  engine: Engine;
  baseUrl: string;
  app: FastifyInstance;
  store: StoreDatabase;
  /** Where the database is, for a tool that opens it itself (npm run audit:verify). */
  location: DatabaseLocation;
  demo: DemoAccounts;
  /** GET /api/v2/me with Basic credentials; returns the token. */
  signIn(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface StartOptions {
  engine: Engine;
  demo?: Partial<DemoOptions>;
  config?: Partial<StoreApiConfig>;
}

/** A real Store API on loopback over a real, fresh database of the given engine. */
export async function startStoreApi({ engine, demo, config }: StartOptions): Promise<TestStoreApi> {
  let cleanup: () => Promise<void>;
  let location: DatabaseLocation;
  let demoAccounts: DemoAccounts | undefined;
  const templates = storeTemplates();
  if (engine === 'postgres') {
    const database = await createPostgresDatabase(templates === undefined ? undefined : (admin, name) => postgresStoreFromTemplate(templates, demo, admin, name));
    location = { url: database.url };
    demoAccounts = database.demo;
    cleanup = database.drop;
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'canopy-test-'));
    location = { dataDir };
    if (templates !== undefined) demoAccounts = await sqliteStoreFromTemplate(templates, demo, dataDir);
    cleanup = () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true }));
  }
  const store = openDatabase(location);
  if (demoAccounts === undefined) {
    await migrateToLatest(store.db);
    demoAccounts = await seedDemoStore(store.db, demo);
  }
  const app = await buildApp({ store, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    engine, baseUrl, app, store, location, demo: demoAccounts,
    async signIn(email, password = DEMO_PASSWORD) {
      const response = await fetch(`${baseUrl}/api/v2/me`, { headers: { authorization: basic(email, password) } });
      if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
      const body = (await response.json()) as { user: { token: string } };
      return body.user.token;
    },
    async close() {
      await app.close();
      await store.close();
      await cleanup();
    },
  };
}

export const basic = (email: string, password: string): string => `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;
export const tokenHeader = (token: string): string => `Token token="${token}"`;

/**
 * Runs a suite once per database engine. Where PostgreSQL is not reachable its half is skipped
 * with one line saying so, except in a CI run, which fails instead (test/support/postgres-decision.ts).
 */
export function describeEachEngine(name: string, suite: (engine: Engine) => void): void {
  describe.each(['sqlite', 'postgres'] as const)(`${name} [%s]`, (engine) => {
    if (engine === 'postgres') {
      describe.skipIf(!postgresReachable)('on PostgreSQL', () => suite(engine));
    } else {
      suite(engine);
    }
  });
}

// Settled once at import (top-level await) so skipIf can decide synchronously; in a CI run an
// unreachable PostgreSQL throws here, failing every test file that has a PostgreSQL half.
const postgresDecision = decidePostgres(await probePostgres(), POSTGRES_ADMIN_URL, process.env);
if (postgresDecision.kind === 'fail') throw new Error(postgresDecision.reason);
if (postgresDecision.kind === 'skip') process.stdout.write(`${postgresDecision.notice}\n`);
const postgresReachable = postgresDecision.kind === 'run';

/**
 * For a suite: a Store API on a fresh database before its tests, signed in as `email` (the demo
 * manager unless said), and closed after them. `ready` receives the server and the token.
 */
export function withStoreApi(
  engine: Engine, ready: (api: TestStoreApi, token: string) => void, options: Omit<StartOptions, 'engine'> & { email?: string } = {},
): void {
  let started: TestStoreApi | undefined;
  beforeAll(async () => {
    started = await startStoreApi({ engine, demo: options.demo, config: options.config });
    ready(started, await started.signIn(options.email ?? DEMO_MANAGER));
  });
  afterAll(async () => { await started?.close(); });
}
