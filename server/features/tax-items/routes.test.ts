import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxItem } from '../../../shared/api/money.ts';
import { DEMO_BUDTENDER, DEMO_MANAGER, DEMO_OTHER_MANAGER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import { taxItemsInForce } from './repository.ts';

type Errors = { errors: Record<string, string[]> };
const FIELDS = ['base_includes', 'exemption', 'id', 'included_in_price', 'name', 'rate', 'rounding'];
const HOUR = 3_600_000;

describeEachEngine('tax items', (engine) => {
  let api: TestStoreApi;
  let manager: string;
  let budtender: string;
  let downtown: string;
  let eastside: string;
  const list = async (version: 1 | 2, options: { token?: string; company?: string } = {}) =>
    call<{ tax_items: TaxItem[] }>(api.baseUrl, 'GET', `/api/v${version}/tax_items`, { token: manager, ...options });
  const post = (body: unknown, options: { token?: string; version?: 1 | 2 } = {}) =>
    call<{ tax_item: TaxItem } & Errors>(api.baseUrl, 'POST', `/api/v${options.version ?? 2}/tax_items`, { token: options.token ?? manager, body });
  const put = (id: string, body: unknown, options: { token?: string; version?: 1 | 2; company?: string } = {}) =>
    call<Errors>(api.baseUrl, 'PUT', `/api/v${options.version ?? 2}/tax_items/${id}`, { token: options.token ?? manager, company: options.company, body });
  const rateRows = async () => Number((await api.store.db.selectFrom('tax_item_rates').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const taxItemRows = async () => Number((await api.store.db.selectFrom('tax_items').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    api = await startStoreApi({ engine, demo: { products: 16, customers: 8 } });
    manager = await api.signIn(DEMO_MANAGER);
    budtender = await api.signIn(DEMO_BUDTENDER);
    [downtown, eastside] = api.demo.companyIds;
  });
  afterAll(async () => { await api.close(); });

  it('lists the location’s tax items with the rate in force now as a decimal string, the same under v1 and v2', async () => {
    const v2 = await list(2);
    expect(v2.status).toBe(200);
    expect(Object.keys(v2.body)).toEqual(['tax_items']);
    for (const item of v2.body.tax_items) expect(Object.keys(item).sort()).toEqual(FIELDS);
    expect(v2.body.tax_items.map(({ name, rate, included_in_price }) => [name, rate, included_in_price])).toEqual([
      ['Oregon retail marijuana tax', '0.17', false],
      ['Portland local marijuana tax', '0.03', false],
    ]);
    expect((await list(1)).body).toEqual(v2.body);
    const washington = (await list(2, { company: eastside })).body.tax_items;
    expect(washington.map(({ name, rate, included_in_price }) => [name, rate, included_in_price])).toEqual([
      ['Vancouver local sales tax', '0.021', false],
      ['Vancouver local sales tax (cannabis)', '0.021', false],
      ['Washington cannabis excise tax', '0.37', true],
      ['Washington retail sales tax', '0.065', false],
      ['Washington retail sales tax (cannabis)', '0.065', false],
    ]);
    // A budtender reads them.
    expect((await list(2, { token: budtender })).body).toEqual(v2.body);
  });

  it('reads one tax item; another location’s or account’s tax item is 404 like one that does not exist', async () => {
    const [first] = (await list(2)).body.tax_items;
    for (const version of [1, 2]) {
      const one = await call<{ tax_item: TaxItem }>(api.baseUrl, 'GET', `/api/v${version}/tax_items/${first!.id}`, { token: manager });
      expect(one.status).toBe(200);
      expect(one.body).toEqual({ tax_item: first });
    }
    const theirs = (await list(2, { token: await api.signIn(DEMO_OTHER_MANAGER) })).body.tax_items[0]!.id;
    const eastsideId = (await list(2, { company: eastside })).body.tax_items[0]!.id;
    for (const id of [eastsideId, theirs, crypto.randomUUID(), 'not-an-id']) {
      const answer = await call(api.baseUrl, 'GET', `/api/v2/tax_items/${id}`, { token: manager });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: 'Tax item not found' });
      expect((await put(id, { tax_item: { rate: '0.5' } })).status).toBe(404);
    }
    expect((await list(2, { company: eastside })).body.tax_items.find((t) => t.id === eastsideId)?.rate).not.toBe('0.50');
  });

  it('a manager creates a tax item (201, v1 and v2); a budtender may not (403) and nothing is written', async () => {
    const created = await post({ tax_item: { name: '  Oregon hemp surcharge  ', rate: '0.05', included_in_price: false } });
    expect(created.status).toBe(201);
    expect(created.body.tax_item).toMatchObject({ name: 'Oregon hemp surcharge', rate: '0.05', included_in_price: false });
    expect((await list(2)).body.tax_items).toContainEqual(created.body.tax_item);
    const v1 = await post({ tax_item: { name: 'Inclusive levy', rate: '0.125', included_in_price: true } }, { version: 1 });
    expect(v1.status).toBe(201);
    expect(v1.body.tax_item).toMatchObject({ name: 'Inclusive levy', rate: '0.125', included_in_price: true });

    const before = await taxItemRows();
    const refused = await post({ tax_item: { name: 'Sneaky tax', rate: '0.01', included_in_price: false } }, { token: budtender });
    expect(refused.status).toBe(403);
    expect(await taxItemRows()).toBe(before);
  });

  it('refuses a bad rate or a blank name with 422 naming the field, and writes nothing', async () => {
    const before = [await taxItemRows(), await rateRows()];
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ name: 'X', rate: 'abc', included_in_price: false }, { rate: ['must be a decimal string such as "0.17" for 17%'] }],
      [{ name: 'X', rate: '17%', included_in_price: false }, { rate: ['must be a decimal string such as "0.17" for 17%'] }],
      [{ name: 'X', rate: '-0.1', included_in_price: false }, { rate: ['must be greater than or equal to 0'] }],
      [{ name: 'X', rate: '1', included_in_price: false }, { rate: ['must be less than 1 (17% is "0.17")'] }],
      [{ name: 'X', rate: '1.5', included_in_price: false }, { rate: ['must be less than 1 (17% is "0.17")'] }],
      [{ name: 'X', rate: '0.1234567', included_in_price: false }, { rate: ['must have at most 6 decimal places'] }],
      [{ name: 'X', rate: 0.17, included_in_price: false }, { rate: ['must be a string'] }],
      [{ name: '   ', rate: '0.1', included_in_price: false }, { name: ["can't be blank"] }],
      [{ name: '', rate: 'x', included_in_price: false }, { name: ["can't be blank"], rate: ['must be a decimal string such as "0.17" for 17%'] }],
      [{ name: 'X', rate: '0.1' }, { included_in_price: ["can't be blank"] }],
    ];
    for (const [taxItem, errors] of cases) {
      const answer = await post({ tax_item: taxItem });
      expect(answer.status, JSON.stringify(taxItem)).toBe(422);
      expect(answer.body, JSON.stringify(taxItem)).toEqual({ errors });
    }
    const [item] = (await list(2)).body.tax_items;
    for (const [change, field] of [[{ rate: '2' }, 'rate'], [{ name: ' ' }, 'name'], [{ rate: '0.5', effective_at: '2020-01-01T00:00:00Z' }, 'effective_at'],
      [{ included_in_price: !item!.included_in_price }, 'included_in_price']] as const) {
      const answer = await put(item!.id, { tax_item: change });
      expect(answer.status, JSON.stringify(change)).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
    expect([await taxItemRows(), await rateRows()]).toEqual(before);
    expect((await list(2)).body.tax_items[0]).toEqual(item);
  });

  describe('rate changes', () => {
    it('a new rate is appended from now: the rate in force at an earlier moment is unchanged', async () => {
      const { body } = await post({ tax_item: { name: 'County levy', rate: '0.02', included_in_price: false } });
      const id = body.tax_item.id;
      const createdAt = new Date().toISOString();
      const rates = await rateRows();
      expect((await put(id, { tax_item: { id, rate: '0.025', name: 'County levy (2027)' } })).status).toBe(204);
      expect(await rateRows()).toBe(rates + 1);
      const now = (await call<{ tax_item: TaxItem }>(api.baseUrl, 'GET', `/api/v2/tax_items/${id}`, { token: manager })).body.tax_item;
      expect(now).toEqual({ id, name: 'County levy (2027)', rate: '0.025', included_in_price: false, base_includes: [], rounding: 'half_up', exemption: null });
      // The moment the item was created still finds its first rate.
      const then = await taxItemsInForce(api.store.db, downtown, createdAt);
      expect(then.find((t) => t.id === id)).toEqual({ id, name: 'County levy (2027)', rate: '0.02', includedInPrice: false });
      const later = await taxItemsInForce(api.store.db, downtown, new Date(Date.now() + HOUR).toISOString());
      expect(later.find((t) => t.id === id)?.rate).toBe('0.025');
      // The same rate again appends nothing; a rename alone appends nothing.
      expect((await put(id, { tax_item: { rate: '0.025' } }, { version: 1 })).status).toBe(204);
      expect((await put(id, { tax_item: { name: 'County levy' } })).status).toBe(204);
      expect(await rateRows()).toBe(rates + 1);
    });

    it('a rate may be scheduled: it is in force from effective_at on, not before', async () => {
      const { body } = await post({ tax_item: { name: 'Scheduled levy', rate: '0.04', included_in_price: false } });
      const id = body.tax_item.id;
      const from = new Date(Date.now() + 24 * HOUR);
      // Sent with an offset: stored and compared in UTC.
      const withOffset = `${new Date(from.getTime() - 7 * HOUR).toISOString().slice(0, 19)}-07:00`;
      expect((await put(id, { tax_item: { rate: '0.045', effective_at: withOffset } })).status).toBe(204);
      expect((await list(2)).body.tax_items.find((t) => t.id === id)?.rate).toBe('0.04');
      const justBefore = new Date(Math.floor(from.getTime() / 1000) * 1000 - 1).toISOString();
      expect((await taxItemsInForce(api.store.db, downtown, justBefore)).find((t) => t.id === id)?.rate).toBe('0.04');
      const atIt = `${withOffset.slice(0, 19)}-07:00`;
      expect((await taxItemsInForce(api.store.db, downtown, atIt)).find((t) => t.id === id)?.rate).toBe('0.045');
      // A second, different rate for the very same moment is refused.
      const clash = await put(id, { tax_item: { rate: '0.05', effective_at: withOffset } });
      expect(clash.status).toBe(422);
      expect(Object.keys(clash.body.errors)).toEqual(['effective_at']);
    });

    it('a budtender may not change a rate (403) and the rate stays', async () => {
      const [item] = (await list(2)).body.tax_items;
      const refused = await put(item!.id, { tax_item: { rate: '0.5' } }, { token: budtender });
      expect(refused.status).toBe(403);
      expect((await list(2)).body.tax_items[0]).toEqual(item);
    });
  });

  describe('what a tax is charged on, its rounding and its exemption rule', () => {
    it('a tax on a tax is created and changed with base_includes; the answer carries base, rounding and exemption', async () => {
      const excise = await post({ tax_item: { name: 'Test excise', rate: '0.10', included_in_price: false } });
      expect(excise.body.tax_item).toMatchObject({ base_includes: [], rounding: 'half_up', exemption: null });
      const exemption = { effective_at: null, expires_at: '2029-07-01T07:00:00Z', medical_items_only: true, medical_endorsement_required: true };
      const sales = await post({ tax_item: { name: 'Test sales tax', rate: '0.06', included_in_price: false, base_includes: [excise.body.tax_item.id], rounding: 'up', exemption } });
      expect(sales.status).toBe(201);
      expect(sales.body.tax_item).toMatchObject({ base_includes: [excise.body.tax_item.id], rounding: 'up', exemption });
      const read = await call<{ tax_item: TaxItem }>(api.baseUrl, 'GET', `/api/v2/tax_items/${sales.body.tax_item.id}`, { token: manager });
      expect(read.body.tax_item).toEqual(sales.body.tax_item);

      expect((await put(sales.body.tax_item.id, { tax_item: { base_includes: [], rounding: 'half_up', exemption: null } })).status).toBe(204);
      const changed = await call<{ tax_item: TaxItem }>(api.baseUrl, 'GET', `/api/v2/tax_items/${sales.body.tax_item.id}`, { token: manager });
      expect(changed.body.tax_item).toMatchObject({ base_includes: [], rounding: 'half_up', exemption: null, rate: '0.06' });
    });

    it('an exemption may need California\'s county-issued card (county_card_required, R&TC §6414); left out, it is false', async () => {
      const exemption = { effective_at: null, expires_at: null, medical_items_only: false, medical_endorsement_required: false };
      const county = await post({ tax_item: { name: 'Test CA sales tax', rate: '0.0725', included_in_price: false, exemption: { ...exemption, county_card_required: true } } });
      expect(county.status).toBe(201);
      expect(county.body.tax_item.exemption).toEqual({ ...exemption, county_card_required: true });
      const read = await call<{ tax_item: TaxItem }>(api.baseUrl, 'GET', `/api/v2/tax_items/${county.body.tax_item.id}`, { token: manager });
      expect(read.body.tax_item.exemption).toEqual({ ...exemption, county_card_required: true });
      const plain = await post({ tax_item: { name: 'Test plain relief', rate: '0.01', included_in_price: false, exemption } });
      expect(plain.body.tax_item.exemption).toEqual({ ...exemption, county_card_required: false });
    });

    it('refuses (422) a base that makes tax items include each other, names itself or no tax item of the location, and rules a tax inside the price cannot have', async () => {
      const a = (await post({ tax_item: { name: 'Cycle A', rate: '0.01', included_in_price: false } })).body.tax_item;
      const b = (await post({ tax_item: { name: 'Cycle B', rate: '0.01', included_in_price: false, base_includes: [a.id] } })).body.tax_item;
      const before = await list(2);
      const cycle = await put(a.id, { tax_item: { base_includes: [b.id] } });
      expect(cycle.status).toBe(422);
      expect(cycle.body.errors['base_includes']![0]).toContain('include each other');
      expect((await put(a.id, { tax_item: { base_includes: [a.id] } })).body.errors['base_includes']).toEqual(['cannot name the tax item itself']);
      const [foreign] = (await list(2, { company: eastside })).body.tax_items;
      const unknown = await post({ tax_item: { name: 'Elsewhere', rate: '0.01', included_in_price: false, base_includes: [foreign!.id] } });
      expect(unknown.status).toBe(422);
      expect(Object.keys(unknown.body.errors)).toEqual(['base_includes']);
      const inside = await post({ tax_item: { name: 'Inside', rate: '0.01', included_in_price: true, base_includes: [a.id], rounding: 'up' } });
      expect(Object.keys(inside.body.errors).sort()).toEqual(['base_includes', 'rounding']);
      const badDates = await post({ tax_item: { name: 'Dated', rate: '0.01', included_in_price: false, exemption: {
        effective_at: '2030-01-01T00:00:00Z', expires_at: '2029-01-01T00:00:00Z', medical_items_only: false, medical_endorsement_required: false,
      } } });
      expect(badDates.body.errors).toEqual({ 'exemption.expires_at': ['must be after effective_at'] });
      // Nothing was written: the same tax items, rates and rules (the answer's headers may differ).
      expect((await list(2)).body).toEqual(before.body);
    });
  });

  it('taxItemsInForce: nothing before the demo rates took effect; each location its own items', async () => {
    expect(await taxItemsInForce(api.store.db, downtown, '2024-12-31T23:59:59.000Z')).toEqual([]);
    const demoSale = await taxItemsInForce(api.store.db, downtown, '2026-11-20T10:30:00-08:00');
    expect(demoSale.map((t) => [t.name, t.rate, t.includedInPrice])).toEqual([
      ['Oregon retail marijuana tax', '0.17', false], ['Portland local marijuana tax', '0.03', false],
    ]);
    const washington = await taxItemsInForce(api.store.db, eastside, '2026-11-20T10:30:00-08:00');
    expect(washington.map((t) => t.name)).toContain('Washington cannabis excise tax');
    expect(washington.some((t) => demoSale.some((d) => d.id === t.id))).toBe(false);
  });
});
