import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_BUDTENDER } from '../server/demo/accounts.ts';
import { OrderType, type Order } from '../shared/api/sales.ts';
import type { InventoryAdjustment } from '../shared/api/stock-moves.ts';
import { CcrsChecker } from './support/ccrs-checker.ts';
import { call } from './support/http.ts';
import { ringOrder, saleBody, totalOf, type SalesFixture, type SellableItem } from './support/orders/sales.ts';
import { describeEachEngine, tokenHeader, type TestStoreApi } from './support/store-api.ts';
import { startWashingtonLocation } from './support/reporting-location.ts';

const LICENSE = '412346';
// The sales fixture charges at 18:30 UTC on Saturday 21 November 2026: 10:30 in Vancouver, Washington, the week of 15–21 November.
const WEEK = '?from=2026-11-15&to=2026-11-21';
const ORDER = ['strain', 'area', 'product', 'inventory', 'inventoryAdjustment', 'inventoryTransfer', 'sale'];

describeEachEngine("Washington's whole weekly CCRS submission: seven files in one zip, each as CCRS checks it", (engine) => {
  let api: TestStoreApi;
  let f: SalesFixture;
  let cannabis: SellableItem[];
  const checker = new CcrsChecker(LICENSE);
  beforeAll(async () => {
    ({ api, f, cannabis } = await startWashingtonLocation(engine));
    expect(cannabis.length).toBeGreaterThan(3);
    const set = await call(api.baseUrl, 'PUT', '/api/v2/state_reporting', { token: f.token, company: f.company, body: { state_reporting: { system: 'ccrs', license_number: LICENSE } } });
    expect(set.status).toBe(204);
  });
  afterAll(async () => { await api.close(); });

  const get = async (path: string, query = WEEK, token = f.token) => {
    const response = await fetch(`${api.baseUrl}/api/v2/state_reports/ccrs${path}${query}`, { headers: { authorization: tokenHeader(token), 'x-cnpy-companyid': f.company } });
    return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition') ?? '', body: new Uint8Array(await response.arrayBuffer()) };
  };
  /** The week's zip, each file checked in upload order: problems none, and its rows by file. */
  const submit = async (query = WEEK, into = checker) => {
    const zip = await get('', query);
    expect(zip.status).toBe(200);
    expect(zip.type).toBe('application/zip');
    const entries = unzipSync(zip.body);
    const names = Object.keys(entries);
    expect(names).toHaveLength(7);
    const files: Record<string, Array<Record<string, string>>> = {};
    for (const type of ORDER) {
      const name = names.find((n) => n.startsWith(`${type}_`));
      expect(name, type).toBeDefined();
      const { problems, file } = into.check(name!, strFromU8(entries[name!]!));
      expect(problems, `${name}`).toEqual([]);
      files[type] = file.rows;
    }
    return files;
  };
  const ring = async (lines: Array<{ item: SellableItem; units: number }>) => {
    const sale = await ringOrder(f, saleBody(f, lines));
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    return sale.body.order;
  };
  /** Gives back one unit of a two-unit line: half of each figure, half up, as the Store API splits it. */
  const giveBackOneOfTwo = async (sold: Order, item: SellableItem) => {
    const line = sold.line_items[0]!;
    const half = (cents: number) => Math.floor((cents + 1) / 2);
    const total = half(line.subtotal) + line.tax_breakdowns.filter((t) => t.included_in_price !== true).reduce((sum, t) => sum + half(t.amount), 0);
    const body = saleBody(f, [{ item, units: 1 }], { orderType: OrderType.return, originalOrderId: sold.id });
    body.order.tendered_amount = total;
    body.order.payments[0]!.total = total;
    const answer = await ringOrder(f, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.order;
  };
  const externalOf = async (itemId: string) => {
    const item = await api.store.db.selectFrom('inventory_items').select(['id', 'package_label']).where('id', '=', itemId).executeTakeFirstOrThrow();
    return item.package_label ?? item.id;
  };

  it('managers only, v2; 422 on bad dates and on a file CCRS has not', async () => {
    const budtender = await api.signIn(DEMO_BUDTENDER);
    expect((await get('', WEEK, budtender)).status).toBe(403);
    expect((await get('/inventory', WEEK, budtender)).status).toBe(403);
    expect((await get('', '?from=2026-11-21&to=2026-11-15')).status).toBe(422);
    expect((await get('/plant')).status).toBe(422);
    const v1 = await fetch(`${api.baseUrl}/api/v1/state_reports/ccrs${WEEK}`, { headers: { authorization: tokenHeader(f.token), 'x-cnpy-companyid': f.company } });
    expect(v1.status).toBe(404);
  });

  it("a week's zip: seven files that pass; every sale, adjustment and receipt names an inventory an Inventory file holds; ids match across files", async () => {
    const sale = await ring([{ item: cannabis[0]!, units: 1 }, { item: cannabis[1]!, units: 2 }]);
    // An adjustment and a receipt, as the stock feature writes them (migration 031), in the week.
    const now = new Date().toISOString();
    await api.store.db.insertInto('inventory_adjustments').values({
      id: crypto.randomUUID(), company_id: f.company, inventory_item_id: cannabis[2]!.id, quantity_milli: -2000, unit: 'each', kind: 'waste',
      reason: 'Destruction', note: 'dropped jar', employee_id: null, order_id: null, inventory_count_id: null, adjusted_at: '2026-11-20T20:00:00.000Z', created_at: now,
    }).execute();
    const receiptId = crypto.randomUUID();
    await api.store.db.insertInto('inventory_receipts').values({
      id: receiptId, company_id: f.company, transfer_id: 'manifest-1', manifest_number: 'M-1', shipper_license_number: '423456', package_label: null,
      external_identifier: 'SUPPLIER-LOT-77', product_id: null, inventory_item_id: cannabis[3]!.id, quantity_milli: 10_000, unit: 'each', unit_cost: 500,
      accepted: 1, rejection_reason: null, employee_id: null, received_at: '2026-11-19T18:00:00.000Z', created_at: now,
    }).execute();

    const files = await submit();
    const inventoryIds = new Set(files.inventory!.map((r) => r.ExternalIdentifier));
    const mine = files.sale!.filter((r) => r.SaleExternalIdentifier === sale.receipt_id);
    expect(mine.map((r) => [r.Quantity, r.Operation])).toEqual([['1', 'Insert'], ['2', 'Insert']]);
    for (const row of files.sale!) expect(inventoryIds.has(row.InventoryExternalIdentifier!)).toBe(true);
    expect(files.inventoryAdjustment!.map((r) => [r.InventoryExternalIdentifier, r.AdjustmentReason, r.Quantity, r.AdjustmentDate, r.Operation]))
      .toEqual([[await externalOf(cannabis[2]!.id), 'Destruction', '2', '11/20/2026', 'Insert']]);
    expect(files.inventoryTransfer!.map((r) => [r.FromLicenseNumber, r.ToLicenseNumber, r.FromInventoryExternalIdentifier, r.ToInventoryExternalIdentifier, r.Quantity, r.TransferDate, r.ExternalIdentifier]))
      .toEqual([['423456', LICENSE, 'SUPPLIER-LOT-77', await externalOf(cannabis[3]!.id), '10', '11/19/2026', receiptId]]);
    // Inventory names its strain, area and product by the names those files carry (the checker holds them).
    for (const row of files.inventory!) expect(checker.products.has(row.Product!) && checker.areas.has(row.Area!) && checker.strains.has(row.Strain!)).toBe(true);
    expect((await api.store.db.selectFrom('state_reports').select('status').where('order_id', '=', sale.id).executeTakeFirstOrThrow()).status).toBe('reported');

    // Nothing changed, the next week: nothing to report but what moved (the FAQ: no "no change" report). The item sold changed its on-hand quantity.
    const next = await submit('?from=2026-11-22&to=2026-11-28');
    expect(next.sale).toEqual([]);
    expect(next.area).toEqual([]);
    expect(next.strain).toEqual([]);
    expect(next.inventory!.every((r) => r.Operation === 'Update')).toBe(true);
  });

  it("an adjustment waits until an InventoryAdjustment file holds it, then is reported (CCRS is an upload: nothing else settles it); one of goods that are not cannabis owes nothing", async () => {
    const adjust = async (item: SellableItem) => {
      const answer = await call<{ inventory_adjustment: InventoryAdjustment }>(api.baseUrl, 'POST', '/api/v2/inventory_adjustments', {
        token: f.token, company: f.company, body: { inventory_adjustment: { inventory_item_id: item.id, quantity: { value: '1', unit: item.unit }, reason: 'Reconciliation', note: 'found in the back', kind: 'count_correction' } },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.inventory_adjustment;
    };
    const cannabisIds = new Set(cannabis.map((c) => c.id));
    const other = f.items.find((i) => !cannabisIds.has(i.id));
    expect(other).toBeDefined();
    const counted = await adjust(cannabis[5] ?? cannabis[0]!);
    const notCannabis = await adjust(other!);
    expect(counted.state_report).toMatchObject({ system: 'ccrs', status: 'waiting' });
    // Never a Metrc queue row: the Metrc reporter claims only 'metrc' rows, and this one is CCRS's.
    const row = await api.store.db.selectFrom('adjustment_reports').selectAll().where('adjustment_id', '=', counted.id).executeTakeFirstOrThrow();
    expect([row.system, row.claimed_by, row.sent_at]).toEqual(['ccrs', null, null]);
    const zone = (await api.store.db.selectFrom('companies').select('time_zone').where('id', '=', f.company).executeTakeFirstOrThrow()).time_zone;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(counted.adjusted_at));
    // Downloading another file of the range files nothing of the adjustments.
    expect((await get('/sale', `?from=${day}&to=${day}`)).status).toBe(200);
    /** The two adjustments as GET /inventory_adjustments answers them (by item: an earlier test wrote a row by hand). */
    const listed = async () => (await Promise.all([counted, notCannabis].map(async (a) => {
      const answer = await call<{ inventory_adjustments: InventoryAdjustment[] }>(api.baseUrl, 'GET', `/api/v2/inventory_adjustments?by_inventory_item_id=${a.inventory_item_id}`, { token: f.token, company: f.company });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.inventory_adjustments;
    }))).flat();
    expect((await listed()).find((a) => a.id === counted.id)?.state_report.status).toBe('waiting');
    const file = strFromU8((await get('/inventory_adjustment', `?from=${day}&to=${day}`)).body);
    expect(file).toContain(counted.id);
    expect(file).not.toContain(notCannabis.id);
    const after = await listed();
    expect(after.find((a) => a.id === counted.id)?.state_report).toMatchObject({ system: 'ccrs', status: 'reported' });
    expect(after.find((a) => a.id === notCannabis.id)?.state_report).toMatchObject({ system: 'ccrs', status: 'not_required' });
    // The same range again (a re-upload) keeps it reported.
    await get('/inventory_adjustment', `?from=${day}&to=${day}`);
    expect((await listed()).find((a) => a.id === counted.id)?.state_report.status).toBe('reported');
  });

  it('the same week downloaded again (a failed upload re-sent) is the same file', async () => {
    const again = await get('/sale');
    const twice = await get('/sale');
    expect(again.status).toBe(200);
    expect(again.disposition).toMatch(new RegExp(`filename="sale_${LICENSE}_\\d{14}\\.csv"`));
    const body = (b: Uint8Array) => strFromU8(b).split('\r\n').slice(1).join('\r\n');
    expect(body(twice.body)).toBe(body(again.body));
    expect(strFromU8(again.body).split('\r\n')[3]).toBe(
      'LicenseNumber,SoldToLicenseNumber,InventoryExternalIdentifier,PlantExternalIdentifier,SaleType,SaleDate,Quantity,UnitPrice,Discount,RetailSalesTax,CannabisExciseTax,SaleExternalIdentifier,SaleDetailExternalIdentifier,CreatedBy,CreatedDate,UpdatedBy,UpdatedDate,Operation');
  });

  it('a customer return of a filed sale: the line is deleted, what was kept stays sold, and the goods come back on an InventoryAdjustment (Other, saying it is a return)', async () => {
    const item = cannabis[4] ?? cannabis[0]!;
    const sold = await ring([{ item, units: 2 }]);
    const first = await submit('?from=2026-11-21&to=2026-11-21');
    const line = sold.line_items[0]!;
    expect(first.sale!.filter((r) => r.SaleExternalIdentifier === sold.receipt_id).map((r) => [r.SaleDetailExternalIdentifier, r.Quantity, r.Operation]))
      .toEqual([[line.id, '2', 'Insert']]);
    const returned = await giveBackOneOfTwo(sold, item);
    const after = await submit('?from=2026-11-20&to=2026-11-21');
    expect(after.sale!.filter((r) => r.SaleExternalIdentifier === sold.receipt_id).map((r) => [r.SaleDetailExternalIdentifier, r.Quantity, r.Operation]))
      .toEqual([[`${line.id}-q1`, '1', 'Insert'], [line.id, '2', 'Delete']]);
    const back = after.inventoryAdjustment!.filter((r) => r.ExternalIdentifier === returned.line_items[0]!.id);
    expect(back.map((r) => [r.InventoryExternalIdentifier, r.AdjustmentReason, r.Quantity, r.Operation])).toEqual([[await externalOf(item.id), 'Other', '1', 'Insert']]);
    expect(back[0]!.AdjustmentDetail).toMatch(/return/i);
  });

  it('a sale filed by a Sale file before the ledger existed (its state report reported) is deleted and kept as any filed sale when goods come back', async () => {
    const item = cannabis[5] ?? cannabis[1]!;
    const sold = await ring([{ item, units: 2 }]);
    // As the Sale file before migration 034 left it: the report reported, nothing in ccrs_filed.
    await api.store.db.updateTable('state_reports').set({ status: 'reported', reported_at: '2026-11-21T20:00:00.000Z' }).where('order_id', '=', sold.id).execute();
    const returned = await giveBackOneOfTwo(sold, item);
    const file = await get('/sale', '?from=2026-11-19&to=2026-11-21');
    const { parseCsv } = await import('./support/ccrs-checker.ts');
    const [, , , header, ...rows] = parseCsv(strFromU8(file.body));
    const at = (name: string) => header!.indexOf(name);
    const line = sold.line_items[0]!;
    expect(rows.filter((r) => r[at('SaleExternalIdentifier')] === sold.receipt_id).map((r) => [r[at('SaleDetailExternalIdentifier')], r[at('Quantity')], r[at('Operation')]]))
      .toEqual([[`${line.id}-q1`, '1', 'Insert'], [line.id, '2', 'Delete']]);
    const adjustments = parseCsv(strFromU8((await get('/inventory_adjustment', '?from=2026-11-19&to=2026-11-21')).body));
    expect(adjustments.some((r) => r.includes(returned.line_items[0]!.id) && r.includes('Other'))).toBe(true);
  });

  it('a registered patient buying as a patient at this endorsed store is RecreationalMedical, its taxes as the order stored them; the compliant item is IsMedical', async () => {
    const db = api.store.db;
    const excise = f.taxes.find((t) => t.name === 'Washington cannabis excise tax');
    expect(excise).toBeDefined();
    const taxed = cannabis.filter((item) => item.tax_item_ids.includes(excise!.id));
    const [compliant, other] = [taxed[taxed.length - 1], taxed[taxed.length - 2]];
    if (compliant === undefined || other === undefined) throw new Error('too few items carry the excise');
    const markMedical = async (item: SellableItem, medical: boolean) => {
      const row = await db.selectFrom('inventory_items').select('details').where('id', '=', item.id).executeTakeFirstOrThrow();
      await db.updateTable('inventory_items').set({ details: JSON.stringify({ ...(JSON.parse(row.details) as Record<string, unknown>), medical }) }).where('id', '=', item.id).execute();
    };
    await markMedical(compliant, true);
    await markMedical(other, false);
    expect((await db.selectFrom('companies').select('medical_endorsement').where('id', '=', f.company).executeTakeFirstOrThrow()).medical_endorsement).toBe(1);
    const patient = await db.selectFrom('patients').select('id').where('company_id', '=', f.company).orderBy('id').executeTakeFirstOrThrow();
    const patientPrice = async (item: SellableItem) =>
      (await db.selectFrom('products').select('patient_sell_price').where('id', '=', item.product_id).executeTakeFirstOrThrow()).patient_sell_price ?? item.sell_price;
    /** One unit to the patient at the patient's price: exempt from every tax on the compliant item, every tax charged on the other. */
    const toPatient = async (item: SellableItem, exempt: boolean) => {
      const price = await patientPrice(item);
      const total = exempt ? price : totalOf(f, [{ item: { ...item, sell_price: price }, units: 1 }]);
      const body = saleBody(f, [{ item, units: 1 }]);
      body.order.line_items[0]!.price = price;
      Object.assign(body.order, { tendered_amount: total, person_id: patient.id });
      body.order.payments[0]!.total = total;
      const answer = await ringOrder(f, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.order;
    };
    const exemptSale = await toPatient(compliant, true);
    const taxedSale = await toPatient(other, false);
    expect(exemptSale.line_items[0]!.tax_breakdowns).toEqual([]);
    expect(taxedSale.line_items[0]!.tax_breakdowns.length).toBeGreaterThan(0);
    const adultUse = await ring([{ item: other, units: 1 }]);
    // The same patient where the location may not make medical sales buys as an adult-use customer (who-may-buy.ts): not medical.
    await db.updateTable('companies').set({ medical_endorsement: 0 }).where('id', '=', f.company).execute();
    let patientAsAdult: Order;
    try {
      const body = saleBody(f, [{ item: other, units: 1 }]);
      body.order.person_id = patient.id;
      const answer = await ringOrder(f, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      patientAsAdult = answer.body.order;
    } finally {
      await db.updateTable('companies').set({ medical_endorsement: 1 }).where('id', '=', f.company).execute();
    }

    const files = await submit('?from=2026-11-21&to=2026-11-21');
    const rowOf = (receipt: string | null) => files.sale!.find((r) => r.SaleExternalIdentifier === receipt)!;
    // The FAQ: "The Sale.CSV will record the transaction as a RecreationalMedical sale"; the exempt taxes are $0.00.
    expect([rowOf(exemptSale.receipt_id).SaleType, rowOf(exemptSale.receipt_id).RetailSalesTax, rowOf(exemptSale.receipt_id).CannabisExciseTax])
      .toEqual(['RecreationalMedical', '0.00', '0.00']);
    // A patient buying a product that is not compliant is still a sale to a qualifying patient, with the taxes charged.
    const line = taxedSale.line_items[0]!;
    const cents = (amount: number) => (amount / 100).toFixed(2);
    const stored = (ids: (id: string) => boolean) => line.tax_breakdowns.filter((t) => ids(t.tax_item_id)).reduce((sum, t) => sum + t.amount, 0);
    expect([rowOf(taxedSale.receipt_id).SaleType, rowOf(taxedSale.receipt_id).CannabisExciseTax, rowOf(taxedSale.receipt_id).RetailSalesTax])
      .toEqual(['RecreationalMedical', cents(stored((id) => id === excise!.id)), cents(stored((id) => id !== excise!.id))]);
    expect(Number(rowOf(taxedSale.receipt_id).CannabisExciseTax)).toBeGreaterThan(0);
    expect(rowOf(adultUse.receipt_id).SaleType).toBe('RecreationalRetail');
    expect(rowOf(patientAsAdult.receipt_id).SaleType).toBe('RecreationalRetail');
    // Inventory: the DOH-compliant item is marked medically compliant, as the FAQ asks for a $0.00-tax medical sale.
    const inventoryOf = async (item: SellableItem) => { const external = await externalOf(item.id); return files.inventory!.find((r) => r.ExternalIdentifier === external); };
    expect((await inventoryOf(compliant))?.IsMedical).toBe('TRUE');
    expect((await inventoryOf(other))?.IsMedical).toBe('FALSE');
  });

  it("a return recorded by hand is Other, its detail saying it is a customer return: the form's reasons are the file's", async () => {
    const reasons = await call<{ system: string; adjustment_reasons: Array<{ name: string; requires_note: boolean }> }>(api.baseUrl, 'GET', '/api/v2/state_reporting/adjustment_reasons', { token: f.token, company: f.company });
    expect(reasons.body.system).toBe('ccrs');
    // The guide's values (p. 31 and Table 5), a detail required with Other and Theft; the checker holds the same list.
    expect(reasons.body.adjustment_reasons).toEqual([
      { name: 'Destruction', requires_note: false }, { name: 'Reconciliation', requires_note: false }, { name: 'Lost', requires_note: false },
      { name: 'Seizure', requires_note: false }, { name: 'Theft', requires_note: true }, { name: 'ReturnedLabSample', requires_note: false },
      { name: 'Other', requires_note: true },
    ]);
    const item = cannabis[2]!;
    const adjust = (reason: string) => call<{ inventory_adjustment: InventoryAdjustment; errors: Record<string, string[]> }>(api.baseUrl, 'POST', '/api/v2/inventory_adjustments', {
      token: f.token, company: f.company, body: { inventory_adjustment: { inventory_item_id: item.id, quantity: { value: '1', unit: item.unit }, reason, note: 'sealed, unopened', kind: 'return' } },
    });
    const asReconciliation = await adjust('Reconciliation');
    expect(asReconciliation.status).toBe(422);
    expect(asReconciliation.body.errors.reason?.[0]).toMatch(/Other/);
    const returned = await adjust('Other');
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    const zone = (await api.store.db.selectFrom('companies').select('time_zone').where('id', '=', f.company).executeTakeFirstOrThrow()).time_zone;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(returned.body.inventory_adjustment.adjusted_at));
    const files = await submit(`?from=${day}&to=${day}`);
    const row = files.inventoryAdjustment!.find((r) => r.ExternalIdentifier === returned.body.inventory_adjustment.id);
    expect([row?.AdjustmentReason, row?.AdjustmentDetail]).toEqual(['Other', 'Added: Customer return: sealed, unopened']);
  });
});

