import { expect, it } from 'vitest';
import { call } from '../support/http.ts';
import { describeEachEngine, withStoreApi, type TestStoreApi } from '../support/store-api.ts';

type Answer = { errors?: Record<string, string[]> } & Record<string, unknown>;

/**
 * The fields a client sets who may buy what with (issue #32's interface): on a company
 * `medical_licence_number` and `medical_sales`, on a product `medical_only`, on a patient
 * `card_type` and `card_effective_date`. Each is read back as written; a bad value is a 422 naming it.
 */
describeEachEngine('who may buy what: the fields', (engine) => {
  let api: TestStoreApi;
  let manager: string;
  withStoreApi(engine, (started, token) => { api = started; manager = token; }, { demo: { products: 8, customers: 2 } });
  const v2 = (method: string, path: string, body?: unknown) => call<Answer>(api.baseUrl, method, `/api/v2${path}`, { token: manager, body });

  it('a company says whether it may make medical sales, and its medical licence, on GET and PUT /companies/{id}', async () => {
    const id = api.demo.companyIds[0];
    const put = await v2('PUT', `/companies/${id}`, { company: { medical_sales: false, medical_licence_number: ' MED-050-1001 ' } });
    expect(put.status).toBe(200);
    expect(put.body['company']).toMatchObject({ medical_sales: false, medical_licence_number: 'MED-050-1001' });
    const read = await v2('GET', `/companies/${id}`);
    expect(read.body['company']).toMatchObject({ id, medical_sales: false, medical_licence_number: 'MED-050-1001' });
    // The column the tax relief reads is the same fact.
    const row = await api.store.db.selectFrom('companies').select(['medical_endorsement', 'medical_license_number']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ medical_endorsement: 0, medical_license_number: 'MED-050-1001' });
    const bad = await v2('PUT', `/companies/${id}`, { company: { medical_sales: 'yes' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['medical_sales']);
    const clash = await v2('PUT', `/companies/${id}`, { company: { medical_sales: true, medical_endorsement: false } });
    expect(clash.status).toBe(422);
    expect(Object.keys(clash.body.errors ?? {})).toEqual(['medical_sales']);
    expect((await v2('PUT', `/companies/${id}`, { company: { medical_sales: true } })).body['company']).toMatchObject({ medical_sales: true });
  });

  it('a product may be marked medical-only', async () => {
    const product = await api.store.db.selectFrom('products').select('id').where('company_id', '=', api.demo.companyIds[0]).executeTakeFirstOrThrow();
    const put = await v2('PUT', `/products/${product.id}`, { product: { medical_only: true } });
    expect(put.status).toBe(200);
    expect(put.body['product']).toMatchObject({ medical_only: true });
    expect((await v2('GET', `/products/${product.id}`)).body['product']).toMatchObject({ medical_only: true });
    expect((await v2('PUT', `/products/${product.id}`, { product: { medical_only: false } })).body['product']).toMatchObject({ medical_only: false });
  });

  it('a patient records which card they showed and from when', async () => {
    const created = await v2('POST', '/patients', { patient: {
      first_name: 'Rosa', last_name: 'Diaz', birth_date: '1990-04-02', card_number: 'CNTY-7731', card_expiration_date: '2030-01-01',
      card_effective_date: '2025-01-02', card_type: 'county_card',
    } });
    expect(created.status).toBe(201);
    expect(created.body['patient']).toMatchObject({ card_type: 'county_card', card_effective_date: '2025-01-02' });
    const bad = await v2('POST', '/patients', { patient: {
      first_name: 'Rosa', last_name: 'Diaz', birth_date: '1990-04-02', card_number: 'CNTY-7732', card_expiration_date: '2030-01-01', card_type: 'doctor_note',
    } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['card_type']);
  });
});
