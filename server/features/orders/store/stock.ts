import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { INVENTORY_STATUS_FOR_SALE } from '../../../../shared/api/catalog.ts';
import type { Database } from '../../../db/schema.ts';
import { nowTimestamp } from '../../../http/time.ts';

/** One change of an item's stock, in thousandths of the item's own unit; negative for a sale. */
export interface StockMove { inventory_item_id: string; product_id: string | null; delta_milli: number }

/**
 * Moves stock for an order inside its transaction: the inventory item, its product's total and
 * the item's For-Sale place row all change by the same amount, so the three stay consistent.
 * Each is an atomic `quantity = quantity + delta` (never read-modify-write), so concurrent sales
 * lose no update; rows are touched in id order so two orders never deadlock on each other.
 * Stock may go negative: the goods have left the store, and a sale is never refused for the count. Returns the moved item ids.
 */
export async function moveStock(trx: Transaction<Database>, companyId: string, moves: readonly StockMove[]): Promise<string[]> {
  const byItem = new Map<string, StockMove>();
  for (const move of moves) {
    const seen = byItem.get(move.inventory_item_id);
    byItem.set(move.inventory_item_id, { ...move, delta_milli: (seen?.delta_milli ?? 0) + move.delta_milli });
  }
  const items = [...byItem.values()].filter((m) => m.delta_milli !== 0).sort((a, b) => compare(a.inventory_item_id, b.inventory_item_id));
  if (items.length === 0) return [];
  const now = nowTimestamp();
  for (const move of items) {
    await trx.updateTable('inventory_items')
      .set((eb) => ({ quantity_milli: eb('quantity_milli', '+', move.delta_milli), updated_at: now }))
      .where('company_id', '=', companyId).where('id', '=', move.inventory_item_id).execute();
  }

  const byProduct = new Map<string, number>();
  for (const move of items) {
    if (move.product_id !== null) byProduct.set(move.product_id, (byProduct.get(move.product_id) ?? 0) + move.delta_milli);
  }
  for (const [productId, delta] of [...byProduct].sort(([a], [b]) => compare(a, b))) {
    await trx.updateTable('products').set((eb) => ({ quantity_milli: eb('quantity_milli', '+', delta) }))
      .where('company_id', '=', companyId).where('id', '=', productId).execute();
  }

  // The sale comes off the sales floor: each item's floor row, found and changed in one statement.
  let floor: { id: string } | undefined | null = null;
  for (const move of items) {
    const moved = await trx.updateTable('inventory_item_places').set((eb) => ({ quantity_milli: eb('quantity_milli', '+', move.delta_milli) }))
      .where('id', '=', floorRowOf(trx, companyId, move.inventory_item_id))
      .executeTakeFirst();
    if (moved.numUpdatedRows > 0n) continue;
    // No row on the floor yet (all stock in the vault, say): open one so places still add up to the item.
    floor ??= await floorPlaceOf(trx, companyId).executeTakeFirst();
    if (floor === undefined) continue;
    await trx.insertInto('inventory_item_places').values({
      id: randomUUID(), company_id: companyId, inventory_item_id: move.inventory_item_id, place_id: floor.id, quantity_milli: move.delta_milli,
    }).execute();
  }
  return items.map((m) => m.inventory_item_id);
}

/**
 * The row a sale of the item comes off and goods given back go onto: the item's row in its first
 * For-Sale place (by place number). The one statement of a sale (one-statement.ts) uses it too.
 *
 * Both subqueries here write their LIMIT as a literal, not a bound parameter (Kysely's default):
 * inside PostgreSQL's one-statement sale a `limit $n` cost about 30% of POST /orders' rate under
 * 32 connections (`npm run bench -- --orders-before 87bbb96`: 371 against 525 req/s; the literal
 * brings it back). stock.test.ts holds it.
 */
export const floorRowOf = (db: Kysely<Database>, companyId: string, itemId: string) => db.selectFrom('inventory_item_places')
  .innerJoin('places', 'places.id', 'inventory_item_places.place_id')
  .select('inventory_item_places.id')
  .where('inventory_item_places.company_id', '=', companyId)
  .where('inventory_item_places.inventory_item_id', '=', itemId)
  .where('places.inventory_status', '=', INVENTORY_STATUS_FOR_SALE).where('places.deleted_at', 'is', null)
  .orderBy('places.number').orderBy('inventory_item_places.id')
  .limit(sql.lit(1));

/** Where an item without a floor row gets one: the location's first For-Sale place. */
export const floorPlaceOf = (db: Kysely<Database>, companyId: string) => db.selectFrom('places').select('id')
  .where('company_id', '=', companyId).where('inventory_status', '=', INVENTORY_STATUS_FOR_SALE).where('deleted_at', 'is', null)
  .orderBy('number').limit(sql.lit(1));

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
