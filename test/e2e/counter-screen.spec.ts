import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { attachCustomer, passBuyerCheck, setUpRegister } from './support/register.ts';

/**
 * The sale screen on the counter touchscreens stores use (1024×768 to 1366×768, and 1280×800):
 * with a buyer checked, the purchase-limit bars showing and four lines in the cart, the verdict,
 * the bars, every line, the total and Pay are all in view without the cart panel scrolling; and
 * an empty cart at the start of a sale shows no "Payment blocked". With a buyer attached, the buyer
 * card's buttons (Remove, Discount) and the verdict show whole, inside the cart.
 */

mkdirSync('test-results/counter', { recursive: true });

async function addHit(page: Page, search: string, index: number): Promise<void> {
  const hits = page.locator('[data-testid="catalog-result"][data-in-stock="true"]');
  await expect(async () => {
    await page.getByLabel('Find an item').fill('');
    await page.getByLabel('Find an item').fill(search);
    await expect(hits.nth(index)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await hits.nth(index).click();
  if (await page.getByLabel(/^Grams of/).isVisible()) {
    await page.getByLabel(/^Grams of/).fill('1');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  }
}

/** Whether the element lies wholly inside the viewport. */
async function inView(page: Page, testIdOrRole: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await testIdOrRole.boundingBox();
  const viewport = page.viewportSize();
  return box !== null && viewport !== null && box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width;
}

/** Whether the element shows whole inside the cart panel: not cut at its right edge, its text not ellipsized or cut. */
async function wholeInCart(locator: ReturnType<Page['locator']>): Promise<boolean> {
  return locator.evaluate((element) => {
    const cart = element.closest('.counter__cart');
    if (cart === null) return false;
    const box = element.getBoundingClientRect();
    const panel = cart.getBoundingClientRect();
    return element.scrollWidth <= element.clientWidth + 1 && box.left >= panel.left - 1 && box.right <= panel.right + 1;
  });
}

/** Whether the element's text is cut: ellipsized, or reaching past the sync pill that holds it. */
async function clipped(locator: ReturnType<Page['locator']>): Promise<boolean> {
  return locator.evaluate((element) => {
    const pill = element.closest('[data-testid="sync-status"]');
    if (pill === null) return true;
    return element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > pill.getBoundingClientRect().right - 1;
  });
}

for (const size of [{ width: 1024, height: 768 }, { width: 1366, height: 768 }, { width: 1280, height: 800 }]) {
  test(`at ${size.width}×${size.height} the verdict, limit bars, four lines, total and Pay show without the cart scrolling`, async ({ page }) => {
    await page.setViewportSize(size);
    await setUpRegister(page);
    // A new sale says nothing about payment: nothing is wrong with an empty cart.
    await expect(page.getByText('Payment blocked')).toHaveCount(0);
    await page.screenshot({ path: `test-results/counter/sale-empty-${size.width}x${size.height}.png` });

    await attachCustomer(page, 'Calloway');
    await passBuyerCheck(page);
    await addHit(page, 'gummies', 0);
    await addHit(page, 'gummies', 1);
    await addHit(page, 'gelato', 0);
    await addHit(page, 'pre-roll', 0);
    await page.getByLabel('Find an item').fill('');
    await expect(page.getByTestId('cart-line')).toHaveCount(4);
    await page.screenshot({ path: `test-results/counter/sale-${size.width}x${size.height}.png` });

    // The buyer card's controls and the buyer verdict show whole inside the cart.
    const buyer = page.locator('.cart__customer');
    for (const name of [/^Remove/, /^Discount/]) {
      const button = buyer.getByRole('button', { name });
      expect(await inView(page, button)).toBe(true);
      expect(await wholeInCart(button)).toBe(true);
    }
    expect(await wholeInCart(page.getByTestId('buyer-check').locator('.buyer-check__verdict'))).toBe(true);

    const cart = page.locator('.counter__cart');
    const scrolls = await cart.evaluate((element) => [element, ...element.querySelectorAll('*')].some((each) => each.scrollHeight > each.clientHeight + 1 && ['auto', 'scroll'].includes(getComputedStyle(each).overflowY)));
    expect(scrolls).toBe(false);
    expect(await inView(page, page.getByTestId('buyer-check'))).toBe(true);
    expect(await inView(page, page.locator('.limits'))).toBe(true);
    for (let line = 0; line < 4; line += 1) expect(await inView(page, page.getByTestId('cart-line').nth(line))).toBe(true);
    expect(await inView(page, page.locator('.cart__total'))).toBe(true);
    expect(await inView(page, page.getByRole('button', { name: /^Pay / }))).toBe(true);
    await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled();
    // The header's controls and the sync state are not cut off either.
    expect(await inView(page, page.getByRole('button', { name: 'Sign out' }))).toBe(true);
    expect(await inView(page, page.getByTestId('connection'))).toBe(true);
    // The sync pill clips what does not fit: how many sales wait, and when the Store API last
    // answered, are read in full (the time ellipsized only on the narrowest screen).
    expect(await clipped(page.getByTestId('pending-count'))).toBe(false);
    if (size.width >= 1280) expect(await clipped(page.getByTestId('last-sync'))).toBe(false);
    expect(await inView(page, page.getByRole('button', { name: /^No sale/ }))).toBe(true);
  });
}
