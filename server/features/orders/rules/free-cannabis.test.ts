import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../../demo/accounts.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../../test/support/store-api.ts';
import { ringOrder, saleBody, salesFixture, type SalesFixture, type SellableItem } from '../../../../test/support/orders/sales.ts';

/**
 * No free cannabis at the Store API (shared/pricing/free-cannabis.ts): Oregon, ORS 475C.674(6)(a),
 * a marijuana item made free in a sale with another item; California, 4 CCR § 15411(a), any
 * cannabis given away. A live sale is 422 on the discount that did it, citing the rule, and
 * nothing is stored; one rung offline is recorded and flagged `free-cannabis`.
 */
describeEachEngine('no free cannabis', (engine) => {
  let api: TestStoreApi;
  let f: SalesFixture;
  let cannabis: SellableItem;
  let other: SellableItem;

  beforeAll(async () => {
    api = await startStoreApi({ engine });
    f = await salesFixture(api, await api.signIn(DEMO_MANAGER), api.demo.companyIds[0]);
    const types = await api.store.db.selectFrom('products').innerJoin('product_types', 'product_types.id', 'products.product_type_id')
      .select(['products.id', 'product_types.is_marijuana']).where('products.company_id', '=', f.company).execute();
    const marijuana = new Set(types.filter((type) => type.is_marijuana === 1).map((type) => type.id));
    cannabis = f.items.find((item) => item.discountable && marijuana.has(item.product_id))!;
    other = f.items.find((item) => item.id !== cannabis.id)!;
    expect(cannabis).toBeDefined();
    expect(other).toBeDefined();
  });
  afterAll(async () => { await api.close(); });

  const comped = (options: { offline?: boolean; withOther?: boolean } = {}) => {
    const body = saleBody(f, options.withOther === false ? [{ item: cannabis, units: 1 }] : [{ item: other, units: 1 }, { item: cannabis, units: 1 }]);
    const index = options.withOther === false ? 0 : 1;
    Object.assign(body.order.line_items[index]!, { discounts: [{ name: 'Comp', percent: '1' }] });
    // Above the approval threshold: a manager approves, so only the rule under test is broken.
    Object.assign(body.order, { discount_approved_by: api.demo.managerId }, options.offline === true ? { rung_offline: true } : {});
    return body;
  };
  const ordersOf = async (): Promise<number> =>
    Number((await api.store.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', f.company).executeTakeFirstOrThrow()).n);

  it('Oregon: a marijuana item discounted to nothing beside another item is 422 on its discounts, citing ORS 475C.674(6)(a); nothing is stored', async () => {
    const before = await ordersOf();
    const { status, body } = await ringOrder(f, comped());
    expect(status).toBe(422);
    expect(body.errors['line_items.1.discounts']![0]).toContain('ORS 475C.674(6)(a)');
    expect(await ordersOf()).toBe(before);
  });

  it('Oregon: the same sale rung offline happened: recorded and flagged free-cannabis', async () => {
    const { status, body } = await ringOrder(f, comped({ offline: true }));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.order.review_flags.map((flag) => flag.code)).toContain('free-cannabis');
  });

  it('California: cannabis given away alone is refused too (4 CCR § 15411(a)); an order discount that does it is named', async () => {
    await api.store.db.updateTable('companies').set({ jurisdiction: 'us-ca' }).where('id', '=', f.company).execute();
    try {
      const alone = await ringOrder(f, comped({ withOther: false }));
      expect(alone.status).toBe(422);
      expect(alone.body.errors['line_items.0.discounts']![0]).toContain('4 CCR § 15411(a)');
      const order = saleBody(f, [{ item: cannabis, units: 1 }]);
      Object.assign(order.order, { discount_percent: '1', discount_reason: 'Promo', discount_approved_by: api.demo.managerId });
      const byOrder = await ringOrder(f, order);
      expect(byOrder.status).toBe(422);
      expect(byOrder.body.errors['discount_percent']![0]).toContain('4 CCR § 15411(a)');
    } finally {
      await api.store.db.updateTable('companies').set({ jurisdiction: 'us-or' }).where('id', '=', f.company).execute();
    }
  });
});
