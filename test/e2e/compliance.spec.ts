import type { Page } from '@playwright/test';
import { DEMO_MANAGER, expect, signInAsManager, test } from './support/fixtures.ts';
import { addFlowerGrams, attachCustomer, passBuyerCheck, storeClient } from './support/register.ts';

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
  await expect(page.getByTestId('buyer-check')).toContainText('Check the buyer’s ID.');
  await shot(page, '01-buyer-check');

  await scanUntilRead(page, licenceText('D2020202', yearsAgo(20)), 'The buyer is 20; adult-use sales need 21 or older');
  await addFlowerGrams(page, '1');
  await expect(page.getByRole('button', { name: /^Pay / })).toBeDisabled();
  await shot(page, '02-refused-scan');

  // A malformed scan: the parser's sentence, not a crash.
  await scanUntilRead(page, '@\n\nANSI 6360290901\nDAQ\n', 'The ID scan could not be read');

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

/**
 * Sells `grams` of a flower item by the gram to a patient through the Store API, as another
 * register of the location would, at the product's patient price (a patient pays no Oregon
 * cannabis tax, so that is the total). Returns the item's SKU.
 */
async function sellToPatientElsewhere(storeApiUrl: string, patientLastName: string, grams: number): Promise<string> {
  const client = await storeClient(storeApiUrl);
  const api = async <T>(method: 'GET' | 'POST', path: string, body?: unknown, device?: string): Promise<T> => {
    const response = await fetch(`${storeApiUrl}/api/v2${path}`, {
      method, headers: { ...client.headers, ...(device === undefined ? {} : { 'x-cnpy-deviceid': device }) }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(300);
    return JSON.parse(text) as T;
  };
  // GET /me signs in with the password (it answers a new token): the shift's employee is the manager.
  const basic = `Basic ${Buffer.from(`${DEMO_MANAGER.email}:${DEMO_MANAGER.password}`).toString('base64')}`;
  const me = await (await fetch(`${storeApiUrl}/api/v2/me`, { headers: { authorization: basic } })).json() as { user: { id: string } };
  const { device } = await api<{ device: { id: string } }>('POST', '/devices', { device: { name: 'Back counter' } });
  const { shift } = await api<{ shift: { id: string } }>('POST', '/shifts', { shift: { employee_id: me.user.id, open_amount: 0 } }, device.id);
  const { patients } = await api<{ patients: Array<{ id: string; last_name: string }> }>('GET', '/patients?limit=1000');
  const patient = patients.find((candidate) => candidate.last_name === patientLastName)!;
  type Item = { id: string; sku: string; quantity: { value: string; unit: number }; product: { name: string; sell_price: number; patient_sell_price: number | null; patient_price_enabled: boolean } | null };
  const { inventory_items: items } = await api<{ inventory_items: Item[] }>(
    'GET', '/inventory_items?limit=1000&sellable=true');
  const flower = items.find((item) => item.quantity.unit === 0 && Number(item.quantity.value) > grams && (item.product?.name ?? '').includes('Gelato'))!;
  const cash = (await api<{ payment_methods: Array<{ id: string; payment_type: number }> }>('GET', '/payment_methods')).payment_methods.find((m) => m.payment_type === 0)!;
  const product = flower.product!;
  const price = (product.patient_price_enabled && product.patient_sell_price !== null ? product.patient_sell_price : product.sell_price) * grams;
  await api('POST', '/orders', { order: {
    charged_on: new Date().toISOString(), order_type: 0, payment_type: 0, shift_id: shift.id, receipt_id: crypto.randomUUID().replaceAll('-', '').slice(-12).toUpperCase(), person_id: patient.id,
    line_items: [{ quantity: { value: grams, unit: 0 }, price, inventory_item_id: flower.id }], tendered_amount: price, payments: [{ payment_method_id: cash.id, total: price }],
  } }, device.id);
  return flower.sku;
}

test('a patient\'s purchases at another register (pulled by person_id) count toward their limit here', async ({ page, storeApi }) => {
  test.setTimeout(180_000);
  // Iris Calloway's card states no amount, so Oregon's medical flower limit binds (8 oz, 226.796 g a day); 150 g were bought at the back counter today.
  const sku = await sellToPatientElsewhere(storeApi.url, 'Calloway', 150);
  await signInAsManager(page);
  await openShift(page);
  await attachCustomer(page, 'Calloway');
  await passBuyerCheck(page);
  await expect(page.getByTestId('limit-bar').filter({ hasText: 'today' })).toContainText('150 g of 226.796 g', { timeout: 30_000 });

  await expect(async () => {
    await page.getByLabel('Find an item').fill('');
    await page.getByLabel('Find an item').fill(sku);
    await expect(page.locator('[data-testid="catalog-result"]').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await page.locator('[data-testid="catalog-result"]').first().click();
  await page.getByLabel(/^Grams of/).fill('80');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert').first()).toContainText('this sale would reach 230 g with 150 g bought before; Oregon\'s medical limit is 8 oz (226.796 g) per day');
  await shot(page, '05-patient-history-refusal');
});
