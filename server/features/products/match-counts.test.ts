import { describe, expect, it } from 'vitest';
import { MatchCounts, matchCountKey } from './match-counts.ts';

describe('match counts kept per company, revision and filter', () => {
  it('counts a filter once, then answers the kept count', async () => {
    const counts = new MatchCounts();
    let counted = 0;
    const count = () => Promise.resolve(++counted * 10);
    const key = matchCountKey('c1', '7.0', { name: 'kush' });
    expect(await counts.get(key, count)).toBe(10);
    expect(await counts.get(key, count)).toBe(10);
    expect(counted).toBe(1);
  });

  it('shares one count between simultaneous first requests', async () => {
    const counts = new MatchCounts();
    let counted = 0;
    let finish: (n: number) => void = () => undefined;
    const count = () => { counted++; return new Promise<number>((resolve) => { finish = resolve; }); };
    const key = matchCountKey('c1', '7.0', { name: 'kush' });
    const both = Promise.all([counts.get(key, count), counts.get(key, count)]);
    finish(42);
    expect(await both).toEqual([42, 42]);
    expect(counted).toBe(1);
  });

  it('keeps nothing from a failed count', async () => {
    const counts = new MatchCounts();
    const key = matchCountKey('c1', '7.0', {});
    await expect(counts.get(key, () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await counts.get(key, () => Promise.resolve(3))).toBe(3);
  });

  it('names company, revision and every filter value in the key, whatever the order of the fields', () => {
    const key = matchCountKey('c1', '7.0', { name: 'kush', sellPrice: { comparator: '>=', value: 1500 } });
    expect(matchCountKey('c1', '7.0', { sellPrice: { value: 1500, comparator: '>=' }, name: 'kush' })).toBe(key);
    expect(matchCountKey('c2', '7.0', { name: 'kush', sellPrice: { comparator: '>=', value: 1500 } })).not.toBe(key);
    expect(matchCountKey('c1', '8.0', { name: 'kush', sellPrice: { comparator: '>=', value: 1500 } })).not.toBe(key);
    expect(matchCountKey('c1', '7.0', { name: 'kush', sellPrice: { comparator: '>=', value: 1501 } })).not.toBe(key);
    expect(matchCountKey('c1', '7.0', { name: 'kush', sellPrice: undefined })).toBe(matchCountKey('c1', '7.0', { name: 'kush' }));
  });
});
