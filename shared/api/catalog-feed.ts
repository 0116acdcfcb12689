import { Type, type Static } from 'typebox';
import { InventoryItemV2, ProductV2 } from './catalog.ts';
import { ListMeta } from './common.ts';

/**
 * The catalog feed (Store API extension, v2: `GET /catalog_items`): every inventory item of the
 * location with exactly what a register keeps of it to sell offline, in id order by key
 * (`after_id`), in large pages. Each field is the one `GET /inventory_items` (v2) answers for the
 * same item, under the same name and nesting, so the register reads either the same way; the
 * feed only leaves out what the counter does not keep (about 80 fields of the item and its product
 * with their stock by place).
 */
export const CatalogFeedItem = Type.Object({
  ...Type.Pick(InventoryItemV2, [
    'id', 'sku', 'strain', 'product_type_name', 'flower_type', 'quantity', 'sell_type', 'test_results_thc', 'test_results_cbd', 'test_results_total_thc',
  ]).properties,
  // Some medical tax relief holds only on items marked medical (Washington's DOH-compliant products).
  // Optional, as the fields below: a register reads the feed of a Store API from before them.
  ...Type.Partial(Type.Pick(InventoryItemV2, ['medical'])).properties,
  product: Type.Union([Type.Object({
    ...Type.Pick(ProductV2, [
      'id', 'name', 'active', 'sell_price', 'pricing_type', 'brand_id', 'strain_id', 'product_type_id',
      'discountable', 'weight', 'unit_of_measure', 'test_results_thc',
    ]).properties,
    // A patient or member pays the price the product says for them, offline too.
    ...Type.Partial(Type.Pick(ProductV2, ['patient_sell_price', 'patient_price_enabled', 'member_sell_price', 'member_price_enabled', 'medical_only'])).properties,
  }), Type.Null()]),
});
export type CatalogFeedItem = Static<typeof CatalogFeedItem>;

/** The largest page the feed answers (its items are about a tenth of a full v2 item). */
export const CATALOG_FEED_MAX_PAGE = 5000;

/**
 * A page of the feed: the items whose id comes after `after_id` (empty or absent: from the first);
 * without `limit`, the Store API's default page.
 */
export const CatalogFeedQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CATALOG_FEED_MAX_PAGE })),
  after_id: Type.Optional(Type.String({ maxLength: 255 })),
});
export type CatalogFeedQuery = Static<typeof CatalogFeedQuery>;

/**
 * A page is complete when it holds `limit` items; a shorter one is the last. The first page
 * (`after_id` empty) also carries `meta.total`, the number of items, so a download can show its
 * progress; later pages leave it out and cost their one read.
 */
export const CatalogFeedPage = Type.Object({ catalog_items: Type.Array(CatalogFeedItem), meta: Type.Optional(ListMeta) });
export type CatalogFeedPage = Static<typeof CatalogFeedPage>;
