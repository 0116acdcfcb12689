import { sql, type Kysely } from 'kysely';

/**
 * `inventory_items.package_label`: the state package (Metrc's 24-character tag) an item is sold
 * from; each line of a receipt reported to Metrc names it. Unique within a location: two items
 * sold from one package would report one package's sales under two stocks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inventory_items').addColumn('package_label', 'text').execute();
  await db.schema.createIndex('inventory_items_package_label').unique().on('inventory_items').columns(['company_id', 'package_label'])
    .where(sql.ref('package_label'), 'is not', null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('inventory_items_package_label').execute();
  await db.schema.alterTable('inventory_items').dropColumn('package_label').execute();
}
