import { describe, expect, it } from 'vitest';
import { add, ceilThousandths, compare, floorThousandths, parseDecimal, ratio } from './rational.ts';
import { GRAMS_PER_OUNCE, toBase } from './units.ts';

describe('exact fractions', () => {
  it('parse decimals without float drift: 0.1 + 0.2 is exactly 0.3', () => {
    const sum = add(parseDecimal('0.1') ?? ratio(0n), parseDecimal('0.2') ?? ratio(0n));
    expect(compare(sum, parseDecimal('0.3') ?? ratio(0n))).toBe(0);
    expect(parseDecimal('1e3')).toBeNull();
  });

  it('round amounts up and limits down to the thousandth, negatives included', () => {
    expect(ceilThousandths(GRAMS_PER_OUNCE)).toBe(28_350);
    expect(floorThousandths(GRAMS_PER_OUNCE)).toBe(28_349);
    expect(ceilThousandths(ratio(-7n, 3000n))).toBe(-2);
    expect(floorThousandths(ratio(-7n, 3000n))).toBe(-3);
  });

  it('convert stated amounts to base units exactly: 2.5 oz is 70.8738078125 g', () => {
    expect(compare(toBase({ value: '2.5', unit: 'oz' }), parseDecimal('70.8738078125') ?? ratio(0n))).toBe(0);
    expect(() => toBase({ value: 'two', unit: 'g' })).toThrow(RangeError);
  });
});
