/**
 * A Washington transportation manifest as a sender's CCRS Manifest.CSV lays it out (the header
 * block, one "label, value" row each, padded to the item columns; then the item columns and rows),
 * for the tests of receiving it. Layout: server/features/stock-moves/ccrs-manifest-file.ts.
 */
export interface ManifestItem { id: string; quantity: string; uom: 'Each' | 'Gram'; operation?: 'Insert' | 'Update' | 'Delete' }

export const MANIFEST_ITEM_COLUMNS = ['InventoryExternalIdentifier', 'PlantExternalIdentifier', 'Quantity', 'UOM', 'WeightPerUnit', 'ServingsPerUnit',
  'ExternalIdentifier', 'LabTestExternalIdentifier', 'CreatedBy', 'CreatedDate', 'UpdatedBy', 'UpdatedDate', 'Operation'];

export function ccrsManifestCsv(manifest: { id: string; origin: string; destination: string; items: readonly ManifestItem[]; numberRecords?: number; headerOperation?: string }): string {
  const pad = (cells: string[]) => [...cells, ...Array<string>(MANIFEST_ITEM_COLUMNS.length - cells.length).fill('')].join(',');
  const head: Array<[string, string]> = [
    ['SubmittedBy', 'Sam Sender'], ['SubmittedDate', '11/20/2026'], ['NumberRecords', String(manifest.numberRecords ?? manifest.items.length)],
    ['ExternalManifestIdentifier', manifest.id], ['HeaderOperation', manifest.headerOperation ?? 'Insert'], ['TransportationType', 'Regular'],
    ['OriginLicenseNumber', manifest.origin], ['OriginLicenseePhone', '3605550100'], ['OriginLicenseeEmailAddress', 'ship@example.com'],
    ['TransportationLicenseNumber', ''], ['DriverName', 'Dee Driver'], ['DepartureDateTime', '11/20/2026 09:30 AM'], ['ArrivalDateTime', '11/20/2026 11:00 AM'],
    ['VIN #', '1FTFW1E50JFA00001'], ['VehiclePlateNumber', 'CAN1234'], ['VehicleModel', 'Transit'], ['VehicleMake', 'Ford'], ['VehicleColor', 'White'],
    ['DestinationLicenseNumber', manifest.destination], ['DestinationLicenseePhone', '3605550199'], ['DestinationLicenseeEmailAddress', 'store@example.com'],
  ];
  const items = manifest.items.map((item) => [item.id, '', item.quantity, item.uom, item.uom === 'Each' ? '3.5' : '1', '1', '', 'COA_01', 'Sam Sender', '11/20/2026', '', '', item.operation ?? 'Insert'].join(','));
  return [...head.map(([label, value]) => pad([label, value])), MANIFEST_ITEM_COLUMNS.join(','), ...items].join('\r\n') + '\r\n';
}
