import type { Kysely } from 'kysely';

/**
 * (company_id, id) on inventory items: `GET /inventory_items?after_id=` reads the next page of a
 * company's items in id order straight from this index (a keyset page), so the page after item
 * 49,000 costs what the first page costs; an OFFSET page must walk past every item before it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('inventory_items_company_id_keyset').on('inventory_items').columns(['company_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('inventory_items_company_id_keyset').execute();
}
