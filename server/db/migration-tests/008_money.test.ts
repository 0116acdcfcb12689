import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { expect, it } from 'vitest';
import { createPostgresDatabase, describeEachEngine } from '../../../test/support/store-api.ts';
import { openDatabase, type StoreDatabase } from '../connect.ts';
import type { Database } from '../schema.ts';
import * as core from '../migrations/001_core.ts';
import * as sales from '../migrations/002_sales.ts';
import * as people from '../migrations/003_people.ts';
import * as catalogIndexes from '../migrations/004_catalog_indexes.ts';
import * as benchIndexes from '../migrations/005_bench_indexes.ts';
import * as catalogRevision from '../migrations/006_catalog_revision.ts';
import * as money from '../migrations/008_money.ts';

const before: Record<string, Migration> = {
  '001_core': core, '002_sales': sales, '003_people': people, '004_catalog_indexes': catalogIndexes,
  '005_bench_indexes': benchIndexes, '006_catalog_revision': catalogRevision,
};
const migrator = (db: Kysely<Database>, migrations: Record<string, Migration>) =>
  new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });

async function open(engine: 'sqlite' | 'postgres'): Promise<{ store: StoreDatabase; drop: () => Promise<void> }> {
  if (engine === 'postgres') {
    const database = await createPostgresDatabase();
    return { store: openDatabase({ url: database.url }), drop: database.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'canopy-migration-'));
  return { store: openDatabase({ dataDir }), drop: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })) };
}

describeEachEngine('migration 008 (money)', (engine) => {
  it('migrates a store that has data: companies get the default money settings, the JSON tax id lists go, and down undoes it', async () => {
    const { store, drop } = await open(engine);
    const { db } = store;
    try {
      expect((await migrator(db, before).migrateToLatest()).error).toBeUndefined();
      await sql`insert into accounts (id, number, name) values ('a', 1, 'A')`.execute(db);
      await sql`insert into companies (id, number, account_id, name, street, city, state, zip_code) values ('c', 1, 'a', 'C', 's', 'x', 'OR', '97214')`.execute(db);
      await sql`insert into product_types (id, company_id, name, traceability_type, can_edit_weight, can_edit_strain, can_edit_test_results,
        can_edit_flower_type, can_edit_concentrate_type, is_marijuana, tax_item_ids, test_results_unit, is_default, color)
        values ('t', 'c', 'Flower', 1, 0, 1, 1, 1, 0, 1, '["dangling"]', 0, 1, 0)`.execute(db);

      expect((await migrator(db, { ...before, '008_money': money }).migrateToLatest()).error).toBeUndefined();
      const company = await db.selectFrom('companies').selectAll().executeTakeFirstOrThrow();
      expect(company).toMatchObject({ time_zone: 'UTC', discount_approval_percent: '0.20', loyalty_redemption_points_per_dollar: 100 });
      expect(Number(company.discount_approval_flat_amount)).toBe(2000);
      const type = await db.selectFrom('product_types').selectAll().executeTakeFirstOrThrow();
      expect(Object.keys(type)).not.toContain('tax_item_ids');
      // A link must name a tax item of the same company: the foreign key refuses one that does not exist.
      await expect(db.insertInto('product_type_tax_items').values({ product_type_id: 't', tax_item_id: 'nope', company_id: 'c' }).execute()).rejects.toThrow();

      expect((await migrator(db, { ...before, '008_money': money }).migrateDown()).error).toBeUndefined();
      const restored = await sql<{ tax_item_ids: string }>`select tax_item_ids from product_types`.execute(db);
      expect(restored.rows).toEqual([{ tax_item_ids: '[]' }]);
    } finally {
      await store.close();
      await drop();
    }
  });
});
