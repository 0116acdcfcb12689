import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/**
 * Everything an order's rules read about the inventory items its lines name, in one query: the
 * item as stored (stock unit, sellable), its product's money facts (discountable, product type) and its
 * product's and product type's compliance facts (what a limit counts). An item without a product
 * has nulls in the product's and product type's columns.
 */
export function readOrderItems(db: Kysely<Database>, companyId: string, itemIds: readonly string[]) {
  return db.selectFrom('inventory_items')
    .leftJoin('products', 'products.id', 'inventory_items.product_id')
    .leftJoin('product_types', 'product_types.id', 'products.product_type_id')
    .select([
      'inventory_items.id', 'inventory_items.product_id', 'inventory_items.sku', 'inventory_items.weight', 'inventory_items.sell_type',
      'inventory_items.details', 'products.unit_of_measure', 'products.discountable', 'products.product_type_id', 'products.name', 'products.weight_value',
      'products.weight_unit', 'products.test_results_thc', 'products.medical_only', 'product_types.traceability_type', 'product_types.test_results_unit',
      // Whether the line is cannabis, for the states that forbid giving it away.
      'product_types.is_marijuana',
      // The product's prices, for the price its buyer pays (a patient's, a member's).
      'products.sell_price', 'products.patient_sell_price', 'products.patient_price_enabled', 'products.member_sell_price',
      'products.member_price_enabled', 'products.price_at_register',
    ])
    .where('inventory_items.company_id', '=', companyId).where('inventory_items.id', 'in', [...itemIds]).execute();
}

export type OrderItemRow = Awaited<ReturnType<typeof readOrderItems>>[number];
