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

/** The same filter over a column stored in another scale (quantities in thousandths). */
export function scaleFilter(filter: NumericFilter, factor: number): NumericFilter {
  const scale = (n: number) => Math.round(n * factor);
  switch (filter.comparator) {
    case 'between': return { comparator: 'between', low: scale(filter.low), high: scale(filter.high) };
    case 'in': return { comparator: 'in', values: filter.values.map(scale) };
    default: return { comparator: filter.comparator, value: scale(filter.value) };
  }
}
