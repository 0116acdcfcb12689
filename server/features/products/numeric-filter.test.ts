import { describe, expect, it } from 'vitest';
import { ApiError, FieldErrorCollector } from '../../http/errors.ts';
import { parseNumericFilter, scaleFilter } from './numeric-filter.ts';

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
    expect(scaleFilter({ comparator: '>', value: 3.5 }, 1000)).toEqual({ comparator: '>', value: 3500 });
    expect(scaleFilter({ comparator: 'between', low: 1, high: 2.25 }, 1000)).toEqual({ comparator: 'between', low: 1000, high: 2250 });
    expect(scaleFilter({ comparator: 'in', values: [0.001] }, 1000)).toEqual({ comparator: 'in', values: [1] });
  });
});
