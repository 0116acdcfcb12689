import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ImportPreviewAnswer, ImportRefusedBody, ImportResultAnswer } from '../../../shared/api/imports.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, withStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import type { MetrcStandIn } from '../../../test/stand-ins/metrc/server.ts';
import { eventually, QUICK_REPORTING, startMetrcFacility } from '../../../test/support/reporting-location.ts';
import { DEMO_MANAGER } from '../../demo/accounts.ts';

type Answer = Partial<ImportResultAnswer & ImportPreviewAnswer & ImportRefusedBody>;

const COLUMNS = { sku: 'SKU', name: 'Name', product_type: 'Type', sell_price: 'Price', quantity: 'Qty', unit: 'Unit', package_label: 'Tag', place: 'Room', brand: 'Brand', strain: 'Strain' };
const HEADER = 'SKU,Name,Type,Price,Qty,Unit,Tag,Room,Brand,Strain';
/** One flower with its package label and one accessory; quantities and places as given. */
const file = (flower: string, pipe: string, more: { flowerRoom?: string; brand?: string; strain?: string; price?: string } = {}) => [
  HEADER,
  `STK-1,Gelato 3.5g,Flower,${more.price ?? '$30.00'},${flower},g,1A4000000000000000000777,${more.flowerRoom ?? ''},${more.brand ?? ''},${more.strain ?? ''}`,
  `STK-2,Glass Pipe,Accessory,$18.00,${pipe},each,,,,`,
].join('\n');

describeEachEngine('a re-import changes stock by adjustments the state hears of', (engine) => {
  let api: TestStoreApi;
  let manager: string;
  withStoreApi(engine, (started, token) => { api = started; manager = token; }, { demo: { products: 10, customers: 0 } });
  const v2 = (method: string, path: string, body?: unknown) => call<Answer & { errors?: Record<string, string[]> }>(api.baseUrl, method, `/api/v2${path}`, { token: manager, body });
  const company = () => api.demo.companyIds[0]!;
  const itemOf = (sku: string) => api.store.db.selectFrom('inventory_items').selectAll().where('company_id', '=', company()).where('sku', '=', sku).executeTakeFirstOrThrow();
  const adjustmentsOf = (itemId: string) => api.store.db.selectFrom('inventory_adjustments').selectAll().where('inventory_item_id', '=', itemId).orderBy('created_at').execute();
  const placesOf = (itemId: string) => api.store.db.selectFrom('inventory_item_places').innerJoin('places', 'places.id', 'inventory_item_places.place_id')
    .select(['places.name', 'inventory_item_places.quantity_milli']).where('inventory_item_id', '=', itemId).execute();
  const productOf = async (sku: string) => api.store.db.selectFrom('products').selectAll().where('id', '=', (await itemOf(sku)).product_id!).executeTakeFirstOrThrow();
  const auditSince = async (seq: number) => (await api.store.db.selectFrom('audit_entries').select(['seq', 'subject', 'details']).where('company_id', '=', company())
    .where('seq', '>', seq).orderBy('seq').execute()).map((entry) => ({ subject: entry.subject, details: JSON.parse(entry.details) as Record<string, unknown> }));
  const lastSeq = async () => Number((await api.store.db.selectFrom('audit_entries').select((eb) => eb.fn.max('seq').as('top')).where('company_id', '=', company()).executeTakeFirstOrThrow()).top ?? 0);

  it('a first import is opening stock: no adjustment; one audit entry per product it makes', async () => {
    const seq = await lastSeq();
    const first = await v2('POST', '/imports/products', { import: { csv: file('10', '4'), columns: COLUMNS } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const flower = await itemOf('STK-1');
    expect(flower.quantity_milli).toBe(10000);
    expect(await adjustmentsOf(flower.id)).toEqual([]);
    const entries = await auditSince(seq);
    expect(entries.map((entry) => [entry.details['resource'], entry.details['action'], entry.details['line']])).toEqual([['product', 'create', 2], ['product', 'create', 3]]);
    expect(entries[0]?.details).toMatchObject({ sku: 'STK-1', inventory_item_id: flower.id, import: 'products' });
    expect(entries[0]?.details['file_sha256']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the preview shows each row\'s stock change and the reason the state hears; nothing is written', async () => {
    const flower = await itemOf('STK-1');
    const preview = await v2('POST', '/imports/products/preview', { import: { csv: file('12', '4'), columns: COLUMNS } });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.preview?.rows.map((row) => row.stock_change)).toEqual([{ quantity: { value: '2', unit: 0 }, reason: 'Reconciliation', system: 'none' }, null]);
    expect(preview.body.preview?.stock_adjustment).toEqual({ system: 'none', reasons: [], reason: 'Reconciliation', note: '' });
    const chosen = await v2('POST', '/imports/products/preview', { import: { csv: file('9.5', '4'), columns: COLUMNS, stock_adjustment: { reason: 'Theft', note: 'Counted at cut-over' } } });
    expect(chosen.body.preview?.rows[0]?.stock_change).toEqual({ quantity: { value: '-0.5', unit: 0 }, reason: 'Theft', system: 'none' });
    expect((await itemOf('STK-1')).quantity_milli).toBe(10000);
    expect(await adjustmentsOf(flower.id)).toEqual([]);
  });

  it('a re-import that changes stock records one adjustment per changed item, with the reason and note chosen, in one transaction with the rest', async () => {
    const flower = await itemOf('STK-1');
    const pipe = await itemOf('STK-2');
    const seq = await lastSeq();
    const again = await v2('POST', '/imports/products', { import: { csv: file('12.5', '4', { price: '$32.00' }), columns: COLUMNS, stock_adjustment: { note: 'Counted at cut-over' } } });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const [adjustment, ...more] = await adjustmentsOf(flower.id);
    expect(more).toEqual([]);
    expect(adjustment).toMatchObject({ quantity_milli: 2500, unit: '0', reason: 'Reconciliation', note: 'Counted at cut-over', kind: 'count_correction' });
    // The pipe's stock is what the file says: nothing to adjust.
    expect(await adjustmentsOf(pipe.id)).toEqual([]);
    // Item, product and place moved together, by the adjustment.
    expect((await itemOf('STK-1')).quantity_milli).toBe(12500);
    expect((await productOf('STK-1')).quantity_milli).toBe(12500);
    expect((await placesOf(flower.id)).reduce((sum, place) => sum + place.quantity_milli, 0)).toBe(12500);
    // The location reports to no state: nothing is owed.
    expect(await api.store.db.selectFrom('adjustment_reports').selectAll().where('adjustment_id', '=', adjustment!.id).execute()).toEqual([]);
    // One entry per changed record: the flower's price (its product), its stock (the adjustment). The pipe changed nothing.
    const entries = await auditSince(seq);
    expect(entries.map((entry) => [entry.details['resource'], entry.details['action']]).sort()).toEqual([['inventory_adjustment', 'create'], ['product', 'update']]);
    expect(entries.find((entry) => entry.details['resource'] === 'product')?.details).toMatchObject({ fields: ['sell_price'], line: 2 });
    expect(entries.find((entry) => entry.details['resource'] === 'inventory_adjustment')).toMatchObject({ subject: adjustment!.id, details: { reason: 'Reconciliation', quantity: '2.5' } });

    // The same file again: the stock is already what it says, so nothing more is recorded.
    const same = await v2('POST', '/imports/products', { import: { csv: file('12.5', '4', { price: '$32.00' }), columns: COLUMNS } });
    expect(same.status).toBe(201);
    expect(await adjustmentsOf(flower.id)).toHaveLength(1);
  });

  it('stock taken away, into the place the row names: gathered there, then adjusted; with no state system, the reason is the store\'s own', async () => {
    const flower = await itemOf('STK-1');
    const refused = await v2('POST', '/imports/products', { import: { csv: file('3', '4', { flowerRoom: 'Back Vault' }), columns: COLUMNS, stock_adjustment: { reason: 'Because' } } });
    // The location reports to no state: the store's own reason stands; the state's list is checked where there is one (below, CCRS).
    expect(refused.status).toBe(201);
    expect(await placesOf(flower.id)).toEqual([{ name: 'Back Vault', quantity_milli: 3000 }]);
    const latest = (await adjustmentsOf(flower.id)).at(-1);
    expect(latest).toMatchObject({ quantity_milli: -9500, reason: 'Because', note: 'Stock set by a products import from another POS (line 2 of the file)' });
    expect((await productOf('STK-1')).quantity_milli).toBe(3000);
  });

  it('a brand and a strain are set by name, any case; an unknown one is the row\'s problem and nothing is made', async () => {
    const brand = await api.store.db.selectFrom('brands').select(['id', 'name']).where('company_id', '=', company()).orderBy('name').executeTakeFirstOrThrow();
    const strain = await api.store.db.selectFrom('strains').select(['id', 'name']).where('company_id', '=', company()).orderBy('name').executeTakeFirstOrThrow();
    const set = await v2('POST', '/imports/products', { import: { csv: file('3', '4', { brand: brand.name.toUpperCase(), strain: ` ${strain.name.toLowerCase()} ` }), columns: COLUMNS } });
    expect(set.status, JSON.stringify(set.body)).toBe(201);
    expect(await productOf('STK-1')).toMatchObject({ brand_id: brand.id, strain_id: strain.id });
    const csv = [HEADER, 'STK-9,New One,Flower,$5.00,1,g,,,No Such Brand,No Such Strain'].join('\n');
    const unknown = await v2('POST', '/imports/products', { import: { csv, columns: COLUMNS } });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(['line 2, Brand', 'line 2, Strain']);
    expect(unknown.body.errors?.['line 2, Brand']?.[0]).toMatch(/^is not a brand of this location: "No Such Brand" \(its brands: /);
    expect(await api.store.db.selectFrom('inventory_items').select('id').where('company_id', '=', company()).where('sku', '=', 'STK-9').execute()).toEqual([]);
    const preview = await v2('POST', '/imports/products/preview', { import: { csv, columns: COLUMNS } });
    expect(preview.body.preview?.rows[0]?.problems.map((problem) => problem.column)).toEqual(['Brand', 'Strain']);
  });

  it('Washington: the adjustment is owed to CCRS with its Reconciliation reason; a reason not in CCRS\'s list is refused by name', async () => {
    const set = await call(api.baseUrl, 'PUT', '/api/v2/state_reporting', { token: manager, body: { state_reporting: { system: 'ccrs', license_number: '412345' } } });
    expect(set.status, JSON.stringify(set.body)).toBe(204);
    const flower = await itemOf('STK-1');
    const before = (await adjustmentsOf(flower.id)).length;
    const wrong = await v2('POST', '/imports/products', { import: { csv: file('5', '4'), columns: COLUMNS, stock_adjustment: { reason: 'Because' } } });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors ?? {})).toEqual(['import.stock_adjustment.reason']);
    expect((await itemOf('STK-1')).quantity_milli).toBe(3000);
    const preview = await v2('POST', '/imports/products/preview', { import: { csv: file('5', '4'), columns: COLUMNS } });
    expect(preview.body.preview?.rows[0]?.stock_change).toEqual({ quantity: { value: '2', unit: 0 }, reason: 'Reconciliation', system: 'ccrs' });
    expect(preview.body.preview?.stock_adjustment?.reasons).toContain('Reconciliation');
    const done = await v2('POST', '/imports/products', { import: { csv: file('5', '4'), columns: COLUMNS } });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const adjustments = await adjustmentsOf(flower.id);
    expect(adjustments).toHaveLength(before + 1);
    const report = await api.store.db.selectFrom('adjustment_reports').selectAll().where('adjustment_id', '=', adjustments.at(-1)!.id).executeTakeFirstOrThrow();
    expect(report).toMatchObject({ system: 'ccrs', status: 'waiting', package_label: '1A4000000000000000000777' });
  });
});

const USER_KEY = 'import-user-key';
const LICENSE = '050-1010496B7C1';
const LABEL = '1A4000000000000000000888';

describeEachEngine('a re-import\'s stock change reaches Metrc once', (engine) => {
  let api: TestStoreApi;
  let metrc: MetrcStandIn;
  let token: string;
  beforeAll(async () => {
    metrc = await startMetrcFacility(LICENSE, USER_KEY);
    api = await startStoreApi({ engine, config: QUICK_REPORTING });
    token = await api.signIn(DEMO_MANAGER);
  });
  afterAll(async () => { await api.close(); await metrc.close(); });

  it('opening stock first (no report), then the re-import\'s difference as one Metrc adjustment with the licence\'s correction reason, and the package equals our stock', async () => {
    const csv = (quantity: string) => `SKU,Name,Type,Price,Qty,Unit,Tag\nMTRC-1,Gelato 7g,Flower,$50.00,${quantity},g,${LABEL}\n`;
    const columns = { sku: 'SKU', name: 'Name', product_type: 'Type', sell_price: 'Price', quantity: 'Qty', unit: 'Unit', package_label: 'Tag' };
    const first = await call<Answer>(api.baseUrl, 'POST', '/api/v2/imports/products', { token, body: { import: { csv: csv('20'), columns } } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // The package the state holds for the label: what the store received, as its first import says.
    metrc.addPackage({ Label: LABEL, Quantity: 20, UnitOfMeasureName: 'Grams', ItemName: 'Gelato', LicenseNumber: LICENSE });
    const set = await call(api.baseUrl, 'PUT', '/api/v2/state_reporting', {
      token, body: { state_reporting: { system: 'metrc', api_url: metrc.url, license_number: LICENSE, user_api_key: USER_KEY } },
    });
    expect(set.status).toBe(204);

    const preview = await call<Answer>(api.baseUrl, 'POST', '/api/v2/imports/products/preview', { token, body: { import: { csv: csv('17'), columns } } });
    // The stand-in's list (Drying, Entry Error, Scale Variance, …): the correction is Entry Error, which asks a note (given by default).
    expect(preview.body.preview?.rows[0]?.stock_change).toEqual({ quantity: { value: '-3', unit: 0 }, reason: 'Entry Error', system: 'metrc' });
    const again = await call<Answer>(api.baseUrl, 'POST', '/api/v2/imports/products', { token, body: { import: { csv: csv('17'), columns } } });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const item = await api.store.db.selectFrom('inventory_items').selectAll().where('sku', '=', 'MTRC-1').executeTakeFirstOrThrow();
    const [adjustment, ...more] = await api.store.db.selectFrom('inventory_adjustments').selectAll().where('inventory_item_id', '=', item.id).execute();
    expect(more).toEqual([]);
    const report = await eventually('reported', () => api.store.db.selectFrom('adjustment_reports').selectAll().where('adjustment_id', '=', adjustment!.id).executeTakeFirstOrThrow(), (r) => r.status !== 'waiting');
    expect(report).toMatchObject({ status: 'reported', error: null });
    const atMetrc = metrc.adjustments().filter((entry) => entry.PackageLabel === LABEL);
    expect(atMetrc).toHaveLength(1);
    expect(atMetrc[0]).toMatchObject({ AdjustmentQuantity: -3, AdjustmentReasonName: 'Entry Error' });
    expect(atMetrc[0]?.AdjustmentNote).toContain('line 2');
    expect(metrc.packages().find((pkg) => pkg.Label === LABEL)?.Quantity).toBe(17);
    // The same file once more changes nothing, and nothing more reaches Metrc.
    const same = await call<Answer>(api.baseUrl, 'POST', '/api/v2/imports/products', { token, body: { import: { csv: csv('17'), columns } } });
    expect(same.status).toBe(201);
    expect(metrc.adjustments().filter((entry) => entry.PackageLabel === LABEL)).toHaveLength(1);
  });
});
