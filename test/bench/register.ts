import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { fileKeyCipher } from '../../electron/core/cipher.ts';
import { createRegisterHost } from '../../electron/core/host.ts';
import { newLaunchSecret, startWebHost, type RunningWebHost } from '../../electron/web-host.ts';
import { passBuyerCheck } from '../support/buyer-check.ts';
import type { LocalOrder, OutboxRow } from '../../renderer/db/schema.ts';
import { registerDatabaseName } from '../../renderer/data/database.ts';
import { withBody } from '../../renderer/data/outbox-kinds.ts';
import { DEMO_MANAGER, DEMO_PASSWORD } from '../../server/demo/accounts.ts';
import { freePort, repoRoot } from '../../scripts/processes.ts';
import { measured, notAvailable, percentile, type Figure, type Target } from './report.ts';
import { prepareStore, startStore, type PreparedStore, type RunningStore } from './bench-store.ts';

export interface RegisterBenchOptions {
  quick: boolean;
  log: (line: string) => void;
  /** One catalog size instead of the scale's list (iterating on one figure). */
  catalog?: number;
  /** Search as you type only: no sales, cold start or replay. */
  searchOnly?: boolean;
  /** The outbox replay only: one offline sale is its template; no search, cold start or timed sales. */
  replayOnly?: boolean;
  /** The sales only (cold start, plain and discounted offline sales): no search as you type, no replay. */
  salesOnly?: boolean;
}

interface Scale {
  catalogs: number[];
  keystrokes: number;
  sales: number;
  pastOrders: number;
  replayOrders: number;
  /** How long a first catalog download may take before it is reported as not finished. */
  downloadTimeoutMs: number;
  /** How long the replay is watched; a slower one is reported from the acknowledgements so far. */
  replayTimeoutMs: number;
  /** The catalog the sale, cold start and replay figures are taken on. */
  salesAt: number;
  /** Only the replay (and what it needs: the past orders and one offline sale). */
  replayOnly?: boolean;
  /** Leaves out search as you type and the replay (`salesOnly`). */
  salesOnly?: boolean;
}

const FULL: Scale = { catalogs: [1_000, 10_000, 50_000], keystrokes: 200, sales: 40, pastOrders: 10_000, replayOrders: 1_000, downloadTimeoutMs: 600_000, replayTimeoutMs: 180_000, salesAt: 10_000 };
const QUICK: Scale = { catalogs: [1_000], keystrokes: 60, sales: 10, pastOrders: 2_000, replayOrders: 200, downloadTimeoutMs: 60_000, replayTimeoutMs: 30_000, salesAt: 1_000 };

const TARGETS = {
  searchP95: { comparator: '<=', limit: 16, of: 'value' },
  saleP95: { comparator: '<=', limit: 50, of: 'value' },
  // A first download of 50k items is done within 15 s.
  download: { comparator: '<=', limit: 15, of: 'value' },
  replay: { comparator: '>=', limit: 100, of: 'value' },
} as const satisfies Record<string, Target>;
const SEARCH_TARGET_AT = 50_000;
const DOWNLOAD_TARGET_AT = 50_000;

const CHROMIUM = process.env['CANOPY_CHROMIUM'] ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];
/** The key the sync engine writes to the meta table once a full catalog download has committed. */
const CATALOG_LOADED_KEY = 'catalogLoadedAt';
/** What the sale screen's search shows at most (renderer/screens/sale/sale-queries.ts). */
const SEARCH_LIMIT = 30;
/** Typed one character at a time: names, brands, strains, a SKU prefix, as a budtender searches. */
const SEARCH_WORDS = ['blue dream', 'kush', 'gelato cart', 'tillamook', 'gummies', 'sour diesel', 'pre-roll', '0001', 'lunar leaf', 'wedding cake', 'rosin', 'zkittlez'];

const where = 'chromium';

/** The renderer as it ships, built into a directory of our own (dist/ belongs to the other tools). */
function buildRenderer(log: (line: string) => void): string {
  const outDir = mkdtempSync(join(tmpdir(), 'canopy-bench-renderer-'));
  const started = Date.now();
  execFileSync(process.execPath, [join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  log(`register: renderer built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}

interface Rig {
  prepared: PreparedStore;
  store: RunningStore;
  storePort: number;
  web: RunningWebHost;
  profileDir: string;
  hostDir: string;
  context: BrowserContext;
  page: Page;
}

async function launch(profileDir: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, viewport: { width: 1366, height: 900 } });
  // tsx keeps function names by wrapping them in __name(); functions sent to page.evaluate need it too.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  return context;
}

async function startRig(products: number, rendererDir: string): Promise<Rig> {
  const prepared = await prepareStore('sqlite', products, 0);
  const storePort = await freePort();
  const store = await startStore(prepared, storePort);
  const hostDir = mkdtempSync(join(tmpdir(), 'canopy-bench-host-'));
  const host = createRegisterHost({ dataDir: hostDir, storeApiUrl: store.baseUrl, cipher: fileKeyCipher(join(hostDir, 'vault.key')) });
  const web = await startWebHost({ host, rendererDir, port: await freePort(), launchSecret: newLaunchSecret() });
  const profileDir = mkdtempSync(join(tmpdir(), 'canopy-bench-profile-'));
  try {
    const context = await launch(profileDir);
    const page = context.pages()[0] ?? await context.newPage();
    return { prepared, store, storePort, web, profileDir, hostDir, context, page };
  } catch (error) {
    // No browser (e.g. Chromium not installed): the Store API must not outlive the bench.
    await web.close();
    await store.stop();
    await prepared.drop();
    rmSync(profileDir, { recursive: true, force: true });
    rmSync(hostDir, { recursive: true, force: true });
    throw error;
  }
}

async function stopRig(rig: Rig): Promise<void> {
  await rig.context.close().catch(() => undefined);
  await rig.web.close();
  await rig.store.stop();
  await rig.prepared.drop();
  rmSync(rig.profileDir, { recursive: true, force: true });
  rmSync(rig.hostDir, { recursive: true, force: true });
}

/** Signs the demo manager in, sets this browser up as a register and opens a shift; returns when set-up was clicked. */
async function setUpRegister(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.getByLabel('E-mail').fill(DEMO_MANAGER);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Register name').fill('Bench counter');
  const setUpAt = Date.now();
  await page.getByRole('button', { name: 'Set up register' }).click();
  await page.getByLabel('Starting cash').fill('200.00');
  await page.getByRole('button', { name: 'Open shift' }).click();
  await page.locator('#catalog-search').waitFor({ state: 'visible' });
  return setUpAt;
}

// --- raw IndexedDB access from the page (the bench has no handle on the renderer's Dexie instance) ---

async function readMeta(page: Page, database: string, key: string): Promise<unknown> {
  return page.evaluate(async ({ database, key }) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(database);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    try {
      if (!db.objectStoreNames.contains('meta')) return null;
      return await new Promise<unknown>((resolve, reject) => {
        const request = db.transaction('meta').objectStore('meta').get(key);
        request.onsuccess = () => resolve((request.result as { value?: unknown } | undefined)?.value ?? null);
        request.onerror = () => reject(request.error ?? new Error('read failed'));
      });
    } finally {
      db.close();
    }
  }, { database, key });
}

async function readAll<T>(page: Page, database: string, store: string): Promise<T[]> {
  return page.evaluate(async ({ database, store }) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(database);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    try {
      return await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => reject(request.error ?? new Error('read failed'));
      });
    } finally {
      db.close();
    }
  }, { database, store }) as Promise<T[]>;
}

/** The primary keys of the rows of `store` whose `index` is one of `values`: keys only, so polling it costs the page little. */
async function keysWhere(page: Page, database: string, store: string, index: string, values: readonly string[]): Promise<unknown[]> {
  return page.evaluate(async ({ database, store, index, values }) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(database);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    try {
      const source = db.transaction(store).objectStore(store).index(index);
      const lists = await Promise.all(values.map((value) => new Promise<unknown[]>((resolve, reject) => {
        const request = source.getAllKeys(IDBKeyRange.only(value));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('read failed'));
      })));
      return lists.flat();
    } finally {
      db.close();
    }
  }, { database, store, index, values });
}

async function putAll(page: Page, database: string, store: string, rows: readonly unknown[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 2_000) {
    await page.evaluate(async ({ database, store, rows }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(database);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('open failed'));
      });
      try {
        await new Promise<void>((resolve, reject) => {
          const transaction = db.transaction(store, 'readwrite');
          for (const row of rows) transaction.objectStore(store).put(row);
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error ?? new Error('write failed'));
        });
      } finally {
        db.close();
      }
    }, { database, store, rows: rows.slice(start, start + 2_000) });
  }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, everyMs = 50): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return false;
}

// --- in-page probes: times are taken inside the page, from the input event's own timestamp ---

/**
 * Installs the search probe: on the next keydown it notes the event's timestamp, then resolves
 * once the results list shows the answer for the new text — as many rows as the catalog has
 * matches (up to the screen's limit), each containing every typed word, or the "Nothing matches"
 * line. Checked on every DOM mutation, so the figure is not rounded to animation frames.
 */
async function armSearchProbe(page: Page, text: string, expected: number): Promise<void> {
  await page.evaluate(({ text, expected }) => {
    const tokens = text.trim().toLowerCase().split(/\s+/).filter((token) => token !== '');
    const shown = (): boolean => {
      const input = document.querySelector<HTMLInputElement>('#catalog-search');
      if (input === null || input.value !== text) return false;
      const rows = [...document.querySelectorAll('#catalog-results [data-testid="catalog-result"]')];
      if (expected === 0) return rows.length === 0 && (document.querySelector('.results__empty')?.textContent ?? '').includes('Nothing matches');
      return rows.length === expected && rows.every((row) => tokens.every((token) => (row.textContent ?? '').toLowerCase().includes(token)));
    };
    const probe = new Promise<number>((resolve) => {
      document.addEventListener('keydown', (event) => {
        const startedAt = event.timeStamp;
        const observer = new MutationObserver(() => check());
        const timer = setInterval(() => check(), 1);
        function check(): void {
          if (!shown()) return;
          observer.disconnect();
          clearInterval(timer);
          resolve(performance.now() - startedAt);
        }
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        queueMicrotask(check);
      }, { capture: true, once: true });
    });
    window.canopyBenchProbe = probe;
  }, { text, expected });
}

/** Installs the sale probe: from the next click's timestamp until the receipt is in the page. */
async function armReceiptProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = new Promise<number>((resolve) => {
      document.addEventListener('click', (event) => {
        const startedAt = event.timeStamp;
        const observer = new MutationObserver(() => check());
        function check(): void {
          if (document.querySelector('[data-testid="receipt"]') === null) return;
          observer.disconnect();
          resolve(performance.now() - startedAt);
        }
        observer.observe(document.body, { subtree: true, childList: true });
        queueMicrotask(check);
      }, { capture: true, once: true });
    });
    window.canopyBenchProbe = probe;
  });
}

declare global {
  interface Window {
    /** The bench's pending in-page measurement (only ever set by this file's probes). */
    canopyBenchProbe?: Promise<number>;
  }
}

const readProbe = (page: Page): Promise<number> =>
  page.evaluate(() => window.canopyBenchProbe ?? Promise.reject(new Error('no probe armed')));

interface CatalogEntry {
  searchText: string; active: boolean; sku: string; pricedByGram: boolean; sellType: number; serverQuantity: number;
  productTypeId: string | null; discountable: boolean;
}

function expectedHits(catalog: readonly CatalogEntry[], text: string): number {
  const tokens = text.trim().toLowerCase().split(/\s+/).filter((token) => token !== '');
  if (tokens.length === 0) return 0;
  let count = 0;
  for (const item of catalog) {
    if (item.active && tokens.every((token) => item.searchText.includes(token))) count++;
    if (count >= SEARCH_LIMIT) break;
  }
  return count;
}

interface Keystroke { text: string; ms: number }

/**
 * With CANOPY_BENCH_SEARCH_PROFILE=<file.cpuprofile>, the page's JavaScript is sampled while the
 * keystrokes are typed (DevTools opens the file), to see what a slow keystroke spends its time on;
 * CANOPY_BENCH_REPLAY_PROFILE does the same for the outbox replay, CANOPY_BENCH_SALE_PROFILE for the
 * offline sales (each from the search to the receipt).
 * Sampling slows the page, so figures taken with it are not comparable to those without.
 */
async function profiled<T>(page: Page, path: string | undefined, run: () => Promise<T>): Promise<T> {
  if (path === undefined || path === '') return run();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(path, JSON.stringify(profile));
    await cdp.detach();
  }
}

async function measureSearch(page: Page, catalog: readonly CatalogEntry[], keystrokes: number): Promise<Keystroke[]> {
  const search = page.locator('#catalog-search');
  const times: Keystroke[] = [];
  for (let w = 0; times.length < keystrokes; w++) {
    const word = SEARCH_WORDS[w % SEARCH_WORDS.length]!;
    await search.fill('');
    await search.focus();
    for (let i = 1; i <= word.length && times.length < keystrokes; i++) {
      const text = word.slice(0, i);
      await armSearchProbe(page, text, expectedHits(catalog, text));
      await page.keyboard.press(word[i - 1] === ' ' ? 'Space' : word[i - 1]!);
      times.push({ text, ms: await readProbe(page) });
    }
  }
  await search.fill('');
  return times;
}


/** Rings one sale of one unit of `sku` with exact cash; returns click-to-receipt milliseconds. */
async function ringSale(page: Page, sku: string): Promise<number> {
  const search = page.locator('#catalog-search');
  await search.fill(sku);
  await page.locator('[data-testid="catalog-result"]').first().waitFor();
  await search.press('Enter');
  await page.locator('[data-testid="cart-line"]').first().waitFor();
  return payExactCash(page);
}

/**
 * The end of every measured sale: the buyer check (typed dates, not measured), Pay, exact cash,
 * then the click on Complete sale until the receipt shows — the figure returned, in milliseconds —
 * and back to a new sale.
 */
async function payExactCash(page: Page): Promise<number> {
  await passBuyerCheck(page);
  await page.getByRole('button', { name: /^Pay / }).click({ timeout: 10_000 });
  await page.getByRole('group', { name: 'Payment method' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Add payment' }).click();
  const complete = page.getByRole('button', { name: /^Complete sale/ });
  await armReceiptProbe(page);
  await complete.click();
  const elapsed = await readProbe(page);
  await page.getByRole('button', { name: /^New sale/ }).click();
  await page.locator('#catalog-search').waitFor({ state: 'visible' });
  return elapsed;
}

/** Applies a discount through the F8 form: `target` 'order' or the line's position in the cart. */
async function giveDiscount(page: Page, target: 'order' | number, amount: string): Promise<void> {
  await page.keyboard.press('F8');
  const form = page.getByRole('form', { name: 'Discount' });
  await form.waitFor();
  if (target !== 'order') await form.locator('#discount-target').selectOption({ index: target + 1 });
  await form.locator('#discount-amount').fill(amount);
  await form.locator('#discount-reason').fill('Bench');
  await form.getByRole('button', { name: 'Apply discount' }).click();
  await form.waitFor({ state: 'detached' });
}

/**
 * Rings one sale of one unit of each of `skus` (taxed lines), with 5% off its first line and 5% off
 * the order (below the manager's threshold), paid with exact cash; returns click-to-receipt milliseconds.
 */
async function ringDiscountedSale(page: Page, skus: readonly string[]): Promise<number> {
  const search = page.locator('#catalog-search');
  for (const [index, sku] of skus.entries()) {
    await search.fill(sku);
    await page.locator('[data-testid="catalog-result"]').first().waitFor();
    await search.press('Enter');
    await page.locator('[data-testid="cart-line"]').nth(index).waitFor();
  }
  await giveDiscount(page, 0, '5%');
  await giveDiscount(page, 'order', '5%');
  await page.locator('[data-testid="cart-discounts"]').waitFor();
  return payExactCash(page);
}

/**
 * The same number of offline sales of 10 taxed lines with a line and an order discount, in the
 * same run as the plain sales, so the two p95s (and their ratio) compare on one machine and load.
 */
async function benchDiscountedSales(rig: Rig, database: string, sellable: readonly CatalogEntry[], plainTimes: readonly number[], scale: Scale, log: (line: string) => void, figures: Figure[]): Promise<void> {
  const products = rig.prepared.products;
  const name = `complete a sale of 10 taxed, discounted lines p95 (${scale.sales}, offline)`;
  const taxedTypes = new Set((await readAll<{ id: string; taxItemIds: string[] }>(rig.page, database, 'productTypes'))
    .filter((type) => type.taxItemIds.length > 0).map((type) => type.id));
  const taxed = sellable.filter((item) => item.discountable && item.productTypeId !== null && taxedTypes.has(item.productTypeId));
  if (taxed.length < 10) {
    figures.push(notAvailable({ part: 'register', where, name, unit: 'ms', catalogSize: products, reason: `only ${taxed.length} taxed, discountable unit-priced items in the catalog` }));
    return;
  }
  const times: number[] = [];
  for (let n = 0; n < scale.sales; n++) {
    times.push(await ringDiscountedSale(rig.page, Array.from({ length: 10 }, (_, line) => taxed[(n * 10 + line) % taxed.length]!.sku)));
  }
  const plain = percentile(plainTimes, 95);
  const discounted = percentile(times, 95);
  const ratio = discounted / Math.max(plain, 0.001);
  log(`register (${products}): sale p95 ${plain.toFixed(1)} ms (1 line) vs ${discounted.toFixed(1)} ms (10 taxed lines, line + order discount): ×${ratio.toFixed(2)}`);
  log(`register (${products}): discounted sales in order (ms): ${times.map((time) => time.toFixed(0)).join(' ')}`);
  figures.push(
    measured({ part: 'register', where, name, value: discounted, unit: 'ms', catalogSize: products, target: TARGETS.saleP95, note: `×${ratio.toFixed(2)} the plain sale's p95 (${plain.toFixed(1)} ms) in the same run` }),
  );
}

function pastOrder(template: LocalOrder, n: number): LocalOrder {
  const id = randomUUID();
  return {
    ...template, id, receiptId: id.slice(-12).toUpperCase(), shiftId: randomUUID(),
    chargedOn: new Date(Date.parse(template.chargedOn) - (n + 1) * 60_000).toISOString(), syncState: 'acknowledged',
  };
}

/** A copy of an outbox row and its order under fresh ids: the same sale, rung again. */
function cloneSale(row: OutboxRow, order: LocalOrder): { row: OutboxRow; order: LocalOrder } {
  const id = randomUUID();
  const receiptId = id.slice(-12).toUpperCase();
  const clientId = row.clientId === order.id ? id : randomUUID();
  const swap = (text: string): string => text.replaceAll(order.id, id).replaceAll(order.receiptId, receiptId).replaceAll(row.clientId, clientId);
  const body: unknown = JSON.parse(swap(JSON.stringify(row.request?.body)));
  const cloned = withBody(row, body);
  if (cloned === null) throw new Error('the cloned sale no longer fits an order');
  const { seq: _seq, ...rest } = cloned;
  return {
    row: { ...rest, clientId, recordId: id, state: 'pending', attempts: 0, notBefore: 0, leaseUntil: 0 },
    order: { ...order, id, receiptId },
  };
}

export async function benchRegister({ quick, log, catalog, searchOnly = false, replayOnly = false, salesOnly = false }: RegisterBenchOptions): Promise<Figure[]> {
  const base = quick ? QUICK : FULL;
  const sized: Scale = catalog === undefined ? base : { ...base, catalogs: [catalog], salesAt: catalog };
  const scale: Scale = replayOnly ? { ...sized, catalogs: [sized.salesAt], replayOnly } : salesOnly ? { ...sized, catalogs: [sized.salesAt], salesOnly } : sized;
  const figures: Figure[] = [];
  let rendererDir: string;
  try {
    rendererDir = buildRenderer(log);
  } catch (error) {
    return [notAvailable({ part: 'register', where, name: 'all register figures', unit: 'ms', reason: `renderer does not build: ${String(error).slice(0, 120)}` })];
  }
  try {
    for (const products of scale.catalogs) {
      try {
        await benchCatalog(products, !searchOnly && products === scale.salesAt, scale, rendererDir, log, figures);
      } catch (error) {
        const reason = `failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 160)}`;
        log(`register (${products}): ${reason}`);
        figures.push(notAvailable({ part: 'register', where, name: 'register figures', unit: 'ms', catalogSize: products, reason }));
      }
    }
  } finally {
    rmSync(rendererDir, { recursive: true, force: true });
  }
  return figures;
}

/** Adds to `figures` as it goes, so what was measured before a failure is still reported. */
async function benchCatalog(products: number, withSales: boolean, scale: Scale, rendererDir: string, log: (line: string) => void, figures: Figure[]): Promise<void> {
  const started = Date.now();
  const rig = await startRig(products, rendererDir);
  log(`register: store with ${products.toLocaleString('en-US')} products per location ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const database = registerDatabaseName(rig.prepared.companyId);
    const setUpAt = await setUpRegister(rig.page, rig.web.launchUrl);

    // First catalog download: from the set-up click until the engine says the whole catalog committed.
    const downloadTarget = products === DOWNLOAD_TARGET_AT ? TARGETS.download : null;
    const loaded = await waitFor(async () => (await readMeta(rig.page, database, CATALOG_LOADED_KEY)) !== null, scale.downloadTimeoutMs, 25);
    const downloadSeconds = (Date.now() - setUpAt) / 1000;
    const catalog = await readAll<CatalogEntry>(rig.page, database, 'catalog');
    if (!loaded) {
      const reason = `no full catalog in IndexedDB after ${scale.downloadTimeoutMs / 1000} s (${catalog.length} items): sync engine not there or not finished`;
      figures.push(notAvailable({ part: 'register', where, name: 'first catalog download', unit: 's', catalogSize: products, target: downloadTarget, reason }));
      log(`register (${products}): ${reason}`);
      return;
    }
    log(`register (${products}): catalog of ${catalog.length} items downloaded in ${downloadSeconds.toFixed(1)} s`);
    figures.push(measured({ part: 'register', where, name: 'first catalog download', value: downloadSeconds, unit: 's', catalogSize: products, target: downloadTarget, note: `${catalog.length} catalog items` }));

    // The sale screen reads the catalog the engine just wrote; reload so it starts from it.
    await rig.page.reload();
    await rig.page.locator('#catalog-search').waitFor({ state: 'visible' });

    if (scale.replayOnly === true) {
      await benchReplayOnly(rig, database, catalog, scale, log, figures);
      return;
    }
    if (scale.salesOnly === true) {
      await benchSalesAndReplay(rig, database, catalog, scale, log, figures);
      return;
    }
    const searchTarget = products === SEARCH_TARGET_AT ? TARGETS.searchP95 : null;
    const keystrokes = await profiled(rig.page, process.env['CANOPY_BENCH_SEARCH_PROFILE'], () => measureSearch(rig.page, catalog, scale.keystrokes));
    const times = keystrokes.map((keystroke) => keystroke.ms);
    // The slowest keystrokes name what to look at (first letters, long words, a sync pass …).
    const slowest = [...keystrokes].sort((a, b) => b.ms - a.ms).slice(0, 8);
    log(`register (${products}): slowest keystrokes ${slowest.map((keystroke) => `"${keystroke.text}" ${keystroke.ms.toFixed(1)}`).join(', ')}`);
    log(`register (${products}): search p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms over ${times.length} keystrokes`);
    figures.push(
      measured({ part: 'register', where, name: `search as you type p50 (${times.length} keys)`, value: percentile(times, 50), unit: 'ms', catalogSize: products }),
      measured({ part: 'register', where, name: `search as you type p95 (${times.length} keys)`, value: percentile(times, 95), unit: 'ms', catalogSize: products, target: searchTarget }),
    );

    if (withSales) await benchSalesAndReplay(rig, database, catalog, scale, log, figures);
  } finally {
    await stopRig(rig);
  }
}

/**
 * One sale online (the template of the past orders; the shift reaches the server with it), then
 * `scale.pastOrders` copies of it stored in IndexedDB, and the page reloaded to read them.
 */
async function ringWithPastOrders(rig: Rig, database: string, sku: string, scale: Scale): Promise<void> {
  await ringSale(rig.page, sku);
  const [template] = await readAll<LocalOrder>(rig.page, database, 'orders');
  if (template === undefined) throw new Error('the first sale left no order in IndexedDB');
  await putAll(rig.page, database, 'orders', Array.from({ length: scale.pastOrders }, (_, n) => pastOrder(template, n)));
  await rig.page.reload();
  await rig.page.locator('#catalog-search:enabled').waitFor();
}

/** What the replay needs and nothing else: the past orders, one online and one offline sale. */
async function benchReplayOnly(rig: Rig, database: string, catalog: readonly CatalogEntry[], scale: Scale, log: (line: string) => void, figures: Figure[]): Promise<void> {
  const sellable = catalog.filter((item) => item.active && !item.pricedByGram && item.sellType === 0 && item.serverQuantity > 5);
  if (sellable.length === 0) throw new Error('no unit-priced sellable item in the catalog');
  await ringWithPastOrders(rig, database, sellable[0]!.sku, scale);
  await rig.store.stop();
  await ringSale(rig.page, sellable[1 % sellable.length]!.sku);
  figures.push(await benchReplay(rig, database, scale, log));
}

async function benchSalesAndReplay(rig: Rig, database: string, catalog: readonly CatalogEntry[], scale: Scale, log: (line: string) => void, figures: Figure[]): Promise<void> {
  const products = rig.prepared.products;
  const sellable = catalog.filter((item) => item.active && !item.pricedByGram && item.sellType === 0 && item.serverQuantity > 5);
  if (sellable.length === 0) {
    figures.push(notAvailable({ part: 'register', where, name: 'complete a sale p95', unit: 'ms', catalogSize: products, target: TARGETS.saleP95, reason: 'no unit-priced sellable item in the catalog' }));
    return;
  }

  // Cold start: a new browser on the same profile, until the sale screen takes input.
  await rig.context.close();
  const launchedAt = Date.now();
  rig.context = await launch(rig.profileDir);
  rig.page = rig.context.pages()[0] ?? await rig.context.newPage();
  await rig.page.goto(rig.web.launchUrl);
  await rig.page.locator('#catalog-search:enabled').waitFor();
  const coldStart = (Date.now() - launchedAt) / 1000;
  log(`register (${products}): cold start ${coldStart.toFixed(2)} s`);
  figures.push(measured({ part: 'register', where, name: 'cold start to usable sale screen', value: coldStart, unit: 's', catalogSize: products, note: 'browser launch + load' }));

  // One sale online first: the template for the past orders, and the shift reaches the server.
  await ringWithPastOrders(rig, database, sellable[0]!.sku, scale);
  log(`register (${products}): ${scale.pastOrders.toLocaleString('en-US')} past orders in IndexedDB`);

  // Offline: the Store API process is stopped; sales must not wait on it.
  await rig.store.stop();
  const saleTimes: number[] = [];
  await profiled(rig.page, process.env['CANOPY_BENCH_SALE_PROFILE'], async () => {
    for (let n = 0; n < scale.sales; n++) saleTimes.push(await ringSale(rig.page, sellable[(n + 1) % sellable.length]!.sku));
  });
  log(`register (${products}): sale p50 ${percentile(saleTimes, 50).toFixed(1)} ms, p95 ${percentile(saleTimes, 95).toFixed(1)} ms over ${saleTimes.length} offline sales`);
  log(`register (${products}): sales in order (ms): ${saleTimes.map((time) => time.toFixed(0)).join(' ')}`);
  figures.push(
    measured({ part: 'register', where, name: `complete a sale p95 (${saleTimes.length}, offline)`, value: percentile(saleTimes, 95), unit: 'ms', catalogSize: products, target: TARGETS.saleP95, note: `${scale.pastOrders} past orders` }),
    measured({ part: 'register', where, name: `complete a sale p50 (${saleTimes.length}, offline)`, value: percentile(saleTimes, 50), unit: 'ms', catalogSize: products }),
  );
  try {
    await benchDiscountedSales(rig, database, sellable, saleTimes, scale, log, figures);
  } catch (error) {
    // The plain figures stand; the cart may have been left mid-sale, so the page starts over.
    const reason = `failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 160)}`;
    log(`register (${products}): discounted sales ${reason}`);
    figures.push(notAvailable({ part: 'register', where, name: 'complete a sale of 10 taxed, discounted lines p95', unit: 'ms', catalogSize: products, reason }));
    await rig.page.reload();
    await rig.page.locator('#catalog-search:enabled').waitFor();
  }

  if (scale.salesOnly !== true) figures.push(await benchReplay(rig, database, scale, log));
}

/**
 * Outbox replay: the offline sales' outbox rows, copied under fresh ids up to `replayOrders`,
 * then the Store API comes back. Orders per second over the span from the first to the last
 * acknowledgement (the engine's backoff before its first retry is not replay speed).
 */
async function benchReplay(rig: Rig, database: string, scale: Scale, log: (line: string) => void): Promise<Figure> {
  const products = rig.prepared.products;
  const name = `outbox replay (${scale.replayOrders} orders)`;
  const rows = await readAll<OutboxRow>(rig.page, database, 'outbox');
  const orders = new Map((await readAll<LocalOrder>(rig.page, database, 'orders')).map((order) => [order.id, order]));
  const waiting = rows.filter((row) => row.kind === 'order.create' && row.state === 'pending');
  const template = waiting[0];
  const templateOrder = template === undefined ? undefined : orders.get(template.recordId);
  if (template === undefined || templateOrder === undefined) {
    return notAvailable({ part: 'register', where, name, unit: 'orders/s', catalogSize: products, target: TARGETS.replay, reason: 'offline sales left no pending order in the outbox' });
  }
  const copies = Array.from({ length: Math.max(0, scale.replayOrders - waiting.length) }, () => cloneSale(template, templateOrder));
  await putAll(rig.page, database, 'orders', copies.map((copy) => copy.order));
  await putAll(rig.page, database, 'outbox', copies.map((copy) => copy.row));
  await rig.page.reload();
  await rig.page.locator('#catalog-search:enabled').waitFor();

  const total = waiting.length + copies.length;
  // Only the rows queued while offline: the online sale before them was acknowledged long ago.
  const queued = new Set([...waiting, ...copies.map((copy) => copy.row)].map((row) => row.clientId));
  const queuedSeqs = new Set((await readAll<OutboxRow>(rig.page, database, 'outbox')).filter((row) => queued.has(row.clientId)).map((row) => row.seq));
  // CANOPY_BENCH_REPLAY_STORE_LOG=<file> keeps the Store API's request log (JSON lines, with each
  // response time) during the replay, to tell the server's share of the time from the register's.
  const storeLog = process.env['CANOPY_BENCH_REPLAY_STORE_LOG'];
  const logged = storeLog === undefined || storeLog === '' ? rig.prepared : { ...rig.prepared, args: [...rig.prepared.args, '--log'] };
  rig.store = await startStore(logged, rig.storePort);
  if (logged !== rig.prepared && storeLog !== undefined) {
    writeFileSync(storeLog, '');
    rig.store.process.child.stdout?.on('data', (chunk: Buffer) => appendFileSync(storeLog, chunk));
  }
  const backAt = Date.now();
  const settled = async (): Promise<OutboxRow[]> =>
    (await readAll<OutboxRow>(rig.page, database, 'outbox')).filter((row) => queued.has(row.clientId) && row.state !== 'pending' && row.state !== 'sending');
  // Polled by the keys of the rows still waiting, not by reading every row: reading a thousand
  // rows with their bodies every 250 ms held up the very transactions the replay is timed on.
  const unsettled = async (): Promise<number> =>
    (await keysWhere(rig.page, database, 'outbox', 'state', ['pending', 'sending'])).filter((seq): seq is number => typeof seq === 'number' && queuedSeqs.has(seq)).length;
  // CANOPY_BENCH_REPLAY_PROFILE=<file.cpuprofile> samples the page's JavaScript during the replay (see `profiled`).
  const finished = await profiled(rig.page, process.env['CANOPY_BENCH_REPLAY_PROFILE'],
    () => waitFor(async () => await unsettled() === 0, scale.replayTimeoutMs, 250));
  const done = await settled();
  const acknowledged = done.filter((row) => row.state === 'acknowledged');
  const waitedSeconds = (Date.now() - backAt) / 1000;
  if (acknowledged.length < 2) {
    return notAvailable({ part: 'register', where, name, unit: 'orders/s', catalogSize: products, target: TARGETS.replay, reason: `${acknowledged.length}/${total} acknowledged after ${waitedSeconds.toFixed(0)} s` });
  }
  const stamps = acknowledged.map((row) => Date.parse(row.updatedAt)).sort((a, b) => a - b);
  const spanSeconds = (stamps.at(-1)! - stamps[0]!) / 1000;
  const rate = (acknowledged.length - 1) / Math.max(spanSeconds, 0.001);
  const refused = done.length - acknowledged.length;
  const notes = [
    ...(finished ? [] : [`only ${acknowledged.length}/${total} acknowledged within ${waitedSeconds.toFixed(0)} s`]),
    ...(refused > 0 ? [`${refused} refused`] : []),
  ];
  log(`register (${products}): replayed ${acknowledged.length}/${total} orders at ${rate.toFixed(1)}/s (${waitedSeconds.toFixed(1)} s after the Store API came back)`);
  return measured({
    part: 'register', where, name, value: rate, unit: 'orders/s', catalogSize: products, target: TARGETS.replay,
    note: notes.join('; '),
  });
}
