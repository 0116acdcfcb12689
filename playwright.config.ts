import { defineConfig } from '@playwright/test';

// End-to-end: Debian's Chromium against browser mode (the real renderer + the real host core) and
// a real Store API process. Each test gets its own Store API and register (test/e2e/support/fixtures.ts).
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  workers: 1,
  fullyParallel: false,
  forbidOnly: process.env['CI'] !== undefined,
  retries: 0,
  // Each test starts its own Store API and web host; on a busy machine that alone can take a while.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env['CANOPY_CHROMIUM'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run',
      ],
    },
  },
});
