import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, isPostgresAvailable } from '../../test/support/store-api.ts';
import { preparedName, prepareRepeatedStatements, worthPreparing } from './prepared-statements.ts';

const postgresReachable = await isPostgresAvailable();

describe('which statements are prepared', () => {
  it('not those whose plan depends on a LIKE pattern, a LIMIT or an OFFSET given as a value', () => {
    expect(worthPreparing('select count(*) from products where lower(name) like $2 escape \'\\\'')).toBe(false);
    expect(worthPreparing('select * from products where company_id = $1 order by name limit $2 offset $3')).toBe(false);
    expect(worthPreparing('select * from products where company_id = $1 LIMIT $2')).toBe(false);
    // A sale's statements: lookups by key, and a written-in LIMIT 1.
    expect(worthPreparing('select * from devices where id = $1 and company_id = $2')).toBe(true);
    expect(worthPreparing('update places set n = 1 where id = (select id from places where company_id = $1 order by number limit 1)')).toBe(true);
    expect(worthPreparing('select "likes", "limit_cents" from "settings" where "id" = $1')).toBe(true);
  });
});

describe.skipIf(!postgresReachable)('prepared statements per connection (PostgreSQL)', () => {
  let database: { url: string; drop: () => Promise<void> };
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
    await pool.query('create table items (id int primary key, name text not null)');
    await pool.query("insert into items values (1, 'Blue Dream'), (2, 'Sour Diesel'), (3, 'Gelato')");
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  /** The names of the statements this connection has prepared on the server. */
  const preparedOn = async (client: pg.PoolClient): Promise<string[]> =>
    (await client.query<{ name: string }>({ text: 'select name from pg_prepared_statements order by name' })).rows.map((row) => row.name);

  it('prepares a parameterised statement once per connection and answers exactly as unprepared', async () => {
    const client = await pool.connect();
    try {
      const text = 'select id, name from items where id >= $1 order by id';
      const unprepared = (await client.query(text, [2])).rows;
      prepareRepeatedStatements(client);
      const first = (await client.query(text, [2])).rows;
      const again = (await client.query(text, [3])).rows;
      expect(first).toEqual(unprepared);
      expect(again).toEqual([{ id: 3, name: 'Gelato' }]);
      expect(await preparedOn(client)).toEqual([preparedName(text)]);
      // A query without values, or given as a config object, is left as it was asked.
      await client.query('select count(*) from items');
      await client.query({ text: 'select name from items where id = $1', values: [1] });
      // Nor is a search whose plan depends on its pattern.
      expect((await client.query('select name from items where lower(name) like $1', ['%dream%'])).rows).toEqual([{ name: 'Blue Dream' }]);
      expect(await preparedOn(client)).toEqual([preparedName(text)]);
    } finally {
      client.release(true);
    }
  });

  it('prepares at most `limit` distinct statements; later ones still run, unprepared', async () => {
    const client = await pool.connect();
    try {
      prepareRepeatedStatements(client, 2);
      const texts = [1, 2, 3, 4].map((n) => `select name from items where id in (${Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ')}) order by id`);
      const answers = [];
      for (const [index, text] of texts.entries()) answers.push((await client.query(text, [1, 2, 3, 4].slice(0, index + 1))).rows.length);
      expect(answers).toEqual([1, 2, 3, 3]);
      expect(await preparedOn(client)).toEqual(texts.slice(0, 2).map(preparedName).sort());
    } finally {
      client.release(true);
    }
  });

  it('a statement whose table gained a column (a newer instance migrated) runs unprepared from then on', async () => {
    await pool.query('create table tills (id int primary key, name text not null)');
    await pool.query("insert into tills values (1, 'Front')");
    const client = await pool.connect();
    try {
      prepareRepeatedStatements(client);
      const text = 'select * from tills where id = $1';
      expect((await client.query(text, [1])).rows).toEqual([{ id: 1, name: 'Front' }]);
      const migrator = new pg.Client({ connectionString: database.url });
      await migrator.connect();
      await migrator.query("alter table tills add column note text not null default 'none'");
      await migrator.end();
      // Prepared, PostgreSQL would refuse it now ("cached plan must not change result type").
      expect((await client.query(text, [1])).rows).toEqual([{ id: 1, name: 'Front', note: 'none' }]);
      expect((await client.query(text, [1])).rows).toEqual([{ id: 1, name: 'Front', note: 'none' }]);
    } finally {
      client.release(true);
    }
  });

  it('a statement that fails to prepare fails as before, and the connection goes on', async () => {
    const client = await pool.connect();
    try {
      prepareRepeatedStatements(client);
      await expect(client.query('select nope from items where id = $1', [1])).rejects.toMatchObject({ code: '42703' });
      expect((await client.query('select name from items where id = $1', [1])).rows).toEqual([{ name: 'Blue Dream' }]);
    } finally {
      client.release(true);
    }
  });
});
