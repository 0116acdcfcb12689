import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type StoreDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import type { DemoAccounts } from '../../server/demo/accounts.ts';
import { defaultDemo, seedDemoStore, type DemoOptions } from '../../server/demo/seed.ts';

// A migrated demo store is the same for every test server that asks for the same demo options
// (the seed is deterministic), but building one runs every migration and rings the demo's sales
// through the sale path: seconds per server, and most test files start two. So a test run builds
// each one once and copies it: PostgreSQL clones a template database (CREATE DATABASE … TEMPLATE),
// SQLite copies the data directory. Test files run in separate processes, so the stores are shared
// through the file system and the PostgreSQL server; a run's stores are its own (named after the
// run) and its global teardown removes them. Two processes that build the same store at once both
// build it and the second one's copy is thrown away: no lock to leave held.

/** The PostgreSQL server tests use; each test server gets a database of its own on it. */
export const POSTGRES_ADMIN_URL = process.env['CANOPY_TEST_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Where a test run keeps its built stores: a directory, and the prefix of its PostgreSQL template names. */
export interface TemplateRun {
  dir: string;
  databasePrefix: string;
}

/** A fresh run's place for its stores (its global setup calls this once). */
export function newTemplateRun(): TemplateRun {
  return {
    dir: mkdtempSync(join(tmpdir(), 'canopy-test-stores-')),
    databasePrefix: `canopy_tpl_${randomBytes(4).toString('hex')}`,
  };
}

/** The demo options' own name: the same options, the same store. */
function keyOf(options: Partial<DemoOptions> | undefined): string {
  return createHash('sha256').update(JSON.stringify({ ...defaultDemo, ...options })).digest('hex').slice(0, 12);
}

async function buildInto(store: StoreDatabase, options: Partial<DemoOptions> | undefined): Promise<DemoAccounts> {
  try {
    await migrateToLatest(store.db);
    return await seedDemoStore(store.db, options);
  } finally {
    await store.close();
  }
}

function readAccounts(file: string): DemoAccounts {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isDemoAccounts(parsed)) throw new Error(`${file} does not hold the demo's accounts`);
  return parsed;
}

function isDemoAccounts(value: unknown): value is DemoAccounts {
  if (typeof value !== 'object' || value === null) return false;
  const ids = 'companyIds' in value ? value.companyIds : undefined;
  return ['accountId', 'otherCompanyId', 'managerId', 'budtenderId'].every((key) => key in value && typeof Reflect.get(value, key) === 'string')
    && Array.isArray(ids) && ids.length === 2 && ids.every((id) => typeof id === 'string');
}

/** A copy of the migrated demo store in a new data directory of its own. */
export async function sqliteStoreFromTemplate(run: TemplateRun, options: Partial<DemoOptions> | undefined, dataDir: string): Promise<DemoAccounts> {
  const template = join(run.dir, `sqlite-${keyOf(options)}`);
  let accounts: DemoAccounts | undefined;
  if (!existsSync(join(template, 'accounts.json'))) {
    const building = mkdtempSync(join(run.dir, 'building-'));
    accounts = await buildInto(openDatabase({ dataDir: join(building, 'data') }), options);
    writeFileSync(join(building, 'accounts.json'), JSON.stringify(accounts));
    try {
      renameSync(building, template); // atomic: a reader sees no template or a whole one
    } catch {
      rmSync(building, { recursive: true, force: true }); // another process built it first
    }
  }
  cpSync(join(template, 'data'), dataDir, { recursive: true });
  return accounts ?? readAccounts(join(template, 'accounts.json'));
}

/** Runs `query` on the PostgreSQL server's admin database, again while another session still holds the database it names. */
async function adminQuery(adminUrl: string, query: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(query);
      return;
    } catch (error) {
      // 55006 object_in_use: a pool that was just ended is still saying goodbye to the database.
      if (attempt >= 50 || !(error instanceof Error && 'code' in error && error.code === '55006')) throw error;
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Creates the database `name` as a copy of the migrated demo store. */
export async function postgresStoreFromTemplate(run: TemplateRun, options: Partial<DemoOptions> | undefined, adminUrl: string, name: string): Promise<DemoAccounts> {
  const key = keyOf(options);
  const template = `${run.databasePrefix}_${key}`;
  const accountsFile = join(run.dir, `postgres-${key}.json`);
  let accounts: DemoAccounts | undefined;
  if (!existsSync(accountsFile)) {
    const building = `${template}_${randomBytes(3).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    accounts = await buildInto(openDatabase({ url: url.toString() }), options);
    try {
      await adminQuery(adminUrl, `alter database ${building} rename to ${template}`);
      const written = join(run.dir, `building-${building}.json`);
      writeFileSync(written, JSON.stringify(accounts));
      renameSync(written, accountsFile);
    } catch (error) {
      // 42P04 duplicate_database: another process built it first (the same store: the seed is deterministic).
      if (!(error instanceof Error && 'code' in error && error.code === '42P04')) throw error;
      await adminQuery(adminUrl, `drop database if exists ${building}`);
    }
  }
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  return accounts ?? readAccounts(accountsFile);
}

/** Removes a run's stores (its global teardown). */
export async function removeTemplateRun(run: TemplateRun, adminUrl: string | null): Promise<void> {
  if (adminUrl !== null) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${run.databasePrefix}\\_%`]);
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await admin.end();
    }
  }
  rmSync(run.dir, { recursive: true, force: true });
}
