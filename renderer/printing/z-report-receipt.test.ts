import { describe, expect, it } from 'vitest';
import { localZReport as zReport } from '../data/z-report.ts';
import { receiptText } from './receipt-document.ts';
import { seattleStore, washingtonCashSale } from './receipt.test-support.ts';
import { zReportReceipt } from './z-report-receipt.ts';

describe('zReportReceipt', () => {
  const sale = washingtonCashSale({ syncState: 'acknowledged' });
  const refund = washingtonCashSale({ id: 'order-2', receiptId: 'FEDCBA987654', orderType: 1, originalOrderId: 'order-1', changeDue: 0, syncState: 'acknowledged' });
  const secondSale = washingtonCashSale({ id: 'order-3', receiptId: '111122223333', syncState: 'acknowledged' });
  const report = zReport([sale, refund, secondSale]);
  // $200 float, $84 cash taken: $284 expected; $180 in the drawer and $100 dropped, $4 short.
  const shift = {
    openedAt: '2026-11-25T17:00:00.000Z', closedAt: '2026-11-26T05:00:00.000Z', employeeName: 'Mo Manager', closedByName: 'Cass Closer',
    openAmount: 20000, closeDrawerAmount: 18000, closeDropAmount: 10000,
  };
  const head = { seq: 57, hash: '9f'.repeat(32) };

  it('prints the figures of the screen’s Z report, each tax by name, and the whole close, as the reviewed fixture', async () => {
    const text = receiptText(zReportReceipt(report, shift, head, seattleStore, '2026-11-26T05:01:00.000Z'), 42);
    expect(text).toMatch(/^Gross sales +\$116\.00$/m);
    expect(text).toMatch(/^WA sales tax returned +-\$10\.29$/m);
    expect(text).toMatch(/^Transactions +3$/m);
    expect(text).toMatch(/^Opened by Mo Manager$/m);
    expect(text).toMatch(/^Closed by Cass Closer$/m);
    expect(text).toMatch(/^Float +\$200\.00$/m);
    expect(text).toMatch(/^Cash taken less given back +\$84\.00$/m);
    expect(text).toMatch(/^Cash expected +\$284\.00$/m);
    expect(text).toMatch(/^ {2}In the drawer +\$180\.00$/m);
    expect(text).toMatch(/^ {2}Dropped to the safe +\$100\.00$/m);
    expect(text).toMatch(/^Cash counted +\$280\.00$/m);
    expect(text).toMatch(/^Over\/short +-\$4\.00$/m);
    // The head wraps at the paper's width; read back whole, it is the Store API's `seq:hash`.
    const lines = text.split('\n');
    const at = lines.indexOf('Audit chain head at close (seq:hash)');
    expect(lines.slice(at + 1, at + 3).join('')).toBe(`57:${'9f'.repeat(32)}`);
    expect(text).toMatch(/^Printed Nov 25, 2026, 9:01 PM PST$/m);
    await expect(text).toMatchFileSnapshot('fixtures/z-report-42.txt');
  });

  it('prints an over with a plus, and says when the chain head has not come back yet', () => {
    const text = receiptText(zReportReceipt(report, { ...shift, closeDrawerAmount: 18500 }, null, seattleStore, '2026-11-26T05:01:00.000Z'), 42);
    expect(text).toMatch(/^Over\/short +\+\$1\.00$/m);
    expect(text).toContain('Not yet received from the Store API');
  });
});
