import { signInAsManager, test } from './support/fixtures.ts';

// The whole path once: Chromium → the real renderer → the web host's host core → a real Store API.
test('a manager signs in, sets up the register if asked, and sees the location', async ({ page }) => {
  await signInAsManager(page);
});
