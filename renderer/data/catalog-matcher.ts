/** What search as you type looks at of a catalog item. */
export interface Searchable {
  name: string;
  /** Lower-cased name, SKU, brand and strain (catalogSearchText). */
  searchText: string;
}

/** The last search that looked at every item, and every position it matched. */
interface CompleteAnswer { query: string; positions: number[] }

/**
 * Finds catalog items by the words typed, fast enough for a keystroke at 50,000 items:
 *
 * - items are kept in lower-cased name order, so the names starting with the first word are one
 *   run of that order, found by binary search instead of a scan;
 * - the other matches are scanned for only until the screen has enough rows;
 * - when a search had to look at every item (fewer matches than rows), its matches are kept, and
 *   the next keystroke that only adds letters (every match of "zki" is a match of "zk") searches
 *   those alone.
 *
 * Order: the exact SKU (a scanned barcode) first, then names starting with the first word, then
 * the rest; each part in name order (case ignored), items of the same name in the given order.
 */
export class CatalogMatcher<T extends Searchable> {
  private readonly items: T[];
  private readonly names: string[];
  private readonly texts: string[];
  private complete: CompleteAnswer | null = null;

  /** `exactSku` finds the item whose SKU is the whole (lower-cased, trimmed) query, if any. */
  constructor(items: readonly T[], private readonly exactSku: (query: string) => T | undefined) {
    const lowered = items.map((item, at) => ({ item, name: item.name.toLowerCase(), at }));
    lowered.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.at - b.at));
    this.items = lowered.map((entry) => entry.item);
    this.names = lowered.map((entry) => entry.name);
    this.texts = this.items.map((item) => item.searchText);
  }

  find(text: string, limit: number): T[] {
    const query = text.trim().toLowerCase();
    if (query === '' || limit <= 0) return [];
    const words = query.split(/\s+/);
    const first = words[0]!;
    const exact = this.exactSku(query);
    const found: T[] = exact === undefined ? [] : [exact];
    if (found.length >= limit) return found;
    const hasEveryWord = (at: number): boolean => words.every((word) => this.texts[at]!.includes(word));
    // Every position with every word, the exact SKU's too: a longer query may have another exact SKU.
    const matched: number[] = [];

    // Names starting with the first word: one run of the name order.
    const runStart = this.firstAtOrAfter(first);
    let runEnd = runStart;
    for (; runEnd < this.names.length && this.names[runEnd]!.startsWith(first); runEnd++) {
      if (!hasEveryWord(runEnd)) continue;
      matched.push(runEnd);
      if (this.items[runEnd] === exact) continue;
      found.push(this.items[runEnd]!);
      if (found.length >= limit) return found;
    }

    // The rest: from the last complete answer when this query only adds letters to it.
    const previous = this.complete !== null && query.startsWith(this.complete.query) ? this.complete.positions : null;
    const count = previous === null ? this.items.length : previous.length;
    for (let n = 0; n < count; n++) {
      const at = previous === null ? n : previous[n]!;
      if (at >= runStart && at < runEnd) continue;
      if (!hasEveryWord(at)) continue;
      matched.push(at);
      if (this.items[at] === exact) continue;
      found.push(this.items[at]!);
      if (found.length >= limit) return found;
    }
    this.complete = { query, positions: matched.sort((a, b) => a - b) };
    return found;
  }

  /** The first position whose name is not before `prefix` (binary search of the name order). */
  private firstAtOrAfter(prefix: string): number {
    let low = 0;
    let high = this.names.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.names[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
