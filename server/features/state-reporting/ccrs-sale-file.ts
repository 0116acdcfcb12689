import { ccrsCsv, type CcrsRow } from './ccrs-file.ts';
export { ccrsDate, ccrsMoney, ccrsQuantity, type CcrsOperation } from './ccrs-file.ts';

/**
 * Washington's CCRS Sale file (Cannabis Central Reporting System, WSLCB): one of the seven files
 * a retailer uploads at least weekly (the week Sunday–Saturday, uploaded by the Sunday after:
 * WSLCB, "CCRS Frequently Asked Questions", lcb.wa.gov/ccrs/faq, "What is the definition of
 * 'weekly reporting'?"). Layout: ccrs-file.ts (CCRS Upload User Guide, "Sale File", pp. 36–41).
 * - one row per sale line (SaleDetailExternalIdentifier, unique per line; every line of one
 *   ticket shares its SaleExternalIdentifier, SaleType and SaleDate: the guide's "Duplicate Sale
 *   for Licensee" note);
 * - UnitPrice one unit before discounts and taxes ("Sales price before taxes applied");
 *   RetailSalesTax the state and local sales taxes; CannabisExciseTax the 37% excise (RCW
 *   69.50.535), 0 only for a qualifying medical sale;
 * - money in dollars with two decimals, no sign, never negative.
 */
export const CCRS_SALE_COLUMNS = [
  'LicenseNumber', 'SoldToLicenseNumber', 'InventoryExternalIdentifier', 'PlantExternalIdentifier', 'SaleType', 'SaleDate',
  'Quantity', 'UnitPrice', 'Discount', 'RetailSalesTax', 'CannabisExciseTax', 'SaleExternalIdentifier', 'SaleDetailExternalIdentifier',
  'CreatedBy', 'CreatedDate', 'UpdatedBy', 'UpdatedDate', 'Operation',
] as const;

/**
 * CCRS's sale types (guide p. 37): RecreationalRetail (a retail sale to a consumer),
 * RecreationalMedical (to a qualifying patient or designated provider, RCW 82.08.9998) and
 * Wholesale (licensee to licensee, never from a retail register).
 */
export type CcrsSaleType = 'RecreationalRetail' | 'RecreationalMedical' | 'Wholesale';

export type CcrsSaleRow = CcrsRow<'Sale'>;

export interface CcrsSaleFile { submittedBy: string; submittedDate: string; rows: readonly CcrsSaleRow[] }

/** The CSV text of a Sale file: header rows, column header, rows (CRLF line ends, RFC 4180). */
export function ccrsSaleCsv(file: CcrsSaleFile): string {
  return ccrsCsv({ type: 'Sale', ...file });
}
