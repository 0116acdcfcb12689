import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect } from './support/fixtures.ts';
import { test } from './support/network.ts';
import { expectStockMatches, ringCashSale, setUpRegister as setUp, stockOf, storeClient } from './support/register.ts';

// The sync engine end to end: the real renderer and host core in Chromium (browser mode) and a
// real Store API process, with a small HTTP proxy between the host and the Store API that plays
// the network (support/network.ts). Every check of what arrived is made at the Store API itself
// (orders and stock), never in the register.


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
  // The three sales wait (the shift's opening may still wait with them: the storm caught it too).
  await expect(page.getByTestId('pending-count')).toHaveText(/^([3-9]|\d{2,}) waiting to sync$/, { timeout: 30_000 });
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
  // The three sales wait (the shift's opening may still wait with them: the storm caught it too).
  await expect(page.getByTestId('pending-count')).toHaveText(/^([3-9]|\d{2,}) waiting to sync$/, { timeout: 30_000 });
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
