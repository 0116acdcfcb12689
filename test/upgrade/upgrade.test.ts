import { sql, type Migration, type MigrationProvider } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import type { StoreDatabase } from '../../server/db/connect.ts';
import { MIGRATION_FOLDER, migrateToLatest, migrationsIn } from '../../server/db/migrate.ts';
import { describeEachEngine } from '../support/store-api.ts';
import { closeDatabases, databaseOf, fixtureOf } from './release-database.ts';

/**
 * A store upgraded to this version starts from what the last release's migrations left: the
 * fixture (release-*.sql, written by `npm run db:upgrade-fixture` at each release) is that
 * database with a small demo store in it. Fresh databases, which every other test uses, cannot
 * see a migration numbered before one a store has already applied; this test does.
 */
afterEach(closeDatabases);

type Row = Record<string, unknown>;

/** Every row of every table, by table, in an order that does not depend on the engine's. */
async function contentsOf(store: StoreDatabase): Promise<Map<string, Row[]>> {
  const tables = await store.db.introspection.getTables();
  const contents = new Map<string, Row[]>();
  for (const table of tables) {
    if (table.name.startsWith('kysely_migration')) continue;
    const rows = await sql<Row>`select * from ${sql.table(table.name)}`.execute(store.db);
    contents.set(table.name, rows.rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))));
  }
  return contents;
}

const appliedMigrations = async (store: StoreDatabase): Promise<string[]> =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(store.db)).rows.map((row) => row.name);

/** Today's migrations and one more, placed where the test says. */
const withMigration = (name: string): MigrationProvider => ({
  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations = await migrationsIn(MIGRATION_FOLDER).getMigrations();
    return { ...migrations, [name]: { up: async (db) => { await db.schema.createTable('inserted_late').addColumn('id', 'text').execute(); } } };
  },
});

describeEachEngine('a store made by the last release, upgraded', (engine) => {
  it('migrates to this version with every row it held still there', async () => {
    const store = await databaseOf(engine, fixtureOf(engine));
    const released = await appliedMigrations(store);
    const before = await contentsOf(store);
    expect(before.get('orders')?.length).toBeGreaterThan(0);

    await migrateToLatest(store.db);

    // The release's migrations keep their names and places; this version's come after them.
    const applied = await appliedMigrations(store);
    expect(applied.slice(0, released.length)).toEqual(released);
    expect(applied).toEqual(Object.keys(await migrationsIn(MIGRATION_FOLDER).getMigrations()));
    // Each row as it was (a later migration may add columns, so a row may have more).
    const after = await contentsOf(store);
    for (const [table, rows] of before) {
      const rowsAfter = (after.get(table) ?? []).map((row) => Object.fromEntries(Object.keys(rows[0] ?? {}).map((column) => [column, row[column]])));
      expect(rowsAfter.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))), table).toEqual(rows);
    }
  });

  // 020 and 036 are the released folder's gaps: a branch's migration given one of those numbers
  // would run on every fresh database and on no store in the field.
  it.each(['020_inserted_late', '036_inserted_late'])('refuses a migration numbered into a gap (%s), before an applied one, which a fresh database would take', async (name) => {
    const provider = withMigration(name);
    const fresh = await databaseOf(engine);
    await migrateToLatest(fresh.db, provider);
    expect(await appliedMigrations(fresh)).toContain(name);

    const store = await databaseOf(engine, fixtureOf(engine));
    const released = await appliedMigrations(store);
    const refusal = await migrateToLatest(store.db, provider).then(() => undefined, (error: unknown) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal instanceof Error ? String(refusal.cause) : '').toContain('New migrations must always have a name that comes alphabetically after the last executed migration');
    expect(await appliedMigrations(store)).toEqual(released);
  });

  it('takes a migration numbered after the last one', async () => {
    const store = await databaseOf(engine, fixtureOf(engine));
    await migrateToLatest(store.db, withMigration('999_inserted_last'));
    expect(await appliedMigrations(store)).toContain('999_inserted_last');
  });
});
