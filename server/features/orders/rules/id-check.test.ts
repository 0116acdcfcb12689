import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RegisterSettingsAnswer } from '../../../../shared/api/register-settings.ts';
import type { Order } from '../../../../shared/api/sales.ts';
import { DEMO_BUDTENDER, DEMO_MANAGER } from '../../../demo/accounts.ts';
import { call } from '../../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../../test/support/store-api.ts';
import { NO_ID_CHECK } from './checks.ts';
import { ringOrder, saleBody, salesFixture, type SalesFixture, type SellableItem } from '../../../../test/support/orders/sales.ts';

/**
 * The buyer's ID check on a sale, as a client of the API meets it: a check may leave out what it
 * has no value for; a bad one is refused naming its field once; a sale without one is accepted
 * and flagged unless the location requires it, which a manager sets.
 */
describeEachEngine('the buyer\'s ID check on a sale', (engine) => {
  let api: TestStoreApi;
  let f: SalesFixture;
  let item: SellableItem;
  beforeAll(async () => {
    api = await startStoreApi({ engine, demo: { products: 12, customers: 4 } });
    f = await salesFixture(api, await api.signIn(DEMO_MANAGER), api.demo.companyIds[0]);
    item = f.items.find((i) => i.tax_item_ids.length === 0) ?? f.items[0]!;
  });
  afterAll(async () => { await api.close(); });

  const sale = (extra: Record<string, unknown> = {}) => {
    const body = saleBody(f, [{ item, units: 1 }]);
    Object.assign(body.order, extra);
    return body;
  };
  const orderCount = async (): Promise<number> => Number((await api.store.db.selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', f.company).executeTakeFirstOrThrow()).n);
  const setRequired = (token: string, body: unknown) =>
    call<RegisterSettingsAnswer & { errors?: Record<string, string[]> }>(api.baseUrl, 'PUT', '/api/v2/register_settings', { token, company: f.company, body });

  it('a check without the ID\'s expiration date is accepted, the date stored as null, the same sale as one sending null', async () => {
    const body = sale({ age_verification: { method: 'manual' } });
    const first = await ringOrder(f, body);
    expect(first.status).toBe(200);
    expect(first.body.order.age_verification).toEqual({ method: 'manual', id_expiration_date: null });
    expect(first.body.order.review_flags).toEqual([]);
    // The same receipt with the date sent as null is the same request: the stored order, not a 422 for another body.
    const again = await ringOrder(f, { order: { ...body.order, age_verification: { method: 'manual', id_expiration_date: null } } });
    expect(again.status).toBe(200);
    expect(again.body.order.id).toBe(first.body.order.id);
  });

  it('a bad check is refused naming each field once, in plain words, and stores nothing', async () => {
    const before = await orderCount();
    const refusals: Array<[unknown, Record<string, string[]>]> = [
      [{ method: 'glance' }, { 'age_verification.method': ['is not included in the list'] }],
      [{ method: 'scan', id_expiration_date: '12/31/2030' }, { 'age_verification.id_expiration_date': ['is invalid'] }],
      [{ id_expiration_date: '2030-12-31' }, { 'age_verification.method': ["can't be blank"] }],
      ['manual', { age_verification: ['must be an object or null'] }],
    ];
    for (const [check, errors] of refusals) {
      const answer = await ringOrder(f, sale({ age_verification: check }));
      expect({ check, status: answer.status, body: answer.body }).toEqual({ check, status: 422, body: { errors } });
    }
    expect(await orderCount()).toBe(before);
  });

  it('by default a sale with no check is accepted and flagged for the manager\'s review', async () => {
    const settings = await call<RegisterSettingsAnswer>(api.baseUrl, 'GET', '/api/v2/register_settings', { token: f.token, company: f.company });
    expect(settings.body.register_settings.age_verification_required).toBe(false);
    const answer = await ringOrder(f, sale());
    expect(answer.status).toBe(200);
    expect(answer.body.order.review_flags.map((flag) => flag.code)).toEqual([NO_ID_CHECK]);
    const flagged = await call<{ orders: Order[] }>(api.baseUrl, 'GET', '/api/v2/orders?flagged=true&limit=1000', { token: f.token, company: f.company });
    expect(flagged.body.orders.map((order) => order.id)).toContain(answer.body.order.id);
  });

  it('only a manager requires it, and a bad setting is refused with its field', async () => {
    const budtender = await setRequired(await api.signIn(DEMO_BUDTENDER), { register_settings: { age_verification_required: true } });
    expect(budtender.status).toBe(403);
    expect(await setRequired(f.token, { register_settings: { age_verification_required: 'yes' } }))
      .toMatchObject({ status: 422, body: { errors: { age_verification_required: ['must be true or false'] } } });
    expect(await setRequired(f.token, { register_settings: {} }))
      .toMatchObject({ status: 422, body: { errors: { age_verification_required: ["can't be blank"] } } });
    const read = await call<RegisterSettingsAnswer>(api.baseUrl, 'GET', '/api/v2/register_settings', { token: f.token, company: f.company });
    expect(read.body.register_settings.age_verification_required).toBe(false);
  });

  it('required: a live sale without a check is 422 on age_verification; rung offline it is recorded and flagged', async () => {
    const set = await setRequired(f.token, { register_settings: { age_verification_required: true } });
    expect(set.status).toBe(200);
    expect(set.body.register_settings.age_verification_required).toBe(true);
    // The register reads which rule is in force.
    const read = await call<RegisterSettingsAnswer>(api.baseUrl, 'GET', '/api/v2/register_settings', { token: f.token, company: f.company });
    expect(read.body.register_settings.age_verification_required).toBe(true);
    try {
      const before = await orderCount();
      const refused = await ringOrder(f, sale());
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ errors: { age_verification: ["can't be blank: this location requires the buyer's ID check on every sale"] } });
      expect(await orderCount()).toBe(before);

      const offline = await ringOrder(f, sale({ rung_offline: true }));
      expect(offline.status).toBe(200);
      expect(offline.body.order.review_flags.map((flag) => flag.code)).toContain(NO_ID_CHECK);

      const checked = await ringOrder(f, sale({ age_verification: { method: 'scan', id_expiration_date: '2031-05-01' } }));
      expect(checked.status).toBe(200);
      expect(checked.body.order.review_flags).toEqual([]);
    } finally {
      expect((await setRequired(f.token, { register_settings: { age_verification_required: false } })).status).toBe(200);
    }
    expect((await ringOrder(f, sale())).status).toBe(200);
  });
});
