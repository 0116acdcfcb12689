import { describe, expect, it } from 'vitest';
import { formatMarkdown, formatTable, measured, notAvailable, percentile, ratioTo, targetMet } from './report.ts';

describe('percentile', () => {
  it('takes the nearest rank of the sorted samples', () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 95)).toBe(10);
    expect(percentile(samples, 10)).toBe(1);
    expect(percentile(samples, 0)).toBe(1);
  });

  it('is NaN without samples', () => {
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('ratioTo', () => {
  it('divides by the floor, and gives none without a floor', () => {
    expect(ratioTo(250, 1000)).toBe(0.25);
    expect(ratioTo(250, null)).toBeNull();
    expect(ratioTo(250, 0)).toBeNull();
    expect(ratioTo(null, 1000)).toBeNull();
  });
});

describe('targets', () => {
  it('judges a value against an upper limit', () => {
    const fast = measured({ part: 'api', where: 'sqlite', name: 'p95', value: 12, unit: 'ms', target: { comparator: '<=', limit: 20, of: 'value' } });
    const slow = measured({ part: 'api', where: 'sqlite', name: 'p95', value: 21, unit: 'ms', target: { comparator: '<=', limit: 20, of: 'value' } });
    expect(fast.met).toBe(true);
    expect(slow.met).toBe(false);
  });

  it('judges a rate by its ratio to the floor when the target says so', () => {
    const target = { comparator: '>=', limit: 0.25, of: 'ratio' } as const;
    expect(targetMet({ value: 9_000, ratio: 0.2, target })).toBe(false);
    expect(targetMet({ value: 100, ratio: 0.3, target })).toBe(true);
    expect(targetMet({ value: 100, ratio: null, target })).toBeNull();
  });

  it('never judges a figure that could not be taken', () => {
    const missing = notAvailable({ part: 'register', where: 'chromium', name: 'replay', unit: 'orders/s', target: { comparator: '>=', limit: 100, of: 'value' }, reason: 'outbox not built' });
    expect(missing.met).toBeNull();
    expect(formatTable([missing])).toContain('n/a (outbox not built)');
    expect(formatTable([missing])).toContain('not judged');
  });
});

describe('tables', () => {
  const figures = [
    measured({ part: 'api', where: 'sqlite', name: 'GET /health rate (floor)', value: 8123.4, unit: 'req/s', catalogSize: 1000 }),
    measured({ part: 'api', where: 'sqlite', name: 'POST /orders rate', value: 1200, unit: 'req/s', ratio: 0.1477, catalogSize: 1000, target: { comparator: '>=', limit: 0.25, of: 'ratio' } }),
  ];

  it('prints value, ratio, catalog size and the verdict', () => {
    const table = formatTable(figures);
    expect(table).toContain('8123 req/s');
    expect(table).toContain('0.148× health');
    expect(table).toContain('1,000');
    expect(table).toContain('>= 0.25× health: MISSED');
  });

  it('gives the same rows as Markdown', () => {
    const lines = formatMarkdown(figures).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('| POST /orders rate |');
  });
});
