// Test support: a seeded store whose sales are planned (and written) by the Store API's own
// code, without HTTP, for tests that compare what an order stores (not imported by the server).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SELL_TYPE_SELLABLE } from '../../../shared/api/catalog.ts';
import { WeightUnit } from '../../../shared/api/common.ts';
import { PaymentType } from '../../../shared/api/sales.ts';
import type { Session } from '../../../server/auth/session.ts';
import type { Database } from '../../../server/db/schema.ts';
import type { DemoAccounts } from '../../../server/demo/accounts.ts';
import type { DeviceRecord } from '../../../server/features/devices/repository.ts';
import { normalizeOrder, orderRequestHash, type OrderRequest } from '../../../server/features/orders/request/normalize.ts';
import { planOrder } from '../../../server/features/orders/store/plan.ts';
import { saleSettingsCache } from '../../../server/features/orders/rules/sale-settings.ts';
import type { OrderPlan } from '../../../server/features/orders/store/write.ts';

/** What a seeded location offers the sales a test rings. */
export interface PlanningStore {
  companyId: string;
  session: Session;
  device: DeviceRecord;
  /** Sellable items counted in units, each with a product. */
  items: Array<{ id: string; product_id: string; sell_price: number }>;
  methods: { cash: string; debit: string };
  /** Adult customers with loyalty points to spend. */
  customers: Array<{ id: string; loyalty_points: number }>;
  patients: string[];
  managerId: string;
  /** A flower item sold by the gram, for sales over a purchase limit. */
  flower: { id: string; sell_price: number };
  /** Opens a shift with this id, as a register would: of the store's device unless another is named. */
  openShift(db: Kysely<Database>, id: string, deviceId?: string): Promise<void>;
  /** Plans `request` against `db` as POST /orders would, under the order id `id`. */
  plan(db: Kysely<Database>, request: OrderRequest, id: string): Promise<OrderPlan>;
}

const OPENED_AT = '2026-11-21T16:00:00.000Z';

/** Reads a demo store's first location (Downtown) and registers a device for the tests' sales. */
export async function planningStore(db: Kysely<Database>, demo: DemoAccounts, deviceId: string = randomUUID()): Promise<PlanningStore> {
  const companyId = demo.companyIds[0];
  const user = await db.selectFrom('users').selectAll().where('id', '=', demo.managerId).executeTakeFirstOrThrow();
  const device: DeviceRecord = { id: deviceId, company_id: companyId, name: 'Property Counter', created_at: OPENED_AT, created_by: null, request_hash: null };
  await db.insertInto('devices').values(device).execute();
  const items = await db.selectFrom('inventory_items').innerJoin('products', 'products.id', 'inventory_items.product_id')
    .select(['inventory_items.id', 'inventory_items.product_id', 'products.sell_price'])
    .where('inventory_items.company_id', '=', companyId).where('inventory_items.sell_type', '=', SELL_TYPE_SELLABLE)
    .where('products.unit_of_measure', '=', WeightUnit.unit).where('products.active', '=', 1)
    .orderBy('inventory_items.id').limit(6).execute();
  const methods = await db.selectFrom('payment_methods').select(['id', 'payment_type']).where('company_id', '=', companyId).execute();
  const methodOf = (type: number): string => methods.find((m) => m.payment_type === type)!.id;
  const customers = await db.selectFrom('customers').select(['id', 'loyalty_points'])
    .where('company_id', '=', companyId).where('loyalty_points', '>=', 300).where('birth_date', '<', '2000-01-01')
    .orderBy('id').limit(3).execute();
  const patients = await db.selectFrom('patients').select('id').where('company_id', '=', companyId).orderBy('id').limit(2).execute();
  const flower = await db.selectFrom('inventory_items').innerJoin('products', 'products.id', 'inventory_items.product_id')
    .select(['inventory_items.id', 'products.sell_price'])
    .where('inventory_items.company_id', '=', companyId).where('inventory_items.sell_type', '=', SELL_TYPE_SELLABLE)
    .where('products.unit_of_measure', '=', WeightUnit.gram).where('products.active', '=', 1)
    .orderBy('inventory_items.id').executeTakeFirstOrThrow();
  const settings = saleSettingsCache(db);
  const session: Session = { user, companyId, accountId: demo.accountId, accessibleCompanyIds: [...demo.companyIds], via: 'token', isManager: true };
  return {
    companyId, device, managerId: demo.managerId, session, flower,
    items: items.map((i) => ({ id: i.id, product_id: i.product_id!, sell_price: i.sell_price })),
    methods: { cash: methodOf(PaymentType.cash), debit: methodOf(PaymentType.debit) },
    customers: customers.map((c) => ({ id: c.id, loyalty_points: Number(c.loyalty_points) })),
    patients: patients.map((p) => p.id),
    async openShift(on, id, shiftDeviceId = deviceId) {
      await on.insertInto('shifts').values({
        id, company_id: companyId, device_id: shiftDeviceId, employee_id: user.id, employee_name: `${user.first_name} ${user.last_name}`,
        receipt_id: id.slice(-12).toUpperCase(), opened_at: OPENED_AT, closed_at: null, locked: 0, number_of_transactions: 0, note: null,
        open_amount: 10_000, close_drawer_amount: null, close_drop_amount: null, close_note: null, open_hash: '', close_hash: null,
        created_at: OPENED_AT, updated_at: OPENED_AT,
      }).execute();
    },
    async plan(on, request, id) {
      const input = normalizeOrder(request);
      // The settings cache is keyed by the database it reads: each database gets its own.
      const cache = on === db ? settings : saleSettingsCache(on);
      return planOrder(on, cache, { session, device, input, id, hash: orderRequestHash(input) });
    },
  };
}
