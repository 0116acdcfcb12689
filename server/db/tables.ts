import type * as Generated from './schema.ts';

/**
 * The names the code gives the tables of the generated schema.ts (which re-exports this module,
 * so `import type { OrderTable } from './schema.ts'` keeps working). A new table gets its name
 * here after `npm run db:types` generates its interface.
 */
export type Database = Generated.DB;

export type AccountTable = Generated.Accounts;
export type CompanyTable = Generated.Companies;
export type UserTable = Generated.Users;
export type UserCompanyTable = Generated.UserCompanies;
export type ApiTokenTable = Generated.ApiTokens;
export type CustomerTable = Generated.Customers;
export type ProductTypeTable = Generated.ProductTypes;
/** Brands and strains share one shape. */
export type NamedRecordTable = Generated.Brands;
export type VendorTable = Generated.Vendors;
export type PlaceTable = Generated.Places;
export type ProductTable = Generated.Products;
export type InventoryItemTable = Generated.InventoryItems;
export type InventoryItemPlaceTable = Generated.InventoryItemPlaces;
export type PushNotificationTable = Generated.PushNotifications;
export type CompanySequenceTable = Generated.CompanySequences;

// People and packages (003).
export type PatientTable = Generated.Patients;
export type EmployeeTable = Generated.Employees;
export type PersonGroupTable = Generated.PersonGroups;
export type LoyaltyProgramTable = Generated.LoyaltyPrograms;
export type FileAttachmentTable = Generated.FileAttachments;
export type PackageTable = Generated.Packages;
export type PackageItemTable = Generated.PackageItems;

// Sales (002, 009).
export type DeviceTable = Generated.Devices;
export type PaymentMethodTable = Generated.PaymentMethods;
export type ShiftTable = Generated.Shifts;
export type OrderTable = Generated.Orders;
export type LineItemTable = Generated.LineItems;
export type PaymentTable = Generated.Payments;

// Money (008, 014).
export type TaxItemTable = Generated.TaxItems;
export type TaxItemRateTable = Generated.TaxItemRates;
export type ProductTypeTaxItemTable = Generated.ProductTypeTaxItems;
export type PersonGroupTaxItemTable = Generated.PersonGroupTaxItems;
export type PersonGroupMemberTable = Generated.PersonGroupMembers;
export type DiscountReasonTable = Generated.DiscountReasons;

// Compliance (011).
export type AuditEntryTable = Generated.AuditEntries;
export type RegisterAuditEntryTable = Generated.RegisterAuditEntries;

// State reporting (018).
export type StateReportingSettingsTable = Generated.StateReportingSettings;
export type StateReportTable = Generated.StateReports;

export type { ColumnType } from 'kysely';
export type * from './column-types.ts';

