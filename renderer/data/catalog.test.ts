import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { linePrice } from '../../shared/money.ts';
import { availableQuantity, findBySku, searchCatalog } from './catalog.ts';
import { announceChange, onChange } from './changes.ts';
import { ringSale, refundOrder } from './orders.ts';
import { refundInput, saleInput } from './orders.test-support.ts';
import { openShift } from './shifts.ts';
import { catalogItem, freshDatabase, seedCatalog } from './catalog.test-support.ts';

const cash = { paymentMethodId: 'cash-id', paymentType: 0, name: 'Cash', total: 0 };

function store() {
  const blueDream = catalogItem({ name: 'Cascade Blue Dream Flower', sku: 'FL-100', brand: 'Cascade Cultivators', strain: 'Blue Dream', pricedByGram: true, unit: 0, sellPrice: 1200, serverQuantity: 28 });
  const gummies = catalogItem({ name: 'Evergreen Gummies 10pk', sku: 'ED-200', brand: 'Evergreen Edibles', strain: null, serverQuantity: 5 });
  const dreamCart = catalogItem({ name: 'Lunar Leaf Cartridge', sku: 'VC-300', brand: 'Lunar Leaf', strain: 'Blue Dream' });
  const skuTwin = catalogItem({ name: 'Blue Pipe FL-100 Edition', sku: 'AC-400' });
  const retired = catalogItem({ name: 'Retired Blue Dream', sku: 'OLD-1', active: false });
  return { items: [blueDream, gummies, dreamCart, skuTwin, retired], blueDream, gummies, dreamCart, skuTwin, retired };
}

describe('searchCatalog', () => {
  it('finds items by name, SKU, brand and strain, every word typed', async () => {
    const db = freshDatabase();
    const s = store();
    await seedCatalog(db, s.items);
    expect((await searchCatalog(db, 'gummies')).map((hit) => hit.id)).toEqual([s.gummies.id]);
    expect((await searchCatalog(db, 'ed-200')).map((hit) => hit.id)).toEqual([s.gummies.id]);
    expect((await searchCatalog(db, 'evergreen edibles')).map((hit) => hit.id)).toEqual([s.gummies.id]);
    expect((await searchCatalog(db, 'blue dream')).map((hit) => hit.id).sort()).toEqual([s.blueDream.id, s.dreamCart.id].sort());
    expect((await searchCatalog(db, 'lunar dream')).map((hit) => hit.id)).toEqual([s.dreamCart.id]);
    expect(await searchCatalog(db, '   ')).toEqual([]);
  });

  it('puts an exact SKU (a scanned barcode) first, before names that contain it', async () => {
    const db = freshDatabase();
    const s = store();
    await seedCatalog(db, s.items);
    const hits = await searchCatalog(db, 'FL-100');
    expect(hits[0]!.id).toBe(s.blueDream.id);
    expect(hits.map((hit) => hit.id)).toContain(s.skuTwin.id);
  });

  it('leaves out inactive items and honours the limit', async () => {
    const db = freshDatabase();
    const s = store();
    await seedCatalog(db, s.items);
    expect((await searchCatalog(db, 'retired'))).toEqual([]);
    expect(await searchCatalog(db, 'blue', 1)).toHaveLength(1);
  });

  it('sees a pulled change once the catalog change is announced (index rebuilt after commit)', async () => {
    const db = freshDatabase();
    const s = store();
    await seedCatalog(db, s.items);
    expect(await searchCatalog(db, 'zkittlez')).toEqual([]);
    await seedCatalog(db, [{ ...s.gummies, name: 'Zkittlez Gummies', searchText: 'zkittlez gummies ed-200' }]);
    expect((await searchCatalog(db, 'zkittlez')).map((hit) => hit.id)).toEqual([s.gummies.id]);
  });

  it('a reader told of the change re-reads fresh data, however early it registered', async () => {
    const db = freshDatabase();
    const s = store();
    const seen: string[][] = [];
    // A screen that subscribed before the index existed and re-reads at once when told.
    onChange(db, (topic) => { if (topic === 'catalog') void searchCatalog(db, 'zkittlez').then((hits) => seen.push(hits.map((hit) => hit.id))); });
    await seedCatalog(db, s.items);
    expect(await searchCatalog(db, 'zkittlez')).toEqual([]);
    await seedCatalog(db, [{ ...s.gummies, name: 'Zkittlez Gummies', searchText: 'zkittlez gummies ed-200' }]);
    await expect.poll(() => seen.at(-1)).toEqual([s.gummies.id]);
  });
});

describe('findBySku', () => {
  it('finds the item with exactly that SKU, whatever the case', async () => {
    const db = freshDatabase();
    const s = store();
    await seedCatalog(db, s.items);
    expect((await findBySku(db, 'vc-300'))?.id).toBe(s.dreamCart.id);
    expect(await findBySku(db, 'VC-30')).toBeNull();
  });
});

describe('availableQuantity', () => {
  it('is the server quantity minus unacknowledged sales plus unacknowledged refunds', async () => {
    const db = freshDatabase();
    const s = store();
    await seedCatalog(db, s.items);
    const shift = await openShift(db, { deviceId: 'd', employeeId: 'e', employeeName: 'Ann', openAmount: 10000 });
    expect(await availableQuantity(db, s.blueDream)).toBe(28);
    const sale = await ringSale(db, saleInput({
      shiftId: shift.id, customerId: null, changeDue: 0,
      lines: [{ inventoryItemId: s.blueDream.id, name: s.blueDream.name, sku: s.blueDream.sku, quantity: 3.5, unit: 0, price: linePrice(s.blueDream.sellPrice, 3.5) }],
      payments: [{ ...cash, total: 4200 }],
    }));
    expect(await availableQuantity(db, s.blueDream)).toBe(24.5);
    expect((await searchCatalog(db, 'FL-100'))[0]!.available).toBe(24.5);
    await refundOrder(db, sale.id, refundInput({ lines: [{ inventoryItemId: s.blueDream.id, quantity: 1 }], payments: [{ ...cash, total: 1200 }] }));
    expect(await availableQuantity(db, s.blueDream)).toBe(25.5);
    // Once acknowledged, the server's own quantity carries the sale: nothing is held back twice.
    await db.orders.toCollection().modify({ syncState: 'acknowledged' });
    announceChange(db, 'orders');
    expect(await availableQuantity(db, s.blueDream)).toBe(28);
  });
});
