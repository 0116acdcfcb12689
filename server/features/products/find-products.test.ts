import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type StoreDatabase } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import type { DemoAccounts } from '../../demo/accounts.ts';
import { seedDemoStore } from '../../demo/seed.ts';
import { findProducts } from './repository.ts';

/** Products are read by primary key (not by walking a location's index), and only the location's own come back. */
describe('findProducts', () => {
  let dataDir: string;
  let store: StoreDatabase;
  let demo: DemoAccounts;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'canopy-find-products-'));
    store = openDatabase({ dataDir });
    await migrateToLatest(store.db);
    demo = await seedDemoStore(store.db, { products: 40 });
  });
  afterAll(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const productIdsOf = async (companyId: string) =>
    (await store.db.selectFrom('products').select('id').where('company_id', '=', companyId).limit(10).execute()).map((row) => row.id);

  it('reads the products table through its primary key', async () => {
    const statements: RootOperationNode[] = [];
    const capture: KyselyPlugin = {
      transformQuery: ({ node }) => { statements.push(node); return node; },
      transformResult: async ({ result }) => result,
    };
    const companyId = demo.companyIds[0];
    await findProducts(store.db.withPlugin(capture), companyId, await productIdsOf(companyId));
    const plans: string[] = [];
    for (const node of statements) {
      const query = store.db.getExecutor().compileQuery(node, { queryId: 'plan' });
      const rows = await store.db.executeQuery<{ detail: string }>({ ...query, sql: `explain query plan ${query.sql}` });
      plans.push(rows.rows.map((row) => row.detail).join('\n'));
    }
    const productsPlan = plans.find((plan) => /SEARCH products /.test(plan));
    expect(productsPlan).toContain('SEARCH products USING INDEX sqlite_autoindex_products_1 (id=?)');
  });

  it("answers only the location's own products, whatever ids it is given", async () => {
    const mine = await productIdsOf(demo.companyIds[0]);
    const theirs = await productIdsOf(demo.otherCompanyId);
    const found = await findProducts(store.db, demo.companyIds[0], [...mine, ...theirs]);
    expect([...found.keys()].sort()).toEqual([...mine].sort());
  });
});
