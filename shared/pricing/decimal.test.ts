import { describe, expect, it } from 'vitest';
import { divideHalfUp, parseDecimal, timesHalfUp } from './decimal.ts';

describe('decimal arithmetic', () => {
  it('reads decimal text exactly and refuses anything else', () => {
    expect(parseDecimal('0.17', 6)).toEqual({ numerator: 17n, denominator: 100n });
    expect(parseDecimal('1', 4)).toEqual({ numerator: 1n, denominator: 1n });
    for (const text of ['', '.5', '5.', '-0.1', '1e-2', ' 0.1', '0.12345']) expect(parseDecimal(text, 4)).toBeNull();
  });

  it('rounds half up, exactly, where floats would drift', () => {
    expect(divideHalfUp(5n, 2n)).toBe(3);
    expect(divideHalfUp(7n, 2n)).toBe(4);
    expect(divideHalfUp(149n, 100n)).toBe(1);
    // 1.005 × 100 is 100.49999… in floating point; as a fraction it is 100.5 and rounds to 101.
    expect(timesHalfUp(100, { numerator: 1005n, denominator: 1000n })).toBe(101);
  });
});
