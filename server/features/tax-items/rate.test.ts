import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRate, parseRate } from './rate.ts';

describe('tax rates', () => {
  it('reads decimal strings as millionths and writes them back with at least two decimals', () => {
    expect(parseRate('0.17')).toEqual({ millionths: 170_000 });
    expect(parseRate('0.03')).toEqual({ millionths: 30_000 });
    expect(parseRate('0.065')).toEqual({ millionths: 65_000 });
    expect(parseRate('0.000001')).toEqual({ millionths: 1 });
    expect(parseRate('0')).toEqual({ millionths: 0 });
    expect(parseRate('-0.00')).toEqual({ millionths: 0 });
    expect(formatRate(170_000)).toBe('0.17');
    expect(formatRate(100_000)).toBe('0.10');
    expect(formatRate(65_000)).toBe('0.065');
    expect(formatRate(0)).toBe('0.00');
    expect(formatRate(1)).toBe('0.000001');
  });

  it('refuses what is not a rate from 0 up to 1, each with its reason', () => {
    for (const text of ['', 'abc', '17%', '0,17', '.17', '0.', ' 0.17', '1e-1', '+0.1', '0x1']) {
      expect(parseRate(text)).toEqual({ error: 'must be a decimal string such as "0.17" for 17%' });
    }
    expect(parseRate('-0.01')).toEqual({ error: 'must be greater than or equal to 0' });
    for (const text of ['1', '1.0', '17', '00001.5']) expect(parseRate(text)).toEqual({ error: 'must be less than 1 (17% is "0.17")' });
    expect(parseRate('0.1234567')).toEqual({ error: 'must have at most 6 decimal places' });
  });

  it('round-trips every rate it can keep', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999 }), (millionths) => {
      expect(parseRate(formatRate(millionths))).toEqual({ millionths });
    }));
  });
});
