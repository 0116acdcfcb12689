import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPostgresDatabase, isPostgresAvailable } from '../../test/support/store-api.ts';
import type { Database } from './schema.ts';
import { inTransaction, type RetryPolicy } from './transaction.ts';

const postgresReachable = await isPostgresAvailable();
const fast: RetryPolicy = { retries: 5, baseDelayMs: 1, maxDelayMs: 5 };

/** Resolves once `count` callers have arrived: lines two transactions up at the point they collide. */
function barrier(count: number): () => Promise<void> {
  let arrived = 0;
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  return () => {
    arrived += 1;
    if (arrived === count) open();
    return opened;
  };
}

describe.skipIf(!postgresReachable)('the transaction runner on PostgreSQL', () => {
  let database: { url: string; drop: () => Promise<void> };
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 4 }) }) });
    await sql`create table counters (id int primary key, hits int not null)`.execute(db);
    await sql`create table entries (id int primary key)`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });
  beforeEach(async () => {
    await sql`delete from counters`.execute(db);
    await sql`delete from entries`.execute(db);
    await sql`insert into counters values (1, 0), (2, 0)`.execute(db);
  });

  it('two transactions that deadlock (40P01) both land, each exactly once', async () => {
    const meet = barrier(2);
    let attempts = 0;
    const crossing = (first: number, second: number) => inTransaction(db, async (trx) => {
      attempts += 1;
      await sql`update counters set hits = hits + 1 where id = ${first}`.execute(trx);
      // Only the first attempts wait for each other; a retry goes straight through.
      if (attempts <= 2) await meet();
      await sql`update counters set hits = hits + 1 where id = ${second}`.execute(trx);
    }, fast);
    await Promise.all([crossing(1, 2), crossing(2, 1)]);
    expect(attempts).toBe(3);
    const { rows } = await sql<{ id: number; hits: number }>`select id, hits from counters order by id`.execute(db);
    expect(rows).toEqual([{ id: 1, hits: 2 }, { id: 2, hits: 2 }]);
  });

  it('a serialization failure (40001) re-runs the whole work, and the rolled-back attempt leaves nothing', async () => {
    let attempts = 0;
    const result = await inTransaction(db, async (trx) => {
      attempts += 1;
      await sql`insert into entries values (1)`.execute(trx);
      if (attempts === 1) await sql`do $$ begin raise exception 'conflict' using errcode = '40001'; end $$`.execute(trx);
      return attempts;
    }, fast);
    expect(result).toBe(2);
    const { rows } = await sql<{ id: number }>`select id from entries`.execute(db);
    expect(rows).toEqual([{ id: 1 }]);
  });

  it('a real serialization failure (repeatable read, concurrent update) is retried until it lands', async () => {
    const meet = barrier(2);
    let attempts = 0;
    const bump = () => inTransaction(db, async (trx) => {
      attempts += 1;
      await sql`set transaction isolation level repeatable read`.execute(trx);
      await sql`select hits from counters where id = 1`.execute(trx);
      if (attempts <= 2) await meet();
      await sql`update counters set hits = hits + 1 where id = 1`.execute(trx);
    }, fast);
    await Promise.all([bump(), bump()]);
    expect(attempts).toBe(3);
    const { rows } = await sql<{ hits: number }>`select hits from counters where id = 1`.execute(db);
    expect(rows).toEqual([{ hits: 2 }]);
  });

  it('gives up after the bounded retries with the conflict itself', async () => {
    let attempts = 0;
    const always = inTransaction(db, async (trx) => {
      attempts += 1;
      await sql`do $$ begin raise exception 'conflict' using errcode = '40P01'; end $$`.execute(trx);
    }, fast);
    await expect(always).rejects.toMatchObject({ code: '40P01' });
    expect(attempts).toBe(fast.retries + 1);
  });

  it('never re-runs another error (here a unique violation)', async () => {
    await sql`insert into entries values (7)`.execute(db);
    let attempts = 0;
    const duplicate = inTransaction(db, async (trx) => {
      attempts += 1;
      await sql`insert into entries values (7)`.execute(trx);
    }, fast);
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);
  });
});
