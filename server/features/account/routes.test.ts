import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_BUDTENDER, DEMO_MANAGER, DEMO_OTHER_MANAGER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { basic, describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';

describeEachEngine('account: /me and companies', (engine) => {
  let api: TestStoreApi;
  beforeAll(async () => { api = await startStoreApi({ engine }); });
  afterAll(async () => { await api.close(); });

  it('GET /api/v1/me returns the v1 user with a token', async () => {
    const { status, body } = await call<{ user: Record<string, unknown> }>(api.baseUrl, 'GET', '/api/v1/me', { authorization: basic(DEMO_MANAGER, 'canopy-demo') });
    expect(status).toBe(200);
    expect(Object.keys(body.user).sort()).toEqual(['budtender', 'company_id', 'created_at', 'email', 'first_name', 'id', 'last_name', 'name', 'token', 'username']);
    expect(body.user).toMatchObject({ email: DEMO_MANAGER, name: 'Maria Lopez', budtender: false, company_id: api.demo.companyIds[0] });
    expect(body.user['token']).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('GET /api/v2/me adds the v2 fields', async () => {
    const { status, body } = await call<{ user: Record<string, unknown> }>(api.baseUrl, 'GET', '/api/v2/me', { authorization: basic(DEMO_BUDTENDER, 'canopy-demo') });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      budtender: true, accessible_company_ids: [api.demo.companyIds[0]], accessible_location_ids: [api.demo.companyIds[0]],
      email_settings: null, crm_id: null, license_number: null, state_credentials: [], account_id: api.demo.accountId,
    });
    for (const field of ['support_user_hash', 'pin', 'role_id']) expect(typeof body.user[field]).toBe('string');
  });

  it('a wrong password, an unknown e-mail or no credentials is 401 {error}', async () => {
    for (const authorization of [basic(DEMO_MANAGER, 'wrong'), basic('nobody@canopy.demo', 'canopy-demo'), undefined]) {
      const { status, body } = await call(api.baseUrl, 'GET', '/api/v2/me', authorization === undefined ? {} : { authorization });
      expect(status).toBe(401);
      expect(typeof body['error']).toBe('string');
    }
  });

  it('the token works in both header forms, and a bad token is 401', async () => {
    const token = await api.signIn(DEMO_MANAGER);
    const company = api.demo.companyIds[0];
    for (const authorization of [`Token token="${token}"`, `Token ${token}`]) {
      const { status } = await call(api.baseUrl, 'GET', `/api/v2/companies/${company}`, { authorization });
      expect(status).toBe(200);
    }
    expect((await call(api.baseUrl, 'GET', `/api/v2/companies/${company}`, { authorization: 'Token token="nope"' })).status).toBe(401);
  });

  it('GET /companies/{id} returns the company; another account\'s company is 404', async () => {
    const token = await api.signIn(DEMO_MANAGER);
    const { status, body } = await call<{ company: Record<string, unknown> }>(api.baseUrl, 'GET', `/api/v1/companies/${api.demo.companyIds[1]}`, { token });
    expect(status).toBe(200);
    expect(Object.keys(body.company).sort()).toEqual(['city', 'id', 'name', 'state', 'street', 'zip_code']);
    expect(body.company['name']).toBe('Green Valley — Eastside');
    expect((await call(api.baseUrl, 'GET', `/api/v1/companies/${api.demo.otherCompanyId}`, { token })).status).toBe(404);
  });

  it('X-CNPY-CompanyId outside the user\'s locations is 403 {error}', async () => {
    const token = await api.signIn(DEMO_BUDTENDER);
    const { status, body } = await call(api.baseUrl, 'GET', '/api/v2/brands', { token, company: api.demo.companyIds[1] });
    expect(status).toBe(403);
    expect(typeof body['error']).toBe('string');
    const other = await api.signIn(DEMO_OTHER_MANAGER);
    expect((await call(api.baseUrl, 'GET', '/api/v2/brands', { token: other, company: api.demo.companyIds[0] })).status).toBe(403);
  });

  it('sign-out revokes the token', async () => {
    const token = await api.signIn(DEMO_MANAGER);
    expect((await call(api.baseUrl, 'DELETE', '/api/v2/me/token', { token })).status).toBe(204);
    expect((await call(api.baseUrl, 'GET', '/api/v2/brands', { token })).status).toBe(401);
  });

  it('unknown paths are 404 {error}; health and the OpenAPI document need no auth', async () => {
    const missing = await call(api.baseUrl, 'GET', '/api/v2/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body['error']).toBeTypeOf('string');
    expect((await call(api.baseUrl, 'GET', '/health')).body).toEqual({ status: 'ok' });
    const openapi = await call<{ openapi: string; paths: Record<string, unknown> }>(api.baseUrl, 'GET', '/openapi.json');
    expect(openapi.body.openapi).toBe('3.1.0');
    expect(Object.keys(openapi.body.paths)).toContain('/api/v2/brands');
  });
});
