import type { Page } from '@playwright/test';
import { DEMO_LOCATION_NAME, DEMO_MANAGER, expect, test } from './support/fixtures.ts';
import { passBuyerCheck } from './support/register.ts';

// The register's main path in a real browser (browser mode: the real renderer and host core)
// against a real Store API process: sign in, set up, open a shift, find a customer, a two-line
// sale paid with cash and debit, the receipt; a sale with the Store API stopped (it completes and
// waits); a refund; closing the shift with over/short. Every main screen is saved to
// test-results/screens/ for a person to look at.

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

/** The first search hit that can be sold and is in stock (the demo catalog is generated). */
const sellableHit = (page: Page) => page.locator('[data-testid="catalog-result"][data-in-stock="true"]').first();

async function addFirstHit(page: Page, search: string, screenshot?: string): Promise<string> {
  await page.getByLabel('Find an item').fill(search);
  const hit = sellableHit(page);
  await expect(hit).toBeVisible();
  if (screenshot !== undefined) await shot(page, screenshot);
  const name = (await hit.locator('.result__name').textContent()) ?? '';
  await hit.click();
  if (await page.getByLabel(/^Grams of/).isVisible()) {
    await page.getByLabel(/^Grams of/).fill('3.5');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await expect(page.getByTestId('cart-line').filter({ hasText: name })).toBeVisible();
  return name;
}

const money = (text: string | null): number => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);

test('a day at the counter: sign in, set up, shift, customer, sales online and offline, refund, close', async ({ page, storeApi }) => {
  test.setTimeout(240_000);

  // Sign in (a wrong password first, told in words), then set the register up.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await shot(page, '01-sign-in');
  await page.getByLabel('E-mail').fill(DEMO_MANAGER.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('e-mail and password do not match');
  await shot(page, '02-sign-in-wrong-password');
  await page.getByLabel('Password').fill(DEMO_MANAGER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Set up register' })).toBeVisible();
  await page.getByLabel('Location').selectOption({ label: DEMO_LOCATION_NAME });
  await page.getByLabel('Register name').fill('Front counter 1');
  await shot(page, '03-set-up');
  await page.getByRole('button', { name: 'Set up register' }).click();
  await expect(page.getByTestId('location-name')).toHaveText(DEMO_LOCATION_NAME);

  // Open the shift with $200.00 in the drawer.
  await page.getByLabel('Starting cash').fill('200');
  await shot(page, '04-open-shift');
  await page.getByRole('button', { name: 'Open shift' }).click();
  await expect(page.getByTestId('current-shift')).toContainText('Shift open since');

  // Find a customer from the local copy (once the first download is in) and attach them.
  await page.getByRole('button', { name: /^Customers/ }).click();
  await expect(async () => {
    await page.getByLabel('Find a customer').fill('');
    await page.getByLabel('Find a customer').fill('555-1000');
    await expect(page.getByTestId('customer-card').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await shot(page, '05-customers');
  await page.getByTestId('customer-card').first().getByRole('button', { name: 'Attach to sale' }).click();
  await expect(page.getByLabel('Find an item')).toBeVisible();

  // Ring a two-line sale paid with debit and cash, with change.
  const first = await addFirstHit(page, 'gummies', '06-sale-search');
  const second = await addFirstHit(page, 'pre-roll');
  await shot(page, '06b-sale-cart');
  const total = money(await page.locator('.cart__total-amount').textContent());
  await passBuyerCheck(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Debit', exact: true }).click();
  await page.getByLabel('Debit amount').fill('10.00');
  await page.getByRole('button', { name: 'Add payment' }).click();
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await page.getByLabel('Cash amount').fill('100');
  await page.getByRole('button', { name: 'Add payment' }).click();
  await expect(page.getByTestId('change-due')).toHaveText(`$${((1000 + 10000 - total) / 100).toFixed(2)}`);
  await shot(page, '07-tender');
  await page.getByRole('button', { name: /^Complete sale/ }).click();

  const receipt = page.getByTestId('receipt');
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(first);
  await expect(receipt).toContainText(second);
  await expect(receipt.getByTestId('receipt-id')).toHaveText(/^[0-9A-F]{12}$/);
  const onlineReceiptId = (await receipt.getByTestId('receipt-id').textContent()) ?? '';
  await expect(page.getByTestId('order-sync-state')).toHaveText('Sent to the Store API', { timeout: 30_000 });
  await shot(page, '08-receipt');

  // The Store API goes away: the next sale completes all the same and waits to sync.
  await storeApi.stop();
  await page.getByRole('button', { name: /^New sale/ }).click();
  await addFirstHit(page, 'gummies');
  await passBuyerCheck(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await page.getByRole('button', { name: 'Add payment' }).click();
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  await expect(page.getByTestId('receipt')).toBeVisible();
  await expect(page.getByTestId('order-sync-state')).toHaveText('Waiting to sync');
  await expect(page.getByTestId('connection')).toHaveText(/Offline/, { timeout: 30_000 });
  await expect(page.getByTestId('pending-count')).toContainText('waiting to sync');
  await shot(page, '09-receipt-offline');

  // Back online: the waiting sale is sent.
  await storeApi.start();
  await expect(page.getByTestId('pending-count')).toHaveText('All sent', { timeout: 90_000 });
  await expect(page.getByTestId('order-sync-state')).toHaveText('Sent to the Store API');

  // Refund the first sale from this register's recent orders.
  await page.getByRole('button', { name: /^Orders/ }).click();
  await page.getByRole('button', { name: onlineReceiptId }).click();
  await shot(page, '10-orders');
  await page.getByLabel('Refund to').selectOption({ label: 'Cash' });
  await page.getByRole('button', { name: /^Refund \$/ }).click();
  await expect(page.getByTestId('receipt')).toContainText('Refund');
  await shot(page, '11-refund-receipt');

  // Close the shift: expected cash, a count that is $1.00 short, the note.
  await page.getByRole('button', { name: /^Shift/ }).first().click();
  const expected = money(await page.getByTestId('expected-cash').textContent());
  await page.getByLabel('Cash in drawer').fill(((expected - 100) / 100).toFixed(2));
  await page.getByLabel('Cash drop').fill('0');
  await page.getByLabel('Note').fill('Counted twice');
  await expect(page.getByTestId('over-short')).toHaveText('Short by $1.00');
  await shot(page, '12-close-shift');
  await page.getByRole('button', { name: 'Close shift' }).click();
  await expect(page.getByTestId('current-shift')).toContainText('No shift open');
  await expect(page.getByText(/Shift closed at/)).toContainText('Short by $1.00');
  await shot(page, '13-shift-closed');

  await page.getByRole('button', { name: /^Needs attention/ }).click();
  await shot(page, '14-needs-attention');
  await page.getByRole('button', { name: /^Settings/ }).click();
  await expect(page.getByTestId('store-api-url')).toHaveText(storeApi.url);
  await shot(page, '15-settings');
});

test('signing in while the Store API is unreachable says so in words', async ({ page, storeApi }) => {
  await storeApi.stop();
  await page.goto('/');
  await page.getByLabel('E-mail').fill(DEMO_MANAGER.email);
  await page.getByLabel('Password').fill(DEMO_MANAGER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The Store API is unreachable');
  await shot(page, '00-sign-in-unreachable');
});
