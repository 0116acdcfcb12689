// Test support shared by the sales features' API tests (not imported by the server).
import { call } from '../http.ts';
import type { TestStoreApi } from '../store-api.ts';
import { SELL_TYPE_SELLABLE } from '../../../shared/api/catalog.ts';
import { WeightUnit } from '../../../shared/api/common.ts';
import { OrderType, PaymentType, type Order, type OrderInput, type PaymentMethod, type Shift } from '../../../shared/api/sales.ts';
import { priceSale, type TaxItemInForce } from '../../../shared/pricing/index.ts';
import { productTypeTaxItems, taxItemsInForce } from '../../../server/features/tax-items/repository.ts';

export interface SellableItem {
  id: string; product_id: string; quantity_milli: number; unit: number; sell_price: number;
  /** The tax items its product type carries, and whether its product takes discounts. */
  tax_item_ids: string[]; discountable: boolean;
}

export interface SalesFixture {
  api: TestStoreApi;
  token: string;
  company: string;
  device: string;
  methods: PaymentMethod[];
  shift: Shift;
  /** Sellable items counted in units, with stock, of the company. */
  items: SellableItem[];
  /** The company's tax items in force at CHARGED_ON. */
  taxes: TaxItemInForce[];
  /** Any item of the company as a SellableItem: its product's tax items and discountable flag filled in. */
  withTaxes: (item: Omit<SellableItem, 'tax_item_ids' | 'discountable'>) => SellableItem;
}

/** When test sales are charged. */
export const CHARGED_ON = '2026-11-21T18:30:00.000Z';

export const receiptId = (): string => crypto.randomUUID().slice(-12).toUpperCase();

/** Signs in, registers a fresh device of the company and opens a shift on it. */
export async function salesFixture(api: TestStoreApi, token: string, company: string, employeeId = api.demo.managerId): Promise<SalesFixture> {
  const device = await call<{ device: { id: string } }>(api.baseUrl, 'POST', '/api/v2/devices', { token, company, body: { device: { name: `Test ${crypto.randomUUID().slice(0, 6)}` } } });
  if (device.status !== 201) throw new Error(`device: ${device.status}`);
  const methods = (await call<{ payment_methods: PaymentMethod[] }>(api.baseUrl, 'GET', '/api/v2/payment_methods', { token, company })).body.payment_methods;
  const shift = await call<{ shift: Shift }>(api.baseUrl, 'POST', '/api/v2/shifts', {
    token, company, device: device.body.device.id, body: { shift: { employee_id: employeeId, open_amount: 10_000 } },
  });
  if (shift.status !== 200) throw new Error(`shift: ${shift.status} ${JSON.stringify(shift.body)}`);
  const items = await api.store.db.selectFrom('inventory_items').innerJoin('products', 'products.id', 'inventory_items.product_id')
    .select(['inventory_items.id', 'inventory_items.product_id', 'inventory_items.quantity_milli', 'products.unit_of_measure as unit', 'products.sell_price'])
    .where('inventory_items.company_id', '=', company).where('inventory_items.sell_type', '=', SELL_TYPE_SELLABLE)
    .where('products.unit_of_measure', '=', WeightUnit.unit).where('inventory_items.quantity_milli', '>', 5000)
    .orderBy('inventory_items.id').execute();
  const [taxes, typeTaxes, products] = await Promise.all([
    taxItemsInForce(api.store.db, company, CHARGED_ON),
    productTypeTaxItems(api.store.db, company),
    api.store.db.selectFrom('products').select(['id', 'product_type_id', 'discountable']).where('company_id', '=', company).execute(),
  ]);
  const productOf = new Map(products.map((p) => [p.id, p]));
  const withTaxes = (item: Omit<SellableItem, 'tax_item_ids' | 'discountable'>): SellableItem => {
    const product = productOf.get(item.product_id);
    const typeId = product?.product_type_id ?? null;
    return { ...item, tax_item_ids: typeId === null ? [] : (typeTaxes.get(typeId) ?? []), discountable: product?.discountable === 1 };
  };
  return {
    api, token, company, device: device.body.device.id, methods, shift: shift.body.shift, taxes, withTaxes,
    items: items.map((i) => withTaxes({ ...i, product_id: i.product_id!, quantity_milli: Number(i.quantity_milli) })),
  };
}

export interface SaleOptions { id?: string; receipt?: string; orderType?: number; shiftId?: string; originalOrderId?: string }

/** What a buyer in no person group pays for `units` of each item at its shelf price: the pricing engine's total, taxes added. */
export function totalOf(f: Pick<SalesFixture, 'taxes'>, lines: ReadonlyArray<{ item: SellableItem; units: number }>): number {
  const priced = priceSale({
    lines: lines.map((l, index) => ({
      key: String(index), price: l.item.sell_price * l.units, quantityMilli: l.units * 1000, discountable: l.item.discountable, taxItemIds: l.item.tax_item_ids,
    })),
    taxItems: f.taxes, buyer: { taxItemIdsPaid: null },
  });
  if (!priced.ok) throw new Error(priced.errors.map((e) => e.message).join('; '));
  return priced.value.total;
}

/** A valid sale (or refund) body: `units` of each item at its shelf price, paid in cash (the total with its taxes). */
export function saleBody(f: SalesFixture, lines: Array<{ item: SellableItem; units: number }>, options: SaleOptions = {}): OrderInput {
  const total = totalOf(f, lines);
  const cash = f.methods.find((m) => m.payment_type === PaymentType.cash)!;
  return {
    order: {
      ...(options.id === undefined ? {} : { id: options.id }),
      charged_on: CHARGED_ON, order_type: options.orderType ?? OrderType.sale, payment_type: PaymentType.cash,
      shift_id: options.shiftId ?? f.shift.id, receipt_id: options.receipt ?? receiptId(),
      line_items: lines.map((l) => ({ quantity: { value: l.units, unit: WeightUnit.unit }, price: l.item.sell_price * l.units, inventory_item_id: l.item.id })),
      tendered_amount: total,
      payments: [{ payment_method_id: cash.id, total }],
      ...(options.originalOrderId === undefined ? {} : { original_order_id: options.originalOrderId }),
    },
  };
}

/** Rings an order as a register would: a body the schema describes. */
export function ringOrder(f: SalesFixture, body: OrderInput) {
  return ringAnyBody(f, body);
}

/**
 * What the Store API charges `buyer` for one unit of `item` (the taxes differ between buyers, e.g.
 * a medical and an adult-use sale): a sale paid nothing is refused on its payment before anything
 * is stored, and the refusal names the order's total.
 */
export async function chargedFor(f: SalesFixture, item: SellableItem, buyer: Record<string, unknown>): Promise<number> {
  const probe = saleBody(f, [{ item, units: 1 }]);
  Object.assign(probe.order, { tendered_amount: 0, payments: [{ ...probe.order.payments[0]!, total: 0 }] }, buyer);
  const answer = await ringOrder(f, probe);
  // An answer without errors (a sale accepted) names no total: said below.
  const refusal: Partial<Record<string, string[]>> = answer.body.errors ?? {};
  const message = refusal['tendered_amount']?.[0] ?? '';
  const total = /order's total \((\d+)\)/.exec(message)?.[1];
  if (total === undefined) throw new Error(`no total in ${JSON.stringify(answer.body)}`);
  return Number(total);
}

/** Sends any body to POST /orders: for the tests of what the Store API refuses. */
export function ringAnyBody(f: SalesFixture, body: unknown) {
  return call<{ order: Order; errors: Record<string, string[]> }>(f.api.baseUrl, 'POST', '/api/v2/orders', { token: f.token, company: f.company, device: f.device, body });
}

/** The item's stock as stored: item, product total, and the sum over its place rows. */
export async function stockOf(api: TestStoreApi, item: SellableItem): Promise<{ item: number; product: number; places: number }> {
  const db = api.store.db;
  const row = await db.selectFrom('inventory_items').select('quantity_milli').where('id', '=', item.id).executeTakeFirstOrThrow();
  const product = await db.selectFrom('products').select('quantity_milli').where('id', '=', item.product_id).executeTakeFirstOrThrow();
  const places = await db.selectFrom('inventory_item_places').select('quantity_milli').where('inventory_item_id', '=', item.id).execute();
  return { item: Number(row.quantity_milli), product: Number(product.quantity_milli), places: places.reduce((s, p) => s + Number(p.quantity_milli), 0) };
}
