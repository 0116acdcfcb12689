import { describe, expect, it } from 'vitest';
import type { ApiOutcome, ApiRequest } from '../../shared/bridge.ts';
import type { SyncApi, SyncLog } from './api.ts';
import { SyncCallError } from './api.ts';
import { downloadCatalog, PAGE_SIZE, PAGES_IN_FLIGHT } from './catalog-download.ts';

/*
 * The download's paging rules against a scripted API: these are about how many pages are asked
 * for at once and what a failure does, which a 40-product test store (one page) cannot show.
 */

const log: SyncLog = { info: () => undefined, error: () => undefined };
const lookups = { brands: { b1: 'Lunar Leaf' }, strains: {}, productTypes: {} };

/** A v2 inventory item as the Store API answers it, with more fields than the register reads. */
function item(n: number): Record<string, unknown> {
  return {
    id: `item-${n}`, sku: `SKU${n}`, lot_number: `LOT-${n}`, strain: null, product_type_name: 'Flower', flower_type: 'Hybrid',
    quantity: { value: '12', unit: 5 }, sell_type: 0, test_results_thc: '0.2', test_results_cbd: null, test_results_total_thc: null, packager_name: 'Farm',
    product: {
      id: `product-${n}`, name: `Product ${n}`, active: true, sell_price: 1500, pricing_type: 0,
      brand_id: 'b1', strain_id: null, product_type_id: null, description: 'not read by the register',
      discountable: true, weight: { value: '3.5', unit: 0 }, unit_of_measure: 5, test_results_thc: '21.5',
    },
  };
}

interface Script {
  api: SyncApi;
  requested: number[];
  maxInFlight: () => number;
}

/** Answers `/inventory_items` pages of a catalog of `total` items; `answer` may replace one page's outcome. */
function catalogApi(total: number, answer?: (offset: number, page: ApiOutcome) => ApiOutcome): Script {
  const requested: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const api: SyncApi = {
    async api(request: ApiRequest): Promise<ApiOutcome> {
      const offset = Number(new URL(request.path, 'http://register').searchParams.get('offset'));
      requested.push(offset);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      // Answer in a later task, in reverse order of offset, so pages overlap and finish out of order.
      await new Promise((resolve) => setTimeout(resolve, 1 + (total - offset) / PAGE_SIZE));
      inFlight -= 1;
      const rows = Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, total - offset)) }, (_, i) => item(offset + i));
      const page: ApiOutcome = { kind: 'ok', status: 200, body: { inventory_items: rows, meta: { total } } };
      return answer === undefined ? page : answer(offset, page);
    },
  };
  return { api, requested, maxInFlight: () => maxInFlight };
}

describe('first catalog download', () => {
  it('asks for several pages at once, never more than PAGES_IN_FLIGHT, and keeps every item in catalog order', async () => {
    const total = 5 * PAGE_SIZE + 250;
    const script = catalogApi(total);
    const progress: number[] = [];
    const catalog = await downloadCatalog(script.api, lookups, log, { onPage: (done, of) => progress.push(done / of) });

    expect(catalog.map((entry) => entry.id)).toEqual(Array.from({ length: total }, (_, n) => `item-${n}`));
    expect([...script.requested].sort((a, b) => a - b)).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(script.maxInFlight()).toBeGreaterThan(1);
    expect(script.maxInFlight()).toBeLessThanOrEqual(PAGES_IN_FLIGHT);
    expect(progress.at(-1)).toBe(1);
    // Only what the counter needs is kept, with the brand name looked up.
    expect(catalog[0]).toMatchObject({ id: 'item-0', productId: 'product-0', brand: 'Lunar Leaf', sellPrice: 1500, serverQuantity: 12 });
    expect(Object.keys(catalog[0]!)).not.toContain('packager_name');
  });

  it('a page that fails rejects the whole download and no further pages are asked for', async () => {
    const script = catalogApi(20 * PAGE_SIZE, (offset, page) => (offset === 2000 ? { kind: 'server-error', status: 503 } : page));
    const failure = await downloadCatalog(script.api, lookups, log).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(SyncCallError);
    expect(failure instanceof SyncCallError ? failure.failure.kind : null).toBe('server-error');
    // Pages already on their way may finish; no new one starts after the failure.
    expect(script.requested.length).toBeLessThanOrEqual(3 + PAGES_IN_FLIGHT);
  });

  it('hands each page to onItems as it arrives and keeps none itself', async () => {
    const script = catalogApi(3 * PAGE_SIZE + 1);
    const handed: string[][] = [];
    const kept = await downloadCatalog(script.api, lookups, log, { onItems: async (items) => { handed.push(items.map((entry) => entry.id)); } });

    expect(kept).toEqual([]);
    expect(handed).toHaveLength(4);
    expect(handed.flat().sort()).toEqual(Array.from({ length: 3 * PAGE_SIZE + 1 }, (_, n) => `item-${n}`).sort());
  });

  it('a malformed item in any page rejects the download as malformed', async () => {
    const script = catalogApi(3 * PAGE_SIZE, (offset, page) => {
      if (offset !== 2000 || page.kind !== 'ok') return page;
      return { ...page, body: { inventory_items: [{ ...item(2000), quantity: 12 }], meta: { total: 3 * PAGE_SIZE } } };
    });
    const failure = await downloadCatalog(script.api, lookups, log).catch((error: unknown) => error);

    expect(failure instanceof SyncCallError ? failure.failure.kind : null).toBe('malformed');
  });

  it('without a total, reads one page after another until a short one', async () => {
    const script = catalogApi(2 * PAGE_SIZE + 10, (_offset, page) => {
      if (page.kind !== 'ok' || typeof page.body !== 'object' || page.body === null || !('inventory_items' in page.body)) return page;
      return { ...page, body: { inventory_items: page.body.inventory_items } };
    });
    const catalog = await downloadCatalog(script.api, lookups, log);

    expect(catalog).toHaveLength(2 * PAGE_SIZE + 10);
    expect(script.requested).toEqual([0, 1000, 2000]);
    expect(script.maxInFlight()).toBe(1);
  });
});
