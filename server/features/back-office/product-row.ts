import type { Insertable } from 'kysely';
import type { ProductTable } from '../../db/schema.ts';
import { pricingTypeOf } from '../products/pricing-type.ts';

/** What a new product is given; every other column starts as POST /products starts it. */
export interface NewProduct {
  name: string; product_type_id: string; sell_price: number;
  patient_sell_price?: number | null | undefined; member_sell_price?: number | null | undefined;
  brand_id?: string | null | undefined; strain_id?: string | null | undefined; unit_of_measure?: number | undefined;
  weight?: { value: string; unit: number } | null | undefined;
}

/**
 * A new product's row, the same whether a manager makes it (POST /products) or a CSV import
 * does: no stock yet, no price switched on beyond what the checks decide, discountable and active.
 */
export function newProductRow(companyId: string, id: string, now: string, input: NewProduct): Insertable<ProductTable> {
  return {
    id, company_id: companyId, name: input.name.trim(), latest_sku: null, sell_price: input.sell_price,
    patient_sell_price: input.patient_sell_price ?? null, member_sell_price: input.member_sell_price ?? null,
    collect_excise_tax: 0, pricing_type: pricingTypeOf(input.unit_of_measure ?? 0), product_type_id: input.product_type_id, brand_id: input.brand_id ?? null, strain_id: input.strain_id ?? null,
    vendor_id: null, category_id: null, tiered_pricing_model_id: null, active: 1, status: 0,
    weight_value: input.weight?.value ?? null, weight_unit: input.weight?.unit ?? null, tags: '[]', description: '', internal_notes: '', metadata: '{}',
    test_results_thc: null, test_results_cbd: null, thc_number: null, cbd_number: null, flower_type: null, concentrate_type: null,
    unit_of_measure: input.unit_of_measure ?? 0, price_at_register: 0, base_price: input.sell_price, wholesale_value: 0, par: 0,
    discountable: 1, patient_price_enabled: 0, member_price_enabled: 0, tier_price: 0, quantity_milli: 0, created_at: now, updated_at: now,
  };
}
