/**
 * What some columns hold, narrower than their SQL type; schema.config.ts gives them to the columns.
 * Portable on purpose: the same migrations and queries run on SQLite (the embedded default) and
 * PostgreSQL. So: ids are UUID text, timestamps are ISO 8601 text, booleans are integers 0/1, JSON
 * is text, quantities are integer thousandths (`*_milli`) so stock arithmetic is exact, and money
 * is integer cents.
 */

/** A yes/no column: an integer, 0 or 1, on both engines. */
export type Flag = 0 | 1;
/** JSON held as text; the code that reads it parses it. */
export type Json = string;

export type StateReportingSystem = 'metrc' | 'ccrs' | 'none';
export type StateReportStatus = 'waiting' | 'reported' | 'needs_attention' | 'not_required';
export type MetrcTaxField = 'SalesTax' | 'ExciseTax' | 'CityTax' | 'CountyTax' | 'MunicipalTax';
export type UserRole = 'manager' | 'budtender';
export type PushNotificationEvent = 'create' | 'update';
export type AttachmentOwnerType = 'Patient' | 'Employee' | 'Customer';
export type GroupMemberType = 'Patient' | 'Customer';
export type StateReportAction = 'record' | 'delete';

/**
 * The seven CCRS files a Washington retailer uploads (CCRS Upload User Guide, Table 1 "Reports
 * required per licensee type", Retail column), by the name each file is uploaded under (034).
 */
export type CcrsFileType = 'Area' | 'Strain' | 'Product' | 'Inventory' | 'InventoryAdjustment' | 'InventoryTransfer' | 'Sale';
/** CCRS's Operation column: Insert, Update or Delete of the record named by its external identifier (034). */
export type CcrsOperation = 'Insert' | 'Update' | 'Delete';
export type { CardType } from '../../shared/compliance/medical-card.ts';
