import type { ProductV1, ProductV2, InventoryItemPlace, Metadata } from '../../../shared/api/catalog.ts';
import { INVENTORY_STATUS_FOR_SALE, SELL_TYPE_SELLABLE } from '../../../shared/api/catalog.ts';
import { quantityNumber, quantityObject } from '../../../shared/quantity.ts';
import type { ApiVersion } from '../../context.ts';
import type { PlaceStockRow, ProductRecord } from './repository.ts';

/** Parses a JSON text column; a column that is not an object reads as an empty one. */
export function parseJsonObject(text: string | null): Metadata {
  if (text === null || text === '') return {};
  const value: unknown = JSON.parse(text);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
}

function parseStringArray(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Stock in a place is sellable when the place is For Sale and the item is Sellable. */
export const sellableMilli = (row: Pick<PlaceStockRow, 'inventory_status' | 'sell_type' | 'quantity_milli'>): number =>
  row.inventory_status === INVENTORY_STATUS_FOR_SALE && row.sell_type === SELL_TYPE_SELLABLE ? row.quantity_milli : 0;

/** §2.11, with quantities in the unit of the item's product. */
export function presentInventoryItemPlace(row: PlaceStockRow, unit: number): InventoryItemPlace {
  return {
    id: row.id,
    quantity: quantityObject(row.quantity_milli, unit),
    sellable_quantity: quantityObject(sellableMilli(row), unit),
    inventory_status: row.inventory_status,
    place_id: row.place_id,
    inventory_item_id: row.inventory_item_id,
  };
}

/** §2.12 in the given version. `embeddedSku` is the sku of the inventory item it is embedded in. */
export function presentProduct(version: 1, record: ProductRecord, embeddedSku?: string): ProductV1;
export function presentProduct(version: 2, record: ProductRecord, embeddedSku?: string): ProductV2;
export function presentProduct(version: ApiVersion, record: ProductRecord, embeddedSku?: string): ProductV1 | ProductV2;
export function presentProduct(version: ApiVersion, { product: p, places }: ProductRecord, embeddedSku?: string): ProductV1 | ProductV2 {
  const common = {
    id: p.id, name: p.name, sell_price: p.sell_price, pricing_type: p.pricing_type,
    product_type_id: p.product_type_id, brand_id: p.brand_id, strain_id: p.strain_id,
    active: p.active === 1, latest_sku: p.latest_sku, category_id: p.category_id,
    tags: parseStringArray(p.tags), description: p.description, internal_notes: p.internal_notes,
    metadata: parseJsonObject(p.metadata),
    weight: p.weight_value === null ? null : { value: p.weight_value, unit: p.weight_unit ?? 0 },
    test_results_thc: p.test_results_thc, test_results_cbd: p.test_results_cbd,
    flower_type: p.flower_type, concentrate_type: p.concentrate_type,
  };
  if (version === 1) {
    const v1: ProductV1 = {
      ...common, collect_excise_tax: p.collect_excise_tax === 1, quantity: quantityNumber(p.quantity_milli), vendor: p.vendor_name,
    };
    return embeddedSku === undefined ? v1 : { ...v1, sku: embeddedSku };
  }
  const unit = p.unit_of_measure;
  const byPlace = new Map<string, { inventory_status: number; name: string; milli: number }>();
  for (const row of places) {
    const entry = byPlace.get(row.place_id) ?? { inventory_status: row.inventory_status, name: row.place_name, milli: 0 };
    entry.milli += row.quantity_milli;
    byPlace.set(row.place_id, entry);
  }
  // Every field written out, no spread: spreading `common` and adding two dozen more fields built
  // each product in V8's slow dictionary shape, most of the time an inventory page takes.
  return {
    id: common.id, name: common.name, sell_price: common.sell_price, pricing_type: common.pricing_type,
    product_type_id: common.product_type_id, brand_id: common.brand_id, strain_id: common.strain_id,
    active: common.active, latest_sku: common.latest_sku, category_id: common.category_id,
    tags: common.tags, description: common.description, internal_notes: common.internal_notes,
    metadata: common.metadata, weight: common.weight,
    test_results_thc: common.test_results_thc, test_results_cbd: common.test_results_cbd,
    flower_type: common.flower_type, concentrate_type: common.concentrate_type,
    sku: embeddedSku ?? p.latest_sku,
    patient_sell_price: p.patient_sell_price, member_sell_price: p.member_sell_price,
    quantity: quantityObject(p.quantity_milli, unit),
    status: p.status, unit_of_measure: unit, price_at_register: p.price_at_register === 1, base_price: p.base_price,
    // Sales velocity needs sales history this store does not keep yet: reported as zero.
    velocity: quantityObject(0, unit),
    wholesale_value: p.wholesale_value, par: p.par, discountable: p.discountable === 1,
    patient_price_enabled: p.patient_price_enabled === 1, member_price_enabled: p.member_price_enabled === 1,
    medical_only: p.medical_only === 1,
    tier_price: p.tier_price,
    quantities_by_place: [...byPlace.values()].map((e) => ({ inventory_status: e.inventory_status, name: e.name, quantity: quantityObject(e.milli, unit) })),
    vendor_id: p.vendor_id, tiered_pricing_model_id: p.tiered_pricing_model_id,
    images: [],
    inventory_item_places: places.map((row) => presentInventoryItemPlace(row, unit)),
  };
}
