import { type InventoryItemV1, type InventoryItemV2 } from '../../../shared/api/catalog.ts';
import { WeightUnit } from '../../../shared/api/common.ts';
import { quantityNumber, quantityObject, type QuantityObject } from '../../../shared/quantity.ts';
import type { ApiVersion } from '../../context.ts';
import { parseJsonObject, presentInventoryItemPlace, presentProduct, sellableMilli } from '../products/present.ts';
import type { InventoryItemRecord } from './repository.ts';

/** Product flower_type of §2.1, as v2 inventory items name it. */
export const FLOWER_TYPE_NAMES = ['Indica', 'Sativa', 'Hybrid', 'Indica Hybrid', 'Sativa Hybrid'] as const;

const isQuantity = (value: unknown): value is QuantityObject =>
  typeof value === 'object' && value !== null && 'value' in value && 'unit' in value &&
  typeof value.value === 'string' && typeof value.unit === 'number';

/** The v2-only fields from the `details` JSON: each missing or mistyped key reads as null. */
function detailValues(details: Record<string, unknown>) {
  const number = (key: string): number | null => { const v = details[key]; return typeof v === 'number' ? v : null; };
  const quantity = (key: string): QuantityObject | null => { const v = details[key]; return isQuantity(v) ? { value: v.value, unit: v.unit } : null; };
  const text = (key: string): string | null => { const v = details[key]; return typeof v === 'string' ? v : null; };
  const integer = (key: string): number | null => { const v = details[key]; return typeof v === 'number' && Number.isInteger(v) ? v : null; };
  const flag = (key: string): boolean => details[key] === true;
  const profile = details['test_results_terpenoid_profile'];
  return {
    test_results_thca: number('test_results_thca'), test_results_cbda: number('test_results_cbda'),
    test_results_cbc: number('test_results_cbc'), test_results_cbg: number('test_results_cbg'),
    test_results_thcv: number('test_results_thcv'), test_results_max_thc: number('test_results_max_thc'),
    test_results_max_cbd: number('test_results_max_cbd'), test_results_max_cbc: number('test_results_max_cbc'),
    test_results_max_cbg: number('test_results_max_cbg'), test_results_max_thcv: number('test_results_max_thcv'),
    test_results_cbn: number('test_results_cbn'), test_results_max_cbn: number('test_results_max_cbn'),
    test_results_total_thc: quantity('test_results_total_thc'),
    test_results_total_cbd: quantity('test_results_total_cbd'),
    test_results_total_thca: quantity('test_results_total_thca'),
    test_results_total_cbda: quantity('test_results_total_cbda'),
    test_results_total_cbc: quantity('test_results_total_cbc'),
    test_results_total_cbg: quantity('test_results_total_cbg'),
    test_results_total_thcv: quantity('test_results_total_thcv'), traceable_amount: quantity('traceable_amount'),
    packager_name: text('packager_name'), packager_license_number: text('packager_license_number'),
    producer_name: text('producer_name'), harvest_lot_number: text('harvest_lot_number'),
    harvest_date: text('harvest_date'), cultivator_license_number: text('cultivator_license_number'),
    additional_cultivator_license_number: text('additional_cultivator_license_number'),
    test_lab_name: text('test_lab_name'), test_batch_number: text('test_batch_number'),
    test_analysis_dates: text('test_analysis_dates'), pesticides_text: text('pesticides_text'),
    ingredients_text: text('ingredients_text'), medical_subtype: text('medical_subtype'),
    process_disclosure: text('process_disclosure'), expiration_date: text('expiration_date'),
    packaged_date: text('packaged_date'), pre_mixed_weight: text('pre_mixed_weight'),
    paid_excise_tax: text('paid_excise_tax'),
    sample_type: integer('sample_type'), status: integer('status'),
    medical: flag('medical'), traceable: flag('traceable'),
    test_results_terpenoid_profile: typeof profile === 'object' && profile !== null && !Array.isArray(profile) ? { ...profile } : null,
  };
}

/**
 * §2.10 in the given version. sellable_quantity is the stock in For Sale places when the item is
 * Sellable, else 0. Quantities are in the unit of the item's product (grams without one).
 */
export function presentInventoryItem(version: 1, record: InventoryItemRecord): InventoryItemV1;
export function presentInventoryItem(version: 2, record: InventoryItemRecord): InventoryItemV2;
export function presentInventoryItem(version: ApiVersion, record: InventoryItemRecord): InventoryItemV1 | InventoryItemV2;
export function presentInventoryItem(version: ApiVersion, { item, product, places }: InventoryItemRecord): InventoryItemV1 | InventoryItemV2 {
  const unit = product?.product.unit_of_measure ?? WeightUnit.gram;
  const sellable = places.reduce((sum, row) => sum + sellableMilli({ ...row, sell_type: item.sell_type }), 0);
  const common = {
    id: item.id, product_id: item.product_id, sku: item.sku, lot_number: item.lot_number, weight: item.weight,
    purchase_price: item.purchase_price, sell_type: item.sell_type, sample: item.sample === 1,
    transferred_out: item.transferred_out === 1, received_at: item.received_at,
    test_results_thc: item.test_results_thc, test_results_cbd: item.test_results_cbd,
    metadata: parseJsonObject(item.metadata),
    inventory_item_places: places.map((row) => presentInventoryItemPlace({ ...row, sell_type: item.sell_type }, unit)),
  };
  if (version === 1) {
    return {
      ...common, quantity: quantityNumber(item.quantity_milli), sellable_quantity: quantityNumber(sellable),
      product: product === null ? null : presentProduct(1, product, item.sku),
    };
  }
  const flowerType = product?.product.flower_type;
  const details = detailValues(parseJsonObject(item.details));
  return {
    ...common,
    ...details,
    // Clients read these as an object and integers; where the lab or state gave nothing, the
    // traceable amount is what is on hand and the status/sample type are 0 (regular stock).
    traceable_amount: details.traceable_amount ?? quantityObject(item.quantity_milli, unit),
    sample_type: details.sample_type ?? 0,
    status: details.status ?? 0,
    quantity: quantityObject(item.quantity_milli, unit),
    sellable_quantity: quantityObject(sellable, unit),
    last_received_at: item.last_received_at,
    // Sales velocity needs sales history this store does not keep yet: reported as zero.
    velocity: quantityObject(0, unit),
    strain: product?.product.strain_name ?? null,
    product_type_name: product?.product.product_type_name ?? null,
    flower_type: flowerType === null || flowerType === undefined ? null : (FLOWER_TYPE_NAMES[flowerType] ?? null),
    product: product === null ? null : presentProduct(2, product, item.sku),
    additional_materials: [],
  } satisfies InventoryItemV2;
}
