import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetrcStandIn, type MetrcStandIn } from './server.ts';

const LICENSE = '050-X0002';
const AUTH = `Basic ${Buffer.from('vendor-key:user-key').toString('base64')}`;
const GRAMS = '1A4060300000002000000001';
const EACH = '1A4060300000002000000002';
const EMPTY = '1A4060300000002000000003';
const sale = (external: string, label: string, quantity: number, unit: string) => ({
  ExternalReceiptNumber: external, SalesDateTime: '2026-11-21T10:30:00', SalesCustomerType: 'Consumer',
  Transactions: [{ PackageLabel: label, Quantity: quantity, UnitOfMeasure: unit, TotalAmount: 10 }],
});
const adjust = (label: string, quantity: number, more: Record<string, unknown> = {}) => ({
  Label: label, Quantity: quantity, UnitOfMeasure: 'Grams', AdjustmentReason: 'Waste', AdjustmentDate: '2026-11-21', ReasonNote: 'spilled', ...more,
});

describe("the Metrc stand-in's packages: quantities, refused sales, adjustments and incoming transfers", () => {
  let metrc: MetrcStandIn;
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${metrc.url}${path}${path.includes('?') ? '&' : '?'}licenseNumber=${LICENSE}`, {
      method, headers: { authorization: AUTH, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  };
  const quantity = (label: string) => metrc.packages().find((p) => p.Label === label)?.Quantity;
  beforeAll(async () => {
    metrc = await startMetrcStandIn({ vendorKeys: ['vendor-key'], facilities: [{ licenseNumber: LICENSE, userKeys: ['user-key'] }], checkPackages: true });
    metrc.addPackage({ Label: GRAMS, Quantity: 10, UnitOfMeasureName: 'Grams', ItemName: 'Flower', LicenseNumber: LICENSE });
    metrc.addPackage({ Label: EACH, Quantity: 5, UnitOfMeasureName: 'Each', ItemName: 'Pre-roll', LicenseNumber: LICENSE });
    metrc.addPackage({ Label: EMPTY, Quantity: 0, UnitOfMeasureName: 'Each', ItemName: 'Gone', LicenseNumber: LICENSE });
  });
  afterAll(async () => { await metrc.close(); });

  it('a sale takes its quantity off the package; deleting the receipt puts it back', async () => {
    expect((await send('POST', '/sales/v2/receipts', [sale('S1', GRAMS, 3.5, 'Grams')])).status).toBe(200);
    expect(quantity(GRAMS)).toBe(6.5);
    const receipt = await send('GET', '/sales/v2/receipts/external/S1');
    expect((await send('DELETE', `/sales/v2/receipts/${(receipt.body as { Id: number }).Id}`)).status).toBe(200);
    expect(quantity(GRAMS)).toBe(10);
  });

  it('refuses a sale of an unknown package, an empty one, or in another unit than its package (400, nothing stored)', async () => {
    for (const [body, words] of [
      [sale('S2', '1A4060300000002000000099', 1, 'Each'), /not an active package/],
      [sale('S3', EMPTY, 1, 'Each'), /is empty/],
      [sale('S4', GRAMS, 1, 'Each'), /does not match the package's Grams/],
    ] as const) {
      const refused = await send('POST', '/sales/v2/receipts', [body]);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toMatch(words);
    }
    expect(quantity(GRAMS)).toBe(10);
    expect(metrc.receipts().filter((r) => ['S2', 'S3', 'S4'].includes(r.ExternalReceiptNumber ?? ''))).toEqual([]);
  });

  it('lists adjust reasons; an adjustment request is checked whole, then stored and listed in the history', async () => {
    expect((await send('GET', '/packages/v2/adjust/reasons')).body).toContainEqual({ Name: 'Theft', RequiresNote: true });
    const refused = await send('POST', '/packages/v2/adjust', [adjust(GRAMS, -1), adjust(GRAMS, -1, { AdjustmentReason: 'Theft', ReasonNote: '' }), adjust(EACH, -1),
      adjust(GRAMS, -20)]);
    expect(refused.status).toBe(400);
    expect((refused.body as Array<{ row: number }>).map((r) => r.row)).toEqual([1, 2, 3]);
    expect(metrc.adjustments()).toEqual([]);
    expect((await send('POST', '/packages/v2/adjust', [adjust(GRAMS, -1.25), adjust(GRAMS, 0.25)])).status).toBe(200);
    expect(quantity(GRAMS)).toBe(9);
    const history = await send('GET', '/packages/v2/adjustments');
    expect((history.body as { Data: Array<{ AdjustmentQuantity: number }> }).Data.map((a) => a.AdjustmentQuantity)).toEqual([-1.25, 0.25]);
  });

  it('serves seeded incoming transfers; a package accepted in Metrc becomes active with the quantity received', async () => {
    const transfer = metrc.addIncomingTransfer({ ManifestNumber: 'M-1', ShipperFacilityLicenseNumber: '020-X9', RecipientLicenseNumber: LICENSE,
      packages: [{ PackageLabel: '1A4060300000002000000010', ProductName: 'Gummies', ShippedQuantity: 12, ShippedUnitOfMeasureName: 'Each' }] });
    const incoming = await send('GET', '/transfers/v2/incoming');
    expect((incoming.body as { Data: unknown[] }).Data).toContainEqual(expect.objectContaining({ Id: transfer.Id, ManifestNumber: 'M-1', DeliveryId: transfer.DeliveryId }));
    const deliveries = await send('GET', `/transfers/v2/${transfer.Id}/deliveries`);
    expect((deliveries.body as { Data: Array<{ Id: number }> }).Data[0]!.Id).toBe(transfer.DeliveryId);
    const packages = await send('GET', `/transfers/v2/deliveries/${transfer.DeliveryId}/packages`);
    expect((packages.body as { Data: unknown[] }).Data).toEqual([expect.objectContaining({ PackageLabel: '1A4060300000002000000010', ShipmentPackageState: 'Shipped' })]);
    expect(quantity('1A4060300000002000000010')).toBeUndefined();
    metrc.acceptInMetrc(transfer.Id, { '1A4060300000002000000010': { received: 11 } });
    expect(quantity('1A4060300000002000000010')).toBe(11);
  });
});
