import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signInAsManager, startRegisterWebHost, test } from './support/fixtures.ts';
import { startNetworkProxy } from './support/network.ts';
import { addFlowerGrams, attachCustomer, payCash, storeClient } from './support/register.ts';

/**
 * What one register cannot see: two registers sell to the same buyer while neither reaches the
 * Store API. Each sale is within the buyer's limit on its own, so each register allows it; together
 * they pass it. Once both have synced, the Store API (which sees every register's sales) records
 * both as charged and flags the later one, and a manager sees it in Review at a register.
 */

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/review/${name}.png`, fullPage: true });

/** The demo's 25-year-old with a valid licence (server/demo/counter-people.ts, COUNTER_CUSTOMERS.twentyFive). */
const BUYER = 'Leo Park';
/** Oregon adult-use flower: 2 oz a day, 56.699 g. 30 g is within it; two sales of 30 g are not. */
const GRAMS_EACH = '30';

interface FlaggedOrder {
  receipt_id: string; rung_offline: boolean; total: number; tendered_amount: number;
  review_flags: Array<{ code: string; message: string }>;
}

async function openShift(page: Page): Promise<void> {
  await page.getByLabel('Starting cash').fill('200');
  await page.getByRole('button', { name: 'Open shift' }).click();
  await expect(page.getByTestId('current-shift')).toContainText('Shift open since');
  await expect(page.getByTestId('pending-count')).toHaveText('All sent', { timeout: 60_000 });
}

/** Sells the buyer 30 g of flower, within their limit on this register's knowledge; returns the receipt id. */
async function sellFlowerToBuyer(page: Page): Promise<string> {
  await attachCustomer(page, BUYER);
  await addFlowerGrams(page, GRAMS_EACH);
  await expect(page.getByTestId('limit-bar').filter({ hasText: 'Flower' })).toContainText('30 g of 56.699 g');
  return payCash(page);
}

test('two registers sell one buyer flower while both are offline: the Store API flags the later sale over the limit, and the manager sees it in Review', async ({ page, browser, storeApi }) => {
  test.setTimeout(300_000);
  // Register A: the fixture's register, straight to the Store API.
  await signInAsManager(page, 'Front counter');
  await openShift(page);

  // Register B: its own web host and data, in its own browser context, through a proxy that lets
  // the test hold its sync back until A's sale is in (so which sale arrives second is known).
  const dataDirB = mkdtempSync(join(tmpdir(), 'canopy-e2e-register-b-'));
  const proxyB = await startNetworkProxy(storeApi.url);
  const hostB = await startRegisterWebHost(proxyB.url, dataDirB);
  const contextB = await browser.newContext({ baseURL: hostB.url });
  await hostB.admit(contextB);
  try {
    const pageB = await contextB.newPage();
    await signInAsManager(pageB, 'Back counter');
    await openShift(pageB);

    // Neither register reaches the Store API.
    await storeApi.stop();
    await expect(page.getByTestId('connection')).toHaveText('Offline', { timeout: 45_000 });
    await expect(pageB.getByTestId('connection')).toHaveText('Offline', { timeout: 45_000 });

    const receiptA = await sellFlowerToBuyer(page);
    const receiptB = await sellFlowerToBuyer(pageB);
    await expect(page.getByTestId('pending-count')).not.toHaveText('All sent');
    await expect(pageB.getByTestId('pending-count')).not.toHaveText('All sent');

    // The Store API is back: A syncs first, then B.
    proxyB.mode = 'storm';
    await storeApi.start();
    await expect(page.getByTestId('pending-count')).toHaveText('All sent', { timeout: 120_000 });
    proxyB.mode = 'pass';
    await expect(pageB.getByTestId('pending-count')).toHaveText('All sent', { timeout: 120_000 });
    // Neither sale was refused: no register has anything needing attention.
    await expect(page.getByTestId('needs-attention-count')).toHaveCount(0);
    await expect(pageB.getByTestId('needs-attention-count')).toHaveCount(0);

    // At the Store API, as every client sees it: both sales recorded as charged, only B's flagged.
    const client = await storeClient(storeApi.url);
    const byReceipt = async (receipt: string) =>
      (await (await fetch(`${client.url}/api/v2/orders?receipt_id=${receipt}`, { headers: client.headers })).json() as { orders: FlaggedOrder[] }).orders;
    const [saleA] = await byReceipt(receiptA);
    const [saleB] = await byReceipt(receiptB);
    expect(saleA?.review_flags).toEqual([]);
    expect(saleB).toMatchObject({ rung_offline: true });
    expect(saleB!.tendered_amount).toBe(saleB!.total);
    const flagged = (await (await fetch(`${client.url}/api/v2/orders?flagged=true`, { headers: client.headers })).json() as { orders: FlaggedOrder[] }).orders;
    expect(flagged.map((order) => order.receipt_id)).toEqual([receiptB]);
    const limitFlag = flagged[0]!.review_flags.find((flag) => flag.code === 'limit-exceeded');
    expect(limitFlag?.message).toMatch(/Flower/);

    // The manager at register A: the pull hears the Order update, the badge counts it, Review shows why.
    await expect(page.getByTestId('review-count')).toHaveText('1', { timeout: 60_000 });
    await page.keyboard.press('F10');
    await expect(page.getByRole('heading', { name: 'Sales to review' })).toBeVisible();
    const row = page.getByTestId('review-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Receipt ${receiptB}`);
    await expect(row).toContainText('Register: Back counter');
    await expect(row).toContainText(`Buyer: ${BUYER}`);
    await expect(row.locator('[data-code="limit-exceeded"]')).toHaveText(limitFlag!.message);
    await shot(page, '01-review-flagged');

    // Offline again: the list says it needs the Store API and shows what was last read, with its time.
    await storeApi.stop();
    await page.keyboard.press('F1');
    await page.keyboard.press('F10');
    await expect(page.getByText('The review list needs the Store API')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('review-read-at')).not.toBeEmpty();
    await expect(page.getByTestId('review-row')).toContainText(`Receipt ${receiptB}`);
    await expect(page.getByTestId('review-count')).toHaveText('1');
    await expect(page.getByTestId('connection')).toHaveText('Offline', { timeout: 45_000 });
    await shot(page, '02-review-offline');
  } finally {
    await contextB.close();
    await hostB.stop();
    await proxyB.close();
    rmSync(dataDirB, { recursive: true, force: true });
  }
});
