import { defineConfig } from 'vitest/config';

// Playwright specs (*.spec.ts / test/e2e) run under Playwright, never under Vitest.
export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'electron/**/*.test.ts', 'renderer/**/*.test.{ts,tsx}', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['node_modules', 'dist', 'out', 'test/e2e/**', '**/*.spec.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two test files at once even on a two-core machine (Vitest's default there is one): most of a
    // Store API test's time is spent waiting on PostgreSQL, HTTP and child processes, not computing.
    maxWorkers: 2,
    // Builds each demo store a run needs once, for every test Store API to copy.
    globalSetup: ['test/support/global-setup.ts'],
  },
});
