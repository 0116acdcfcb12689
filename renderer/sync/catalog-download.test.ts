import { describe, expect, it } from 'vitest';
import type { ApiOutcome, ApiRequest } from '../../shared/bridge.ts';
import type { SyncApi, SyncLog } from './api.ts';
import { SyncCallError } from './api.ts';
import { downloadCatalog, PAGE_SIZE, WRITE_BATCH } from './catalog-download.ts';

/*
 * The download's paging rules against a scripted Store API that pages by key as the real one does
 * (id order, the items after `after_id`): these are about which pages are asked for, in what
 * order, and what a failure does, which a 40-product test store (one page) cannot show.
 * test/register/catalog-keyset.test.ts reads the real Store API in small pages.
 */

const log: SyncLog = { info: () => undefined, error: () => undefined };
const lookups = { brands: { b1: 'Lunar Leaf' }, strains: {}, productTypes: {} };

/** A catalog feed item as the Store API answers it, with a field more than the register reads. */
function item(id: string): Record<string, unknown> {
  return {
    id, sku: `SKU-${id}`, lot_number: `LOT-${id}`, strain: null, product_type_name: 'Flower', flower_type: 'Hybrid',
    quantity: { value: '12', unit: 5 }, sell_type: 0, test_results_thc: '0.2', test_results_cbd: null, test_results_total_thc: null, packager_name: 'Farm',
    product: {
      id: `product-${id}`, name: `Product ${id}`, active: true, sell_price: 1500, pricing_type: 0,
      brand_id: 'b1', strain_id: null, product_type_id: null, description: 'not read by the register',
      discountable: true, weight: { value: '3.5', unit: 0 }, unit_of_measure: 5, test_results_thc: '21.5',
    },
  };
}

/** `count` random ids plus one that sorts before and one that sorts after every other. */
const catalogIds = (count: number): string[] =>
  ['00000000-0000-4000-8000-000000000000', ...Array.from({ length: count - 2 }, () => crypto.randomUUID()), 'ffffffff-ffff-4fff-bfff-ffffffffffff'];

interface Script {
  api: SyncApi;
  /** The `after_id` of every page asked for, in order. */
  afters: string[];
  maxInFlight: () => number;
}

/**
 * Answers `/catalog_items?limit=&after_id=` over the items with these ids, in id order, like the
 * Store API (the first page with the total); `answer` may replace the outcome of the page after a given id.
 */
function catalogApi(ids: readonly string[], answer?: (after: string, page: ApiOutcome) => ApiOutcome): Script {
  const sorted = [...ids].sort();
  const afters: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const api: SyncApi = {
    async api(request: ApiRequest): Promise<ApiOutcome> {
      const url = new URL(request.path, 'http://register');
      expect(url.pathname).toBe('/catalog_items');
      const query = url.searchParams;
      expect(query.has('offset')).toBe(false);
      const after = query.get('after_id');
      if (after === null) throw new Error(`not a keyset page: ${request.path}`);
      afters.push(after);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      const rows = sorted.filter((id) => id > after).slice(0, Number(query.get('limit'))).map(item);
      const page: ApiOutcome = { kind: 'ok', status: 200, body: after === '' ? { catalog_items: rows, meta: { total: ids.length } } : { catalog_items: rows } };
      return answer === undefined ? page : answer(after, page);
    },
  };
  return { api, afters, maxInFlight: () => maxInFlight };
}

const lastIdOfPage = (ids: readonly string[], page: number, size: number): string => [...ids].sort()[(page + 1) * size - 1]!;

describe('first catalog download', () => {
  it('reads every item exactly once, page after page by key, and keeps each in id order', async () => {
    const ids = catalogIds(3 * PAGE_SIZE + 250);
    const script = catalogApi(ids);
    const progress: number[] = [];
    const catalog = await downloadCatalog(script.api, lookups, log, { onPage: (done, of) => progress.push(done / of) });

    expect(catalog.map((entry) => entry.id)).toEqual([...ids].sort());
    // The first page starts at the beginning; each next one after the last id of the one before.
    expect(script.afters).toEqual(['', ...[0, 1, 2].map((page) => lastIdOfPage(ids, page, PAGE_SIZE))]);
    // One page at a time: the next key is known only once a page is there.
    expect(script.maxInFlight()).toBe(1);
    expect(progress).toEqual([PAGE_SIZE, 2 * PAGE_SIZE, 3 * PAGE_SIZE, ids.length].map((done) => done / ids.length));
    // Only what the counter needs is kept, with the brand name looked up.
    expect(catalog[0]).toMatchObject({ id: ids[0], productId: `product-${ids[0]}`, brand: 'Lunar Leaf', sellPrice: 1500, serverQuantity: 12 });
    expect(Object.keys(catalog[0]!)).not.toContain('packager_name');
  });

  it('a catalog of whole pages ends at the empty page after the last, with the first and last ids once each', async () => {
    const ids = catalogIds(14);
    const script = catalogApi(ids);
    const catalog = await downloadCatalog(script.api, lookups, log, { pageSize: 7 });

    expect(catalog.map((entry) => entry.id)).toEqual([...ids].sort());
    expect(script.afters).toEqual(['', lastIdOfPage(ids, 0, 7), lastIdOfPage(ids, 1, 7)]);
    expect(catalog.filter((entry) => entry.id === ids[0] || entry.id === ids.at(-1))).toHaveLength(2);
  });

  it('a page that fails rejects the whole download, no further page is asked for, and later items are not handed on', async () => {
    const pageSize = 1000;
    const ids = catalogIds(20 * pageSize);
    const failAfter = lastIdOfPage(ids, 6, pageSize);
    const script = catalogApi(ids, (after, page) => (after === failAfter ? { kind: 'server-error', status: 503 } : page));
    const handed: string[] = [];
    const failure = await downloadCatalog(script.api, lookups, log, { pageSize, onItems: async (items) => { handed.push(...items.map((entry) => entry.id)); } })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(SyncCallError);
    expect(failure instanceof SyncCallError ? failure.failure.kind : null).toBe('server-error');
    expect(script.afters.at(-1)).toBe(failAfter);
    expect(script.afters).toHaveLength(8);
    // What was handed on is a run from the first item, none of it from the failed page or later.
    expect(handed).toEqual([...ids].sort().slice(0, handed.length));
    expect(handed.length).toBeLessThanOrEqual(7 * pageSize);
  });

  it('hands the items on in batches of WRITE_BATCH, one batch written at a time, while pages go on downloading', async () => {
    const ids = catalogIds(2 * WRITE_BATCH + 1);
    const script = catalogApi(ids);
    const batches: number[] = [];
    let writing = 0;
    let pagesDuringAWrite = 0;
    const kept = await downloadCatalog(script.api, lookups, log, {
      onItems: async (items) => {
        expect(writing).toBe(0);
        writing += 1;
        const asked = script.afters.length;
        await new Promise((resolve) => setTimeout(resolve, 20));
        pagesDuringAWrite = Math.max(pagesDuringAWrite, script.afters.length - asked);
        batches.push(items.length);
        writing -= 1;
      },
    });

    expect(kept).toEqual([]);
    expect(batches).toEqual([WRITE_BATCH, WRITE_BATCH, 1]);
    expect(pagesDuringAWrite).toBeGreaterThan(0);
  });

  it('a batch that fails to write rejects the download', async () => {
    const script = catalogApi(catalogIds(3 * WRITE_BATCH));
    const failure = await downloadCatalog(script.api, lookups, log, { onItems: async () => { throw new Error('disk full'); } }).catch((error: unknown) => error);

    expect(failure instanceof Error ? failure.message : null).toBe('disk full');
    expect(script.afters.length).toBeLessThan(3 * WRITE_BATCH / PAGE_SIZE);
  });

  it('a malformed item in any page rejects the download as malformed', async () => {
    const ids = catalogIds(3 * PAGE_SIZE);
    const script = catalogApi(ids, (after, page) => {
      if (after !== lastIdOfPage(ids, 0, PAGE_SIZE) || page.kind !== 'ok') return page;
      return { ...page, body: { catalog_items: [{ ...item(ids[5]!), quantity: 12 }] } };
    });
    const failure = await downloadCatalog(script.api, lookups, log).catch((error: unknown) => error);

    expect(failure instanceof SyncCallError ? failure.failure.kind : null).toBe('malformed');
  });

  it('a full page with a malformed item rejects the download, and nothing of it or after it is handed on', async () => {
    const pageSize = 1000;
    const ids = catalogIds(5 * pageSize);
    const broken = lastIdOfPage(ids, 1, pageSize);
    // The page's key is read before the page is checked, so the next page may be asked for; it is never used.
    const script = catalogApi(ids, (after, page) => {
      if (after !== broken || page.kind !== 'ok' || typeof page.body !== 'object' || page.body === null || !('catalog_items' in page.body)) return page;
      const rows = page.body.catalog_items;
      return Array.isArray(rows) ? { ...page, body: { catalog_items: rows.map((row, index) => (index === 10 ? { ...item(ids[0]!), sell_type: 'weight' } : row)) } } : page;
    });
    const handed: string[] = [];
    const failure = await downloadCatalog(script.api, lookups, log, { pageSize, onItems: async (items) => { handed.push(...items.map((entry) => entry.id)); } })
      .catch((error: unknown) => error);

    expect(failure instanceof SyncCallError ? failure.failure.kind : null).toBe('malformed');
    expect(handed).toEqual([...ids].sort().slice(0, handed.length));
    expect(handed.length).toBeLessThanOrEqual(pageSize);
    expect(script.afters.length).toBeLessThanOrEqual(4);
  });

  it('a full page that ends where it started is malformed, not asked for again and again', async () => {
    const ids = catalogIds(3 * PAGE_SIZE);
    const stuck = lastIdOfPage(ids, 0, PAGE_SIZE);
    const script = catalogApi(ids, (after, page) => {
      if (after !== stuck || page.kind !== 'ok') return page;
      return { ...page, body: { catalog_items: [...Array.from({ length: PAGE_SIZE - 1 }, () => item(crypto.randomUUID())), item(stuck)] } };
    });
    const failure = await downloadCatalog(script.api, lookups, log).catch((error: unknown) => error);

    expect(failure instanceof SyncCallError ? failure.failure.kind : null).toBe('malformed');
    expect(script.afters).toEqual(['', stuck]);
  });
});
