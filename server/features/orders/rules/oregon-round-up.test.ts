import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../../demo/accounts.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../../test/support/store-api.ts';
import { ringOrder, saleBody, salesFixture, type SalesFixture, type SellableItem } from '../../../../test/support/orders/sales.ts';

/**
 * Oregon's retail marijuana tax is imposed on the retail sale (ORS 475C.674(1)) and, when not a
 * whole cent, is "the next higher whole cent" (475C.674(3)); the receipt states the sale's total
 * state tax (OAR 150-475-2080(2)(e)). So the Store API rounds the sale's tax up once: three lines
 * of $10.01 at 17% are 3 × 170.17¢ = 510.51¢ → 511¢, not 3 × 171¢ = 513¢.
 */
describeEachEngine('Oregon\'s round-up, on the sale', (engine) => {
  let api: TestStoreApi;
  let f: SalesFixture;
  let lines: Array<{ item: SellableItem; units: number }>;
  let stateTaxId: string;

  beforeAll(async () => {
    api = await startStoreApi({ engine });
    f = await salesFixture(api, await api.signIn(DEMO_MANAGER), api.demo.companyIds[0]);
    const rates = new Map(f.taxes.map((tax) => [tax.id, tax.rate]));
    stateTaxId = f.taxes.find((tax) => tax.rate === '0.17')!.id;
    const oregon = f.items.filter((i) => i.tax_item_ids.map((id) => rates.get(id)).sort().join() === '0.03,0.17');
    const products = [...new Set(oregon.map((i) => i.product_id))].slice(0, 3);
    expect(products).toHaveLength(3);
    // Each of three products priced $10.01, so the sale's exact state tax has a fraction on every line.
    await api.store.db.updateTable('products').set({ sell_price: 1001 }).where('id', 'in', products).execute();
    lines = products.map((id) => ({ item: { ...oregon.find((i) => i.product_id === id)!, sell_price: 1001 }, units: 1 }));
  });
  afterAll(async () => { await api.close(); });

  const paid = (total: number) => {
    const body = saleBody(f, lines);
    body.order.tendered_amount = total;
    body.order.payments[0]!.total = total;
    return body;
  };

  it('three lines of $10.01 collect 511¢ of state tax (and 3 × 30¢ local): the per-line 513¢ is 422 on the payment', async () => {
    const refused = await ringOrder(f, paid(3003 + 513 + 90));
    expect(refused.status).toBe(422);
    expect(refused.body.errors['tendered_amount']![0]).toContain('(3604)');

    const { status, body } = await ringOrder(f, paid(3003 + 511 + 90));
    expect(status).toBe(200);
    expect(body.order).toMatchObject({ subtotal: 3003, tax_total: 601, total: 3604 });
    const state = body.order.line_items.map((line) => line.tax_breakdowns.find((tax) => tax.tax_item_id === stateTaxId)!.amount);
    // Spread back over the lines, each within a cent of its exact 170.17¢, adding up to the sale's tax.
    expect(state.reduce((sum, amount) => sum + amount, 0)).toBe(511);
    expect([...state].sort()).toEqual([170, 170, 171]);
  });
});
