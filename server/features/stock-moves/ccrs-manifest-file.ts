import type { CcrsManifest, CcrsManifestLine } from '../../../shared/api/stock-moves.ts';
import { parseCsv } from '../../http/csv-read.ts';

/**
 * Washington's transportation manifest as the sender filed it in CCRS: the Manifest.CSV (WSLCB,
 * "CCRS Transportation Manifest User Guide", lcb.wa.gov/ccrs/manifests, read as a verbatim
 * transcription of the page, not the .CSV template itself). Its layout:
 * - a header block, one "label, value" row each (the page's "Manifest Report File Header
 *   Attributes"): SubmittedBy, SubmittedDate, NumberRecords ("must match the number of records or
 *   the file will fail to process"), ExternalManifestIdentifier (text 100, required),
 *   HeaderOperation (Insert, Update, Delete), TransportationType, OriginLicenseNumber (numeric,
 *   required), OriginLicenseePhone, OriginLicenseeEmailAddress, TransportationLicenseNumber,
 *   DriverName, DepartureDateTime and ArrivalDateTime ("MM/DD/YYYY hh:mm AM/PM"), VIN #,
 *   VehiclePlateNumber, VehicleModel, VehicleMake, VehicleColor, DestinationLicenseNumber (numeric,
 *   required), DestinationLicenseePhone, DestinationLicenseeEmailAddress;
 * - then the items' column header and one row per item ("Manifest Report File Data Fields"):
 *   InventoryExternalIdentifier (text 100; "either the InventoryExternalIdentifier or
 *   PlantExternalIdentifier - both identifiers cannot be entered"), PlantExternalIdentifier,
 *   Quantity (decimal (10,2), "Only 2 Decimal places are allowed"), UOM ("Accepted Values: Each,
 *   Gram"), WeightPerUnit and ServingsPerUnit (decimal (10,2), required with an inventory item),
 *   ExternalIdentifier (optional), LabTestExternalIdentifier ("only required on manifests to retail
 *   licenses for product type 'End Product'"), CreatedBy, CreatedDate, UpdatedBy, UpdatedDate,
 *   Operation (Insert, Update, Delete).
 * Labels and column names are matched without case, spaces or punctuation ("VIN #", "Header
 * Operation" as some writers spell them). The order of the header rows and of the item columns is
 * read from the file, not assumed (the template's order could not be checked from here).
 */

export type ParsedManifest = { ok: true; manifest: CcrsManifest } | { ok: false; problems: string[] };

const key = (label: string) => label.toLowerCase().replace(/[^a-z0-9]/g, '');
const ITEM_HEADER = 'inventoryexternalidentifier';
/** A decimal (10,2) as the page defines it: digits, at most two decimals. */
const DECIMAL_10_2 = /^\d{1,8}(\.\d{1,2})?$/;
const NUMERIC = /^\d{1,10}$/;

export function parseCcrsManifest(text: string): ParsedManifest {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, problems: [`line ${parsed.problem.line}: ${parsed.problem.reason}`] };
  // parseCsv reads the first non-blank row as a header; here it is the first "label, value" row of the header block.
  const rows = [{ line: 1, cells: parsed.headers }, ...parsed.rows];
  const itemHeaderAt = rows.findIndex((row) => key(row.cells[0] ?? '') === ITEM_HEADER);
  if (itemHeaderAt < 0) return { ok: false, problems: ['the file has no item rows: a CCRS Manifest.CSV has its header block, then the column header InventoryExternalIdentifier, PlantExternalIdentifier, Quantity, UOM, …'] };
  const head = new Map<string, string>();
  for (const row of rows.slice(0, itemHeaderAt)) head.set(key(row.cells[0] ?? ''), (row.cells[1] ?? '').trim());
  const problems: string[] = [];
  const headValue = (label: string) => head.get(key(label)) ?? '';
  const manifestId = headValue('ExternalManifestIdentifier');
  if (manifestId === '') problems.push('ExternalManifestIdentifier is required');
  else if (manifestId.length > 100) problems.push('ExternalManifestIdentifier is over 100 characters');
  const operation = headValue('HeaderOperation');
  if (key(operation) === 'delete') problems.push('HeaderOperation is Delete: the sender cancelled this manifest, so nothing on it is coming');
  for (const label of ['OriginLicenseNumber', 'DestinationLicenseNumber']) {
    const value = headValue(label);
    if (value === '') problems.push(`${label} is required`);
    else if (!NUMERIC.test(value)) problems.push(`${label} must be numeric`);
  }

  const columns = rows[itemHeaderAt]!.cells.map(key);
  const cellOf = (cells: readonly string[], column: string) => {
    const at = columns.indexOf(key(column));
    return at < 0 ? '' : (cells[at] ?? '').trim();
  };
  for (const needed of ['Quantity', 'UOM']) if (!columns.includes(key(needed))) problems.push(`the item columns have no ${needed}`);
  const items = rows.slice(itemHeaderAt + 1);
  const declared = headValue('NumberRecords');
  if (declared !== '' && Number(declared) !== items.length) problems.push(`NumberRecords is ${declared}, but the file has ${items.length} item rows`);

  const lines: CcrsManifestLine[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const at = `line ${item.line}`;
    const cell = (column: string) => cellOf(item.cells, column);
    // A row the sender deleted from the manifest is not on the truck.
    if (key(cell('Operation')) === 'delete') continue;
    const inventory = cell('InventoryExternalIdentifier');
    const plant = cell('PlantExternalIdentifier');
    if (inventory === '' && plant !== '') { problems.push(`${at}: a plant (PlantExternalIdentifier ${plant}); a retailer receives inventory only`); continue; }
    if (inventory === '') problems.push(`${at}: InventoryExternalIdentifier is required`);
    else if (inventory.length > 100) problems.push(`${at}: InventoryExternalIdentifier is over 100 characters`);
    else if (seen.has(inventory)) problems.push(`${at}: InventoryExternalIdentifier ${inventory} is on the manifest twice`);
    seen.add(inventory);
    const quantity = cell('Quantity');
    if (!DECIMAL_10_2.test(quantity) || Number(quantity) <= 0) problems.push(`${at}: Quantity must be a number above zero with at most 2 decimal places (it is "${quantity}")`);
    const uom = cell('UOM');
    const unit = key(uom) === 'each' ? 'Each' : key(uom) === 'gram' ? 'Gram' : null;
    if (unit === null) problems.push(`${at}: UOM must be Each or Gram (it is "${uom}")`);
    const optional = (column: string) => (cell(column) === '' ? null : cell(column));
    for (const column of ['WeightPerUnit', 'ServingsPerUnit']) {
      const value = cell(column);
      if (value !== '' && !DECIMAL_10_2.test(value)) problems.push(`${at}: ${column} must be numeric with at most 2 decimal places`);
    }
    lines.push({
      line: item.line, inventory_external_identifier: inventory, quantity, uom: unit ?? 'Each',
      weight_per_unit: optional('WeightPerUnit'), servings_per_unit: optional('ServingsPerUnit'),
      external_identifier: optional('ExternalIdentifier'), lab_test_external_identifier: optional('LabTestExternalIdentifier'),
      inventory_item_id: null,
    });
  }
  if (items.length > 0 && lines.length === 0 && problems.length === 0) problems.push('every item row is deleted (Operation Delete): nothing on this manifest is coming');
  if (items.length === 0) problems.push('the manifest has no item rows');
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    manifest: {
      external_manifest_identifier: manifestId, origin_license_number: headValue('OriginLicenseNumber'),
      destination_license_number: headValue('DestinationLicenseNumber'), transportation_type: headValue('TransportationType'),
      departure_date_time: headValue('DepartureDateTime'), arrival_date_time: headValue('ArrivalDateTime'), lines,
    },
  };
}
