import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../../demo/accounts.ts';
import { call } from '../../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../../test/support/store-api.ts';
import { OrderType, type Order, type PushNotification } from '../../../../shared/api/sales.ts';
import { ringOrder, saleBody, salesFixture, type SalesFixture, type SellableItem } from '../../../../test/support/orders/sales.ts';

/** Half up on whole cents, written out so the test does not reuse the engine's arithmetic. */
const percentOf = (cents: number, percent: number): number => Math.floor((cents * percent + 50) / 100);
/** Up to the next whole cent, as Oregon's retail tax is rounded (ORS 475C.674(3)). */
const upOf = (cents: number, percent: number): number => Math.floor((cents * percent + 99) / 100);

describeEachEngine('the money of an order', (engine) => {
  let api: TestStoreApi;
  let f: SalesFixture;
  /** An Oregon-taxed (17% state + 3% local) discountable item sold by the unit. */
  let taxed: SellableItem;
  let customerId: string;
  let patientId: string;

  beforeAll(async () => {
    api = await startStoreApi({ engine });
    f = await salesFixture(api, await api.signIn(DEMO_MANAGER), api.demo.companyIds[0]);
    const rates = new Map(f.taxes.map((tax) => [tax.id, tax.rate]));
    taxed = f.items.find((i) => i.discountable && i.sell_price > 1000 && i.tax_item_ids.map((id) => rates.get(id)).sort().join() === '0.03,0.17')!;
    const db = api.store.db;
    customerId = (await db.selectFrom('customers').select('id').where('company_id', '=', f.company).orderBy('id').executeTakeFirstOrThrow()).id;
    patientId = (await db.selectFrom('patients').select('id').where('company_id', '=', f.company).orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => { await api.close(); });

  const pay = (body: ReturnType<typeof saleBody>, total: number) => {
    body.order.tendered_amount = total;
    body.order.payments[0]!.total = total;
    return body;
  };
  const loyaltyOf = async (table: 'customers' | 'patients', id: string): Promise<number> =>
    Number((await api.store.db.selectFrom(table).select('loyalty_points').where('id', '=', id).executeTakeFirstOrThrow()).loyalty_points ?? 0);

  it('an Oregon sale is taxed 17%, the sale\'s tax rounded up to the next cent (ORS 475C.674(3)), + 3% half up; a payment other than the total is 422 naming it', async () => {
    expect(taxed).toBeDefined();
    const price = taxed.sell_price * 3;
    const state = upOf(price, 17), local = percentOf(price, 3);
    const wrong = pay(saleBody(f, [{ item: taxed, units: 3 }]), price);
    const refused = await ringOrder(f, wrong);
    expect(refused.status).toBe(422);
    expect(refused.body.errors['tendered_amount']![0]).toContain(`(${price + state + local})`);

    const { status, body } = await ringOrder(f, saleBody(f, [{ item: taxed, units: 3 }]));
    expect(status).toBe(200);
    const order = body.order;
    expect(order.line_items[0]!.tax_breakdowns.map((t) => [t.rate, t.amount]).sort()).toEqual([['0.03', local], ['0.17', state]]);
    expect(order).toMatchObject({ subtotal: price, tax_total: state + local, total: price + state + local, tendered_amount: price + state + local });
  });

  it('a patient (person_id) pays the product\'s patient price and no cannabis tax; the adult-use price is 422 on the line\'s price', async () => {
    const product = await api.store.db.selectFrom('products').select(['patient_sell_price', 'patient_price_enabled'])
      .where('id', '=', taxed.product_id).executeTakeFirstOrThrow();
    expect(product.patient_price_enabled).toBe(1);
    const patientPrice = product.patient_sell_price!;
    expect(patientPrice).toBeLessThan(taxed.sell_price);

    const adultUse = pay(saleBody(f, [{ item: taxed, units: 1 }]), taxed.sell_price);
    Object.assign(adultUse.order, { person_id: patientId });
    const refused = await ringOrder(f, adultUse);
    expect(refused.status).toBe(422);
    expect(refused.body.errors['line_items.0.price']![0]).toContain(`the patient price for this buyer is ${patientPrice}`);

    const body = pay(saleBody(f, [{ item: taxed, units: 1 }]), patientPrice);
    body.order.line_items[0]!.price = patientPrice;
    Object.assign(body.order, { person_id: patientId });
    const { status, body: res } = await ringOrder(f, body);
    expect(status).toBe(200);
    const line = res.order.line_items[0]!;
    expect(line.price).toBe(patientPrice);
    expect(line.tax_breakdowns).toEqual([]);
    expect(line.tax_exemptions.map((e) => e.tax_item_id).sort()).toEqual([...taxed.tax_item_ids].sort());
    expect(res.order).toMatchObject({ person_id: patientId, tax_total: 0, total: patientPrice });
  });

  it('line and order discounts come off before tax; a non-discountable product takes no line discount (422)', async () => {
    const price = taxed.sell_price * 2;
    const lineOff = percentOf(price, 10);
    const body = saleBody(f, [{ item: taxed, units: 2 }]);
    Object.assign(body.order.line_items[0]!, { discounts: [{ name: 'Veteran', percent: '0.10' }] });
    Object.assign(body.order, { discount_flat_amount: 100, discount_reason: 'Happy hour' });
    const subtotal = price - lineOff - 100;
    const total = subtotal + upOf(subtotal, 17) + percentOf(subtotal, 3);
    const { status, body: res } = await ringOrder(f, pay(body, total));
    expect(status).toBe(200);
    expect(res.order.line_items[0]!.discounts).toEqual([{ name: 'Veteran', amount: lineOff }, { name: 'Happy hour', amount: 100 }]);
    expect(res.order).toMatchObject({ subtotal, discount_total: lineOff + 100, total, discount_flat_amount: 100, discount_reason: 'Happy hour' });

    const fixed = f.items.find((i) => !i.discountable);
    if (fixed === undefined) throw new Error('the demo store has no product that takes no discount');
    const refused = saleBody(f, [{ item: fixed, units: 1 }]);
    Object.assign(refused.order.line_items[0]!, { discounts: [{ name: 'Comp', amount: 1 }] });
    const answer = await ringOrder(f, refused);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['line_items.0.discounts.0']);
  });

  it('a discount above 20% needs a manager: none or a budtender is 422, a manager is recorded', async () => {
    const price = taxed.sell_price;
    const subtotal = price - percentOf(price, 30);
    const total = subtotal + upOf(subtotal, 17) + percentOf(subtotal, 3);
    const body = (approvedBy?: string) => {
      const sale = pay(saleBody(f, [{ item: taxed, units: 1 }]), total);
      Object.assign(sale.order, { discount_percent: '0.30', discount_reason: 'Manager comp' }, approvedBy === undefined ? {} : { discount_approved_by: approvedBy });
      return sale;
    };
    const none = await ringOrder(f, body());
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.errors)).toEqual(['discount_approved_by']);
    const budtender = await ringOrder(f, body(api.demo.budtenderId));
    expect(budtender.status).toBe(422);
    expect(budtender.body.errors['discount_approved_by']![0]).toContain('is not a manager');
    const approved = await ringOrder(f, body(api.demo.managerId));
    expect(approved.status).toBe(200);
    expect(approved.body.order).toMatchObject({ discount_approved_by: api.demo.managerId, discount_percent: '0.30', total });
  });

  it('a sale rung offline with other figures is recorded as charged, flagged, listed by flagged=true and announced as updated', async () => {
    const price = taxed.sell_price;
    // The register charged 15% (a rate it had cached) on one tax and nothing on the other.
    const stateTax = f.taxes.find((t) => t.rate === '0.17' && taxed.tax_item_ids.includes(t.id))!;
    const frozen = [{ tax_item_id: stateTax.id, name: stateTax.name, rate: '0.15', amount: percentOf(price, 15) }];
    const charged = price + percentOf(price, 15);
    const body = pay(saleBody(f, [{ item: taxed, units: 1 }]), charged);
    // The register checked the buyer's ID, so the only flags are the money's.
    Object.assign(body.order, { rung_offline: true, age_verification: { method: 'scan', id_expiration_date: null } });
    Object.assign(body.order.line_items[0]!, { tax_breakdowns: frozen });
    const before = (await call<{ push_notifications: PushNotification[] }>(api.baseUrl, 'GET', '/api/v2/push_notifications', { token: f.token, company: f.company }))
      .body.push_notifications.map((n) => n.data.sequence_id);
    const { status, body: res } = await ringOrder(f, body);
    expect(status).toBe(200);
    expect(res.order).toMatchObject({ rung_offline: true, total: charged, tendered_amount: charged });
    expect(res.order.line_items[0]!.tax_breakdowns).toEqual([{ ...frozen[0], included_in_price: false }]);
    expect(res.order.review_flags.map((flag) => flag.code).sort()).toEqual(['tax-mismatch', 'total-mismatch']);

    const flagged = await call<{ orders: Order[] }>(api.baseUrl, 'GET', '/api/v2/orders?flagged=true&per_page=200', { token: f.token, company: f.company });
    expect(flagged.body.orders.map((o) => o.id)).toContain(res.order.id);
    expect(flagged.body.orders.every((o) => o.review_flags.length > 0)).toBe(true);
    const after = (await call<{ push_notifications: PushNotification[] }>(api.baseUrl, 'GET', `/api/v2/push_notifications?after_sequence_id=${Math.max(0, ...before)}`, { token: f.token, company: f.company }))
      .body.push_notifications;
    expect(after.filter((n) => n.data.id === res.order.id).map((n) => n.event).sort()).toEqual(['create', 'update']);

    // An offline sale whose payments differ from what it charged is recorded and flagged, never refused.
    const short = pay(saleBody(f, [{ item: taxed, units: 1 }]), price);
    Object.assign(short.order, { rung_offline: true, age_verification: { method: 'scan', id_expiration_date: null } });
    const shortAnswer = await ringOrder(f, short);
    expect(shortAnswer.status).toBe(200);
    expect(shortAnswer.body.order.review_flags.map((flag) => flag.code)).toEqual(['payment-mismatch']);
  });

  it('loyalty grows with a sale, and refunds of 1 then 2 of 3 units give back exactly the tax and points charged', async () => {
    const start = await loyaltyOf('customers', customerId);
    const sale = saleBody(f, [{ item: taxed, units: 3 }]);
    Object.assign(sale.order, { customer_id: customerId });
    const sold = (await ringOrder(f, sale)).body.order;
    expect(sold.loyalty_points_earned).toBe(Math.floor(sold.subtotal / 100));
    expect(await loyaltyOf('customers', customerId)).toBe(start + sold.loyalty_points_earned);
    const line = sold.line_items[0]!;

    const refund = (units: number, total: number) => pay(saleBody(f, [{ item: taxed, units }], { orderType: OrderType.refund, originalOrderId: sold.id }), total);
    const shareOf = (figure: number, upTo: number, from: number) => Math.floor((figure * upTo + 1) / 3) - Math.floor((figure * from + 1) / 3);
    const taxOne = line.tax_breakdowns.map((t) => shareOf(t.amount, 1, 0));
    const one = await ringOrder(f, refund(1, shareOf(line.subtotal, 1, 0) + taxOne.reduce((a, b) => a + b, 0)));
    expect(one.status).toBe(200);
    expect(one.body.order.line_items[0]!.tax_breakdowns.map((t) => t.amount)).toEqual(taxOne);
    expect(one.body.order.line_items[0]!.related_line_item_id).toBe(line.id);

    const paidBack = (sold.total - one.body.order.total);
    const rest = await ringOrder(f, refund(2, paidBack));
    expect(rest.status).toBe(200);
    const returned = [one.body.order, rest.body.order];
    line.tax_breakdowns.forEach((tax, index) => {
      expect(returned.reduce((sum, o) => sum + o.line_items[0]!.tax_breakdowns[index]!.amount, 0)).toBe(tax.amount);
    });
    expect(returned.reduce((sum, o) => sum + o.total, 0)).toBe(sold.total);
    expect(await loyaltyOf('customers', customerId)).toBe(start);
    // Nothing is left to give back.
    expect((await ringOrder(f, refund(1, 0))).status).toBe(422);
  });

  it('the shift summary (Z report) adds up the shift\'s orders: a voided sale and its void drop out, refunds count positive', async () => {
    const shift = await salesFixture(api, f.token, f.company);
    const sale = saleBody(shift, [{ item: taxed, units: 3 }]);
    Object.assign(sale.order.line_items[0]!, { discounts: [{ name: 'Veteran', percent: '0.10' }] });
    const price = taxed.sell_price * 3, off = percentOf(price, 10), subtotal = price - off;
    const state = upOf(subtotal, 17), local = percentOf(subtotal, 3);
    const sold = (await ringOrder(shift, pay(sale, subtotal + state + local))).body.order;
    const refunded = (await ringOrder(shift, pay(saleBody(shift, [{ item: taxed, units: 1 }], { orderType: OrderType.refund, originalOrderId: sold.id }),
      Math.floor((subtotal + 1) / 3) + Math.floor((state + 1) / 3) + Math.floor((local + 1) / 3)))).body.order;
    const cancelled = (await ringOrder(shift, saleBody(shift, [{ item: taxed, units: 1 }]))).body.order;
    expect((await ringOrder(shift, saleBody(shift, [{ item: taxed, units: 1 }], { orderType: OrderType.void, originalOrderId: cancelled.id }))).status).toBe(200);

    const read = await call<{ shift: { summary: Record<string, unknown> } }>(api.baseUrl, 'GET', `/api/v2/shifts/${shift.shift.id}`, { token: f.token, company: f.company });
    const taxNames = new Map(sold.line_items[0]!.tax_breakdowns.map((t) => [t.tax_item_id, t.name]));
    expect(read.body.shift.summary).toEqual({
      gross_sales: price, discounts: off, net_sales: subtotal,
      taxes: sold.line_items[0]!.tax_breakdowns.map((t) => ({ tax_item_id: t.tax_item_id, name: taxNames.get(t.tax_item_id), amount: t.amount }))
        .sort((a, b) => (a.name! < b.name! ? -1 : 1)),
      refunds: refunded.total,
      refunded_taxes: refunded.line_items[0]!.tax_breakdowns.map((t) => ({ tax_item_id: t.tax_item_id, name: taxNames.get(t.tax_item_id), amount: t.amount }))
        .sort((a, b) => (a.name! < b.name! ? -1 : 1)),
      by_tender: [{ payment_type: 0, total: sold.total - refunded.total }],
      transaction_count: 2, loyalty_points_earned: 0,
    });
  });

  it('points are redeemed at the location\'s rate: taken from the balance when recorded, refused live above it, flagged offline, given back by refunds', async () => {
    const db = api.store.db;
    const created = await call<{ customer: { id: string } }>(api.baseUrl, 'POST', '/api/v2/customers', {
      token: f.token, company: f.company, body: { customer: { first_name: 'Rae', last_name: 'Points', email: 'rae.points@example.com', birth_date: '1980-01-01', company_id: f.company } },
    });
    expect(created.status).toBe(200);
    const buyer = created.body.customer.id;
    await db.updateTable('customers').set({ loyalty_points: 1000 }).where('id', '=', buyer).execute();
    // 50 points buy $1.00 here, so 500 points take $10.00 off.
    await db.updateTable('companies').set({ loyalty_redemption_points_per_dollar: 50 }).where('id', '=', f.company).execute();
    try {
      const price = taxed.sell_price * 3;
      const redeeming = (points: number, offline = false) => {
        const subtotal = price - points * 2;
        const total = subtotal + upOf(subtotal, 17) + percentOf(subtotal, 3);
        const body = pay(saleBody(f, [{ item: taxed, units: 3 }]), total);
        Object.assign(body.order, { customer_id: buyer, loyalty_points_redeemed: points, ...(offline ? { rung_offline: true } : {}) });
        return { body, subtotal, total };
      };

      const live = redeeming(500);
      const sold = await ringOrder(f, live.body);
      expect(sold.status).toBe(200);
      expect(sold.body.order.line_items[0]!.discounts).toEqual([{ name: 'Loyalty points', amount: 1000 }]);
      expect(sold.body.order).toMatchObject({ subtotal: live.subtotal, total: live.total, loyalty_points_redeemed: 500, loyalty_points_earned: Math.floor(live.subtotal / 100) });
      const afterSale = 1000 - 500 + Math.floor(live.subtotal / 100);
      expect(await loyaltyOf('customers', buyer)).toBe(afterSale);

      // More than the buyer has, at the counter: refused, nothing moves.
      const tooMany = await ringOrder(f, redeeming(afterSale + 1).body);
      expect(tooMany.status).toBe(422);
      expect(tooMany.body.errors['loyalty_points_redeemed']![0]).toContain(`has ${afterSale} points`);
      expect(await loyaltyOf('customers', buyer)).toBe(afterSale);

      // Refunds of 1 then 2 of the 3 units give back the points in proportion: 333¢ of the $10.00 → 167 points, then the rest.
      const third = (figure: number) => Math.floor((figure + 1) / 3);
      const line = sold.body.order.line_items[0]!;
      const oneTotal = third(line.subtotal) + line.tax_breakdowns.reduce((sum, tax) => sum + third(tax.amount), 0);
      const first = (await ringOrder(f, pay(saleBody(f, [{ item: taxed, units: 1 }], { orderType: OrderType.refund, originalOrderId: sold.body.order.id }), oneTotal))).body.order;
      expect(first.loyalty_points_redeemed).toBe(167);
      const rest = (await ringOrder(f, pay(saleBody(f, [{ item: taxed, units: 2 }], { orderType: OrderType.refund, originalOrderId: sold.body.order.id }), sold.body.order.total - oneTotal))).body.order;
      expect(rest.loyalty_points_redeemed).toBe(333);
      expect(await loyaltyOf('customers', buyer)).toBe(1000);

      // Rung offline above the balance: recorded as charged, flagged for a manager, the balance goes below zero.
      const offline = redeeming(1200, true);
      const overdrawn = await ringOrder(f, offline.body);
      expect(overdrawn.status).toBe(200);
      expect(overdrawn.body.order).toMatchObject({ total: offline.total, loyalty_points_redeemed: 1200 });
      // (The buyer's purchases today may also pass a purchase limit: flagged separately.)
      expect(overdrawn.body.order.review_flags.map((flag) => flag.code)).toContain('loyalty-overdrawn');
      expect(await loyaltyOf('customers', buyer)).toBe(1000 - 1200 + Math.floor(offline.subtotal / 100));
    } finally {
      await db.updateTable('companies').set({ loyalty_redemption_points_per_dollar: 100 }).where('id', '=', f.company).execute();
    }
  });
});
