import { type Kysely } from 'kysely';

/**
 * An item's row at one place, found by both: an adjustment (and a re-import's stock change, one
 * adjustment per item) looks up `inventory_item_places` by item and place. With an index on each
 * column alone, SQLite's planner took the place's (every item of a store sits in its For Sale place)
 * and read the whole place per lookup: a re-import changing 10,000 items' stock spent most of its
 * minute there. The pair's index finds the row directly on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('inventory_item_places_item_place').on('inventory_item_places').columns(['inventory_item_id', 'place_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('inventory_item_places_item_place').execute();
}
