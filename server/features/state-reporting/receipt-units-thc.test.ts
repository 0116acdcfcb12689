import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../demo/accounts.ts';
import { WeightUnit } from '../../../shared/api/common.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import { ringOrder, saleBody, salesFixture, type SalesFixture, type SellableItem } from '../../../test/support/orders/sales.ts';
import { buildReceipts, type MetrcTransactionBody } from './receipt.ts';

/**
 * What a sale's receipt says to Metrc, built from the stored sale: in the package's unit (Metrc
 * refuses a sale in another), and on Colorado medical receipts the item's THC from its lab results.
 */
describeEachEngine('a receipt in the package\'s unit, with THC on Colorado medical sales', (engine) => {
  let api: TestStoreApi;
  let f: SalesFixture;
  let item: SellableItem;
  let patientId: string;
  beforeAll(async () => {
    api = await startStoreApi({ engine });
    f = await salesFixture(api, await api.signIn(DEMO_MANAGER), api.demo.companyIds[0]);
    const labelled = await api.store.db.selectFrom('inventory_items').select('id').where('company_id', '=', f.company).where('package_label', 'is not', null).execute();
    item = f.items.find((i) => labelled.some((l) => l.id === i.id))!;
    patientId = (await api.store.db.selectFrom('patients').select('id').where('company_id', '=', f.company).orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => { await api.close(); });

  const transactionOf = async (orderId: string): Promise<MetrcTransactionBody> => {
    const outcome = (await buildReceipts(api.store.db, f.company, [orderId])).get(orderId);
    if (outcome?.kind !== 'receipt') throw new Error(JSON.stringify(outcome));
    return outcome.receipt.Transactions[0]!;
  };
  const sell = async (options: { grams?: number; patient?: boolean }) => {
    const body = saleBody(f, [{ item, units: 1 }]);
    if (options.grams !== undefined) body.order.line_items[0]!.quantity = { value: options.grams, unit: WeightUnit.gram };
    if (options.patient === true) Object.assign(body.order, { person_id: patientId, rung_offline: true });
    const sale = await ringOrder(f, body);
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    return sale.body.order.id;
  };

  it('3.5 g sold of an item kept in ounces is reported as 0.123 Ounces, the package\'s unit; sold in its own unit it is as sold', async () => {
    await api.store.db.updateTable('products').set({ unit_of_measure: WeightUnit.ounce }).where('id', '=', item.product_id).execute();
    try {
      expect(await transactionOf(await sell({ grams: 3.5 }))).toMatchObject({ Quantity: 0.123, UnitOfMeasure: 'Ounces' });
    } finally {
      await api.store.db.updateTable('products').set({ unit_of_measure: WeightUnit.unit }).where('id', '=', item.product_id).execute();
    }
    expect(await transactionOf(await sell({}))).toMatchObject({ Quantity: 1, UnitOfMeasure: 'Each' });
  });

  it('a Colorado patient\'s receipt carries the THC of the item\'s lab results, in its unit; an adult-use receipt and other states\' do not', async () => {
    const type = (await api.store.db.selectFrom('products').select('product_type_id').where('id', '=', item.product_id).executeTakeFirstOrThrow()).product_type_id!;
    await api.store.db.updateTable('products').set({ test_results_thc: '10' }).where('id', '=', item.product_id).execute();
    await api.store.db.updateTable('product_types').set({ test_results_unit: 1 }).where('id', '=', type).execute();
    // Oregon: no THC on the receipt.
    expect(await transactionOf(await sell({ patient: true }))).not.toHaveProperty('UnitThcContent');
    await api.store.db.updateTable('companies').set({ state: 'CO' }).where('id', '=', f.company).execute();
    expect(await transactionOf(await sell({ patient: true }))).toMatchObject({ UnitThcContent: 10, UnitThcContentUnitOfMeasure: 'Milligrams' });
    expect(await transactionOf(await sell({}))).not.toHaveProperty('UnitThcContent');
    await api.store.db.updateTable('product_types').set({ test_results_unit: 0 }).where('id', '=', type).execute();
    const percent = await transactionOf(await sell({ patient: true }));
    expect(percent).toMatchObject({ UnitThcPercent: 10 });
    expect(percent).not.toHaveProperty('UnitThcContent');
  });
});
