import type { CcrsFileType, CcrsOperation } from '../../db/column-types.ts';
import { csvText } from '../../http/csv.ts';
import { localDateTime } from './local-time.ts';

/**
 * The layout of the seven CCRS files a Washington retailer uploads (WSLCB, "Cannabis Central
 * Reporting System: Upload User Guide", CIB 133 2/26, lcb.wa.gov/ccrs/resources; read here as
 * a verbatim transcription of its text, not the PDF itself, and the .CSV templates were not
 * opened: what the guide does not spell out, below, is marked so).
 * - Table 1 ("Reports required per licensee type"): a retailer files Area, Inventory,
 *   InventoryAdjustment, InventoryTransfer, Product, Sale and Strain.
 * - "Common File Attributes: Header" (p. 7): every file starts with SubmittedBy (text 35),
 *   SubmittedDate (MM/DD/YYYY) and NumberRecords ("must match the number of records or the file
 *   will fail to process"); then the column header; then the records.
 * - Columns per file: the guide's field list of each file (pp. 9–18, 30–39). The guide lists the
 *   Sale file's taxes as RetailSalesTax and CannabisExciseTax (p. 38); its Table 6 still says
 *   SalesTax/OtherTax, the older names. Strain has no Operation, UpdatedBy or UpdatedDate (p. 11:
 *   strains are only ever created).
 * - "File Dependencies and Order of Operations" (p. 4): Strain, Area and Product first, then
 *   Inventory, then InventoryAdjustment, InventoryTransfer and Sale. FILE_ORDER follows it.
 */
export const CCRS_COLUMNS = {
  Area: ['LicenseNumber', 'Area', 'IsQuarantine', 'ExternalIdentifier', 'CreatedBy', 'CreatedDate', 'UpdatedBy', 'UpdatedDate', 'Operation'],
  Strain: ['LicenseNumber', 'Strain', 'StrainType', 'CreatedBy', 'CreatedDate'],
  Product: ['LicenseNumber', 'InventoryCategory', 'InventoryType', 'Name', 'Description', 'UnitWeightGrams', 'ExternalIdentifier',
    'CreatedBy', 'CreatedDate', 'UpdatedBy', 'UpdatedDate', 'Operation'],
  Inventory: ['LicenseNumber', 'Strain', 'Area', 'Product', 'InitialQuantity', 'QuantityOnHand', 'TotalCost', 'IsMedical', 'ExternalIdentifier',
    'CreatedBy', 'CreatedDate', 'UpdatedBy', 'UpdatedDate', 'Operation'],
  InventoryAdjustment: ['LicenseNumber', 'InventoryExternalIdentifier', 'AdjustmentReason', 'AdjustmentDetail', 'Quantity', 'AdjustmentDate',
    'ExternalIdentifier', 'CreatedBy', 'CreatedDate', 'UpdatedBy', 'UpdatedDate', 'Operation'],
  InventoryTransfer: ['FromLicenseNumber', 'ToLicenseNumber', 'FromInventoryExternalIdentifier', 'ToInventoryExternalIdentifier', 'Quantity',
    'TransferDate', 'ExternalIdentifier', 'CreatedBy', 'CreatedDate', 'UpdatedBy', 'UpdatedDate', 'Operation'],
  Sale: ['LicenseNumber', 'SoldToLicenseNumber', 'InventoryExternalIdentifier', 'PlantExternalIdentifier', 'SaleType', 'SaleDate',
    'Quantity', 'UnitPrice', 'Discount', 'RetailSalesTax', 'CannabisExciseTax', 'SaleExternalIdentifier', 'SaleDetailExternalIdentifier',
    'CreatedBy', 'CreatedDate', 'UpdatedBy', 'UpdatedDate', 'Operation'],
} as const satisfies Record<CcrsFileType, readonly string[]>;

export type CcrsColumn<T extends CcrsFileType> = (typeof CCRS_COLUMNS)[T][number];
export type CcrsRow<T extends CcrsFileType> = Record<CcrsColumn<T>, string>;

/** The upload order the guide's dependencies give (p. 4): a file only names records of files before it. */
export const CCRS_FILE_ORDER: readonly CcrsFileType[] = ['Strain', 'Area', 'Product', 'Inventory', 'InventoryAdjustment', 'InventoryTransfer', 'Sale'];

/** The Store API's path segment of each file (GET /state_reports/ccrs/{file}). */
export const CCRS_FILE_PATHS = {
  area: 'Area', strain: 'Strain', product: 'Product', inventory: 'Inventory',
  inventory_adjustment: 'InventoryAdjustment', inventory_transfer: 'InventoryTransfer', sale: 'Sale',
} as const satisfies Record<string, CcrsFileType>;
export type CcrsFilePath = keyof typeof CCRS_FILE_PATHS;

/**
 * The upload type as each file's own section of the guide writes it in the file name:
 * "area_LicenseNumber_YYYYMMDDHHMMSS" (p. 9), strain_ (p. 11), product_ (p. 13), inventory_
 * (p. 16), inventoryAdjustment_ (p. 30), inventoryTransfer_ (p. 33), sale_ (p. 36). The general
 * rule (p. 3) reads "UploadType_LicenseNumber_YYYYMMDDHHMMSS", the type's name as Table 1 writes it
 * (Area, InventoryAdjustment, …); the per-file sections are the more specific, so they are used.
 */
const NAME_PREFIX: Record<CcrsFileType, string> = {
  Area: 'area', Strain: 'strain', Product: 'product', Inventory: 'inventory',
  InventoryAdjustment: 'inventoryAdjustment', InventoryTransfer: 'inventoryTransfer', Sale: 'sale',
};

/**
 * A file's name: `<uploadType>_<LicenseNumber>_<YYYYMMDDHHMMSS>.csv`. The time stamp is the
 * location's wall clock: the CCRS FAQ (lcb.wa.gov/ccrs/faq, "What time zone should dates/times be
 * documented in?") says the file name is "referenced in PST", and Washington's locations keep
 * Pacific time.
 */
export function ccrsFileName(type: CcrsFileType, licenseNumber: string, at: Date, timeZone: string): string {
  const stamp = localDateTime(at, timeZone).replace(/[-T:]/g, '');
  return `${NAME_PREFIX[type]}_${licenseNumber}_${stamp}.csv`;
}

export interface CcrsFile<T extends CcrsFileType> {
  type: T; submittedBy: string; submittedDate: string; rows: ReadonlyArray<CcrsRow<T>>;
}

/**
 * The CSV text of a CCRS file: the three header rows (label in the first column, value in the
 * second, padded with empty cells to the file's column count, as open-source CCRS tools write
 * them, e.g. OpenTHC's), the column header, the rows. CRLF line ends, RFC 4180 quoting, and no
 * cell starting like a formula (server/http/csv.ts).
 */
export function ccrsCsv<T extends CcrsFileType>(file: CcrsFile<T>): string {
  const columns: readonly CcrsColumn<T>[] = CCRS_COLUMNS[file.type];
  const width = columns.length;
  const headerRow = (label: string, value: string) => [label, value, ...Array<string>(width - 2).fill('')];
  return csvText([
    headerRow('SubmittedBy', file.submittedBy),
    headerRow('SubmittedDate', file.submittedDate),
    headerRow('NumberRecords', String(file.rows.length)),
    [...columns],
    ...file.rows.map((row) => columns.map((column) => row[column])),
  ]);
}

export type { CcrsFileType, CcrsOperation };

/** A local calendar date (YYYY-MM-DD…) as CCRS writes dates: MM/DD/YYYY. */
export function ccrsDate(localDate: string): string {
  return `${localDate.slice(5, 7)}/${localDate.slice(8, 10)}/${localDate.slice(0, 4)}`;
}

/** Cents as CCRS's dollars: two decimals, no sign (CCRS takes no negative amounts: "No negative values allowed"). */
export function ccrsMoney(cents: number): string {
  return (Math.max(0, Math.round(cents)) / 100).toFixed(2);
}

/** A quantity in thousandths as a plain decimal without trailing zeros ("1", "3.5"); never negative. */
export function ccrsQuantity(milli: number): string {
  return String(Math.max(0, Math.round(milli)) / 1000);
}

/** CCRS's text limits (CreatedBy, SubmittedBy: text 35; names 75; details 250). */
export const clip = (text: string, length: number) => text.slice(0, length);
