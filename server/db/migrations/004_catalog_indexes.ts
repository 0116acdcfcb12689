import type { Kysely } from 'kysely';

/**
 * Indexes for the catalog lists (GET /products, GET /inventory_items). A product page is sorted by
 * (field, name, id) so pages never overlap; with the whole key in the index a page is read in
 * order instead of sorting every product of the company first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('products_company_name_id').on('products').columns(['company_id', 'name', 'id']).execute();
  await db.schema.createIndex('products_company_quantity_name_id').on('products').columns(['company_id', 'quantity_milli', 'name', 'id']).execute();
  // Items are listed oldest first: an exact sku or lot number is found and ordered by one index.
  await db.schema.createIndex('inventory_items_company_lot').on('inventory_items').columns(['company_id', 'lot_number', 'created_at', 'id']).execute();
  await db.schema.createIndex('inventory_items_company_sku_created').on('inventory_items').columns(['company_id', 'sku', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['inventory_items_company_sku_created', 'inventory_items_company_lot', 'products_company_quantity_name_id', 'products_company_name_id']) {
    await db.schema.dropIndex(name).execute();
  }
}
