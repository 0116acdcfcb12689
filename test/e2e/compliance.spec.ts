import type { Page } from '@playwright/test';
import { expect, signInAsManager, test } from './support/fixtures.ts';
import { addFlowerGrams } from './support/register.ts';

/**
 * Compliance at the counter, end to end: a licence scanned as a 2D scanner types it (fast keys,
 * Enter for each line break), the buyer check it drives, and the purchase limits of the Downtown
 * (Oregon) location.
 */

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/compliance/${name}.png`, fullPage: true });

const pad = (n: number) => String(n).padStart(2, '0');
/** A date `years` before today as a US card writes it: MMDDCCYY (a day earlier, so the birthday has passed). */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 2);
  return `${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${date.getUTCFullYear()}`;
}

/**
 * The AAMVA text of an Oregon licence (version 9, one DL subfile), as a keyboard-wedge scanner types
 * it: '@', the separators as line breaks, the header with the subfile's offset and length, the elements.
 */
function licenceText(number: string, birth: string): string {
  const body = [`DLDAQ${number}`, 'DCSRIVER', 'DACALEX', `DBB${birth}`, `DBA${yearsAgo(-4)}`, 'DAJOR', 'DAK972140000', 'DCGUSA'].join('\n') + '\n';
  return `@\n\nANSI 636029090101DL0031${String(body.length).padStart(4, '0')}${body}`;
}

/**
 * Types the scan the way a scanner does: every key within a few milliseconds, Enter for each line
 * break. Focus is on no field: a real scanner's keys carry the time the scanner sent them, but keys
 * sent through the browser's debugging protocol carry the time the page handled them, so keys typed
 * into the search field (re-rendering the results each key) would look like slow typing. The
 * screen test and the scanner wiring test cover a scan into a focused field.
 */
async function scanLicence(page: Page, text: string): Promise<void> {
  // keyboard.type sends each character as its keydown, keypress and keyup ('\n' as Enter), back to back.
  await page.keyboard.type(text, { delay: 0 });
}

/**
 * Scans until the register reads the card, as a budtender scans again when told the scan stopped
 * short (on a loaded test machine the page may handle one key late, which ends a scan early).
 */
async function scanUntilRead(page: Page, text: string, verdict: string): Promise<void> {
  await expect(async () => {
    await page.getByLabel('Find an item').blur();
    await scanLicence(page, text);
    await expect(page.getByTestId('buyer-check')).toContainText(verdict, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
}

async function openShift(page: Page): Promise<void> {
  await page.getByLabel('Starting cash').fill('200');
  await page.getByRole('button', { name: 'Open shift' }).click();
  await expect(page.getByTestId('current-shift')).toContainText('Shift open since');
}

test('a 20-year-old\'s scanned licence is refused; a 25-year-old buys up to the flower limit and the next gram is refused', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsManager(page);
  await openShift(page);
  await expect(page.getByTestId('buyer-check')).toContainText('Check the buyer\'s ID before payment');
  await shot(page, '01-buyer-check');

  await scanUntilRead(page, licenceText('D2020202', yearsAgo(20)), 'The buyer is 20; adult-use sales need 21 or older');
  await addFlowerGrams(page, '1');
  await expect(page.getByRole('button', { name: /^Pay / })).toBeDisabled();
  await shot(page, '02-refused-scan');

  // A malformed scan: the parser's sentence, not a crash.
  await page.getByLabel('Find an item').blur();
  await scanLicence(page, '@\n\nANSI 6360290901\nDAQ\n');
  await expect(page.getByTestId('buyer-check')).toContainText('The ID scan could not be read');

  // A 25-year-old: the check passes; sell them Oregon's daily flower limit (2 oz = 56.699 g).
  await scanUntilRead(page, licenceText('D2525252', yearsAgo(25)), 'Buyer checked.');
  await expect(page.getByTestId('buyer-check')).toContainText('(ID scanned)');
  await addFlowerGrams(page, '55.699');
  await expect(page.getByTestId('limit-bar').filter({ hasText: 'Flower' })).toContainText('56.699 g of 56.699 g');
  await expect(page.getByTestId('limit-bar').filter({ hasText: 'Flower' })).toContainText('0 g left');
  await shot(page, '03-limit-bars');

  // The next gram is refused, saying which limit and by how much.
  await addFlowerGrams(page, '1');
  await expect(page.getByRole('alert').first()).toContainText('Not added: Flower: this sale would reach 57.699 g');
  await expect(page.getByRole('alert').first()).toContainText('remove 1 g');
  await shot(page, '04-limit-refusal');

  // Payment is open: the buyer passed and the cart is within the limit.
  await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled();
});
