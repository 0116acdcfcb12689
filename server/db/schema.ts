import type { ColumnType, Generated } from 'kysely';

/**
 * The Store API's tables. Portable on purpose: the same migrations and queries run on SQLite
 * (the embedded default) and PostgreSQL. So: ids are UUID text, timestamps are ISO 8601 text,
 * booleans are integers 0/1, JSON is text, quantities are integer thousandths (`*_milli`) so stock
 * arithmetic is exact, and money is integer cents.
 */
export type Flag = 0 | 1;
type Json = string;

export interface AccountTable { id: string; number: number; name: string }

export interface CompanyTable {
  id: string; number: number; account_id: string;
  name: string; street: string; city: string; state: string; zip_code: string;
  /** Money settings (008): IANA time zone of the location's dates and buyers' ages ('UTC' by default)… */
  time_zone: Generated<string>;
  /** …a discount above this fraction of the price ("0.20") or this many cents needs a manager… */
  discount_approval_percent: Generated<string>; discount_approval_flat_amount: Generated<number>;
  /** …and how many loyalty points buy one dollar of discount. */
  loyalty_redemption_points_per_dollar: Generated<number>;
  /** The purchase-limit profile that binds its sales (011): an id of shared/compliance/limits/profiles. */
  jurisdiction: Generated<string>;
  /** Bumped by triggers on every write to what a sale is priced and checked by (013): keys what an instance keeps in memory. */
  settings_revision: Generated<number>;
  /** The location holds a medical endorsement (014): some medical tax relief holds only there. */
  medical_endorsement: Generated<Flag>;
  /** Whether every live sale must carry the buyer's ID check, `age_verification` (016); off by default. */
  age_verification_required: Generated<Flag>;
  /** The state licence it sells under, and the medical one where the state keeps medical sales apart (024). */
  license_number: Generated<string | null>; medical_license_number: Generated<string | null>;
}

export interface UserTable {
  id: string; account_id: string; username: string; email: string;
  first_name: string; last_name: string; password_hash: string;
  role: 'manager' | 'budtender'; pin: string; support_user_hash: string; role_id: string;
  created_at: string;
  /** An inactive user cannot sign in (024); a new one sets a password with a one-time code, kept as its hash. */
  active: Generated<Flag>; first_sign_in_code_hash: Generated<string | null>;
}

export interface UserCompanyTable { user_id: string; company_id: string; position: number }

export interface ApiTokenTable {
  token_hash: string; user_id: string; created_at: string; last_used_at: string; revoked_at: string | null;
}

export interface CustomerTable {
  id: string; company_id: string; account_id: string;
  first_name: string | null; last_name: string | null; email: string | null; phone: string | null;
  birth_date: string | null; id_number: string | null; expiration_date: string | null;
  loyalty_points: number | null;
  driver_license_number: string | null; driver_license_state: string | null;
  driver_license_zip_code: string | null; driver_license_expiration_date: string | null;
  /** Canonical hash of the create that stored it (migration 007); null for older records. */
  request_hash: string | null;
  created_at: string; updated_at: string;
}

export interface ProductTypeTable {
  id: string; company_id: string; name: string; traceability_type: number;
  can_edit_weight: Flag; can_edit_strain: Flag; can_edit_test_results: Flag;
  can_edit_flower_type: Flag; can_edit_concentrate_type: Flag; is_marijuana: Flag;
  test_results_unit: number; is_default: Flag; color: number;
}

/** Brands and strains share one shape. */
export interface NamedRecordTable { id: string; company_id: string; name: string; created_at: string; updated_at: string }

export interface VendorTable { id: string; company_id: string; name: string }

export interface PlaceTable {
  id: string; number: number; company_id: string; name: string; description: string;
  inventory_status: number; deleted_at: string | null; created_at: string; updated_at: string;
}

export interface ProductTable {
  id: string; company_id: string; name: string; latest_sku: string | null;
  sell_price: number; patient_sell_price: number | null; member_sell_price: number | null;
  collect_excise_tax: Flag; pricing_type: number;
  product_type_id: string | null; brand_id: string | null; strain_id: string | null; vendor_id: string | null;
  category_id: string | null; tiered_pricing_model_id: string | null;
  active: Flag; status: number; weight_value: string | null; weight_unit: number | null;
  tags: Json; description: string; internal_notes: string; metadata: Json;
  test_results_thc: string | null; test_results_cbd: string | null;
  /** Numeric copies of the test results so the comparator filters compare numbers, not text. */
  thc_number: number | null; cbd_number: number | null;
  flower_type: number | null; concentrate_type: number | null; unit_of_measure: number;
  price_at_register: Flag; base_price: number; wholesale_value: number; par: number;
  discountable: Flag; patient_price_enabled: Flag; member_price_enabled: Flag; tier_price: number;
  /** Sum of the product's inventory item quantities, kept in step by every stock move. */
  quantity_milli: number;
  created_at: string; updated_at: string;
}

export interface InventoryItemTable {
  id: string; company_id: string; product_id: string | null; sku: string; lot_number: string;
  quantity_milli: number; weight: string; purchase_price: number; sell_type: number;
  sample: Flag; transferred_out: Flag; received_at: string; last_received_at: string;
  test_results_thc: string | null; test_results_cbd: string | null;
  metadata: Json;
  /** The v2-only lab, origin and packaging fields: read whole, never filtered on. */
  details: Json;
  created_at: string; updated_at: string;
  /** The state package (Metrc tag) the item is sold from (019); null where none is known. */
  package_label: Generated<string | null>;
}

export interface InventoryItemPlaceTable {
  id: string; company_id: string; inventory_item_id: string; place_id: string; quantity_milli: number;
}

export interface PushNotificationTable {
  id: string; company_id: string; sequence_id: number;
  event: 'create' | 'update'; model: string; record_id: string; created_at: string;
}

export interface CompanySequenceTable {
  company_id: string; last_sequence_id: number;
  /** Bumped by catalog writes that make no push notification (places); see migration 006. */
  revision: Generated<number>;
  /** The location audit chain's last seq (011), taken in the transaction that appends. */
  last_audit_seq: Generated<number>;
}

export interface Database {
  accounts: AccountTable;
  companies: CompanyTable;
  users: UserTable;
  user_companies: UserCompanyTable;
  api_tokens: ApiTokenTable;
  customers: CustomerTable;
  product_types: ProductTypeTable;
  brands: NamedRecordTable;
  strains: NamedRecordTable;
  vendors: VendorTable;
  places: PlaceTable;
  products: ProductTable;
  inventory_items: InventoryItemTable;
  inventory_item_places: InventoryItemPlaceTable;
  push_notifications: PushNotificationTable;
  company_sequences: CompanySequenceTable;
  patients: PatientTable;
  employees: EmployeeTable;
  person_groups: PersonGroupTable;
  loyalty_programs: LoyaltyProgramTable;
  file_attachments: FileAttachmentTable;
  packages: PackageTable;
  package_items: PackageItemTable;
}

export type { ColumnType, Generated };

// --- people and packages (003) ---

/** Fields patients and employees share (spec §2.5, §2.6); dates are YYYY-MM-DD. */
interface PersonColumns {
  id: string; company_id: string; account_id: string; first_name: string; last_name: string;
  email: string | null; phone: string | null; id_number: string | null; birth_date: string | null;
  driver_license_number: string | null; driver_license_state: string | null;
  driver_license_zip_code: string | null; driver_license_expiration_date: string | null;
  created_at: string; updated_at: string;
}

export interface PatientTable extends PersonColumns {
  expiration_date: string | null;
  caregiver_id_number: string | null; caregiver_first_name: string | null; caregiver_last_name: string | null;
  loyalty_points: number; carry_limit_milli: number | null; carry_limit_unit: number | null;
  membership_date: string | null; plant_count: number; physician_name: string | null;
  /** Who issued the medical card (`id_number`) and from when (024). */
  card_state: Generated<string | null>; card_effective_date: Generated<string | null>;
}

export interface EmployeeTable extends PersonColumns {
  /** The user who signs in as this employee, if any. */
  user_id: string | null; hire_date: string | null; loyalty_points: number | null;
}

export interface PersonGroupTable { id: string; company_id: string; name: string; medical: Flag }

export interface LoyaltyProgramTable {
  id: string; company_id: string; loyalty_program_type: number; loyalty_points_per: number; created_at: string;
}

export interface FileAttachmentTable {
  id: string; company_id: string; owner_type: 'Patient' | 'Employee' | 'Customer'; owner_id: string;
  file_file_name: string; file_content_type: string; created_at: string;
}

export interface PackageTable {
  id: string; company_id: string; status: number; lot_number: string;
  previous_status: number | null; last_status_update_at: string | null;
  quantity_milli: number; quantity_unit: number; created_at: string;
}

export interface PackageItemTable { package_id: string; inventory_item_id: string; company_id: string; position: number }

// --- sales (002) ---

/** A register (point of sale) of one location; orders and shifts name it in X-CNPY-DeviceId. */
export interface DeviceTable {
  id: string; company_id: string; name: string; created_at: string; created_by: string | null;
  /** Canonical hash of the registration that stored it (migration 007); null for older records. */
  request_hash: string | null;
}

export interface PaymentMethodTable { id: string; company_id: string; name: string; payment_type: number; active: Flag }

export interface ShiftTable {
  id: string; company_id: string; device_id: string; employee_id: string;
  /** The employee's name when the shift opened, as printed on the shift report. */
  employee_name: string; receipt_id: string;
  opened_at: string; closed_at: string | null; locked: Flag; number_of_transactions: number;
  note: string | null; open_amount: number;
  close_drawer_amount: number | null; close_drop_amount: number | null; close_note: string | null;
  /** Canonical hashes of the open and close requests: a replay must match them (idempotency). */
  open_hash: string; close_hash: string | null;
  /** The location audit chain's head when the shift closed (015): the Z report's anchor of the chain. */
  audit_head_seq: number | null; audit_head_hash: string | null;
  created_at: string; updated_at: string;
}

export interface OrderTable {
  id: string; company_id: string; receipt_id: string; device_id: string; shift_id: string; employee_id: string;
  customer_id: string | null; original_order_id: string | null;
  charged_on: string; order_type: number; payment_type: number; tendered_amount: number;
  refund_reason: string | null; voided: Flag;
  /** Canonical hash of the create request: a replay must match it (idempotency). */
  request_hash: string;
  created_at: string; updated_at: string;
  // Money as charged (009), in cents: total = subtotal + the exclusive taxes.
  subtotal: number; discount_total: number; tax_total: number; total: number;
  discount_percent: string | null; discount_flat_amount: number | null; discount_reason: string | null; discount_approved_by: string | null;
  loyalty_points_earned: number; loyalty_points_redeemed: number;
  /** A patient buying, besides or instead of customer_id. */
  person_id: string | null;
  rung_offline: Flag;
  /** JSON text: [{code, message}], '[]' when there is nothing to review. */
  review_flags: string;
  /** JSON text: {method, id_expiration_date}, or null. */
  age_verification: string | null;
}

export interface LineItemTable {
  id: string; company_id: string; order_id: string; position: number; inventory_item_id: string;
  /** The quantity as sent (thousandths of `unit`)… */
  quantity_milli: number; unit: number;
  /** …and as it moved the item's stock (thousandths of the item's own unit). */
  stock_milli: number;
  price: number; sku: string; weight: string;
  // Money as charged (009): price less discounts, and JSON text lists of discounts, taxes and exemptions.
  subtotal: number; discounts: string; tax_breakdowns: string; tax_exemptions: string; loyalty_points: number;
  /** For a line given back: the line of the original order it comes from. */
  related_line_item_id: string | null;
}

export interface PaymentTable {
  id: string; company_id: string; order_id: string; position: number;
  payment_method_id: string; payment_type: number; total: number;
}

// Declaration merging: the sales tables join the Database interface above.
export interface Database {
  devices: DeviceTable;
  payment_methods: PaymentMethodTable;
  shifts: ShiftTable;
  orders: OrderTable;
  line_items: LineItemTable;
  payments: PaymentTable;
}

// --- money (008) ---

/** A tax a location charges; its rates are in tax_item_rates. */
export interface TaxItemTable {
  id: string; company_id: string; name: string;
  /** The tax is inside the shelf price (split out of it) rather than added on top. */
  included_in_price: Flag;
  /** (014) JSON array of the tax item ids whose amounts on a line are part of this tax's base. */
  base_includes: Generated<string>;
  /** (014) 'half_up' or 'up'. */
  rounding: Generated<string>;
  /** (014) JSON: when a person group's exemption from this tax holds; null, always. */
  exemption: string | null;
  created_at: string; updated_at: string;
  /** The Metrc money field the tax is reported as (018). */
  metrc_field: Generated<MetrcTaxField>;
}

/**
 * One rate of a tax item from `effective_at` on, in millionths (170000 = 17%). Rows are only ever
 * appended: the rate in force at a moment is the row with the latest `effective_at` not after it.
 */
export interface TaxItemRateTable {
  tax_item_id: string; company_id: string; rate_millionths: number; effective_at: string;
  created_at: string; created_by: string | null;
}

/** The taxes charged on lines of a product type. */
export interface ProductTypeTaxItemTable { product_type_id: string; tax_item_id: string; company_id: string }

/** The taxes a person group's members pay; they are exempt from a line's other taxes. */
export interface PersonGroupTaxItemTable { person_group_id: string; tax_item_id: string; company_id: string }

/** The person group of a patient or customer (at most one each). */
export interface PersonGroupMemberTable {
  person_type: 'Patient' | 'Customer'; person_id: string; person_group_id: string; company_id: string;
}

/** The discount reasons a location's registers offer, in order. */
export interface DiscountReasonTable { id: string; company_id: string; name: string; position: number }

export interface Database {
  tax_items: TaxItemTable;
  tax_item_rates: TaxItemRateTable;
  product_type_tax_items: ProductTypeTaxItemTable;
  person_group_tax_items: PersonGroupTaxItemTable;
  person_group_members: PersonGroupMemberTable;
  discount_reasons: DiscountReasonTable;
}

// --- compliance (011) ---

/** One entry of a location's audit chain, written by the Store API (see shared/compliance/audit-chain.ts). */
export interface AuditEntryTable {
  company_id: string; seq: number; at: string; register_id: string | null; kind: string; subject: string | null;
  details: Json; actor_id: string | null; prev_hash: string; hash: string;
}

/** One entry of a register's audit chain as the Store API received it. */
export interface RegisterAuditEntryTable {
  register_id: string; seq: number; company_id: string; at: string; kind: string; subject: string | null;
  details: Json; actor_id: string | null; prev_hash: string; hash: string; received_at: string;
}

export interface Database {
  audit_entries: AuditEntryTable;
  register_audit_entries: RegisterAuditEntryTable;
}

// --- state reporting (018) ---

export type StateReportingSystem = 'metrc' | 'ccrs' | 'none';
export type StateReportStatus = 'waiting' | 'reported' | 'needs_attention' | 'not_required';
export type MetrcTaxField = 'SalesTax' | 'ExciseTax' | 'CityTax' | 'CountyTax' | 'MunicipalTax';

/** A location's reporting to its state: the system, Metrc's URL, licence and sealed user key. */
export interface StateReportingSettingsTable {
  company_id: string; system: StateReportingSystem; api_url: string | null; license_number: string | null;
  /** The user API key sealed with the server's secret key (base64); never answered. */
  user_api_key_sealed: string | null;
  /** Set while Metrc refuses the key: reporting of the location waits for a new one. */
  credentials_rejected_at: string | null;
  last_reported_at: string | null;
  updated_at: string; updated_by: string | null;
}

/** What one order owes the state; written by a trigger on orders (see migration 018). */
export interface StateReportTable {
  order_id: string; company_id: string; receipt_id: string; charged_on: string;
  system: StateReportingSystem; action: 'record' | 'delete'; status: StateReportStatus;
  external_id: string | null; reported_at: string | null; error: string | null;
  attempts: Generated<number>; next_attempt_at: string;
  claimed_by: string | null; claimed_until: string | null;
  /** A request about this report went out and its answer may have been lost. */
  sent_at: string | null;
  updated_at: string;
}

export interface Database {
  state_reporting_settings: StateReportingSettingsTable;
  state_reports: StateReportTable;
}

// --- the back office (024) ---

/** One change of one of a product's prices (`field`: sell_price, patient_sell_price, member_sell_price). */
export interface PriceChangeTable {
  id: string; company_id: string; product_id: string; field: string;
  old_price: number | null; new_price: number | null;
  changed_at: string; changed_by: string | null; changed_by_name: string;
}

export interface Database {
  price_changes: PriceChangeTable;
}
