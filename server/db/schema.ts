// GENERATED from the migrated database by kysely-codegen: do not edit.
// After changing a migration or server/db/schema.config.ts, run `npm run db:types`.

import type { AttachmentOwnerType, CardType, CcrsFileType, CcrsOperation, Flag, GroupMemberType, MetrcTaxField, PushNotificationEvent, StateReportAction, StateReportingSystem, StateReportStatus, UserRole } from "./column-types.ts";
import type { ColumnType } from "kysely";

export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;

export interface Accounts {
  id: string;
  name: string;
  number: number;
}

export interface AdjustmentReports {
  adjustment_id: string;
  attempts: Generated<number>;
  claimed_by: string | null;
  claimed_until: string | null;
  company_id: string;
  error: string | null;
  next_attempt_at: string;
  package_label: string | null;
  reported_at: string | null;
  sent_at: string | null;
  status: StateReportStatus;
  system: StateReportingSystem;
  updated_at: string;
}

export interface ApiTokens {
  created_at: string;
  last_used_at: string;
  revoked_at: string | null;
  token_hash: string;
  user_id: string;
}

export interface AuditEntries {
  actor_id: string | null;
  at: string;
  company_id: string;
  details: string;
  hash: string;
  kind: string;
  prev_hash: string;
  register_id: string | null;
  seq: number;
  subject: string | null;
}

export interface Brands {
  company_id: string;
  created_at: string;
  id: string;
  name: string;
  updated_at: string;
}

export interface CcrsFiled {
  company_id: string;
  external_identifier: string;
  file_type: CcrsFileType;
  filed_at: string;
  fingerprint: string;
  first_filed_at: string;
  operation: CcrsOperation;
  range_from: string;
  range_to: string;
  row: string;
}

export interface Companies {
  account_id: string;
  /**
   * Every live sale must carry the buyer's ID check (016).
   */
  age_verification_required: Generated<Flag>;
  city: string;
  /**
   * A discount above this many cents needs a manager (008).
   */
  discount_approval_flat_amount: Generated<number>;
  /**
   * A discount above this fraction of the price ("0.20") needs a manager (008).
   */
  discount_approval_percent: Generated<string>;
  id: string;
  /**
   * The purchase-limit profile that binds its sales: an id of shared/compliance/limits/profiles (011).
   */
  jurisdiction: Generated<string>;
  license_number: string | null;
  /**
   * How many loyalty points buy one dollar of discount (008).
   */
  loyalty_redemption_points_per_dollar: Generated<number>;
  /**
   * The location holds a medical endorsement: some medical tax relief holds only there (014).
   */
  medical_endorsement: Generated<Flag>;
  medical_license_number: string | null;
  name: string;
  number: number;
  /**
   * Bumped by triggers on every write to what a sale is priced and checked by (013).
   */
  settings_revision: Generated<number>;
  state: string;
  street: string;
  /**
   * IANA time zone of the location's dates and buyers' ages (008).
   */
  time_zone: Generated<string>;
  zip_code: string;
}

export interface CompanySequences {
  company_id: string;
  /**
   * The location audit chain's last seq (011), taken in the transaction that appends.
   */
  last_audit_seq: Generated<number>;
  last_sequence_id: number;
  /**
   * Bumped by catalog writes that make no push notification (places, 006).
   */
  revision: Generated<number>;
}

export interface Customers {
  account_id: string;
  birth_date: string | null;
  company_id: string;
  created_at: string;
  driver_license_expiration_date: string | null;
  driver_license_number: string | null;
  driver_license_state: string | null;
  driver_license_zip_code: string | null;
  email: string | null;
  expiration_date: string | null;
  first_name: string | null;
  id: string;
  id_number: string | null;
  last_name: string | null;
  loyalty_points: number | null;
  phone: string | null;
  /**
   * Canonical hash of the create that stored it (007); null for older records.
   */
  request_hash: string | null;
  updated_at: string;
}

export interface Devices {
  company_id: string;
  created_at: string;
  created_by: string | null;
  id: string;
  name: string;
  /**
   * Canonical hash of the registration that stored it (007); null for older records.
   */
  request_hash: string | null;
}

export interface DeviceSecrets {
  device_id: string;
  issued_at: string;
  secret_hash: string;
}

export interface DiscountReasons {
  company_id: string;
  id: string;
  name: string;
  position: number;
}

export interface Employees {
  account_id: string;
  birth_date: string | null;
  company_id: string;
  created_at: string;
  driver_license_expiration_date: string | null;
  driver_license_number: string | null;
  driver_license_state: string | null;
  driver_license_zip_code: string | null;
  email: string | null;
  first_name: string;
  hire_date: string | null;
  id: string;
  id_number: string | null;
  last_name: string;
  loyalty_points: number | null;
  phone: string | null;
  updated_at: string;
  /**
   * The user who signs in as this employee, if any.
   */
  user_id: string | null;
}

export interface FileAttachments {
  company_id: string;
  created_at: string;
  file_content_type: string;
  file_file_name: string;
  id: string;
  owner_id: string;
  owner_type: AttachmentOwnerType;
}

export interface ImportMappings {
  /**
   * JSON: { field: "column header" }, the columns of the last CSV a manager mapped for this kind (029).
   */
  columns: string;
  company_id: string;
  kind: string;
  updated_at: string;
  updated_by: string | null;
}

export interface InventoryAdjustments {
  adjusted_at: string;
  company_id: string;
  created_at: string;
  employee_id: string | null;
  id: string;
  inventory_count_id: string | null;
  inventory_item_id: string;
  kind: string;
  note: Generated<string>;
  order_id: string | null;
  quantity_milli: number;
  reason: string;
  request_hash: string | null;
  unit: string;
}

export interface InventoryCountLines {
  company_id: string;
  counted_milli: number;
  expected_milli: number;
  id: string;
  inventory_count_id: string;
  inventory_item_id: string;
  unit: string;
}

export interface InventoryCounts {
  company_id: string;
  counted_at: string;
  counted_by: string | null;
  id: string;
  place_id: string;
  posted_at: string | null;
  posted_by: string | null;
  request_hash: string | null;
}

export interface InventoryItemPlaces {
  company_id: string;
  id: string;
  inventory_item_id: string;
  place_id: string;
  quantity_milli: number;
}

export interface InventoryItems {
  company_id: string;
  created_at: string;
  /**
   * JSON: the v2-only lab, origin and packaging fields, read whole, never filtered on.
   */
  details: string;
  id: string;
  last_received_at: string;
  lot_number: string;
  metadata: string;
  /**
   * The state package (Metrc tag) the item is sold from (019); null where none is known.
   */
  package_label: string | null;
  product_id: string | null;
  purchase_price: number;
  quantity_milli: number;
  received_at: string;
  sample: Flag;
  sell_type: number;
  sku: string;
  test_results_cbd: string | null;
  test_results_thc: string | null;
  transferred_out: Flag;
  updated_at: string;
  weight: string;
}

export interface InventoryReceipts {
  accepted: Flag;
  company_id: string;
  created_at: string;
  employee_id: string | null;
  external_identifier: string | null;
  id: string;
  inventory_item_id: string | null;
  manifest_number: string;
  package_label: string | null;
  product_id: string | null;
  quantity_milli: number;
  received_at: string;
  rejection_reason: string | null;
  shipper_license_number: string;
  transfer_id: string;
  unit: string;
  unit_cost: number | null;
}

export interface LineItems {
  company_id: string;
  discounts: string;
  id: string;
  inventory_item_id: string;
  loyalty_points: number;
  order_id: string;
  position: number;
  price: number;
  /**
   * The quantity as sent, in thousandths of `unit`.
   */
  quantity_milli: number;
  /**
   * For a line given back: the line of the original order it comes from.
   */
  related_line_item_id: string | null;
  sku: string;
  /**
   * The quantity as it moved the item's stock, in thousandths of the item's own unit.
   */
  stock_milli: number;
  /**
   * In cents (009): price less discounts.
   */
  subtotal: number;
  tax_breakdowns: string;
  tax_exemptions: string;
  unit: number;
  weight: string;
}

export interface LoyaltyPrograms {
  company_id: string;
  created_at: string;
  id: string;
  loyalty_points_per: number;
  loyalty_program_type: number;
}

export interface Orders {
  /**
   * JSON: {method, id_expiration_date}, or null.
   */
  age_verification: string | null;
  /**
   * JSON: {card_number, birth_date} of the caregiver who bought for the patient (037), or null.
   */
  caregiver: string | null;
  charged_on: string;
  company_id: string;
  created_at: string;
  customer_id: string | null;
  device_id: string;
  discount_approved_by: string | null;
  discount_flat_amount: number | null;
  discount_percent: string | null;
  discount_reason: string | null;
  discount_total: number;
  employee_id: string;
  id: string;
  loyalty_points_earned: number;
  loyalty_points_redeemed: number;
  /**
   * A medical sale: the patient's card effective date when sold (WAC 314-55-090(2)(b), 035).
   */
  medical_card_effective_date: string | null;
  /**
   * A medical sale: the patient's card expiry date when sold (WAC 314-55-090(2)(b), 035).
   */
  medical_card_expiration_date: string | null;
  order_type: number;
  original_order_id: string | null;
  payment_type: number;
  /**
   * A patient buying, besides or instead of customer_id.
   */
  person_id: string | null;
  receipt_id: string;
  refund_reason: string | null;
  /**
   * Canonical hash of the create request: a replay must match it (idempotency).
   */
  request_hash: string;
  /**
   * JSON: [{code, message}], '[]' when there is nothing to review.
   */
  review_flags: string;
  rung_offline: Flag;
  shift_id: string;
  subtotal: number;
  tax_total: number;
  tendered_amount: number;
  /**
   * In cents, as charged (009): subtotal + the exclusive taxes.
   */
  total: number;
  updated_at: string;
  voided: Flag;
}

export interface PackageItems {
  company_id: string;
  inventory_item_id: string;
  package_id: string;
  position: number;
}

export interface Packages {
  company_id: string;
  created_at: string;
  id: string;
  last_status_update_at: string | null;
  lot_number: string;
  previous_status: number | null;
  quantity_milli: number;
  quantity_unit: number;
  status: number;
}

export interface Patients {
  account_id: string;
  birth_date: string | null;
  card_effective_date: string | null;
  card_state: string | null;
  /**
   * Which card the patient showed: state_card, county_card (California) or recommendation (035).
   */
  card_type: CardType | null;
  caregiver_first_name: string | null;
  caregiver_id_number: string | null;
  caregiver_last_name: string | null;
  carry_limit_milli: number | null;
  carry_limit_unit: number | null;
  company_id: string;
  created_at: string;
  driver_license_expiration_date: string | null;
  driver_license_number: string | null;
  driver_license_state: string | null;
  driver_license_zip_code: string | null;
  email: string | null;
  expiration_date: string | null;
  first_name: string;
  id: string;
  id_number: string | null;
  last_name: string;
  loyalty_points: number;
  membership_date: string | null;
  phone: string | null;
  physician_name: string | null;
  plant_count: number;
  updated_at: string;
}

export interface PaymentMethods {
  active: Flag;
  company_id: string;
  id: string;
  name: string;
  payment_type: number;
}

export interface Payments {
  company_id: string;
  id: string;
  order_id: string;
  payment_method_id: string;
  payment_type: number;
  position: number;
  total: number;
}

export interface PersonGroupMembers {
  company_id: string;
  person_group_id: string;
  person_id: string;
  person_type: GroupMemberType;
}

export interface PersonGroups {
  company_id: string;
  id: string;
  medical: Flag;
  name: string;
}

export interface PersonGroupTaxItems {
  company_id: string;
  person_group_id: string;
  tax_item_id: string;
}

export interface Places {
  company_id: string;
  created_at: string;
  deleted_at: string | null;
  description: string;
  id: string;
  inventory_status: number;
  name: string;
  number: number;
  updated_at: string;
}

export interface PriceChanges {
  changed_at: string;
  changed_by: string | null;
  changed_by_name: string;
  company_id: string;
  field: string;
  id: string;
  new_price: number | null;
  old_price: number | null;
  product_id: string;
}

export interface Products {
  active: Flag;
  base_price: number;
  brand_id: string | null;
  category_id: string | null;
  /**
   * A numeric copy of the test result, so filters compare numbers, not text.
   */
  cbd_number: number | null;
  collect_excise_tax: Flag;
  company_id: string;
  concentrate_type: number | null;
  created_at: string;
  description: string;
  discountable: Flag;
  flower_type: number | null;
  id: string;
  internal_notes: string;
  latest_sku: string | null;
  /**
   * Sold to patients only, where the location may make medical sales (035).
   */
  medical_only: Generated<Flag>;
  member_price_enabled: Flag;
  member_sell_price: number | null;
  metadata: string;
  name: string;
  par: number;
  patient_price_enabled: Flag;
  patient_sell_price: number | null;
  price_at_register: Flag;
  pricing_type: number;
  product_type_id: string | null;
  /**
   * Sum of the product's inventory item quantities, kept in step by every stock move.
   */
  quantity_milli: number;
  sell_price: number;
  status: number;
  strain_id: string | null;
  tags: string;
  test_results_cbd: string | null;
  test_results_thc: string | null;
  /**
   * A numeric copy of the test result, so filters compare numbers, not text.
   */
  thc_number: number | null;
  tier_price: number;
  tiered_pricing_model_id: string | null;
  unit_of_measure: number;
  updated_at: string;
  vendor_id: string | null;
  weight_unit: number | null;
  weight_value: string | null;
  wholesale_value: number;
}

export interface ProductTypes {
  can_edit_concentrate_type: Flag;
  can_edit_flower_type: Flag;
  can_edit_strain: Flag;
  can_edit_test_results: Flag;
  can_edit_weight: Flag;
  color: number;
  company_id: string;
  id: string;
  is_default: Flag;
  is_marijuana: Flag;
  name: string;
  test_results_unit: number;
  traceability_type: number;
}

export interface ProductTypeTaxItems {
  company_id: string;
  product_type_id: string;
  tax_item_id: string;
}

export interface PushNotifications {
  company_id: string;
  created_at: string;
  event: PushNotificationEvent;
  id: string;
  model: string;
  record_id: string;
  sequence_id: number;
}

export interface RegisterAuditEntries {
  actor_id: string | null;
  at: string;
  company_id: string;
  details: string;
  hash: string;
  kind: string;
  prev_hash: string;
  received_at: string;
  register_id: string;
  seq: number;
  subject: string | null;
}

export interface Shifts {
  audit_head_hash: string | null;
  /**
   * The location audit chain's head when the shift closed: the Z report's anchor (015).
   */
  audit_head_seq: number | null;
  close_drawer_amount: number | null;
  close_drop_amount: number | null;
  /**
   * Canonical hash of the close request: a replay must match it (idempotency).
   */
  close_hash: string | null;
  close_note: string | null;
  closed_at: string | null;
  company_id: string;
  created_at: string;
  device_id: string;
  employee_id: string;
  /**
   * The employee's name when the shift opened, as printed on the shift report.
   */
  employee_name: string;
  id: string;
  locked: Flag;
  note: string | null;
  number_of_transactions: number;
  open_amount: number;
  /**
   * Canonical hash of the open request: a replay must match it (idempotency).
   */
  open_hash: string;
  opened_at: string;
  receipt_id: string;
  updated_at: string;
}

export interface StateReportingSettings {
  api_url: string | null;
  /**
   * Washington: the location's Strain, Area, Product and Inventory records from before this instant were in CCRS before Canopy's ledger (038).
   */
  ccrs_filed_before: string | null;
  company_id: string;
  /**
   * Set while Metrc refuses the key: reporting of the location waits for a new one.
   */
  credentials_rejected_at: string | null;
  last_reported_at: string | null;
  license_number: string | null;
  metrc_paused_until: string | null;
  system: Generated<StateReportingSystem>;
  updated_at: string;
  updated_by: string | null;
  /**
   * The user API key sealed with the server's secret key (base64); never answered.
   */
  user_api_key_sealed: string | null;
}

export interface StateReports {
  action: Generated<StateReportAction>;
  attempts: Generated<number>;
  charged_on: string;
  claimed_by: string | null;
  claimed_until: string | null;
  company_id: string;
  error: string | null;
  external_id: string | null;
  next_attempt_at: string;
  order_id: string;
  receipt_id: string;
  reported_at: string | null;
  /**
   * A request about this report went out and its answer may have been lost.
   */
  sent_at: string | null;
  status: StateReportStatus;
  system: StateReportingSystem;
  updated_at: string;
}

export interface Strains {
  company_id: string;
  created_at: string;
  id: string;
  name: string;
  updated_at: string;
}

export interface TaxItemRates {
  company_id: string;
  created_at: string;
  created_by: string | null;
  effective_at: string;
  /**
   * The rate in millionths (170000 = 17%) from effective_at on; rows are only appended.
   */
  rate_millionths: number;
  tax_item_id: string;
}

export interface TaxItems {
  /**
   * JSON array of the tax item ids whose amounts on a line are part of this tax's base (014).
   */
  base_includes: Generated<string>;
  company_id: string;
  created_at: string;
  /**
   * JSON: when a person group's exemption from this tax holds; null, always (014).
   */
  exemption: string | null;
  id: string;
  /**
   * The tax is inside the shelf price (split out of it) rather than added on top.
   */
  included_in_price: Flag;
  /**
   * The Metrc money field the tax is reported as (018).
   */
  metrc_field: Generated<MetrcTaxField>;
  name: string;
  /**
   * 'half_up' or 'up' (014).
   */
  rounding: Generated<string>;
  updated_at: string;
}

export interface UserCompanies {
  company_id: string;
  position: number;
  user_id: string;
}

export interface Users {
  account_id: string;
  active: Generated<Flag>;
  created_at: string;
  email: string;
  first_name: string;
  first_sign_in_code_hash: string | null;
  id: string;
  last_name: string;
  password_hash: string;
  pin: string;
  role: UserRole;
  role_id: string;
  support_user_hash: string;
  username: string;
}

export interface Vendors {
  company_id: string;
  id: string;
  name: string;
}

export interface DB {
  accounts: Accounts;
  adjustment_reports: AdjustmentReports;
  api_tokens: ApiTokens;
  audit_entries: AuditEntries;
  brands: Brands;
  ccrs_filed: CcrsFiled;
  companies: Companies;
  company_sequences: CompanySequences;
  customers: Customers;
  device_secrets: DeviceSecrets;
  devices: Devices;
  discount_reasons: DiscountReasons;
  employees: Employees;
  file_attachments: FileAttachments;
  import_mappings: ImportMappings;
  inventory_adjustments: InventoryAdjustments;
  inventory_count_lines: InventoryCountLines;
  inventory_counts: InventoryCounts;
  inventory_item_places: InventoryItemPlaces;
  inventory_items: InventoryItems;
  inventory_receipts: InventoryReceipts;
  line_items: LineItems;
  loyalty_programs: LoyaltyPrograms;
  orders: Orders;
  package_items: PackageItems;
  packages: Packages;
  patients: Patients;
  payment_methods: PaymentMethods;
  payments: Payments;
  person_group_members: PersonGroupMembers;
  person_group_tax_items: PersonGroupTaxItems;
  person_groups: PersonGroups;
  places: Places;
  price_changes: PriceChanges;
  product_type_tax_items: ProductTypeTaxItems;
  product_types: ProductTypes;
  products: Products;
  push_notifications: PushNotifications;
  register_audit_entries: RegisterAuditEntries;
  shifts: Shifts;
  state_reporting_settings: StateReportingSettings;
  state_reports: StateReports;
  strains: Strains;
  tax_item_rates: TaxItemRates;
  tax_items: TaxItems;
  user_companies: UserCompanies;
  users: Users;
  vendors: Vendors;
}

// The names the code uses (server/db/schema.config.ts: tableNames).
export type Database = DB;
export type AccountTable = Accounts;
export type CompanyTable = Companies;
export type UserTable = Users;
export type UserCompanyTable = UserCompanies;
export type ApiTokenTable = ApiTokens;
export type CustomerTable = Customers;
export type ProductTypeTable = ProductTypes;
export type NamedRecordTable = Brands;
export type VendorTable = Vendors;
export type PriceChangeTable = PriceChanges;
export type PlaceTable = Places;
export type ProductTable = Products;
export type InventoryItemTable = InventoryItems;
export type InventoryItemPlaceTable = InventoryItemPlaces;
export type InventoryAdjustmentTable = InventoryAdjustments;
export type InventoryReceiptTable = InventoryReceipts;
export type AdjustmentReportTable = AdjustmentReports;
export type InventoryCountTable = InventoryCounts;
export type InventoryCountLineTable = InventoryCountLines;
export type PushNotificationTable = PushNotifications;
export type CompanySequenceTable = CompanySequences;
export type PatientTable = Patients;
export type EmployeeTable = Employees;
export type PersonGroupTable = PersonGroups;
export type LoyaltyProgramTable = LoyaltyPrograms;
export type FileAttachmentTable = FileAttachments;
export type PackageTable = Packages;
export type PackageItemTable = PackageItems;
export type DeviceTable = Devices;
export type DeviceSecretTable = DeviceSecrets;
export type PaymentMethodTable = PaymentMethods;
export type ShiftTable = Shifts;
export type OrderTable = Orders;
export type LineItemTable = LineItems;
export type PaymentTable = Payments;
export type TaxItemTable = TaxItems;
export type TaxItemRateTable = TaxItemRates;
export type ProductTypeTaxItemTable = ProductTypeTaxItems;
export type PersonGroupTaxItemTable = PersonGroupTaxItems;
export type PersonGroupMemberTable = PersonGroupMembers;
export type DiscountReasonTable = DiscountReasons;
export type AuditEntryTable = AuditEntries;
export type RegisterAuditEntryTable = RegisterAuditEntries;
export type StateReportingSettingsTable = StateReportingSettings;
export type StateReportTable = StateReports;
export type CcrsFiledTable = CcrsFiled;
export type ImportMappingTable = ImportMappings;

export type { ColumnType } from 'kysely';
export type * from './column-types.ts';
