import { expect, it } from 'vitest';
import { DEMO_BUDTENDER, DEMO_MANAGER, DEMO_OTHER_MANAGER, DEMO_PASSWORD } from '../../server/demo/accounts.ts';
import { operations, type OperationName } from '../../shared/api/operations.ts';
import { call } from '../support/http.ts';
import { basic, describeEachEngine, withStoreApi, type TestStoreApi } from '../support/store-api.ts';

/** The back office's operations (shared/api/operations.ts), managers only; firstSignIn takes no credentials. */
type BackOfficeName = Extract<OperationName, 'locations' | 'createLocation' | 'updateLocation' | 'staff' | 'createEmployee' | 'updateEmployee' | 'createProductType'
  | 'updateProductType' | 'deleteProductType' | 'createProduct' | 'updateProduct' | 'priceHistory' | 'createInventoryItem' | 'createPatient'
  | 'updatePatient' | 'createPersonGroup' | 'updatePersonGroup'>;
type Answer = { errors?: Record<string, string[]>; error?: string };

describeEachEngine('the back office\'s rules', (engine) => {
  let api: TestStoreApi;
  let manager: string;
  withStoreApi(engine, (started, token) => { api = started; manager = token; }, { demo: { products: 20, customers: 5 } });
  const v2 = (method: string, path: string, token: string, body?: unknown) => call<Answer & Record<string, unknown>>(api.baseUrl, method, `/api/v2${path}`, { token, body });

  it('deactivating an employee revokes every token they hold at once, and they can no longer sign in', async () => {
    const first = await api.signIn(DEMO_BUDTENDER);
    const second = await api.signIn(DEMO_BUDTENDER);
    expect((await v2('PUT', `/employees/${api.demo.budtenderId}`, manager, { employee: { active: false } })).status).toBe(200);
    expect((await v2('GET', '/product_types', first)).status).toBe(401);
    expect((await v2('GET', '/product_types', second)).status).toBe(401);
    const signIn = await call(api.baseUrl, 'GET', '/api/v2/me', { authorization: basic(DEMO_BUDTENDER, DEMO_PASSWORD) });
    expect(signIn.status).toBe(401);
    expect((await v2('PUT', `/employees/${api.demo.budtenderId}`, manager, { employee: { active: true } })).status).toBe(200);
    expect((await call(api.baseUrl, 'GET', '/api/v2/me', { authorization: basic(DEMO_BUDTENDER, DEMO_PASSWORD) })).status).toBe(200);
  });

  it('the last active manager of a location can be neither deactivated nor made a budtender', async () => {
    const off = await v2('PUT', `/employees/${api.demo.managerId}`, manager, { employee: { active: false } });
    expect(off.status).toBe(422);
    expect(Object.keys(off.body.errors ?? {})).toEqual(['active']);
    const demoted = await v2('PUT', `/employees/${api.demo.managerId}`, manager, { employee: { role: 'budtender' } });
    expect(Object.keys(demoted.body.errors ?? {})).toEqual(['role']);
  });

  it('a budtender is refused (403) and another account\'s manager finds nothing (404)', async () => {
    const budtender = await api.signIn(DEMO_BUDTENDER);
    const product = await api.store.db.selectFrom('products').select('id').where('company_id', '=', api.demo.companyIds[0]).executeTakeFirstOrThrow();
    expect((await v2('PUT', `/products/${product.id}`, budtender, { product: { sell_price: 1 } })).status).toBe(403);
    expect((await v2('POST', '/patients', budtender, { patient: { first_name: 'A', last_name: 'B', birth_date: '1990-01-01', card_number: 'X', card_expiration_date: '2030-01-01' } })).status).toBe(403);
    const other = await api.signIn(DEMO_OTHER_MANAGER);
    expect((await v2('PUT', `/products/${product.id}`, other, { product: { sell_price: 1 } })).status).toBe(404);
    expect((await v2('GET', `/products/${product.id}/price_history`, other)).status).toBe(404);
    expect((await v2('PUT', `/employees/${api.demo.budtenderId}`, other, { employee: { pin: '5555' } })).status).toBe(404);
    expect((await v2('PUT', `/companies/${api.demo.companyIds[0]}`, other, { company: { name: 'Mine now' } })).status).toBe(404);
  });

  it('every back-office operation refuses a budtender (403) and, on a record of another account, its manager finds nothing (404)', async () => {
    const db = api.store.db;
    const company = api.demo.companyIds[0];
    const of = async (table: 'products' | 'product_types' | 'patients' | 'person_groups') =>
      (await db.selectFrom(table).select('id').where('company_id', '=', company).executeTakeFirstOrThrow()).id;
    const [product, type, patient, group] = [await of('products'), await of('product_types'), await of('patients'), await of('person_groups')];
    // A valid request of each (the schema is checked before who may send it), on a record of the demo's first location.
    const requests: Record<BackOfficeName, { id?: string; body?: unknown }> = {
      locations: {}, createLocation: { body: { company: { name: 'Salem', street: '1 State St', city: 'Salem', zip_code: '97301', state: 'OR', time_zone: 'America/Los_Angeles' } } },
      updateLocation: { id: company, body: { company: { name: 'Renamed' } } },
      staff: {}, createEmployee: { body: { employee: { first_name: 'A', last_name: 'B', email: 'ab@walk.example', role: 'budtender', pin: '97531' } } },
      updateEmployee: { id: api.demo.managerId, body: { employee: { first_name: 'Renamed' } } },
      createProductType: { body: { product_type: { name: 'Walk', traceability_type: 0, is_marijuana: false, tax_item_ids: [] } } },
      updateProductType: { id: type, body: { product_type: { name: 'Renamed' } } }, deleteProductType: { id: type },
      createProduct: { body: { product: { name: 'Walk', product_type_id: type, unit_of_measure: 5, sell_price: 100 } } },
      updateProduct: { id: product, body: { product: { sell_price: 1 } } }, priceHistory: { id: product },
      createInventoryItem: { body: { inventory_item: { product_id: product, sku: 'WALK-1', quantity: { value: '1', unit: 5 } } } },
      createPatient: { body: { patient: { first_name: 'A', last_name: 'B', birth_date: '1990-01-01', card_number: 'WALK', card_expiration_date: '2030-01-01' } } },
      updatePatient: { id: patient, body: { patient: { first_name: 'Renamed' } } },
      createPersonGroup: { body: { person_group: { name: 'Walk', medical: false, tax_item_ids: [] } } },
      updatePersonGroup: { id: group, body: { person_group: { name: 'Renamed' } } },
    };
    const budtender = await api.signIn(DEMO_BUDTENDER);
    const other = await api.signIn(DEMO_OTHER_MANAGER);
    const isBackOffice = (name: string): name is BackOfficeName => name in requests;
    for (const name of Object.keys(requests).filter(isBackOffice)) {
      const request = requests[name];
      const operation = operations[name];
      const path = operation.path.replace(':id', request.id ?? '');
      const refused = await v2(operation.method, path, budtender, request.body);
      expect(refused.status, `${operation.method} ${path} as a budtender`).toBe(403);
      if (request.id !== undefined) expect((await v2(operation.method, path, other, request.body)).status, `${operation.method} ${path} from another account`).toBe(404);
    }
  });

  it('a location changed from another goes into its own audit chain and its own registers\' feed', async () => {
    const [own, second] = api.demo.companyIds;
    const chain = (company: string) => api.store.db.selectFrom('audit_entries').select(['subject', 'details']).where('company_id', '=', company).where('kind', '=', 'back-office-change').execute();
    const before = { own: (await chain(own)).length, second: (await chain(second)).length };
    expect((await v2('PUT', `/companies/${second}`, manager, { company: { time_zone: 'America/Denver' } })).status).toBe(200);
    expect((await chain(own)).length).toBe(before.own);
    const entries = await chain(second);
    expect(entries.length).toBe(before.second + 1);
    expect(JSON.parse(entries.at(-1)!.details)).toMatchObject({ resource: 'company', action: 'update', fields: ['time_zone'] });
    const feed = await api.store.db.selectFrom('push_notifications').select(['company_id', 'model']).where('record_id', '=', second).execute();
    expect(feed).toEqual([{ company_id: second, model: 'Company' }]);
  });

  it('a product sold by the gram is priced by the gram (pricing_type 1), so a register takes 3.5 g of it; one sold by the unit is not', async () => {
    const type = await api.store.db.selectFrom('product_types').select('id').where('company_id', '=', api.demo.companyIds[0]).executeTakeFirstOrThrow();
    const made = await v2('POST', '/products', manager, { product: { name: 'Loose flower', product_type_id: type.id, unit_of_measure: 0, sell_price: 1000 } });
    expect(made.status).toBe(201);
    expect(made.body['product']).toMatchObject({ unit_of_measure: 0, pricing_type: 1 });
    const id = (await api.store.db.selectFrom('products').select('id').where('name', '=', 'Loose flower').executeTakeFirstOrThrow()).id;
    const counted = await v2('PUT', `/products/${id}`, manager, { product: { unit_of_measure: 5 } });
    expect(counted.body['product']).toMatchObject({ unit_of_measure: 5, pricing_type: 0 });
  });

  it('a location with an unknown state or time zone is refused, naming both in words', async () => {
    const answer = await v2('POST', '/companies', manager, { company: { name: 'Salem', street: '1 State St', city: 'Salem', zip_code: '97301', state: 'TX', time_zone: 'Pacific' } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      state: ['must be one of the states Canopy has purchase limits for: CA, CO, MI, OR, WA'],
      time_zone: ['must be an IANA time zone such as America/Los_Angeles'],
    });
    const made = await v2('POST', '/companies', manager, { company: { name: 'Salem', street: '1 State St', city: 'Salem', zip_code: '97301', state: 'OR', time_zone: 'America/Los_Angeles', license_number: '050-2002' } });
    expect(made.status).toBe(201);
    expect(made.body['company']).toMatchObject({ state: 'OR', license_number: '050-2002', time_zone: 'America/Los_Angeles' });
  });

  it('traceability types run from 0 to 9; a duplicate e-mail is named', async () => {
    const ten = await v2('POST', '/product_types', manager, { product_type: { name: 'Other', traceability_type: 10, is_marijuana: false, tax_item_ids: [] } });
    expect(ten.status).toBe(422);
    expect(Object.keys(ten.body.errors ?? {})).toEqual(['traceability_type']);
    const taken = await v2('POST', '/employees', manager, { employee: { first_name: 'M', last_name: 'L', email: DEMO_MANAGER, role: 'budtender', pin: '8642' } });
    expect(Object.keys(taken.body.errors ?? {})).toEqual(['email']);
  });

  it('a manager\'s change reaches the registers\' feed and the location\'s audit chain in the same transaction', async () => {
    const item = await api.store.db.selectFrom('inventory_items').select(['id', 'product_id']).where('company_id', '=', api.demo.companyIds[0]).where('product_id', 'is not', null).executeTakeFirstOrThrow();
    const before = await api.store.db.selectFrom('audit_entries').select('seq').where('company_id', '=', api.demo.companyIds[0]).where('kind', '=', 'back-office-change').execute();
    expect((await v2('PUT', `/products/${item.product_id}`, manager, { product: { sell_price: 4321 } })).status).toBe(200);
    const entries = await api.store.db.selectFrom('audit_entries').selectAll().where('company_id', '=', api.demo.companyIds[0]).where('kind', '=', 'back-office-change').execute();
    expect(entries.length).toBe(before.length + 1);
    expect(JSON.parse(entries.at(-1)!.details)).toMatchObject({ resource: 'product', action: 'update', sell_price: 4321 });
    const feed = await api.store.db.selectFrom('push_notifications').select(['record_id', 'model']).where('company_id', '=', api.demo.companyIds[0]).where('record_id', '=', item.id).execute();
    expect(feed).toContainEqual({ record_id: item.id, model: 'InventoryItem' });
  });

  it('a tax item a manager creates or re-rates is in the registers\' feed and the location\'s audit chain', async () => {
    const company = api.demo.companyIds[0]!;
    const created = await v2('POST', '/tax_items', manager, { tax_item: { name: 'County tax', rate: '0.02', included_in_price: false } });
    expect(created.status).toBe(201);
    const taxId = (await api.store.db.selectFrom('tax_items').select('id').where('company_id', '=', company).where('name', '=', 'County tax').executeTakeFirstOrThrow()).id;
    expect((await v2('PUT', `/tax_items/${taxId}`, manager, { tax_item: { rate: '0.025' } })).status).toBe(204);
    const feed = await api.store.db.selectFrom('push_notifications').select(['event', 'model']).where('company_id', '=', company).where('record_id', '=', taxId).orderBy('sequence_id').execute();
    expect(feed).toEqual([{ event: 'create', model: 'TaxItem' }, { event: 'update', model: 'TaxItem' }]);
    const entries = await api.store.db.selectFrom('audit_entries').select('details').where('company_id', '=', company).where('subject', '=', taxId).orderBy('seq').execute();
    expect(entries.map((entry) => JSON.parse(entry.details))).toEqual([
      expect.objectContaining({ resource: 'tax_item', action: 'create', rate: '0.02' }),
      expect.objectContaining({ resource: 'tax_item', action: 'update', rate: '0.025' }),
    ]);
  });
});
