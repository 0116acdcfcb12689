import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Insertable } from 'kysely';
import { insertInBatches } from '../../server/db/batch.ts';
import { openDatabase, type DatabaseLocation, type Engine, type StoreDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import type { PushNotificationTable } from '../../server/db/schema.ts';
import { DEMO_MANAGER, DEMO_PASSWORD } from '../../server/demo/accounts.ts';
import { seedDemoStore } from '../../server/demo/seed.ts';
import { freePort, startTsProcess, type RunningProcess } from '../../scripts/processes.ts';
import { basic, createPostgresDatabase, tokenHeader } from '../support/store-api.ts';

// A store for the bench to measure: a seeded database, the Store API running over it, and a till
// (device, payment method, open shift) to ring sales on. The Store API bench and the chain replay both use it.

export interface PreparedStore {
  engine: Engine;
  /** Where the database is, to open it again (the bench reads what it needs to drive the register). */
  location: DatabaseLocation;
  products: number;
  /** Arguments for server/main.ts that point it at this database. */
  args: string[];
  companyId: string;
  /** Sellable inventory items of the company, for sales. */
  sellable: Array<{ id: string; price: number }>;
  notifications: number;
  drop(): Promise<void>;
}

/**
 * Seeds the demo store straight into a fresh database (faster than through the API, and the same
 * rows the server would make), then adds `notifications` push notifications to the first location.
 */
export async function prepareStore(engine: Engine, products: number, notifications: number): Promise<PreparedStore> {
  let args: string[];
  let drop: () => Promise<void>;
  let location: DatabaseLocation;
  if (engine === 'postgres') {
    const database = await createPostgresDatabase();
    location = { url: database.url };
    args = ['--database-url', database.url];
    drop = database.drop;
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'canopy-bench-'));
    location = { dataDir };
    args = ['--data', dataDir];
    drop = () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true }));
  }
  const store = openDatabase(location);
  try {
    await migrateToLatest(store.db);
    // The seed is not measured: on SQLite, skip the fsync after each of its batches. The server
    // process opens the file again with its own (durable) settings.
    if (engine === 'sqlite') await sql`pragma synchronous = off`.execute(store.db);
    const demo = await seedDemoStore(store.db, { products });
    const companyId = demo.companyIds[0];
    // Items sold by the unit, so every sale is one unit in the item's own unit of measure.
    const sellable = await store.db.selectFrom('inventory_items')
      .innerJoin('products', 'products.id', 'inventory_items.product_id')
      .select(['inventory_items.id as id', 'products.sell_price as price'])
      .where('inventory_items.company_id', '=', companyId).where('inventory_items.sell_type', '=', 0)
      .where('products.unit_of_measure', '=', 5)
      // Untaxed items: what is paid is the price (the money of a sale is tested in server/features/orders/rules/money.test.ts).
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('product_type_tax_items as link').select('link.tax_item_id').whereRef('link.product_type_id', '=', 'products.product_type_id'))))
      .orderBy('inventory_items.id').limit(200).execute();
    if (notifications > 0) await addNotifications(store.db, companyId, notifications);
    // A live PostgreSQL has statistics and a visibility map (autovacuum runs after bulk writes);
    // make them now, so the plans measured do not depend on whether autovacuum got there first.
    if (engine === 'postgres') await sql`vacuum analyze`.execute(store.db);
    return { engine, location, products, args, companyId, sellable, notifications, drop };
  } finally {
    await store.close();
  }
}

async function addNotifications(db: StoreDatabase['db'], companyId: string, count: number): Promise<void> {
  const models = ['InventoryItem', 'Order', 'LineItem', 'Brand', 'Strain'] as const;
  await db.transaction().execute(async (trx) => {
    const counter = await trx.selectFrom('company_sequences').select('last_sequence_id')
      .where('company_id', '=', companyId).executeTakeFirstOrThrow();
    const first = counter.last_sequence_id + 1;
    // Recent, so every cursor is inside the retention window.
    const createdAt = new Date().toISOString();
    const chunk = 20_000;
    for (let start = 0; start < count; start += chunk) {
      const rows: Array<Insertable<PushNotificationTable>> = [];
      for (let n = start; n < Math.min(count, start + chunk); n++) {
        rows.push({
          id: randomUUID(), company_id: companyId, sequence_id: first + n, event: n % 3 === 0 ? 'create' : 'update',
          model: models[n % models.length]!, record_id: randomUUID(), created_at: createdAt,
        });
      }
      // 4,000 rows × 7 values stays under SQLite's 32,766 bound values per statement.
      await insertInBatches(trx, 'push_notifications', rows, 4_000);
    }
    await trx.updateTable('company_sequences').set({ last_sequence_id: counter.last_sequence_id + count })
      .where('company_id', '=', companyId).execute();
  });
}

export interface RunningStore {
  prepared: PreparedStore;
  process: RunningProcess;
  baseUrl: string;
  /** The signed-in manager, who holds the bench's shift. */
  userId: string;
  headers: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts server/main.ts over a prepared database and signs the demo manager in. */
export async function startStore(prepared: PreparedStore, port?: number): Promise<RunningStore> {
  port ??= await freePort();
  const process = await startTsProcess({
    name: `Store API (${prepared.engine})`, args: ['server/main.ts', '--port', String(port), ...prepared.args],
  });
  const baseUrl = process.url;
  const me = await fetch(`${baseUrl}/api/v2/me`, { headers: { authorization: basic(DEMO_MANAGER, DEMO_PASSWORD) } });
  if (me.status !== 200) throw new Error(`bench sign-in failed: HTTP ${me.status}`);
  const { user } = (await me.json()) as { user: { id: string; token: string } };
  return {
    prepared, process, baseUrl, userId: user.id,
    headers: { authorization: tokenHeader(user.token), 'x-cnpy-companyid': prepared.companyId },
    stop: () => process.stop(),
  };
}

/** Last 12 characters of a UUID, upper case: the spec's receipt id. */
export const receiptIdFrom = (uuid: string): string => uuid.slice(-12).toUpperCase();

export interface Till {
  deviceId: string;
  shiftId: string;
  paymentMethodId: string;
}

/** Registers a device, finds a payment method and opens a shift, as a register does before its first sale. */
export async function openTill(store: RunningStore, deviceName: string): Promise<Till | string> {
  const post = async (path: string, body: unknown, extra: Record<string, string> = {}): Promise<{ status: number; json: Record<string, unknown> }> => {
    const response = await fetch(`${store.baseUrl}${path}`, {
      method: 'POST', headers: { ...store.headers, ...extra, 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) };
  };
  const device = await post('/api/v2/devices', { device: { name: deviceName } });
  const deviceId = (device.json['device'] as { id?: string } | undefined)?.id;
  if (deviceId === undefined) return `POST /devices answered ${device.status}: ${JSON.stringify(device.json).slice(0, 160)}`;
  const methods = await fetch(`${store.baseUrl}/api/v2/payment_methods`, { headers: store.headers });
  const methodsBody = methods.status === 200 ? ((await methods.json()) as { payment_methods?: Array<{ id: string; payment_type?: number }> }) : {};
  const paymentMethodId = methodsBody.payment_methods?.find((m) => m.payment_type === 0)?.id ?? methodsBody.payment_methods?.[0]?.id;
  if (paymentMethodId === undefined) return `GET /payment_methods answered ${methods.status} with no method`;
  const shift = await post('/api/v2/shifts', { shift: { employee_id: store.userId, open_amount: 20_000 } }, { 'x-cnpy-deviceid': deviceId });
  const shiftId = (shift.json['shift'] as { id?: string } | undefined)?.id;
  if (shiftId === undefined) return `POST /shifts answered ${shift.status}: ${JSON.stringify(shift.json).slice(0, 160)}`;
  return { deviceId, shiftId, paymentMethodId };
}
