import type { CatalogItem, LocalOrder, RegisterDatabase } from '../db/schema.ts';
import { CatalogMatcher } from './catalog-matcher.ts';
import { onChangeDropCache } from './changes.ts';
import { OrderType } from '../../shared/api/sales.ts';

/** A search hit: the catalog item and what this register believes is left to sell. */
export type CatalogHit = CatalogItem & { available: number };

/** Orders whose stock effect the server does not know yet (sent or not, but not acknowledged). */
export const UNACKNOWLEDGED: ReadonlyArray<LocalOrder['syncState']> = ['pending', 'needs-attention'];

/**
 * What an unacknowledged order does to stock: a sale takes it away; a refund, return or void
 * puts it back (as the Store API does when it records them).
 */
export const stockSign = (orderType: number): number => (orderType === OrderType.sale ? -1 : 1);

/**
 * The in-memory search index of one register database. Search as you type must stay fast at
 * 50,000 items, so it never scans IndexedDB per keystroke: items live in a matcher
 * (catalog-matcher.ts), SKUs in a map. It is rebuilt from Dexie after each committed pull (never
 * before: memory follows the database, not the other way round).
 */
class CatalogIndex {
  matcher = new CatalogMatcher<CatalogItem>([], () => undefined);
  bySku = new Map<string, CatalogItem>();
  byId = new Map<string, CatalogItem>();
  /** Inventory item id → quantity held back (negative) or given back by unacknowledged orders. */
  pendingStock = new Map<string, number>();
  catalogLoad: Promise<void> | null = null;
  pendingLoad: Promise<void> | null = null;

  constructor(readonly db: RegisterDatabase) {
    onChangeDropCache(db, (topic, itemIds) => {
      if (topic === 'catalog') {
        // A delta pull names the items it touched: patch those after whatever load is under way
        // (a full re-read at 50,000 items is seconds of work on the screen's thread).
        const loaded = this.catalogLoad;
        this.catalogLoad = loaded !== null && itemIds !== undefined ? loaded.then(() => this.patchCatalog(itemIds)) : null;
      }
      if (topic === 'catalog' || topic === 'orders') this.pendingLoad = null;
    });
  }

  ready(): Promise<void> {
    this.catalogLoad ??= this.loadCatalog();
    this.pendingLoad ??= this.loadPending();
    const loads = [this.catalogLoad, this.pendingLoad];
    return Promise.all(loads).then(() => undefined, (error: unknown) => {
      // A failed load is tried again by the next caller, not remembered as failed.
      if (this.catalogLoad === loads[0]) this.catalogLoad = null;
      if (this.pendingLoad === loads[1]) this.pendingLoad = null;
      throw error;
    });
  }

  /**
   * Brings the named items up to date in place when only what search does not order or match by
   * changed (stock, prices): the common delta, a sale at another register. A new, removed,
   * renamed or re-coded item changes the name order or the SKU map: then the catalog is re-read.
   */
  private async patchCatalog(itemIds: readonly string[]): Promise<void> {
    const fresh = await this.db.catalog.bulkGet([...itemIds]);
    const inPlace: Array<[CatalogItem, CatalogItem]> = [];
    for (const [at, id] of itemIds.entries()) {
      const item = fresh[at];
      const held = this.byId.get(id);
      const listed = item !== undefined && item.active;
      if (held === undefined && !listed) continue;
      if (held === undefined || !listed || held.name !== item.name || held.searchText !== item.searchText || held.sku !== item.sku) {
        await this.loadCatalog();
        return;
      }
      inPlace.push([held, item]);
    }
    for (const [held, item] of inPlace) Object.assign(held, item);
  }

  private async loadCatalog(): Promise<void> {
    // In id order (the primary key): the matcher puts the items in name order itself, and of two
    // items that share a SKU the scan finds the one with the lower id.
    const items = (await this.db.catalog.toArray()).filter((item) => item.active);
    const bySku = new Map<string, CatalogItem>();
    const byId = new Map<string, CatalogItem>();
    for (const item of items) {
      byId.set(item.id, item);
      const key = item.sku.trim().toLowerCase();
      if (key !== '' && !bySku.has(key)) bySku.set(key, item);
    }
    this.matcher = new CatalogMatcher(items, (query) => bySku.get(query));
    this.bySku = bySku;
    this.byId = byId;
  }

  private async loadPending(): Promise<void> {
    const orders = await this.db.orders.where('syncState').anyOf([...UNACKNOWLEDGED]).toArray();
    const pending = new Map<string, number>();
    for (const order of orders) {
      const sign = stockSign(order.orderType);
      for (const line of order.lines) pending.set(line.inventoryItemId, (pending.get(line.inventoryItemId) ?? 0) + sign * line.quantity);
    }
    this.pendingStock = pending;
  }

  available(item: CatalogItem): number {
    // Rounded to thousandths: grams are fractional and float sums drift.
    return Math.round((item.serverQuantity + (this.pendingStock.get(item.id) ?? 0)) * 1000) / 1000;
  }

  hit(item: CatalogItem): CatalogHit {
    return { ...item, available: this.available(item) };
  }

  search(text: string, limit: number): CatalogHit[] {
    return this.matcher.find(text, limit).map((item) => this.hit(item));
  }
}

const indexes = new WeakMap<RegisterDatabase, CatalogIndex>();

function indexOf(db: RegisterDatabase): CatalogIndex {
  let index = indexes.get(db);
  if (index === undefined) {
    index = new CatalogIndex(db);
    indexes.set(db, index);
  }
  return index;
}

/** Loads the in-memory index now (e.g. when the sale screen opens), so the first keystroke is fast. */
export const loadCatalogIndex = (db: RegisterDatabase): Promise<void> => indexOf(db).ready();

/**
 * The same search without waiting for a load: what the index holds now ([] before its first load).
 * For search as you type (catalog-search.ts), which knows when a load has finished.
 */
export const searchLoadedCatalog = (db: RegisterDatabase, text: string, limit: number): CatalogHit[] => indexOf(db).search(text, limit);

/**
 * Items whose name, SKU, brand or strain contain every word typed; an exact SKU (or scanned
 * barcode) match comes first, then names starting with the first word, then the rest.
 */
export async function searchCatalog(db: RegisterDatabase, text: string, limit = 25): Promise<CatalogHit[]> {
  const index = indexOf(db);
  await index.ready();
  return index.search(text, limit);
}

/** The item with exactly this SKU (a scanned barcode), or null. */
export async function findBySku(db: RegisterDatabase, sku: string): Promise<CatalogHit | null> {
  const index = indexOf(db);
  await index.ready();
  const item = index.bySku.get(sku.trim().toLowerCase());
  return item === undefined ? null : index.hit(item);
}

export async function findCatalogItem(db: RegisterDatabase, id: string): Promise<CatalogHit | null> {
  const index = indexOf(db);
  await index.ready();
  const item = index.byId.get(id);
  return item === undefined ? null : index.hit(item);
}

/**
 * Stock this register believes is left: the server's quantity minus this register's sales the
 * server has not acknowledged, plus its unacknowledged refunds and voids (DESIGN "Offline rules").
 */
export async function availableQuantity(db: RegisterDatabase, item: CatalogItem): Promise<number> {
  const index = indexOf(db);
  await index.ready();
  return index.available(item);
}

/** The lower-cased text search looks in. */
export const catalogSearchText = (parts: { name: string; sku: string; brand: string | null; strain: string | null }): string =>
  [parts.name, parts.sku, parts.brand, parts.strain].filter((part) => part !== null && part !== '').join(' ').toLowerCase();
