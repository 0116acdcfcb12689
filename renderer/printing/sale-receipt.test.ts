import { describe, expect, it } from 'vitest';
import { receiptText } from './receipt-document.ts';
import { washingtonCashSale, seattleStore } from './receipt.test-support.ts';
import { saleReceipt, storeTime } from './sale-receipt.ts';

describe('saleReceipt', () => {
  it('lays out a cash sale at 42 and 48 columns as the reviewed fixtures', async () => {
    const document = saleReceipt(washingtonCashSale(), seattleStore);
    await expect(receiptText(document, 42)).toMatchFileSnapshot('fixtures/sale-42.txt');
    await expect(receiptText(document, 48)).toMatchFileSnapshot('fixtures/sale-48.txt');
  });

  it('lays out a refund of that sale, rung offline, as the reviewed fixture', async () => {
    const refund = washingtonCashSale({
      id: 'order-2', receiptId: 'FEDCBA987654', orderType: 1, originalOrderId: 'order-1', changeDue: 0, ageVerification: null,
      payments: [{ paymentMethodId: 'pm-cash', paymentType: 0, name: 'Cash', total: 8400 }], loyaltyBalance: 187, rungOffline: true,
    });
    await expect(receiptText(saleReceipt(refund, { ...seattleStore, originalReceiptId: '0A1B2C3D4E5F' }), 42)).toMatchFileSnapshot('fixtures/refund-42.txt');
  });

  it('prints each tax by its own name with its amount, the total, the cash handed over and the change', () => {
    const text = receiptText(saleReceipt(washingtonCashSale(), seattleStore), 42);
    expect(text).toMatch(/^WA cannabis excise tax 37% +\$19\.91$/m);
    expect(text).toMatch(/^WA sales tax +\$10\.29$/m);
    expect(text).toMatch(/^TOTAL +\$84\.00$/m);
    // Cash handed over is the payment plus the change it gave.
    expect(text).toMatch(/^Cash +\$100\.00$/m);
    expect(text).toMatch(/^Change +\$16\.00$/m);
    expect(text).toMatch(/^ {2}3\.5 g @ \$12\.00\/g$/m);
    expect(text).toMatch(/^Points earned +53$/m);
    expect(text).toMatch(/^Points balance +240$/m);
  });

  it('says how the buyer was checked and never prints the ID expiry, number or birth date', () => {
    const text = receiptText(saleReceipt(washingtonCashSale(), seattleStore), 48);
    expect(text).toContain('Buyer check: ID scanned');
    expect(text).not.toContain('2029');
  });

  it('says a sale rung offline will be reported, and only then', () => {
    expect(receiptText(saleReceipt(washingtonCashSale({ rungOffline: true }), seattleStore), 42)).toContain('Rung offline — will be reported');
    expect(receiptText(saleReceipt(washingtonCashSale(), seattleStore), 42)).not.toContain('Rung offline');
  });

  it('prints the store licence number only when one is set', () => {
    expect(receiptText(saleReceipt(washingtonCashSale(), seattleStore), 42)).toContain('Licence 412345');
    expect(receiptText(saleReceipt(washingtonCashSale(), { ...seattleStore, licenceNumber: ' ' }), 42)).not.toContain('Licence');
  });
});

describe('storeTime', () => {
  it('shows the time in the store’s zone with its name, whatever zone the register runs in', () => {
    expect(storeTime('2026-11-26T01:05:00.000Z', 'America/Los_Angeles')).toBe('Nov 25, 2026, 5:05 PM PST');
    expect(storeTime('2026-07-01T16:30:00.000Z', 'America/New_York')).toBe('Jul 1, 2026, 12:30 PM EDT');
  });

  it('falls back to UTC, named, for a zone it does not know', () => {
    expect(storeTime('2026-11-26T01:05:00.000Z', 'Mars/Olympus')).toBe('Nov 26, 2026, 1:05 AM UTC');
  });
});
