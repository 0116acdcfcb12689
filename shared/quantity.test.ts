import { describe, expect, it } from 'vitest';
import { formatQuantity, parseQuantity, quantityNumber, quantityObject } from './quantity.ts';

describe('quantities in thousandths', () => {
  it('formats without trailing zeros', () => {
    expect(formatQuantity(3500)).toBe('3.5');
    expect(formatQuantity(12000)).toBe('12');
    expect(formatQuantity(125)).toBe('0.125');
    expect(formatQuantity(0)).toBe('0');
    expect(formatQuantity(1)).toBe('0.001');
    expect(formatQuantity(-1500)).toBe('-1.5');
    expect(formatQuantity(1_000_010)).toBe('1000.01');
  });

  it('refuses fractional thousandths', () => {
    expect(() => formatQuantity(0.5)).toThrow(RangeError);
  });

  it('gives the v1 number and the v2 object', () => {
    expect(quantityNumber(3500)).toBe(3.5);
    expect(quantityNumber(100)).toBe(0.1);
    expect(quantityObject(28000, 0)).toEqual({ value: '28', unit: 0 });
  });

  it('parses decimal text and numbers exactly', () => {
    expect(parseQuantity('3.5')).toBe(3500);
    expect(parseQuantity('12')).toBe(12000);
    expect(parseQuantity('.125')).toBe(125);
    expect(parseQuantity(' 0.1 ')).toBe(100);
    expect(parseQuantity('-2.25')).toBe(-2250);
    expect(parseQuantity(2)).toBe(2000);
    expect(parseQuantity(0.3)).toBe(300);
    expect(parseQuantity('-0')).toBe(0);
  });

  it('refuses what is not a quantity, or has more than three decimals', () => {
    for (const bad of ['', '.', 'abc', '1.2345', '1,5', '1e3', '--1', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parseQuantity(bad)).toBeNull();
    }
  });

  it('round-trips', () => {
    for (const milli of [0, 1, 10, 999, 1000, 3500, 123_456, -42]) expect(parseQuantity(formatQuantity(milli))).toBe(milli);
  });
});
