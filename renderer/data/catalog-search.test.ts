import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { catalogSearchSource, type CatalogSearchSnapshot } from './catalog-search.ts';
import { ringSale } from './orders.ts';
import { openShift } from './shifts.ts';
import { catalogItem, freshDatabase, seedCatalog } from './test-catalog.ts';

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
    await ringSale(db, {
      shiftId: shift.id, customerId: null, changeDue: 0,
      lines: [{ inventoryItemId: gummies.id, name: gummies.name, sku: gummies.sku, quantity: 3, unit: gummies.unit, price: 3000 }],
      payments: [{ paymentMethodId: 'cash-id', paymentType: 0, name: 'Cash', total: 3000 }],
    });
    expect((await changed).search('gummies', 30)[0]!.available).toBe(7);
    stop();
  });
});
