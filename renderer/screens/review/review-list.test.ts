import { describe, expect, it } from 'vitest';
import { NO_ID_CHECK, salesToReview, withoutIdCheckOnly, type ReviewSale } from './review-list.ts';

const sale = (orderId: string, chargedOn: string, codes: string[]): ReviewSale => ({
  orderId, receiptId: null, chargedOn, registerName: 'Front', buyerName: null, total: 1000,
  flags: codes.map((code) => ({ code, message: code })),
});

describe('the sales a manager reviews', () => {
  // 07:30 UTC on 26 November is still 25 November, 23:30, in Portland.
  const now = new Date('2026-11-26T07:30:00.000Z');
  const breach = sale('breach', '2026-11-01T18:00:00.000Z', ['limit-exceeded']);
  const breachWithoutCheck = sale('breach-no-check', '2026-11-02T18:00:00.000Z', ['limit-exceeded', NO_ID_CHECK]);
  const earlyToday = sale('early-today', '2026-11-25T09:00:00.000Z', [NO_ID_CHECK]);
  const yesterday = sale('yesterday', '2026-11-24T20:00:00.000Z', [NO_ID_CHECK]);

  it('every sale that broke a rule, whenever; of the sales only without an ID check, the location\'s day\'s', () => {
    expect(salesToReview([breach, breachWithoutCheck, earlyToday, yesterday], 'America/Los_Angeles', now).map((s) => s.orderId))
      .toEqual(['breach', 'breach-no-check', 'early-today']);
  });

  it('the day is the location\'s, not UTC\'s', () => {
    // In UTC it is already 26 November, so the sale of the 25th would be yesterday's.
    expect(salesToReview([earlyToday], 'UTC', now)).toEqual([]);
    expect(salesToReview([earlyToday], 'America/Los_Angeles', now)).toEqual([earlyToday]);
  });

  it('leaves none out before the location\'s time zone is known', () => {
    expect(salesToReview([breach, yesterday], null, now)).toEqual([breach, yesterday]);
  });

  it('a sale is "only without an ID check" when that is its one kind of flag', () => {
    expect([breach, breachWithoutCheck, earlyToday].map(withoutIdCheckOnly)).toEqual([false, false, true]);
  });
});
