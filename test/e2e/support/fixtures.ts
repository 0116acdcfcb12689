import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { LAUNCH_COOKIE, LAUNCH_SECRET_VARIABLE, newLaunchSecret } from '../../../electron/web-host.ts';
import { freePort, startTsProcess, type RunningProcess } from '../../../scripts/processes.ts';

/** A real Store API process over its own data directory (a copy of the seeded demo store). */
export interface E2eStoreApi {
  /** http://127.0.0.1:<port>, the same across stop() and start(). */
  url: string;
  dataDir: string;
  /** Stops the process (the register sees a refused connection: offline). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. A no-op while it runs. */
  start(): Promise<void>;
  running(): boolean;
}

/** Fixtures a Playwright worker keeps for all its tests. */
export interface E2eWorkerFixtures {
  /**
   * A data directory holding the demo store as a first start seeds it. Every test's Store API starts
   * on a copy: the demo's seeding (its sales rung through the sale path) runs once per worker, not
   * once per test. The demo is deterministic, so a copy is the store a first start would make.
   */
  seededStoreDir: string;
}

export interface E2eFixtures {
  /** Extra flags for the Store API process (`test.use({ storeApiArgs: [...] })`), e.g. to report to a Metrc stand-in. */
  storeApiArgs: string[];
  storeApi: E2eStoreApi;
  /** Browser mode of the register (real renderer + real host core) pointed at `storeApi`, with a fresh data dir. */
  registerUrl: string;
  registerDataDir: string;
  /** The register's web host behind `registerUrl`; the test's browser context is admitted to it. */
  registerWebHost: AdmittingHost;
}

/** A web host a browser context can be admitted to. */
export interface AdmittingHost {
  url: string;
  /**
   * Gives a browser context this launch's cookie, as opening the launch address would: the web
   * host answers no /host/ call without it.
   */
  admit(context: BrowserContext): Promise<void>;
}

export const DEMO_MANAGER = { email: 'manager@canopy.demo', password: 'canopy-demo' } as const;
export const DEMO_BUDTENDER = { email: 'budtender@canopy.demo', password: 'canopy-demo' } as const;
export const DEMO_LOCATION_NAME = 'Green Valley — Downtown';

/**
 * `page.goto('/')` opens the register (baseURL is the register's address).
 * Each test gets its own Store API and register, so tests never see each other's sales.
 */
export const test = base.extend<E2eFixtures, E2eWorkerFixtures>({
  seededStoreDir: [async ({ browserName: _browserName }, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'canopy-e2e-seeded-'));
    const seeding = await startTsProcess({ name: 'Store API (seeding the demo)', args: ['server/main.ts', '--port', String(await freePort()), '--data', dataDir] });
    await seeding.stop(); // closes the database, so the directory holds one whole file
    await use(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  }, { scope: 'worker' }],
  storeApiArgs: [[], { option: true }],
  storeApi: async ({ storeApiArgs, seededStoreDir }, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'canopy-e2e-store-'));
    cpSync(seededStoreDir, dataDir, { recursive: true });
    const storeApi = storeApiOver(dataDir, await freePort(), storeApiArgs);
    await storeApi.start();
    await use(storeApi);
    await storeApi.stop();
    rmSync(dataDir, { recursive: true, force: true });
  },
  registerDataDir: async ({ browserName: _browserName }, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'canopy-e2e-register-'));
    await use(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  },
  registerWebHost: async ({ storeApi, registerDataDir }, use) => {
    const host = await startRegisterWebHost(storeApi.url, registerDataDir);
    await use(host);
    await host.stop();
  },
  registerUrl: async ({ registerWebHost }, use) => {
    await use(registerWebHost.url);
  },
  context: async ({ context, registerWebHost }, use) => {
    await registerWebHost.admit(context);
    await use(context);
  },
  baseURL: async ({ registerUrl }, use) => {
    await use(registerUrl);
  },
});

export { expect };

/** A Store API process over `dataDir` on `port` (server/main.ts with `args`), not started yet. */
export function storeApiOver(dataDir: string, port: number, args: readonly string[]): E2eStoreApi {
  let running: RunningProcess | null = null;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    running: () => running !== null,
    async start() {
      if (running !== null) return;
      running = await startTsProcess({ name: 'Store API', args: ['server/main.ts', '--port', String(port), '--data', dataDir, ...args] });
    },
    async stop() {
      const current = running;
      running = null;
      await current?.stop();
    },
  };
}

/**
 * Signs the demo manager in on a fresh register and, when the register asks, sets it up as a
 * device of the Downtown location; ends with the location's name in the header.
 */
export async function signInAsManager(page: Page, registerName = 'Front counter'): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(DEMO_MANAGER.email);
  await page.getByLabel('Password').fill(DEMO_MANAGER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const locationName = page.getByTestId('location-name');
  const setUp = page.getByRole('button', { name: 'Set up register' });
  await expect(locationName.or(setUp).first()).toBeVisible();
  if (await setUp.isVisible()) {
    await page.getByLabel('Location').selectOption({ label: DEMO_LOCATION_NAME });
    await page.getByLabel('Register name').fill(registerName);
    await setUp.click();
  }
  await expect(locationName).toHaveText(DEMO_LOCATION_NAME);
}

/**
 * The register's browser-mode host on `port` (a free one by default), talking to `storeApiUrl`.
 * CANOPY_E2E_RENDERER_DIR: a renderer built elsewhere (npx vite build --outDir DIR), so one run is
 * not disturbed by another `vite build` emptying dist/renderer midway.
 */
export interface RunningRegisterWebHost extends RunningProcess, AdmittingHost {}

export async function startRegisterWebHost(storeApiUrl: string, dataDir: string, port?: number): Promise<RunningRegisterWebHost> {
  port ??= await freePort();
  const renderer = process.env['CANOPY_E2E_RENDERER_DIR'];
  // The test plays the launcher that opens the browser: it chooses this launch's secret.
  const launchSecret = newLaunchSecret();
  const running = await startTsProcess({
    env: { [LAUNCH_SECRET_VARIABLE]: launchSecret },
    name: 'register web host',
    args: [
      'scripts/register-web.ts', '--store-api', storeApiUrl, '--port', String(port), '--data', dataDir,
      ...(renderer === undefined ? [] : ['--renderer', renderer]),
    ],
  });
  return {
    ...running,
    admit: (context) => context.addCookies([{
      name: LAUNCH_COOKIE, value: launchSecret, url: `${running.url}/host/`, httpOnly: true, sameSite: 'Strict',
    }]),
  };
}
