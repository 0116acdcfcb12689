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
export type { CardType } from '../../shared/compliance/medical-card.ts';
