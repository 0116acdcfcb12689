import { describe, expect, it } from 'vitest';
import { receiptText } from './receipt-document.ts';
import { testPage } from './test-page.ts';

describe('the printer test page', () => {
  it('prints the time in the store’s time zone, not UTC (a 5:52 PM test in Portland is not 1:52 AM the next day)', () => {
    const text = receiptText(testPage('Green Leaf Portland', 42, '2026-11-26T01:52:00.000Z', 'America/Los_Angeles'), 42);
    expect(text).toMatch(/^Nov 25, 2026, 5:52 PM PST$/m);
    expect(text).not.toContain('1:52 AM');
  });
});
