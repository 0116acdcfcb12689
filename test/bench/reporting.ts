import { randomUUID } from 'node:crypto';
import { openDatabase, type Engine } from '../../server/db/connect.ts';
import { productTypeTaxItems, taxItemsInForce } from '../../server/features/tax-items/repository.ts';
import { priceSale } from '../../shared/pricing/index.ts';
import { startMetrcStandIn, type MetrcStandIn } from '../stand-ins/metrc/server.ts';
import { runLoad, warmUp } from './load.ts';
import { measured, notAvailable, ratioTo, type Figure, type Target } from './report.ts';
import { openTill, prepareStore, receiptIdFrom, startStore, type PreparedStore, type RunningStore } from './bench-store.ts';

/**
 * State reporting under load, on each engine, against the Metrc stand-in (test/stand-ins/metrc):
 * - reports per second: 1,000 sales wait (the stand-in refused the key while they were rung),
 *   then the key is set again and the clock runs until GET /state_reporting counts none waiting;
 *   the stand-in's receipts are checked for lost and doubled ones;
 * - POST /orders with reporting off, then on (the worker sending to the stand-in meanwhile), on
 *   the same server in the same run: the ratio of the two rates.
 */

const VENDOR_KEY = 'bench-vendor-key';
const USER_KEY = 'bench-user-key';
const LICENSE = '050-BENCH0001';
const WAITING = 1_000;

const TARGETS = {
  // "It is I/O": ten receipts per request, several requests a second.
  reportsPerSecond: { comparator: '>=', limit: 200, of: 'value' },
  // Reporting must not slow a sale: the rate with reporting on over the rate with it off.
  ordersWithReporting: { comparator: '>=', limit: 0.9, of: 'ratio' },
} as const satisfies Record<string, Target>;

export interface ReportingBenchOptions { quick: boolean; log: (line: string) => void }

interface CannabisSale { id: string; label: string; price: number; total: number }

/** Cannabis items of the location sold by the unit, with their package labels and what one unit costs with its taxes now. */
async function cannabisSales(prepared: PreparedStore): Promise<CannabisSale[]> {
  const store = openDatabase(prepared.location);
  try {
    const db = store.db;
    const items = await db.selectFrom('inventory_items').innerJoin('products', 'products.id', 'inventory_items.product_id')
      .innerJoin('product_types', 'product_types.id', 'products.product_type_id')
      .select(['inventory_items.id', 'inventory_items.package_label', 'products.sell_price', 'products.product_type_id', 'products.discountable'])
      .where('inventory_items.company_id', '=', prepared.companyId).where('inventory_items.sell_type', '=', 0).where('products.unit_of_measure', '=', 5)
      .where('product_types.is_marijuana', '=', 1).where('inventory_items.package_label', 'is not', null)
      .orderBy('inventory_items.id').limit(100).execute();
    const [taxes, typeTaxes] = await Promise.all([taxItemsInForce(db, prepared.companyId, new Date().toISOString()), productTypeTaxItems(db, prepared.companyId)]);
    return items.map((item) => {
      const priced = priceSale({
        lines: [{ key: '0', price: item.sell_price, quantityMilli: 1000, discountable: item.discountable === 1, taxItemIds: typeTaxes.get(item.product_type_id ?? '') ?? [] }],
        taxItems: taxes, buyer: { taxItemIdsPaid: null },
      });
      if (!priced.ok) throw new Error(priced.errors.map((e) => e.message).join('; '));
      return { id: item.id, label: item.package_label ?? '', price: item.sell_price, total: priced.value.total };
    });
  } finally {
    await store.close();
  }
}

export async function benchReporting({ quick, log }: ReportingBenchOptions): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const engine of ['sqlite', 'postgres'] as const) {
    try {
      figures.push(...await benchEngine(engine, quick, log));
    } catch (error) {
      const reason = `failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 160)}`;
      log(`${engine}: ${reason}`);
      figures.push(notAvailable({ part: 'api', where: engine, name: 'state reporting figures', unit: 'orders/s', reason }));
    }
  }
  return figures;
}

async function benchEngine(engine: Engine, quick: boolean, log: (line: string) => void): Promise<Figure[]> {
  const prepared = await prepareStore(engine, 1_000, 0);
  let metrc: MetrcStandIn | undefined;
  let store: RunningStore | undefined;
  try {
    const items = await cannabisSales(prepared);
    if (items.length === 0) throw new Error('the demo location has no labelled cannabis item sold by the unit');
    metrc = await startMetrcStandIn({ vendorKeys: [VENDOR_KEY], facilities: [{ licenseNumber: LICENSE, userKeys: [USER_KEY] }] });
    for (const item of items) metrc.addPackage({ Label: item.label, Quantity: 1_000_000, UnitOfMeasureName: 'Each', ItemName: item.id, LicenseNumber: LICENSE });
    store = await startStore({ ...prepared, args: [...prepared.args, '--metrc-vendor-key', VENDOR_KEY, '--metrc-allow-http'] });
    const running = store;
    const stand = metrc;
    const till = await openTill(running, 'Bench reporting register');
    if (typeof till === 'string') throw new Error(till);
    const headers = { ...running.headers, 'x-cnpy-deviceid': till.deviceId, 'content-type': 'application/json' };
    let next = 0;
    const sale = (): string => {
      const item = items[next++ % items.length]!;
      const id = randomUUID();
      return JSON.stringify({
        order: {
          id, receipt_id: receiptIdFrom(id), charged_on: new Date().toISOString(), order_type: 0, payment_type: 0, shift_id: till.shiftId,
          line_items: [{ quantity: { value: 1, unit: 5 }, price: item.price, inventory_item_id: item.id }],
          tendered_amount: item.total, payments: [{ payment_method_id: till.paymentMethodId, total: item.total }],
        },
      });
    };
    const setReporting = async (body: unknown) => {
      const response = await fetch(`${running.baseUrl}/api/v2/state_reporting`, { method: 'PUT', headers, body: JSON.stringify({ state_reporting: body }) });
      if (response.status !== 204) throw new Error(`PUT /state_reporting answered ${response.status}: ${(await response.text()).slice(0, 160)}`);
    };
    const waiting = async (): Promise<number> => {
      const response = await fetch(`${running.baseUrl}/api/v2/state_reporting`, { headers: running.headers });
      return ((await response.json()) as { state_reporting: { waiting: number } }).state_reporting.waiting;
    };
    const metrcSettings = { system: 'metrc', api_url: stand.url, license_number: LICENSE, user_api_key: USER_KEY };
    const seconds = quick ? 3 : 10;
    const figures: Figure[] = [];

    // POST /orders with reporting off, then on (the worker reporting each sale meanwhile).
    const ordersSpec = { baseUrl: running.baseUrl, method: 'POST' as const, path: '/api/v2/orders', headers, body: sale, seconds };
    await setReporting({ system: 'none' });
    await warmUp(ordersSpec);
    const off = await runLoad(ordersSpec);
    log(`  POST /orders, reporting off: ${off.rate.toFixed(0)} req/s, p99 ${off.p99.toFixed(1)} ms`);
    await setReporting(metrcSettings);
    const on = await runLoad(ordersSpec);
    log(`  POST /orders, reporting on: ${on.rate.toFixed(0)} req/s, p99 ${on.p99.toFixed(1)} ms`);
    const note = (r: typeof on) => (r.failures === 0 ? '' : `${r.failures} non-2xx/errors: ${JSON.stringify(r.statuses)}`);
    figures.push(
      measured({ part: 'api', where: engine, name: 'POST /orders rate, reporting off', value: off.rate, unit: 'req/s', catalogSize: 1_000, note: note(off) }),
      measured({
        part: 'api', where: engine, name: 'POST /orders rate, reporting to Metrc on', value: on.rate, unit: 'req/s', ratio: ratioTo(on.rate, off.rate),
        baseline: 'reporting off', catalogSize: 1_000, target: TARGETS.ordersWithReporting, note: note(on),
      }),
      measured({ part: 'api', where: engine, name: 'POST /orders p99, reporting on', value: on.p99, unit: 'ms', ratio: ratioTo(on.p99, off.p99), baseline: 'reporting off', catalogSize: 1_000 }),
    );
    // What the load left waiting is reported before the next measure starts.
    await until(async () => (await waiting()) === 0, 120_000);

    // 1,000 waiting: rung while the stand-in refuses the key (the location's reporting stops).
    stand.faults.rejectCredentials = true;
    const before = stand.receipts().length;
    const receipts: string[] = [];
    for (let i = 0; i < WAITING; i++) {
      const body = sale();
      receipts.push((JSON.parse(body) as { order: { receipt_id: string } }).order.receipt_id);
      const response = await fetch(`${running.baseUrl}/api/v2/orders`, { method: 'POST', headers, body });
      if (response.status !== 200) throw new Error(`POST /orders answered ${response.status}: ${(await response.text()).slice(0, 160)}`);
    }
    await until(async () => (await waiting()) >= WAITING, 30_000);
    stand.faults.rejectCredentials = false;
    // The key set again: everything waiting is due at once.
    const started = performance.now();
    await setReporting(metrcSettings);
    await until(async () => (await waiting()) === 0, 300_000, 20);
    const elapsed = (performance.now() - started) / 1000;
    const active = stand.activeByExternalNumber(LICENSE);
    const lost = receipts.filter((r) => !active.has(r)).length;
    const doubled = receipts.filter((r) => (active.get(r)?.length ?? 0) > 1).length;
    const rate = WAITING / elapsed;
    // From the first receipt the stand-in stored to the last: the sending itself, without the
    // worker's idle poll (up to a second) before it noticed the new key.
    const stored = stand.receipts().slice(before).map((r) => Date.parse(r.RecordedAt));
    const sendingSeconds = (Math.max(...stored) - Math.min(...stored)) / 1000;
    const sendingRate = stored.length / Math.max(sendingSeconds, 0.001);
    log(`  ${WAITING} waiting reported in ${elapsed.toFixed(2)} s from the new key (${rate.toFixed(0)} reports/s); first to last receipt stored ${sendingSeconds.toFixed(2)} s (${sendingRate.toFixed(0)} reports/s); ${stored.length} receipts stored, lost ${lost}, doubled ${doubled}`);
    figures.push(
      measured({
        part: 'api', where: engine, name: `reports to the Metrc stand-in, ${WAITING.toLocaleString('en-US')} waiting`, value: sendingRate, unit: 'orders/s',
        catalogSize: 1_000, target: TARGETS.reportsPerSecond, note: `first to last receipt stored; lost ${lost}, doubled ${doubled}`,
      }),
      measured({
        part: 'api', where: engine, name: `${WAITING.toLocaleString('en-US')} waiting: new key to none waiting`, value: elapsed, unit: 's', catalogSize: 1_000,
        note: 'includes the worker\'s idle poll (up to 1 s)',
      }),
    );
    return figures;
  } finally {
    await store?.stop();
    await metrc?.close();
    await prepared.drop();
  }
}

async function until(done: () => Promise<boolean>, timeoutMs: number, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
