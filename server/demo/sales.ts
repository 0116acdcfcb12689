import type { Kysely } from 'kysely';
import type { Session } from '../auth/session.ts';
import type { Database } from '../db/schema.ts';
import { SELL_TYPE_SELLABLE } from '../../shared/api/catalog.ts';
import { WeightUnit } from '../../shared/api/common.ts';
import { OrderType, PaymentType } from '../../shared/api/sales.ts';
import { normalizeOrder, orderRequestHash, type OrderRequest } from '../features/orders/request/normalize.ts';
import type { DeviceRecord } from '../features/devices/repository.ts';
import { planOrder } from '../features/orders/store/plan.ts';
import { saleSettingsCache } from '../features/orders/rules/sale-settings.ts';
import { writeOrder } from '../features/orders/store/write.ts';
import { productTypeTaxItems, taxItemsInForce } from '../features/tax-items/repository.ts';
import { priceSale } from '../../shared/pricing/index.ts';
import { DemoRandom } from './random.ts';

const DEVICES = ['Front Counter 1', 'Front Counter 2'];
const PAYMENT_METHODS: Array<[string, number]> = [
  ['Cash', PaymentType.cash], ['Debit', PaymentType.debit], ['Credit', PaymentType.credit], ['Gift Card', PaymentType.giftCard], ['Cashless ATM', PaymentType.cashlessAtm],
];
const SHIFT_OPENED = Date.parse('2026-11-20T16:00:00.000Z');
const SHIFT_CLOSED = '2026-11-20T23:30:00.000Z';
const ORDERS = 5;
/** An item of 10 g or more by net weight (per unit). */
const isHeavy = (item: { weight_value: string | null; weight_unit: number | null }): boolean =>
  item.weight_value !== null && Number(item.weight_value) * (item.weight_unit === WeightUnit.ounce ? 28.35 : 1) >= 10;

/**
 * One location's sales set-up: two registers, the usual payment methods, and yesterday's closed
 * shift with a few sales that moved stock through the same code as a live sale, each paid with
 * the taxes in force when it was charged (a buyer in no person group pays them all). Seeded history,
 * like the catalog, appends no push notifications. Its own seeded stream keeps the rest of the
 * demo store unchanged.
 */
export async function seedSales(db: Kysely<Database>, companyId: string, seed: number): Promise<void> {
  const random = new DemoRandom(seed);
  const cashier = await db.selectFrom('users').innerJoin('user_companies', 'user_companies.user_id', 'users.id')
    .selectAll('users').where('user_companies.company_id', '=', companyId)
    .orderBy('users.role', 'desc').orderBy('users.email').executeTakeFirstOrThrow();
  const devices: DeviceRecord[] = DEVICES.map((name) => ({
    id: random.uuid(), company_id: companyId, name, created_at: '2025-03-01T16:00:00.000Z', created_by: null, request_hash: null,
  }));
  await db.insertInto('devices').values(devices).execute();
  const device = devices[0]!;
  const session: Session = {
    user: cashier, companyId, accountId: cashier.account_id, accessibleCompanyIds: [companyId], via: 'token', isManager: cashier.role === 'manager',
  };
  const settings = saleSettingsCache(db);
  const methods = PAYMENT_METHODS.map(([name, payment_type]) => ({ id: random.uuid(), company_id: companyId, name, payment_type, active: 1 as const }));
  await db.insertInto('payment_methods').values(methods).execute();

  const shiftId = random.uuid();
  const openedAt = new Date(SHIFT_OPENED).toISOString();
  await db.insertInto('shifts').values({
    id: shiftId, company_id: companyId, device_id: device.id, employee_id: cashier.id,
    employee_name: `${cashier.first_name} ${cashier.last_name}`, receipt_id: shiftId.slice(-12).toUpperCase(),
    opened_at: openedAt, closed_at: null, locked: 0, number_of_transactions: 0, note: null, open_amount: 20_000,
    close_drawer_amount: null, close_drop_amount: null, close_note: null, open_hash: '', close_hash: null,
    created_at: openedAt, updated_at: openedAt,
  }).execute();

  const items = await db.selectFrom('inventory_items').innerJoin('products', 'products.id', 'inventory_items.product_id')
    .select(['inventory_items.id', 'inventory_items.product_id', 'inventory_items.sku', 'inventory_items.weight', 'products.sell_price', 'products.unit_of_measure', 'products.product_type_id', 'products.weight_value', 'products.weight_unit'])
    .where('inventory_items.company_id', '=', companyId).where('inventory_items.sell_type', '=', SELL_TYPE_SELLABLE)
    .where('inventory_items.quantity_milli', '>=', 10_000).where('products.active', '=', 1)
    .orderBy('inventory_items.id').limit(60).execute();
  if (items.length === 0) return;

  const typeTaxes = await productTypeTaxItems(db, companyId);
  let cash = 0;
  for (let n = 0; n < ORDERS; n++) {
    const id = random.uuid();
    const chargedOn = new Date(SHIFT_OPENED + (n + 1) * 70 * 60_000).toISOString();
    // At most one heavy item (an edible's or a topical's net weight), one of it, per sale: more may be
    // over a state's purchase limit, and the sale path refuses such a sale as it would at the counter.
    const drawn = [...new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(items)))];
    const picked = drawn.filter((item, index) => !isHeavy(item) || !drawn.slice(0, index).some(isHeavy));
    const lines = picked.map((item) => {
      const units = random.int(1, 2);
      const quantityMilli = item.unit_of_measure === WeightUnit.gram ? 3500 : (isHeavy(item) ? 1 : units) * 1000;
      return { item, quantityMilli, price: Math.round((item.sell_price * quantityMilli) / 1000) };
    });
    const inForce = await taxItemsInForce(db, companyId, chargedOn);
    const taxesOf = (productTypeId: string | null) => {
      const ids = productTypeId === null ? [] : (typeTaxes.get(productTypeId) ?? []);
      return inForce.filter((tax) => ids.includes(tax.id));
    };
    const priced = priceSale({
      lines: lines.map((l, index) => ({
        key: String(index), price: l.price, quantityMilli: l.quantityMilli, discountable: true, taxItemIds: taxesOf(l.item.product_type_id).map((tax) => tax.id),
      })),
      taxItems: inForce, buyer: { taxItemIdsPaid: null },
    });
    if (!priced.ok) throw new Error(`demo sale refused: ${priced.errors.map((e) => e.message).join('; ')}`);
    const sale = priced.value;
    const total = sale.total;
    const method = methods[random.int(0, 2)]!;
    if (method.payment_type === PaymentType.cash) cash += total;
    const request: OrderRequest = {
      id, charged_on: chargedOn, order_type: OrderType.sale, payment_type: method.payment_type, shift_id: shiftId,
      receipt_id: random.uuid().slice(-12).toUpperCase(), tendered_amount: total,
      line_items: lines.map((l) => ({ quantity: { value: String(l.quantityMilli / 1000), unit: l.item.unit_of_measure }, price: l.price, inventory_item_id: l.item.id })),
      payments: [{ payment_method_id: method.id, total }],
      // Yesterday's budtender checked each buyer's ID by hand, as a counter does: without it every
      // seeded sale would be flagged for a manager's review (no ID check) in a fresh demo store.
      age_verification: { method: 'manual', id_expiration_date: '2030-06-30' },
    };
    // Through the sale path of POST /orders (normalized, checked, priced and planned by the Store
    // API's own code, then written), so a field added to an order needs nothing here; only the push
    // notifications and the audit chain's entries are left out: seeded history appends none, and the
    // location's chain starts empty, as a new store's does.
    const input = normalizeOrder(request);
    const plan = await planOrder(db, settings, {
      session, device, input, id, hash: orderRequestHash(input), made: { at: chargedOn, newId: () => random.uuid() },
    });
    await db.transaction().execute((trx) => writeOrder(trx, { ...plan, audit: [] }));
  }
  await db.updateTable('shifts').set({
    closed_at: SHIFT_CLOSED, close_drawer_amount: 20_000 + cash, close_drop_amount: cash, close_note: 'Drawer balanced', updated_at: SHIFT_CLOSED,
  }).where('id', '=', shiftId).execute();
}
