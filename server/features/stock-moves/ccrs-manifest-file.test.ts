import { describe, expect, it } from 'vitest';
import { ccrsManifestCsv } from '../../../test/support/ccrs-manifest.ts';
import { parseCcrsManifest } from './ccrs-manifest-file.ts';

describe("a sender's CCRS Manifest.CSV", () => {
  const base = { id: 'MAN-1001', origin: '423456', destination: '412346', items: [{ id: 'LOT-A', quantity: '10', uom: 'Each' as const }, { id: 'LOT-B', quantity: '28.5', uom: 'Gram' as const }] };

  it('reads the header block by label and the items by column name, whatever their order', () => {
    const parsed = parseCcrsManifest(ccrsManifestCsv(base));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.manifest).toMatchObject({ external_manifest_identifier: 'MAN-1001', origin_license_number: '423456', destination_license_number: '412346', transportation_type: 'Regular' });
    expect(parsed.manifest.lines.map((l) => [l.line, l.inventory_external_identifier, l.quantity, l.uom, l.lab_test_external_identifier])).toEqual([
      [23, 'LOT-A', '10', 'Each', 'COA_01'], [24, 'LOT-B', '28.5', 'Gram', 'COA_01'],
    ]);
    // Columns moved and labels spelled loosely ("Header Operation", lower case) read the same.
    const moved = ccrsManifestCsv(base).replace('HeaderOperation', 'Header Operation').replace('InventoryExternalIdentifier,PlantExternalIdentifier,Quantity,UOM', 'inventoryexternalidentifier,PlantExternalIdentifier,Quantity,uom');
    expect(parseCcrsManifest(moved).ok).toBe(true);
  });

  it('leaves out a row the sender deleted', () => {
    const parsed = parseCcrsManifest(ccrsManifestCsv({ ...base, items: [...base.items, { id: 'LOT-C', quantity: '1', uom: 'Each', operation: 'Delete' }] }));
    expect(parsed.ok && parsed.manifest.lines.map((l) => l.inventory_external_identifier)).toEqual(['LOT-A', 'LOT-B']);
  });

  it('names every problem, by line, as the guide words it', () => {
    const parsed = parseCcrsManifest(ccrsManifestCsv({
      ...base, origin: '', numberRecords: 5,
      items: [{ id: 'LOT-A', quantity: '1.255', uom: 'Each' }, { id: 'LOT-A', quantity: '2', uom: 'Ounce' as 'Gram' }],
    }));
    expect(parsed.ok ? [] : parsed.problems).toEqual([
      'OriginLicenseNumber is required',
      'NumberRecords is 5, but the file has 2 item rows',
      'line 23: Quantity must be a number above zero with at most 2 decimal places (it is "1.255")',
      'line 24: InventoryExternalIdentifier LOT-A is on the manifest twice',
      'line 24: UOM must be Each or Gram (it is "Ounce")',
    ]);
  });

  it('refuses a cancelled manifest and a file that is not one', () => {
    const cancelled = parseCcrsManifest(ccrsManifestCsv({ ...base, headerOperation: 'Delete' }));
    expect(cancelled.ok ? [] : cancelled.problems).toEqual(['HeaderOperation is Delete: the sender cancelled this manifest, so nothing on it is coming']);
    const other = parseCcrsManifest('Name,Price\r\nGelato,10\r\n');
    expect(other.ok ? [] : other.problems[0]).toMatch(/no item rows/);
  });
});
