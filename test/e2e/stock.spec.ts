import type { Page } from '@playwright/test';
import { startMetrcStandIn } from '../stand-ins/metrc/server.ts';
import { ccrsManifestCsv } from '../support/ccrs-manifest.ts';
import { backOfficeForm, openBackOffice } from './support/back-office.ts';
import { expect, test } from './support/fixtures.ts';
import { payCash, setUpRegister, storeClient } from './support/register.ts';

/**
 * Issue #31's "done when", end to end at the Metrc stand-in: a transfer arrives in Metrc → the
 * licensee accepts it there (Metrc's public API has no call for it) → a manager receives its
 * package in the back office → it sells at the register → a waste adjustment and a count variance
 * are recorded in the back office → Metrc's package quantity equals Canopy's item, to the gram,
 * and no sale or adjustment needs attention.
 */

const VENDOR_KEY = 'canopy-e2e-vendor-key';
const USER_KEY = 'canopy-e2e-user-key';
const LICENSE = '050-1010496A3E6';
const SHIPPER = '020-X0001';
const LABEL = '1A4060300000000000E2E031';

test.use({ storeApiArgs: ['--metrc-vendor-key', VENDOR_KEY, '--metrc-allow-http'] });

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/stock/${name}.png`, fullPage: true });

interface Adjustments { inventory_adjustments: Array<{ id: string; quantity: { value: string }; reason: string; state_report: { status: string; error: string | null } }> }

test('a transfer received in the back office sells, is adjusted and counted, and Metrc holds what Canopy holds, to the gram', async ({ page, storeApi }) => {
  test.setTimeout(300_000);
  const metrc = await startMetrcStandIn({ vendorKeys: [VENDOR_KEY], facilities: [{ licenseNumber: LICENSE, userKeys: [USER_KEY] }], checkPackages: true });
  try {
    const client = await storeClient(storeApi.url);
    const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${client.url}/api/v2${path}`, { method, headers: client.headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
      return response.json() as Promise<T>;
    };
    expect((await client.put('/state_reporting', { state_reporting: { system: 'metrc', api_url: metrc.url, license_number: LICENSE, user_api_key: USER_KEY } })).status).toBe(204);
    // A demo flower product priced by the gram to receive the package into.
    const products = await api<{ products: Array<{ id: string; name: string; pricing_type: number; unit_of_measure: number }> }>('GET', '/products?limit=1000');
    const product = products.products.find((found) => found.pricing_type === 1 && found.unit_of_measure === 0)!;
    expect(product, 'the demo has flower priced by the gram').toBeDefined();
    // The supplier's transfer arrives in Metrc.
    const transfer = metrc.addIncomingTransfer({
      ManifestNumber: '0000031031', ShipperFacilityLicenseNumber: SHIPPER, RecipientLicenseNumber: LICENSE,
      packages: [{ PackageLabel: LABEL, ProductName: 'Gelato #41 bulk', ShippedQuantity: 28, ShippedUnitOfMeasureName: 'Grams' }],
    });

    await setUpRegister(page);
    await openBackOffice(page, 'Stock');
    const row = page.getByTestId('incoming-package').filter({ hasText: LABEL });
    await expect(row.getByTestId('incoming-package-status')).toHaveText('Waiting for acceptance in Metrc', { timeout: 30_000 });
    await expect(row).toContainText('28 g');
    await shot(page, '01-waiting-in-metrc');

    // The licensee accepts it in Metrc's screens; 27.5 g arrived of the 28 shipped.
    metrc.acceptInMetrc(transfer.Id, { [LABEL]: { received: 27.5 } });
    await page.getByRole('button', { name: 'Read again from Metrc' }).click();
    await expect(row.getByTestId('incoming-package-status')).toHaveText('Accepted in Metrc: ready to receive', { timeout: 30_000 });
    await expect(row).toContainText('27.5 g');
    const receipt = page.getByRole('form', { name: `Receive ${LABEL}` });
    await receipt.getByLabel('Into product').selectOption(product.id);
    await receipt.getByLabel('Unit cost').fill('3.10');
    await shot(page, '02-ready-to-receive');
    await receipt.getByLabel('Unit cost').press('Enter');
    await expect(page.getByTestId('incoming-package').filter({ hasText: LABEL }).getByTestId('incoming-package-status')).toHaveText('Received', { timeout: 30_000 });
    const items = await api<{ inventory_items: Array<{ id: string; package_label: string | null; quantity: { value: string } }> }>('GET', `/inventory_items?by_product_id=${product.id}`);
    const item = items.inventory_items.find((found) => found.package_label === LABEL)!;
    expect(Number(item.quantity.value)).toBe(27.5);
    await shot(page, '03-received');

    // It sells at the register once the register's next update brings it.
    await page.keyboard.press('F1');
    // The received item's SKU is its package tag, so a search for the tag finds it alone.
    const hit = page.locator('[data-testid="catalog-result"][data-in-stock="true"]').filter({ hasText: product.name }).first();
    await expect(async () => {
      await page.getByLabel('Find an item').fill('');
      await page.getByLabel('Find an item').fill(LABEL);
      await expect(hit).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 90_000 });
    await expect(page.locator('[data-testid="catalog-result"]')).toHaveCount(1);
    await hit.click();
    await page.getByLabel(/^Grams of/).fill('3.5');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const receiptId = await payCash(page);
    await expect(page.getByTestId('pending-count')).toHaveText('All sent', { timeout: 60_000 });

    // A waste adjustment, in the back office.
    await openBackOffice(page, 'Stock');
    await page.getByRole('group', { name: 'Stock' }).getByRole('button', { name: 'Adjustments' }).click();
    const adjustment = backOfficeForm(page, 'New adjustment');
    await adjustment.getByLabel('Item', { exact: true }).selectOption(item.id);
    await adjustment.getByLabel('Reason', { exact: true }).selectOption('Waste');
    await adjustment.getByLabel('Quantity', { exact: true }).fill('-1');
    await adjustment.getByLabel('Note', { exact: true }).fill('dropped on the floor');
    await adjustment.getByRole('button', { name: 'Record adjustment' }).click();
    await expect(adjustment.locator('.notice--success')).toContainText(`−1 g of ${product.name} recorded (Waste)`);
    await expect(page.getByRole('table', { name: 'Adjustments' })).toContainText('Waste: dropped on the floor');
    await shot(page, '04-adjustment');

    // A blind count of the item's place: the sheet never shows what is expected.
    await page.getByRole('group', { name: 'Stock' }).getByRole('button', { name: 'Counts' }).click();
    const places = await api<{ places: Array<{ id: string; name: string; inventory_status: number }> }>('GET', '/places');
    const forSale = places.places.find((place) => place.inventory_status === 0)!;
    await page.getByLabel('Place to count').selectOption(forSale.id);
    const sheet = page.getByRole('form', { name: 'Count sheet' });
    const line = sheet.getByTestId('count-line').filter({ hasText: LABEL });
    await expect(line).toHaveCount(1);
    await expect(sheet).not.toContainText('Expected');
    await line.getByRole('textbox').fill('22.75');
    await shot(page, '05-count-sheet');
    await sheet.getByRole('button', { name: 'Record count' }).click();
    const result = page.getByRole('form', { name: 'Count result' });
    const variance = result.getByTestId('count-variance');
    await expect(variance).toHaveCount(1);
    await expect(variance).toContainText('22.75 g');
    await expect(variance).toContainText('23 g');
    await expect(variance).toContainText('−0.25 g');
    await result.getByLabel('Reason').selectOption('Scale Variance');
    await result.getByRole('button', { name: 'Post count' }).click();
    await expect(result.locator('.notice--success')).toContainText('Posted: one adjustment');
    await shot(page, '06-count-posted');

    // Everything reaches Metrc: the sale, the waste, the count's correction, each once.
    await expect.poll(async () => (await api<Adjustments>('GET', '/inventory_adjustments')).inventory_adjustments.map((a) => a.state_report.status).sort(), { timeout: 60_000 })
      .toEqual(['reported', 'reported']);
    await expect.poll(async () => (await api<{ orders: Array<{ state_report: { status: string } }> }>('GET', `/orders?receipt_id=${receiptId}`)).orders[0]?.state_report.status, { timeout: 60_000 })
      .toBe('reported');
    const ours = await client.stock(item.id);
    expect(ours).toBe(22.75);
    const theirs = metrc.packages().find((found) => found.Label === LABEL)!;
    expect(theirs.Quantity).toBeCloseTo(ours, 3);
    expect(Math.round(theirs.Quantity * 1000)).toBe(Math.round(ours * 1000));
    const reporting = await api<{ state_reporting: { waiting: number; needs_attention: number } }>('GET', '/state_reporting');
    expect(reporting.state_reporting).toMatchObject({ waiting: 0, needs_attention: 0 });

    // The adjustments list says so too.
    await page.getByRole('group', { name: 'Stock' }).getByRole('button', { name: 'Adjustments' }).click();
    await expect(page.getByTestId('adjustment-report')).toHaveText(['Reported', 'Reported']);
    await shot(page, '07-all-reported');

    // Package by package, Metrc and Canopy agree: the reconciliation finds nothing for this package.
    await page.getByRole('group', { name: 'Stock' }).getByRole('button', { name: 'Reconciliation' }).click();
    await page.getByRole('button', { name: 'Compare with Metrc' }).click();
    await expect(page.getByText(/packages agree with Metrc|findings? remains?/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('package-finding').filter({ hasText: LABEL })).toHaveCount(0);
    await shot(page, '08-reconciliation');
  } finally {
    await metrc.close();
  }
});

/**
 * Washington has no state API: the sender files its transportation manifest in CCRS, and the store
 * uploads that Manifest.CSV at Stock → Receiving, sees what it holds, chooses each item's product
 * and cost and receives every item at once; CCRS's InventoryTransfer file then names each item by
 * the sender's identifier.
 */
test("Washington: the sender's CCRS manifest uploaded, read, and every item received at once", async ({ page, storeApi }) => {
  test.setTimeout(240_000);
  const EASTSIDE = 'Green Valley — Eastside';
  const WA_LICENSE = '412346';
  const client = await storeClient(storeApi.url, EASTSIDE);
  const api = async <T>(path: string): Promise<T> => (await fetch(`${client.url}/api/v2${path}`, { headers: client.headers })).json() as Promise<T>;
  expect((await client.put('/state_reporting', { state_reporting: { system: 'ccrs', license_number: WA_LICENSE } })).status).toBe(204);
  const products = await api<{ products: Array<{ id: string; name: string; unit_of_measure: number }> }>('/products?limit=1000');
  const byUnit = products.products.find((found) => found.unit_of_measure === 5)!;
  const byGram = products.products.find((found) => found.unit_of_measure === 0)!;
  const tag = crypto.randomUUID().slice(0, 6).toUpperCase();
  const [lotA, lotB] = [`WA-${tag}-A`, `WA-${tag}-B`];
  const manifest = (destination: string) => ccrsManifestCsv({ id: `MAN-${tag}`, origin: '423456', destination, items: [{ id: lotA, quantity: '24', uom: 'Each' }, { id: lotB, quantity: '453.6', uom: 'Gram' }] });

  await setUpRegister(page, EASTSIDE);
  await openBackOffice(page, 'Stock');
  const upload = page.getByRole('region', { name: 'Manifest upload' });
  // A manifest sent to another store: read, refused, nothing received.
  await upload.getByLabel('Manifest.CSV').setInputFiles({ name: 'manifest_423456_elsewhere.csv', mimeType: 'text/csv', buffer: Buffer.from(manifest('499999')) });
  await expect(upload.locator('.notice--problem')).toContainText('DestinationLicenseNumber is 499999', { timeout: 30_000 });
  await shot(page, 'wa-01-manifest-for-another-licence');

  await upload.getByLabel('Manifest.CSV').setInputFiles({ name: `manifest_423456_${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(manifest(WA_LICENSE)) });
  await expect(upload.getByTestId('ccrs-manifest-line')).toHaveCount(2, { timeout: 30_000 });
  await expect(upload.getByTestId('ccrs-manifest-head')).toContainText(`MAN-${tag} from licence 423456`);
  await upload.getByLabel(`Product for ${lotA}`).selectOption(byUnit.id);
  await upload.getByLabel(`Unit cost of ${lotA}`).fill('4.25');
  await upload.getByLabel(`Product for ${lotB}`).selectOption(byGram.id);
  await upload.getByLabel(`Unit cost of ${lotB}`).fill('1.80');
  await shot(page, 'wa-02-manifest-read');
  await upload.getByRole('button', { name: 'Receive all 2 items' }).click();
  await expect(upload.locator('.notice--success')).toContainText(`Received all 2 items of manifest MAN-${tag}`, { timeout: 30_000 });
  await shot(page, 'wa-03-manifest-received');

  const items = await api<{ inventory_items: Array<{ sku: string; quantity: { value: string } }> }>('/inventory_items?limit=1000');
  expect(items.inventory_items.filter((found) => found.sku === lotA || found.sku === lotB).map((found) => [found.sku, Number(found.quantity.value)]).sort())
    .toEqual([[lotA, 24], [lotB, 453.6]]);
  // CCRS's InventoryTransfer file of today names each item by the sender's identifier.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const transfers = await (await fetch(`${client.url}/api/v2/state_reports/ccrs/inventory_transfer?from=${today}&to=${today}`, { headers: client.headers })).text();
  expect(transfers).toContain(`423456,${WA_LICENSE},${lotA},`);
  expect(transfers).toContain(`423456,${WA_LICENSE},${lotB},`);
});
