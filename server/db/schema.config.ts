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
  'products.patient_price_enabled', 'products.member_price_enabled',
  'inventory_items.sample', 'inventory_items.transferred_out',
  'person_groups.medical', 'payment_methods.active', 'shifts.locked',
  'orders.voided', 'orders.rung_offline', 'tax_items.included_in_price',
] as const;

export interface SchemaTypes {
  typeMapping: Record<string, string>;
  customImports: Record<string, string>;
  columns: Record<string, string>;
  writtenByEveryInsert: ReadonlySet<string>;
  tableNames: Record<string, string>;
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
      'AttachmentOwnerType', 'GroupMemberType', 'StateReportAction'].map((name) => [name, './column-types.ts']),
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
    brands: 'NamedRecordTable', vendors: 'VendorTable', places: 'PlaceTable', products: 'ProductTable',
    inventory_items: 'InventoryItemTable', inventory_item_places: 'InventoryItemPlaceTable',
    push_notifications: 'PushNotificationTable', company_sequences: 'CompanySequenceTable', patients: 'PatientTable',
    employees: 'EmployeeTable', person_groups: 'PersonGroupTable', loyalty_programs: 'LoyaltyProgramTable',
    file_attachments: 'FileAttachmentTable', packages: 'PackageTable', package_items: 'PackageItemTable',
    devices: 'DeviceTable', payment_methods: 'PaymentMethodTable', shifts: 'ShiftTable', orders: 'OrderTable',
    line_items: 'LineItemTable', payments: 'PaymentTable', tax_items: 'TaxItemTable',
    tax_item_rates: 'TaxItemRateTable', product_type_tax_items: 'ProductTypeTaxItemTable',
    person_group_tax_items: 'PersonGroupTaxItemTable', person_group_members: 'PersonGroupMemberTable',
    discount_reasons: 'DiscountReasonTable', audit_entries: 'AuditEntryTable',
    register_audit_entries: 'RegisterAuditEntryTable', state_reporting_settings: 'StateReportingSettingsTable',
    state_reports: 'StateReportTable',
  },
};
