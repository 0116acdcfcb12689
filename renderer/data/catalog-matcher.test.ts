import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CatalogMatcher } from './catalog-matcher.ts';

interface Item { id: number; name: string; sku: string; searchText: string }

const item = (id: number, name: string, sku: string, extra = ''): Item =>
  ({ id, name, sku, searchText: [name, sku, extra].filter((part) => part !== '').join(' ').toLowerCase() });

function matcherOf(items: Item[]): CatalogMatcher<Item> {
  const bySku = new Map<string, Item>();
  for (const entry of items) if (!bySku.has(entry.sku.toLowerCase())) bySku.set(entry.sku.toLowerCase(), entry);
  return new CatalogMatcher(items, (query) => bySku.get(query));
}

/** The rule, written the slow and obvious way: every item looked at, then sorted. */
function reference(items: Item[], text: string, limit: number): number[] {
  const query = text.trim().toLowerCase();
  if (query === '' || limit <= 0) return [];
  const words = query.split(/\s+/);
  const exact = items.find((entry) => entry.sku.toLowerCase() === query);
  const byName = items.map((entry, at) => ({ entry, at, name: entry.name.toLowerCase() }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.at - b.at));
  const matching = byName.filter(({ entry }) => entry !== exact && words.every((word) => entry.searchText.includes(word)));
  const starts = matching.filter(({ name }) => name.startsWith(words[0]!));
  const rest = matching.filter(({ name }) => !name.startsWith(words[0]!));
  return [...(exact === undefined ? [] : [exact]), ...starts.map(({ entry }) => entry), ...rest.map(({ entry }) => entry)]
    .slice(0, limit).map((entry) => entry.id);
}

describe('CatalogMatcher', () => {
  const items = [
    item(1, 'Zkittlez Pre-Roll', 'PR-1', 'tillamook'),
    item(2, 'blue dream flower', 'FL-2', 'cascade'),
    item(3, 'Blue Dream Cart', 'VC-3', 'lunar leaf'),
    item(4, 'Kush Gummies', 'ED-4', 'blue dream'),
    item(5, 'Pipe', 'bl', 'blue'),
  ];

  it('puts the exact SKU first, then names starting with the first word in name order (case ignored), then the rest', () => {
    const matcher = matcherOf(items);
    expect(matcher.find('bl', 10).map((hit) => hit.id)).toEqual([5, 3, 2, 4]);
    expect(matcher.find('Blue Dream', 10).map((hit) => hit.id)).toEqual([3, 2, 4]);
    expect(matcher.find('dream lunar', 10).map((hit) => hit.id)).toEqual([3]);
  });

  it('honours the limit, the exact SKU included', () => {
    const matcher = matcherOf(items);
    expect(matcher.find('bl', 1).map((hit) => hit.id)).toEqual([5]);
    expect(matcher.find('blue', 2).map((hit) => hit.id)).toEqual([3, 2]);
    expect(matcher.find('  ', 10)).toEqual([]);
  });

  it('narrowing a complete answer ("zk" then "zki") finds what a fresh search finds, the earlier exact SKU included', () => {
    const matcher = matcherOf(items);
    expect(matcher.find('b', 10).map((hit) => hit.id)).toEqual([3, 2, 4, 5]);
    // "bl" is Pipe's SKU: it was the exact match, and must still be found when the query grows.
    expect(matcher.find('bl', 10).map((hit) => hit.id)).toEqual([5, 3, 2, 4]);
    expect(matcher.find('blu', 10).map((hit) => hit.id)).toEqual([3, 2, 4, 5]);
    expect(matcher.find('blue d', 10).map((hit) => hit.id)).toEqual([3, 2, 4]);
    // A query that is not an extension of the last one searches everything again.
    expect(matcher.find('pipe', 10).map((hit) => hit.id)).toEqual([5]);
    expect(matcher.find('lunar', 10).map((hit) => hit.id)).toEqual([3]);
  });

  it('answers every sequence of keystrokes as the slow rule does', () => {
    const letters = fc.constantFrom('a', 'b', 'c', 'ab', ' ');
    const word = fc.array(letters, { minLength: 0, maxLength: 4 }).map((parts) => parts.join(''));
    const catalog = fc.array(fc.record({ name: word, sku: word, extra: word }), { maxLength: 25 })
      .map((rows) => rows.map((row, id) => item(id, row.name, row.sku, row.extra)));
    fc.assert(fc.property(catalog, fc.array(word, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 6 }), (entries, typed, limit) => {
      const matcher = matcherOf(entries);
      // Typed letter by letter, with a fresh start (another word) between words.
      for (const text of typed) {
        for (let end = 1; end <= text.length; end++) {
          const query = text.slice(0, end);
          expect(matcher.find(query, limit).map((hit) => hit.id)).toEqual(reference(entries, query, limit));
        }
      }
    }), { numRuns: 300 });
  });
});
