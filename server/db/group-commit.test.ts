import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPostgresDatabase, isPostgresAvailable } from '../../test/support/store-api.ts';
import { createGroupCommit } from './group-commit.ts';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';

const postgresReachable = await isPostgresAvailable();

/** A database on the engine with every statement it runs, in order (Kysely logs after each ran). */
async function openLogged(engine: 'sqlite' | 'postgres'): Promise<{ db: Kysely<Database>; events: string[]; close(): Promise<void> }> {
  const events: string[] = [];
  let dialect: Dialect;
  let cleanUp: () => Promise<void>;
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'canopy-group-commit-'));
    const file = new SqliteDatabase(join(dir, 'store.sqlite3'));
    file.pragma('journal_mode = WAL');
    dialect = new SqliteDialect({ database: file });
    cleanUp = () => Promise.resolve(rmSync(dir, { recursive: true, force: true }));
  } else {
    const database = await createPostgresDatabase();
    dialect = new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 4 }) });
    cleanUp = database.drop;
  }
  const db = new Kysely<Database>({ dialect, log: (event) => { events.push(event.query.sql.toLowerCase()); } });
  await migrateToLatest(db);
  events.length = 0;
  return { db, events, close: async () => { await db.destroy(); await cleanUp(); } };
}

const account = (number: number) => ({ id: randomUUID(), number, name: `Account ${number}` });

describe.each(['sqlite', 'postgres'] as const)('group commit [%s]', (engine) => {
  let store: Awaited<ReturnType<typeof openLogged>>;
  beforeEach(async (context) => {
    if (engine === 'postgres' && !postgresReachable) context.skip();
    store = await openLogged(engine);
  });
  afterEach(async () => { await store?.close(); });

  it('writes that arrive together share one transaction and one commit', async () => {
    const group = createGroupCommit(store.db);
    const rows = [1, 2, 3, 4, 5].map(account);
    await Promise.all(rows.map((row) => group.run((trx) => trx.insertInto('accounts').values(row).execute())));
    expect(store.events.filter((sql) => sql === 'begin')).toHaveLength(1);
    expect(store.events.filter((sql) => sql === 'commit')).toHaveLength(1);
    expect(await store.db.selectFrom('accounts').select('number').orderBy('number').execute()).toEqual(rows.map(({ number }) => ({ number })));
  });

  it('a refused write rolls back only itself; the rest of its group is stored', async () => {
    const group = createGroupCommit(store.db);
    const [first, clash, last] = [account(1), account(1), account(3)];
    const refusedOnPurpose = new Error('refused');
    const outcomes = await Promise.allSettled([
      group.run((trx) => trx.insertInto('accounts').values(first).execute()),
      // A write that stored a row and then failed: its row must go too.
      group.run(async (trx) => {
        await trx.insertInto('accounts').values(account(2)).execute();
        throw refusedOnPurpose;
      }),
      // A constraint violation (on PostgreSQL it aborts the transaction unless rolled back to the savepoint).
      group.run((trx) => trx.insertInto('accounts').values(clash).execute()),
      group.run((trx) => trx.insertInto('accounts').values(last).execute()),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(outcomes[1]).toEqual({ status: 'rejected', reason: refusedOnPurpose });
    expect(store.events.filter((sql) => sql === 'commit')).toHaveLength(1);
    expect(await store.db.selectFrom('accounts').select('id').orderBy('number').execute()).toEqual([{ id: first.id }, { id: last.id }]);
  });

  it('answers a write only after its group committed (acknowledged means stored)', async () => {
    const group = createGroupCommit(store.db);
    const answered: number[] = [];
    await Promise.all([1, 2].map((n) => group.run((trx) => trx.insertInto('accounts').values(account(n)).execute())
      .then(() => { answered.push(store.events.length); })));
    const commitAt = store.events.indexOf('commit') + 1;
    expect(commitAt).toBeGreaterThan(0);
    for (const eventsSeen of answered) expect(eventsSeen).toBeGreaterThanOrEqual(commitAt);
  });

  it('a write that arrives while a group is being written goes into the next group', async () => {
    const group = createGroupCommit(store.db);
    let late: Promise<unknown> = Promise.resolve();
    await group.run(async (trx) => {
      late = group.run((inner) => inner.insertInto('accounts').values(account(2)).execute());
      await trx.insertInto('accounts').values(account(1)).execute();
    });
    await late;
    expect(store.events.filter((sql) => sql === 'commit')).toHaveLength(2);
    expect(await store.db.selectFrom('accounts').select('number').orderBy('number').execute()).toEqual([{ number: 1 }, { number: 2 }]);
  });
});
