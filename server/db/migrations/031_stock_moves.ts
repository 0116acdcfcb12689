import { type Kysely } from 'kysely';

/**
 * Stock that moves other than by a sale, each row a fact the state is owed:
 * - `inventory_adjustments`: waste, damage, theft, drying loss, a lab sample, a count correction or a
 *   customer's return. `quantity_milli` is signed (negative takes stock away) in thousandths of the
 *   item's `unit`; `reason` is the state's own name for it as reported (Metrc's adjust reason for the
 *   licence, CCRS's AdjustmentReason), `kind` Canopy's word for it. A count's variance points at its
 *   count (`inventory_count_id`), a return at the refunded sale (`order_id`).
 * - `inventory_receipts`: one row per package of an incoming transfer (or a supplier's manifest line in
 *   a state without an API), accepted into `inventory_item_id` or rejected with a reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('inventory_adjustments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('inventory_item_id', 'text', (c) => c.notNull().references('inventory_items.id'))
    .addColumn('quantity_milli', 'integer', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('employee_id', 'text')
    .addColumn('order_id', 'text')
    .addColumn('inventory_count_id', 'text')
    .addColumn('adjusted_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inventory_adjustments_by_time').on('inventory_adjustments')
    .columns(['company_id', 'adjusted_at']).execute();
  await db.schema.createTable('inventory_receipts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('transfer_id', 'text', (c) => c.notNull())
    .addColumn('manifest_number', 'text', (c) => c.notNull())
    .addColumn('shipper_license_number', 'text', (c) => c.notNull())
    .addColumn('package_label', 'text')
    .addColumn('external_identifier', 'text')
    .addColumn('product_id', 'text')
    .addColumn('inventory_item_id', 'text')
    .addColumn('quantity_milli', 'integer', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('unit_cost', 'integer')
    .addColumn('accepted', 'integer', (c) => c.notNull())
    .addColumn('rejection_reason', 'text')
    .addColumn('employee_id', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inventory_receipts_by_transfer').on('inventory_receipts')
    .columns(['company_id', 'transfer_id']).execute();
  // A package is accepted (or rejected) once: a second receipt of the same label is the same receipt.
  await db.schema.createIndex('inventory_receipts_one_per_label').on('inventory_receipts')
    .columns(['company_id', 'transfer_id', 'package_label']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inventory_receipts').execute();
  await db.schema.dropTable('inventory_adjustments').execute();
}
