import type { FieldErrorCollector } from '../../http/errors.ts';

/** §4.5 comparators of the numeric product filters. */
export const COMPARATORS = ['<', '<=', '=', '>=', '>', 'between', 'in'] as const;
export type Comparator = (typeof COMPARATORS)[number];

export type NumericFilter =
  | { comparator: '<' | '<=' | '=' | '>=' | '>'; value: number }
  | { comparator: 'between'; low: number; high: number }
  | { comparator: 'in'; values: number[] };

const isComparator = (text: string): text is Comparator => (COMPARATORS as readonly string[]).includes(text);
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)$/;

/**
 * Reads one numeric filter of §4.5 from its value and comparator parameters. A single number
 * takes one of the five ordering comparators, a comma pair requires `between`, a comma list
 * requires `in`. Every mistake is reported against the parameter that carries it; the result is
 * undefined when the filter is absent or wrong.
 */
export function parseNumericFilter(
  valueText: string | undefined, comparatorText: string | undefined,
  names: { value: string; comparator: string }, errors: FieldErrorCollector,
): NumericFilter | undefined {
  const value = valueText?.trim() ?? '';
  const comparator = comparatorText?.trim() ?? '';
  if (value === '' && comparator === '') return undefined;
  if (value === '') {
    errors.add(names.value, "can't be blank when a comparator is given");
    return undefined;
  }
  if (comparator === '') {
    errors.add(names.comparator, "can't be blank when a value is given");
    return undefined;
  }
  if (!isComparator(comparator)) {
    errors.add(names.comparator, `is not included in the list (${COMPARATORS.join(', ')})`);
    return undefined;
  }
  const parts = value.split(',').map((part) => part.trim());
  if (!parts.every((part) => NUMBER.test(part))) {
    errors.add(names.value, 'must be a number or a comma-separated list of numbers');
    return undefined;
  }
  const numbers = parts.map(Number);
  if (comparator === 'in') return { comparator, values: numbers };
  if (comparator === 'between') {
    if (numbers.length !== 2) {
      errors.add(names.value, 'must be two comma-separated numbers for between');
      return undefined;
    }
    const [a, b] = numbers as [number, number];
    return { comparator, low: Math.min(a, b), high: Math.max(a, b) };
  }
  if (numbers.length !== 1) {
    errors.add(names.value, numbers.length === 2
      ? 'a comma-separated pair requires the comparator between'
      : 'a comma-separated list requires the comparator in');
    return undefined;
  }
  return { comparator, value: numbers[0]! };
}

/**
 * What a filtered column can hold, on PostgreSQL (SQLite holds at least as much): integers between
 * `min` and `max` storing the value times `factor` (prices in cents, quantities in thousandths), or
 * single-precision reals (test results), whose parameters PostgreSQL also reads as reals.
 */
export type FilterColumn =
  | { kind: 'integer'; min: number; max: number; factor: number }
  | { kind: 'real' };

/** INTEGER (int4): prices in cents. */
export const INT4_COLUMN = { kind: 'integer', min: -(2 ** 31), max: 2 ** 31 - 1, factor: 1 } as const satisfies FilterColumn;
/** BIGINT in thousandths, bounded by what a JavaScript number holds exactly: quantities. */
export const MILLI_COLUMN = { kind: 'integer', min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER, factor: 1000 } as const satisfies FilterColumn;
export const REAL_COLUMN = { kind: 'real' } as const satisfies FilterColumn;

/** The largest single-precision real, and the smallest above zero (a denormal). */
const REAL_MAX = 3.4028234663852886e38;
const REAL_TINY = 1.401298464324817e-45;

/**
 * SQL's BETWEEN is not symmetric: a low bound above the high one matches no row. It stands for a
 * filter no stored value can meet (a price above any integer, a fraction of a cent with `=`).
 */
const NOTHING: NumericFilter = { comparator: 'between', low: 1, high: 0 };

/**
 * The same filter in the column's terms, with every number one the column's type accepts, and the
 * same rows matched: a number past the type's range or between two of its values would make
 * PostgreSQL refuse the whole query (numeric overflow, invalid integer), where the question still
 * has an answer (nothing is above the largest integer; `> 3.5` on whole cents is `>= 4`).
 */
export function filterOnColumn(filter: NumericFilter, column: FilterColumn): NumericFilter {
  return column.kind === 'integer' ? onIntegers(filter, column) : onReals(filter);
}

function onIntegers(filter: NumericFilter, column: { min: number; max: number; factor: number }): NumericFilter {
  const scale = (n: number) => {
    const scaled = n * column.factor;
    // 1.1 × 1000 is 1100.0000000000002 in binary floating point: a decimal the factor makes whole stays whole.
    const whole = Math.round(scaled);
    return Math.abs(scaled - whole) <= Math.abs(scaled) * 4 * Number.EPSILON ? whole : scaled;
  };
  const atLeast = (low: number): NumericFilter => (low > column.max ? NOTHING : { comparator: '>=', value: Math.max(low, column.min) });
  const atMost = (high: number): NumericFilter => (high < column.min ? NOTHING : { comparator: '<=', value: Math.min(high, column.max) });
  const fits = (n: number) => Number.isInteger(n) && n >= column.min && n <= column.max;
  switch (filter.comparator) {
    case '>': return atLeast(Math.floor(scale(filter.value)) + 1);
    case '>=': return atLeast(Math.ceil(scale(filter.value)));
    case '<': return atMost(Math.ceil(scale(filter.value)) - 1);
    case '<=': return atMost(Math.floor(scale(filter.value)));
    case '=': {
      const value = scale(filter.value);
      return fits(value) ? { comparator: '=', value } : NOTHING;
    }
    case 'between': {
      const low = Math.max(Math.ceil(scale(filter.low)), column.min);
      const high = Math.min(Math.floor(scale(filter.high)), column.max);
      return low > high ? NOTHING : { comparator: 'between', low, high };
    }
    case 'in': {
      const values = filter.values.map(scale).filter(fits);
      return values.length === 0 ? NOTHING : { comparator: 'in', values };
    }
  }
}

function onReals(filter: NumericFilter): NumericFilter {
  /** Past the type on either side, or strictly between zero and its smallest value: no stored real equals it. */
  const beyond = (n: number) => Math.abs(n) > REAL_MAX;
  const tiny = (n: number) => n !== 0 && Math.abs(n) < REAL_TINY;
  const matchable = (n: number) => !beyond(n) && !tiny(n);
  switch (filter.comparator) {
    case '>': case '>=': {
      const value = filter.value;
      if (value > REAL_MAX) return NOTHING;
      if (value < -REAL_MAX) return { comparator: '>=', value: -REAL_MAX };
      if (tiny(value)) return value > 0 ? { comparator: '>', value: 0 } : { comparator: '>=', value: 0 };
      return filter;
    }
    case '<': case '<=': {
      const value = filter.value;
      if (value < -REAL_MAX) return NOTHING;
      if (value > REAL_MAX) return { comparator: '<=', value: REAL_MAX };
      if (tiny(value)) return value > 0 ? { comparator: '<=', value: 0 } : { comparator: '<', value: 0 };
      return filter;
    }
    case '=': return matchable(filter.value) ? filter : NOTHING;
    case 'between': {
      const low = filter.low < -REAL_MAX ? -REAL_MAX : tiny(filter.low) ? (filter.low > 0 ? REAL_TINY : 0) : filter.low;
      const high = filter.high > REAL_MAX ? REAL_MAX : tiny(filter.high) ? (filter.high > 0 ? 0 : -REAL_TINY) : filter.high;
      return low > REAL_MAX || high < -REAL_MAX || low > high ? NOTHING : { comparator: 'between', low, high };
    }
    case 'in': {
      const values = filter.values.filter(matchable);
      return values.length === 0 ? NOTHING : { comparator: 'in', values };
    }
  }
}
