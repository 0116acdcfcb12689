import { describe, expect, it } from 'vitest';
import { ApiError, FieldErrorCollector } from '../../http/errors.ts';
import { filterOnColumn, INT4_COLUMN, MILLI_COLUMN, parseNumericFilter, REAL_COLUMN, type NumericFilter } from './numeric-filter.ts';

const names = { value: 'by_quantity[quantity]', comparator: 'by_quantity[comparator]' };

function parse(value: string | undefined, comparator: string | undefined) {
  const errors = new FieldErrorCollector();
  const filter = parseNumericFilter(value, comparator, names, errors);
  let fields: string[] = [];
  try { errors.throwIfAny(); } catch (error) {
    if (error instanceof ApiError && 'errors' in error.body) fields = Object.keys(error.body.errors);
  }
  return { filter, fields };
}

describe('numeric product filters (§4.5)', () => {
  it('absent when neither parameter is given', () => {
    expect(parse(undefined, undefined)).toEqual({ filter: undefined, fields: [] });
  });

  it('a single number with each ordering comparator', () => {
    for (const c of ['<', '<=', '=', '>=', '>'] as const) expect(parse('3.5', c).filter).toEqual({ comparator: c, value: 3.5 });
  });

  it('a pair with between (in either order), a list with in', () => {
    expect(parse('10,2', 'between').filter).toEqual({ comparator: 'between', low: 2, high: 10 });
    expect(parse('1, 2,3', 'in').filter).toEqual({ comparator: 'in', values: [1, 2, 3] });
    expect(parse('4', 'in').filter).toEqual({ comparator: 'in', values: [4] });
  });

  it('names the parameter at fault', () => {
    expect(parse('3', undefined).fields).toEqual([names.comparator]);
    expect(parse(undefined, '>').fields).toEqual([names.value]);
    expect(parse('3', 'about').fields).toEqual([names.comparator]);
    expect(parse('three', '>').fields).toEqual([names.value]);
    expect(parse('1,2', '>').fields).toEqual([names.value]);
    expect(parse('1,2,3', '=').fields).toEqual([names.value]);
    expect(parse('1', 'between').fields).toEqual([names.value]);
    expect(parse('1,2,3', 'between').fields).toEqual([names.value]);
    expect(parse('1,,2', 'in').fields).toEqual([names.value]);
  });

  it('scales to stored units', () => {
    expect(filterOnColumn({ comparator: '>=', value: 3.5 }, MILLI_COLUMN)).toEqual({ comparator: '>=', value: 3500 });
    expect(filterOnColumn({ comparator: 'between', low: 1, high: 2.25 }, MILLI_COLUMN)).toEqual({ comparator: 'between', low: 1000, high: 2250 });
    expect(filterOnColumn({ comparator: 'in', values: [0.001, 1.1] }, MILLI_COLUMN)).toEqual({ comparator: 'in', values: [1, 1100] });
  });
});

/** Whether a stored value meets a filter, as SQL compares (BETWEEN is not symmetric). */
function meets(stored: number, filter: NumericFilter): boolean {
  switch (filter.comparator) {
    case '<': return stored < filter.value;
    case '<=': return stored <= filter.value;
    case '=': return stored === filter.value;
    case '>=': return stored >= filter.value;
    case '>': return stored > filter.value;
    case 'between': return stored >= filter.low && stored <= filter.high;
    case 'in': return filter.values.includes(stored);
  }
}

const numbersIn = (filter: NumericFilter): number[] =>
  filter.comparator === 'between' ? [filter.low, filter.high] : filter.comparator === 'in' ? filter.values : [filter.value];

const EXTREMES = [0, -0, 1, -1, 0.5, 3.5, -3.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 31 - 1, Number("99999999999999999999"), -Number("99999999999999999999"),
  1e308, -1e308, Infinity, -Infinity, 1e-50, -1e-50, 5e-324, 3.5e38, -3.5e38, Number.MAX_SAFE_INTEGER, 1e16];

function filtersOf(values: readonly number[]): NumericFilter[] {
  const filters: NumericFilter[] = [];
  for (const value of values) {
    for (const comparator of ['<', '<=', '=', '>=', '>'] as const) filters.push({ comparator, value });
    for (const other of values) filters.push({ comparator: 'between', low: Math.min(value, other), high: Math.max(value, other) });
    filters.push({ comparator: 'in', values: [value, 7] });
  }
  return filters;
}

describe('numeric filters at the extremes: only numbers the column accepts, the same rows matched', () => {
  it('whole cents (int4): every number an integer in range, every stored price matched as before', () => {
    const stored = [-(2 ** 31), -5, -1, 0, 1, 3, 4, 7, 2 ** 31 - 1];
    for (const filter of filtersOf(EXTREMES)) {
      const fitted = filterOnColumn(filter, INT4_COLUMN);
      for (const n of numbersIn(fitted)) expect(Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31, `${JSON.stringify(filter)} → ${n}`).toBe(true);
      for (const price of stored) expect(meets(price, fitted), `${price} ${JSON.stringify(filter)}`).toBe(meets(price, filter));
    }
  });

  it('quantities in thousandths (bigint): within exact JavaScript integers, matched as before', () => {
    const stored = [-Number.MAX_SAFE_INTEGER, -3500, 0, 1, 3500, 3501, 7000, Number.MAX_SAFE_INTEGER];
    for (const filter of filtersOf(EXTREMES)) {
      const fitted = filterOnColumn(filter, MILLI_COLUMN);
      for (const n of numbersIn(fitted)) expect(Number.isSafeInteger(n), `${JSON.stringify(filter)} → ${n}`).toBe(true);
      for (const milli of stored) expect(meets(milli, fitted), `${milli} ${JSON.stringify(filter)}`).toBe(meets(milli / 1000, filter));
    }
  });

  it('test results (real): every number a single-precision real accepts, matched as before', () => {
    const stored = [-3.4028234663852886e38, -1.5, -1.401298464324817e-45, 0, 1.401298464324817e-45, 0.5, 3.5, 7, 3.4028234663852886e38];
    for (const filter of filtersOf(EXTREMES)) {
      const fitted = filterOnColumn(filter, REAL_COLUMN);
      for (const n of numbersIn(fitted)) expect(n === 0 || (Math.abs(n) <= 3.4028234663852886e38 && Math.abs(n) >= 1.401298464324817e-45), `${JSON.stringify(filter)} → ${n}`).toBe(true);
      for (const value of stored) expect(meets(value, fitted), `${value} ${JSON.stringify(filter)}`).toBe(meets(value, filter));
    }
  });
});
