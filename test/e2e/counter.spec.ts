import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { formatCents } from '../../shared/money.ts';
import { TestPrinter, type ReceivedJob } from '../printer/test-printer.ts';
import { expect, test } from './support/fixtures.ts';
import { passBuyerCheck, setUpRegister, storeClient } from './support/register.ts';

/**
 * The counter's printer, end to end: the real renderer and host core in browser mode send ESC/POS
 * over raw TCP to a test printer on 127.0.0.1 that decodes it. A cash sale's printed receipt
 * matches the Store API's order to the cent and carries its receipt id as CODE128, the drawer opens
 * after a cash sale and not after a card sale, and a printer off during a sale leaves the sale done
 * and prints the receipt once it is back.
 */

mkdirSync('test-results/counter', { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/counter/${name}.png` });

interface StoreMoneyOrder {
  receipt_id: string; subtotal: number; discount_total: number; total: number;
  payments: Array<{ total: number; payment_type: number }>;
  line_items: Array<{ tax_breakdowns: Array<{ tax_item_id: string; name: string; amount: number }> }>;
}

async function addGummies(page: Page): Promise<void> {
  const hit = page.locator('[data-testid="catalog-result"][data-in-stock="true"]').first();
  await expect(async () => {
    await page.getByLabel('Find an item').fill('');
    await page.getByLabel('Find an item').fill('gummies');
    await expect(hit).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await hit.click();
}

/** Rings the cart with one payment of `method`, `amount` taken (dollars) or the amount due; returns the receipt id. */
async function pay(page: Page, method: 'Cash' | 'Debit', amount?: string): Promise<string> {
  await passBuyerCheck(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: method, exact: true }).click();
  if (amount !== undefined) await page.getByLabel(`${method} amount`).fill(amount);
  await page.getByRole('button', { name: 'Add payment' }).click();
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  const receiptId = (await page.getByTestId('receipt-id').textContent()) ?? '';
  expect(receiptId).toMatch(/^[0-9A-F]{12}$/);
  return receiptId;
}

const row = (label: string, cents: number) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} +${formatCents(cents).replace(/[$.]/g, '\\$&')}$`, 'm');

test('a cash sale prints its receipt to the cent and opens the drawer; a card sale does not; a printer off during a sale prints when back', async ({ page, storeApi }) => {
  const printer = await new TestPrinter().switchOn();
  try {
    await page.setViewportSize({ width: 1366, height: 768 });
    await setUpRegister(page);

    // A manager points this register at the printer.
    await page.keyboard.press('F7');
    await page.getByRole('combobox', { name: 'Printer', exact: true }).selectOption('network');
    await page.getByLabel('Host or address').fill('127.0.0.1');
    await page.getByRole('textbox', { name: 'Port', exact: true }).fill(String(printer.port));
    await page.getByLabel('Paper width').selectOption('42');
    await page.getByLabel('Store licence number (printed on receipts)').fill('050-1234567ABC');
    await page.getByRole('button', { name: 'Save printer settings' }).click();
    await expect(page.getByTestId('printer-settings-message')).toHaveText('Printer settings saved on this register.');
    await page.keyboard.press('F1');

    // A cash sale, $100 handed over: the receipt prints, then the drawer opens.
    await addGummies(page);
    const cashReceipt = await pay(page, 'Cash', '100');
    await printer.waitForJobs(1);
    const cashJob = printer.jobs[0]!;
    await expect(page.getByTestId('order-sync-state')).toHaveText('Sent to the Store API', { timeout: 30_000 });
    const client = await storeClient(storeApi.url);
    const order = (await client.orders()).find((candidate) => candidate.receipt_id === cashReceipt) as unknown as StoreMoneyOrder;
    const text = cashJob.lines.join('\n');
    expect(text).toContain('050-1234567ABC');
    expect(text).toMatch(row('Subtotal', order.subtotal + order.discount_total));
    const taxes = new Map<string, { name: string; amount: number }>();
    for (const tax of order.line_items.flatMap((line) => line.tax_breakdowns)) {
      taxes.set(tax.tax_item_id, { name: tax.name, amount: (taxes.get(tax.tax_item_id)?.amount ?? 0) + tax.amount });
    }
    expect(taxes.size).toBeGreaterThan(0);
    for (const tax of taxes.values()) expect(text).toMatch(row(tax.name, tax.amount));
    expect(text).toMatch(row('TOTAL', order.total));
    // Payments record what was paid toward the sale; the receipt shows what was handed over and the change.
    expect(order.payments.reduce((sum, payment) => sum + payment.total, 0)).toBe(order.total);
    expect(text).toMatch(row('Cash', 10_000));
    expect(text).toMatch(row('Change', 10_000 - order.total));
    expect(text).toContain('Buyer check: ID checked by hand');
    expect(text).not.toContain('1990');
    expect(cashJob.barcodes).toEqual([cashReceipt]);
    expect(cashJob.pulses).toEqual([{ pin: 2, onMs: 100, offMs: 500 }]);
    const kinds = cashJob.events.map((event) => event.kind);
    // The pulse follows the whole receipt (the sale was on disk before anything was sent), then the cut.
    const lastPrinted = cashJob.events.findLastIndex((event) => event.kind === 'line' && event.text.trim() !== '');
    expect(kinds.indexOf('pulse')).toBeGreaterThan(lastPrinted);
    expect(kinds.indexOf('pulse')).toBeGreaterThan(kinds.indexOf('barcode'));
    expect(kinds.at(-1) === 'cut' || kinds.at(-2) === 'cut').toBe(true);
    // The receipt screen shows the lines that were printed.
    const preview = page.getByTestId('receipt-preview');
    await expect(preview).toHaveAttribute('data-columns', '42');
    const shown = (await preview.locator('.paper__line').allTextContents()).map((line) => line.replace(/\u00a0/g, '').trimEnd());
    expect(shown.filter((line) => line !== '')).toEqual(cashJob.lines.filter((line) => line.trim() !== '').slice(0, shown.filter((line) => line !== '').length));
    await shot(page, 'receipt-preview-42');
    await page.getByRole('button', { name: /^New sale/ }).click();

    // A card sale: a receipt, no drawer.
    await addGummies(page);
    const cardReceipt = await pay(page, 'Debit');
    await printer.waitForJobs(2);
    const cardJob: ReceivedJob = printer.jobs[1]!;
    expect(cardJob.barcodes).toEqual([cardReceipt]);
    expect(cardJob.pulses).toEqual([]);
    await page.getByRole('button', { name: /^New sale/ }).click();

    // The printer goes off: the sale completes all the same, the receipt waits, the status bar says so.
    await printer.switchOff();
    await addGummies(page);
    const lateReceipt = await pay(page, 'Cash');
    await expect(page.getByTestId('receipt-queued')).toBeVisible();
    await expect(page.getByTestId('drawer-problem')).toContainText('The drawer did not open');
    await expect(page.getByTestId('printer-offline')).toContainText('Printer offline');
    // The header keeps every control in view with the printer's state in it.
    const signOut = await page.getByRole('button', { name: 'Sign out' }).boundingBox();
    expect(signOut !== null && signOut.x + signOut.width <= 1366).toBe(true);
    await expect(page.getByTestId('order-sync-state')).toHaveText('Sent to the Store API', { timeout: 30_000 });
    expect((await client.orders()).some((candidate) => candidate.receipt_id === lateReceipt)).toBe(true);
    await shot(page, 'printer-offline');
    expect(printer.jobs).toHaveLength(2);

    // Back on: the kept receipt prints by itself, without opening the drawer minutes later.
    await printer.switchOn();
    await printer.waitForJobs(3);
    expect(printer.jobs[2]!.barcodes).toEqual([lateReceipt]);
    expect(printer.jobs[2]!.pulses).toEqual([]);
    await expect(page.getByTestId('printer-offline')).toBeHidden({ timeout: 15_000 });

    // Reprint last, by keyboard: the same receipt again, no drawer.
    await page.keyboard.press('Alt+r');
    await printer.waitForJobs(4);
    expect(printer.jobs[3]!.barcodes).toEqual([lateReceipt]);
    expect(printer.jobs[3]!.pulses).toEqual([]);

    // A refund of the cash sale, paid back in cash, from the orders screen: its receipt names the sale, and the drawer opens.
    await page.getByRole('button', { name: /^New sale/ }).click();
    await page.keyboard.press('F3');
    await page.getByRole('button', { name: cashReceipt, exact: true }).click();
    await page.getByLabel('Refund to').selectOption({ label: 'Cash' });
    await page.getByRole('button', { name: /^Refund / }).click();
    await printer.waitForJobs(5);
    const refundJob = printer.jobs[4]!;
    const refundText = refundJob.lines.join('\n');
    expect(refundText).toMatch(/^ +REFUND$/m);
    expect(refundText).toMatch(new RegExp(`^Of sale +${cashReceipt}$`, 'm'));
    expect(refundJob.lines.find((line) => line.startsWith('TOTAL'))?.endsWith(` -${formatCents(order.total)}`)).toBe(true);
    expect(refundJob.pulses).toEqual([{ pin: 2, onMs: 100, offMs: 500 }]);
  } finally {
    await printer.switchOff();
  }
});
