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

type Details = Record<string, unknown>;

// Readers of the `details` JSON: a missing or mistyped key reads as null (the catalog feed reads one too).
const detailNumber = (details: Details, key: string): number | null => { const v = details[key]; return typeof v === 'number' ? v : null; };
export const detailQuantity = (details: Details, key: string): QuantityObject | null => { const v = details[key]; return isQuantity(v) ? { value: v.value, unit: v.unit } : null; };
const detailText = (details: Details, key: string): string | null => { const v = details[key]; return typeof v === 'string' ? v : null; };
const detailInteger = (details: Details, key: string): number | null => { const v = details[key]; return typeof v === 'number' && Number.isInteger(v) ? v : null; };

function terpenoidProfile(details: Details): Record<string, unknown> | null {
  const profile = details['test_results_terpenoid_profile'];
  return typeof profile === 'object' && profile !== null && !Array.isArray(profile) ? { ...profile } : null;
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
  let sellable = 0;
  for (const row of places) sellable += sellableMilli({ inventory_status: row.inventory_status, sell_type: item.sell_type, quantity_milli: row.quantity_milli });
  const itemPlaces = places.map((row) => presentInventoryItemPlace({ ...row, sell_type: item.sell_type }, unit));
  // One literal per version, every field written out: spreading some eighty fields into a literal
  // built each item in V8's slow dictionary shape (a tenth of the time per item, measured).
  if (version === 1) {
    return {
      id: item.id, product_id: item.product_id, sku: item.sku, lot_number: item.lot_number, weight: item.weight,
      purchase_price: item.purchase_price, sell_type: item.sell_type, sample: item.sample === 1,
      transferred_out: item.transferred_out === 1, received_at: item.received_at,
      test_results_thc: item.test_results_thc, test_results_cbd: item.test_results_cbd,
      metadata: parseJsonObject(item.metadata), inventory_item_places: itemPlaces,
      quantity: quantityNumber(item.quantity_milli), sellable_quantity: quantityNumber(sellable),
      product: product === null ? null : presentProduct(1, product, item.sku),
    } satisfies InventoryItemV1;
  }
  const flowerType = product?.product.flower_type;
  const d = parseJsonObject(item.details);
  return {
    id: item.id, product_id: item.product_id, sku: item.sku, lot_number: item.lot_number, weight: item.weight,
    purchase_price: item.purchase_price, sell_type: item.sell_type, sample: item.sample === 1,
    transferred_out: item.transferred_out === 1, received_at: item.received_at,
    test_results_thc: item.test_results_thc, test_results_cbd: item.test_results_cbd,
    metadata: parseJsonObject(item.metadata), inventory_item_places: itemPlaces,
    test_results_thca: detailNumber(d, 'test_results_thca'), test_results_cbda: detailNumber(d, 'test_results_cbda'),
    test_results_cbc: detailNumber(d, 'test_results_cbc'), test_results_cbg: detailNumber(d, 'test_results_cbg'),
    test_results_thcv: detailNumber(d, 'test_results_thcv'), test_results_max_thc: detailNumber(d, 'test_results_max_thc'),
    test_results_max_cbd: detailNumber(d, 'test_results_max_cbd'), test_results_max_cbc: detailNumber(d, 'test_results_max_cbc'),
    test_results_max_cbg: detailNumber(d, 'test_results_max_cbg'), test_results_max_thcv: detailNumber(d, 'test_results_max_thcv'),
    test_results_cbn: detailNumber(d, 'test_results_cbn'), test_results_max_cbn: detailNumber(d, 'test_results_max_cbn'),
    test_results_total_thc: detailQuantity(d, 'test_results_total_thc'),
    test_results_total_cbd: detailQuantity(d, 'test_results_total_cbd'),
    test_results_total_thca: detailQuantity(d, 'test_results_total_thca'),
    test_results_total_cbda: detailQuantity(d, 'test_results_total_cbda'),
    test_results_total_cbc: detailQuantity(d, 'test_results_total_cbc'),
    test_results_total_cbg: detailQuantity(d, 'test_results_total_cbg'),
    test_results_total_thcv: detailQuantity(d, 'test_results_total_thcv'),
    // Clients read these as an object and integers; where the lab or state gave nothing, the
    // traceable amount is what is on hand and the status/sample type are 0 (regular stock).
    traceable_amount: detailQuantity(d, 'traceable_amount') ?? quantityObject(item.quantity_milli, unit),
    packager_name: detailText(d, 'packager_name'), packager_license_number: detailText(d, 'packager_license_number'),
    producer_name: detailText(d, 'producer_name'), harvest_lot_number: detailText(d, 'harvest_lot_number'),
    harvest_date: detailText(d, 'harvest_date'), cultivator_license_number: detailText(d, 'cultivator_license_number'),
    additional_cultivator_license_number: detailText(d, 'additional_cultivator_license_number'),
    test_lab_name: detailText(d, 'test_lab_name'), test_batch_number: detailText(d, 'test_batch_number'),
    test_analysis_dates: detailText(d, 'test_analysis_dates'), pesticides_text: detailText(d, 'pesticides_text'),
    ingredients_text: detailText(d, 'ingredients_text'), medical_subtype: detailText(d, 'medical_subtype'),
    process_disclosure: detailText(d, 'process_disclosure'), expiration_date: detailText(d, 'expiration_date'),
    packaged_date: detailText(d, 'packaged_date'), pre_mixed_weight: detailText(d, 'pre_mixed_weight'),
    paid_excise_tax: detailText(d, 'paid_excise_tax'),
    sample_type: detailInteger(d, 'sample_type') ?? 0,
    status: detailInteger(d, 'status') ?? 0,
    medical: d['medical'] === true, traceable: d['traceable'] === true,
    quantity: quantityObject(item.quantity_milli, unit),
    sellable_quantity: quantityObject(sellable, unit),
    test_results_terpenoid_profile: terpenoidProfile(d),
    last_received_at: item.last_received_at,
    // Sales velocity needs sales history this store does not keep yet: reported as zero.
    velocity: quantityObject(0, unit),
    strain: product?.product.strain_name ?? null,
    product_type_name: product?.product.product_type_name ?? null,
    flower_type: flowerType === null || flowerType === undefined ? null : (FLOWER_TYPE_NAMES[flowerType] ?? null),
    product: product === null ? null : presentProduct(2, product, item.sku),
    additional_materials: [],
    package_label: item.package_label,
  } satisfies InventoryItemV2;
}
