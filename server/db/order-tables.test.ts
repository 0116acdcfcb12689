import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPostgresDatabase, describeEachEngine } from '../../test/support/store-api.ts';
import { openDatabase, type StoreDatabase } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import type { LineItemTable, OrderTable, PaymentTable } from './schema.ts';

/**
 * The order tables' TypeScript description (schema.ts) is written by hand beside the migrations
 * that make them. Each list below is checked by the compiler against its table's interface (a
 * column added to or removed from the interface is a compile error here), and this test checks
 * the same list against the migrated database on each engine: a migration that adds a column the
 * interface lacks, or an interface column no migration made, fails until both say the same.
 */
const ORDER_COLUMNS = {
  id: true, company_id: true, receipt_id: true, device_id: true, shift_id: true, employee_id: true, customer_id: true, original_order_id: true,
  charged_on: true, order_type: true, payment_type: true, tendered_amount: true, refund_reason: true, voided: true, request_hash: true,
  created_at: true, updated_at: true, subtotal: true, discount_total: true, tax_total: true, total: true,
  discount_percent: true, discount_flat_amount: true, discount_reason: true, discount_approved_by: true,
  loyalty_points_earned: true, loyalty_points_redeemed: true, person_id: true, rung_offline: true, review_flags: true, age_verification: true,
} as const satisfies Record<keyof OrderTable, true>;

const LINE_ITEM_COLUMNS = {
  id: true, company_id: true, order_id: true, position: true, inventory_item_id: true, quantity_milli: true, unit: true, stock_milli: true,
  price: true, sku: true, weight: true, subtotal: true, discounts: true, tax_breakdowns: true, tax_exemptions: true, loyalty_points: true,
  related_line_item_id: true,
} as const satisfies Record<keyof LineItemTable, true>;

const PAYMENT_COLUMNS = {
  id: true, company_id: true, order_id: true, position: true, payment_method_id: true, payment_type: true, total: true,
} as const satisfies Record<keyof PaymentTable, true>;

const TABLES = { orders: ORDER_COLUMNS, line_items: LINE_ITEM_COLUMNS, payments: PAYMENT_COLUMNS };

describeEachEngine('the order tables as migrated and as schema.ts describes them', (engine) => {
  let store: StoreDatabase;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    if (engine === 'postgres') {
      const database = await createPostgresDatabase();
      store = openDatabase({ url: database.url });
      drop = database.drop;
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'canopy-order-tables-'));
      store = openDatabase({ dataDir });
      drop = () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true }));
    }
    await migrateToLatest(store.db);
  });
  afterAll(async () => {
    await store.close();
    await drop();
  });

  async function columnsOf(table: string): Promise<string[]> {
    const rows = engine === 'postgres'
      ? await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(store.db)
      : await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(store.db);
    return rows.rows.map((row) => row.name).sort();
  }

  for (const [table, columns] of Object.entries(TABLES)) {
    it(`${table}: the same columns`, async () => {
      expect(await columnsOf(table)).toEqual(Object.keys(columns).sort());
    });
  }
});
