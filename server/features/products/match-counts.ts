import { LRUCache } from 'lru-cache';
import { canonicalJson, type Canonical } from '../../../shared/canonical-json.ts';

/**
 * Exact match counts of list filters (`meta.total`), kept per company, catalog revision and filter.
 * Counting every match is most of an uncached search over a large catalog, and the count does not
 * depend on the page, the page size or the sort: the next page of a search, or the same search
 * sorted another way, reuses it. The revision (server/db/catalog-revision.ts) is part of the key,
 * so a count is never served after a catalog change; old keys are simply no longer asked for.
 */
export class MatchCounts {
  readonly #counts: LRUCache<string, number>;
  /** Counts being taken: simultaneous first requests for one filter share one count. */
  readonly #pending = new Map<string, Promise<number>>();

  constructor(maxEntries = 20_000) {
    this.#counts = new LRUCache<string, number>({ max: maxEntries });
  }

  /** The kept count under `key`, or `count()`'s answer, kept once it resolves. */
  async get(key: string, count: () => Promise<number>): Promise<number> {
    const kept = this.#counts.get(key);
    if (kept !== undefined) return kept;
    const pending = this.#pending.get(key);
    if (pending !== undefined) return pending;
    const counting = count().finally(() => this.#pending.delete(key));
    this.#pending.set(key, counting);
    const total = await counting;
    this.#counts.set(key, total);
    return total;
  }

  get size(): number {
    return this.#counts.size;
  }
}

/** The part of a key that names a company's catalog as it is now and a filter (paging and sort left out). */
export const matchCountKey = (companyId: string, revision: string, filter: Canonical): string =>
  `${companyId} ${revision} ${canonicalJson(filter)}`;
