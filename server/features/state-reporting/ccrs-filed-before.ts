import type { CcrsFileType } from './ccrs-file.ts';
import { fingerprintOf, type CcrsRecord, type FiledRecord } from './ccrs-ledger.ts';

/** The files whose records a location kept in CCRS itself before Canopy's ledger (migration 038). */
export type CcrsStockFile = Extract<CcrsFileType, 'Strain' | 'Area' | 'Product' | 'Inventory'>;

/**
 * The ledger records of what CCRS held before Canopy kept a ledger (migration 038): each record of
 * the file that existed before the location's `ccrs_filed_before` instant and that the ledger does
 * not know is taken as filed then, so the first zip after the upgrade does not Insert it again
 * (CCRS answers an Insert of a record it holds with a duplicate error). What it is taken to hold:
 * - Strain, Area, Product: the record as it is now. Inventory names them by name ("Valid Values:
 *   Strain.Strain, Area.Name, Product.Name", guide pp. 16–17), and the location's Inventory was
 *   accepted with these names, so CCRS holds them; a later change is an Update.
 * - Inventory: values unknown. CCRS holds it under this ExternalIdentifier (the Sale file named it,
 *   and CCRS refuses a sale of an inventory it does not hold), but its QuantityOnHand has moved with
 *   every sale since; so the first file carries it as an Update with today's values.
 * Written to the ledger (range none, so a re-download of a range never repeats them as sent) with
 * the file that first needs them. A record deleted from the store before that download is not
 * known here and stays in CCRS as the location left it.
 */
export function filedBefore<T extends CcrsStockFile>(
  type: T, records: ReadonlyArray<CcrsRecord<T>>, filed: readonly FiledRecord[], before: string | null,
): FiledRecord[] {
  if (before === null) return [];
  const known = new Set(filed.map((f) => f.external_identifier));
  return records
    .filter((record) => !known.has(record.key) && record.createdAt !== undefined && record.createdAt < before)
    .map((record) => ({
      file_type: type, external_identifier: record.key, fingerprint: type === 'Inventory' ? '' : fingerprintOf(record.row),
      row: JSON.stringify(record.row), operation: 'Insert', range_from: '', range_to: '', first_filed_at: before,
    }));
}
