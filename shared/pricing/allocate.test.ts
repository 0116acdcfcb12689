import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateLargestRemainder } from './allocate.ts';

describe('allocateLargestRemainder', () => {
  it('gives leftover cents to the largest remainders, then the larger weight, then the smaller key', () => {
    expect(allocateLargestRemainder(10, [{ key: 'a', weight: 1 }, { key: 'b', weight: 2 }])).toEqual(new Map([['b', 7], ['a', 3]]));
    expect(allocateLargestRemainder(2, [{ key: 'c', weight: 1 }, { key: 'b', weight: 1 }, { key: 'a', weight: 1 }])).toEqual(new Map([['a', 1], ['b', 1], ['c', 0]]));
    expect(allocateLargestRemainder(1, [{ key: 'a', weight: 1 }, { key: 'b', weight: 3 }])).toEqual(new Map([['b', 1], ['a', 0]]));
  });

  it('spreads nothing over nothing and refuses to spread something over nothing', () => {
    expect(allocateLargestRemainder(0, [{ key: 'a', weight: 0 }])).toEqual(new Map([['a', 0]]));
    expect(() => allocateLargestRemainder(1, [{ key: 'a', weight: 0 }])).toThrow(RangeError);
  });

  it('sums exactly, never gives a share more than its weight, and ignores the order of shares', () => {
    const weights = fc.uniqueArray(fc.record({ key: fc.string({ maxLength: 3 }), weight: fc.nat(2_147_483_647) }), { minLength: 1, maxLength: 20, selector: (share) => share.key });
    fc.assert(fc.property(weights, fc.double({ min: 0, max: 1, noNaN: true }), (shares, fraction) => {
      const total = Math.floor(shares.reduce((sum, share) => sum + share.weight, 0) * fraction);
      const spread = allocateLargestRemainder(total, shares);
      expect([...spread.values()].reduce((sum, part) => sum + part, 0)).toBe(total);
      for (const share of shares) expect(spread.get(share.key)).toBeLessThanOrEqual(share.weight);
      for (const part of spread.values()) expect(part).toBeGreaterThanOrEqual(0);
      expect(allocateLargestRemainder(total, [...shares].reverse())).toEqual(spread);
    }));
  });
});
