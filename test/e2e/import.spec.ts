import { expect, signInAsManager, test } from './support/fixtures.ts';
import { openBackOffice, snapshot } from './support/back-office.ts';
import { storeClient } from './support/register.ts';

// A counter screen: every screenshot is what a manager sees on a 1280 × 800 register.
test.use({ viewport: { width: 1280, height: 800 } });

/** Another POS's export: a byte-order mark, CRLF, a quoted name with a comma, dollars with separators; line 4 has a price that is not one. */
const withProblem = [
  '\uFEFFItem SKU,Product Name,Category,Retail Price,Qty,UOM',
  'E2E-IMP-1,"Marionberry Kush, 3.5g",Flower,"$1,234.50",12,g',
  'E2E-IMP-2,Glass Pipe,Accessory,$18.00,5,each',
  'E2E-IMP-3,Rolling Papers,Accessory,two dollars,40,each',
].join('\r\n');
const corrected = withProblem.replace('two dollars', '$2.00');

test('a manager imports products with stock from another POS: columns mapped and remembered, a problem named by line and column, then all rows at once', async ({ page, storeApi }) => {
  test.setTimeout(120_000);
  await signInAsManager(page);
  await openBackOffice(page, 'Import');
  await expect(page.getByRole('heading', { name: 'Import from another POS' })).toBeVisible();

  await page.getByLabel('CSV file of products').setInputFiles({ name: 'old-pos-products.csv', mimeType: 'text/csv', buffer: Buffer.from(withProblem, 'utf8') });
  // The columns are guessed from the headers other POSes use.
  await expect(page.getByLabel('SKU *', { exact: true })).toHaveValue('Item SKU');
  await expect(page.getByLabel('Quantity in stock *', { exact: true })).toHaveValue('Qty');
  await expect(page.getByTestId('import-summary')).toContainText('3 rows: 3 new, 0 updates. 1 problem');
  const preview = page.getByRole('table', { name: 'Import preview' });
  await expect(preview.locator('tr.import__row--problem')).toContainText('Retail Price: is not an amount such as $1,234.50: "two dollars"');
  await expect(preview.locator('tr.import__row--problem td').first()).toHaveText('4');
  await expect(page.getByRole('button', { name: 'Import 3 products' })).toBeDisabled();
  await snapshot(page, 'import-problem');
  // The preview below the columns, with the row's problem.
  await page.getByTestId('import-summary').scrollIntoViewIfNeeded();
  await snapshot(page, 'import-problem-preview');

  // The corrected file imports whole.
  await page.getByLabel('CSV file of products').setInputFiles({ name: 'old-pos-products.csv', mimeType: 'text/csv', buffer: Buffer.from(corrected, 'utf8') });
  await expect(page.getByTestId('import-summary')).toContainText('No problems: ready to import.');
  await snapshot(page, 'import-preview');
  await page.getByRole('button', { name: 'Import 3 products' }).click();
  await expect(page.locator('.notice--success')).toContainText('Imported all 3 rows of old-pos-products.csv: 3 new products, 0 updated.');
  await snapshot(page, 'import-done');

  // What it made is the Store API's, as every client reads it, and the mapping is remembered there.
  const client = await storeClient(storeApi.url);
  const found = await (await fetch(`${storeApi.url}/api/v2/products?by_name=Marionberry&limit=10`, { headers: client.headers })).json() as { products: Array<{ name: string; sell_price: number }> };
  expect(found.products).toContainEqual(expect.objectContaining({ name: 'Marionberry Kush, 3.5g', sell_price: 123450 }));
  const mapping = await (await fetch(`${storeApi.url}/api/v2/import_mappings/products`, { headers: client.headers })).json() as { import_mapping: { columns: Record<string, string> } };
  expect(mapping.import_mapping.columns).toMatchObject({ sku: 'Item SKU', sell_price: 'Retail Price', quantity: 'Qty' });

  // The same file again: every row is an update, nothing doubles, and no stock changes.
  await page.getByLabel('CSV file of products').setInputFiles({ name: 'old-pos-products.csv', mimeType: 'text/csv', buffer: Buffer.from(corrected, 'utf8') });
  await expect(page.getByTestId('import-summary')).toContainText('3 rows: 0 new, 3 updates.');
  await expect(page.getByTestId('import-stock-summary')).toContainText('No row changes the stock of an item the store has.');

  // Counted again in the old POS: 14 g of the flower where the store holds 12. The preview says the change each row records, and how the state hears of it.
  const recounted = corrected.replace('"$1,234.50",12,g', '"$1,234.50",14,g');
  await page.getByLabel('CSV file of products').setInputFiles({ name: 'old-pos-recount.csv', mimeType: 'text/csv', buffer: Buffer.from(recounted, 'utf8') });
  const stockCells = page.getByRole('table', { name: 'Import preview' }).locator('td.import__stock-change');
  await expect(stockCells).toHaveText(['+2 g, recorded as Reconciliation (no state reporting)', '—', '—']);
  await expect(page.getByTestId('import-stock-summary')).toContainText('1 row changes the stock of an item the store has');
  await page.getByLabel('Note').fill('Recounted at cut-over');
  await page.getByLabel('Note').blur();
  await page.getByTestId('import-stock-summary').scrollIntoViewIfNeeded();
  await snapshot(page, 'import-stock-change');
  // The preview's rows, each with the stock change it records.
  await page.getByRole('button', { name: 'Import 3 products' }).scrollIntoViewIfNeeded();
  await snapshot(page, 'import-stock-change-rows');
  await page.getByRole('button', { name: 'Import 3 products' }).click();
  await expect(page.locator('.notice--success')).toContainText('Imported all 3 rows of old-pos-recount.csv: 0 new products, 3 updated.');

  // The change is an inventory adjustment, as the Stock section records one: +2 g, the reason and the note.
  const item = (await (await fetch(`${storeApi.url}/api/v2/inventory_items?by_sku=E2E-IMP-1`, { headers: client.headers })).json() as { inventory_items: Array<{ id: string }> }).inventory_items[0];
  const adjustments = await (await fetch(`${storeApi.url}/api/v2/inventory_adjustments?by_inventory_item_id=${item?.id ?? ''}`, { headers: client.headers })).json() as { inventory_adjustments: Array<{ quantity: { value: string }; reason: string; note: string; kind: string }> };
  expect(adjustments.inventory_adjustments).toEqual([expect.objectContaining({ quantity: { value: '2', unit: 0 }, reason: 'Reconciliation', note: 'Recounted at cut-over', kind: 'count_correction' })]);
});
