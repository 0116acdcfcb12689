import type { Page } from '@playwright/test';
import { DEMO_LOCATION_NAME, DEMO_MANAGER, expect } from './fixtures.ts';
import { passBuyerCheck } from '../../support/buyer-check.ts';

export { passBuyerCheck };

// What the sync specs do at the register (set it up, ring a sale) and how they look at the Store API
// as another client would (straight, never through the register or a proxy).

/** Signs the manager in on a fresh register at the location (the demo's Downtown unless named), sets it up, opens a shift and waits for the catalog. */
export async function setUpRegister(page: Page, location = DEMO_LOCATION_NAME): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(DEMO_MANAGER.email);
  await page.getByLabel('Password').fill(DEMO_MANAGER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Location').selectOption({ label: location });
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
export async function ringCashSale(page: Page, search = 'gummies'): Promise<string> {
  await page.getByLabel('Find an item').fill(search);
  await page.locator('[data-testid="catalog-result"][data-in-stock="true"]').first().click();
  if (await page.getByLabel(/^Grams of/).isVisible()) {
    await page.getByLabel(/^Grams of/).fill('1');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  }
  return payCash(page);
}

/** Passes the buyer check if asked, takes the cart's total in cash and completes the sale; returns its receipt id. */
export async function payCash(page: Page): Promise<string> {
  await passBuyerCheck(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await page.getByRole('button', { name: 'Add payment' }).click();
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  const receiptId = (await page.getByTestId('receipt-id').textContent()) ?? '';
  expect(receiptId).toMatch(/^[0-9A-F]{12}$/);
  await page.getByRole('button', { name: /^New sale/ }).click();
  return receiptId;
}

/** Adds grams of the first flower sold by the gram and in stock (the catalog's first download may still be coming). */
export async function addFlowerGrams(page: Page, grams: string): Promise<void> {
  const flower = page.locator('[data-testid="catalog-result"][data-in-stock="true"]').filter({ hasText: '/ g' }).first();
  await expect(async () => {
    await page.getByLabel('Find an item').fill('');
    await page.getByLabel('Find an item').fill('gelato');
    await expect(flower).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await flower.click();
  await page.getByLabel(/^Grams of/).fill(grams);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

/** Finds a customer in the register's local copy by name and attaches them to the sale; back on the sale screen. */
export async function attachCustomer(page: Page, name: string): Promise<void> {
  await page.keyboard.press('F2');
  const card = page.getByTestId('customer-card').filter({ hasText: name }).first();
  await expect(async () => {
    await page.getByLabel('Find a customer').fill('');
    await page.getByLabel('Find a customer').fill(name);
    await expect(card).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await card.getByRole('button', { name: 'Attach to sale' }).click();
  await page.keyboard.press('F1');
  await expect(page.getByTestId('customer-card')).toContainText(name);
}

export interface StoreOrder {
  id: string;
  receipt_id: string;
  shift_id: string;
  order_type: number;
  line_items: Array<{ inventory_item_id: string; quantity: { value: string } }>;
}

export type StoreClient = Awaited<ReturnType<typeof storeClient>>;

/** The Store API as another client sees it: the demo manager at the location (the Downtown location unless named). */
export async function storeClient(url: string, location = DEMO_LOCATION_NAME) {
  const basic = `Basic ${Buffer.from(`${DEMO_MANAGER.email}:${DEMO_MANAGER.password}`).toString('base64')}`;
  const me = await (await fetch(`${url}/api/v2/me`, { headers: { authorization: basic } })).json() as { user: { token: string } };
  const auth = { authorization: `Token token="${me.user.token}"` };
  const companies = await (await fetch(`${url}/api/v2/companies`, { headers: auth })).json() as { companies: Array<{ id: string; name: string }> };
  const companyId = companies.companies.find((c) => c.name === location)!.id;
  const headers = { ...auth, 'x-cnpy-companyid': companyId, 'content-type': 'application/json' };
  const get = async <T>(path: string): Promise<T> => (await fetch(`${url}/api/v2${path}`, { headers })).json() as Promise<T>;
  return {
    url, companyId, headers,
    orders: async () => (await get<{ orders: StoreOrder[] }>('/orders?limit=1000')).orders,
    /** Every order matching `filter` (e.g. `shift_id=…`), page by page. */
    async allOrders(filter = ''): Promise<StoreOrder[]> {
      const all: StoreOrder[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = await get<{ orders: StoreOrder[]; meta: { total: number } }>(`/orders?limit=100&offset=${offset}${filter === '' ? '' : `&${filter}`}`);
        all.push(...page.orders);
        if (page.orders.length < 100) return all;
      }
    },
    /** How many orders the location has (one small page: `meta.total`). */
    orderCount: async () => (await get<{ meta: { total: number } }>('/orders?limit=1')).meta.total,
    stock: async (id: string) => Number((await get<{ inventory_item: { quantity: { value: string } } }>(`/inventory_items/${id}`)).inventory_item.quantity.value),
    put: (path: string, body: unknown) => fetch(`${url}/api/v2${path}`, { method: 'PUT', headers, body: JSON.stringify(body) }),
  };
}

/** Stock moved at the Store API by exactly the register's sales: before − sold = after, per item. */
export async function expectStockMatches(client: StoreClient, before: Map<string, number>, receipts: string[]) {
  const orders = (await client.orders()).filter((order) => receipts.includes(order.receipt_id ?? ''));
  const sold = new Map<string, number>();
  for (const order of orders) for (const line of order.line_items) sold.set(line.inventory_item_id, (sold.get(line.inventory_item_id) ?? 0) + Number(line.quantity.value));
  for (const [id, quantity] of sold) expect(await client.stock(id)).toBeCloseTo(before.get(id)! - quantity, 3);
}

/** Every inventory item's quantity at the Store API. */
export async function stockOf(client: StoreClient): Promise<Map<string, number>> {
  const stock = new Map<string, number>();
  for (let offset = 0; ; offset += 1000) {
    const page = await (await fetch(`${client.url}/api/v2/inventory_items?limit=1000&offset=${offset}`, { headers: client.headers })).json() as {
      inventory_items: Array<{ id: string; quantity: { value: string } }>; meta: { total: number };
    };
    for (const item of page.inventory_items) stock.set(item.id, Number(item.quantity.value));
    if (page.inventory_items.length < 1000) return stock;
  }
}
