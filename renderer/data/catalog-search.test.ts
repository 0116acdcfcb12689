import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { announceCatalogItems } from './changes.ts';
import { catalogSearchSource, type CatalogSearchSnapshot } from './catalog-search.ts';
import { ringSale } from './orders.ts';
import { saleInput } from './orders.test-support.ts';
import { openShift } from './shifts.ts';
import { catalogItem, freshDatabase, seedCatalog } from './catalog.test-support.ts';

/** Subscribes as a screen does; `next()` waits for the next published snapshot. */
function watch(source: ReturnType<typeof catalogSearchSource>) {
  let waiting: ((snapshot: CatalogSearchSnapshot) => void) | null = null;
  const stop = source.subscribe(() => waiting?.(source.getSnapshot()));
  const next = () => new Promise<CatalogSearchSnapshot>((resolve) => { waiting = resolve; });
  return { stop, next };
}

describe('catalogSearchSource', () => {
  it('is not ready until the index loaded, then answers synchronously', async () => {
    const db = freshDatabase();
    const gummies = catalogItem({ name: 'Evergreen Gummies', sku: 'ED-200' });
    await seedCatalog(db, [gummies]);
    const source = catalogSearchSource(db);
    expect(source.getSnapshot().ready).toBe(false);
    expect(source.getSnapshot().search('gummies', 30)).toEqual([]);
    const { stop, next } = watch(source);
    const loaded = await next();
    expect(loaded.ready).toBe(true);
    expect(loaded.search('gummies', 30).map((hit) => hit.id)).toEqual([gummies.id]);
    stop();
  });

  it('publishes a new snapshot after a committed catalog change, with the change in it', async () => {
    const db = freshDatabase();
    const gummies = catalogItem({ name: 'Evergreen Gummies', sku: 'ED-200' });
    await seedCatalog(db, [gummies]);
    const source = catalogSearchSource(db);
    const { stop, next } = watch(source);
    const before = await next();
    expect(before.search('zkittlez', 30)).toEqual([]);
    const changed = next();
    await seedCatalog(db, [catalogItem({ name: 'Zkittlez Pre-Roll', sku: 'PR-9' })]);
    const after = await changed;
    expect(after).not.toBe(before);
    expect(after.search('zkittlez', 30).map((hit) => hit.name)).toEqual(['Zkittlez Pre-Roll']);
    stop();
  });

  it('publishes a new snapshot after a sale, with the stock it holds back', async () => {
    const db = freshDatabase();
    const gummies = catalogItem({ name: 'Evergreen Gummies', sku: 'ED-200', serverQuantity: 10 });
    await seedCatalog(db, [gummies]);
    const source = catalogSearchSource(db);
    const { stop, next } = watch(source);
    expect((await next()).search('gummies', 30)[0]!.available).toBe(10);
    const shift = await openShift(db, { deviceId: 'device', employeeId: 'employee', employeeName: 'Sam', openAmount: 0 });
    const changed = next();
    await ringSale(db, saleInput({
      shiftId: shift.id, customerId: null, changeDue: 0,
      lines: [{ inventoryItemId: gummies.id, name: gummies.name, sku: gummies.sku, quantity: 3, unit: gummies.unit, price: 3000 }],
      payments: [{ paymentMethodId: 'cash-id', paymentType: 0, name: 'Cash', total: 3000 }],
    }));
    expect((await changed).search('gummies', 30)[0]!.available).toBe(7);
    stop();
  });
});

describe('catalog changes named by item (a delta pull)', () => {
  async function loadedWith(items: ReturnType<typeof catalogItem>[]) {
    const db = freshDatabase();
    await seedCatalog(db, items);
    const source = catalogSearchSource(db);
    const watcher = watch(source);
    await watcher.next();
    return { db, ...watcher };
  }

  it('patches a stock change into the index without reading the whole catalog again', async () => {
    const gummies = catalogItem({ name: 'Evergreen Gummies', sku: 'ED-200', serverQuantity: 10 });
    const { db, next, stop } = await loadedWith([gummies, catalogItem({ name: 'Blue Dream 3.5g', sku: 'BD-35' })]);
    const wholeCatalogReads = vi.spyOn(db.catalog, 'orderBy');
    await db.catalog.update(gummies.id, { serverQuantity: 4, sellPrice: 2750 });
    const changed = next();
    announceCatalogItems(db, [gummies.id]);
    const [hit] = (await changed).search('gummies', 30);
    expect(hit).toMatchObject({ id: gummies.id, available: 4, sellPrice: 2750 });
    expect(wholeCatalogReads).not.toHaveBeenCalled();
    stop();
  });

  it('reads the catalog again when a named item was renamed, so name order and matching follow the new name', async () => {
    const gummies = catalogItem({ name: 'Evergreen Gummies', sku: 'ED-200' });
    const { db, next, stop } = await loadedWith([gummies, catalogItem({ name: 'Blue Gummies', sku: 'BG-1' })]);
    await db.catalog.update(gummies.id, { name: 'Aurora Gummies', searchText: 'aurora gummies ed-200' });
    const changed = next();
    announceCatalogItems(db, [gummies.id]);
    const after = await changed;
    expect(after.search('gummies', 30).map((hit) => hit.name)).toEqual(['Aurora Gummies', 'Blue Gummies']);
    expect(after.search('aurora', 30).map((hit) => hit.id)).toEqual([gummies.id]);
    expect(after.search('evergreen', 30)).toEqual([]);
    stop();
  });

  it('reads the catalog again when a named item was added or taken off the counter', async () => {
    const dream = catalogItem({ name: 'Blue Dream 3.5g', sku: 'BD-35' });
    const { db, next, stop } = await loadedWith([catalogItem({ name: 'Evergreen Gummies', sku: 'ED-200' }), dream]);
    const added = catalogItem({ name: 'Apricot Gummies', sku: 'AG-1' });
    await db.catalog.put(added);
    await db.catalog.update(dream.id, { active: false });
    const changed = next();
    announceCatalogItems(db, [added.id, dream.id]);
    const after = await changed;
    expect(after.search('gummies', 30).map((hit) => hit.name)).toEqual(['Apricot Gummies', 'Evergreen Gummies']);
    expect(after.search('dream', 30)).toEqual([]);
    stop();
  });
});
