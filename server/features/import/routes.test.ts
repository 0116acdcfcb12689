import { expect, it } from 'vitest';
import type { ImportMappingAnswer, ImportPreviewAnswer, ImportRefusedBody, ImportResultAnswer } from '../../../shared/api/imports.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, withStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import { DEMO_BUDTENDER, DEMO_OTHER_MANAGER } from '../../demo/accounts.ts';

type Answer = Partial<ImportResultAnswer & ImportPreviewAnswer & ImportRefusedBody & ImportMappingAnswer>;

const PRODUCT_COLUMNS = {
  sku: 'Item SKU', name: 'Product', product_type: 'Category', sell_price: 'Retail Price', patient_sell_price: 'Med Price',
  quantity: 'On Hand', unit: 'UOM', package_label: 'Metrc Tag', place: 'Room', unit_cost: 'Cost',
};
/** A messy export as another POS writes it: a byte-order mark, CRLF, quoted commas, dollars with separators. */
const productsFile = (price: string, quantity: string) => [
  '\uFEFFItem SKU,Product,Category,Retail Price,Med Price,On Hand,UOM,Metrc Tag,Room,Cost',
  `IMP-001,"Blue Dream, 3.5g",Flower,"${price}",$30.00,${quantity},g,1A4000000000000000000001,Sales Floor,$10.00`,
  'IMP-002,"Grinder ""Deluxe""",Accessory,$12.50,,4,each,,Back Vault,',
  '',
].join('\r\n');

describeEachEngine('importing from another POS', (engine) => {
  let api: TestStoreApi;
  let manager: string;
  withStoreApi(engine, (started, token) => { api = started; manager = token; }, { demo: { products: 10, customers: 5 } });
  const v2 = (method: string, path: string, token: string, body?: unknown) => call<Answer & { errors?: Record<string, string[]> }>(api.baseUrl, method, `/api/v2${path}`, { token, body });
  const company = () => api.demo.companyIds[0];
  const count = async (table: 'products' | 'inventory_items' | 'customers' | 'patients' | 'audit_entries' | 'push_notifications' | 'price_changes') =>
    Number((await api.store.db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('count')).where('company_id', '=', company()).executeTakeFirstOrThrow()).count);
  const itemBySku = (sku: string) => api.store.db.selectFrom('inventory_items').selectAll().where('company_id', '=', company()).where('sku', '=', sku).execute();

  it('imports products with their stock, as POST /products and POST /inventory_items make them, and re-importing updates them', async () => {
    const before = { products: await count('products'), feed: await count('push_notifications'), audit: await count('audit_entries') };
    const first = await v2('POST', '/imports/products', manager, { import: { csv: productsFile('$1,234.50', '28'), columns: PRODUCT_COLUMNS } });
    expect(first.status).toBe(201);
    expect(first.body.import).toEqual({ kind: 'products', rows: 2, created: 2, updated: 0 });
    expect(await count('products')).toBe(before.products + 2);
    expect(await count('push_notifications')).toBe(before.feed + 2);
    // One entry per product made.
    expect(await count('audit_entries')).toBe(before.audit + 2);
    const [item] = await itemBySku('IMP-001');
    expect(item).toMatchObject({ quantity_milli: 28000, package_label: '1A4000000000000000000001', purchase_price: 1000 });
    const product = await api.store.db.selectFrom('products').selectAll().where('id', '=', item!.product_id!).executeTakeFirstOrThrow();
    expect(product).toMatchObject({ name: 'Blue Dream, 3.5g', sell_price: 123450, patient_sell_price: 3000, patient_price_enabled: 1, unit_of_measure: 0, latest_sku: 'IMP-001', quantity_milli: 28000 });
    const place = await api.store.db.selectFrom('inventory_item_places').innerJoin('places', 'places.id', 'inventory_item_places.place_id')
      .select(['places.name', 'inventory_item_places.quantity_milli']).where('inventory_item_id', '=', item!.id).execute();
    expect(place).toEqual([{ name: 'Sales Floor', quantity_milli: 28000 }]);
    const [grinder] = await itemBySku('IMP-002');
    const grinderPlace = await api.store.db.selectFrom('inventory_item_places').innerJoin('places', 'places.id', 'inventory_item_places.place_id')
      .select('places.name').where('inventory_item_id', '=', grinder!.id).executeTakeFirstOrThrow();
    expect(grinderPlace.name).toBe('Back Vault');
    // The product reads back through the Store API like any other.
    const read = await call<{ product: { name: string; sell_price: number } }>(api.baseUrl, 'GET', `/api/v2/products/${product.id}`, { token: manager });
    expect(read.body.product).toMatchObject({ name: 'Blue Dream, 3.5g', sell_price: 123450 });

    const again = await v2('POST', '/imports/products', manager, { import: { csv: productsFile('$1,300.00', '20.5'), columns: PRODUCT_COLUMNS } });
    expect(again.body.import).toEqual({ kind: 'products', rows: 2, created: 0, updated: 2 });
    expect(await count('products')).toBe(before.products + 2);
    expect(await itemBySku('IMP-001')).toHaveLength(1);
    const updated = await api.store.db.selectFrom('products').selectAll().where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(updated).toMatchObject({ sell_price: 130000, quantity_milli: 20500 });
    expect((await itemBySku('IMP-001'))[0]?.quantity_milli).toBe(20500);
    // Its stock moved by an adjustment (28 g counted as 20.5 g); the grinder's stock is unchanged, so it has none.
    const adjustments = await api.store.db.selectFrom('inventory_adjustments').select(['inventory_item_id', 'quantity_milli', 'kind']).where('company_id', '=', company()).execute();
    expect(adjustments).toEqual([{ inventory_item_id: item!.id, quantity_milli: -7500, kind: 'count_correction' }]);
    const history = await call<{ price_changes: Array<{ field: string; old_price: number | null; new_price: number | null }> }>(api.baseUrl, 'GET', `/api/v2/products/${product.id}/price_history`, { token: manager });
    expect(history.body.price_changes.filter((change) => change.field === 'sell_price').map((change) => [change.old_price, change.new_price]))
      .toEqual([[123450, 130000], [null, 123450]]);
    // The mapping used is remembered for the next file.
    const mapping = await v2('GET', '/import_mappings/products', manager);
    expect(mapping.body.import_mapping?.columns).toEqual(PRODUCT_COLUMNS);
  });

  it('a file with one bad row imports nothing and names the row, its column and why', async () => {
    const before = { products: await count('products'), audit: await count('audit_entries') };
    const csv = [
      'Item SKU,Product,Category,Retail Price,Med Price,On Hand,UOM,Metrc Tag,Room,Cost',
      'BAD-001,Good one,Flower,$10.00,,1,g,,,',
      'BAD-002,Bad one,Flower,ten dollars,,1,g,,,',
      'BAD-003,Pipe,Accessory,$5.00,$4.00,1,each,,Attic,',
      'BAD-001,Twice,Flower,$10.00,,1,g,,,',
    ].join('\n');
    const refused = await v2('POST', '/imports/products', manager, { import: { csv, columns: PRODUCT_COLUMNS } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {})).toEqual(['line 3, Retail Price', 'line 4, Med Price', 'line 4, Room', 'line 5, Item SKU']);
    expect(refused.body.errors?.['line 3, Retail Price']).toEqual(['is not an amount such as $1,234.50: "ten dollars"']);
    expect(refused.body.errors?.['line 4, Med Price']?.[0]).toMatch(/Accessory is not a cannabis product type/);
    expect(refused.body.errors?.['line 5, Item SKU']).toEqual(['repeats the SKU of line 2: each SKU once per file']);
    expect(refused.body.problems?.[0]).toEqual({ line: 3, column: 'Retail Price', reason: 'is not an amount such as $1,234.50: "ten dollars"' });
    expect(await count('products')).toBe(before.products);
    expect(await count('audit_entries')).toBe(before.audit);
    expect(await itemBySku('BAD-001')).toEqual([]);

    const preview = await v2('POST', '/imports/products/preview', manager, { import: { csv, columns: PRODUCT_COLUMNS } });
    expect(preview.status).toBe(200);
    expect(preview.body.preview?.rows.map((row) => [row.line, row.action, row.problems.length])).toEqual([[2, 'create', 0], [3, 'create', 1], [4, 'create', 2], [5, 'create', 1]]);
    expect(preview.body.preview?.headers[0]).toBe('Item SKU');
    expect(await count('products')).toBe(before.products);
  });

  it('a mapping naming a column the file lacks or a field Canopy lacks is refused on line 1, and a bad kind by name', async () => {
    const refused = await v2('POST', '/imports/products', manager, { import: { csv: productsFile('$1', '1'), columns: { ...PRODUCT_COLUMNS, sku: 'Barcode' } } });
    expect(refused.status).toBe(422);
    expect(refused.body.problems?.[0]).toMatchObject({ line: 1, column: 'Barcode' });
    const unknownField = await v2('POST', '/imports/products/preview', manager, { import: { csv: productsFile('$1', '1'), columns: { colour: 'UOM' } } });
    expect(unknownField.status).toBe(422);
    expect(Object.keys(unknownField.body.errors ?? {})).toEqual(['columns.colour']);
    const kind = await v2('POST', '/imports/vendors', manager, { import: { csv: 'a\n1', columns: {} } });
    expect(kind.status).toBe(422);
    expect(Object.keys(kind.body.errors ?? {})).toEqual(['kind']);
  });

  it('imports customers keyed by e-mail or phone, with US and ISO birth dates, and updates them on a second import', async () => {
    const columns = { first_name: 'First', last_name: 'Last', email: 'Email', phone: 'Phone', birth_date: 'DOB' };
    const csv = 'First,Last,Email,Phone,DOB\r\nAna,Reyes,ANA@rose.example,,07/04/1990\r\nBo,Lee,,503-555-0199,1985-12-31\r\n';
    const before = await count('customers');
    const first = await v2('POST', '/imports/customers', manager, { import: { csv, columns } });
    expect(first.body.import).toEqual({ kind: 'customers', rows: 2, created: 2, updated: 0 });
    const ana = await api.store.db.selectFrom('customers').selectAll().where('company_id', '=', company()).where('email', '=', 'ana@rose.example').executeTakeFirstOrThrow();
    expect(ana).toMatchObject({ first_name: 'Ana', birth_date: '1990-07-04' });
    const bo = await api.store.db.selectFrom('customers').selectAll().where('company_id', '=', company()).where('phone', '=', '(503) 555-0199').executeTakeFirstOrThrow();
    expect(bo.birth_date).toBe('1985-12-31');
    const second = await v2('POST', '/imports/customers', manager, { import: { csv: 'First,Last,Email,Phone,DOB\nAna,Reyes-Cruz,ana@rose.example,,\nBobby,Lee,bo@lee.example,(503) 555-0199,\n', columns } });
    expect(second.body.import).toEqual({ kind: 'customers', rows: 2, created: 0, updated: 2 });
    expect(await count('customers')).toBe(before + 2);
    const boAfter = await api.store.db.selectFrom('customers').selectAll().where('id', '=', bo.id).executeTakeFirstOrThrow();
    expect(boAfter).toMatchObject({ first_name: 'Bobby', email: 'bo@lee.example', birth_date: '1985-12-31' });
    const bad = await v2('POST', '/imports/customers', manager, { import: { csv: 'First,Last,Email,Phone,DOB\nCy,Doe,,,13/45/1990\n', columns } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['line 2, Email', 'line 2, DOB']);
  });

  it('imports patients keyed by card number into the medical group, and updates them on a second import', async () => {
    const columns = { card_number: 'Card #', first_name: 'First', last_name: 'Last', birth_date: 'DOB', card_expiration_date: 'Expires', card_state: 'State' };
    const csv = '\uFEFFCard #,First,Last,DOB,Expires,State\r\nOR-IMP-1,Dee,Patel,03/15/1970,2030-01-31,or\r\n';
    const before = await count('patients');
    const first = await v2('POST', '/imports/patients', manager, { import: { csv, columns } });
    expect(first.body.import).toEqual({ kind: 'patients', rows: 1, created: 1, updated: 0 });
    const patient = await api.store.db.selectFrom('patients').selectAll().where('company_id', '=', company()).where('id_number', '=', 'OR-IMP-1').executeTakeFirstOrThrow();
    expect(patient).toMatchObject({ first_name: 'Dee', birth_date: '1970-03-15', expiration_date: '2030-01-31', card_state: 'OR' });
    const group = await api.store.db.selectFrom('person_group_members').innerJoin('person_groups', 'person_groups.id', 'person_group_members.person_group_id')
      .select('person_groups.name').where('person_id', '=', patient.id).execute();
    expect(group).toEqual([{ name: 'Medical Patients' }]);
    const feed = await api.store.db.selectFrom('push_notifications').select(['model', 'event']).where('record_id', '=', patient.id).execute();
    expect(feed).toEqual([{ model: 'Patient', event: 'create' }]);
    const second = await v2('POST', '/imports/patients', manager, { import: { csv: 'Card #,First,Last,DOB,Expires,State\nOR-IMP-1,Deepa,Patel,03/15/1970,01/31/2031,OR\n', columns } });
    expect(second.body.import).toEqual({ kind: 'patients', rows: 1, created: 0, updated: 1 });
    expect(await count('patients')).toBe(before + 1);
    expect(await api.store.db.selectFrom('patients').selectAll().where('id', '=', patient.id).executeTakeFirstOrThrow()).toMatchObject({ first_name: 'Deepa', expiration_date: '2031-01-31' });
    const future = await v2('POST', '/imports/patients', manager, { import: { csv: 'Card #,First,Last,DOB,Expires,State\nOR-IMP-2,Al,Bo,01/01/2999,,Oregon\n', columns } });
    expect(Object.keys(future.body.errors ?? {})).toEqual(['line 2, DOB', 'line 2, Expires', 'line 2, State']);
  });

  it('remembers a mapping per location; a budtender is refused every import call (403)', async () => {
    const saved = await v2('PUT', '/import_mappings/customers', manager, { import_mapping: { columns: { email: 'E-mail address', phone: '' } } });
    expect(saved.status).toBe(200);
    expect(saved.body.import_mapping).toMatchObject({ kind: 'customers', columns: { email: 'E-mail address' } });
    expect((await v2('GET', '/import_mappings/customers', manager)).body.import_mapping?.columns).toEqual({ email: 'E-mail address' });
    const bad = await v2('PUT', '/import_mappings/customers', manager, { import_mapping: { columns: { sku: 'SKU' } } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['columns.sku']);
    // Another account's manager sees its own location's mapping, never this one.
    const other = await api.signIn(DEMO_OTHER_MANAGER);
    expect((await v2('GET', '/import_mappings/customers', other)).body.import_mapping).toEqual({ kind: 'customers', columns: {}, updated_at: null });
    const budtender = await api.signIn(DEMO_BUDTENDER);
    const body = { import: { csv: 'Email\na@b.example\n', columns: { email: 'Email' } } };
    expect((await v2('POST', '/imports/customers', budtender, body)).status).toBe(403);
    expect((await v2('POST', '/imports/customers/preview', budtender, body)).status).toBe(403);
    expect((await v2('GET', '/import_mappings/customers', budtender)).status).toBe(403);
    expect((await v2('PUT', '/import_mappings/customers', budtender, { import_mapping: { columns: {} } })).status).toBe(403);
  });
});
