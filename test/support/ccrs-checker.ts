/**
 * A CCRS checker: what Washington's Cannabis Central Reporting System checks of an uploaded file,
 * written from the CCRS Upload User Guide (CIB 133 2/26) independently of the Store API's own
 * layouts, so a wrong column list in the code fails here:
 * - the name `<uploadType>_<LicenseNumber>_<YYYYMMDDHHMMSS>.csv` (the per-file sections' prefixes);
 * - the header rows SubmittedBy, SubmittedDate (MM/DD/YYYY), NumberRecords equal to the rows (p. 7);
 * - the column header exactly as the guide lists the file's fields; every row as many columns;
 * - dates MM/DD/YYYY; Operation Insert|Update|Delete; no negative quantities or money;
 * - the files' references: Inventory names a Strain, Area and Product filed so far (by name,
 *   p. 16–17); InventoryAdjustment, InventoryTransfer and Sale name an inventory filed so far by
 *   its ExternalIdentifier (pp. 30, 33, 36); an Update or Delete names a record CCRS holds (FAQ).
 * It keeps what was filed across files, as CCRS does: check the files in upload order.
 */
const HEADERS: Record<string, string> = {
  area: 'LicenseNumber,Area,IsQuarantine,ExternalIdentifier,CreatedBy,CreatedDate,UpdatedBy,UpdatedDate,Operation',
  strain: 'LicenseNumber,Strain,StrainType,CreatedBy,CreatedDate',
  product: 'LicenseNumber,InventoryCategory,InventoryType,Name,Description,UnitWeightGrams,ExternalIdentifier,CreatedBy,CreatedDate,UpdatedBy,UpdatedDate,Operation',
  inventory: 'LicenseNumber,Strain,Area,Product,InitialQuantity,QuantityOnHand,TotalCost,IsMedical,ExternalIdentifier,CreatedBy,CreatedDate,UpdatedBy,UpdatedDate,Operation',
  inventoryAdjustment: 'LicenseNumber,InventoryExternalIdentifier,AdjustmentReason,AdjustmentDetail,Quantity,AdjustmentDate,ExternalIdentifier,CreatedBy,CreatedDate,UpdatedBy,UpdatedDate,Operation',
  inventoryTransfer: 'FromLicenseNumber,ToLicenseNumber,FromInventoryExternalIdentifier,ToInventoryExternalIdentifier,Quantity,TransferDate,ExternalIdentifier,CreatedBy,CreatedDate,UpdatedBy,UpdatedDate,Operation',
  sale: 'LicenseNumber,SoldToLicenseNumber,InventoryExternalIdentifier,PlantExternalIdentifier,SaleType,SaleDate,Quantity,UnitPrice,Discount,RetailSalesTax,CannabisExciseTax,SaleExternalIdentifier,SaleDetailExternalIdentifier,CreatedBy,CreatedDate,UpdatedBy,UpdatedDate,Operation',
};
const NUMERIC = ['InitialQuantity', 'QuantityOnHand', 'TotalCost', 'Quantity', 'UnitPrice', 'Discount', 'RetailSalesTax', 'CannabisExciseTax', 'UnitWeightGrams'];
const REASONS = ['Destruction', 'Reconciliation', 'Lost', 'Seizure', 'Theft', 'ReturnedLabSample', 'Other'];

/** RFC 4180 records of a CSV text (CRLF or LF line ends). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [], cell = '', quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { record.push(cell); cell = ''; }
    else if (c === '\r') continue;
    else if (c === '\n') { record.push(cell); records.push(record); record = []; cell = ''; }
    else cell += c;
  }
  if (cell !== '' || record.length > 0) { record.push(cell); records.push(record); }
  return records;
}

const isDate = (value: string) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (m === null) return false;
  const d = new Date(Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2])));
  return d.getUTCMonth() === Number(m[1]) - 1 && d.getUTCDate() === Number(m[2]);
};

export interface CheckedFile { type: string; rows: Array<Record<string, string>> }

export class CcrsChecker {
  readonly strains = new Set<string>();
  readonly areas = new Set<string>();
  readonly products = new Set<string>();
  readonly inventory = new Set<string>();
  private readonly held = new Map<string, Set<string>>();
  constructor(private readonly licenseNumber: string) {}

  /** The problems CCRS would report of the file (none: it loads), and, when none, takes its records as filed. */
  check(name: string, text: string): { problems: string[]; file: CheckedFile } {
    const problems: string[] = [];
    const named = new RegExp(`^(${Object.keys(HEADERS).join('|')})_${this.licenseNumber}_(\\d{14})\\.csv$`).exec(name);
    const type = named?.[1] ?? '';
    if (named === null) problems.push(`file name ${name}`);
    const records = parseCsv(text);
    const [by, date, count, header, ...data] = records;
    const columns = (HEADERS[type] ?? '').split(',');
    if (header?.join(',') !== HEADERS[type]) problems.push(`column header ${header?.join(',')}`);
    if (by?.[0] !== 'SubmittedBy' || (by[1] ?? '') === '' || (by[1] ?? '').length > 35) problems.push('SubmittedBy');
    if (date?.[0] !== 'SubmittedDate' || !isDate(date[1] ?? '')) problems.push('SubmittedDate');
    if (count?.[0] !== 'NumberRecords' || count[1] !== String(data.length)) problems.push(`NumberRecords ${count?.[1]} for ${data.length} rows`);
    for (const record of [by, date, count]) if (record !== undefined && record.length !== columns.length) problems.push(`header row of ${record.length} columns`);
    const rows = data.map((record, index) => {
      if (record.length !== columns.length) problems.push(`row ${index + 1}: ${record.length} columns, not ${columns.length}`);
      return Object.fromEntries(columns.map((column, i) => [column, record[i] ?? '']));
    });
    const held = this.held.get(type) ?? new Set<string>();
    const pending: Array<() => void> = [];
    for (const [index, row] of rows.entries()) {
      const at = `row ${index + 1}`;
      for (const [column, value] of Object.entries(row)) {
        if (column.endsWith('Date') && (value !== '' || !column.startsWith('Updated')) && !isDate(value)) problems.push(`${at}: ${column} ${value}`);
        if (NUMERIC.includes(column) && (value === '' || !/^\d+(\.\d+)?$/.test(value))) problems.push(`${at}: ${column} ${value}`);
      }
      const op = row.Operation ?? 'Insert';
      if (type !== 'strain' && !['Insert', 'Update', 'Delete'].includes(op)) problems.push(`${at}: Operation ${op}`);
      const key = type === 'sale' ? row.SaleDetailExternalIdentifier! : type === 'strain' ? row.Strain! : row.ExternalIdentifier!;
      if (op !== 'Insert' && !held.has(key)) problems.push(`${at}: ${op} of ${key}, which CCRS does not hold`);
      if (op === 'Insert' && held.has(key) && type !== 'strain') problems.push(`${at}: Insert of ${key}, which CCRS holds`);
      const needsInventory = (id: string | undefined, column: string) => { if (!this.inventory.has(id ?? '')) problems.push(`${at}: ${column} ${id} not in an Inventory file`); };
      switch (type) {
        case 'inventory':
          if (!this.strains.has(row.Strain!)) problems.push(`${at}: Strain ${row.Strain} not filed`);
          if (!this.areas.has(row.Area!)) problems.push(`${at}: Area ${row.Area} not filed`);
          if (!this.products.has(row.Product!)) problems.push(`${at}: Product ${row.Product} not filed`);
          if (Number(row.QuantityOnHand) > Number(row.InitialQuantity)) problems.push(`${at}: QuantityOnHand is greater than InitialQuantity`);
          if (Number(row.TotalCost) <= 0) problems.push(`${at}: TotalCost cannot equal 0`);
          pending.push(() => { if (op === 'Delete') this.inventory.delete(key); else this.inventory.add(key); });
          break;
        case 'strain': pending.push(() => this.strains.add(row.Strain!)); break;
        case 'area': pending.push(() => { if (op === 'Delete') this.areas.delete(row.Area!); else this.areas.add(row.Area!); }); break;
        case 'product':
          // Inventory names a product by its name (Product.Name): two of one name would be ambiguous.
          if (rows.filter((other) => other.Name === row.Name).length > 1) problems.push(`${at}: Product name ${row.Name} twice`);
          pending.push(() => { if (op === 'Delete') this.products.delete(row.Name!); else this.products.add(row.Name!); }); break;
        case 'inventoryAdjustment':
          needsInventory(row.InventoryExternalIdentifier, 'InventoryExternalIdentifier');
          if (!REASONS.includes(row.AdjustmentReason!)) problems.push(`${at}: AdjustmentReason ${row.AdjustmentReason}`);
          if (['Other', 'Theft'].includes(row.AdjustmentReason!) && row.AdjustmentDetail === '') problems.push(`${at}: Inventory AdjustmentDetail missing`);
          break;
        case 'inventoryTransfer':
          needsInventory(row.ToInventoryExternalIdentifier, 'ToInventoryExternalIdentifier');
          if (row.FromLicenseNumber === row.ToLicenseNumber) problems.push(`${at}: ToLicense cannot be the same license number as FromLicense`);
          break;
        case 'sale':
          needsInventory(row.InventoryExternalIdentifier, 'InventoryExternalIdentifier');
          if (!['RecreationalRetail', 'RecreationalMedical', 'Wholesale'].includes(row.SaleType!)) problems.push(`${at}: SaleType ${row.SaleType}`);
          // "An entry of 0 CannabisExciseTax is only allowed for sale type Wholsale, and sales that meet medical compliance conditions" (guide p. 40).
          if (row.SaleType === 'RecreationalRetail' && Number(row.CannabisExciseTax) === 0 && op !== 'Delete') problems.push(`${at}: Only Medical Sales can be 0 (CannabisExciseTax)`);
          break;
        default: break;
      }
      pending.push(() => { if (op === 'Delete') held.delete(key); else held.add(key); });
    }
    if (problems.length === 0) { for (const take of pending) take(); this.held.set(type, held); }
    return { problems, file: { type, rows } };
  }
}
