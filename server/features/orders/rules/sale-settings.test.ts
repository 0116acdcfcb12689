import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { openDatabase, type StoreDatabase } from '../../../db/connect.ts';
import { DEMO_MANAGER } from '../../../demo/accounts.ts';
import { call } from '../../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../../test/support/store-api.ts';
import { ringOrder, saleBody, salesFixture, type SalesFixture, type SellableItem } from '../../../../test/support/orders/sales.ts';

/** Half up on whole cents, written out so the test does not reuse the engine's arithmetic. */
const percentOf = (cents: number, percent: number): number => Math.floor((cents * percent + 50) / 100);
/** Up to the next whole cent, as Oregon's retail tax is rounded (ORS 475C.674(3)). */
const upOf = (cents: number, percent: number): number => Math.floor((cents * percent + 99) / 100);

/**
 * A Store API instance keeps each location's sale settings in memory; several instances share one
 * database. Here two instances (two apps, each with its own connections) over one database: a
 * settings write through the other instance, or straight into the database, is seen by the very
 * next sale on this one.
 */
describeEachEngine('sale settings kept by an instance', (engine) => {
  let api: TestStoreApi;
  let f: SalesFixture;
  let otherStore: StoreDatabase;
  let other: FastifyInstance;
  let otherUrl: string;
  /** Taxed 17% (state) + 3% (local), discountable. */
  let taxed: SellableItem;
  /** No tax applies to it, discountable. */
  let untaxed: SellableItem;

  beforeAll(async () => {
    api = await startStoreApi({ engine });
    f = await salesFixture(api, await api.signIn(DEMO_MANAGER), api.demo.companyIds[0]);
    const rates = new Map(f.taxes.map((tax) => [tax.id, tax.rate]));
    taxed = f.items.find((i) => i.discountable && i.tax_item_ids.map((id) => rates.get(id)).sort().join() === '0.03,0.17')!;
    untaxed = f.items.find((i) => i.discountable && i.tax_item_ids.length === 0 && i.sell_price >= 1000)!;
    otherStore = openDatabase(api.location);
    other = await buildApp({ store: otherStore });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const address = other.server.address();
    if (address === null || typeof address === 'string') throw new Error('the other instance has no port');
    otherUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await other.close();
    await otherStore.close();
    await api.close();
  });

  /** A sale charged now (a new rate is in force from the moment it is set), paid `total`. */
  const saleNow = (item: SellableItem, total: number, extra: Record<string, unknown> = {}) => {
    const body = saleBody(f, [{ item, units: 1 }]);
    Object.assign(body.order, { charged_on: new Date().toISOString(), tendered_amount: total }, extra);
    body.order.payments[0]!.total = total;
    return body;
  };

  it('a tax rate changed through another instance prices the next sale here', async () => {
    expect(taxed).toBeDefined();
    const price = taxed.sell_price;
    const before = await ringOrder(f, saleNow(taxed, price + upOf(price, 17) + percentOf(price, 3)));
    expect(before.status).toBe(200);
    expect(before.body.order.line_items[0]!.tax_breakdowns.map((t) => t.rate).sort()).toEqual(['0.03', '0.17']);

    const state = f.taxes.find((t) => t.rate === '0.17' && taxed.tax_item_ids.includes(t.id))!;
    const rerated = await call(otherUrl, 'PUT', `/api/v2/tax_items/${state.id}`, { token: f.token, company: f.company, body: { tax_item: { rate: '0.19' } } });
    expect(rerated.status).toBe(204);

    const after = await ringOrder(f, saleNow(taxed, price + upOf(price, 19) + percentOf(price, 3)));
    expect(after.status).toBe(200);
    expect(after.body.order.line_items[0]!.tax_breakdowns.map((t) => t.rate).sort()).toEqual(['0.03', '0.19']);
  });

  it("the location's discount threshold changed in the database by anyone is the next sale's threshold here", async () => {
    expect(untaxed).toBeDefined();
    const price = untaxed.sell_price;
    const discounted = { discount_percent: '0.10', discount_reason: 'Loyal customer' };
    const allowed = await ringOrder(f, saleNow(untaxed, price - percentOf(price, 10), discounted));
    expect(allowed.status).toBe(200);

    // Not through any Store API: a database trigger bumps the revision every instance reads.
    await otherStore.db.updateTable('companies').set({ discount_approval_percent: '0.05' }).where('id', '=', f.company).execute();

    const refused = await ringOrder(f, saleNow(untaxed, price - percentOf(price, 10), discounted));
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['discount_approved_by']);
  });
});
