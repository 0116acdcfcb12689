import { Type, type Static } from 'typebox';
import { Nullable, Quantity } from './common.ts';

/** Free-form JSON a client stores on a record (spec: metadata). */
export const Metadata = Type.Record(Type.String(), Type.Unknown());
export type Metadata = Static<typeof Metadata>;

/** Product weight: `{value, unit}` in both API versions (never a bare number), or null. */
export const ProductWeight = Nullable(Type.Object({ value: Type.String(), unit: Type.Integer() }));

/** §2.11: one item's stock in one place. */
export const InventoryItemPlace = Type.Object({
  id: Type.String(),
  quantity: Quantity,
  sellable_quantity: Quantity,
  inventory_status: Type.Integer(),
  place_id: Type.String(),
  inventory_item_id: Type.String(),
});
export type InventoryItemPlace = Static<typeof InventoryItemPlace>;

const productCommon = {
  id: Type.String(),
  name: Type.String(),
  sell_price: Type.Integer(),
  pricing_type: Type.Integer(),
  product_type_id: Nullable(Type.String()),
  brand_id: Nullable(Type.String()),
  strain_id: Nullable(Type.String()),
  active: Type.Boolean(),
  latest_sku: Nullable(Type.String()),
  category_id: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  description: Type.String(),
  internal_notes: Type.String(),
  metadata: Metadata,
  weight: ProductWeight,
  test_results_thc: Nullable(Type.String()),
  test_results_cbd: Nullable(Type.String()),
  flower_type: Nullable(Type.Integer()),
  concentrate_type: Nullable(Type.Integer()),
};

/** §2.12 v1. `sku` is present only where the product is embedded in an inventory item. */
export const ProductV1 = Type.Object({
  ...productCommon,
  collect_excise_tax: Type.Boolean(),
  quantity: Type.Number(),
  vendor: Nullable(Type.String()),
  sku: Type.Optional(Type.String()),
});
export type ProductV1 = Static<typeof ProductV1>;

/** §2.12 v2: quantities as objects, vendor_id instead of the vendor name. */
export const ProductV2 = Type.Object({
  ...productCommon,
  sku: Nullable(Type.String()),
  patient_sell_price: Nullable(Type.Integer()),
  member_sell_price: Nullable(Type.Integer()),
  quantity: Quantity,
  status: Type.Integer(),
  unit_of_measure: Type.Integer(),
  price_at_register: Type.Boolean(),
  base_price: Type.Integer(),
  velocity: Quantity,
  wholesale_value: Type.Integer(),
  par: Type.Integer(),
  discountable: Type.Boolean(),
  patient_price_enabled: Type.Boolean(),
  member_price_enabled: Type.Boolean(),
  /** Extension: sold to patients only (Oregon's medical-grade items, Washington's DOH-compliant products, medical stock). */
  medical_only: Type.Boolean(),
  tier_price: Type.Integer(),
  quantities_by_place: Type.Array(Type.Object({ inventory_status: Type.Integer(), name: Type.String(), quantity: Quantity })),
  vendor_id: Nullable(Type.String()),
  tiered_pricing_model_id: Nullable(Type.String()),
  images: Type.Array(Type.Unknown()),
  inventory_item_places: Type.Array(InventoryItemPlace),
});
export type ProductV2 = Static<typeof ProductV2>;

const inventoryItemCommon = {
  id: Type.String(),
  product_id: Nullable(Type.String()),
  sku: Type.String(),
  lot_number: Type.String(),
  weight: Type.String(),
  purchase_price: Type.Integer(),
  sell_type: Type.Integer(),
  sample: Type.Boolean(),
  transferred_out: Type.Boolean(),
  received_at: Type.String(),
  test_results_thc: Nullable(Type.String()),
  test_results_cbd: Nullable(Type.String()),
  metadata: Metadata,
  inventory_item_places: Type.Array(InventoryItemPlace),
};

/** §2.10 v1: quantities are numbers; sellable_quantity counts only stock in For Sale places. */
export const InventoryItemV1 = Type.Object({
  ...inventoryItemCommon,
  quantity: Type.Number(),
  sellable_quantity: Type.Number(),
  product: Nullable(ProductV1),
});
export type InventoryItemV1 = Static<typeof InventoryItemV1>;

const NullableNumber = Nullable(Type.Number());
const NullableText = Nullable(Type.String());
const NullableQuantity = Nullable(Quantity);
const NullableInteger = Nullable(Type.Integer());


/** The v2-only lab, origin and packaging fields (kept in the item's `details` column). */
const detailSchemas = {
  test_results_thca: NullableNumber, test_results_cbda: NullableNumber, test_results_cbc: NullableNumber,
  test_results_cbg: NullableNumber, test_results_thcv: NullableNumber, test_results_max_thc: NullableNumber,
  test_results_max_cbd: NullableNumber, test_results_max_cbc: NullableNumber, test_results_max_cbg: NullableNumber,
  test_results_max_thcv: NullableNumber, test_results_cbn: NullableNumber, test_results_max_cbn: NullableNumber,
  test_results_total_thc: NullableQuantity, test_results_total_cbd: NullableQuantity,
  test_results_total_thca: NullableQuantity, test_results_total_cbda: NullableQuantity,
  test_results_total_cbc: NullableQuantity, test_results_total_cbg: NullableQuantity,
  test_results_total_thcv: NullableQuantity, traceable_amount: NullableQuantity,
  packager_name: NullableText, packager_license_number: NullableText, producer_name: NullableText,
  harvest_lot_number: NullableText, harvest_date: NullableText, cultivator_license_number: NullableText,
  additional_cultivator_license_number: NullableText, test_lab_name: NullableText, test_batch_number: NullableText,
  test_analysis_dates: NullableText, pesticides_text: NullableText, ingredients_text: NullableText,
  medical_subtype: NullableText, process_disclosure: NullableText, expiration_date: NullableText,
  packaged_date: NullableText, pre_mixed_weight: NullableText, paid_excise_tax: NullableText,
  sample_type: NullableInteger, status: NullableInteger,
  medical: Type.Boolean(), traceable: Type.Boolean(),
};

/** §2.10 v2: every v1 field with quantities as objects, plus the lab, origin and naming fields. */
export const InventoryItemV2 = Type.Object({
  ...inventoryItemCommon,
  ...detailSchemas,
  quantity: Quantity,
  sellable_quantity: Quantity,
  test_results_terpenoid_profile: Nullable(Type.Record(Type.String(), Type.Unknown())),
  last_received_at: Type.String(),
  velocity: Quantity,
  strain: NullableText,
  product_type_name: NullableText,
  flower_type: NullableText,
  product: Nullable(ProductV2),
  additional_materials: Type.Array(Type.Unknown()),
  /** Extension: the state package (Metrc's 24-character tag) the item is sold from, or null. */
  package_label: NullableText,
});
export type InventoryItemV2 = Static<typeof InventoryItemV2>;

/** §2.13. */
const productTypeCommon = {
  id: Type.String(),
  name: Type.String(),
  traceability_type: Type.Integer({
    description: '0 Other, 1 Usable Marijuana, 2 Solid Marijuana Infused Edible, 3 Liquid Marijuana Infused Edible, 4 Marijuana Extract for Inhalation, 5 Marijuana Infused Topicals, 6 Sample. '
      + 'Extension, for the purchase limits that count these apart: 7 Immature Plant, 8 Seed, 9 Otherwise Taken (capsules, suppositories, patches: neither eaten, drunk, inhaled nor applied), each counted by the unit.',
  }),
  can_edit_weight: Type.Boolean(),
  can_edit_strain: Type.Boolean(),
  can_edit_test_results: Type.Boolean(),
  can_edit_flower_type: Type.Boolean(),
  can_edit_concentrate_type: Type.Boolean(),
  is_marijuana: Type.Boolean(),
  tax_item_ids: Type.Array(Type.String()),
  test_results_unit: Type.Integer(),
};
export const ProductTypeV1 = Type.Object({ ...productTypeCommon, default: Type.Boolean() });
export type ProductTypeV1 = Static<typeof ProductTypeV1>;
export const ProductTypeV2 = Type.Object({ ...productTypeCommon, color: Type.Integer() });
export type ProductTypeV2 = Static<typeof ProductTypeV2>;

/** §2.14 v1 actual record: integer id and location/account numbers, the uuid beside them. */
export const PlaceV1 = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  name: Type.String(),
  inventory_status: Type.Integer(),
  description: Type.String(),
  deleted_at: NullableText,
  is_deleted: Type.Boolean(),
  location_id: Type.Integer(),
  account_id: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type PlaceV1 = Static<typeof PlaceV1>;

/** §2.14 v2 record. */
export const PlaceV2 = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  inventory_status: Type.Integer(),
  products_count: Type.Integer(),
});
export type PlaceV2 = Static<typeof PlaceV2>;

/** Place inventory_status of §2.1: 0 For Sale … 4 On Hold. */
export const InventoryStatus = Type.Integer({ minimum: 0, maximum: 4 });
export const INVENTORY_STATUS_FOR_SALE = 0;

/** Inventory item sell_type of §2.1: 0 Sellable, 1 Unsellable, 2 Locked. */
export const SELL_TYPE_SELLABLE = 0;
