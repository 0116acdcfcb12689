import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_BUDTENDER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, tokenHeader, type TestStoreApi } from '../../../test/support/store-api.ts';
import { OrderType, type Order } from '../../../shared/api/sales.ts';
import { ringOrder, saleBody, type SalesFixture, type SellableItem } from '../../../test/support/orders/sales.ts';
import { startWashingtonLocation } from '../../../test/support/reporting-location.ts';

const HEADER = 'LicenseNumber,SoldToLicenseNumber,InventoryExternalIdentifier,PlantExternalIdentifier,SaleType,SaleDate,Quantity,UnitPrice,' +
  'Discount,RetailSalesTax,CannabisExciseTax,SaleExternalIdentifier,SaleDetailExternalIdentifier,CreatedBy,CreatedDate,UpdatedBy,UpdatedDate,Operation';
const LICENSE = '412345';
// CHARGED_ON (18:30 UTC on Saturday 21 November 2026) is 10:30 in Vancouver, Washington: the week of 15–21 November.
const WEEK = '?from=2026-11-15&to=2026-11-21';

describeEachEngine("GET /state_reports/ccrs/sale: Washington's CCRS Sale file", (engine) => {
  let api: TestStoreApi;
  let f: SalesFixture;
  let cannabis: SellableItem[];
  beforeAll(async () => {
    ({ api, f, cannabis } = await startWashingtonLocation(engine));
    expect(cannabis.length).toBeGreaterThan(3);
  });
  afterAll(async () => { await api.close(); });

  const download = async (query = WEEK, token = f.token, version = 2) => {
    const response = await fetch(`${api.baseUrl}/api/v${version}/state_reports/ccrs/sale${query}`, {
      headers: { authorization: tokenHeader(token), 'x-cnpy-companyid': f.company },
    });
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };
  /** The file's records (no field of these tests holds a comma or a quote). */
  const parse = (text: string) => {
    expect(text.endsWith('\r\n')).toBe(true);
    const records = text.slice(0, -2).split('\r\n').map((line) => line.split(','));
    const [submittedBy, submittedDate, numberRecords, header, ...rows] = records;
    return { submittedBy: submittedBy!, submittedDate: submittedDate!, numberRecords: numberRecords!, header: header!.join(','), rows };
  };
  const column = (name: string) => HEADER.split(',').indexOf(name);
  const rowsOf = (rows: string[][], receipt: string) => rows.filter((r) => r[column('SaleExternalIdentifier')] === receipt);
  const reportOf = (orderId: string) => api.store.db.selectFrom('state_reports').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const ring = async (lines: Array<{ item: SellableItem; units: number }>) => {
    const sale = await ringOrder(f, saleBody(f, lines));
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    return sale.body.order;
  };
  /** Gives back one unit of a two-unit line: half of each figure, half up, as the Store API splits it. */
  const giveBackOneOfTwo = async (sold: Order, item: SellableItem, orderType: number, rest = false) => {
    const line = sold.line_items[0]!;
    const half = (cents: number) => Math.floor((cents + 1) / 2);
    const firstHalf = half(line.subtotal) + line.tax_breakdowns.filter((t) => t.included_in_price !== true).reduce((sum, t) => sum + half(t.amount), 0);
    const total = rest ? sold.total - firstHalf : firstHalf;
    const body = saleBody(f, [{ item, units: 1 }], { orderType, originalOrderId: sold.id });
    body.order.tendered_amount = total;
    body.order.payments[0]!.total = total;
    const answer = await ringOrder(f, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.order;
  };

  it('422 while the location does not report to CCRS; 403 for budtenders; 422 on bad dates; v2 only', async () => {
    const notSet = await download();
    expect(notSet.status).toBe(422);
    expect(JSON.parse(notSet.text)).toEqual({ errors: { system: ['the location does not report to CCRS'] } });
    const set = await call(api.baseUrl, 'PUT', '/api/v2/state_reporting', { token: f.token, company: f.company, body: { state_reporting: { system: 'ccrs', license_number: LICENSE } } });
    expect(set.status).toBe(204);
    const budtender = await api.signIn(DEMO_BUDTENDER);
    expect((await download(WEEK, budtender)).status).toBe(403);
    for (const [query, fields] of [
      ['?from=2026-11-15&to=2026-11-31', ['to']], ['?from=15/11/2026&to=2026-11-21', ['from']], ['?from=2026-11-21&to=2026-11-15', ['to']],
      ['?from=2025-01-01&to=2026-11-21', ['to']], ['?from=x&to=y', ['from', 'to']],
      // The calendar's ends: 422, never a 500 from the local-time conversions.
      ['?from=1000-01-01&to=1000-01-02', ['from', 'to']], ['?from=9999-12-30&to=9999-12-31', ['from', 'to']], ['?from=1000-01-01&to=9999-12-31', ['from', 'to']],
      ['?from=0000-01-01&to=2026-11-21', ['from']],
    ] as const) {
      const answer = await download(query);
      expect(answer.status, query).toBe(422);
      expect(Object.keys((JSON.parse(answer.text) as { errors: Record<string, string[]> }).errors).sort(), query).toEqual(fields);
    }
    expect((await download('?to=2026-11-21')).status).toBe(422);
    expect((await download(WEEK, f.token, 1)).status).toBe(404);
  });

  it('a sale waits until a file holds it: header rows, the exact column header, NumberRecords equal to the rows, one Insert per line', async () => {
    const sale = await ring([{ item: cannabis[0]!, units: 1 }, { item: cannabis[1]!, units: 2 }]);
    expect(sale.state_report).toMatchObject({ system: 'ccrs', status: 'waiting' });
    const waiting = await call<{ state_reporting: { waiting: number } }>(api.baseUrl, 'GET', '/api/v2/state_reporting', { token: f.token, company: f.company });
    expect(waiting.body.state_reporting.waiting).toBe(1);

    const file = await download();
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    const { submittedBy, submittedDate, numberRecords, header, rows } = parse(file.text);
    expect(header).toBe(HEADER);
    expect(submittedBy[0]).toBe('SubmittedBy');
    expect(submittedBy[1]).not.toBe('');
    expect(submittedDate[0]).toBe('SubmittedDate');
    expect(submittedDate[1]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(numberRecords.slice(0, 2)).toEqual(['NumberRecords', String(rows.length)]);
    for (const record of [submittedBy, submittedDate, numberRecords, ...rows]) expect(record).toHaveLength(18);
    const mine = rowsOf(rows, sale.receipt_id!);
    expect(mine).toHaveLength(2);
    for (const [index, row] of mine.entries()) {
      const line = sale.line_items[index]!;
      const taxOf = (name: string) => line.tax_breakdowns.filter((t) => t.name.toLowerCase().includes(name)).reduce((s, t) => s + t.amount, 0);
      expect(row[column('LicenseNumber')]).toBe(LICENSE);
      expect(row[column('SaleType')]).toBe('RecreationalRetail');
      expect(row[column('SaleDate')]).toBe('11/21/2026');
      expect(row[column('CreatedDate')]).toBe('11/21/2026');
      expect(row[column('Quantity')]).toBe(String(index + 1));
      expect(row[column('SaleDetailExternalIdentifier')]).toBe(line.id);
      // Washington's cannabis excise (37%) is CannabisExciseTax; the retail sales tax is RetailSalesTax.
      expect(Math.round(Number(row[column('CannabisExciseTax')]) * 100)).toBe(taxOf('excise'));
      expect(taxOf('excise')).toBeGreaterThan(0);
      expect(Math.round(Number(row[column('RetailSalesTax')]) * 100)).toBe(taxOf('sales tax'));
      expect(row[column('Operation')]).toBe('Insert');
      expect([row[column('UpdatedBy')], row[column('UpdatedDate')]]).toEqual(['', '']);
    }
    const report = await reportOf(sale.id);
    expect(report).toMatchObject({ status: 'reported' });
    expect(report.reported_at).not.toBeNull();
    // Downloaded again (a failed upload is uploaded again), the same rows.
    expect(rowsOf(parse((await download()).text).rows, sale.receipt_id!)).toEqual(mine);
    expect((await reportOf(sale.id)).reported_at).toBe(report.reported_at);
    // A week without it does not hold it.
    expect(rowsOf(parse((await download('?from=2026-11-22&to=2026-11-28')).text).rows, sale.receipt_id!)).toEqual([]);
  });

  it('a voided sale CCRS holds is a Delete of each line; one voided before any file is left out and owes nothing', async () => {
    const filed = await ring([{ item: cannabis[2]!, units: 1 }]);
    await download();
    const neverFiled = await ring([{ item: cannabis[3]!, units: 1 }]);
    for (const sale of [filed, neverFiled]) {
      const voided = await ringOrder(f, saleBody(f, [{ item: sale === filed ? cannabis[2]! : cannabis[3]!, units: 1 }], { orderType: OrderType.void, originalOrderId: sale.id }));
      expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    }
    expect((await reportOf(filed.id)).status).toBe('waiting');
    const { rows, numberRecords } = parse((await download()).text);
    expect(Number(numberRecords[1])).toBe(rows.length);
    const deleted = rowsOf(rows, filed.receipt_id!);
    expect(deleted.map((r) => [r[column('SaleDetailExternalIdentifier')], r[column('Operation')]])).toEqual([[filed.line_items[0]!.id, 'Delete']]);
    expect(deleted[0]![column('UpdatedDate')]).toBe('11/21/2026');
    expect(deleted[0]![column('UpdatedBy')]).not.toBe('');
    expect(rowsOf(rows, neverFiled.receipt_id!)).toEqual([]);
    expect(await reportOf(filed.id)).toMatchObject({ status: 'reported', action: 'delete' });
    expect((await reportOf(neverFiled.id)).status).toBe('not_required');
  });

  it('a refund or return: after filing, a Delete of the line as filed and an Insert of what was kept (never an Update: the CCRS FAQ deletes a returned sale); before filing, an Insert net of it', async () => {
    const item = cannabis[4] ?? cannabis[0]!;
    const filed = await ring([{ item, units: 2 }]);
    await download();
    const refund = await giveBackOneOfTwo(filed, item, OrderType.refund);
    expect(refund.state_report).toMatchObject({ system: 'ccrs', status: 'waiting' });

    const notYetFiled = await ring([{ item, units: 2 }]);
    await giveBackOneOfTwo(notYetFiled, item, OrderType.return);

    const { rows, numberRecords } = parse((await download()).text);
    expect(Number(numberRecords[1])).toBe(rows.length);
    const updated = rowsOf(rows, filed.receipt_id!);
    expect(updated.map((r) => [r[column('SaleDetailExternalIdentifier')], r[column('Quantity')], r[column('Operation')]]))
      .toEqual([[`${filed.line_items[0]!.id}-q1`, '1', 'Insert'], [filed.line_items[0]!.id, '2', 'Delete']]);
    const line = filed.line_items[0]!;
    const excise = line.tax_breakdowns.filter((t) => t.name.toLowerCase().includes('excise')).reduce((s, t) => s + t.amount, 0);
    expect(Math.round(Number(updated[0]![column('CannabisExciseTax')]) * 100)).toBe(excise - Math.floor((excise + 1) / 2));
    expect((await reportOf(refund.id)).status).toBe('reported');
    const netted = rowsOf(rows, notYetFiled.receipt_id!);
    expect(netted.map((r) => [r[column('Quantity')], r[column('Operation')]])).toEqual([['1', 'Insert']]);

    // Downloaded again, the same rows (a re-upload); the other unit back too: what was kept is deleted.
    const filedAgain = await download();
    expect(rowsOf(parse(filedAgain.text).rows, filed.receipt_id!).map((r) => r[column('Operation')])).toEqual(['Insert', 'Delete']);
    await giveBackOneOfTwo(filed, item, OrderType.refund, true);
    const last = rowsOf(parse((await download()).text).rows, filed.receipt_id!);
    expect(last.map((r) => [r[column('SaleDetailExternalIdentifier')], r[column('Operation')]]).sort())
      .toEqual([[filed.line_items[0]!.id, 'Delete'], [`${filed.line_items[0]!.id}-q1`, 'Delete']]);
  });

  it("what CCRS held before the ledger (migration 038) stays the licence's: the same licence keeps the mark, another licence or leaving CCRS clears it", async () => {
    const db = api.store.db;
    const mark = async () => (await db.selectFrom('state_reporting_settings').select('ccrs_filed_before').where('company_id', '=', f.company).executeTakeFirstOrThrow()).ccrs_filed_before;
    const put = (licence: string, system = 'ccrs') => call(api.baseUrl, 'PUT', '/api/v2/state_reporting', { token: f.token, company: f.company, body: { state_reporting: { system, license_number: licence } } });
    const before = '2026-11-01T00:00:00.000Z';
    await db.updateTable('state_reporting_settings').set({ ccrs_filed_before: before }).where('company_id', '=', f.company).execute();
    expect((await put(LICENSE)).status).toBe(204);
    expect(await mark()).toBe(before);
    expect((await put('412399')).status).toBe(204);
    expect(await mark()).toBeNull();
    await db.updateTable('state_reporting_settings').set({ ccrs_filed_before: before }).where('company_id', '=', f.company).execute();
    expect((await put(LICENSE, 'none')).status).toBe(204);
    expect(await mark()).toBeNull();
    expect((await put(LICENSE)).status).toBe(204);
  });
});
