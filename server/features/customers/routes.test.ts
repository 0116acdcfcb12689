import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CustomerV1, CustomerV2 } from '../../../shared/api/customers.ts';
import { DEMO_MANAGER } from '../../demo/accounts.ts';
import { COUNTER_CUSTOMERS } from '../../demo/counter-people.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';

interface Errors { errors: Record<string, string[]> }

const V1_KEYS = ['birth_date', 'company_id', 'email', 'first_name', 'id', 'last_name', 'phone'];
const V2_KEYS = [...V1_KEYS, 'account_id', 'driver_license_expiration_date', 'driver_license_number', 'driver_license_state',
  'driver_license_zip_code', 'expiration_date', 'file_attachments', 'id_number', 'location_id', 'loyalty_points', 'person_group_id' /* extension */].sort();

describeEachEngine('customers', (engine) => {
  let api: TestStoreApi;
  let token: string;
  let company: string;
  const all = async <C>(version: 1 | 2, query = '') =>
    (await call<{ customers: C[] }>(api.baseUrl, 'GET', `/api/v${version}/customers?limit=1000&${query}`, { token })).body.customers;
  const create = <C>(version: 1 | 2, customer: Record<string, unknown>) =>
    call<{ customer: C } & Partial<Errors>>(api.baseUrl, 'POST', `/api/v${version}/customers`, { token, body: { customer: { company_id: company, ...customer } } });

  beforeAll(async () => {
    api = await startStoreApi({ engine, demo: { products: 10 } });
    token = await api.signIn(DEMO_MANAGER);
    company = api.demo.companyIds[0];
  });
  afterAll(async () => { await api.close(); });

  it('lists the shapes of §2.4 per version', async () => {
    const v1 = await all<CustomerV1>(1);
    const v2 = await all<CustomerV2>(2);
    // The seeded customers and the named ones to try the compliance rules with.
    expect(v1).toHaveLength(60 + Object.keys(COUNTER_CUSTOMERS).length);
    for (const c of v1) expect(Object.keys(c).sort()).toEqual(V1_KEYS);
    for (const c of v2) expect(Object.keys(c).sort()).toEqual(V2_KEYS);
    const withBirth = v2.find((c) => c.birth_date !== null)!;
    expect(withBirth.birth_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(v1.find((c) => c.id === withBirth.id)!.birth_date).toBe(`${withBirth.birth_date!}T00:00:00.000Z`);
    expect(v2.every((c) => c.location_id === company && c.company_id === company && c.account_id === api.demo.accountId)).toBe(true);
    expect(v2.every((c) => Array.isArray(c.file_attachments) && c.file_attachments.length === 0)).toBe(true);
  });

  it('by_query matches first name, last name, e-mail or phone (contains, any case); pages', async () => {
    const everyone = await all<CustomerV2>(2);
    const matches = (c: CustomerV2, text: string) =>
      [c.first_name, c.last_name, c.email, c.phone].some((v) => (v ?? '').toLowerCase().includes(text.toLowerCase()));
    const sample = everyone[7]!;
    for (const text of [sample.first_name!.slice(0, 3).toUpperCase(), sample.last_name!, sample.email ?? 'example.com', '555-1']) {
      const found = await all<CustomerV2>(2, `by_query=${encodeURIComponent(text)}`);
      expect(found.length, text).toBeGreaterThan(0);
      expect(found.map((c) => c.id).sort(), text).toEqual(everyone.filter((c) => matches(c, text)).map((c) => c.id).sort());
    }
    const phoned = everyone.find((c) => c.phone !== null)!;
    const digits = phoned.phone!.replace(/\D/g, '');
    expect((await all<CustomerV2>(2, `by_query=${digits}`)).map((c) => c.id)).toContain(phoned.id);
    expect(await all<CustomerV2>(2, 'by_query=zzzz-nobody')).toEqual([]);
    const page = (await call<{ customers: CustomerV2[] }>(api.baseUrl, 'GET', '/api/v2/customers?limit=5&offset=10', { token })).body.customers;
    expect(page.map((c) => c.id)).toEqual(everyone.slice(10, 15).map((c) => c.id));
    expect((await call(api.baseUrl, 'GET', '/api/v2/customers?limit=-1', { token })).status).toBe(422);
  });

  it('creates with a formatted phone; v1 answers a birth timestamp, v2 a date', async () => {
    const v1 = await create<CustomerV1>(1, { first_name: 'Ada', last_name: 'Brook', phone: '503.555.0123', birth_date: '1990-04-05T00:00:00Z' });
    expect(v1.status).toBe(200);
    expect(Object.keys(v1.body.customer).sort()).toEqual(V1_KEYS);
    expect(v1.body.customer).toMatchObject({ first_name: 'Ada', phone: '(503) 555-0123', email: null, birth_date: '1990-04-05T00:00:00.000Z', company_id: company });
    const v2 = await create<CustomerV2>(2, { first_name: 'Bea', email: 'Bea@Example.com', birth_date: '1985-12-31', location_id: company });
    expect(v2.status).toBe(200);
    expect(Object.keys(v2.body.customer).sort()).toEqual(V2_KEYS);
    expect(v2.body.customer).toMatchObject({ email: 'bea@example.com', phone: null, birth_date: '1985-12-31', location_id: company, loyalty_points: null, file_attachments: [] });
    const listed = await all<CustomerV2>(2, 'by_query=bea@');
    expect(listed.map((c) => c.id)).toEqual([v2.body.customer.id]);
    const intl = await create<CustomerV2>(2, { phone: '+44 20 7946 0958' });
    expect(intl.body.customer.phone).toBe('+44 20 7946 0958');
  });

  it('a repeated create with the same client id returns the stored customer', async () => {
    const id = crypto.randomUUID();
    const first = await create<CustomerV2>(2, { id, first_name: 'Offline', phone: '(971) 555-0188' });
    expect(first.status).toBe(200);
    expect(first.body.customer.id).toBe(id);
    const again = await create<CustomerV2>(2, { id, first_name: 'Offline', phone: '(971) 555-0188' });
    expect(again.status).toBe(200);
    expect(again.body.customer).toEqual(first.body.customer);
    const rows = await api.store.db.selectFrom('customers').select('id').where('id', '=', id).execute();
    expect(rows).toHaveLength(1);
    // The same id in another location is refused, without saying whose it is.
    const elsewhere = await call<Errors>(api.baseUrl, 'POST', '/api/v2/customers', {
      token, company: api.demo.companyIds[1], body: { customer: { id, company_id: api.demo.companyIds[1], phone: '(971) 555-0188' } },
    });
    expect(elsewhere.status).toBe(422);
    expect(Object.keys(elsewhere.body.errors)).toEqual(['id']);
  });

  it('the same id with a different customer is 422 on id and changes nothing; another location\'s id says nothing of whose', async () => {
    const id = crypto.randomUUID();
    expect((await create<CustomerV2>(2, { id, first_name: 'Cara', phone: '(971) 555-0199' })).status).toBe(200);
    // Compared as stored: the same phone typed another way is the same customer.
    const retyped = await create<CustomerV2>(2, { id, first_name: 'Cara', phone: '971.555.0199' });
    expect(retyped.status).toBe(200);
    expect(retyped.body.customer).toMatchObject({ id, first_name: 'Cara', phone: '(971) 555-0199' });
    const different = await create<CustomerV2>(2, { id, first_name: 'Carl', phone: '(971) 555-0199' });
    expect(different.status).toBe(422);
    expect(different.body.errors).toEqual({ id: ['has already been used for a different customer'] });
    const elsewhere = await call<Errors>(api.baseUrl, 'POST', '/api/v2/customers', {
      token, company: api.demo.companyIds[1], body: { customer: { id, company_id: api.demo.companyIds[1], first_name: 'Cara', phone: '(971) 555-0199' } },
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors).toEqual({ id: ['has already been taken'] });
    const stored = await api.store.db.selectFrom('customers').select(['first_name', 'company_id']).where('id', '=', id).execute();
    expect(stored).toEqual([{ first_name: 'Cara', company_id: company }]);
  });

  it('validation failures are 422 naming each field, and nothing is stored', async () => {
    const before = (await all<CustomerV1>(1)).length;
    const cases: Array<[1 | 2, Record<string, unknown>, string[]]> = [
      [1, { first_name: 'No Contact' }, ['email', 'phone']],
      [2, { email: '  ', phone: '' }, ['email', 'phone']],
      [1, { email: 'not-an-email' }, ['email']],
      [2, { phone: '12345' }, ['phone']],
      [1, { email: 'x@y', phone: 'call me' }, ['email', 'phone']],
      [2, { phone: '5035550123', birth_date: 'yesterday' }, ['birth_date']],
      [2, { phone: '5035550123', birth_date: '2001-02-30' }, ['birth_date']],
      [1, { phone: '5035550123', company_id: api.demo.companyIds[1] }, ['company_id']],
      [2, { phone: '5035550123', company_id: api.demo.otherCompanyId }, ['company_id']],
      [2, { phone: '5035550123', location_id: api.demo.companyIds[1] }, ['location_id']],
      [2, { phone: 5035550123 }, ['phone']],
      [2, { phone: '5035550123', id: 'not-a-uuid' }, ['id']],
    ];
    for (const [version, customer, fields] of cases) {
      const res = await create(version, customer);
      expect(res.status, JSON.stringify(customer)).toBe(422);
      expect(Object.keys(res.body.errors!).sort(), JSON.stringify(customer)).toEqual(fields);
    }
    const invalid = await create(1, { email: 'not-an-email' });
    expect(invalid.body.errors).toEqual({ email: ['is not a valid e-mail'] });
    const badPhone = await create(1, { phone: '12345' });
    expect(badPhone.body.errors).toEqual({ phone: ['is not a valid phone number'] });
    const noCompany = await call<Errors>(api.baseUrl, 'POST', '/api/v1/customers', { token, body: { customer: { phone: '5035550123' } } });
    expect(noCompany.status).toBe(422);
    expect(Object.keys(noCompany.body.errors)).toEqual(['company_id']);
    expect((await all<CustomerV1>(1)).length).toBe(before);
  });

  it('never shows another location’s customers', async () => {
    const mine = new Set((await all<CustomerV2>(2)).map((c) => c.id));
    const theirs = (await call<{ customers: CustomerV2[] }>(api.baseUrl, 'GET', '/api/v2/customers?limit=1000', { token, company: api.demo.companyIds[1] })).body.customers;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((c) => mine.has(c.id))).toEqual([]);
    const foreign = await api.store.db.selectFrom('customers').select('id').where('company_id', '=', api.demo.otherCompanyId).execute();
    expect(foreign.filter((c) => mine.has(c.id))).toEqual([]);
    const forbidden = await call(api.baseUrl, 'GET', '/api/v2/customers', { token, company: api.demo.otherCompanyId });
    expect(forbidden.status).toBe(403);
  });
});
