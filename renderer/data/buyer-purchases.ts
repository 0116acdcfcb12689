import type { CatalogItem, LocalOrder, PulledPurchase, RegisterDatabase } from '../db/schema.ts';

/** A past purchase as the register keeps it: its own order or one pulled from the Store API. */
export type BuyerPurchase = LocalOrder | PulledPurchase;

/**
 * Every purchase of the buyer this register knows since `since`: its own orders for them (every
 * sale rung here, sent or not; set-aside rows are not sales) and what it pulled from the Store API
 * (other registers' sales). An order both rung here and pulled counts once. Read in one read-only
 * transaction, so a pull landing meanwhile cannot make a sale count twice or not at all.
 */
export async function buyerPurchases(db: RegisterDatabase, buyerId: string, since: string): Promise<BuyerPurchase[]> {
  const [asCustomer, asPatient, pulled] = await db.transaction('r', db.orders, db.pulledPurchases, () => Promise.all([
    db.orders.where('customerId').equals(buyerId).toArray(),
    db.orders.where('personId').equals(buyerId).toArray(),
    db.pulledPurchases.where('buyerId').equals(buyerId).toArray(),
  ]));
  const own = [...asCustomer, ...asPatient].filter((order) => order.syncState !== 'set-aside');
  const ownIds = new Set(own.map((order) => order.id));
  return [...own, ...pulled.filter((purchase) => !ownIds.has(purchase.id))].filter((record) => record.chargedOn >= since);
}

/** The buyer's purchases pulled from the Store API replace those pulled before, in one transaction. */
export async function keepPulledPurchases(db: RegisterDatabase, buyerId: string, pulled: readonly PulledPurchase[]): Promise<void> {
  await db.transaction('rw', db.pulledPurchases, async () => {
    await db.pulledPurchases.where('buyerId').equals(buyerId).delete();
    await db.pulledPurchases.bulkPut([...pulled]);
  });
}

/** The catalog items with these ids, in one read; ids the catalog copy no longer has are left out. */
export async function catalogItemsById(db: RegisterDatabase, ids: readonly string[]): Promise<Map<string, CatalogItem>> {
  return new Map((await db.catalog.bulkGet([...new Set(ids)])).flatMap((item) => (item === undefined ? [] : [[item.id, item] as const])));
}
