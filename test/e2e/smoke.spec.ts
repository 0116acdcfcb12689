import { DEMO_LOCATION_NAME, DEMO_MANAGER, expect, test } from './support/fixtures.ts';

// The whole path once: Chromium → the real renderer → the web host's host core → a real Store API.
test('a manager signs in, sets up the register if asked, and sees the location', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(DEMO_MANAGER.email);
  await page.getByLabel('Password').fill(DEMO_MANAGER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const locationName = page.getByTestId('location-name');
  const setUp = page.getByRole('button', { name: 'Set up register' });
  await expect(locationName.or(setUp).first()).toBeVisible();
  if (await setUp.isVisible()) {
    await page.getByLabel('Location').selectOption({ label: DEMO_LOCATION_NAME });
    await page.getByLabel('Register name').fill('Front counter');
    await setUp.click();
  }
  await expect(locationName).toHaveText(DEMO_LOCATION_NAME);
});
