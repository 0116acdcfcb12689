import { afterAll, beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, type TestStoreApi } from '../../../test/support/store-api.ts';
import type { MetrcStandIn } from '../../../test/stand-ins/metrc/server.ts';
import { ringOrder, saleBody, type SalesFixture } from '../../../test/support/orders/sales.ts';
import { eventually, startReportingLocation, type ReportingLocation } from '../../../test/support/reporting-location.ts';
import type { InventoryItemV2 } from '../../../shared/api/catalog.ts';

const USER_KEY = 'receiving-user-key';
const LICENSE = '050-1010496D0E3';
const SHIPPER = '020-X0001';

interface Listed { incoming_transfers: Array<{ id: string; manifest_number: string; shipper_license_number: string; packages: Array<{ label: string; status: string; quantity: { value: string; unit: number }; inventory_item_id: string | null }> }> }
interface Received { inventory_items: InventoryItemV2[]; receipt: { packages: Array<{ label: string; accepted: boolean; inventory_item_id: string | null; rejection_reason: string | null }> } }

describeEachEngine('receiving an incoming Metrc transfer, then selling and adjusting it: the stand-in agrees to the unit', (engine) => {
  let location: ReportingLocation;
  let api: TestStoreApi;
  let metrc: MetrcStandIn;
  let f: SalesFixture;
  let token: string;
  const labels = ['1A4060300000000000RCV001', '1A4060300000000000RCV002', '1A4060300000000000RCV003'];
  let transferId: number;

  beforeAll(async () => {
    location = await startReportingLocation({ engine, licence: LICENSE, userKey: USER_KEY, checkPackages: true });
    ({ api, metrc, f, token } = location);
    transferId = metrc.addIncomingTransfer({
      ManifestNumber: '0000012345', ShipperFacilityLicenseNumber: SHIPPER, RecipientLicenseNumber: LICENSE,
      packages: labels.map((label) => ({ PackageLabel: label, ProductName: 'Pre-roll 1g', ShippedQuantity: 20, ShippedUnitOfMeasureName: 'Each' })),
    }).Id;
  });
  afterAll(() => location.close());

  const list = () => call<Listed>(api.baseUrl, 'GET', '/api/v2/incoming_transfers', { token, company: f.company });
  const receive = (packages: Array<Record<string, unknown>>) => call<Received & { errors?: Record<string, string[]> }>(api.baseUrl, 'POST',
    `/api/v2/incoming_transfers/${transferId}/receive`, { token, company: f.company, body: { receipt: { packages } } });
  const product = () => f.items[0]!;

  it('lists the transfer as Metrc ships it; a package not yet accepted in Metrc cannot be received (422, nothing changes)', async () => {
    const listed = await list();
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const transfer = listed.body.incoming_transfers.find((t) => t.id === String(transferId))!;
    expect(transfer).toMatchObject({ manifest_number: '0000012345', shipper_license_number: SHIPPER });
    expect(transfer.packages.map((p) => [p.label, p.status, p.quantity.value])).toEqual(labels.map((l) => [l, 'waiting_in_metrc', '20']));
    const refused = await receive([{ label: labels[0], accepted: true, product_id: product().product_id }]);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty(['packages[0].label']);
    expect(await api.store.db.selectFrom('inventory_items').select('id').where('package_label', '=', labels[0]!).execute()).toEqual([]);
  });

  it("receives what Metrc accepted, with Metrc's quantity, once; a rejection keeps its reason", async () => {
    // The licensee accepts in Metrc's screens: one package arrived short (18 of 20), one is rejected.
    metrc.acceptInMetrc(transferId, { [labels[0]!]: { received: 18 }, [labels[1]!]: { received: 20 } });
    const ready = await list();
    expect(ready.body.incoming_transfers[0]!.packages.map((p) => [p.status, p.quantity.value])).toEqual([['ready', '18'], ['ready', '20'], ['waiting_in_metrc', '20']]);
    const before = await api.store.db.selectFrom('products').select('quantity_milli').where('id', '=', product().product_id).executeTakeFirstOrThrow();
    const lines = [
      { label: labels[0], accepted: true, product_id: product().product_id, unit_cost: 250 },
      { label: labels[1], accepted: true, product_id: product().product_id },
      { label: labels[2], accepted: false, rejection_reason: 'seal broken' },
    ];
    const received = await receive(lines);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.inventory_items).toHaveLength(2);
    expect(received.body.receipt.packages.find((p) => p.label === labels[2])).toMatchObject({ accepted: false, rejection_reason: 'seal broken', inventory_item_id: null });
    const items = await api.store.db.selectFrom('inventory_items').select(['id', 'package_label', 'quantity_milli']).where('package_label', 'in', labels).orderBy('package_label').execute();
    expect(items.map((i) => [i.package_label, i.quantity_milli])).toEqual([[labels[0], 18_000], [labels[1], 20_000]]);
    const after = await api.store.db.selectFrom('products').select('quantity_milli').where('id', '=', product().product_id).executeTakeFirstOrThrow();
    expect(after.quantity_milli - before.quantity_milli).toBe(38_000);
    const notified = await api.store.db.selectFrom('push_notifications').select('record_id').where('model', '=', 'InventoryItem').where('event', '=', 'create')
      .where('record_id', 'in', items.map((i) => i.id)).execute();
    expect(notified).toHaveLength(2);
    // Received again (a lost answer): the same receipt, nothing doubled.
    const again = await receive(lines);
    expect(again.status).toBe(200);
    expect(again.body.inventory_items.map((i) => i.id).sort()).toEqual(items.map((i) => i.id).sort());
    expect(await api.store.db.selectFrom('inventory_items').select('id').where('package_label', 'in', labels).execute()).toHaveLength(2);
    expect((await api.store.db.selectFrom('products').select('quantity_milli').where('id', '=', product().product_id).executeTakeFirstOrThrow()).quantity_milli).toBe(after.quantity_milli);
    expect((await list()).body.incoming_transfers[0]!.packages.map((p) => p.status)).toEqual(['received', 'received', 'rejected']);
  });

  it('the received item sells at the register and is adjusted; Metrc\'s package ends equal to ours, with nothing needing attention', async () => {
    const item = await api.store.db.selectFrom('inventory_items').select(['id', 'quantity_milli']).where('package_label', '=', labels[0]!).executeTakeFirstOrThrow();
    const sellable = { ...product(), id: item.id, quantity_milli: item.quantity_milli };
    const sale = await ringOrder(f, saleBody(f, [{ item: sellable, units: 2 }]));
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    const waste = await call<{ inventory_adjustment: { id: string } }>(api.baseUrl, 'POST', '/api/v2/inventory_adjustments', {
      token, company: f.company, body: { inventory_adjustment: { inventory_item_id: item.id, quantity: { value: '-1', unit: sellable.unit }, reason: 'Waste', note: 'crushed', kind: 'waste' } },
    });
    expect(waste.status, JSON.stringify(waste.body)).toBe(201);
    await eventually('the sale and the waste reported', async () => [
      (await api.store.db.selectFrom('state_reports').select('status').where('order_id', '=', sale.body.order.id).executeTakeFirstOrThrow()).status,
      (await api.store.db.selectFrom('adjustment_reports').select('status').where('adjustment_id', '=', waste.body.inventory_adjustment.id).executeTakeFirstOrThrow()).status,
    ], (statuses) => statuses.every((s) => s !== 'waiting'));
    const ours = await api.store.db.selectFrom('inventory_items').select('quantity_milli').where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(ours.quantity_milli).toBe(15_000);
    expect(metrc.packages().find((p) => p.Label === labels[0])!.Quantity * 1000).toBe(ours.quantity_milli);
    const attention = await api.store.db.selectFrom('adjustment_reports').select('adjustment_id').where('company_id', '=', f.company).where('status', '=', 'needs_attention').execute();
    expect(attention).toEqual([]);
    expect((await api.store.db.selectFrom('state_reports').select('status').where('order_id', '=', sale.body.order.id).executeTakeFirstOrThrow()).status).toBe('reported');
  });

  it('reconciles per package: nothing to do while every move is reported; a drift and a package not received are one finding each', async () => {
    interface Reconciled { packages: Array<{ package_label: string; ours_milli: number | null; metrc_milli: number | null; pending_milli: number }>; findings: Array<{ kind: string; package_label: string; action: string }> }
    const read = () => call<Reconciled>(api.baseUrl, 'GET', '/api/v2/state_reporting/package_reconciliation', { token, company: f.company });
    const clean = await read();
    expect(clean.status, JSON.stringify(clean.body)).toBe(200);
    expect(clean.body.findings.filter((x) => labels.includes(x.package_label))).toEqual([]);
    expect(clean.body.packages.find((p) => p.package_label === labels[0])).toMatchObject({ ours_milli: 15_000, metrc_milli: 15_000, pending_milli: 0 });
    // Stock drifts here (as a count would find), and Metrc holds a package the store never received.
    await api.store.db.updateTable('inventory_items').set({ quantity_milli: 14_000 }).where('package_label', '=', labels[1]!).execute();
    const other = '1A4060300000000000RCV009';
    const second = metrc.addIncomingTransfer({ ManifestNumber: '0000012346', ShipperFacilityLicenseNumber: SHIPPER, RecipientLicenseNumber: LICENSE,
      packages: [{ PackageLabel: other, ProductName: 'Pre-roll 1g', ShippedQuantity: 5, ShippedUnitOfMeasureName: 'Each' }] });
    metrc.acceptInMetrc(second.Id, { [other]: { received: 5 } });
    const found = (await read()).body.findings.filter((x) => [...labels, other].includes(x.package_label));
    expect(found.map((x) => [x.package_label, x.kind])).toEqual([[labels[1], 'quantity_differs'], [other, 'unknown_to_store']]);
    expect(found[0]!.action).toMatch(/adjustment of -6 at Metrc|of 6 here/);
  });
});
