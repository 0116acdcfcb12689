import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_BUDTENDER, DEMO_MANAGER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import type { Order } from '../../../shared/api/sales.ts';
import type { StateReporting } from '../../../shared/api/state-reporting.ts';
import { ringOrder, saleBody, salesFixture, type SalesFixture } from '../../../test/support/orders/sales.ts';
import { readLocationChain } from '../audit/chain-store.ts';
import { verifyChain } from '../../../shared/compliance/audit-chain.ts';

type Errors = { errors: Record<string, string[]> };

describeEachEngine('GET and PUT /state_reporting', (engine) => {
  let api: TestStoreApi;
  let strict: TestStoreApi;
  let token: string;
  let company: string;
  beforeAll(async () => {
    [api, strict] = await Promise.all([startStoreApi({ engine, config: { metrcAllowHttp: true } }), startStoreApi({ engine, config: { metrcAllowHosts: ['metrc-proxy.example.com'] } })]);
    token = await api.signIn(DEMO_MANAGER);
    company = api.demo.companyIds[0];
  });
  afterAll(async () => { await Promise.all([api.close(), strict.close()]); });
  const put = (body: unknown, as = token, on = api) => call<Errors>(on.baseUrl, 'PUT', '/api/v2/state_reporting', { token: as, company, body: { state_reporting: body } });
  const get = () => call<{ state_reporting: StateReporting }>(api.baseUrl, 'GET', '/api/v2/state_reporting', { token, company });

  it('a location starts reporting nothing', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body.state_reporting).toEqual({
      system: 'none', api_url: null, license_number: null, user_api_key_set: false, waiting: 0, needs_attention: 0,
      oldest_waiting_charged_on: null, deadline: null, last_reported_at: null, credentials_rejected_at: null,
      // An Oregon location: the rule its deadline rests on is named even before a sale waits.
      deadline_rule: { citation: 'OAR 845-025-7580(1)(b)', note: null },
    });
  });

  it('a manager sets Metrc: the URL defaults by the state (Oregon), the key is sealed and never answered', async () => {
    expect((await put({ system: 'metrc', license_number: '050-1010496A3E6', user_api_key: 'the-user-key-123' })).status).toBe(204);
    const { body } = await get();
    expect(body.state_reporting).toMatchObject({ system: 'metrc', api_url: 'https://api-or.metrc.com', license_number: '050-1010496A3E6', user_api_key_set: true });
    expect(JSON.stringify(body)).not.toContain('the-user-key-123');
    const row = await api.store.db.selectFrom('state_reporting_settings').selectAll().where('company_id', '=', company).executeTakeFirstOrThrow();
    expect(row.user_api_key_sealed).not.toBeNull();
    expect(row.user_api_key_sealed).not.toContain('the-user-key');
    expect(Buffer.from(row.user_api_key_sealed!, 'base64').toString('latin1')).not.toContain('the-user-key');
    // Leaving the key out keeps the one set, while the address stays.
    expect((await put({ system: 'metrc', license_number: '050-1010496A3E6' })).status).toBe(204);
    // The keys go where the URL points: moving it needs the user key again, in the same request.
    const moved = await put({ system: 'metrc', license_number: '050-1010496A3E6', api_url: 'http://127.0.0.1:9' });
    expect([moved.status, Object.keys(moved.body.errors)]).toEqual([422, ['user_api_key']]);
    expect((await get()).body.state_reporting).toMatchObject({ api_url: 'https://api-or.metrc.com' });
    expect((await put({ system: 'metrc', license_number: '050-1010496A3E6', api_url: 'http://127.0.0.1:9', user_api_key: 'the-user-key-123' })).status).toBe(204);
    expect((await get()).body.state_reporting).toMatchObject({ api_url: 'http://127.0.0.1:9', user_api_key_set: true });
  });

  it("each change of a reporting setting is in the location's audit chain, by the manager, without the key; a refused one is not", async () => {
    const before = await readLocationChain(api.store.db, company);
    const manager = await api.store.db.selectFrom('users').select('id').where('email', '=', DEMO_MANAGER).executeTakeFirstOrThrow();
    expect((await put({ system: 'metrc', license_number: '050-1010496A3E6', api_url: 'http://127.0.0.1:10' })).status).toBe(422);
    expect(await readLocationChain(api.store.db, company)).toHaveLength(before.length);
    expect((await put({ system: 'metrc', license_number: '050-1010496A3E6', api_url: 'http://127.0.0.1:10', user_api_key: 'a-new-user-key' })).status).toBe(204);
    // The same settings again change nothing, and record nothing.
    expect((await put({ system: 'metrc', license_number: '050-1010496A3E6', api_url: 'http://127.0.0.1:10' })).status).toBe(204);
    const chain = await readLocationChain(api.store.db, company);
    const added = chain.slice(before.length);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      kind: 'state-reporting-changed', actor_id: manager.id, register_id: null,
      details: {
        system: 'metrc', api_url: 'http://127.0.0.1:10', license_number: '050-1010496A3E6', user_api_key_replaced: true,
        previous: { system: 'metrc', api_url: 'http://127.0.0.1:9', license_number: '050-1010496A3E6' },
      },
    });
    expect(JSON.stringify(chain)).not.toContain('a-new-user-key');
    expect(verifyChain(chain)).toMatchObject({ ok: true });
    expect((await put({ system: 'metrc', license_number: '050-1010496A3E6', api_url: 'http://127.0.0.1:9', user_api_key: 'the-user-key-123' })).status).toBe(204);
  });

  it('a budtender may not (403), and nothing changes', async () => {
    const budtender = await api.signIn(DEMO_BUDTENDER);
    const { status } = await put({ system: 'none' }, budtender);
    expect(status).toBe(403);
    expect((await get()).body.state_reporting.system).toBe('metrc');
  });

  it('422 names each bad field, and changes nothing', async () => {
    const other = await strict.signIn(DEMO_MANAGER);
    const cases: Array<[unknown, string[], TestStoreApi, string]> = [
      [{ system: 'nonsense' }, ['system'], api, token],
      [{ system: 'metrc', license_number: '' }, ['license_number', 'user_api_key'], strict, other],
      [{ system: 'metrc', license_number: 'bad licence!', user_api_key: 'k' }, ['license_number'], api, token],
      [{ system: 'ccrs' }, ['license_number'], strict, other],
      // A licence starting like a formula would start the CCRS file's cells as one.
      [{ system: 'ccrs', license_number: '-1-1' }, ['license_number'], strict, other],
    ];
    for (const [body, fields, on, as] of cases) {
      const { status, body: answer } = await put(body, as, on);
      expect(status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.errors).sort(), JSON.stringify(body)).toEqual(fields);
    }
    // Without --metrc-allow-http only https:// URLs of public hosts.
    for (const url of ['http://api-or.metrc.com', 'https://127.0.0.1:8443', 'https://10.0.0.8', 'https://localhost']) {
      const { status, body } = await put({ system: 'metrc', license_number: 'L1', user_api_key: 'k', api_url: url }, other, strict);
      expect(status, url).toBe(422);
      expect(Object.keys(body.errors), url).toEqual(['api_url']);
    }
    // This server serves several accounts (the demo's other account): only Metrc's hosts, or the operator's --metrc-allow-host.
    const elsewhere = await put({ system: 'metrc', license_number: 'L1', user_api_key: 'k', api_url: 'https://collector.example.com' }, other, strict);
    expect([elsewhere.status, elsewhere.body.errors]).toEqual([422, { api_url: [expect.stringContaining("must be Metrc's address")] }]);
    expect((await put({ system: 'metrc', license_number: 'L1', user_api_key: 'k', api_url: 'https://metrc-proxy.example.com' }, other, strict)).status).toBe(204);
    expect((await put({ system: 'metrc', license_number: 'L1', user_api_key: 'k', api_url: 'https://sandbox-api-or.metrc.com' }, other, strict)).status).toBe(204);
    // Washington has no Metrc: a URL must be given.
    const washington = await call<Errors>(strict.baseUrl, 'PUT', '/api/v2/state_reporting', {
      token: other, company: strict.demo.companyIds[1], body: { state_reporting: { system: 'metrc', license_number: 'L1', user_api_key: 'k' } },
    });
    expect([washington.status, Object.keys(washington.body.errors)]).toEqual([422, ['api_url']]);
    expect((await get()).body.state_reporting).toMatchObject({ system: 'metrc', api_url: 'http://127.0.0.1:9' });
  });

  it("a sale answers its state_report, and the location's backlog counts it with its deadline", async () => {
    const f: SalesFixture = await salesFixture(api, token, company);
    const sale = await ringOrder(f, saleBody(f, [{ item: f.items[0]!, units: 1 }]));
    expect(sale.status).toBe(200);
    expect(sale.body.order.state_report).toEqual({ system: 'metrc', status: 'waiting', external_id: null, reported_at: null, error: null });
    const read = await call<{ order: Order }>(api.baseUrl, 'GET', `/api/v2/orders/${sale.body.order.id}`, { token, company });
    expect(read.body.order.state_report).toEqual(sale.body.order.state_report);
    const { body } = await get();
    expect(body.state_reporting).toMatchObject({ waiting: 1, oldest_waiting_charged_on: sale.body.order.charged_on });
    // Oregon: by 8 a.m. local the next day (CHARGED_ON is 10:30 a.m. in Portland on 21 November).
    expect(body.state_reporting.deadline).toBe('2026-11-22T16:00:00.000Z');
  });

  it("each tax item's Metrc field: Oregon's tax as SalesTax, Portland's as CityTax; managers change it", async () => {
    type Fields = { tax_fields: Array<{ tax_item_id: string; name: string; metrc_field: string }> };
    const fields = (await call<Fields>(api.baseUrl, 'GET', '/api/v2/state_reporting/tax_fields', { token, company })).body.tax_fields;
    expect(fields.map((f) => [f.name, f.metrc_field])).toEqual([['Oregon retail marijuana tax', 'SalesTax'], ['Portland local marijuana tax', 'CityTax']]);
    const path = `/api/v2/state_reporting/tax_fields/${fields[0]!.tax_item_id}`;
    const budtender = await api.signIn(DEMO_BUDTENDER);
    expect((await call(api.baseUrl, 'PUT', path, { token: budtender, company, body: { tax_field: { metrc_field: 'ExciseTax' } } })).status).toBe(403);
    expect((await call(api.baseUrl, 'PUT', path, { token, company, body: { tax_field: { metrc_field: 'Nonsense' } } })).status).toBe(422);
    expect((await call(api.baseUrl, 'PUT', `/api/v2/state_reporting/tax_fields/${crypto.randomUUID()}`, { token, company, body: { tax_field: { metrc_field: 'ExciseTax' } } })).status).toBe(404);
    expect((await call(api.baseUrl, 'PUT', path, { token, company, body: { tax_field: { metrc_field: 'ExciseTax' } } })).status).toBe(204);
    const after = (await call<Fields>(api.baseUrl, 'GET', '/api/v2/state_reporting/tax_fields', { token, company })).body.tax_fields;
    expect(after[0]!.metrc_field).toBe('ExciseTax');
    const last = (await readLocationChain(api.store.db, company)).at(-1);
    expect(last).toMatchObject({ kind: 'state-reporting-changed', details: { tax_item_id: fields[0]!.tax_item_id, metrc_field: 'ExciseTax', previous: { metrc_field: 'SalesTax' } } });
  });
});
