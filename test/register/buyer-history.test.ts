import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/accounts.ts';
import { COUNTER_CUSTOMERS, COUNTER_PATIENTS } from '../../server/demo/counter-people.ts';
import { ringOrder, saleBody, salesFixture, type SalesFixture } from '../support/orders/sales.ts';
import { freshDatabase } from '../../renderer/data/catalog.test-support.ts';
import { buyerPurchases } from '../../renderer/data/buyer-purchases.ts';
import { pullBuyerPurchases } from '../../renderer/screens/sale/limits/buyer-history.ts';
import { startStoreApi, type TestStoreApi } from '../support/store-api.ts';
import { httpTestBridge } from '../support/register-bridge.ts';

/*
 * The register's buyer history for the purchase limits, pulled from a real Store API: a patient's
 * orders are those naming them as person_id, a customer's those naming them as customer_id.
 */

let server: TestStoreApi;
let f: SalesFixture;
let customerId: string;
let patientId: string;

beforeAll(async () => {
  server = await startStoreApi({ engine: 'sqlite', demo: { products: 12, customers: 4 } });
  f = await salesFixture(server, await server.signIn(DEMO_MANAGER), server.demo.companyIds[0]);
  const db = server.store.db;
  const person = async (table: 'customers' | 'patients', name: { first: string; last: string }) => (await db.selectFrom(table).select('id')
    .where('company_id', '=', f.company).where('first_name', '=', name.first).where('last_name', '=', name.last).executeTakeFirstOrThrow()).id;
  customerId = await person('customers', COUNTER_CUSTOMERS.adult);
  patientId = await person('patients', COUNTER_PATIENTS.valid);
  // The free line below is free for everyone: its product names no patient price.
  await db.updateTable('products').set({ patient_price_enabled: 0 }).where('id', '=', f.items[0]!.product_id).execute();
});
afterAll(async () => { await server.close(); });

/** A sale charged at `chargedOn` to the buyer, priced at nothing (a patient pays no cannabis tax; a free line owes none). */
async function ring(chargedOn: string, buyer: { customer_id?: string; person_id?: string }): Promise<string> {
  const body = saleBody(f, [{ item: { ...f.items[0]!, sell_price: 0, tax_item_ids: [] }, units: 2 }]);
  const { status, body: answer } = await ringOrder(f, { order: { ...body.order, charged_on: chargedOn, ...buyer } });
  expect(status).toBe(200);
  return answer.order.id;
}

it('pulls a patient\'s orders by person_id and a customer\'s by customer_id, each kept under the buyer for offline use', async () => {
  const since = '2026-11-01T00:00:00.000Z';
  const patientSale = await ring('2026-11-20T10:00:00.000Z', { person_id: patientId });
  await ring('2026-10-20T10:00:00.000Z', { person_id: patientId });
  const customerSale = await ring('2026-11-20T11:00:00.000Z', { customer_id: customerId });
  const bridge = httpTestBridge({ baseUrl: server.baseUrl, token: f.token, companyId: f.company });
  const db = freshDatabase();

  expect(await pullBuyerPurchases(bridge, db, { id: patientId, kind: 'patient' }, since)).toBe(true);
  expect(bridge.calls.map((call) => call.path)).toEqual([`/orders?person_id=${patientId}&charged_after=${encodeURIComponent(since)}&limit=200&offset=0`]);
  const patients = await buyerPurchases(db, patientId, since);
  expect(patients.map((purchase) => purchase.id)).toEqual([patientSale]);
  expect(patients[0]!.lines).toEqual([{ inventoryItemId: f.items[0]!.id, quantity: 2, unit: 5 }]);

  expect(await pullBuyerPurchases(bridge, db, { id: customerId, kind: 'customer' }, since)).toBe(true);
  expect(bridge.calls[1]!.path).toContain(`customer_id=${customerId}&`);
  expect((await buyerPurchases(db, customerId, since)).map((purchase) => purchase.id)).toEqual([customerSale]);
});
