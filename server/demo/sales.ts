import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, LineItemTable, PaymentTable } from '../db/schema.ts';
import { SELL_TYPE_SELLABLE } from '../../shared/api/catalog.ts';
import { WeightUnit } from '../../shared/api/common.ts';
import { OrderType, PaymentType } from '../../shared/api/sales.ts';
import { normalizeOrder, orderRequestHash, type OrderRequest } from '../features/orders/request/normalize.ts';
import { writeOrder } from '../features/orders/store/write.ts';
import { reportOwedBy } from '../features/state-reporting/order-report.ts';
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
    .select(['inventory_items.id', 'inventory_items.product_id', 'inventory_items.sku', 'inventory_items.weight', 'products.sell_price', 'products.unit_of_measure', 'products.product_type_id'])
    .where('inventory_items.company_id', '=', companyId).where('inventory_items.sell_type', '=', SELL_TYPE_SELLABLE)
    .where('inventory_items.quantity_milli', '>=', 10_000).where('products.active', '=', 1)
    .orderBy('inventory_items.id').limit(60).execute();
  if (items.length === 0) return;

  const typeTaxes = await productTypeTaxItems(db, companyId);
  let cash = 0;
  for (let n = 0; n < ORDERS; n++) {
    const id = random.uuid();
    const chargedOn = new Date(SHIFT_OPENED + (n + 1) * 70 * 60_000).toISOString();
    const picked = [...new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(items)))];
    const lines = picked.map((item) => {
      const quantityMilli = item.unit_of_measure === WeightUnit.gram ? 3500 : random.int(1, 2) * 1000;
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
    };
    const input = normalizeOrder(request);
    const lineRows: Array<Selectable<LineItemTable>> = lines.map((l, position) => ({
      id: random.uuid(), company_id: companyId, order_id: id, position, inventory_item_id: l.item.id,
      quantity_milli: l.quantityMilli, unit: l.item.unit_of_measure, stock_milli: l.quantityMilli, price: l.price, sku: l.item.sku, weight: l.item.weight,
      subtotal: sale.lines[position]!.subtotal, loyalty_points: 0, discounts: '[]', related_line_item_id: null,
      tax_breakdowns: JSON.stringify(sale.lines[position]!.tax_breakdowns), tax_exemptions: JSON.stringify(sale.lines[position]!.tax_exemptions),
    }));
    const payments: Array<Insertable<PaymentTable>> = [{
      id: random.uuid(), company_id: companyId, order_id: id, position: 0, payment_method_id: method.id, payment_type: method.payment_type, total,
    }];
    await db.transaction().execute((trx) => writeOrder(trx, {
      order: {
        id, company_id: companyId, receipt_id: input.receipt_id, device_id: deviceIds[0]!, shift_id: shiftId, employee_id: cashier.id,
        customer_id: null, original_order_id: null, charged_on: input.charged_on, order_type: OrderType.sale, payment_type: method.payment_type,
        tendered_amount: total, refund_reason: null, voided: 0, request_hash: orderRequestHash(input), created_at: chargedOn, updated_at: chargedOn,
        subtotal: sale.subtotal, discount_total: 0, tax_total: sale.tax_total, total, discount_percent: null, discount_flat_amount: null,
        discount_reason: null, discount_approved_by: null, loyalty_points_earned: 0, loyalty_points_redeemed: 0, person_id: null,
        rung_offline: 0, review_flags: '[]', age_verification: null,
      },
      lines: lineRows, payments,
      stock: lines.map((l) => ({ inventory_item_id: l.item.id, product_id: l.item.product_id, delta_milli: -l.quantityMilli })),
      voids: null, loyalty: null, audit: [], flaggedForBreach: false,
      // The demo store reports to no state system when its sales are seeded.
      stateReport: reportOwedBy(null, OrderType.sale),
    }));
  }
  await db.updateTable('shifts').set({
    closed_at: SHIFT_CLOSED, close_drawer_amount: 20_000 + cash, close_drop_amount: cash, close_note: 'Drawer balanced', updated_at: SHIFT_CLOSED,
  }).where('id', '=', shiftId).execute();
}
