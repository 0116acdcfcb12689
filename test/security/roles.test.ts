import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_BUDTENDER, DEMO_MANAGER } from '../../server/demo/accounts.ts';
import { ringOrder, saleBody, salesFixture, type SalesFixture } from '../support/orders/sales.ts';
import { call } from '../support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../support/store-api.ts';

// The permission table's cells that live in the sales routes: refunds above the limit and
// closing another person's shift need a manager (docs/security.md, "Who may do what").
describeEachEngine('roles in sales', (engine) => {
  let api: TestStoreApi;
  let manager: SalesFixture;
  let budtender: SalesFixture;
  const close = { shift: { close_drawer_amount: 10_000, close_drop_amount: 0, close_note: 'count' } };

  beforeAll(async () => {
    api = await startStoreApi({ engine, config: { refundLimitCents: 1_000 } });
    const company = api.demo.companyIds[0];
    manager = await salesFixture(api, await api.signIn(DEMO_MANAGER), company);
    const budtenderToken = await api.signIn(DEMO_BUDTENDER);
    // Devices are registered by managers; the budtender opens a shift of their own on a fresh one.
    const device = await call<{ device: { id: string } }>(api.baseUrl, 'POST', '/api/v2/devices', { token: manager.token, company, body: { device: { name: 'Counter B' } } });
    const shift = await call<{ shift: SalesFixture['shift'] }>(api.baseUrl, 'POST', '/api/v2/shifts', {
      token: budtenderToken, company, device: device.body.device.id, body: { shift: { employee_id: api.demo.budtenderId, open_amount: 5_000 } },
    });
    expect(shift.status).toBe(200);
    budtender = { ...manager, token: budtenderToken, device: device.body.device.id, shift: shift.body.shift };
  });
  afterAll(async () => { await api.close(); });

  it('a budtender may ring sales and refund up to the limit; above it needs a manager', async () => {
    const cheap = budtender.items.find((i) => i.sell_price <= 1_000)!;
    const dear = budtender.items.find((i) => i.sell_price > 1_000)!;
    expect((await ringOrder(budtender, saleBody(budtender, [{ item: dear, units: 1 }]))).status).toBe(200);
    expect((await ringOrder(budtender, saleBody(budtender, [{ item: cheap, units: 1 }], { orderType: 1 }))).status).toBe(200);
    const refused = await ringOrder(budtender, saleBody(budtender, [{ item: dear, units: 1 }], { orderType: 1 }));
    expect(refused.status).toBe(403);
    expect(typeof (refused.body as unknown as { error: string }).error).toBe('string');
    expect((await ringOrder(manager, saleBody(manager, [{ item: dear, units: 1 }], { orderType: 1 }))).status).toBe(200);
  });

  it('a budtender cannot close the manager\'s shift; the manager can close anyone\'s', async () => {
    const refused = await call(api.baseUrl, 'POST', `/api/v2/shifts/${manager.shift.id}/close`, { token: budtender.token, company: budtender.company, body: close });
    expect(refused.status).toBe(403);
    const stillOpen = await call<{ shift: { closed_at: string | null } }>(api.baseUrl, 'GET', `/api/v2/shifts/${manager.shift.id}`, { token: manager.token, company: manager.company });
    expect(stillOpen.body.shift.closed_at).toBeNull();
    const own = await call(api.baseUrl, 'POST', `/api/v2/shifts/${budtender.shift.id}/close`, { token: budtender.token, company: budtender.company, body: close });
    expect(own.status).toBe(200);
    const byManager = await call(api.baseUrl, 'POST', `/api/v2/shifts/${manager.shift.id}/close`, { token: manager.token, company: manager.company, body: close });
    expect(byManager.status).toBe(200);
  });

  it('a budtender cannot register a device', async () => {
    const refused = await call(api.baseUrl, 'POST', '/api/v2/devices', { token: budtender.token, company: budtender.company, body: { device: { name: 'Sneaky' } } });
    expect(refused.status).toBe(403);
  });
});

describeEachEngine('roles in the back office', (engine) => {
  let api: TestStoreApi;
  beforeAll(async () => { api = await startStoreApi({ engine }); });
  afterAll(async () => { await api.close(); });

  it('only a manager creates places and updates inventory items; a refused write changes nothing', async () => {
    const budtender = await api.signIn(DEMO_BUDTENDER);
    const manager = await api.signIn(DEMO_MANAGER);
    const place = { place: { name: 'Display Case 2', description: 'By the door', inventory_status: 0 } };
    const refusedPlace = await call(api.baseUrl, 'POST', '/api/v2/places', { token: budtender, body: place });
    expect(refusedPlace.status).toBe(403);
    expect((await call(api.baseUrl, 'POST', '/api/v2/places', { token: manager, body: place })).status).toBe(201);

    const item = await api.store.db.selectFrom('inventory_items').select(['id', 'sku']).where('company_id', '=', api.demo.companyIds[0]).orderBy('id').executeTakeFirstOrThrow();
    const update = { inventory_item: { sku: 'RELABELLED-1' } };
    expect((await call(api.baseUrl, 'PUT', `/api/v2/inventory_items/${item.id}`, { token: budtender, body: update })).status).toBe(403);
    const unchanged = await api.store.db.selectFrom('inventory_items').select('sku').where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(unchanged.sku).toBe(item.sku);
    expect((await call(api.baseUrl, 'PUT', `/api/v2/inventory_items/${item.id}`, { token: manager, body: update })).status).toBe(204);
  });
});
