import { DEMO_BUDTENDER, expect, signInAsManager, test } from './support/fixtures.ts';
import { backOfficeForm, fillForm, openBackOffice, saveForm, snapshot } from './support/back-office.ts';
import { storeClient } from './support/register.ts';

// A counter screen: every screenshot is what a manager sees on a 1280 × 800 register.
test.use({ viewport: { width: 1280, height: 800 } });

test('a manager enters staff, a clone type, products with stock and a patient in the back office; a refusal shows at its field; a budtender never sees it', async ({ page, storeApi }) => {
  await signInAsManager(page);
  await openBackOffice(page, 'Locations');
  await expect(page.getByRole('table', { name: 'Locations' })).toContainText('Green Valley — Downtown');
  await snapshot(page, 'locations');

  // Staff: a budtender, with the one-time code they set their password with.
  await openBackOffice(page, 'Staff');
  await page.getByRole('button', { name: 'New employee' }).click();
  const employeeForm = backOfficeForm(page, 'New employee');
  await fillForm(employeeForm, { 'First name': 'Rowan', 'Last name': 'Reyes', 'E-mail address': 'rowan@greenvalley.test', Role: 'Budtender', 'Register PIN': '4827' });
  expect(await saveForm(employeeForm, 'Add employee')).toContain('Give them this one-time code');
  await expect(page.getByTestId('first-sign-in-code')).not.toBeEmpty();
  await expect(page.getByRole('table', { name: 'Staff' }).getByRole('row', { name: /Rowan Reyes/ })).toContainText('Waiting for first sign-in');
  await snapshot(page, 'staff');

  // Catalog: the product type "Clones" (traceability 7, Canopy's Immature Plant).
  await openBackOffice(page, 'Catalog');
  await page.getByRole('button', { name: 'Product types' }).click();
  await page.getByRole('button', { name: 'New product type' }).click();
  const typeForm = backOfficeForm(page, 'New product type');
  await fillForm(typeForm, { Name: 'Clones', 'Traceability type': '7 · Immature plant (clones)', Cannabis: true });
  expect(await saveForm(typeForm, 'Save product type')).toContain('Clones is saved');
  await expect(page.getByRole('table', { name: 'Product types' }).getByRole('row', { name: /Clones/ })).toContainText('7 · Immature plant');
  await snapshot(page, 'product-types');

  // A clone, and a flower product with a patient price; stock for both.
  await page.getByRole('button', { name: 'Products and stock' }).click();
  const products = [
    { name: 'Harlequin clone', type: 'Clones', price: '15.00', patient: null, sku: 'CLONE-HQ-001', quantity: '12' },
    { name: 'Harlequin Reserve 3.5 g', type: 'Flower', price: '35.00', patient: '28.00', sku: 'FLWR-HQ-35', quantity: '20' },
  ];
  for (const product of products) {
    await page.getByRole('button', { name: 'New product' }).click();
    await expect(backOfficeForm(page, 'New product')).toBeVisible();
    // Once saved, the form stays open under the product's own name: it is found by place, not by title.
    const productForm = page.locator('form.record-form').first();
    await fillForm(productForm, { Name: product.name, 'Product type': product.type, Sold: 'By the unit', Price: product.price });
    if (product.patient !== null) await fillForm(productForm, { 'Patients pay their own price': true, 'Patient price': product.patient });
    expect(await saveForm(productForm, 'Save product')).toContain(`${product.name} is saved`);
    const stockForm = backOfficeForm(page, `Add stock of ${product.name}`);
    await fillForm(stockForm, { SKU: product.sku, Quantity: product.quantity });
    expect(await saveForm(stockForm, 'Add stock')).toContain(`${product.quantity} units of ${product.name}`);
  }
  const productList = page.getByRole('table', { name: 'Products' });
  await page.getByRole('button', { name: 'Product types' }).click();
  await page.getByRole('button', { name: 'Products and stock' }).click();
  await expect(productList.getByRole('row', { name: /Harlequin Reserve 3\.5 g/ })).toContainText('$28.00');
  await expect(productList.getByRole('row', { name: /Harlequin clone/ })).toContainText('12 units');

  // The Store API refuses a second item with a SKU in use: the refusal shows at the SKU field.
  await productList.getByRole('button', { name: 'Harlequin clone' }).click();
  const again = backOfficeForm(page, 'Add stock of Harlequin clone');
  await fillForm(again, { SKU: 'CLONE-HQ-001', Quantity: '1' });
  expect(await saveForm(again, 'Add stock')).toContain('Correct the fields marked below');
  await expect(again.getByLabel('SKU', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await snapshot(page, 'products');

  // A price change is kept, with who made it.
  const productForm = backOfficeForm(page, 'Harlequin clone');
  await fillForm(productForm, { Price: '16.00' });
  expect(await saveForm(productForm, 'Save product')).toContain('Harlequin clone is saved');
  const history = page.getByRole('region', { name: 'Price history' });
  await expect(history.getByRole('row').filter({ hasText: '$15.00' }).filter({ hasText: '$16.00' })).toHaveCount(1);
  await expect(history.getByRole('row').filter({ hasText: '$16.00' })).toContainText('Maria Lopez');
  await history.scrollIntoViewIfNeeded();
  await snapshot(page, 'price-history');

  // A patient.
  await openBackOffice(page, 'Patients and groups');
  await page.getByRole('button', { name: 'New patient' }).click();
  const patientForm = backOfficeForm(page, 'New patient');
  await fillForm(patientForm, {
    'First name': 'Avery', 'Last name': 'Lindqvist', 'Birth date': '1984-03-09', 'Medical card number': 'MED-7731-22',
    'Card state': 'CO', 'Card expires': '2027-10-31',
  });
  expect(await saveForm(patientForm, 'Save patient')).toContain('Avery Lindqvist is saved');
  await expect(page.getByRole('table', { name: 'Patients' })).toContainText('MED-7731-22');
  await snapshot(page, 'patients');
  await page.getByRole('button', { name: 'Person groups' }).click();
  await snapshot(page, 'person-groups');
  await openBackOffice(page, 'Import');
  await snapshot(page, 'import');

  // What the back office made is the Store API's, as every client reads it.
  const client = await storeClient(storeApi.url);
  const found = await (await fetch(`${storeApi.url}/api/v2/products?by_name=Harlequin&limit=10`, { headers: client.headers })).json() as {
    products: Array<{ name: string; sell_price: number; patient_sell_price: number | null; patient_price_enabled: boolean }>;
  };
  expect(found.products.find((product) => product.name === 'Harlequin Reserve 3.5 g')).toMatchObject({ sell_price: 3500, patient_sell_price: 2800, patient_price_enabled: true });
  expect(found.products.find((product) => product.name === 'Harlequin clone')).toMatchObject({ sell_price: 1600 });

  // A budtender on the same register: no back office, by tab or by key.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('E-mail').fill(DEMO_BUDTENDER.email);
  await page.getByLabel('Password').fill(DEMO_BUDTENDER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: /^Sale/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: /^Back office/ })).toHaveCount(0);
  await page.keyboard.press('F11');
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
});
