import type { Page } from 'playwright-core';

/**
 * The buyer check before payment, as a budtender without a scanner does it: the dates typed from
 * an adult's unexpired ID. Nothing to do when the check already passed (a known customer). Used by
 * the end-to-end specs and the register bench (outside any measured time).
 */
export async function passBuyerCheck(page: Page): Promise<void> {
  const typeDates = page.getByRole('button', { name: 'type the dates from it' });
  if (!(await typeDates.isVisible())) return;
  await typeDates.click();
  await page.getByLabel('Birth date on the ID').fill('1990-01-01');
  await page.getByLabel('ID expiry date').fill('2099-01-01');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.getByTestId('buyer-check').getByText('Buyer checked.').waitFor();
}
