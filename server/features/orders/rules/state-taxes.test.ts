/**
 * Each state's taxes as a client of the Store API meets them, on both engines: Michigan's sales
 * tax charged on the price plus the excise, Oregon's retail tax rounded up to the next cent, the
 * price a patient or a member pays, and Washington's medical relief only on compliant products.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER, DEMO_OTHER_MANAGER } from '../../../demo/accounts.ts';
import { call } from '../../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../../test/support/store-api.ts';
import { ringOrder, saleBody, salesFixture, type SalesFixture, type SellableItem } from '../../../../test/support/orders/sales.ts';

/** numerator / denominator, half up, in whole cents: written out so the test does not reuse the engine's arithmetic. */
const halfUp = (numerator: number, denominator: number): number => Math.floor((2 * numerator + denominator) / (2 * denominator));
const up = (numerator: number, denominator: number): number => Math.floor((numerator + denominator - 1) / denominator);

describeEachEngine('state taxes at the Store API', (engine) => {
  let api: TestStoreApi;
  let downtown: SalesFixture;
  let eastside: SalesFixture;
  let annArbor: SalesFixture;

  beforeAll(async () => {
    api = await startStoreApi({ engine });
    const manager = await api.signIn(DEMO_MANAGER);
    downtown = await salesFixture(api, manager, api.demo.companyIds[0]);
    eastside = await salesFixture(api, manager, api.demo.companyIds[1]);
    const olive = await api.store.db.selectFrom('users').select('id').where('email', '=', DEMO_OTHER_MANAGER).executeTakeFirstOrThrow();
    annArbor = await salesFixture(api, await api.signIn(DEMO_OTHER_MANAGER), api.demo.otherCompanyId, olive.id);
  });
  afterAll(async () => { await api.close(); });

  const taxNamed = (f: SalesFixture, name: string) => {
    const tax = f.taxes.find((candidate) => candidate.name === name);
    if (tax === undefined) throw new Error(`no tax item ${name}`);
    return tax;
  };
  const carrying = (f: SalesFixture, taxId: string, fits: (item: SellableItem) => boolean = () => true): SellableItem => {
    const item = f.items.find((candidate) => candidate.tax_item_ids.includes(taxId) && fits(candidate));
    if (item === undefined) throw new Error(`no item carries ${taxId}`);
    return item;
  };
  const amounts = (line: { tax_breakdowns: Array<{ tax_item_id: string; amount: number }> }) =>
    Object.fromEntries(line.tax_breakdowns.map((tax) => [tax.tax_item_id, tax.amount]));

  /** A sale of one unit at `price`, paid exactly `total`, with more order fields. */
  const sale = (f: SalesFixture, item: SellableItem, price: number, total: number, order: Record<string, unknown> = {}) => {
    const body = saleBody(f, [{ item, units: 1 }]);
    body.order.line_items[0]!.price = price;
    Object.assign(body.order, { tendered_amount: total, ...order });
    body.order.payments[0]!.total = total;
    return body;
  };

  it('the API documentation states the rules: taxes on taxes, rounding by tax item, narrow exemptions, the buyer\'s price', async () => {
    type Document = { paths: Record<string, Record<string, { description?: string }>> };
    const openapi = await call<Document>(api.baseUrl, 'GET', '/openapi.json');
    const text = openapi.body.paths['/api/v2/orders']?.['post']?.description ?? '';
    expect(text).toContain('base_includes');
    expect(text).toContain('`up` to the next whole cent');
    expect(text).toContain('medical_items_only');
    expect(text).toContain('patient_sell_price');
    expect(openapi.body.paths['/api/v2/tax_items']?.['post']?.description).toContain('dependency order');
  });

  it('Michigan: the 6% sales tax is charged on the price plus the 10% excise (R 205.141); a wrong total is 422', async () => {
    const excise = taxNamed(annArbor, 'Michigan marihuana excise tax');
    const sales = taxNamed(annArbor, 'Michigan sales tax (marihuana)');
    expect(sales.baseIncludes).toEqual([excise.id]);
    const item = carrying(annArbor, excise.id);
    const price = item.sell_price;
    const exciseAmount = halfUp(price * 10, 100);
    const salesAmount = halfUp((price + exciseAmount) * 6, 100);
    const onPriceAlone = halfUp(price * 6, 100);

    const uncompounded = await ringOrder(annArbor, sale(annArbor, item, price, price + exciseAmount + onPriceAlone));
    expect(salesAmount).toBeGreaterThan(onPriceAlone);
    expect(uncompounded.status).toBe(422);

    const { status, body } = await ringOrder(annArbor, sale(annArbor, item, price, price + exciseAmount + salesAmount));
    expect(status).toBe(200);
    expect(amounts(body.order.line_items[0]!)).toEqual({ [excise.id]: exciseAmount, [sales.id]: salesAmount });
    expect(body.order.total).toBe(price + exciseAmount + salesAmount);
  });

  it('Oregon: the 17% retail tax is rounded up to the next whole cent (ORS 475C.674(3)), the local 3% half up', async () => {
    const state = taxNamed(downtown, 'Oregon retail marijuana tax');
    const local = taxNamed(downtown, 'Portland local marijuana tax');
    // A price whose 17% has a fraction of a cent below a half: rounding up and half up differ.
    const item = carrying(downtown, state.id, (candidate) => (candidate.sell_price * 17) % 100 > 0 && (candidate.sell_price * 17) % 100 < 50);
    const price = item.sell_price;
    const stateAmount = up(price * 17, 100);
    expect(stateAmount).toBe(halfUp(price * 17, 100) + 1);
    const total = price + stateAmount + halfUp(price * 3, 100);
    const { status, body } = await ringOrder(downtown, sale(downtown, item, price, total));
    expect(status).toBe(200);
    expect(amounts(body.order.line_items[0]!)).toEqual({ [state.id]: stateAmount, [local.id]: halfUp(price * 3, 100) });
  });

  it('a member (a customer in a person group that is not medical) pays the member price the product enables; the shelf price is 422', async () => {
    const db = api.store.db;
    const veterans = await db.selectFrom('person_groups').select('id').where('company_id', '=', downtown.company).where('medical', '=', 0).executeTakeFirstOrThrow();
    const member = await db.selectFrom('person_group_members').select('person_id')
      .where('person_group_id', '=', veterans.id).where('person_type', '=', 'Customer').executeTakeFirstOrThrow();
    const item = downtown.items.find((candidate) => candidate.tax_item_ids.length === 0)!;
    const memberPrice = item.sell_price - 100;
    await db.updateTable('products').set({ member_sell_price: memberPrice, member_price_enabled: 1 }).where('id', '=', item.product_id).execute();
    const shelf = await ringOrder(downtown, sale(downtown, item, item.sell_price, item.sell_price, { customer_id: member.person_id }));
    expect(shelf.status).toBe(422);
    expect(shelf.body.errors['line_items.0.price']![0]).toContain(`the member price for this buyer is ${memberPrice}`);
    const paid = await ringOrder(downtown, sale(downtown, item, memberPrice, memberPrice, { customer_id: member.person_id }));
    expect(paid.status).toBe(200);
    expect(paid.body.order.line_items[0]!.price).toBe(memberPrice);
    // Rung offline at the shelf price: the sale happened, so it is recorded as charged and flagged.
    const offline = await ringOrder(downtown, sale(downtown, item, item.sell_price, item.sell_price, { customer_id: member.person_id, rung_offline: true }));
    expect(offline.status).toBe(200);
    expect(offline.body.order.line_items[0]!.price).toBe(item.sell_price);
    expect(offline.body.order.review_flags.map((flag) => flag.code)).toContain('price-mismatch');
    // A buyer in no group pays the shelf price, as before.
    expect((await ringOrder(downtown, sale(downtown, item, item.sell_price, item.sell_price))).status).toBe(200);
  });

  it('Washington: a card holder buying a product that is not DOH-compliant pays the excise and sales taxes; a compliant one, neither', async () => {
    const db = api.store.db;
    const excise = taxNamed(eastside, 'Washington cannabis excise tax');
    const stateSales = taxNamed(eastside, 'Washington retail sales tax (cannabis)');
    const localSales = taxNamed(eastside, 'Vancouver local sales tax (cannabis)');
    const [compliant, other] = eastside.items.filter((item) => item.tax_item_ids.includes(excise.id));
    if (compliant === undefined || other === undefined) throw new Error('Eastside has too few cannabis items');
    const markMedical = async (item: SellableItem, medical: boolean) => {
      const row = await db.selectFrom('inventory_items').select('details').where('id', '=', item.id).executeTakeFirstOrThrow();
      const details = JSON.parse(row.details) as Record<string, unknown>;
      await db.updateTable('inventory_items').set({ details: JSON.stringify({ ...details, medical }) }).where('id', '=', item.id).execute();
    };
    await markMedical(compliant, true);
    await markMedical(other, false);
    const patient = await db.selectFrom('patients').select('id').where('company_id', '=', eastside.company).orderBy('id').executeTakeFirstOrThrow();
    const patientPrice = async (item: SellableItem) =>
      (await db.selectFrom('products').select('patient_sell_price').where('id', '=', item.product_id).executeTakeFirstOrThrow()).patient_sell_price ?? item.sell_price;

    // Not compliant: the excise is split out of the price, the sales taxes charged on the rest.
    const price = await patientPrice(other);
    const exciseAmount = halfUp(price * 370_000, 1_370_000);
    const net = price - exciseAmount;
    const stateAmount = halfUp(net * 65, 1000), localAmount = halfUp(net * 21, 1000);
    const taxed = await ringOrder(eastside, sale(eastside, other, price, price + stateAmount + localAmount, { person_id: patient.id }));
    expect(taxed.status).toBe(200);
    const line = taxed.body.order.line_items[0]!;
    expect(amounts(line)).toEqual({ [excise.id]: exciseAmount, [stateSales.id]: stateAmount, [localSales.id]: localAmount });
    expect(line.tax_exemptions).toEqual([]);

    // Compliant, at this medically endorsed store: no excise, no sales tax.
    const compliantPrice = await patientPrice(compliant);
    const exempt = await ringOrder(eastside, sale(eastside, compliant, compliantPrice, compliantPrice, { person_id: patient.id }));
    expect(exempt.status).toBe(200);
    expect(exempt.body.order.line_items[0]!.tax_breakdowns).toEqual([]);
    expect(exempt.body.order.line_items[0]!.tax_exemptions.map((tax) => tax.tax_item_id).sort()).toEqual([excise.id, stateSales.id, localSales.id].sort());

    // Without the endorsement, the card holder pays every tax even on a compliant product.
    await db.updateTable('companies').set({ medical_endorsement: 0 }).where('id', '=', eastside.company).execute();
    try {
      const unendorsed = await ringOrder(eastside, sale(eastside, compliant, compliantPrice, compliantPrice, { person_id: patient.id }));
      expect(unendorsed.status).toBe(422);
      expect(Object.keys(unendorsed.body.errors)).toContain('tendered_amount');
    } finally {
      await db.updateTable('companies').set({ medical_endorsement: 1 }).where('id', '=', eastside.company).execute();
    }
  });
});
