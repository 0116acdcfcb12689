import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUDTENDER, DEMO_MANAGER, DEMO_OTHER_MANAGER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import { SELL_TYPE_SELLABLE } from '../../../shared/api/catalog.ts';
import { Value } from 'typebox/value';
import { LineItem, Order, OrderType, PaymentType } from '../../../shared/api/sales.ts';
import { ringOrder, saleBody, salesFixture, stockOf, type SalesFixture } from '../../../test/support/orders/sales.ts';

type Errors = Record<string, string[]>;

describeEachEngine('orders', (engine) => {
  let api: TestStoreApi;
  let f: SalesFixture;
  beforeAll(async () => {
    api = await startStoreApi({ engine });
    const token = await api.signIn(DEMO_MANAGER);
    f = await salesFixture(api, token, api.demo.companyIds[0]);
  });
  afterAll(async () => { await api.close(); });
  const lastSequenceId = async (companyId: string): Promise<number> => Number((await api.store.db.selectFrom('company_sequences')
    .select('last_sequence_id').where('company_id', '=', companyId).executeTakeFirstOrThrow()).last_sequence_id);

  it('rings a sale: 200 {order} with every field of §2.16, and moves stock once', async () => {
    // An item no tax applies to: its total is its price (the money is tested in money.test.ts).
    const item = f.items.find((i) => i.tax_item_ids.length === 0)!;
    const before = await stockOf(api, item);
    const id = crypto.randomUUID();
    const body = saleBody(f, [{ item, units: 2 }], { id });
    body.order.line_items[0]!.quantity.value = '2';
    const { status, body: res } = await ringOrder(f, body);
    expect(status).toBe(200);
    const order = res.order;
    // Every field of the answer's schema, the state report included (the Store API always sends it): read from the schema, not listed here.
    expect(Object.keys(order).sort()).toEqual(Object.keys(Order.properties).sort());
    expect(Value.Check(Order, order)).toBe(true);
    expect(order).toMatchObject({ id, order_type: OrderType.sale, voided: false, device_id: f.device, shift_id: f.shift.id, employee_id: api.demo.managerId,
      receipt_id: body.order.receipt_id, tendered_amount: item.sell_price * 2, charged_on: '2026-11-21T18:30:00.000Z' });
    const line = order.line_items[0]!;
    expect(Object.keys(line).sort()).toEqual(Object.keys(LineItem.properties).sort());
    expect(line).toMatchObject({ quantity: { value: '2', unit: 5 }, price: item.sell_price * 2, subtotal: item.sell_price * 2, inventory_item_id: item.id,
      tax_breakdowns: [], tax_exemptions: [], discounts: [], related_line_item_id: null });
    expect(order.payments[0]).toMatchObject({ total: item.sell_price * 2, payment_type: PaymentType.cash, payment_method_id: f.methods.find((m) => m.payment_type === PaymentType.cash)!.id });
    expect(await stockOf(api, item)).toEqual({ item: before.item - 2000, product: before.product - 2000, places: before.places - 2000 });

    const read = await call<{ order: Order }>(api.baseUrl, 'GET', `/api/v2/orders/${id}`, { token: f.token, company: f.company });
    expect(read.body.order).toEqual(order);
    for (const odd of ['%00', 'not-an-id', crypto.randomUUID()]) {
      expect((await call(api.baseUrl, 'GET', `/api/v2/orders/${odd}`, { token: f.token, company: f.company })).status).toBe(404);
    }
    const byReceipt = await call<{ orders: Order[]; meta: { total: number } }>(api.baseUrl, 'GET', `/api/v2/orders?receipt_id=${order.receipt_id}`, { token: f.token, company: f.company });
    expect(byReceipt.body.orders.map((o) => o.id)).toEqual([id]);
    expect(byReceipt.body.meta.total).toBe(1);
  });

  it('accepts fractional grams (up to 3 decimals) on an item weighed in grams', async () => {
    const flower = await api.store.db.selectFrom('inventory_items').innerJoin('products', 'products.id', 'inventory_items.product_id')
      .select(['inventory_items.id', 'inventory_items.product_id', 'inventory_items.quantity_milli', 'products.sell_price'])
      .where('inventory_items.company_id', '=', f.company).where('products.unit_of_measure', '=', 0).where('inventory_items.sell_type', '=', 0)
      .orderBy('inventory_items.id').executeTakeFirstOrThrow();
    const item = f.withTaxes({ id: flower.id, product_id: flower.product_id!, quantity_milli: Number(flower.quantity_milli), unit: 0, sell_price: flower.sell_price });
    const before = await stockOf(api, item);
    const body = saleBody(f, [{ item, units: 1 }]);
    body.order.line_items[0]!.quantity = { value: '3.5', unit: 0 };
    const { status, body: res } = await ringOrder(f, body);
    expect(status).toBe(200);
    expect(res.order.line_items[0]!.quantity).toEqual({ value: '3.5', unit: 0 });
    expect((await stockOf(api, item)).item).toBe(before.item - 3500);
    // Ounces convert through grams; four decimals and units of a weighed item are refused.
    const ounce = saleBody(f, [{ item, units: 1 }]);
    ounce.order.line_items[0]!.quantity = { value: 0.125, unit: 1 };
    expect((await ringOrder(f, ounce)).status).toBe(200);
    expect((await stockOf(api, item)).item).toBe(before.item - 3500 - 3544);
    const tooFine = saleBody(f, [{ item, units: 1 }]);
    tooFine.order.line_items[0]!.quantity = { value: '1.2345', unit: 0 };
    expect(Object.keys((await ringOrder(f, tooFine)).body.errors)).toEqual(['line_items.0.quantity.value']);
    const counted = saleBody(f, [{ item, units: 1 }]);
    expect((await ringOrder(f, counted)).body.errors).toHaveProperty(['line_items.0.quantity.unit']);
  });

  describe('every rule refuses with 422 naming the field, and changes nothing', () => {
    const cases: Array<[string, string, (body: ReturnType<typeof saleBody>, fx: SalesFixture) => void]> = [
      ['tendered_amount', 'tendered amount differs from the payments', (b) => { b.order.tendered_amount += 1; }],
      ['line_items.0.inventory_item_id', 'an unknown inventory item', (b) => { b.order.line_items[0]!.inventory_item_id = crypto.randomUUID(); }],
      ['payments.0.payment_method_id', 'an unknown payment method', (b) => { b.order.payments[0]!.payment_method_id = crypto.randomUUID(); }],
      ['receipt_id', 'a lowercase receipt id', (b) => { b.order.receipt_id = b.order.receipt_id.toLowerCase().replace(/[0-9]/g, 'a'); }],
      ['receipt_id', 'an 11-character receipt id', (b) => { b.order.receipt_id = b.order.receipt_id.slice(1); }],
      ['receipt_id', 'a non-hex receipt id', (b) => { b.order.receipt_id = `${b.order.receipt_id.slice(1)}G`; }],
      ['shift_id', 'an unknown shift', (b) => { b.order.shift_id = crypto.randomUUID(); }],
      ['line_items', 'no line items', (b) => { b.order.line_items = []; }],
      ['line_items.0.quantity.value', 'a zero quantity', (b) => { b.order.line_items[0]!.quantity.value = 0; }],
      ['line_items.0.quantity.value', 'a quantity that is not a number', (b) => { b.order.line_items[0]!.quantity.value = 'two'; }],
      ['line_items.0.price', 'a negative price', (b) => { b.order.line_items[0]!.price = -5; }],
      ['order_type', 'an unknown order type', (b) => { b.order.order_type = 9; }],
      ['charged_on', 'a sale time that is not a time', (b) => { b.order.charged_on = 'yesterday'; }],
      ['customer_id', 'an unknown customer', (b) => { Object.assign(b.order, { customer_id: crypto.randomUUID() }); }],
      ['original_order_id', 'a void that names no sale', (b) => { b.order.order_type = OrderType.void; }],
      ['id', 'an id that is not a UUID', (b) => { Object.assign(b.order, { id: 'not-a-uuid' }); }],
      ['refund_reason', 'a NUL character in text (PostgreSQL cannot store it)', (b) => { Object.assign(b.order, { refund_reason: 'a\u0000b' }); }],
      ['line_items.0.price', 'a price beyond the 32-bit column', (b) => { b.order.line_items[0]!.price = 2 ** 31; }],
    ];
    for (const [field, label, mutate] of cases) {
      it(`${label} → 422 on ${field}`, async () => {
        const item = f.items[1]!;
        const before = await stockOf(api, item);
        const body = saleBody(f, [{ item, units: 1 }]);
        mutate(body, f);
        const { status, body: res } = await ringOrder(f, body);
        expect(status).toBe(422);
        expect(Object.keys(res.errors)).toContain(field);
        expect(await stockOf(api, item)).toEqual(before);
        const stored = await call<{ meta: { total: number } }>(api.baseUrl, 'GET', `/api/v2/orders?receipt_id=${body.order.receipt_id}`, { token: f.token, company: f.company });
        expect(stored.body.meta.total).toBe(0);
      });
    }

    it('an unsellable item → 422 on line_items.0.inventory_item_id', async () => {
      const locked = await api.store.db.selectFrom('inventory_items').select(['id', 'product_id'])
        .where('company_id', '=', f.company).where('sell_type', '<>', SELL_TYPE_SELLABLE).executeTakeFirstOrThrow();
      const body = saleBody(f, [{ item: f.withTaxes({ id: locked.id, product_id: locked.product_id!, quantity_milli: 0, unit: 5, sell_price: 100 }), units: 1 }]);
      const { status, body: res } = await ringOrder(f, body);
      expect(status).toBe(422);
      expect(res.errors['line_items.0.inventory_item_id']).toEqual(['is not sellable']);
      // Goods coming back may go onto an item that is no longer sellable.
      body.order.order_type = OrderType.refund;
      expect((await ringOrder(f, body)).status).toBe(200);
    });

    it('an order breaking several rules gets one 422 naming every one of them', async () => {
      const body = saleBody(f, [{ item: f.items[0]!, units: 1 }]);
      body.order.tendered_amount += 1;
      body.order.line_items[0]!.inventory_item_id = crypto.randomUUID();
      body.order.payments[0]!.payment_method_id = crypto.randomUUID();
      body.order.shift_id = crypto.randomUUID();
      Object.assign(body.order, { customer_id: crypto.randomUUID(), original_order_id: crypto.randomUUID() });
      const { status, body: res } = await ringOrder(f, body);
      expect(status).toBe(422);
      expect(Object.keys(res.errors).sort()).toEqual([
        'customer_id', 'line_items.0.inventory_item_id', 'original_order_id', 'payments.0.payment_method_id', 'shift_id', 'tendered_amount',
      ]);
    });

    it("another company's inventory item and payment method are unknown here", async () => {
      const theirs = await api.store.db.selectFrom('inventory_items').select('id').where('company_id', '=', api.demo.otherCompanyId).executeTakeFirstOrThrow();
      const theirMethod = await api.store.db.selectFrom('payment_methods').select('id').where('company_id', '=', api.demo.otherCompanyId).executeTakeFirstOrThrow();
      const body = saleBody(f, [{ item: f.items[0]!, units: 1 }]);
      body.order.line_items[0]!.inventory_item_id = theirs.id;
      body.order.payments[0]!.payment_method_id = theirMethod.id;
      const { status, body: res } = await ringOrder(f, body);
      expect(status).toBe(422);
      expect(Object.keys(res.errors).sort()).toEqual(['line_items.0.inventory_item_id', 'payments.0.payment_method_id']);
    });

    it('the device header: missing, unknown, or another location\'s device → 422 on device_id', async () => {
      const body = saleBody(f, [{ item: f.items[0]!, units: 1 }]);
      const missing = await call<{ errors: Errors }>(api.baseUrl, 'POST', '/api/v2/orders', { token: f.token, company: f.company, body });
      expect(missing.status).toBe(422);
      expect(Object.keys(missing.body.errors)).toEqual(['device_id']);
      const unknown = await call<{ errors: Errors }>(api.baseUrl, 'POST', '/api/v2/orders', { token: f.token, company: f.company, device: crypto.randomUUID(), body });
      expect(unknown.status).toBe(422);
      expect(Object.keys(unknown.body.errors)).toEqual(['device_id']);
      const eastside = await api.store.db.selectFrom('devices').select('id').where('company_id', '=', api.demo.companyIds[1]).executeTakeFirstOrThrow();
      const elsewhere = await call<{ errors: Errors }>(api.baseUrl, 'POST', '/api/v2/orders', { token: f.token, company: f.company, device: eastside.id, body });
      expect(elsewhere.status).toBe(422);
      expect(Object.keys(elsewhere.body.errors)).toEqual(['device_id']);
    });
  });

  it('a closed shift takes no orders', async () => {
    const g = await salesFixture(api, f.token, f.company);
    const closed = await call(api.baseUrl, 'POST', `/api/v2/shifts/${g.shift.id}/close`, { token: g.token, company: g.company,
      body: { shift: { close_drawer_amount: 10_000, close_drop_amount: 0 } } });
    expect(closed.status).toBe(200);
    const before = await lastSequenceId(g.company);
    const { status, body } = await ringOrder(g, saleBody(g, [{ item: g.items[0]!, units: 1 }]));
    expect(status).toBe(422);
    expect(body.errors).toEqual({ shift_id: ['is closed'] });
    // Nothing was announced either: the counter did not move and no notification names the order.
    expect(await lastSequenceId(g.company)).toBe(before);
  });

  it('sales racing the close of their shift: each is stored whole (counted, announced, stock moved) or not at all', async () => {
    const g = await salesFixture(api, f.token, f.company);
    const item = g.items[6]!;
    const before = await stockOf(api, item);
    const sales = Array.from({ length: 12 }, () => ringOrder(g, saleBody(g, [{ item, units: 1 }])));
    const close = call(api.baseUrl, 'POST', `/api/v2/shifts/${g.shift.id}/close`, { token: g.token, company: g.company,
      body: { shift: { close_drawer_amount: 10_000, close_drop_amount: 0 } } });
    const answers = await Promise.all(sales);
    expect((await close).status).toBe(200);
    for (const answer of answers) expect(answer.status === 200 || answer.body.errors?.['shift_id']?.[0] === 'is closed').toBe(true);
    const stored = answers.filter((answer) => answer.status === 200).map((answer) => answer.body.order.id);
    const inShift = await api.store.db.selectFrom('orders').select('id').where('shift_id', '=', g.shift.id).execute();
    expect(inShift.map((o) => o.id).sort()).toEqual([...stored].sort());
    const shift = await call<{ shift: { number_of_transactions: number } }>(api.baseUrl, 'GET', `/api/v2/shifts/${g.shift.id}`, { token: g.token, company: g.company });
    expect(shift.body.shift.number_of_transactions).toBe(stored.length);
    const after = await stockOf(api, item);
    expect(after).toEqual({ item: before.item - stored.length * 1000, product: before.product - stored.length * 1000, places: before.places - stored.length * 1000 });
    const announced = await api.store.db.selectFrom('push_notifications').select('record_id')
      .where('company_id', '=', g.company).where('model', '=', 'Order').where('record_id', 'in', answers.map((a) => a.body.order?.id ?? 'none')).execute();
    expect(announced.map((n) => n.record_id).sort()).toEqual([...stored].sort());
  });

  it('a sale counts in its shift and announces its order, line and item under the next sequence ids, in that order', async () => {
    const g = await salesFixture(api, f.token, f.company);
    const item = g.items[5]!;
    const before = await lastSequenceId(g.company);
    const { status, body } = await ringOrder(g, saleBody(g, [{ item, units: 1 }]));
    expect(status).toBe(200);
    const announced = await api.store.db.selectFrom('push_notifications').select(['sequence_id', 'event', 'model', 'record_id', 'company_id'])
      .where('company_id', '=', g.company).where('sequence_id', '>', before).orderBy('sequence_id').execute();
    expect(announced.map((n) => [Number(n.sequence_id), n.event, n.model, n.record_id])).toEqual([
      [before + 1, 'create', 'Order', body.order.id], [before + 2, 'create', 'LineItem', body.order.line_items[0]!.id], [before + 3, 'update', 'InventoryItem', item.id],
    ]);
    expect(await lastSequenceId(g.company)).toBe(before + 3);
    const shift = await call<{ shift: { number_of_transactions: number } }>(api.baseUrl, 'GET', `/api/v2/shifts/${g.shift.id}`, { token: g.token, company: g.company });
    expect(shift.body.shift.number_of_transactions).toBe(1);
  });

  it('stock arithmetic after N sales and a refund is exact; stock may go negative; the shift counts its orders', async () => {
    // Washington: goods given back go back to their package (Oregon's go to waste: below).
    const g = await salesFixture(api, f.token, api.demo.companyIds[1]);
    const item = g.items[2]!;
    const before = await stockOf(api, item);
    const units = Math.ceil(before.item / 1000) + 3;
    // More than is on hand: the sale still goes through, and stock goes below zero.
    for (let n = 0; n < units; n++) expect((await ringOrder(g, saleBody(g, [{ item, units: 1 }]))).status).toBe(200);
    const afterSales = await stockOf(api, item);
    expect(afterSales).toEqual({ item: before.item - units * 1000, product: before.product - units * 1000, places: before.places - units * 1000 });
    expect(afterSales.item).toBeLessThan(0);
    const refund = await ringOrder(g, saleBody(g, [{ item, units: 2 }], { orderType: OrderType.refund }));
    expect(refund.status).toBe(200);
    expect(await stockOf(api, item)).toEqual({ item: afterSales.item + 2000, product: afterSales.product + 2000, places: afterSales.places + 2000 });
    const shift = await call<{ shift: { number_of_transactions: number } }>(api.baseUrl, 'GET', `/api/v2/shifts/${g.shift.id}`, { token: g.token, company: g.company });
    expect(shift.body.shift.number_of_transactions).toBe(units + 1);
    const list = await call<{ orders: Order[]; meta: { total: number } }>(api.baseUrl, 'GET', `/api/v2/orders?shift_id=${g.shift.id}&limit=2`, { token: g.token, company: g.company });
    expect(list.body.meta.total).toBe(units + 1);
    expect(list.body.orders).toHaveLength(2);
  });

  it("a void restores exactly the original sale's lines, marks it voided, and cannot be repeated", async () => {
    const [a, b] = [f.items[3]!, f.items[4]!];
    const [beforeA, beforeB] = [await stockOf(api, a), await stockOf(api, b)];
    const sale = await ringOrder(f, saleBody(f, [{ item: a, units: 2 }, { item: b, units: 1 }]));
    expect(sale.status).toBe(200);
    const voidBody = saleBody(f, [{ item: a, units: 2 }, { item: b, units: 1 }], { orderType: OrderType.void, originalOrderId: sale.body.order.id, id: crypto.randomUUID() });
    // Replayed at once (a flaky network): one void, stock restored once.
    const copies = await Promise.all(Array.from({ length: 5 }, () => ringOrder(f, voidBody)));
    expect(copies.map((c) => c.status)).toEqual(Array(5).fill(200));
    const voided = copies[0]!;
    expect(voided.body.order.original_order_id).toBe(sale.body.order.id);
    expect(await stockOf(api, a)).toEqual(beforeA);
    expect(await stockOf(api, b)).toEqual(beforeB);
    const original = await call<{ order: Order }>(api.baseUrl, 'GET', `/api/v2/orders/${sale.body.order.id}`, { token: f.token, company: f.company });
    expect(original.body.order.voided).toBe(true);
    const again = await ringOrder(f, saleBody(f, [{ item: a, units: 2 }], { orderType: OrderType.void, originalOrderId: sale.body.order.id }));
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors)).toEqual(['original_order_id']);
  });

  it('two different voids of one sale racing with other sales: one void wins, the loser is 422 and the sales are all stored', async () => {
    // Sales that arrive together may share one commit (SQLite group commit): the void refused
    // at write time must roll back only itself.
    const [a, b] = [f.items[10]!, f.items[11]!];
    const sale = await ringOrder(f, saleBody(f, [{ item: a, units: 1 }]));
    expect(sale.status).toBe(200);
    const [beforeA, beforeB] = [await stockOf(api, a), await stockOf(api, b)];
    const voidOf = () => saleBody(f, [{ item: a, units: 1 }], { orderType: OrderType.void, originalOrderId: sale.body.order.id });
    const others = Array.from({ length: 4 }, () => saleBody(f, [{ item: b, units: 1 }]));
    const answers = await Promise.all([voidOf(), ...others, voidOf()].map((body) => ringOrder(f, body)));
    const voids = [answers[0]!, answers.at(-1)!];
    expect(voids.map((v) => v.status).sort()).toEqual([200, 422]);
    expect(voids.find((v) => v.status === 422)!.body.errors).toEqual({ original_order_id: ['has already been voided'] });
    expect(answers.slice(1, -1).map((s) => s.status)).toEqual([200, 200, 200, 200]);
    expect(await stockOf(api, a)).toEqual({ item: beforeA.item + 1000, product: beforeA.product + 1000, places: beforeA.places + 1000 });
    expect(await stockOf(api, b)).toEqual({ item: beforeB.item - 4000, product: beforeB.product - 4000, places: beforeB.places - 4000 });
    for (const stored of answers.filter((s) => s.status === 200)) {
      const read = await call<{ order: Order }>(api.baseUrl, 'GET', `/api/v2/orders/${stored.body.order.id}`, { token: f.token, company: f.company });
      expect(read.body.order).toEqual(stored.body.order);
    }
  });

  it('a sale comes off the first For-Sale place; an item with no row there gets one', async () => {
    const item = f.items[12]!;
    const db = api.store.db;
    const forSale = await db.selectFrom('places').select('id').where('company_id', '=', f.company)
      .where('inventory_status', '=', 0).where('deleted_at', 'is', null).orderBy('number').execute();
    await db.deleteFrom('inventory_item_places').where('inventory_item_id', '=', item.id)
      .where('place_id', 'in', forSale.map((p) => p.id)).execute();
    const floorRows = () => db.selectFrom('inventory_item_places').select(['place_id', 'quantity_milli'])
      .where('inventory_item_id', '=', item.id).where('place_id', 'in', forSale.map((p) => p.id)).execute();
    expect((await ringOrder(f, saleBody(f, [{ item, units: 1 }]))).status).toBe(200);
    expect((await floorRows()).map((r) => ({ ...r, quantity_milli: Number(r.quantity_milli) }))).toEqual([{ place_id: forSale[0]!.id, quantity_milli: -1000 }]);
    expect((await ringOrder(f, saleBody(f, [{ item, units: 2 }]))).status).toBe(200);
    expect((await floorRows()).map((r) => ({ ...r, quantity_milli: Number(r.quantity_milli) }))).toEqual([{ place_id: forSale[0]!.id, quantity_milli: -3000 }]);
  });

  it('a return (order type 2) puts its lines back too (in Washington); only a sale can be voided', async () => {
    const g = await salesFixture(api, f.token, api.demo.companyIds[1]);
    const item = g.items[8]!;
    const before = await stockOf(api, item);
    const returned = await ringOrder(g, saleBody(g, [{ item, units: 1 }], { orderType: OrderType.return }));
    expect(returned.status).toBe(200);
    expect(await stockOf(api, item)).toEqual({ item: before.item + 1000, product: before.product + 1000, places: before.places + 1000 });
    const voidOfReturn = await ringOrder(g, saleBody(g, [{ item, units: 1 }], { orderType: OrderType.void, originalOrderId: returned.body.order.id }));
    expect(voidOfReturn.status).toBe(422);
    expect(voidOfReturn.body.errors).toEqual({ original_order_id: ['only a sale can be voided'] });
  });

  it("Oregon: cannabis given back is not resold (OAR 845-025-2800(2)(c)(D)): the stock stays, and a waste adjustment of the order records it; accessories go back", async () => {
    const db = api.store.db;
    const kinds = await db.selectFrom('inventory_items').leftJoin('products', 'products.id', 'inventory_items.product_id')
      .leftJoin('product_types', 'product_types.id', 'products.product_type_id').select(['inventory_items.id', 'product_types.is_marijuana'])
      .where('inventory_items.company_id', '=', f.company).execute();
    const isCannabis = new Map(kinds.map((k) => [k.id, k.is_marijuana === 1]));
    const flower = f.items.find((i) => isCannabis.get(i.id) === true)!;
    const accessory = f.items.find((i) => isCannabis.get(i.id) === false);
    const sold = await ringOrder(f, saleBody(f, [{ item: flower, units: 2 }]));
    expect(sold.status).toBe(200);
    const before = await stockOf(api, flower);
    const refund = await ringOrder(f, saleBody(f, [{ item: flower, units: 2 }], { orderType: OrderType.refund }));
    expect(refund.status).toBe(200);
    expect(await stockOf(api, flower)).toEqual(before);
    const waste = await db.selectFrom('inventory_adjustments').selectAll().where('order_id', '=', refund.body.order.id).execute();
    expect(waste.map((w) => [w.inventory_item_id, Number(w.quantity_milli), w.kind, w.reason, w.employee_id !== null])).toEqual([[flower.id, -2000, 'waste', 'Waste', true]]);
    expect(waste[0]!.note).toContain(refund.body.order.receipt_id);
    // A location reporting to no system owes nothing for it.
    expect(await db.selectFrom('adjustment_reports').select('adjustment_id').where('adjustment_id', '=', waste[0]!.id).executeTakeFirst()).toBeUndefined();
    if (accessory !== undefined) {
      const back = await stockOf(api, accessory);
      const returned = await ringOrder(f, saleBody(f, [{ item: accessory, units: 1 }], { orderType: OrderType.return }));
      expect(returned.status).toBe(200);
      expect((await stockOf(api, accessory)).item).toBe(back.item + 1000);
      expect(await db.selectFrom('inventory_adjustments').select('id').where('order_id', '=', returned.body.order.id).execute()).toEqual([]);
    }
  });

  it('an item with no stock on the sales floor gets a floor row, so its places still add up', async () => {
    const item = f.items[9]!;
    const db = api.store.db;
    const floor = await db.selectFrom('inventory_item_places').innerJoin('places', 'places.id', 'inventory_item_places.place_id')
      .select(['inventory_item_places.id', 'inventory_item_places.quantity_milli']).where('inventory_item_places.inventory_item_id', '=', item.id)
      .where('places.inventory_status', '=', 0).execute();
    // Move the floor stock into the vault by hand: all of it now sits Not For Sale.
    const vault = await db.selectFrom('places').select('id').where('company_id', '=', f.company).where('inventory_status', '=', 1).executeTakeFirstOrThrow();
    await db.updateTable('inventory_item_places').set({ place_id: vault.id }).where('id', 'in', floor.map((r) => r.id)).execute();
    const before = await stockOf(api, item);
    expect((await ringOrder(f, saleBody(f, [{ item, units: 1 }]))).status).toBe(200);
    expect(await stockOf(api, item)).toEqual({ item: before.item - 1000, product: before.product - 1000, places: before.places - 1000 });
    const opened = await db.selectFrom('inventory_item_places').innerJoin('places', 'places.id', 'inventory_item_places.place_id')
      .select('inventory_item_places.quantity_milli').where('inventory_item_places.inventory_item_id', '=', item.id).where('places.inventory_status', '=', 0).execute();
    expect(opened.map((r) => Number(r.quantity_milli))).toEqual([-1000]);
  });

  it('a budtender rings sales too; the order carries who rang it', async () => {
    const budtender = await api.signIn(DEMO_BUDTENDER);
    const { status, body } = await call<{ order: Order }>(api.baseUrl, 'POST', '/api/v2/orders', {
      token: budtender, company: f.company, device: f.device, body: saleBody(f, [{ item: f.items[0]!, units: 1 }]),
    });
    expect(status).toBe(200);
    expect(body.order.employee_id).toBe(api.demo.budtenderId);
  });

  describe('idempotency', () => {
    it('a repeat (same id, or same receipt_id) returns the stored order and changes nothing; a different body is 422', async () => {
      const item = f.items[5]!;
      const id = crypto.randomUUID();
      const body = saleBody(f, [{ item, units: 1 }], { id });
      const first = await ringOrder(f, body);
      expect(first.status).toBe(200);
      const after = await stockOf(api, item);
      const again = await ringOrder(f, body);
      expect(again.status).toBe(200);
      expect(again.body.order).toEqual(first.body.order);
      const { id: _id, ...withoutId } = body.order;
      const byReceipt = await ringOrder(f, { order: withoutId });
      expect(byReceipt.status).toBe(200);
      expect(byReceipt.body.order.id).toBe(id);
      expect(await stockOf(api, item)).toEqual(after);

      const changedId = await ringOrder(f, { order: { ...body.order, tendered_amount: body.order.tendered_amount + 100, payments: [{ ...body.order.payments[0]!, total: body.order.payments[0]!.total + 100 }] } });
      expect(changedId.status).toBe(422);
      expect(Object.keys(changedId.body.errors)).toEqual(['id']);
      const changedReceipt = await ringOrder(f, { order: { ...withoutId, line_items: [{ ...withoutId.line_items[0]!, price: withoutId.line_items[0]!.price + 1 }], tendered_amount: withoutId.tendered_amount + 1, payments: [{ ...withoutId.payments[0]!, total: withoutId.payments[0]!.total + 1 }] } });
      expect(changedReceipt.status).toBe(422);
      expect(Object.keys(changedReceipt.body.errors)).toEqual(['receipt_id']);
      expect(await stockOf(api, item)).toEqual(after);
    });

    it('a replay is answered even after the shift closed', async () => {
      const g = await salesFixture(api, f.token, f.company);
      const body = saleBody(g, [{ item: g.items[0]!, units: 1 }], { id: crypto.randomUUID() });
      expect((await ringOrder(g, body)).status).toBe(200);
      await call(api.baseUrl, 'POST', `/api/v2/shifts/${g.shift.id}/close`, { token: g.token, company: g.company, body: { shift: { close_drawer_amount: 1, close_drop_amount: 0 } } });
      expect((await ringOrder(g, body)).status).toBe(200);
    });

    it('10 identical orders sent at once create exactly one order and move stock once', async () => {
      const item = f.items[6]!;
      const before = await stockOf(api, item);
      const body = saleBody(f, [{ item, units: 3 }], { id: crypto.randomUUID() });
      const answers = await Promise.all(Array.from({ length: 10 }, () => ringOrder(f, body)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((a) => a.body.order.id))).toEqual(new Set([body.order.id]));
      expect(await stockOf(api, item)).toEqual({ item: before.item - 3000, product: before.product - 3000, places: before.places - 3000 });
      const stored = await call<{ meta: { total: number } }>(api.baseUrl, 'GET', `/api/v2/orders?receipt_id=${body.order.receipt_id}`, { token: f.token, company: f.company });
      expect(stored.body.meta.total).toBe(1);
      // The same without a client id: the receipt id alone is the key.
      const { id: _id, ...noId } = saleBody(f, [{ item, units: 1 }]).order;
      const racing = await Promise.all(Array.from({ length: 10 }, () => ringOrder(f, { order: noId })));
      expect(racing.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(new Set(racing.map((a) => a.body.order.id)).size).toBe(1);
      expect((await stockOf(api, item)).item).toBe(before.item - 4000);
    });

    it('concurrent distinct sales of one item lose no update', async () => {
      const item = f.items[7]!;
      const before = await stockOf(api, item);
      const answers = await Promise.all(Array.from({ length: 12 }, () => ringOrder(f, saleBody(f, [{ item, units: 1 }]))));
      expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
      expect(await stockOf(api, item)).toEqual({ item: before.item - 12_000, product: before.product - 12_000, places: before.places - 12_000 });
    });

    it("an id stored in another company is refused without leaking it", async () => {
      const otherToken = await api.signIn(DEMO_OTHER_MANAGER);
      const olive = await api.store.db.selectFrom('users').select('id').where('email', '=', DEMO_OTHER_MANAGER).executeTakeFirstOrThrow();
      const other = await salesFixture(api, otherToken, api.demo.otherCompanyId, olive.id);
      const id = crypto.randomUUID();
      expect((await ringOrder(other, saleBody(other, [{ item: other.items[0]!, units: 1 }], { id }))).status).toBe(200);
      const mine = await ringOrder(f, saleBody(f, [{ item: f.items[0]!, units: 1 }], { id }));
      expect(mine.status).toBe(422);
      expect(Object.keys(mine.body.errors)).toEqual(['id']);
      expect((await call(api.baseUrl, 'GET', `/api/v2/orders/${id}`, { token: f.token, company: f.company })).status).toBe(404);
    });
  });

  it('is v2 only: 404 under /api/v1', async () => {
    for (const [method, path] of [['POST', '/orders'], ['GET', '/orders'], ['POST', '/shifts'], ['GET', '/shifts'], ['GET', '/devices'],
      ['POST', '/devices'], ['GET', '/payment_methods'], ['GET', '/push_notifications']] as const) {
      const { status } = await call(api.baseUrl, method, `/api/v1${path}`, { token: f.token, body: method === 'POST' ? {} : undefined });
      expect(status, `${method} ${path}`).toBe(404);
    }
  });

  it('orders of another location never show through', async () => {
    const list = await call<{ orders: Order[] }>(api.baseUrl, 'GET', '/api/v2/orders?limit=1000', { token: f.token, company: api.demo.companyIds[1] });
    expect(list.status).toBe(200);
    expect(list.body.orders.every((o) => o.shift_id !== f.shift.id)).toBe(true);
    expect(list.body.orders.length).toBeGreaterThan(0);
  });
});
