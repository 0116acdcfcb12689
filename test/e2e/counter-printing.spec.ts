import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { formatCents } from '../../shared/money.ts';
import { shiftCash, type ZReport } from '../../shared/shifts/z-report.ts';
import { storeTime } from '../../renderer/printing/sale-receipt.ts';
import { TestPrinter } from '../printer/test-printer.ts';
import { expect, test } from './support/fixtures.ts';
import { passBuyerCheck, setUpRegister, storeClient } from './support/register.ts';

/**
 * The counter's printer against a test printer on 127.0.0.1 that takes 2.5 s per job, as a real
 * one does over a long receipt: a receipt kept while it was off and the next sale's receipt each
 * print once, in order, though the 5-s retry and the sale both work through the waiting receipts;
 * the Z report printed at the close carries the cash and the audit chain head of GET /shifts/{id};
 * the test page prints the store's time.
 */

mkdirSync('test-results/counter-printing', { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/counter-printing/${name}.png`, fullPage: true });
/** The demo store is in Portland, Oregon. */
const STORE_ZONE = 'America/Los_Angeles';

async function addGummies(page: Page): Promise<void> {
  const hit = page.locator('[data-testid="catalog-result"][data-in-stock="true"]').first();
  await expect(async () => {
    await page.getByLabel('Find an item').fill('');
    await page.getByLabel('Find an item').fill('gummies');
    await expect(hit).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await hit.click();
}

/** Rings the cart up to "Complete sale", paid in cash, without completing it. */
async function readyCashSale(page: Page): Promise<void> {
  await addGummies(page);
  await passBuyerCheck(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await page.getByRole('button', { name: 'Add payment' }).click();
}

async function complete(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  return (await page.getByTestId('receipt-id').textContent()) ?? '';
}

const line = (label: string, amount: string) => new RegExp(`^${label.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&')} +${amount.replace(/[$.+]/g, '\\$&')}$`, 'm');
const signed = (cents: number): string => (cents > 0 ? `+${formatCents(cents)}` : cents < 0 ? `-${formatCents(-cents)}` : formatCents(0));

test('a kept receipt and the next sale’s print once each, in order, on a slow printer; the Z report printed at the close is GET /shifts/{id}’s; the test page is in the store’s time', async ({ page, storeApi }) => {
  test.setTimeout(240_000);
  const printer = await new TestPrinter(2_500).switchOn();
  try {
    await page.setViewportSize({ width: 1366, height: 768 });
    await setUpRegister(page);

    await page.keyboard.press('F7');
    await page.getByRole('combobox', { name: 'Printer', exact: true }).selectOption('network');
    await page.getByLabel('Host or address').fill('127.0.0.1');
    await page.getByRole('textbox', { name: 'Port', exact: true }).fill(String(printer.port));
    await page.getByLabel('Paper width').selectOption('42');
    await page.getByRole('button', { name: 'Save printer settings' }).click();
    await expect(page.getByTestId('printer-settings-message')).toHaveText('Printer settings saved on this register.');

    // The test page: its time is the store's (Portland), not UTC.
    const before = new Date();
    await page.getByRole('button', { name: 'Print test page' }).click();
    await printer.waitForJobs(1);
    const after = new Date();
    const printedTime = printer.jobs[0]!.lines.map((text) => text.trim()).find((text) => /\d{4}, \d{1,2}:\d\d [AP]M/.test(text));
    expect([storeTime(before.toISOString(), STORE_ZONE), storeTime(after.toISOString(), STORE_ZONE)]).toContain(printedTime);
    await page.keyboard.press('F1');

    // The printer goes off: a cash sale's receipt is kept.
    await printer.switchOff();
    await readyCashSale(page);
    const kept = await complete(page);
    await expect(page.getByTestId('receipt-queued')).toBeVisible();
    await expect(page.getByTestId('printer-offline')).toContainText('Printer offline · 1 waiting');
    await page.getByRole('button', { name: /^New sale/ }).click();
    await readyCashSale(page);

    // Back on: the retry starts printing the kept receipt (2.5 s), and the next sale completes meanwhile.
    await printer.switchOn();
    await printer.waitForArrivals(2);
    const next = await complete(page);
    await printer.waitForJobs(3);
    // Reprint last: it prints anything still waiting first, so a second copy of either would show before it.
    await page.keyboard.press('Alt+r');
    await printer.waitForJobs(4);
    expect(printer.jobs.slice(1).map((job) => job.barcodes)).toEqual([[kept], [next], [next]]);
    // The kept receipt prints without the drawer pulse; the sale at the counter now opens the drawer.
    expect(printer.jobs[1]!.pulses).toEqual([]);
    expect(printer.jobs[2]!.pulses).toHaveLength(1);
    await expect(page.getByTestId('printer-offline')).toBeHidden();

    // The close: $3 less than expected in the drawer, $2 dropped to the safe: $1 short.
    await page.getByRole('button', { name: /^New sale/ }).click();
    await page.getByRole('button', { name: /^Shift/ }).first().click();
    const expected = Math.round(Number(((await page.getByTestId('expected-cash').textContent()) ?? '').replace(/[^0-9.]/g, '')) * 100);
    await page.getByLabel('Cash in drawer').fill(((expected - 300) / 100).toFixed(2));
    await page.getByLabel('Cash drop').fill('2.00');
    await shot(page, 'close-shift');
    await page.getByRole('button', { name: 'Close shift' }).click();
    const z = page.getByTestId('z-report');
    await expect(z).toBeVisible();
    await expect(z.getByRole('button', { name: 'Print on the receipt printer' })).toBeVisible();
    await expect(z.getByRole('button', { name: 'Print on the page printer' })).toHaveCount(0);
    // It prints by itself once the Store API has recorded the close and answered the chain head.
    await expect(z.getByTestId('z-audit-head')).toBeVisible({ timeout: 60_000 });
    await printer.waitForJobs(5);
    await shot(page, 'z-report-closed');
    await z.screenshot({ path: 'test-results/counter-printing/z-report-panel.png' });
    const zText = printer.jobs[4]!.lines.join('\n');

    const shiftId = await z.getAttribute('data-shift-id');
    const client = await storeClient(storeApi.url);
    const answer = await (await fetch(`${storeApi.url}/api/v2/shifts/${shiftId}`, { headers: client.headers })).json() as {
      shift: { open_amount: number; close_drawer_amount: number; close_drop_amount: number; employee_name: string; summary: ZReport; audit_chain_head: { seq: number; hash: string } };
    };
    const stored = answer.shift;
    const cash = shiftCash(stored, stored.summary);
    expect(cash.counted).toBe(stored.close_drawer_amount + stored.close_drop_amount);
    expect(cash.over_short).toBe(-100);
    expect(zText).toMatch(line('Float', formatCents(stored.open_amount)));
    expect(zText).toMatch(line('Cash expected', formatCents(cash.expected)));
    expect(zText).toMatch(line('Cash counted', formatCents(cash.counted ?? 0)));
    expect(zText).toMatch(line('Over/short', signed(cash.over_short ?? 0)));
    expect(zText).toMatch(line('  Dropped to the safe', formatCents(stored.close_drop_amount)));
    expect(zText).toContain(`Opened by ${stored.employee_name}`);
    expect(zText).toMatch(/^Closed by \S.*$/m);
    const lines = printer.jobs[4]!.lines.map((text) => text.trim());
    const at = lines.indexOf('Audit chain head at close (seq:hash)');
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1, at + 3).join('')).toBe(`${stored.audit_chain_head.seq}:${stored.audit_chain_head.hash}`);

    // And it can be printed again.
    await z.getByRole('button', { name: 'Print on the receipt printer' }).click();
    await printer.waitForJobs(6);
    expect(printer.jobs[5]!.lines).toEqual(printer.jobs[4]!.lines.map((text) => (text.startsWith('Printed ') ? printer.jobs[5]!.lines.find((other) => other.startsWith('Printed ')) ?? text : text)));
  } finally {
    await printer.switchOff();
  }
});
