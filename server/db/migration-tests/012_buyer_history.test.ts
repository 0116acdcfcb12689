import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type StoreDatabase } from '../connect.ts';
import { migrateToLatest } from '../migrate.ts';

/** The purchase-limit check's read of a buyer's window goes through the buyer's own index, not the location's day. */
describe('migration 012 (buyer history)', () => {
  let dataDir: string;
  let store: StoreDatabase;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'canopy-migration-'));
    store = openDatabase({ dataDir });
    await migrateToLatest(store.db);
  });
  afterAll(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // The limit check's query (server/features/compliance/facts.ts), with the values written in.
  const planOf = async (buyerColumn: 'customer_id' | 'person_id'): Promise<string> => {
    const rows = await sql<{ detail: string }>`explain query plan select id, charged_on, order_type from orders
      where company_id = 'c' and ${sql.ref(buyerColumn)} = 'b' and charged_on >= '2026-11-01T08:00:00.000Z'`.execute(store.db);
    return rows.rows.map((row) => row.detail).join('\n');
  };

  it.each([
    ['customer_id', 'orders_company_customer_charged'],
    ['person_id', 'orders_company_person_charged'],
  ] as const)('a window of purchases by %s is read from %s', async (column, index) => {
    expect(await planOf(column)).toContain(`USING INDEX ${index} (company_id=? AND ${column}=? AND charged_on>?)`);
  });
});
