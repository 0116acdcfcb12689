import { csvText } from '../../http/csv.ts';

/**
 * Washington's CCRS Sale file (Cannabis Central Reporting System, WSLCB): the CSV a retailer
 * uploads at least weekly. Washington has no API; licensees upload CSV files. Weekly means the
 * week Sunday–Saturday, uploaded by the Sunday after (WSLCB, "CCRS Frequently Asked Questions",
 * lcb.wa.gov/ccrs/faq: "Week is defined as Sunday - Saturday … expected by no later than Sunday
 * for the previous week. Reporting more frequently than weekly is allowed").
 *
 * The layout is the Sale template of the WSLCB's CCRS Upload User Guide (lcb.wa.gov/ccrs/resources).
 * That guide could not be read where this was written; the layout below is the template's header
 * and columns as open-source CCRS tools check a file (OpenTHC's CCRS emulator: the header rows'
 * column count, SubmittedDate MM/DD/YYYY, NumberRecords equal to the rows, the column header exact,
 * Operation Insert|Update|Delete) — check it against the guide in force before relying on it:
 * - three header rows, each a label in the first column and its value in the second, padded with
 *   empty cells to the file's column count: SubmittedBy (who submits), SubmittedDate
 *   (MM/DD/YYYY), NumberRecords (how many data rows follow; CCRS rejects a file whose count
 *   differs from its rows);
 * - the column header, exactly CCRS_SALE_COLUMNS;
 * - one row per sale line (SaleDetailExternalIdentifier, unique per line; every line of one
 *   ticket shares its SaleExternalIdentifier, SaleType and SaleDate).
 * Dates are MM/DD/YYYY in the licensee's local time. Money is in dollars with two decimals, no
 * currency sign, never negative. `Operation` is Insert (a new record), Update (a record CCRS
 * already holds, changed: every value of the row is the record's new value) or Delete.
 * Fields holding the delimiter, a quote or a line break are quoted per RFC 4180, and a cell that
 * starts like a formula (= + - @) gets a leading apostrophe (server/http/csv.ts).
 */
export const CCRS_SALE_COLUMNS = [
  'LicenseNumber', 'SoldToLicenseNumber', 'InventoryExternalIdentifier', 'PlantExternalIdentifier', 'SaleType', 'SaleDate',
  'Quantity', 'UnitPrice', 'Discount', 'SalesTax', 'OtherTax', 'SaleExternalIdentifier', 'SaleDetailExternalIdentifier',
  'CreatedBy', 'CreatedDate', 'UpdatedBy', 'UpdatedDate', 'Operation',
] as const;

export type CcrsOperation = 'Insert' | 'Update' | 'Delete';

/**
 * CCRS's sale types: RecreationalRetail (a retail sale to a consumer), RecreationalMedical (to a
 * qualifying patient holding a recognition card; such sales are exempt from the cannabis excise
 * tax, RCW 69.50.535) and Wholesale (licensee to licensee, never from a retail register).
 */
export type CcrsSaleType = 'RecreationalRetail' | 'RecreationalMedical' | 'Wholesale';

export type CcrsSaleRow = Record<(typeof CCRS_SALE_COLUMNS)[number], string>;

export interface CcrsSaleFile { submittedBy: string; submittedDate: string; rows: readonly CcrsSaleRow[] }

/** The CSV text of a Sale file: header rows, column header, rows (CRLF line ends, RFC 4180). */
export function ccrsSaleCsv(file: CcrsSaleFile): string {
  const width = CCRS_SALE_COLUMNS.length;
  const headerRow = (label: string, value: string) => [label, value, ...Array<string>(width - 2).fill('')];
  const records: string[][] = [
    headerRow('SubmittedBy', file.submittedBy),
    headerRow('SubmittedDate', file.submittedDate),
    headerRow('NumberRecords', String(file.rows.length)),
    [...CCRS_SALE_COLUMNS],
    ...file.rows.map((row) => CCRS_SALE_COLUMNS.map((column) => row[column])),
  ];
  return csvText(records);
}

/** A local calendar date (YYYY-MM-DD…) as CCRS writes dates: MM/DD/YYYY. */
export function ccrsDate(localDate: string): string {
  return `${localDate.slice(5, 7)}/${localDate.slice(8, 10)}/${localDate.slice(0, 4)}`;
}

/** Cents as CCRS's dollars: two decimals, no sign (CCRS takes no negative amounts). */
export function ccrsMoney(cents: number): string {
  return (Math.max(0, Math.round(cents)) / 100).toFixed(2);
}

/** A quantity in thousandths as a plain decimal without trailing zeros ("1", "3.5"). */
export function ccrsQuantity(milli: number): string {
  return String(Math.round(milli) / 1000);
}
