import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database, ProductTable } from '../../db/schema.ts';
import { containsText } from '../../db/text-search.ts';
import type { NumericFilter } from './numeric-filter.ts';

/** A product row with the names its shapes and sorts need. */
export type ProductRow = Selectable<ProductTable> & {
  vendor_name: string | null; product_type_name: string | null; strain_name: string | null;
};

/** One inventory item's stock in one place, with what the shapes say about the place and item. */
export interface PlaceStockRow {
  id: string; inventory_item_id: string; place_id: string; quantity_milli: number;
  inventory_status: number; place_name: string; product_id: string | null; sell_type: number;
}

/** A product and the stock of all its inventory items, place by place: what presentProduct needs. */
export interface ProductRecord { product: ProductRow; places: PlaceStockRow[] }

function productsWithNames(db: Kysely<Database>) {
  return db.selectFrom('products')
    .leftJoin('vendors as v', 'v.id', 'products.vendor_id')
    .leftJoin('product_types as pt', 'pt.id', 'products.product_type_id')
    .leftJoin('strains as st', 'st.id', 'products.strain_id');
}

const productColumns = (query: ReturnType<typeof productsWithNames>) =>
  query.selectAll('products').select(['v.name as vendor_name', 'pt.name as product_type_name', 'st.name as strain_name']);

/** Stock rows of the given products' items and of the given items (one query for each kind of key). */
export async function loadPlaceStock(
  db: Kysely<Database>, companyId: string, by: { productIds?: readonly string[]; itemIds?: readonly string[] },
): Promise<PlaceStockRow[]> {
  const productIds = by.productIds ?? [];
  const itemIds = by.itemIds ?? [];
  // Each query starts from an indexed key (items by product, places by item), so a page costs
  // the same whatever the size of the catalog.
  const stock = () => db.selectFrom('inventory_items as ii')
    .innerJoin('inventory_item_places as iip', 'iip.inventory_item_id', 'ii.id')
    .innerJoin('places as p', 'p.id', 'iip.place_id')
    .select(['iip.id', 'iip.inventory_item_id', 'iip.place_id', 'iip.quantity_milli', 'p.inventory_status',
      'p.name as place_name', 'ii.product_id', 'ii.sell_type', 'p.number as place_number'])
    .where('iip.company_id', '=', companyId);
  const [byProduct, byItem] = await Promise.all([
    productIds.length === 0 ? [] : stock().where('ii.product_id', 'in', productIds).execute(),
    itemIds.length === 0 ? [] : stock().where('iip.inventory_item_id', 'in', itemIds).execute(),
  ]);
  const seen = new Set<string>();
  return [...byProduct, ...byItem]
    .filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)))
    .sort((a, b) => a.place_number - b.place_number || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map(({ place_number: _placeNumber, ...row }) => row);
}

/** Products of the company by id, with their stock by place (two queries whatever the count). */
export async function findProducts(db: Kysely<Database>, companyId: string, ids: readonly string[]): Promise<Map<string, ProductRecord>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [rows, places] = await Promise.all([
    // By primary key alone, the company checked on each row: with the company in the WHERE clause
    // SQLite chose a (company_id, …) index and walked every product of the location for each page
    // (a catalog download grew with the square of the catalog). Ids are unique across companies.
    productColumns(productsWithNames(db)).where('products.id', 'in', unique).execute(),
    loadPlaceStock(db, companyId, { productIds: unique }),
  ]);
  const placesByProduct = new Map<string, PlaceStockRow[]>();
  for (const place of places) {
    if (place.product_id === null) continue;
    const list = placesByProduct.get(place.product_id);
    if (list === undefined) placesByProduct.set(place.product_id, [place]);
    else list.push(place);
  }
  return new Map(rows.filter((product) => product.company_id === companyId)
    .map((product) => [product.id, { product, places: placesByProduct.get(product.id) ?? [] }]));
}

export type ProductSortField = 'name' | 'product_type' | 'quantity' | 'sell_price' | 'vendor';

export interface ProductListQuery {
  limit: number; offset: number;
  active?: boolean; collectExciseTax?: boolean; discountable?: boolean;
  name?: string; vendor?: string; categoryId?: string; sku?: string; lotNumber?: string;
  productTypeId?: string; brand?: string; strain?: string;
  quantity?: NumericFilter; sellPrice?: NumericFilter; thc?: NumericFilter; cbd?: NumericFilter;
  sort?: { field: ProductSortField; direction: 'asc' | 'desc' };
}

type ProductEb = ExpressionBuilder<Database, 'products'>;

function compare(eb: ProductEb, column: Expression<number | null>, filter: NumericFilter): Expression<SqlBool> {
  switch (filter.comparator) {
    case 'between': return eb.between(column, filter.low, filter.high);
    case 'in': return eb(column, 'in', filter.values);
    default: return eb(column, filter.comparator, filter.value);
  }
}

const sortColumns = {
  name: 'products.name', product_type: 'pt.name', quantity: 'products.quantity_milli',
  sell_price: 'products.sell_price', vendor: 'v.name',
} as const;

/** What a list query matches, without its paging and sort: what `meta.total` counts. */
export type ProductFilter = Omit<ProductListQuery, 'limit' | 'offset' | 'sort'>;

export const productFilter = ({ limit: _limit, offset: _offset, sort: _sort, ...filter }: ProductListQuery): ProductFilter => filter;

/** Takes the count of all matches: counts them, or answers a count kept for the same filter. */
export type CountMatches = (count: () => Promise<number>) => Promise<number>;

/**
 * One page of the company's products matching every given filter of §4.5, and the total (the
 * exact number of matches, through `countMatches` so a caller can keep it per filter).
 */
export async function listProducts(
  db: Kysely<Database>, companyId: string, q: ProductListQuery, countMatches: CountMatches = (count) => count(),
): Promise<{ records: ProductRecord[]; total: number }> {
  // Filters read only the products table and indexed subqueries, so counting never joins.
  const matching = () => db.selectFrom('products').where('products.company_id', '=', companyId).where((eb) => {
    const conditions: Array<Expression<SqlBool>> = [];
    const flag = (value: boolean) => (value ? 1 : 0);
    const named = (table: 'vendors' | 'brands' | 'strains', match: (e: ExpressionBuilder<Database, typeof table>) => Expression<SqlBool>) =>
      eb.selectFrom(table).select(`${table}.id`).where(`${table}.company_id`, '=', companyId).where(match);
    if (q.active !== undefined) conditions.push(eb('products.active', '=', flag(q.active)));
    if (q.collectExciseTax !== undefined) conditions.push(eb('products.collect_excise_tax', '=', flag(q.collectExciseTax)));
    if (q.discountable !== undefined) conditions.push(eb('products.discountable', '=', flag(q.discountable)));
    if (q.name !== undefined) conditions.push(containsText(eb.ref('products.name'), q.name));
    if (q.vendor !== undefined) {
      const vendor = q.vendor;
      conditions.push(eb('products.vendor_id', 'in', named('vendors', (v) => containsText(v.ref('vendors.name'), vendor))));
    }
    if (q.categoryId !== undefined) conditions.push(eb('products.category_id', '=', q.categoryId));
    if (q.productTypeId !== undefined) conditions.push(eb('products.product_type_id', '=', q.productTypeId));
    if (q.brand !== undefined) {
      const brand = q.brand.toLowerCase();
      conditions.push(eb('products.brand_id', 'in', named('brands', (b) => b(sql<string>`lower(brands.name)`, '=', brand))));
    }
    if (q.strain !== undefined) {
      const strain = q.strain.toLowerCase();
      conditions.push(eb('products.strain_id', 'in', named('strains', (st) => st(sql<string>`lower(strains.name)`, '=', strain))));
    }
    // Found through the item indexes (company, sku) and (company, lot_number), not product by product.
    if (q.sku !== undefined) {
      conditions.push(eb('products.id', 'in', eb.selectFrom('inventory_items as i').select('i.product_id')
        .where('i.company_id', '=', companyId).where('i.sku', '=', q.sku)));
    }
    if (q.lotNumber !== undefined) {
      conditions.push(eb('products.id', 'in', eb.selectFrom('inventory_items as i').select('i.product_id')
        .where('i.company_id', '=', companyId).where('i.lot_number', '=', q.lotNumber)));
    }
    if (q.quantity !== undefined) conditions.push(compare(eb, eb.ref('products.quantity_milli'), q.quantity));
    if (q.sellPrice !== undefined) conditions.push(compare(eb, eb.ref('products.sell_price'), q.sellPrice));
    if (q.thc !== undefined) conditions.push(compare(eb, eb.ref('products.thc_number'), q.thc));
    if (q.cbd !== undefined) conditions.push(compare(eb, eb.ref('products.cbd_number'), q.cbd));
    return eb.and(conditions);
  });

  let page = matching()
    .leftJoin('vendors as v', 'v.id', 'products.vendor_id')
    .leftJoin('product_types as pt', 'pt.id', 'products.product_type_id')
    .leftJoin('strains as st', 'st.id', 'products.strain_id')
    .selectAll('products').select(['v.name as vendor_name', 'pt.name as product_type_name', 'st.name as strain_name']);
  const sort = q.sort ?? { field: 'name', direction: 'asc' };
  page = page.orderBy(sortColumns[sort.field], sort.direction);
  // A stable tie-break, so pages never overlap or skip a product.
  if (sort.field !== 'name') page = page.orderBy('products.name', sort.direction);
  page = page.orderBy('products.id', sort.direction);

  const [rows, total] = await Promise.all([
    page.limit(q.limit).offset(q.offset).execute(),
    countMatches(async () => Number((await matching().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total)),
  ]);
  const places = await loadPlaceStock(db, companyId, { productIds: rows.map((r) => r.id) });
  return {
    records: rows.map((product) => ({ product, places: places.filter((p) => p.product_id === product.id) })),
    total,
  };
}
