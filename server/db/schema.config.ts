/**
 * How the generated server/db/schema.ts types the migrated columns: the one place to say it (the
 * generated file is never edited by hand). `npm run db:types` reads it.
 */

/** The flag columns: integers in SQL, 0 or 1 to the code. */
const FLAGS = [
  'companies.medical_endorsement', 'companies.age_verification_required',
  'product_types.can_edit_weight', 'product_types.can_edit_strain', 'product_types.can_edit_test_results',
  'product_types.can_edit_flower_type', 'product_types.can_edit_concentrate_type', 'product_types.is_marijuana', 'product_types.is_default',
  'products.collect_excise_tax', 'products.active', 'products.price_at_register', 'products.discountable',
  'products.patient_price_enabled', 'products.member_price_enabled', 'products.medical_only',
  'inventory_items.sample', 'inventory_items.transferred_out',
  'person_groups.medical', 'payment_methods.active', 'shifts.locked', 'users.active',
  'orders.voided', 'orders.rung_offline', 'tax_items.included_in_price', 'inventory_receipts.accepted',
] as const;

export interface SchemaTypes {
  typeMapping: Record<string, string>;
  customImports: Record<string, string>;
  columns: Record<string, string>;
  writtenByEveryInsert: ReadonlySet<string>;
  tableNames: Record<string, string>;
  notes: Record<string, string>;
}

export const schemaTypes: SchemaTypes = {
  /**
   * By SQL type. int8 (bigint) is a number: server/db/connect.ts has pg parse it as one (our
   * cents, thousandths and sequence ids stay far below 2^53), as better-sqlite3 does.
   */
  typeMapping: { int8: 'number' },
  /** Where the types named below come from (a path from server/db). */
  customImports: Object.fromEntries(
    ['Flag', 'StateReportingSystem', 'StateReportStatus', 'MetrcTaxField', 'UserRole', 'PushNotificationEvent',
      'AttachmentOwnerType', 'GroupMemberType', 'StateReportAction', 'CcrsFileType', 'CcrsOperation', 'CardType'].map((name) => [name, './column-types.ts']),
  ),
  /**
   * By column ("table.column"): the type of a value, without `| null` or Generated<>, which the
   * generator adds as the migrated column says.
   */
  columns: {
    ...Object.fromEntries(FLAGS.map((column) => [column, 'Flag'])),
    'users.role': 'UserRole',
    'push_notifications.event': 'PushNotificationEvent',
    'file_attachments.owner_type': 'AttachmentOwnerType',
    'person_group_members.person_type': 'GroupMemberType',
    'tax_items.metrc_field': 'MetrcTaxField',
    'state_reporting_settings.system': 'StateReportingSystem',
    'state_reports.system': 'StateReportingSystem',
    'state_reports.action': 'StateReportAction',
    'state_reports.status': 'StateReportStatus',
    'ccrs_filed.file_type': 'CcrsFileType',
    'ccrs_filed.operation': 'CcrsOperation',
    'patients.card_type': 'CardType',
    'adjustment_reports.system': 'StateReportingSystem',
    'adjustment_reports.status': 'StateReportStatus',
  },
  /**
   * Columns whose SQL default only filled the orders that existed when 009 added them: every new row must be given its value, so the type does not make it optional
   * on insert (Generated) as a default otherwise would. A sale stored without its total would
   * silently be a sale of 0.
   */
  writtenByEveryInsert: new Set([
    'orders.subtotal', 'orders.discount_total', 'orders.tax_total', 'orders.total',
    'orders.loyalty_points_earned', 'orders.loyalty_points_redeemed', 'orders.rung_offline', 'orders.review_flags',
    'line_items.subtotal', 'line_items.discounts', 'line_items.tax_breakdowns', 'line_items.tax_exemptions', 'line_items.loyalty_points',
  ]),
  /**
   * The names the code gives the tables' generated interfaces (schema.ts declares each as an alias;
   * `Database` is the whole). A table not named here is known by its generated name only.
   */
  tableNames: {
    accounts: 'AccountTable', companies: 'CompanyTable', users: 'UserTable', user_companies: 'UserCompanyTable',
    api_tokens: 'ApiTokenTable', customers: 'CustomerTable', product_types: 'ProductTypeTable',
    // Brands and strains share one shape.
    brands: 'NamedRecordTable', vendors: 'VendorTable', price_changes: 'PriceChangeTable', places: 'PlaceTable', products: 'ProductTable',
    inventory_items: 'InventoryItemTable', inventory_item_places: 'InventoryItemPlaceTable',
    inventory_adjustments: 'InventoryAdjustmentTable', inventory_receipts: 'InventoryReceiptTable', adjustment_reports: 'AdjustmentReportTable',
    inventory_counts: 'InventoryCountTable', inventory_count_lines: 'InventoryCountLineTable',
    push_notifications: 'PushNotificationTable', company_sequences: 'CompanySequenceTable', patients: 'PatientTable',
    employees: 'EmployeeTable', person_groups: 'PersonGroupTable', loyalty_programs: 'LoyaltyProgramTable',
    file_attachments: 'FileAttachmentTable', packages: 'PackageTable', package_items: 'PackageItemTable',
    devices: 'DeviceTable', device_secrets: 'DeviceSecretTable', payment_methods: 'PaymentMethodTable', shifts: 'ShiftTable', orders: 'OrderTable',
    line_items: 'LineItemTable', payments: 'PaymentTable', tax_items: 'TaxItemTable',
    tax_item_rates: 'TaxItemRateTable', product_type_tax_items: 'ProductTypeTaxItemTable',
    person_group_tax_items: 'PersonGroupTaxItemTable', person_group_members: 'PersonGroupMemberTable',
    discount_reasons: 'DiscountReasonTable', audit_entries: 'AuditEntryTable',
    register_audit_entries: 'RegisterAuditEntryTable', state_reporting_settings: 'StateReportingSettingsTable',
    state_reports: 'StateReportTable', ccrs_filed: 'CcrsFiledTable', import_mappings: 'ImportMappingTable',
  },
  /** What a column means where its name does not say ("table.column"): written above it in schema.ts, as the hand-written file had it. */
  notes: {
    'companies.time_zone': "IANA time zone of the location's dates and buyers' ages (008).",
    'companies.discount_approval_percent': 'A discount above this fraction of the price ("0.20") needs a manager (008).',
    'companies.discount_approval_flat_amount': 'A discount above this many cents needs a manager (008).',
    'companies.loyalty_redemption_points_per_dollar': 'How many loyalty points buy one dollar of discount (008).',
    'companies.jurisdiction': 'The purchase-limit profile that binds its sales: an id of shared/compliance/limits/profiles (011).',
    'companies.settings_revision': 'Bumped by triggers on every write to what a sale is priced and checked by (013).',
    'companies.medical_endorsement': 'The location holds a medical endorsement: some medical tax relief holds only there (014).',
    'companies.age_verification_required': "Every live sale must carry the buyer's ID check (016).",
    'customers.request_hash': 'Canonical hash of the create that stored it (007); null for older records.',
    'devices.request_hash': 'Canonical hash of the registration that stored it (007); null for older records.',
    'products.medical_only': 'Sold to patients only, where the location may make medical sales (035).',
    'patients.card_type': 'Which card the patient showed: state_card, county_card (California) or recommendation (035).',
    'orders.medical_card_effective_date': "A medical sale: the patient's card effective date when sold (WAC 314-55-090(2)(b), 035).",
    'orders.medical_card_expiration_date': "A medical sale: the patient's card expiry date when sold (WAC 314-55-090(2)(b), 035).",
    'products.quantity_milli': "Sum of the product's inventory item quantities, kept in step by every stock move.",
    'products.thc_number': 'A numeric copy of the test result, so filters compare numbers, not text.',
    'products.cbd_number': 'A numeric copy of the test result, so filters compare numbers, not text.',
    'inventory_items.details': 'JSON: the v2-only lab, origin and packaging fields, read whole, never filtered on.',
    'inventory_items.package_label': 'The state package (Metrc tag) the item is sold from (019); null where none is known.',
    'company_sequences.revision': 'Bumped by catalog writes that make no push notification (places, 006).',
    'company_sequences.last_audit_seq': "The location audit chain's last seq (011), taken in the transaction that appends.",
    'employees.user_id': 'The user who signs in as this employee, if any.',
    'shifts.employee_name': "The employee's name when the shift opened, as printed on the shift report.",
    'shifts.open_hash': 'Canonical hash of the open request: a replay must match it (idempotency).',
    'shifts.close_hash': 'Canonical hash of the close request: a replay must match it (idempotency).',
    'shifts.audit_head_seq': "The location audit chain's head when the shift closed: the Z report's anchor (015).",
    'orders.request_hash': 'Canonical hash of the create request: a replay must match it (idempotency).',
    'orders.total': 'In cents, as charged (009): subtotal + the exclusive taxes.',
    'orders.person_id': 'A patient buying, besides or instead of customer_id.',
    'orders.review_flags': "JSON: [{code, message}], '[]' when there is nothing to review.",
    'orders.age_verification': 'JSON: {method, id_expiration_date}, or null.',
    'orders.caregiver': 'JSON: {card_number, birth_date} of the caregiver who bought for the patient (037), or null.',
    'line_items.quantity_milli': 'The quantity as sent, in thousandths of `unit`.',
    'line_items.stock_milli': "The quantity as it moved the item's stock, in thousandths of the item's own unit.",
    'line_items.subtotal': 'In cents (009): price less discounts.',
    'line_items.related_line_item_id': 'For a line given back: the line of the original order it comes from.',
    'tax_items.included_in_price': 'The tax is inside the shelf price (split out of it) rather than added on top.',
    'tax_items.base_includes': "JSON array of the tax item ids whose amounts on a line are part of this tax's base (014).",
    'tax_items.rounding': "'half_up' or 'up' (014).",
    'tax_items.exemption': "JSON: when a person group's exemption from this tax holds; null, always (014).",
    'tax_items.metrc_field': 'The Metrc money field the tax is reported as (018).',
    'tax_item_rates.rate_millionths': 'The rate in millionths (170000 = 17%) from effective_at on; rows are only appended.',
    'state_reporting_settings.user_api_key_sealed': "The user API key sealed with the server's secret key (base64); never answered.",
    'state_reporting_settings.credentials_rejected_at': 'Set while Metrc refuses the key: reporting of the location waits for a new one.',
    'state_reporting_settings.ccrs_filed_before': "Washington: the location's Strain, Area, Product and Inventory records from before this instant were in CCRS before Canopy's ledger (038).",
    'import_mappings.columns': 'JSON: { field: "column header" }, the columns of the last CSV a manager mapped for this kind (029).',
    'state_reports.sent_at': 'A request about this report went out and its answer may have been lost.',
  },
};
