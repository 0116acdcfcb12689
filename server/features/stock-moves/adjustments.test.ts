import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_BUDTENDER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, type TestStoreApi } from '../../../test/support/store-api.ts';
import type { MetrcStandIn } from '../../../test/stand-ins/metrc/server.ts';
import { ringOrder, saleBody, type SalesFixture, type SellableItem } from '../../../test/support/orders/sales.ts';
import { eventually, metrcUnitOf, startReportingLocation, type ReportingLocation } from '../../../test/support/reporting-location.ts';
import type { InventoryAdjustment } from '../../../shared/api/stock-moves.ts';
import { OrderType } from '../../../shared/api/sales.ts';

const USER_KEY = 'adjust-user-key';
const LICENSE = '050-1010496B7C1';

describeEachEngine('inventory adjustments: stock, the state\'s reasons and the report to Metrc', (engine) => {
  let location: ReportingLocation;
  let api: TestStoreApi;
  let metrc: MetrcStandIn;
  let f: SalesFixture;
  let token: string;
  let item: SellableItem;
  let label: string;
  let unit: number;

  beforeAll(async () => {
    location = await startReportingLocation({ engine, licence: LICENSE, userKey: USER_KEY, checkPackages: true });
    ({ api, metrc, f, token } = location);
    item = location.cannabis[0]!;
    const packaged = location.packaged.find((p) => p.id === item.id)!;
    ({ label, unit } = packaged);
    // The stand-in's package holds what the store holds: what follows must keep them equal.
    metrc.addPackage({ Label: label, Quantity: packaged.quantityMilli / 1000, UnitOfMeasureName: metrcUnitOf(unit), ItemName: 'x', LicenseNumber: LICENSE });
  });
  afterAll(() => location.close());

  const stock = async () => {
    const row = await api.store.db.selectFrom('inventory_items').select(['quantity_milli', 'product_id']).where('id', '=', item.id).executeTakeFirstOrThrow();
    const product = await api.store.db.selectFrom('products').select('quantity_milli').where('id', '=', row.product_id!).executeTakeFirstOrThrow();
    const places = await api.store.db.selectFrom('inventory_item_places').select('quantity_milli').where('inventory_item_id', '=', item.id).execute();
    return { item: row.quantity_milli, product: product.quantity_milli, places: places.reduce((sum, p) => sum + p.quantity_milli, 0) };
  };
  const adjust = (body: Record<string, unknown>, as = token) => call<{ inventory_adjustment: InventoryAdjustment; errors?: Record<string, string[]> }>(
    api.baseUrl, 'POST', '/api/v2/inventory_adjustments', { token: as, company: f.company, body: { inventory_adjustment: body } });
  const ours = (quantity: string, more: Record<string, unknown> = {}) => ({ inventory_item_id: item.id, quantity: { value: quantity, unit }, reason: 'Waste', note: 'dropped', kind: 'waste', ...more });

  it("lists the licence's adjust reasons as Metrc answers them", async () => {
    const answer = await call<{ system: string; adjustment_reasons: Array<{ name: string; requires_note: boolean }> }>(api.baseUrl, 'GET', '/api/v2/state_reporting/adjustment_reasons', { token, company: f.company });
    expect(answer.status).toBe(200);
    expect(answer.body.system).toBe('metrc');
    expect(answer.body.adjustment_reasons).toContainEqual({ name: 'Waste', requires_note: false });
    expect(answer.body.adjustment_reasons).toContainEqual({ name: 'Theft', requires_note: true });
  });

  it('a waste adjustment moves item, product and place together, is announced and audited, and reaches Metrc once', async () => {
    const before = await stock();
    const sequence = await api.store.db.selectFrom('push_notifications').select((eb) => eb.fn.max('sequence_id').as('top')).where('company_id', '=', f.company).executeTakeFirstOrThrow();
    const id = randomUUID();
    const made = await adjust({ id, ...ours('-1') });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.inventory_adjustment).toMatchObject({ id, inventory_item_id: item.id, reason: 'Waste', kind: 'waste', package_label: label, state_report: { system: 'metrc', status: 'waiting' } });
    const after = await stock();
    expect(after).toEqual({ item: before.item - 1000, product: before.product - 1000, places: before.places - 1000 });
    const notified = await api.store.db.selectFrom('push_notifications').select(['model', 'record_id']).where('company_id', '=', f.company)
      .where('sequence_id', '>', Number(sequence.top ?? 0)).execute();
    expect(notified).toContainEqual({ model: 'InventoryItem', record_id: item.id });
    const audited = await api.store.db.selectFrom('audit_entries').select('subject').where('company_id', '=', f.company).where('subject', '=', id).execute();
    expect(audited).toHaveLength(1);
    // Sent again (a lost answer at the back office): the same adjustment, recorded once.
    const again = await adjust({ id, ...ours('-1') });
    expect(again.status).toBe(200);
    expect(await stock()).toEqual(after);
    const report = await eventually('reported', () => api.store.db.selectFrom('adjustment_reports').selectAll().where('adjustment_id', '=', id).executeTakeFirstOrThrow(), (r) => r.status !== 'waiting');
    expect(report).toMatchObject({ status: 'reported', error: null });
    const atMetrc = metrc.adjustments().filter((a) => a.AdjustmentNote?.includes(id));
    expect(atMetrc).toHaveLength(1);
    expect(atMetrc[0]).toMatchObject({ PackageLabel: label, AdjustmentQuantity: -1, AdjustmentReasonName: 'Waste' });
    expect(metrc.packages().find((p) => p.Label === label)!.Quantity * 1000).toBe(after.item);
    const listed = await call<{ inventory_adjustments: InventoryAdjustment[] }>(api.baseUrl, 'GET', `/api/v2/inventory_adjustments?by_inventory_item_id=${item.id}`, { token, company: f.company });
    expect(listed.body.inventory_adjustments.find((a) => a.id === id)?.state_report.status).toBe('reported');
  });

  it("Oregon: a customer's return is not resold — the return reaches Metrc, then its waste adjustment, and the package stays equal to our stock", async () => {
    const sale = await ringOrder(f, saleBody(f, [{ item, units: 1 }]));
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    const before = await stock();
    const back = saleBody(f, [{ item, units: 1 }], { orderType: OrderType.return, originalOrderId: sale.body.order.id });
    const returned = await ringOrder(f, back);
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(await stock()).toEqual(before);
    const waste = await api.store.db.selectFrom('inventory_adjustments').innerJoin('adjustment_reports', 'adjustment_reports.adjustment_id', 'inventory_adjustments.id')
      .select(['inventory_adjustments.id', 'inventory_adjustments.quantity_milli', 'adjustment_reports.system', 'adjustment_reports.package_label'])
      .where('inventory_adjustments.order_id', '=', returned.body.order.id).execute();
    expect(waste.map((w) => [Number(w.quantity_milli), w.system, w.package_label])).toEqual([[-1000, 'metrc', label]]);
    await eventually('return and its waste reported', async () => {
      const adjustment = await api.store.db.selectFrom('adjustment_reports').select('status').where('adjustment_id', '=', waste[0]!.id).executeTakeFirstOrThrow();
      const order = await api.store.db.selectFrom('state_reports').select('status').where('order_id', '=', returned.body.order.id).executeTakeFirstOrThrow();
      return [order.status, adjustment.status];
    }, (statuses) => statuses.every((s) => s === 'reported'));
    expect(metrc.adjustments().filter((a) => a.AdjustmentNote?.includes(waste[0]!.id))).toHaveLength(1);
    expect(metrc.packages().find((p) => p.Label === label)!.Quantity * 1000).toBe((await stock()).item);
  });

  it('a sale and an adjustment leave the stand-in\'s package equal to our stock', async () => {
    const sale = await ringOrder(f, saleBody(f, [{ item, units: 1 }]));
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    const made = await adjust(ours('-2', { reason: 'Theft', note: 'missing from the case', kind: 'theft' }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await eventually('sale and adjustment reported', async () => {
      const adjustment = await api.store.db.selectFrom('adjustment_reports').select('status').where('adjustment_id', '=', made.body.inventory_adjustment.id).executeTakeFirstOrThrow();
      const order = await api.store.db.selectFrom('state_reports').select('status').where('order_id', '=', sale.body.order.id).executeTakeFirstOrThrow();
      return [adjustment.status, order.status];
    }, (statuses) => statuses.every((s) => s === 'reported'));
    expect(metrc.packages().find((p) => p.Label === label)!.Quantity * 1000).toBe((await stock()).item);
  });

  it('refuses, changing nothing: below zero, a reason not the state\'s, a reason without its note, a different adjustment under a used id, a wrong unit', async () => {
    const before = await stock();
    const cases: Array<[Record<string, unknown>, string]> = [
      [ours(String(-(before.item / 1000) - 1)), 'quantity'],
      [ours('-1', { reason: 'Lost in space' }), 'reason'],
      [ours('-1', { reason: 'Theft', note: '' }), 'note'],
      [ours('0'), 'quantity.value'],
      [ours('-1', { quantity: { value: '-1', unit: unit === 5 ? 0 : 5 } }), 'quantity.unit'],
      [ours('-1', { inventory_item_id: randomUUID() }), 'inventory_item_id'],
    ];
    for (const [body, field] of cases) {
      const refused = await adjust(body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(refused.body.errors ?? {}), JSON.stringify(refused.body)).toContain(field);
    }
    const id = randomUUID();
    expect((await adjust({ id, ...ours('-1') })).status).toBe(201);
    const reused = await adjust({ id, ...ours('-2') });
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toHaveProperty('id');
    expect((await stock()).item).toBe(before.item - 1000);
  });

  it('is for managers only', async () => {
    const budtender = await api.signIn(DEMO_BUDTENDER);
    expect((await adjust(ours('-1'), budtender)).status).toBe(403);
    expect((await call(api.baseUrl, 'GET', '/api/v2/inventory_adjustments', { token: budtender, company: f.company })).status).toBe(403);
  });
});
