import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { DEMO_LOCATION_NAME, DEMO_MANAGER, expect, startRegisterWebHost, test as base } from './support/fixtures.ts';

// The sync engine end to end: the real renderer and host core in Chromium (browser mode) and a
// real Store API process, with a small HTTP proxy between the host and the Store API that plays
// the network: it can commit a request at the Store API and then cut the connection before the
// answer, answer 503 to everything for a while, or answer slowly. Every check of what arrived is
// made at the Store API itself (orders and stock), never in the register.

interface Proxy {
  url: string;
  mode: 'pass' | 'storm' | 'slow';
  /** Orders to let through to the Store API whose answers are then lost. */
  cutOrderAnswers: number;
  /** The Idempotency-Key of every POST /orders that reached the proxy. */
  orderKeys: string[];
}

const test = base.extend<{ network: Proxy }>({
  network: async ({ storeApi }, use) => {
    const proxy: Proxy = { url: '', mode: 'pass', cutOrderAnswers: 0, orderKeys: [] };
    const server: Server = createServer((request, response) => {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(Buffer.from(chunk));
        const path = request.url ?? '/';
        const isOrder = request.method === 'POST' && path.startsWith('/api/v2/orders');
        if (isOrder) proxy.orderKeys.push(String(request.headers['idempotency-key']));
        if (proxy.mode === 'storm') {
          response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' }).end('{"error":"storm"}');
          return;
        }
        if (proxy.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 1_500));
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          if (typeof value === 'string' && !['host', 'connection', 'content-length', 'accept-encoding'].includes(name)) headers.set(name, value);
        }
        let upstream: Response;
        try {
          upstream = await fetch(`${storeApi.url}${path}`, {
            method: request.method, headers, body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
          });
        } catch {
          request.socket.destroy();
          return;
        }
        const body = Buffer.from(await upstream.arrayBuffer());
        if (isOrder && proxy.cutOrderAnswers > 0) {
          // The Store API committed the order; the register never hears so.
          proxy.cutOrderAnswers -= 1;
          request.socket.destroy();
          return;
        }
        const out: Record<string, string> = {};
        upstream.headers.forEach((value, name) => { if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) out[name] = value; });
        response.writeHead(upstream.status, out).end(body);
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
    proxy.url = `http://127.0.0.1:${address.port}`;
    await use(proxy);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  },
  // The register's host talks to the Store API through the proxy.
  registerUrl: async ({ network: proxy, registerDataDir }, use) => {
    const host = await startRegisterWebHost(proxy.url, registerDataDir);
    await use(host.url);
    await host.stop();
  },
});

/** The Store API as another client sees it (straight, not through the proxy). */
async function storeClient(url: string) {
  const basic = `Basic ${Buffer.from(`${DEMO_MANAGER.email}:${DEMO_MANAGER.password}`).toString('base64')}`;
  const me = await (await fetch(`${url}/api/v2/me`, { headers: { authorization: basic } })).json() as { user: { token: string } };
  const auth = { authorization: `Token token="${me.user.token}"` };
  const companies = await (await fetch(`${url}/api/v2/companies`, { headers: auth })).json() as { companies: Array<{ id: string; name: string }> };
  const companyId = companies.companies.find((c) => c.name === DEMO_LOCATION_NAME)!.id;
  const headers = { ...auth, 'x-cnpy-companyid': companyId, 'content-type': 'application/json' };
  const get = async <T>(path: string): Promise<T> => (await fetch(`${url}/api/v2${path}`, { headers })).json() as Promise<T>;
  return {
    url, companyId, headers,
    orders: async () => (await get<{ orders: Array<{ id: string; receipt_id: string; order_type: number; line_items: Array<{ inventory_item_id: string; quantity: { value: string } }> }> }>('/orders?limit=1000')).orders,
    stock: async (id: string) => Number((await get<{ inventory_item: { quantity: { value: string } } }>(`/inventory_items/${id}`)).inventory_item.quantity.value),
    put: (path: string, body: unknown) => fetch(`${url}/api/v2${path}`, { method: 'PUT', headers, body: JSON.stringify(body) }),
  };
}

async function setUp(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(DEMO_MANAGER.email);
  await page.getByLabel('Password').fill(DEMO_MANAGER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Location').selectOption({ label: DEMO_LOCATION_NAME });
  await page.getByLabel('Register name').fill('Sync counter');
  await page.getByRole('button', { name: 'Set up register' }).click();
  await page.getByLabel('Starting cash').fill('100');
  await page.getByRole('button', { name: 'Open shift' }).click();
  await expect(page.getByTestId('current-shift')).toContainText('Shift open since');
  await expect(page.getByTestId('pending-count')).toHaveText('All sent', { timeout: 60_000 });
  // The first catalog download is in once a search finds something.
  await expect(async () => {
    await page.getByLabel('Find an item').fill('');
    await page.getByLabel('Find an item').fill('gummies');
    await expect(page.locator('[data-testid="catalog-result"][data-in-stock="true"]').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

/** Rings one cash sale of the first in-stock hit; returns its receipt id. */
async function ringCashSale(page: Page, search = 'gummies'): Promise<string> {
  await page.getByLabel('Find an item').fill(search);
  await page.locator('[data-testid="catalog-result"][data-in-stock="true"]').first().click();
  if (await page.getByLabel(/^Grams of/).isVisible()) {
    await page.getByLabel(/^Grams of/).fill('1');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await page.getByRole('button', { name: 'Add payment' }).click();
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  const receiptId = (await page.getByTestId('receipt-id').textContent()) ?? '';
  expect(receiptId).toMatch(/^[0-9A-F]{12}$/);
  await page.getByRole('button', { name: /^New sale/ }).click();
  return receiptId;
}

/** Stock moved at the Store API by exactly the register's sales: before − sold = after, per item. */
async function expectStockMatches(client: Awaited<ReturnType<typeof storeClient>>, before: Map<string, number>, receipts: string[]) {
  const orders = (await client.orders()).filter((order) => receipts.includes(order.receipt_id ?? ''));
  const sold = new Map<string, number>();
  for (const order of orders) for (const line of order.line_items) sold.set(line.inventory_item_id, (sold.get(line.inventory_item_id) ?? 0) + Number(line.quantity.value));
  for (const [id, quantity] of sold) expect(await client.stock(id)).toBeCloseTo(before.get(id)! - quantity, 3);
}

/** Every inventory item's quantity at the Store API. */
async function stockOf(client: Awaited<ReturnType<typeof storeClient>>): Promise<Map<string, number>> {
  const stock = new Map<string, number>();
  for (let offset = 0; ; offset += 1000) {
    const page = await (await fetch(`${client.url}/api/v2/inventory_items?limit=1000&offset=${offset}`, { headers: client.headers })).json() as {
      inventory_items: Array<{ id: string; quantity: { value: string } }>; meta: { total: number };
    };
    for (const item of page.inventory_items) stock.set(item.id, Number(item.quantity.value));
    if (page.inventory_items.length < 1000) return stock;
  }
}

test('outage: 20 sales rung with the Store API stopped arrive exactly once, and stock matches to the unit', async ({ page, storeApi }) => {
  test.setTimeout(300_000);
  await setUp(page);
  const client = await storeClient(storeApi.url);
  const before = await stockOf(client);
  const ordersBefore = (await client.orders()).length;

  await storeApi.stop();
  const receipts: string[] = [];
  for (let n = 0; n < 20; n++) receipts.push(await ringCashSale(page));
  await expect(page.getByTestId('connection')).toHaveText(/Offline/, { timeout: 30_000 });
  await expect(page.getByTestId('pending-count')).toContainText('20');

  await storeApi.start();
  await expect(page.getByTestId('pending-count')).toHaveText('All sent', { timeout: 120_000 });
  const orders = await client.orders();
  expect(orders.length - ordersBefore).toBe(20);
  expect(orders.filter((order) => receipts.includes(order.receipt_id ?? '')).length).toBe(20);
  await expectStockMatches(client, before, receipts);
});

test('lost answers: the order committed at the Store API but the answer was cut; resent, it exists once', async ({ page, storeApi, network: proxy }) => {
  test.setTimeout(180_000);
  await setUp(page);
  const client = await storeClient(storeApi.url);
  proxy.cutOrderAnswers = 2;
  const first = await ringCashSale(page);
  const second = await ringCashSale(page);
  await expect(page.getByTestId('pending-count')).toHaveText('All sent', { timeout: 120_000 });
  const orders = await client.orders();
  expect(orders.filter((order) => order.receipt_id === first)).toHaveLength(1);
  expect(orders.filter((order) => order.receipt_id === second)).toHaveLength(1);
  // The same key went out more than once: that is the resend after the lost answer.
  expect(proxy.orderKeys.length).toBeGreaterThan(new Set(proxy.orderKeys).size);
});

test('a 5xx storm and slow answers: sales wait, then arrive once each', async ({ page, storeApi, network: proxy }) => {
  test.setTimeout(240_000);
  await setUp(page);
  const client = await storeClient(storeApi.url);
  proxy.mode = 'storm';
  const stormed = [await ringCashSale(page), await ringCashSale(page), await ringCashSale(page)];
  await expect(page.getByTestId('pending-count')).toContainText('3', { timeout: 30_000 });
  proxy.mode = 'slow';
  const slow = await ringCashSale(page);
  await expect(page.getByTestId('pending-count')).toHaveText('All sent', { timeout: 150_000 });
  proxy.mode = 'pass';
  const orders = await client.orders();
  for (const receipt of [...stormed, slow]) expect(orders.filter((order) => order.receipt_id === receipt)).toHaveLength(1);
});

test('reload mid-queue: what was waiting is still waiting after a reload, and is sent once', async ({ page, storeApi }) => {
  test.setTimeout(180_000);
  await setUp(page);
  const client = await storeClient(storeApi.url);
  await storeApi.stop();
  const receipts = [await ringCashSale(page), await ringCashSale(page), await ringCashSale(page)];
  await page.reload();
  await expect(page.getByTestId('pending-count')).toContainText('3', { timeout: 30_000 });
  await storeApi.start();
  await expect(page.getByTestId('pending-count')).toHaveText('All sent', { timeout: 120_000 });
  const orders = await client.orders();
  for (const receipt of receipts) expect(orders.filter((order) => order.receipt_id === receipt)).toHaveLength(1);
});

test('two windows: one engine sends; every sale arrives once', async ({ page, storeApi, network: proxy, context }) => {
  test.setTimeout(180_000);
  await setUp(page);
  const client = await storeClient(storeApi.url);
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByTestId('current-shift')).toContainText('Shift open since', { timeout: 30_000 });
  const receipts = [await ringCashSale(page), await ringCashSale(second), await ringCashSale(page), await ringCashSale(second)];
  await expect(page.getByTestId('pending-count')).toHaveText('All sent', { timeout: 120_000 });
  await expect(second.getByTestId('pending-count')).toHaveText('All sent', { timeout: 30_000 });
  const orders = await client.orders();
  for (const receipt of receipts) expect(orders.filter((order) => order.receipt_id === receipt)).toHaveLength(1);
  // Nothing was lost on the way, so nothing was sent twice: two engines would have raced.
  expect(proxy.orderKeys.length).toBe(new Set(proxy.orderKeys).size);
});

test('a refused order lands in needs attention and blocks nothing behind it', async ({ page, storeApi }) => {
  test.setTimeout(180_000);
  await setUp(page);
  const client = await storeClient(storeApi.url);
  await storeApi.stop();
  const refused = await ringCashSale(page);
  const fine = await ringCashSale(page, 'pre-roll');
  // While the Store API is down, gummies are locked there (another client's doing): the sale of them is refused.
  const file = new Database(join(storeApi.dataDir, 'store.sqlite3'));
  file.prepare(`update inventory_items set sell_type = 2 where product_id in (select id from products where name like '%Gummies%')`).run();
  file.close();
  await storeApi.start();
  await expect(page.getByTestId('needs-attention-count')).toContainText('1', { timeout: 120_000 });
  await expect(page.getByTestId('pending-count')).toHaveText('All sent', { timeout: 60_000 });
  const orders = await client.orders();
  expect(orders.filter((order) => order.receipt_id === refused)).toHaveLength(0);
  expect(orders.filter((order) => order.receipt_id === fine)).toHaveLength(1);
  await page.getByRole('button', { name: /^Needs attention/ }).click();
  await expect(page.getByTestId('attention-row')).toHaveCount(1);
});

test('a change made by another client (a renamed brand) appears after one poll', async ({ page, storeApi }) => {
  test.setTimeout(180_000);
  await setUp(page);
  const client = await storeClient(storeApi.url);
  // The brand of a sellable item the register has in its catalog.
  const items = await (await fetch(`${storeApi.url}/api/v2/inventory_items?limit=50&sellable=true`, { headers: client.headers })).json() as {
    inventory_items: Array<{ product: { brand_id: string | null; active: boolean } | null }>;
  };
  const brandId = items.inventory_items.find((item) => item.product?.active === true && item.product.brand_id !== null)!.product!.brand_id!;
  expect((await client.put(`/brands/${brandId}`, { brand: { id: brandId, name: 'Moonrise Renamed' } })).status).toBe(204);
  await expect(async () => {
    await page.getByLabel('Find an item').fill('');
    await page.getByLabel('Find an item').fill('moonrise renamed');
    await expect(page.getByTestId('catalog-result').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
});
