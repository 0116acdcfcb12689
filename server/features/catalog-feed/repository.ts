import type { Kysely } from 'kysely';
import type { CatalogFeedItem } from '../../../shared/api/catalog-feed.ts';
import { WeightUnit } from '../../../shared/api/common.ts';
import { quantityObject } from '../../../shared/quantity.ts';
import type { Database } from '../../db/schema.ts';
import { detailQuantity, FLOWER_TYPE_NAMES } from '../inventory/present.ts';
import { parseJsonObject } from '../products/present.ts';

/**
 * One page of the catalog feed as ONE query: the company's items after `afterId` in id order, read
 * from the (company_id, id) index, each joined to its product by primary key and to the names
 * the register shows. Only the columns the feed answers are read.
 */
export function catalogFeedQuery(db: Kysely<Database>, companyId: string, afterId: string, limit: number) {
  return db.selectFrom('inventory_items as ii')
    // The product must be the company's own, as GET /inventory_items reads it (null otherwise).
    .leftJoin('products as p', (join) => join.onRef('p.id', '=', 'ii.product_id').on('p.company_id', '=', companyId))
    .leftJoin('product_types as pt', 'pt.id', 'p.product_type_id')
    .leftJoin('strains as st', 'st.id', 'p.strain_id')
    .select([
      'ii.id', 'ii.sku', 'ii.sell_type', 'ii.quantity_milli', 'ii.test_results_thc', 'ii.test_results_cbd', 'ii.details',
      'p.id as product_id', 'p.name', 'p.active', 'p.sell_price', 'p.pricing_type', 'p.brand_id', 'p.strain_id', 'p.product_type_id',
      'p.discountable', 'p.weight_value', 'p.weight_unit', 'p.unit_of_measure', 'p.test_results_thc as product_thc', 'p.flower_type',
      'p.patient_sell_price', 'p.patient_price_enabled', 'p.member_sell_price', 'p.member_price_enabled', 'p.medical_only',
      'pt.name as product_type_name', 'st.name as strain_name',
    ])
    .where('ii.company_id', '=', companyId).where('ii.id', '>', afterId)
    .orderBy('ii.id').limit(limit);
}

/** One page of the catalog feed, each item as GET /inventory_items (v2) answers those fields. */
export async function readCatalogFeed(db: Kysely<Database>, companyId: string, afterId: string, limit: number): Promise<CatalogFeedItem[]> {
  const rows = await catalogFeedQuery(db, companyId, afterId, limit).execute();
  return rows.map((row): CatalogFeedItem => {
    // Written out field by field, as presentInventoryItem and presentProduct write them (v2).
    const unit = row.unit_of_measure ?? WeightUnit.gram;
    const product = row.product_id === null || row.name === null || row.active === null || row.sell_price === null ||
      row.pricing_type === null || row.discountable === null || row.unit_of_measure === null
      ? null
      : {
        id: row.product_id, name: row.name, active: row.active === 1, sell_price: row.sell_price, pricing_type: row.pricing_type,
        brand_id: row.brand_id, strain_id: row.strain_id, product_type_id: row.product_type_id, discountable: row.discountable === 1,
        weight: row.weight_value === null ? null : { value: row.weight_value, unit: row.weight_unit ?? 0 },
        unit_of_measure: row.unit_of_measure, test_results_thc: row.product_thc,
        patient_sell_price: row.patient_sell_price, patient_price_enabled: row.patient_price_enabled === 1,
        member_sell_price: row.member_sell_price, member_price_enabled: row.member_price_enabled === 1,
        medical_only: row.medical_only === 1,
      };
    const flowerType = product === null ? null : row.flower_type;
    const details = parseJsonObject(row.details);
    return {
      id: row.id, sku: row.sku,
      strain: product === null ? null : row.strain_name,
      product_type_name: product === null ? null : row.product_type_name,
      flower_type: flowerType === null ? null : (FLOWER_TYPE_NAMES[flowerType] ?? null),
      quantity: quantityObject(row.quantity_milli, product === null ? WeightUnit.gram : unit),
      sell_type: row.sell_type,
      test_results_thc: row.test_results_thc, test_results_cbd: row.test_results_cbd,
      test_results_total_thc: detailQuantity(details, 'test_results_total_thc'),
      medical: details['medical'] === true,
      product,
    };
  });
}

/** How many items the company has: what the feed's first page carries as `meta.total`. */
export async function countCatalogItems(db: Kysely<Database>, companyId: string): Promise<number> {
  const row = await db.selectFrom('inventory_items').select((eb) => eb.fn.countAll<number>().as('total'))
    .where('company_id', '=', companyId).executeTakeFirstOrThrow();
  return Number(row.total);
}
