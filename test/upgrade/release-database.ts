import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { openDatabase, sqliteFileIn, type Engine, type StoreDatabase } from '../../server/db/connect.ts';
import { createPostgresDatabase } from '../support/store-api.ts';

/**
 * The last release's database (release-*.sql, written by `npm run db:upgrade-fixture` at each
 * release): what its migrations left, with a small demo store in it, as SQL for the engine.
 */
export const fixtureOf = (engine: Engine): string => readFileSync(new URL(`./release-${engine}.sql`, import.meta.url), 'utf8');

const opened: { store: StoreDatabase; drop: () => Promise<void> }[] = [];

/** Closes and drops every database `databaseOf` opened (each test file's afterEach). */
export async function closeDatabases(): Promise<void> {
  for (const { store, drop } of opened.splice(0)) {
    await store.close();
    await drop();
  }
}

/** A database on the engine, holding `text` (SQL) when given, opened as a store opens it when it starts. */
export async function databaseOf(engine: Engine, text?: string): Promise<StoreDatabase> {
  if (engine === 'postgres') {
    const database = await createPostgresDatabase();
    if (text !== undefined) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query(text).finally(() => client.end());
    }
    const store = openDatabase({ url: database.url });
    opened.push({ store, drop: database.drop });
    return store;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'canopy-upgrade-'));
  if (text !== undefined) {
    const file = new SqliteDatabase(sqliteFileIn(dataDir));
    try {
      file.exec(text);
    } finally {
      file.close();
    }
  }
  const store = openDatabase({ dataDir });
  opened.push({ store, drop: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })) });
  return store;
}
