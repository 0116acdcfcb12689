import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a section of the back office (the register's manager-only tab). */
export async function openBackOffice(page: Page, section: 'Locations' | 'Staff' | 'Catalog' | 'Patients and groups' | 'Import' | 'Stock'): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Back office' });
  if (!(await nav.isVisible())) await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: /^Back office/ }).click();
  await nav.getByRole('button', { name: new RegExp(`^${section}`) }).click();
}

/** A back-office form by its title, e.g. "New employee". */
export const backOfficeForm = (page: Page, title: string): Locator => page.getByRole('form', { name: title, exact: true });

/** Fills a form's fields by their labels: text for inputs, a label for choices, true/false for tick boxes. */
export async function fillForm(form: Locator, values: Record<string, string | boolean>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(label, { exact: true });
    if (typeof value === 'boolean') await field.setChecked(value);
    else if (await field.evaluate((element) => element.tagName === 'SELECT')) await field.selectOption({ label: value });
    else await field.fill(value);
  }
}

/** Saves a form and waits for its outcome sentence; answers the sentence. */
export async function saveForm(form: Locator, button: string): Promise<string> {
  await form.getByRole('button', { name: button }).click();
  const outcome = form.locator('.notice--success, .notice--problem').first();
  await expect(outcome).toBeVisible();
  return (await outcome.textContent()) ?? '';
}

/** A screenshot of the whole register window, under test-results/, to look at what a manager sees. */
export async function snapshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/back-office-${name}.png` });
}
