import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import type { InventoryItemV2 } from '../../shared/api/catalog.ts';
import type { RegisterDatabase } from '../../renderer/db/schema.ts';
import { openRegisterDatabase } from '../../renderer/data/database.ts';
import type { SyncLog } from '../../renderer/sync/api.ts';
import { downloadCatalog, toCatalogItem } from '../../renderer/sync/catalog-download.ts';
import { META, pull } from '../../renderer/sync/pull.ts';
import { call } from '../support/http.ts';
import { httpTestBridge, type TestBridge } from '../support/register-bridge.ts';
import { describeEachEngine, withStoreApi, type TestStoreApi } from '../support/store-api.ts';

/*
 * The first download's keyset paging against the REAL Store API (the catalog feed's `after_id`
 * query on each engine), in pages small enough that a 40-product store spans several.
 */

const log: SyncLog = { info: () => undefined, error: () => undefined };
const lookups = { brands: {}, strains: {}, productTypes: {} };

describeEachEngine('catalog download by key', (engine) => {
  let api: TestStoreApi;
  let token: string;
  withStoreApi(engine, (started, signedIn) => { api = started; token = signedIn; }, { demo: { products: 40, customers: 3 } });

  const bridgeFor = (): TestBridge => httpTestBridge({ baseUrl: api.baseUrl, token, companyId: api.demo.companyIds[0] });

  /** Every inventory item (v2) of the location, read in one offset page. */
  const v2Items = async (): Promise<{ items: InventoryItemV2[]; total: number }> => {
    const answer = await call<{ inventory_items: InventoryItemV2[]; meta: { total: number } }>(
      api.baseUrl, 'GET', '/api/v2/inventory_items?limit=1000', { token, company: api.demo.companyIds[0] },
    );
    return { items: answer.body.inventory_items, total: answer.body.meta.total };
  };

  /** Every item the counter sells (an active product): what the download must bring. */
  async function sellableIds(): Promise<{ ids: string[]; total: number }> {
    const { items, total } = await v2Items();
    const ids = items.filter((item) => item.product?.active === true).map((item) => item.id);
    return { ids: ids.sort(), total };
  }

  it('keeps of each item exactly what it would keep of the v2 inventory item', async () => {
    const fullLookups = { brands: { x: 'X' }, strains: {}, productTypes: {} };
    const fromV2 = (await v2Items()).items.map((item) => toCatalogItem(item, fullLookups)).filter((item) => item !== null);
    const catalog = await downloadCatalog(bridgeFor(), fullLookups, log);
    expect(catalog.length).toBeGreaterThan(20);
    expect(catalog).toEqual(fromV2.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
  });

  it('reads every item exactly once across pages, the first and the last id included', async () => {
    const expected = await sellableIds();
    expect(expected.total).toBeGreaterThan(21);
    // 7 a page: several pages and a short last one; the whole total: one full page, then an empty one.
    for (const pageSize of [7, expected.total]) {
      const bridge = bridgeFor();
      const catalog = await downloadCatalog(bridge, lookups, log, { pageSize });
      const ids = catalog.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual(expected.ids);
      expect(bridge.calls).toHaveLength(Math.floor(expected.total / pageSize) + 1);
      expect(bridge.calls[0]!.path).toBe(`/catalog_items?limit=${pageSize}&after_id=`);
    }
  });

  it('a page that fails mid-way rejects the download and asks for no page after it', async () => {
    const bridge = bridgeFor();
    let pages = 0;
    bridge.intercept = (request) => (request.path.startsWith('/catalog_items?') && ++pages === 3 ? { kind: 'server-error', status: 503 } : undefined);
    await expect(downloadCatalog(bridge, lookups, log, { pageSize: 7 })).rejects.toThrow(/503/);
    expect(bridge.calls.filter((request) => request.path.startsWith('/catalog_items?'))).toHaveLength(3);
  });

  it('a catalog reload that fails leaves the old items and the old cursor', async () => {
    const db: RegisterDatabase = openRegisterDatabase(`${api.demo.companyIds[0]}-${crypto.randomUUID()}`);
    try {
      const bridge = bridgeFor();
      await pull(db, bridge, { log });
      const before = await db.catalog.toArray();
      // A cursor the server no longer has: the next pull reloads the whole catalog, and its page fails.
      await db.meta.put({ key: META.cursor, value: 999_999 });
      bridge.intercept = (request) => (request.path.startsWith('/catalog_items?') ? { kind: 'server-error', status: 503 } : undefined);
      await expect(pull(db, bridge, { log })).rejects.toThrow(/503/);
      expect(await db.catalog.toArray()).toEqual(before);
      expect((await db.meta.get(META.cursor))?.value).toBe(999_999);
    } finally {
      await db.delete();
    }
  });
});
