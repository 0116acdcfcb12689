import { describe, expect, it } from 'vitest';
import { summarizeTender, type TenderedPayment } from './tender.ts';

const cash = (amount: number): TenderedPayment => ({ paymentMethodId: 'cash', paymentType: 0, name: 'Cash', amount });
const debit = (amount: number): TenderedPayment => ({ paymentMethodId: 'debit', paymentType: 1, name: 'Debit', amount });

describe('tender', () => {
  it('gives change from cash and records only what was paid toward the sale', () => {
    const summary = summarizeTender(6347, [debit(3000), cash(4000)]);
    expect(summary).toMatchObject({ problem: null, changeDue: 653, handedOver: 7000, remaining: 0, tenderedAmount: 6347 });
    expect(summary.recorded.map((payment) => payment.amount)).toEqual([3000, 3347]);
  });

  it('is exact with no change', () => {
    const summary = summarizeTender(2500, [cash(2500)]);
    expect(summary).toMatchObject({ problem: null, changeDue: 0, tenderedAmount: 2500 });
  });

  it('says how much is still to pay', () => {
    const summary = summarizeTender(2500, [debit(1000)]);
    expect(summary.remaining).toBe(1500);
    expect(summary.problem).toBe('$15.00 still to pay.');
    expect(summary.changeDue).toBe(0);
  });

  it('never gives change out of a card', () => {
    expect(summarizeTender(2500, [debit(3000)]).problem).toMatch(/only cash gets change/);
    expect(summarizeTender(2500, [debit(2000), cash(1000)])).toMatchObject({ problem: null, changeDue: 500, tenderedAmount: 2500 });
  });

  it('drops a cash payment that is entirely change', () => {
    const summary = summarizeTender(2000, [debit(2000), cash(500)]);
    expect(summary).toMatchObject({ problem: null, changeDue: 500, tenderedAmount: 2000 });
    expect(summary.recorded).toEqual([debit(2000)]);
  });

  it('refuses an empty cart and empty payments', () => {
    expect(summarizeTender(0, [cash(100)]).problem).toMatch(/cart is empty/);
    expect(summarizeTender(1000, [cash(0), cash(1000)]).problem).toMatch(/amount above/);
  });

  it('takes change off the last cash payment first, across several', () => {
    const summary = summarizeTender(1000, [cash(600), cash(700)]);
    expect(summary.recorded.map((payment) => payment.amount)).toEqual([600, 400]);
    expect(summary.tenderedAmount).toBe(summary.total);
  });
});
