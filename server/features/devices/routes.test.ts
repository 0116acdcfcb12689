import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_BUDTENDER, DEMO_MANAGER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import type { Device, PaymentMethod } from '../../../shared/api/sales.ts';

describeEachEngine('devices and payment methods', (engine) => {
  let api: TestStoreApi;
  let manager: string;
  beforeAll(async () => {
    api = await startStoreApi({ engine });
    manager = await api.signIn(DEMO_MANAGER);
  });
  afterAll(async () => { await api.close(); });

  it('lists the demo registers and payment methods of the location only', async () => {
    const devices = await call<{ devices: Device[] }>(api.baseUrl, 'GET', '/api/v2/devices', { token: manager });
    expect(devices.body.devices.map((d) => d.name)).toEqual(['Front Counter 1', 'Front Counter 2']);
    expect(devices.body.devices.every((d) => d.location_id === api.demo.companyIds[0])).toBe(true);
    const methods = await call<{ payment_methods: PaymentMethod[] }>(api.baseUrl, 'GET', '/api/v2/payment_methods', { token: manager });
    expect(methods.body.payment_methods.map((m) => [m.name, m.payment_type, m.active])).toEqual([
      ['Cash', 0, true], ['Debit', 1, true], ['Cashless ATM', 2, true], ['Gift Card', 3, true], ['Credit', 4, true]]);
    const eastside = await call<{ payment_methods: PaymentMethod[] }>(api.baseUrl, 'GET', '/api/v2/payment_methods', { token: manager, company: api.demo.companyIds[1] });
    const ids = new Set(methods.body.payment_methods.map((m) => m.id));
    expect(eastside.body.payment_methods.some((m) => ids.has(m.id))).toBe(false);
  });

  it('a manager registers a device (201), a repeat with the same id returns it (200)', async () => {
    const id = crypto.randomUUID();
    const created = await call<{ device: Device }>(api.baseUrl, 'POST', '/api/v2/devices', { token: manager, body: { device: { id, name: 'Back Office' } } });
    expect(created.status).toBe(201);
    expect(created.body.device).toMatchObject({ id, name: 'Back Office', location_id: api.demo.companyIds[0] });
    const again = await call<{ device: Device }>(api.baseUrl, 'POST', '/api/v2/devices', { token: manager, body: { device: { id, name: 'Back Office' } } });
    expect(again.status).toBe(200);
    expect(again.body.device).toEqual(created.body.device);
    const elsewhere = await call<{ errors: Record<string, string[]> }>(api.baseUrl, 'POST', '/api/v2/devices', { token: manager, company: api.demo.companyIds[1], body: { device: { id, name: 'X' } } });
    expect(elsewhere.status).toBe(422);
    expect(Object.keys(elsewhere.body.errors)).toEqual(['id']);
  });

  it('the same id with a different device is 422 on id and changes nothing; another location\'s id says nothing of whose', async () => {
    const id = crypto.randomUUID();
    const register = (name: string, company = api.demo.companyIds[0]) =>
      call<{ device: Device; errors: Record<string, string[]> }>(api.baseUrl, 'POST', '/api/v2/devices', { token: manager, company, body: { device: { id, name } } });
    expect((await register('Drive Thru')).status).toBe(201);
    // The name is trimmed before it is compared, as before it is stored.
    expect((await register('  Drive Thru ')).status).toBe(200);
    const different = await register('Drive Thru 2');
    expect(different.status).toBe(422);
    expect(different.body.errors).toEqual({ id: ['has already been used for a different device'] });
    const elsewhere = await register('Drive Thru', api.demo.companyIds[1]);
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors).toEqual({ id: ['has already been taken'] });
    const stored = await api.store.db.selectFrom('devices').select(['name', 'company_id']).where('id', '=', id).execute();
    expect(stored).toEqual([{ name: 'Drive Thru', company_id: api.demo.companyIds[0] }]);
  });

  it('a budtender gets 403 {error}; a blank name is 422', async () => {
    const budtender = await api.signIn(DEMO_BUDTENDER);
    const refused = await call<{ error: string }>(api.baseUrl, 'POST', '/api/v2/devices', { token: budtender, body: { device: { name: 'Sneaky' } } });
    expect(refused.status).toBe(403);
    expect(typeof refused.body.error).toBe('string');
    const blank = await call<{ errors: Record<string, string[]> }>(api.baseUrl, 'POST', '/api/v2/devices', { token: manager, body: { device: { name: ' ' } } });
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.body.errors)).toEqual(['name']);
  });
});
