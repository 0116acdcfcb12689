import type { Page } from '@playwright/test';
import { expect } from './support/fixtures.ts';
import { test as withNetwork } from './support/network.ts';
import { startKillableRegisterHost, type KillableRegisterHost } from './support/register-host.ts';
import { expectStockMatches, ringCashSale, setUpRegister, stockOf, storeClient } from './support/register.ts';

// The register's host process killed (`kill -9`) in the middle of a replay and started again on the
// same port and data directory. The proxy (support/network.ts) holds back the answers to the orders
// on their way when the host dies, so the Store API has committed sales the register never heard
// about: those must be resent and land once, the rest must still arrive, and nothing may stick.

const SALES = 40;
/** Orders answered before the proxy starts holding answers back: the replay is under way. */
const ANSWERED_BEFORE_KILL = 12;

const test = withNetwork.extend<{ registerHost: KillableRegisterHost }>({
  registerHost: async ({ network: proxy, registerDataDir }, use) => {
    const host = await startKillableRegisterHost(proxy.url, registerDataDir);
    await use(host);
    await host.stop();
  },
  registerWebHost: async ({ registerHost }, use) => {
    await use(registerHost);
  },
});

/** What the status bar says is waiting (0 once all is sent). */
async function pendingOf(page: Page): Promise<number> {
  const text = (await page.getByTestId('pending-count').textContent()) ?? '';
  return text === 'All sent' ? 0 : Number(/^(\d+) waiting/.exec(text)?.[1] ?? Number.NaN);
}

test('the host killed mid-replay and restarted: every sale lands once, stock moves once per sale', async ({ page, storeApi, network: proxy, registerHost }) => {
  // Ringing 40 sales through the screen alone takes minutes on a busy machine.
  test.setTimeout(600_000);
  await setUpRegister(page);
  const client = await storeClient(storeApi.url);
  const stockBefore = await stockOf(client);
  const ordersBefore = await client.orderCount();

  await storeApi.stop();
  const receipts: string[] = [];
  for (let n = 0; n < SALES; n++) receipts.push(await ringCashSale(page));
  await expect(page.getByTestId('pending-count')).toHaveText(`${SALES} waiting to sync`);

  proxy.answerOrders = ANSWERED_BEFORE_KILL;
  await storeApi.start();
  // Mid-replay: some sales acknowledged at the register, and orders the Store API committed whose answers are still on their way.
  await expect.poll(() => proxy.held, { timeout: 120_000 }).toBeGreaterThan(0);
  await expect.poll(() => pendingOf(page), { timeout: 60_000 }).toBeLessThanOrEqual(SALES - ANSWERED_BEFORE_KILL);
  expect(await pendingOf(page)).toBeGreaterThan(0);

  await registerHost.kill();
  // Whatever the host had on its way is gone with it; from now on the proxy answers every order.
  proxy.answerOrders = Number.POSITIVE_INFINITY;
  proxy.releaseHeld();
  await expect(page.getByTestId('connection')).toHaveText('Offline', { timeout: 60_000 });
  await page.screenshot({ path: 'test-results/screens/host-kill-down.png', fullPage: true });

  await registerHost.start();
  // The page is not reloaded: its bridge finds the new host at the same address by itself.
  // Generous: on a loaded machine the replay of the rest can take minutes; what is checked is exactly-once.
  await expect(page.getByTestId('pending-count')).toHaveText('All sent', { timeout: 240_000 });
  await expect(page.getByTestId('connection')).toHaveText('Online');
  await expect(page.getByTestId('needs-attention-count')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/host-kill-recovered.png', fullPage: true });

  // Every sale exactly once at the Store API, and nothing else in the shift.
  const ofReceipts = (await client.allOrders()).filter((order) => receipts.includes(order.receipt_id));
  const shiftIds = new Set(ofReceipts.map((order) => order.shift_id));
  expect(shiftIds.size).toBe(1);
  const shiftOrders = await client.allOrders(`shift_id=${[...shiftIds][0]}`);
  expect(shiftOrders.map((order) => order.receipt_id).sort()).toEqual([...receipts].sort());
  expect(await client.orderCount()).toBe(ordersBefore + SALES);
  await expectStockMatches(client, stockBefore, receipts);
  // The committed-but-unanswered orders were sent again (same order id): the fault was really met.
  expect(proxy.orderKeys.length).toBeGreaterThan(new Set(proxy.orderKeys).size);
});
