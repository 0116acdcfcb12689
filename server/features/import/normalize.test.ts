import { describe, expect, it } from 'vitest';
import { readDate, readMoney, readPercent, readQuantity, readUnit } from './normalize.ts';

const value = <T>(read: { ok: true; value: T } | { ok: false; reason: string }) => (read.ok ? read.value : `refused: ${read.reason}`);

describe('reading the values of other POSes', () => {
  it('reads dollars with a sign, thousands separators and cents into cents', () => {
    expect(value(readMoney('$1,234.50'))).toBe(123450);
    expect(value(readMoney(' 1234.5 '))).toBe(123450);
    expect(value(readMoney('12'))).toBe(1200);
    expect(value(readMoney('$0.99'))).toBe(99);
    expect(value(readMoney('.5'))).toBe(50);
    expect(value(readMoney('$ 1,000,000'))).toBe(100000000);
    expect(value(readMoney('-$3.00'))).toBe(-300);
  });

  it('refuses what is not an amount, saying what one looks like', () => {
    for (const text of ['$1,23.50', '1.234', 'abc', '$', '12,5', '1,2345', '--1']) {
      expect(value(readMoney(text))).toMatch(/^refused: is not an amount such as \$1,234\.50/);
    }
  });

  it('reads US dates (MM/DD/YYYY) and ISO dates and timestamps into YYYY-MM-DD', () => {
    expect(value(readDate('07/04/1990'))).toBe('1990-07-04');
    expect(value(readDate('7/4/1990'))).toBe('1990-07-04');
    expect(value(readDate('1990-07-04'))).toBe('1990-07-04');
    expect(value(readDate('1990-07-04T00:00:00Z'))).toBe('1990-07-04');
    expect(value(readDate('1990-07-04 13:45:00'))).toBe('1990-07-04');
  });

  it('refuses a day the calendar lacks, a two-digit year and the European order', () => {
    expect(value(readDate('02/30/2001'))).toMatch(/not a day of the calendar/);
    expect(value(readDate('2001-02-29'))).toMatch(/not a day of the calendar/);
    expect(value(readDate('7/4/90'))).toMatch(/MM\/DD\/YYYY or YYYY-MM-DD/);
    expect(value(readDate('31/12/1990'))).toMatch(/not a day of the calendar/);
    expect(value(readDate('2000-02-29'))).toBe('2000-02-29');
  });

  it('reads quantities with thousands separators into thousandths, at most three decimals', () => {
    expect(value(readQuantity('3.5'))).toBe(3500);
    expect(value(readQuantity('1,000'))).toBe(1000000);
    expect(value(readQuantity('0.125'))).toBe(125);
    expect(value(readQuantity('0'))).toBe(0);
    expect(value(readQuantity('1.2345'))).toMatch(/^refused/);
    expect(value(readQuantity('lots'))).toMatch(/^refused/);
  });

  it('reads units in words into the spec\'s weight units', () => {
    expect(['g', 'Grams', 'oz', 'lb', 'mg', 'kg', 'each', 'EA', '5'].map((text) => value(readUnit(text)))).toEqual([0, 0, 1, 2, 3, 4, 5, 5, 5]);
    expect(value(readUnit('bushel'))).toMatch(/^refused/);
  });

  it('reads lab results with or without a percent sign', () => {
    expect(value(readPercent('22.5%'))).toBe('22.5');
    expect(value(readPercent('0.8'))).toBe('0.8');
    expect(value(readPercent('-1'))).toMatch(/^refused/);
  });
});
