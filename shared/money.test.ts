import { describe, expect, it } from 'vitest';
import { centsToInput, formatCents, linePrice, parseMoney } from './money.ts';

describe('formatCents', () => {
  it('shows cents as US dollars', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-500)).toBe('-$5.00');
  });

  it('refuses fractional cents instead of hiding them', () => {
    expect(() => formatCents(10.5)).toThrow(RangeError);
  });
});

describe('parseMoney', () => {
  it.each([
    ['12', 1200], ['12.5', 1250], ['12.50', 1250], ['.75', 75], ['0.05', 5], ['$1,234.50', 123450],
    ['  20 ', 2000], ['-3.10', -310], ['12.', 1200], ['0.29', 29], ['1.15', 115],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it.each(['', '.', 'abc', '1.234', '12,34', '1,2345', '1e3', '--1', '$'])('refuses %j', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it('round-trips the editable form', () => {
    for (const cents of [0, 1, 99, 100, 1250, 123456, -310]) expect(parseMoney(centsToInput(cents))).toBe(cents);
  });
});

describe('linePrice', () => {
  it('prices units and fractional grams in whole cents', () => {
    expect(linePrice(2500, 2)).toBe(5000);
    expect(linePrice(1000, 3.5)).toBe(3500);
    expect(linePrice(1099, 3.5)).toBe(3847); // 3846.5 rounds half up
    expect(linePrice(333, 0.1)).toBe(33);
    expect(linePrice(1099, -3.5)).toBe(-3847);
  });
});
