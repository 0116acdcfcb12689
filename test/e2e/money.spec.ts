import type { Page } from '@playwright/test';
import { expect, signInAsManager, test } from './support/fixtures.ts';
import { attachCustomer, passBuyerCheck, storeClient } from './support/register.ts';

/**
 * The money of a sale, end to end: two Portland sales rung through the screen — an adult-use one
 * with a 10% line discount (taxed 17% + 3%), and a medical patient's (no cannabis tax, exemptions
 * recorded) — whose receipts and the Store API's records agree to the cent; the patient's receipt
 * shows the points balance the Store API then holds; the shift closes with its Z report.
 */

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/money/${name}.png`, fullPage: true });
const cents = (text: string | null): number => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);

interface StoreMoney {
  receipt_id: string; charged_on: string; subtotal: number; discount_total: number; tax_total: number; total: number; person_id: string | null;
  line_items: Array<{ subtotal: number; discounts: Array<{ amount: number }>; tax_breakdowns: Array<{ amount: number }>; tax_exemptions: unknown[] }>;
}

async function addFirstGummies(page: Page): Promise<void> {
  const hit = page.locator('[data-testid="catalog-result"][data-in-stock="true"]').first();
  await expect(async () => {
    await page.getByLabel('Find an item').fill('');
    await page.getByLabel('Find an item').fill('gummies');
    await expect(hit).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await hit.click();
}

async function payExactCash(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await page.getByRole('button', { name: 'Add payment' }).click();
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  await expect(page.getByTestId('receipt')).toBeVisible();
  await expect(page.getByTestId('order-sync-state')).toHaveText('Sent to the Store API', { timeout: 30_000 });
}

async function receiptFigures(page: Page) {
  return {
    receiptId: (await page.getByTestId('receipt-id').textContent()) ?? '',
    total: cents(await page.getByTestId('receipt-total').textContent()),
    taxes: (await page.getByTestId('receipt-tax').allTextContents()).map(cents),
    discounts: (await page.getByTestId('receipt-discounts').count()) === 0 ? 0 : -cents(await page.getByTestId('receipt-discounts').textContent()),
  };
}

async function storeRecord(storeApiUrl: string, receiptId: string): Promise<StoreMoney> {
  const client = await storeClient(storeApiUrl);
  const answer = await (await fetch(`${storeApiUrl}/api/v2/orders?receipt_id=${receiptId}`, { headers: client.headers })).json() as { orders: StoreMoney[] };
  expect(answer.orders).toHaveLength(1);
  return answer.orders[0]!;
}

// The register's machine reads UTC; the store is in Portland: what a person reads is Portland's time.
test.use({ timezoneId: 'UTC' });
const portland = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Los_Angeles' });

test('a discounted adult-use sale and a tax-exempt patient\'s sale: receipts and the Store API agree to the cent', async ({ page, storeApi }) => {
  test.setTimeout(240_000);
  await signInAsManager(page);
  await page.getByLabel('Starting cash').fill('200');
  await page.getByRole('button', { name: 'Open shift' }).click();
  await expect(page.getByTestId('current-shift')).toContainText('Shift open since');

  // Adult-use: a 10% line discount with a reason, then Oregon's taxes on what is left.
  await addFirstGummies(page);
  await page.keyboard.press('F8');
  const form = page.getByRole('form', { name: 'Discount' });
  await form.getByLabel('Discount on').selectOption({ index: 1 });
  await form.getByLabel('Percent or amount').fill('10%');
  await form.getByLabel('Reason').fill('Veteran');
  await form.getByRole('button', { name: 'Apply discount' }).click();
  await expect(page.getByTestId('cart-discounts')).toBeVisible();
  await expect(page.getByTestId('cart-tax')).toHaveCount(2);
  await passBuyerCheck(page);
  await shot(page, '01-discounted-cart');
  await payExactCash(page);
  await shot(page, '02-discounted-receipt');
  const adult = await receiptFigures(page);
  const adultRecord = await storeRecord(storeApi.url, adult.receiptId);
  expect(adult.discounts).toBeGreaterThan(0);
  expect(adultRecord.discount_total).toBe(adult.discounts);
  expect(adultRecord.tax_total).toBe(adult.taxes.reduce((sum, tax) => sum + tax, 0));
  expect(adultRecord.tax_total).toBeGreaterThan(0);
  expect(adultRecord.total).toBe(adult.total);
  await expect(page.getByTestId('receipt')).toContainText(portland.format(new Date(adultRecord.charged_on)));

  // A medical patient: the same kind of item, no cannabis tax, exemptions on the record.
  await page.getByRole('button', { name: /^New sale/ }).click();
  await attachCustomer(page, 'Calloway');
  await addFirstGummies(page);
  await expect(page.getByTestId('cart-tax')).toHaveCount(0);
  await passBuyerCheck(page);
  await shot(page, '03-patient-cart');
  await payExactCash(page);
  await shot(page, '04-patient-receipt');
  const patient = await receiptFigures(page);
  const patientRecord = await storeRecord(storeApi.url, patient.receiptId);
  expect(patient.taxes).toEqual([]);
  expect(patientRecord.person_id).not.toBeNull();
  expect(patientRecord.tax_total).toBe(0);
  expect(patientRecord.total).toBe(patient.total);
  expect(patientRecord.line_items[0]!.tax_exemptions.length).toBeGreaterThan(0);

  // The points: the receipt's balance (what the register knew + earned) is what the Store API now holds.
  const balance = Number(await page.getByTestId('receipt-points-balance').textContent());
  const client = await storeClient(storeApi.url);
  const patients = await (await fetch(`${storeApi.url}/api/v2/patients?limit=1000`, { headers: client.headers })).json() as { patients: Array<{ id: string; loyalty_points: number }> };
  expect(patients.patients.find((candidate) => candidate.id === patientRecord.person_id)?.loyalty_points).toBe(balance);
  await expect(page.getByTestId('receipt-points')).toHaveText(/^[1-9]\d*$/);
  await page.getByTestId('receipt').screenshot({ path: 'test-results/money/05-patient-receipt-points.png' });

  // The shift's Z report: both sales, their discount and taxes.
  await page.getByRole('button', { name: /^New sale/ }).click();
  await page.getByRole('button', { name: /^Shift/ }).first().click();
  await page.getByLabel('Cash in drawer').fill(((await page.getByTestId('expected-cash').textContent()) ?? '').replace(/[^0-9.]/g, ''));
  await page.getByLabel('Cash drop').fill('0');
  await page.getByRole('button', { name: 'Close shift' }).click();
  const z = page.getByTestId('z-report');
  await expect(z).toBeVisible();
  await expect(z.getByTestId('z-count')).toHaveText('2');
  expect(cents(await z.getByTestId('z-net').textContent())).toBe(adultRecord.subtotal + patientRecord.subtotal);
  expect((await z.getByTestId('z-tax').allTextContents()).map(cents).reduce((sum, tax) => sum + tax, 0)).toBe(adultRecord.tax_total);
  // The register's figures, checked line by line against the Store API's summary of the same shift.
  await expect(z).toContainText('Matches the back office.', { timeout: 15_000 });
  // The chain's head at the close, as the Store API recorded it: printed here, kept on the register.
  const shiftId = await page.evaluate(() => document.querySelector('[data-testid="z-report"]')?.getAttribute('data-shift-id') ?? null);
  const head = z.getByTestId('z-audit-head');
  await expect(head).toHaveText(/^Audit chain head at close: \d+:[0-9a-f]{64}$/, { timeout: 30_000 });
  const stored = await (await fetch(`${storeApi.url}/api/v2/shifts/${shiftId}`, { headers: client.headers })).json() as { shift: { audit_chain_head: { seq: number; hash: string } } };
  await expect(head).toHaveText(`Audit chain head at close: ${stored.shift.audit_chain_head.seq}:${stored.shift.audit_chain_head.hash}`);
  await shot(page, '06-z-report');
});
