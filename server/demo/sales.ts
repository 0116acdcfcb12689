import type { Insertable, Kysely } from 'kysely';
import type { Database, LineItemTable, PaymentTable } from '../db/schema.ts';
import { normalizeOrder, writeOrder, type OrderRequest } from '../features/orders/repository.ts';
import { requestHash } from '../features/orders/idempotency.ts';
import { DemoRandom } from './random.ts';

const DEVICES = ['Front Counter 1', 'Front Counter 2'];
const PAYMENT_METHODS: Array<[string, number]> = [['Cash', 0], ['Debit', 1], ['Credit', 4], ['Gift Card', 3], ['Cashless ATM', 2]];
const SHIFT_OPENED = Date.parse('2026-11-20T16:00:00.000Z');
const SHIFT_CLOSED = '2026-11-20T23:30:00.000Z';
const ORDERS = 5;

/**
 * One location's sales set-up: two registers, the usual payment methods, and yesterday's closed
 * shift with a few sales that moved stock through the same code as a live sale. Seeded history,
 * like the catalog, appends no push notifications. Its own seeded stream keeps the rest of the
 * demo store unchanged.
 */
export async function seedSales(db: Kysely<Database>, companyId: string, seed: number): Promise<void> {
  const random = new DemoRandom(seed);
  const cashier = await db.selectFrom('users').innerJoin('user_companies', 'user_companies.user_id', 'users.id')
    .select(['users.id', 'users.first_name', 'users.last_name']).where('user_companies.company_id', '=', companyId)
    .orderBy('users.role', 'desc').orderBy('users.email').executeTakeFirstOrThrow();
  const deviceIds = DEVICES.map(() => random.uuid());
  await db.insertInto('devices').values(DEVICES.map((name, i) => ({
    id: deviceIds[i]!, company_id: companyId, name, created_at: '2025-03-01T16:00:00.000Z', created_by: null,
  }))).execute();
  const methods = PAYMENT_METHODS.map(([name, payment_type]) => ({ id: random.uuid(), company_id: companyId, name, payment_type, active: 1 as const }));
  await db.insertInto('payment_methods').values(methods).execute();

  const shiftId = random.uuid();
  const openedAt = new Date(SHIFT_OPENED).toISOString();
  await db.insertInto('shifts').values({
    id: shiftId, company_id: companyId, device_id: deviceIds[0]!, employee_id: cashier.id,
    employee_name: `${cashier.first_name} ${cashier.last_name}`, receipt_id: shiftId.slice(-12).toUpperCase(),
    opened_at: openedAt, closed_at: null, locked: 0, number_of_transactions: 0, note: null, open_amount: 20_000,
    close_drawer_amount: null, close_drop_amount: null, close_note: null, open_hash: '', close_hash: null,
    created_at: openedAt, updated_at: openedAt,
  }).execute();

  const items = await db.selectFrom('inventory_items').innerJoin('products', 'products.id', 'inventory_items.product_id')
    .select(['inventory_items.id', 'inventory_items.product_id', 'inventory_items.sku', 'inventory_items.weight', 'products.sell_price', 'products.unit_of_measure'])
    .where('inventory_items.company_id', '=', companyId).where('inventory_items.sell_type', '=', 0)
    .where('inventory_items.quantity_milli', '>=', 10_000).where('products.active', '=', 1)
    .orderBy('inventory_items.id').limit(60).execute();
  if (items.length === 0) return;

  let cash = 0;
  for (let n = 0; n < ORDERS; n++) {
    const id = random.uuid();
    const chargedOn = new Date(SHIFT_OPENED + (n + 1) * 70 * 60_000).toISOString();
    const picked = [...new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(items)))];
    const lines = picked.map((item) => {
      const quantityMilli = item.unit_of_measure === 0 ? 3500 : random.int(1, 2) * 1000;
      return { item, quantityMilli, price: Math.round((item.sell_price * quantityMilli) / 1000) };
    });
    const total = lines.reduce((sum, line) => sum + line.price, 0);
    const method = methods[random.int(0, 2)]!;
    if (method.payment_type === 0) cash += total;
    const request: OrderRequest = {
      id, charged_on: chargedOn, order_type: 0, payment_type: method.payment_type, shift_id: shiftId,
      receipt_id: random.uuid().slice(-12).toUpperCase(), tendered_amount: total,
      line_items: lines.map((l) => ({ quantity: { value: String(l.quantityMilli / 1000), unit: l.item.unit_of_measure }, price: l.price, inventory_item_id: l.item.id })),
      payments: [{ payment_method_id: method.id, total }],
    };
    const input = normalizeOrder(request);
    const lineRows: Array<Insertable<LineItemTable>> = lines.map((l, position) => ({
      id: random.uuid(), company_id: companyId, order_id: id, position, inventory_item_id: l.item.id,
      quantity_milli: l.quantityMilli, unit: l.item.unit_of_measure, stock_milli: l.quantityMilli, price: l.price, sku: l.item.sku, weight: l.item.weight,
    }));
    const payments: Array<Insertable<PaymentTable>> = [{
      id: random.uuid(), company_id: companyId, order_id: id, position: 0, payment_method_id: method.id, payment_type: method.payment_type, total,
    }];
    await db.transaction().execute((trx) => writeOrder(trx, {
      order: {
        id, company_id: companyId, receipt_id: input.receipt_id, device_id: deviceIds[0]!, shift_id: shiftId, employee_id: cashier.id,
        customer_id: null, original_order_id: null, charged_on: input.charged_on, order_type: 0, payment_type: method.payment_type,
        tendered_amount: total, refund_reason: null, voided: 0, request_hash: requestHash({ ...input }), created_at: chargedOn, updated_at: chargedOn,
      },
      lines: lineRows, payments,
      stock: lines.map((l) => ({ inventory_item_id: l.item.id, product_id: l.item.product_id, delta_milli: -l.quantityMilli })),
      voids: null,
    }));
  }
  await db.updateTable('shifts').set({
    closed_at: SHIFT_CLOSED, close_drawer_amount: 20_000 + cash, close_drop_amount: cash, close_note: 'Drawer balanced', updated_at: SHIFT_CLOSED,
  }).where('id', '=', shiftId).execute();
}
