import { afterAll, beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, type TestStoreApi } from '../../../test/support/store-api.ts';
import { OrderType, type Order } from '../../../shared/api/sales.ts';
import type { MetrcStandIn } from '../../../test/stand-ins/metrc/server.ts';
import { ringOrder, saleBody, type SalesFixture, type SellableItem } from '../../../test/support/orders/sales.ts';
import { eventually, QUICK_REPORTING, startReportingLocation, VENDOR_KEY, type ReportingLocation } from '../../../test/support/reporting-location.ts';

const USER_KEY = 'downtown-user-key';
const LICENSE = '050-1010496A3E6';

describeEachEngine('the reporting worker sends sales to Metrc (the stand-in)', (engine) => {
  let location: ReportingLocation;
  let api: TestStoreApi;
  let metrc: MetrcStandIn;
  let f: SalesFixture;
  let cannabis: SellableItem[];
  beforeAll(async () => {
    location = await startReportingLocation({ engine, licence: LICENSE, userKey: USER_KEY, checkPackages: true, config: { ...QUICK_REPORTING, stateReportingCredentialRetryMs: 1500 } });
    ({ api, metrc, f, cannabis } = location);
    for (const item of cannabis.slice(0, -1)) {
      const label = location.packaged.find((p) => p.id === item.id)!.label;
      metrc.addPackage({ Label: label, Quantity: 100, UnitOfMeasureName: 'Each', ItemName: item.id, LicenseNumber: LICENSE });
    }
  });
  afterAll(() => location.close());

  const reportOf = (orderId: string) => api.store.db.selectFrom('state_reports').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const settled = (orderIds: string[]) => eventually(`${orderIds.length} reports settled`,
    () => api.store.db.selectFrom('state_reports').select(['order_id', 'status']).where('order_id', 'in', orderIds).execute(),
    (rows) => rows.length === orderIds.length && rows.every((r) => r.status !== 'waiting'));
  /** Lost: a sale reported at Metrc by no receipt; doubled: by more than one. */
  const ledger = (receiptIds: string[]) => {
    const active = metrc.activeByExternalNumber(LICENSE);
    return { lost: receiptIds.filter((r) => !active.has(r)), doubled: [...active].filter(([, list]) => list.length > 1).map(([r]) => r) };
  };
  const ring = async (items: SellableItem[]) => {
    const sale = await ringOrder(f, saleBody(f, items.map((item) => ({ item, units: 1 }))));
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    return sale.body.order;
  };

  it('a recorded sale reaches Metrc once, at its local time without an offset, with its packages, units and money', async () => {
    const sale = await ring([cannabis[0]!, cannabis[1]!]);
    await settled([sale.id]);
    const report = await reportOf(sale.id);
    expect(report).toMatchObject({ status: 'reported', error: null });
    const [receipt, ...others] = metrc.activeByExternalNumber(LICENSE).get(sale.receipt_id!) ?? [];
    expect(others).toEqual([]);
    expect(report.external_id).toBe(String(receipt!.Id));
    // 18:30 UTC on 21 November is 10:30 in Portland.
    expect(receipt).toMatchObject({ SalesDateTime: '2026-11-21T10:30:00', SalesCustomerType: 'Consumer', PatientLicenseNumber: null });
    expect(receipt!.Transactions).toHaveLength(2);
    for (const [index, line] of sale.line_items.entries()) {
      const taxes = line.tax_breakdowns.reduce((sum, t) => sum + t.amount, 0);
      const transaction = receipt!.Transactions[index]!;
      expect(transaction).toMatchObject({ Quantity: 1, UnitOfMeasure: 'Each', TotalAmount: line.subtotal / 100, Price: line.price / 100, SubTotal: line.subtotal / 100 });
      const reportedTaxes = (transaction.SalesTax ?? 0) + (transaction.ExciseTax ?? 0) + (transaction.CityTax ?? 0) + (transaction.CountyTax ?? 0) + (transaction.MunicipalTax ?? 0);
      expect(Math.round(reportedTaxes * 100)).toBe(taxes);
    }
    // Oregon's state tax is reported as SalesTax, Portland's local tax as CityTax.
    expect(receipt!.Transactions[0]!.CityTax).toBeGreaterThan(0);
    const answered = await call<{ order: Order }>(api.baseUrl, 'GET', `/api/v2/orders/${sale.id}`, { token: f.token, company: f.company });
    expect(answered.body.order.state_report).toMatchObject({ system: 'metrc', status: 'reported', external_id: String(receipt!.Id), error: null });
  });

  it('a void deletes the receipt at Metrc', async () => {
    const sale = await ring([cannabis[2]!]);
    await settled([sale.id]);
    const voided = await ringOrder(f, saleBody(f, [{ item: cannabis[2]!, units: 1 }], { orderType: OrderType.void, originalOrderId: sale.id }));
    expect(voided.status).toBe(200);
    await settled([sale.id]);
    expect(await reportOf(sale.id)).toMatchObject({ status: 'reported', action: 'delete' });
    expect(metrc.activeByExternalNumber(LICENSE).has(sale.receipt_id!)).toBe(false);
    expect(metrc.receipts().filter((r) => r.ExternalReceiptNumber === sale.receipt_id)).toHaveLength(1);
  });

  it("a receipt Metrc refuses goes to needs_attention with Metrc's message; the others of its request are reported", async () => {
    const unknownPackage = cannabis[cannabis.length - 1]!;
    // Held back (as after a refused key) while they are rung, the three go out in one request.
    const hold = (at: string | null) => api.store.db.updateTable('state_reporting_settings').set({ credentials_rejected_at: at }).where('company_id', '=', f.company).execute();
    await hold(new Date().toISOString());
    const before = metrc.requests.length;
    const sales = [await ring([cannabis[3]!]), await ring([unknownPackage]), await ring([cannabis[4]!])];
    await hold(null);
    await settled(sales.map((s) => s.id));
    const posts = metrc.requests.slice(before).filter((r) => r.method === 'POST' && r.status !== 429).map((r) => [r.status, r.objects]);
    expect(posts).toEqual([[400, 3], [200, 2]]);
    const [first, refused, third] = await Promise.all(sales.map((s) => reportOf(s.id)));
    expect(first!.status).toBe('reported');
    expect(third!.status).toBe('reported');
    expect(refused).toMatchObject({ status: 'needs_attention', error: expect.stringContaining('is not an active package') });
    const summary = await call<{ state_reporting: { needs_attention: number } }>(api.baseUrl, 'GET', '/api/v2/state_reporting', { token: f.token, company: f.company });
    expect(summary.body.state_reporting.needs_attention).toBe(1);
  });

  it("a refund updates the sale's receipt to what remains sold; the last unit back deletes it", async () => {
    const item = cannabis[6]!;
    const sold = (await ringOrder(f, saleBody(f, [{ item, units: 2 }]))).body.order;
    await settled([sold.id]);
    const line = sold.line_items[0]!;
    // Half of each figure, half up (the refund's share of the line).
    const half = (cents: number) => Math.floor((cents + 1) / 2);
    const firstHalf = half(line.subtotal) + line.tax_breakdowns.reduce((sum, t) => sum + half(t.amount), 0);
    const refund = (total: number) => {
      const body = saleBody(f, [{ item, units: 1 }], { orderType: OrderType.refund, originalOrderId: sold.id });
      body.order.tendered_amount = total;
      body.order.payments[0]!.total = total;
      return body;
    };
    const first = await ringOrder(f, refund(firstHalf));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await settled([first.body.order.id]);
    expect(await reportOf(first.body.order.id)).toMatchObject({ status: 'reported', external_id: (await reportOf(sold.id)).external_id });
    const [updated, ...others] = metrc.activeByExternalNumber(LICENSE).get(sold.receipt_id!) ?? [];
    expect(others).toEqual([]);
    expect(updated!.Transactions).toMatchObject([{ Quantity: 1, TotalAmount: (line.subtotal - half(line.subtotal)) / 100 }]);

    const second = await ringOrder(f, refund(sold.total - firstHalf));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    await settled([second.body.order.id]);
    expect(await reportOf(second.body.order.id)).toMatchObject({ status: 'reported' });
    expect(metrc.activeByExternalNumber(LICENSE).has(sold.receipt_id!)).toBe(false);
  });

  it('through 429 storms, 5xx, hangs and answers cut after storing: every sale once, none lost, none doubled', async () => {
    metrc.faults.rateLimited = 6;
    metrc.faults.retryAfterSeconds = 1;
    metrc.faults.serverErrors = 4;
    metrc.faults.hangs = 2;
    metrc.faults.cutAfterStoring = 3;
    const sales = [];
    for (let i = 0; i < 24; i++) sales.push(await ring([cannabis[i % (cannabis.length - 1)]!]));
    await settled(sales.map((s) => s.id));
    for (const sale of sales) expect((await reportOf(sale.id)).status).toBe('reported');
    expect(ledger(sales.map((s) => s.receipt_id!))).toEqual({ lost: [], doubled: [] });
    expect(metrc.requests.some((r) => r.status === 'cut')).toBe(true);
    expect(metrc.requests.some((r) => r.status === 429)).toBe(true);
  });

  it('a refused key stops the location ("credentials rejected") and retries slowly; a new key sends what waited', async () => {
    metrc.faults.rejectCredentials = true;
    const before = metrc.requests.length;
    const summary = () => call<{ state_reporting: { credentials_rejected_at: string | null; waiting: number } }>(api.baseUrl, 'GET', '/api/v2/state_reporting', { token: f.token, company: f.company });
    const sale = await ring([cannabis[5]!]);
    try {
      await eventually('credentials rejected', summary, (s) => s.body.state_reporting.credentials_rejected_at !== null);
      // The location stops at the first refusal any of its queues meets (sales or adjustments share
      // it): the sale waits, either refused itself or not tried since.
      const report = await reportOf(sale.id);
      expect(report.status).toBe('waiting');
      expect(report.error ?? 'not tried: credentials rejected').toContain('credentials rejected');
      // Slowly: the worker polls every 100 ms, yet it does not ask Metrc again before the retry interval.
      const refusals = metrc.requests.slice(before).filter((r) => r.status === 401).length;
      expect(refusals).toBeLessThanOrEqual(2);
    } finally {
      // A failure here must not leave the stand-in refusing every later test's calls.
      metrc.faults.rejectCredentials = false;
    }
    await call(api.baseUrl, 'PUT', '/api/v2/state_reporting', {
      token: f.token, company: f.company, body: { state_reporting: { system: 'metrc', api_url: metrc.url, license_number: LICENSE, user_api_key: USER_KEY } },
    });
    await settled([sale.id]);
    expect(await reportOf(sale.id)).toMatchObject({ status: 'reported', error: null });
    expect((await summary()).body.state_reporting.credentials_rejected_at).toBeNull();
    expect(ledger([sale.receipt_id!])).toEqual({ lost: [], doubled: [] });
  });

  it("reconciles a day: a sale Metrc lacks, a receipt the store lacks, a quantity changed at Metrc", async () => {
    type Answer = { reconciliation: { store_sales: number; metrc_receipts: number; findings: Array<{ kind: string; receipt_id: string | null }> } };
    const reconcile = () => call<Answer>(api.baseUrl, 'GET', '/api/v2/state_reporting/reconciliation?date=2026-11-21', { token: f.token, company: f.company });
    const first = await reconcile();
    expect(first.status).toBe(200);
    // The sale Metrc refused (unknown package) is the only difference so far.
    expect(first.body.reconciliation.findings.map((x) => x.kind)).toEqual(['missing_at_metrc']);
    const authorization = `Basic ${Buffer.from(`${VENDOR_KEY}:${USER_KEY}`).toString('base64')}`;
    const stranger = metrc.receipts().find((r) => r.DeletedAt === null)!;
    const foreign = { ...stranger, ExternalReceiptNumber: 'FOREIGN00001' };
    await fetch(`${metrc.url}/sales/v2/receipts?licenseNumber=${LICENSE}`, { method: 'POST', headers: { authorization }, body: JSON.stringify([foreign]) });
    const changed = { ...stranger, Transactions: stranger.Transactions.map((t) => ({ ...t, Quantity: t.Quantity + 1 })) };
    await fetch(`${metrc.url}/sales/v2/receipts?licenseNumber=${LICENSE}`, { method: 'PUT', headers: { authorization }, body: JSON.stringify([changed]) });
    const second = await reconcile();
    const kinds = second.body.reconciliation.findings.map((x) => [x.kind, x.receipt_id]);
    expect(kinds).toEqual(expect.arrayContaining([['unknown_to_store', 'FOREIGN00001'], ['quantity_differs', stranger.ExternalReceiptNumber]]));
    expect(kinds).toHaveLength(3);
    expect((await call(api.baseUrl, 'GET', '/api/v2/state_reporting/reconciliation?date=21-11-2026', { token: f.token, company: f.company })).status).toBe(422);
  });

  it("imports the licence's packages: links one by lot number, and reports what disagrees without changing it", async () => {
    const accessory = await api.store.db.selectFrom('inventory_items').select(['id', 'quantity_milli']).where('company_id', '=', f.company)
      .where('package_label', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    await api.store.db.updateTable('inventory_items').set({ lot_number: '1A40LOTLINK0000000000001' }).where('id', '=', accessory.id).execute();
    metrc.addPackage({ Label: '1A40LOTLINK0000000000001', Quantity: 1, UnitOfMeasureName: 'Each', ItemName: 'linked by lot', LicenseNumber: LICENSE });
    metrc.addPackage({ Label: '1A40UNKNOWN0000000000001', Quantity: 1, UnitOfMeasureName: 'Each', ItemName: 'no item', LicenseNumber: LICENSE });
    const stockBefore = await api.store.db.selectFrom('inventory_items').select(['id', 'quantity_milli']).where('company_id', '=', f.company).orderBy('id').execute();
    type Answer = { package_import: { packages: number; linked: number; findings: Array<{ kind: string; package_label: string; inventory_item_id: string | null }> } };
    const answer = await call<Answer>(api.baseUrl, 'POST', '/api/v2/state_reporting/package_import', { token: f.token, company: f.company });
    expect(answer.status).toBe(200);
    const result = answer.body.package_import;
    expect(result.linked).toBe(1);
    expect((await api.store.db.selectFrom('inventory_items').select('package_label').where('id', '=', accessory.id).executeTakeFirstOrThrow()).package_label)
      .toBe('1A40LOTLINK0000000000001');
    const kinds = result.findings.map((x) => [x.kind, x.inventory_item_id]);
    expect(kinds).toContainEqual(['unlinked_package', null]);
    expect(kinds).toContainEqual(['not_at_metrc', cannabis[cannabis.length - 1]!.id]);
    // The stand-in lists 100 of each: our counts differ, and stay ours.
    expect(kinds).toContainEqual(['quantity_differs', cannabis[0]!.id]);
    expect(await api.store.db.selectFrom('inventory_items').select(['id', 'quantity_milli']).where('company_id', '=', f.company).orderBy('id').execute()).toEqual(stockBefore);
  });
});
