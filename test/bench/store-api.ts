import { randomUUID } from 'node:crypto';
import type { Engine } from '../../server/db/connect.ts';
import { openTill, prepareStore, receiptIdFrom, startStore, type RunningStore } from './bench-store.ts';
import { benchChainReplay, type ChainReplayScale } from './chain-replay.ts';
import { CONNECTIONS, runLoad, warmUp, type LoadResult, type LoadSpec } from './load.ts';
import { measurePgbench } from './pgbench.ts';
import { measured, notAvailable, ratioTo, type Figure, type Target } from './report.ts';

export interface ApiBenchOptions {
  quick: boolean;
  log: (line: string) => void;
  /** Only POST /orders (with its floor and pgbench): the first catalog, no stored notifications, no other figure. */
  ordersOnly?: boolean;
}

interface Scale {
  catalogs: number[];
  notifications: number;
  seconds: number;
  chainReplay: ChainReplayScale;
}

const FULL: Scale = { catalogs: [1_000, 10_000, 100_000], notifications: 1_000_000, seconds: 10, chainReplay: { registers: 20, ordersEach: 200 } };
const QUICK: Scale = { catalogs: [1_000, 5_000], notifications: 50_000, seconds: 3, chainReplay: { registers: 20, ordersEach: 50 } };

const TARGETS = {
  // On SQLite the rate is judged against GET /health; on PostgreSQL against pgbench's TPC-B-like
  // transaction on the same database server with the same connection count.
  ordersRate: { comparator: '>=', limit: 0.25, of: 'ratio' },
  ordersP99: { sqlite: { comparator: '<=', limit: 50, of: 'value' }, postgres: { comparator: '<=', limit: 100, of: 'value' } },
  productsP95: { comparator: '<=', limit: 20, of: 'value' },
  newSearchAloneP95: { comparator: '<=', limit: 50, of: 'value' },
} as const satisfies Record<string, Target | Record<Engine, Target>>;
/** The product-list targets are stated for this catalog size. */
const PRODUCTS_TARGET_AT = 100_000;

/** A name filter, a numeric filter and a sort, as a back-office product search sends them. */
export const PRODUCTS_QUERY = new URLSearchParams({
  by_name: 'kush',
  'by_sell_price[sell_price]': '1500',
  'by_sell_price[comparator]': '>=',
  'sort_by[field]': 'sell_price',
  'sort_by[direction]': 'desc',
}).toString();

/** Sends one request first: a route that is not there (yet) is reported as such, not measured. */
async function probe(store: RunningStore, method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<string | null> {
  const response = await fetch(`${store.baseUrl}${path}`, {
    method, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body,
  });
  const text = await response.text();
  if (response.status >= 200 && response.status < 300) return null;
  return `${method} ${path.split('?')[0]} answered ${response.status}: ${text.slice(0, 160)}`;
}

async function measure(spec: LoadSpec, log: (line: string) => void, label: string): Promise<LoadResult> {
  await warmUp(spec);
  const result = await runLoad(spec);
  const failures = result.failures > 0 ? `, ${result.failures} failed (${JSON.stringify(result.statuses)})` : '';
  log(`  ${label}: ${result.rate.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms${failures}`);
  return result;
}

/** What a reader must know about a run: failed requests, or too few answers to trust a percentile. */
const failureNote = (result: LoadResult): string => [
  ...(result.failures === 0 ? [] : [`${result.failures} non-2xx/errors: ${JSON.stringify(result.statuses)}`]),
  ...(result.requests < 100 ? [`only ${result.requests} answers`] : []),
].join('; ');

export async function benchStoreApi({ quick, log, ordersOnly = false }: ApiBenchOptions): Promise<Figure[]> {
  const full = quick ? QUICK : FULL;
  const scale = ordersOnly ? { ...full, catalogs: full.catalogs.slice(0, 1), notifications: 0 } : full;
  const figures: Figure[] = [];
  for (const engine of ['sqlite', 'postgres'] as const) {
    try {
      await benchEngine(engine, scale, log, figures, ordersOnly);
    } catch (error) {
      // Most often PostgreSQL not reachable; what was measured before the failure is kept.
      const reason = `failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 160)}`;
      log(`${engine}: ${reason}`);
      figures.push(notAvailable({ part: 'api', where: engine, name: 'remaining Store API figures', unit: 'req/s', reason }));
    }
  }
  return figures;
}

async function benchEngine(engine: Engine, scale: Scale, log: (line: string) => void, figures: Figure[], ordersOnly: boolean): Promise<void> {
  for (const [index, products] of scale.catalogs.entries()) {
    const first = index === 0;
    const started = Date.now();
    const prepared = await prepareStore(engine, products, first ? scale.notifications : 0);
    log(`${engine}: seeded ${products.toLocaleString('en-US')} products per location${first ? ` and ${scale.notifications.toLocaleString('en-US')} notifications` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const store = await startStore(prepared);
    try {
      const base = { baseUrl: store.baseUrl, seconds: scale.seconds };
      // The floor is taken on every server, just before its other figures, so each ratio compares
      // runs made minutes apart at most, whatever else the machine is doing.
      const floor = await measure({ ...base, path: '/health' }, log, 'GET /health');
      const note = failureNote(floor);
      figures.push(
        measured({ part: 'api', where: engine, name: 'GET /health rate (floor)', value: floor.rate, unit: 'req/s', catalogSize: products, note }),
        measured({ part: 'api', where: engine, name: 'GET /health p50', value: floor.p50, unit: 'ms', catalogSize: products, note }),
        measured({ part: 'api', where: engine, name: 'GET /health p99', value: floor.p99, unit: 'ms', catalogSize: products, note }),
      );
      if (!ordersOnly) {
        figures.push(...await benchProducts(store, base, floor, log));
        figures.push(...await benchDownload(store, log));
      }
      if (first) {
        if (!ordersOnly) figures.push(...await benchNotifications(store, base, floor, log));
        figures.push(...await benchOrders(store, base, floor, log));
      }
    } finally {
      await store.stop();
    }
    try {
      if (first && engine === 'postgres' && !ordersOnly) figures.push(...await benchChainReplay(prepared, scale.chainReplay, log));
    } finally {
      await prepared.drop();
    }
  }
}

async function benchProducts(store: RunningStore, base: { baseUrl: string; seconds: number }, floor: LoadResult, log: (line: string) => void): Promise<Figure[]> {
  const { engine: where, products } = store.prepared;
  const path = `/api/v2/products?${PRODUCTS_QUERY}`;
  const target = products === PRODUCTS_TARGET_AT ? TARGETS.productsP95 : null;
  const newSearchTarget = products === PRODUCTS_TARGET_AT ? TARGETS.newSearchAloneP95 : null;
  const problem = await probe(store, 'GET', path, store.headers);
  if (problem !== null) {
    return [notAvailable({ part: 'api', where, name: 'GET /products filtered p95', unit: 'ms', catalogSize: products, target, reason: problem })];
  }
  const result = await measure({ ...base, path, headers: store.headers }, log, `GET /products (${products})`);
  // One connection too: the query's own cost, without 32 requests queueing for 2 CPUs.
  const alone = await measure({ ...base, path, headers: store.headers, connections: 1, seconds: Math.max(2, base.seconds / 2) }, log, `GET /products (${products}, 1 connection)`);
  // Repeats of one search are answered from the kept answer until the catalog changes, and its
  // count of matches is kept per filter; a search nobody made before costs the query, the count and
  // the JSON. A price range with a new upper bound each time, far above every price, keeps the same
  // rows as `>= 1500` but makes every request such a search: a new URL and a new filter.
  const fresh = (): string => {
    const query = new URLSearchParams(PRODUCTS_QUERY);
    query.set('by_sell_price[comparator]', 'between');
    query.set('by_sell_price[sell_price]', `1500,${100_000_000 + Math.floor(Math.random() * 1_000_000_000)}`);
    return `/api/v2/products?${query.toString()}`;
  };
  const unseen = await measure({ ...base, path: fresh, headers: store.headers }, log, `GET /products (${products}, a new search each request)`);
  const unseenAlone = await measure({ ...base, path: fresh, headers: store.headers, connections: 1, seconds: Math.max(2, base.seconds / 2) }, log, `GET /products (${products}, new searches, 1 connection)`);
  const note = failureNote(result);
  return [
    measured({ part: 'api', where, name: 'GET /products new search each request p95', value: unseen.p95, unit: 'ms', ratio: ratioTo(unseen.p95, floor.p95), catalogSize: products, note: failureNote(unseen) }),
    measured({ part: 'api', where, name: 'GET /products new search each request rate', value: unseen.rate, unit: 'req/s', ratio: ratioTo(unseen.rate, floor.rate), catalogSize: products, note: failureNote(unseen) }),
    measured({ part: 'api', where, name: 'GET /products new search p95, 1 connection', value: unseenAlone.p95, unit: 'ms', catalogSize: products, target: newSearchTarget, note: failureNote(unseenAlone) }),
    measured({ part: 'api', where, name: 'GET /products filtered p50', value: result.p50, unit: 'ms', ratio: ratioTo(result.p50, floor.p50), catalogSize: products, note }),
    measured({ part: 'api', where, name: 'GET /products filtered p95', value: result.p95, unit: 'ms', ratio: ratioTo(result.p95, floor.p95), catalogSize: products, target, note }),
    measured({ part: 'api', where, name: 'GET /products filtered rate', value: result.rate, unit: 'req/s', ratio: ratioTo(result.rate, floor.rate), catalogSize: products, note }),
    measured({ part: 'api', where, name: 'GET /products filtered p95, 1 connection', value: alone.p95, unit: 'ms', catalogSize: products, note: failureNote(alone) }),
  ];
}

/** The ids of the rows of a list answer (`{<list>: [{id}, …]}`); none when the answer has no such list. */
function idsOfList(body: unknown, list: string): string[] {
  const rows: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, list) : undefined;
  if (!Array.isArray(rows)) return [];
  return rows.map((row: unknown) => (typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'string' ? row.id : ''));
}

/**
 * A register's first download through the Store API alone (no browser): every inventory item of the
 * location, one page after another: `GET /inventory_items` 1,000 a page by OFFSET (oldest first) and
 * by key (`after_id`, id order), and the catalog feed (`GET /catalog_items`, what the register
 * downloads) 5,000 a page by key. Seconds from the first request to the last page read.
 */
async function benchDownload(store: RunningStore, log: (line: string) => void): Promise<Figure[]> {
  const { engine: where, products } = store.prepared;
  const readAll = async (list: string, pageSize: number, pathFor: (lastId: string | null, offset: number) => string): Promise<{ seconds: number; items: number }> => {
    const started = performance.now();
    let items = 0;
    let lastId: string | null = null;
    for (;;) {
      const response = await fetch(`${store.baseUrl}${pathFor(lastId, items)}`, { headers: store.headers });
      if (response.status !== 200) throw new Error(`GET ${pathFor(lastId, items).split('?')[0]} answered ${response.status}: ${(await response.text()).slice(0, 160)}`);
      const page = idsOfList(await response.json(), list);
      items += page.length;
      lastId = page.at(-1) ?? lastId;
      if (page.length < pageSize) break;
    }
    return { seconds: (performance.now() - started) / 1000, items };
  };
  const figures: Figure[] = [];
  for (const [name, list, pageSize, pathFor] of [
    ['GET /inventory_items, every item by offset', 'inventory_items', 1_000, (_lastId: string | null, offset: number) => `/api/v2/inventory_items?limit=1000&offset=${offset}`],
    ['GET /inventory_items, every item by after_id', 'inventory_items', 1_000, (lastId: string | null) => `/api/v2/inventory_items?limit=1000&after_id=${encodeURIComponent(lastId ?? '')}`],
    ['GET /catalog_items, every item by the catalog feed', 'catalog_items', 5_000, (lastId: string | null) => `/api/v2/catalog_items?limit=5000&after_id=${encodeURIComponent(lastId ?? '')}`],
  ] as const) {
    try {
      const { seconds, items } = await readAll(list, pageSize, pathFor);
      log(`  ${name}: ${items} items in ${seconds.toFixed(2)} s`);
      figures.push(measured({ part: 'api', where, name: `${name} (${items.toLocaleString('en-US')} items)`, value: seconds, unit: 's', catalogSize: products }));
    } catch (error) {
      figures.push(notAvailable({ part: 'api', where, name, unit: 's', catalogSize: products, reason: error instanceof Error ? error.message : String(error) }));
    }
  }
  return figures;
}

async function benchNotifications(store: RunningStore, base: { baseUrl: string; seconds: number }, floor: LoadResult, log: (line: string) => void): Promise<Figure[]> {
  const { engine: where, notifications } = store.prepared;
  const name = `GET /push_notifications p95 (${notifications.toLocaleString('en-US')} stored)`;
  // A register polls from wherever its cursor is: spread the cursors over the whole history.
  const pathFor = (): string => `/api/v2/push_notifications?after_sequence_id=${Math.floor(Math.random() * notifications)}&limit=100`;
  const problem = await probe(store, 'GET', pathFor(), store.headers);
  if (problem !== null) return [notAvailable({ part: 'api', where, name, unit: 'ms', reason: problem })];
  const result = await measure({ ...base, path: pathFor, headers: store.headers }, log, 'GET /push_notifications');
  return [
    measured({ part: 'api', where, name, value: result.p95, unit: 'ms', ratio: ratioTo(result.p95, floor.p95), note: failureNote(result) }),
    measured({ part: 'api', where, name: 'GET /push_notifications rate', value: result.rate, unit: 'req/s', ratio: ratioTo(result.rate, floor.rate), note: failureNote(result) }),
  ];
}


async function benchOrders(store: RunningStore, base: { baseUrl: string; seconds: number }, floor: LoadResult, log: (line: string) => void): Promise<Figure[]> {
  const { engine: where, products } = store.prepared;
  const p99Target = TARGETS.ordersP99[where];
  const baseline = where === 'postgres' ? 'pgbench' : 'health';
  const unavailable = (reason: string): Figure[] => [
    notAvailable({ part: 'api', where, name: 'POST /orders rate', unit: 'req/s', baseline, catalogSize: products, target: TARGETS.ordersRate, reason }),
    notAvailable({ part: 'api', where, name: 'POST /orders p99', unit: 'ms', catalogSize: products, target: p99Target, reason }),
  ];
  const setUp = await openTill(store, 'Bench register');
  if (typeof setUp === 'string') return unavailable(setUp);
  let next = 0;
  const sale = (): string => {
    const item = store.prepared.sellable[next++ % store.prepared.sellable.length]!;
    const id = randomUUID();
    return JSON.stringify({
      order: {
        id, receipt_id: receiptIdFrom(id), charged_on: new Date().toISOString(), order_type: 0, payment_type: 0,
        shift_id: setUp.shiftId,
        line_items: [{ quantity: { value: 1, unit: 5 }, price: item.price, inventory_item_id: item.id }],
        tendered_amount: item.price,
        payments: [{ payment_method_id: setUp.paymentMethodId, total: item.price }],
      },
    });
  };
  const headers = { ...store.headers, 'x-cnpy-deviceid': setUp.deviceId };
  const problem = await probe(store, 'POST', '/api/v2/orders', headers, sale());
  if (problem !== null) return unavailable(problem);
  // PostgreSQL's own rate for a short write transaction, taken just before the sales on the same
  // server with the same connection count: what "a sale costs 4 TPC-B transactions" is judged by.
  const pgbench = where === 'postgres' ? await measurePgbench(CONNECTIONS, base.seconds) : null;
  const pgbenchFigures: Figure[] = [];
  if (typeof pgbench === 'string') {
    pgbenchFigures.push(notAvailable({ part: 'api', where, name: `pgbench TPC-B-like (${CONNECTIONS} connections)`, unit: 'tps', reason: pgbench }));
  } else if (pgbench !== null) {
    log(`  pgbench TPC-B-like, ${CONNECTIONS} connections: ${pgbench.tps.toFixed(0)} tps, average ${pgbench.latencyAverage.toFixed(1)} ms`);
    pgbenchFigures.push(measured({ part: 'api', where, name: `pgbench TPC-B-like (${CONNECTIONS} connections)`, value: pgbench.tps, unit: 'tps', catalogSize: products }));
  }
  const result = await measure({ ...base, method: 'POST', path: '/api/v2/orders', headers, body: sale }, log, 'POST /orders');
  const note = failureNote(result);
  const rateRatio = where === 'postgres' ? ratioTo(result.rate, typeof pgbench === 'string' ? null : pgbench?.tps) : ratioTo(result.rate, floor.rate);
  return [
    ...pgbenchFigures,
    measured({ part: 'api', where, name: 'POST /orders rate', value: result.rate, unit: 'req/s', ratio: rateRatio, baseline, catalogSize: products, target: TARGETS.ordersRate, note }),
    measured({ part: 'api', where, name: 'POST /orders p50', value: result.p50, unit: 'ms', ratio: ratioTo(result.p50, floor.p50), catalogSize: products, note }),
    measured({ part: 'api', where, name: 'POST /orders p99', value: result.p99, unit: 'ms', ratio: ratioTo(result.p99, floor.p99), catalogSize: products, target: p99Target, note }),
  ];
}
