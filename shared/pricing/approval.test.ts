import { describe, expect, it } from 'vitest';
import { needsManagerApproval } from './approval.ts';
import type { SaleLineInput } from './types.ts';

const line = (discounts: SaleLineInput['discounts'] = []): SaleLineInput =>
  ({ key: 'a', price: 10_000, quantityMilli: 1000, discountable: true, taxItemIds: [], discounts });

describe('needsManagerApproval', () => {
  it('asks for a manager above 20% or above $20 by default, on a line or on the order', () => {
    expect(needsManagerApproval({ lines: [line([{ name: 'x', percent: '0.20' }])] })).toBe(false);
    expect(needsManagerApproval({ lines: [line([{ name: 'x', percent: '0.2001' }])] })).toBe(true);
    expect(needsManagerApproval({ lines: [line([{ name: 'x', amount: 2000 }])] })).toBe(false);
    expect(needsManagerApproval({ lines: [line([{ name: 'x', amount: 2001 }])] })).toBe(true);
    expect(needsManagerApproval({ lines: [line()], orderDiscount: { percent: '0.25', reason: 'Comp' } })).toBe(true);
    expect(needsManagerApproval({ lines: [line()], orderDiscount: { flatAmount: 2001, reason: 'Comp' } })).toBe(true);
    expect(needsManagerApproval({ lines: [line()], orderDiscount: { flatAmount: 500, reason: 'Comp' } })).toBe(false);
  });

  it('follows the location\'s own threshold', () => {
    expect(needsManagerApproval({ lines: [line([{ name: 'x', percent: '0.15' }])] }, { percent: '0.1', flatAmount: 0 })).toBe(true);
    expect(needsManagerApproval({ lines: [line([{ name: 'x', amount: 1 }])] }, { percent: '0.1', flatAmount: 0 })).toBe(true);
  });
});
