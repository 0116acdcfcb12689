import type { Kysely, Selectable } from 'kysely';
import { SELL_TYPE_SELLABLE, type Metadata } from '../../../shared/api/catalog.ts';
import type { Database, InventoryItemTable } from '../../db/schema.ts';
import { containsText } from '../../db/text-search.ts';
import { FieldErrorCollector } from '../../http/errors.ts';
import { nowTimestamp } from '../../http/time.ts';
import { recordChange } from '../push-notifications/record-change.ts';
import { findProducts, loadPlaceStock, type CountMatches, type PlaceStockRow, type ProductRecord } from '../products/repository.ts';
import { inTransaction } from '../../db/transaction.ts';

/** An inventory item with its product (and that product's stock) and its own stock by place. */
export interface InventoryItemRecord {
  item: Selectable<InventoryItemTable>;
  product: ProductRecord | null;
  places: PlaceStockRow[];
}

/** Completes item rows with their products and stock: two more queries for the whole page. */
async function withProductsAndPlaces(db: Kysely<Database>, companyId: string, items: Array<Selectable<InventoryItemTable>>): Promise<InventoryItemRecord[]> {
  if (items.length === 0) return [];
  const productIds = items.flatMap((i) => (i.product_id === null ? [] : [i.product_id]));
  const [products, orphanPlaces] = await Promise.all([
    findProducts(db, companyId, productIds),
    // Items without a product: their stock is not among any product's.
    loadPlaceStock(db, companyId, { itemIds: items.filter((i) => i.product_id === null).map((i) => i.id) }),
  ]);
  return items.map((item) => {
    const product = item.product_id === null ? null : (products.get(item.product_id) ?? null);
    const stock = product === null ? orphanPlaces : product.places;
    return { item, product, places: stock.filter((p) => p.inventory_item_id === item.id) };
  });
}

/** Inventory items of the company by id (for orders, packages and the single read). */
export async function findInventoryItems(db: Kysely<Database>, companyId: string, ids: readonly string[]): Promise<Map<string, InventoryItemRecord>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const items = await db.selectFrom('inventory_items').selectAll().where('company_id', '=', companyId).where('id', 'in', unique).execute();
  const records = await withProductsAndPlaces(db, companyId, items);
  return new Map(records.map((r) => [r.item.id, r]));
}

export interface InventoryListQuery {
  limit: number; offset: number;
  /** A keyset page: items with an id after this one, in id order (instead of oldest first). */
  afterId?: string;
  sellable?: boolean; onlyAssigned?: boolean;
  sku?: string; lotNumber?: string; productId?: string; productName?: string;
}

/** What a list query matches, without its paging: what `meta.total` counts. */
export type InventoryFilter = Omit<InventoryListQuery, 'limit' | 'offset' | 'afterId'>;

export const inventoryFilter = ({ limit: _limit, offset: _offset, afterId: _afterId, ...filter }: InventoryListQuery): InventoryFilter => filter;

/**
 * One page of the company's inventory items matching §4.3's filters, and the total of all matches
 * (through `countMatches`, so a caller can keep it per filter). Oldest first by OFFSET; with
 * `afterId`, the items after that id in id order, read from the (company_id, id) index.
 */
export async function listInventoryItems(
  db: Kysely<Database>, companyId: string, q: InventoryListQuery, countMatches: CountMatches = (count) => count(),
): Promise<{ records: InventoryItemRecord[]; total: number }> {
  const matching = () => {
    let query = db.selectFrom('inventory_items').where('inventory_items.company_id', '=', companyId);
    if (q.sellable !== undefined) query = query.where('sell_type', q.sellable ? '=' : '<>', SELL_TYPE_SELLABLE);
    if (q.onlyAssigned === true) query = query.where('product_id', 'is not', null);
    if (q.sku !== undefined) query = query.where('sku', '=', q.sku);
    if (q.lotNumber !== undefined) query = query.where('lot_number', '=', q.lotNumber);
    if (q.productId !== undefined) query = query.where('product_id', '=', q.productId);
    if (q.productName !== undefined) {
      const name = q.productName;
      query = query.where((eb) => eb('product_id', 'in', eb.selectFrom('products').select('products.id')
        .where('products.company_id', '=', companyId).where((p) => containsText(p.ref('products.name'), name))));
    }
    return query;
  };
  const afterId = q.afterId;
  const page = afterId === undefined
    ? matching().selectAll('inventory_items').orderBy('created_at').orderBy('id').limit(q.limit).offset(q.offset)
    : matching().selectAll('inventory_items').where('inventory_items.id', '>', afterId).orderBy('inventory_items.id').limit(q.limit);
  const [items, total] = await Promise.all([
    page.execute(),
    countMatches(async () => Number((await matching().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total)),
  ]);
  return { records: await withProductsAndPlaces(db, companyId, items), total };
}

/** What PUT /inventory_items/{id} may change: v1 all of it, v2 only sku and metadata. */
export interface InventoryItemChanges {
  id?: string; product_id?: string | null; sku?: string; sell_type?: number; metadata?: Metadata;
  /** v2 extension: the state package the item is sold from. */
  package_label?: string | null;
}

/** A Metrc package tag: 24 capital letters and digits ("1A4060300000001000000001"). */
const PACKAGE_LABEL = /^[0-9A-Z]{24}$/;

/**
 * Applies an update in one transaction with its `update` push notification. Moving an item to
 * another product moves its stock with it, so each product's quantity stays the sum of its items.
 * Returns false for an id the company does not have; a 422 leaves the item untouched.
 */
export async function updateInventoryItem(db: Kysely<Database>, companyId: string, id: string, changes: InventoryItemChanges): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const item = await trx.selectFrom('inventory_items').select(['id', 'product_id', 'quantity_milli'])
      .where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
    if (item === undefined) return false;
    const errors = new FieldErrorCollector();
    if (changes.id !== undefined && changes.id !== id) errors.add('id', 'cannot be changed');
    const moving = changes.product_id !== undefined && changes.product_id !== item.product_id;
    if (moving && changes.product_id !== null && changes.product_id !== undefined) {
      const product = await trx.selectFrom('products').select('id')
        .where('company_id', '=', companyId).where('id', '=', changes.product_id).executeTakeFirst();
      if (product === undefined) errors.add('product_id', 'is not a product of this location');
    }
    const label = changes.package_label;
    if (label !== undefined && label !== null) {
      if (!PACKAGE_LABEL.test(label)) errors.add('package_label', 'must be a state package tag: 24 capital letters and digits');
      else {
        const holder = await trx.selectFrom('inventory_items').select('id').where('company_id', '=', companyId).where('package_label', '=', label)
          .where('id', '<>', id).executeTakeFirst();
        if (holder !== undefined) errors.add('package_label', 'is already the package of another inventory item');
      }
    }
    errors.throwIfAny();
    const now = nowTimestamp();
    await trx.updateTable('inventory_items').set({
      ...(changes.sku === undefined ? {} : { sku: changes.sku }),
      ...(changes.sell_type === undefined ? {} : { sell_type: changes.sell_type }),
      ...(changes.metadata === undefined ? {} : { metadata: JSON.stringify(changes.metadata) }),
      ...(label === undefined ? {} : { package_label: label }),
      ...(moving ? { product_id: changes.product_id ?? null } : {}),
      updated_at: now,
    }).where('company_id', '=', companyId).where('id', '=', id).execute();
    if (moving) {
      if (item.product_id !== null) {
        await trx.updateTable('products').set((eb) => ({ quantity_milli: eb('quantity_milli', '-', item.quantity_milli), updated_at: now }))
          .where('id', '=', item.product_id).execute();
      }
      if (changes.product_id !== null && changes.product_id !== undefined) {
        await trx.updateTable('products').set((eb) => ({ quantity_milli: eb('quantity_milli', '+', item.quantity_milli), updated_at: now }))
          .where('id', '=', changes.product_id).execute();
      }
    }
    await recordChange(trx, companyId, 'update', 'InventoryItem', id);
    return true;
  });
}
