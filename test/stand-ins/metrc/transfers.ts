import type { MetrcPackageRow } from './packages.ts';

/**
 * The Metrc stand-in's incoming transfers, which tests seed. Written from Metrc's API
 * documentation, "Transfers" (Metrc's public API documentation, the Oregon instance's /Documentation page): `GET /transfers/v2/incoming`
 * (the licence's incoming manifests, paged: `Id`, `ManifestNumber`, `ShipperFacilityLicenseNumber`,
 * `ShipperFacilityName`, `DeliveryId`, `ReceivedDateTime`), `GET /transfers/v2/{id}/deliveries`
 * (a manifest's deliveries: `Id`, `RecipientFacilityLicenseNumber`) and
 * `GET /transfers/v2/deliveries/{id}/packages` (a delivery's packages: `PackageLabel`,
 * `ProductName`, `ShippedQuantity`, `ShippedUnitOfMeasureName`, `ShipmentPackageState`) — field
 * names as integrators use them (e.g. BudTags' Metrc v2 reference); the response tables were not
 * read here: unverified. Metrc documents no call that accepts a transfer: the licensee accepts it
 * in Metrc's screens, and the stand-in's `acceptInMetrc` plays that part: each accepted package
 * becomes one of the licence's active packages with the quantity received.
 */

export interface IncomingPackage { PackageLabel: string; ProductName: string; ShippedQuantity: number; ShippedUnitOfMeasureName: string; ShipmentPackageState: string }

export interface IncomingTransfer {
  Id: number; ManifestNumber: string; ShipperFacilityLicenseNumber: string; ShipperFacilityName: string; RecipientLicenseNumber: string;
  DeliveryId: number; ReceivedDateTime: string | null; packages: IncomingPackage[];
}

export interface TransferBook { transfers: IncomingTransfer[]; packages: MetrcPackageRow[]; nextId: () => number }

export function addIncomingTransfer(book: TransferBook, transfer: { ManifestNumber: string; ShipperFacilityLicenseNumber: string; RecipientLicenseNumber: string;
  packages: Array<Omit<IncomingPackage, 'ShipmentPackageState'>> }): IncomingTransfer {
  const added: IncomingTransfer = {
    ...transfer, Id: book.nextId(), DeliveryId: book.nextId(), ShipperFacilityName: `Facility ${transfer.ShipperFacilityLicenseNumber}`, ReceivedDateTime: null,
    packages: transfer.packages.map((p) => ({ ...p, ShipmentPackageState: 'Shipped' })),
  };
  book.transfers.push(added);
  return added;
}

/** The licensee accepts (or rejects) packages in Metrc's screens: an accepted one becomes an active package of the recipient. */
export function acceptInMetrc(book: TransferBook, transferId: number, decisions: Record<string, { received: number } | 'rejected'>): void {
  const transfer = book.transfers.find((t) => t.Id === transferId);
  if (transfer === undefined) throw new Error(`no incoming transfer ${transferId}`);
  for (const pkg of transfer.packages) {
    const decision = decisions[pkg.PackageLabel];
    if (decision === undefined) continue;
    if (decision === 'rejected') { pkg.ShipmentPackageState = 'Rejected'; continue; }
    pkg.ShipmentPackageState = 'Accepted';
    book.packages.push({ Id: book.nextId(), Label: pkg.PackageLabel, Quantity: decision.received, UnitOfMeasureName: pkg.ShippedUnitOfMeasureName,
      ItemName: pkg.ProductName, LicenseNumber: transfer.RecipientLicenseNumber });
  }
  transfer.ReceivedDateTime ??= new Date().toISOString();
}

/** The transfer calls; null when the path is not one of them. */
export function handleTransferCall(book: TransferBook, licenseNumber: string, method: string, path: string, page: (rows: unknown[]) => unknown): [number, unknown] | null {
  if (method !== 'GET') return null;
  const own = book.transfers.filter((t) => t.RecipientLicenseNumber === licenseNumber);
  if (path === '/transfers/v2/incoming') return [200, page(own.map(({ packages: _packages, RecipientLicenseNumber: _r, ...t }) => t))];
  const deliveries = /^\/transfers\/v2\/(\d+)\/deliveries$/.exec(path);
  if (deliveries !== null) {
    const transfer = own.find((t) => t.Id === Number(deliveries[1]));
    if (transfer === undefined) return [404, { Message: 'The requested transfer was not found.' }];
    return [200, page([{ Id: transfer.DeliveryId, RecipientFacilityLicenseNumber: transfer.RecipientLicenseNumber }])];
  }
  const packages = /^\/transfers\/v2\/deliveries\/(\d+)\/packages$/.exec(path);
  if (packages !== null) {
    const transfer = own.find((t) => t.DeliveryId === Number(packages[1]));
    if (transfer === undefined) return [404, { Message: 'The requested delivery was not found.' }];
    return [200, page(transfer.packages)];
  }
  return null;
}
