// Test support shared by the sales features' API tests (not imported by the server).
import { call } from '../../../test/support/http.ts';
import type { TestStoreApi } from '../../../test/support/store-api.ts';
import type { Order, PaymentMethod, Shift } from '../../../shared/api/sales.ts';

export interface SellableItem { id: string; product_id: string; quantity_milli: number; unit: number; sell_price: number }

export interface SalesFixture {
  api: TestStoreApi;
  token: string;
  company: string;
  device: string;
  methods: PaymentMethod[];
  shift: Shift;
  /** Sellable items counted in units, with stock, of the company. */
  items: SellableItem[];
}

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
    .where('inventory_items.company_id', '=', company).where('inventory_items.sell_type', '=', 0)
    .where('products.unit_of_measure', '=', 5).where('inventory_items.quantity_milli', '>', 5000)
    .orderBy('inventory_items.id').execute();
  return {
    api, token, company, device: device.body.device.id, methods, shift: shift.body.shift,
    items: items.map((i) => ({ ...i, product_id: i.product_id!, quantity_milli: Number(i.quantity_milli) })),
  };
}

export interface SaleOptions { id?: string; receipt?: string; orderType?: number; shiftId?: string; originalOrderId?: string }

/** A valid sale (or refund) body: `units` of each item at its shelf price, paid in cash. */
export function saleBody(f: SalesFixture, lines: Array<{ item: SellableItem; units: number }>, options: SaleOptions = {}) {
  const total = lines.reduce((sum, l) => sum + l.item.sell_price * l.units, 0);
  const cash = f.methods.find((m) => m.payment_type === 0)!;
  return {
    order: {
      ...(options.id === undefined ? {} : { id: options.id }),
      charged_on: '2026-11-21T18:30:00.000Z', order_type: options.orderType ?? 0, payment_type: 0,
      shift_id: options.shiftId ?? f.shift.id, receipt_id: options.receipt ?? receiptId(),
      line_items: lines.map((l) => ({ quantity: { value: l.units, unit: 5 }, price: l.item.sell_price * l.units, inventory_item_id: l.item.id })),
      tendered_amount: total,
      payments: [{ payment_method_id: cash.id, total }],
      ...(options.originalOrderId === undefined ? {} : { original_order_id: options.originalOrderId }),
    },
  };
}

export function ringOrder(f: SalesFixture, body: unknown) {
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
