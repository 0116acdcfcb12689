/**
 * The Metrc stand-in's packages: quantities that go down with sales and adjustments, the adjust
 * reasons list, package adjustments and their history. Written from Metrc's API documentation,
 * "Packages" (Metrc's public API documentation, the Oregon instance's /Documentation page): `GET /packages/v2/adjust/reasons` (each
 * `{Name, RequiresNote}`), `POST /packages/v2/adjust` (`Label`, `Quantity`, `UnitOfMeasure`,
 * `AdjustmentReason`, `AdjustmentDate`, `ReasonNote`), and `GET /packages/v2/adjustments` (the
 * facility's adjustments with `PackageLabel`, `AdjustmentQuantity`, `AdjustmentReasonName`,
 * `AdjustmentNote`, `AdjustmentDate`; paged, `lastModifiedStart`/`lastModifiedEnd`) — the last as
 * integrators describe it (e.g. BudTags' Metrc v2 reference); its response table was not read
 * here: unverified. A sale of a package unknown to the facility, of an empty one, or in a unit
 * other than the package's is refused, as Metrc refuses them.
 */

export interface MetrcPackageRow { Id: number; Label: string; Quantity: number; UnitOfMeasureName: string; ItemName: string; LicenseNumber: string }

export interface MetrcAdjustReason { Name: string; RequiresNote: boolean }

export interface MetrcAdjustment {
  Id: number; LicenseNumber: string; PackageLabel: string; AdjustmentQuantity: number; AdjustmentUnitOfMeasureName: string;
  AdjustmentReasonName: string; AdjustmentNote: string | null; AdjustmentDate: string; RecordedAt: string;
}

/** The reasons the stand-in lists unless a test sets others: names as Metrc's retail licences show them. */
export const DEFAULT_ADJUST_REASONS: MetrcAdjustReason[] = [
  { Name: 'Drying', RequiresNote: false }, { Name: 'Entry Error', RequiresNote: true }, { Name: 'Scale Variance', RequiresNote: false },
  { Name: 'Theft', RequiresNote: true }, { Name: 'Waste', RequiresNote: false }, { Name: 'Damage', RequiresNote: false },
  { Name: 'Lab Sample', RequiresNote: false },
];

const OBJECT_LIMIT = 10;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class PackageCallProblem extends Error {
  constructor(readonly status: number, readonly body: unknown) { super(`HTTP ${status}`); }
}

/** Thousandths, so sums of grams stay exact. */
const milli = (n: number) => Math.round(n * 1000);

export interface PackageBook {
  packages: MetrcPackageRow[];
  adjustments: MetrcAdjustment[];
  reasons: MetrcAdjustReason[];
  nextId: () => number;
}

/** Why a sale's line cannot come off its package, or null. */
export function saleLineProblem(book: PackageBook, licenseNumber: string, line: { PackageLabel: string; Quantity: number; UnitOfMeasure: string }): string | null {
  const pkg = book.packages.find((p) => p.Label === line.PackageLabel && p.LicenseNumber === licenseNumber);
  if (pkg === undefined) return `Package ${line.PackageLabel} is not an active package of facility ${licenseNumber}.`;
  if (pkg.Quantity <= 0) return `Package ${line.PackageLabel} is empty.`;
  if (pkg.UnitOfMeasureName !== line.UnitOfMeasure) return `Package ${line.PackageLabel}: unit of measure ${line.UnitOfMeasure} does not match the package's ${pkg.UnitOfMeasureName}.`;
  return null;
}

/** Takes a receipt's lines off their packages (`sign` -1), or puts them back (+1) when it is deleted or replaced. */
export function moveSaleLines(book: PackageBook, licenseNumber: string, lines: ReadonlyArray<{ PackageLabel: string; Quantity: number; UnitOfMeasure: string }>, sign: 1 | -1): void {
  for (const line of lines) {
    const pkg = book.packages.find((p) => p.Label === line.PackageLabel && p.LicenseNumber === licenseNumber);
    if (pkg === undefined || pkg.UnitOfMeasureName !== line.UnitOfMeasure) continue;
    pkg.Quantity = (milli(pkg.Quantity) + sign * milli(line.Quantity)) / 1000;
  }
}

/** The package calls; null when the path is not one of them. */
export function handlePackageCall(
  book: PackageBook, licenseNumber: string, method: string, path: string, url: URL, body: unknown, page: (rows: unknown[]) => unknown,
): [number, unknown] | null {
  if (method === 'GET' && path === '/packages/v2/adjust/reasons') return [200, book.reasons];
  if (method === 'GET' && path === '/packages/v2/adjustments') {
    const start = url.searchParams.get('lastModifiedStart') ?? '';
    const end = url.searchParams.get('lastModifiedEnd') ?? '';
    return [200, page(book.adjustments.filter((a) => a.LicenseNumber === licenseNumber
      && (start === '' || a.RecordedAt >= start) && (end === '' || a.RecordedAt <= end)))];
  }
  if (method === 'POST' && path === '/packages/v2/adjust') {
    if (!Array.isArray(body)) throw new PackageCallProblem(400, [{ row: 0, message: 'The request body must be an array of objects.' }]);
    if (body.length > OBJECT_LIMIT) throw new PackageCallProblem(413, { Message: `Request object limit exceeded: at most ${OBJECT_LIMIT} objects per request.` });
    const problems: Array<{ row: number; message: string }> = [];
    // Each package's quantity as the request would leave it: the whole request is checked before any of it is stored.
    const after = new Map<string, number>();
    const accepted: Array<Omit<MetrcAdjustment, 'Id' | 'RecordedAt'>> = [];
    for (const [row, raw] of (body as unknown[]).entries()) {
      const problem = (message: string) => { problems.push({ row, message }); };
      if (typeof raw !== 'object' || raw === null) { problem('Each object must be a package adjustment.'); continue; }
      const a = raw as Record<string, unknown>;
      const label = a['Label'];
      const pkg = typeof label === 'string' ? book.packages.find((p) => p.Label === label && p.LicenseNumber === licenseNumber) : undefined;
      if (pkg === undefined) { problem(`Package ${String(label)} is not an active package of facility ${licenseNumber}.`); continue; }
      const quantity = a['Quantity'];
      if (typeof quantity !== 'number' || quantity === 0 || !Number.isFinite(quantity)) { problem(`Package ${pkg.Label}: Quantity must be a number other than zero.`); continue; }
      if (a['UnitOfMeasure'] !== pkg.UnitOfMeasureName) { problem(`Package ${pkg.Label}: unit of measure ${String(a['UnitOfMeasure'])} does not match the package's ${pkg.UnitOfMeasureName}.`); continue; }
      const reason = book.reasons.find((r) => r.Name === a['AdjustmentReason']);
      if (reason === undefined) { problem(`Adjustment reason ${String(a['AdjustmentReason'])} is not valid.`); continue; }
      const note = typeof a['ReasonNote'] === 'string' && a['ReasonNote'] !== '' ? a['ReasonNote'] : null;
      if (reason.RequiresNote && note === null) { problem(`Adjustment reason ${reason.Name} requires a note.`); continue; }
      const date = a['AdjustmentDate'];
      if (typeof date !== 'string' || !DATE.test(date)) { problem('AdjustmentDate must be a date (YYYY-MM-DD).'); continue; }
      const left = (after.get(pkg.Label) ?? milli(pkg.Quantity)) + milli(quantity);
      if (left < 0) { problem(`Package ${pkg.Label}: the adjustment would take its quantity below zero.`); continue; }
      after.set(pkg.Label, left);
      accepted.push({ LicenseNumber: licenseNumber, PackageLabel: pkg.Label, AdjustmentQuantity: quantity, AdjustmentUnitOfMeasureName: pkg.UnitOfMeasureName,
        AdjustmentReasonName: reason.Name, AdjustmentNote: note, AdjustmentDate: date });
    }
    if (problems.length > 0) throw new PackageCallProblem(400, problems);
    const now = new Date().toISOString();
    for (const adjustment of accepted) {
      book.adjustments.push({ ...adjustment, Id: book.nextId(), RecordedAt: now });
      const pkg = book.packages.find((p) => p.Label === adjustment.PackageLabel && p.LicenseNumber === licenseNumber);
      if (pkg !== undefined) pkg.Quantity = (milli(pkg.Quantity) + milli(adjustment.AdjustmentQuantity)) / 1000;
    }
    return [200, null];
  }
  return null;
}
