import { describe, expect, it } from 'vitest';
import { localZReport as zReport } from '../data/z-report.ts';
import { receiptText } from './receipt-document.ts';
import { seattleStore, washingtonCashSale } from './receipt.test-support.ts';
import { zReportReceipt } from './z-report-receipt.ts';

describe('zReportReceipt', () => {
  const sale = washingtonCashSale({ syncState: 'acknowledged' });
  const refund = washingtonCashSale({ id: 'order-2', receiptId: 'FEDCBA987654', orderType: 1, originalOrderId: 'order-1', changeDue: 0, syncState: 'acknowledged' });
  const report = zReport([sale, refund]);
  const shift = { openedAt: '2026-11-25T17:00:00.000Z', closedAt: '2026-11-26T05:00:00.000Z', employeeName: 'Mo Manager' };

  it('prints the figures of the screen’s Z report, each tax by name, as the reviewed fixture', async () => {
    const text = receiptText(zReportReceipt(report, shift, seattleStore, '2026-11-26T05:01:00.000Z'), 42);
    expect(text).toMatch(/^Gross sales +\$58\.00$/m);
    expect(text).toMatch(/^WA cannabis excise tax 37% +\$19\.91$/m);
    expect(text).toMatch(/^WA sales tax returned +-\$10\.29$/m);
    expect(text).toMatch(/^Transactions +2$/m);
    await expect(text).toMatchFileSnapshot('fixtures/z-report-42.txt');
  });
});
