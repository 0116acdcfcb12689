import type { RegisterDatabase } from '../db/schema.ts';

/**
 * Tells every window of this register that local data changed, so each one refreshes what it
 * keeps in memory (the catalog index, the stock held back by unsent sales). The window that made
 * the change is told at once; the others through a BroadcastChannel named after the database.
 */
export type ChangeTopic = 'catalog' | 'orders' | 'outbox' | 'customers' | 'shifts' | 'queued' | 'review';
// `queued`: a row was added to the outbox or put back in its queue (the sync engine wakes on it).
// `review`: the Store API flagged a sale for review (the pull saw an Order update); the review list is read again.
/**
 * `itemIds`: for a catalog change, the only items it wrote or removed, so the search index patches
 * those instead of re-reading the whole catalog; absent, anything may have changed.
 */
type Listener = (topic: ChangeTopic, itemIds?: readonly string[]) => void;

/**
 * `caches` (the data layer's in-memory copies) hear of a change before `listeners` (screens that
 * re-read): a screen that re-reads at once must not be answered from a cache not yet dropped.
 */
interface Hub { caches: Set<Listener>; listeners: Set<Listener>; channel: BroadcastChannel | null }
const hubs = new Map<string, Hub>();

function hubOf(db: RegisterDatabase): Hub {
  let hub = hubs.get(db.name);
  if (hub === undefined) {
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`canopy-changes:${db.name}`) : null;
    const created: Hub = { caches: new Set(), listeners: new Set(), channel };
    if (channel !== null) {
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (isTopic(event.data)) notify(created, event.data);
        else if (isCatalogItems(event.data)) notify(created, 'catalog', event.data.itemIds);
      };
      // A channel must not keep a Node test process alive.
      if ('unref' in channel && typeof channel.unref === 'function') channel.unref();
    }
    hub = created;
    hubs.set(db.name, hub);
  }
  return hub;
}

const topics: readonly ChangeTopic[] = ['catalog', 'orders', 'outbox', 'customers', 'shifts', 'queued', 'review'];
const isTopic = (value: unknown): value is ChangeTopic => typeof value === 'string' && (topics as readonly string[]).includes(value);
const isCatalogItems = (value: unknown): value is { itemIds: string[] } =>
  typeof value === 'object' && value !== null && 'itemIds' in value && Array.isArray(value.itemIds)
  && value.itemIds.every((id: unknown) => typeof id === 'string');

/** Call after the transaction that made the change committed. */
export function announceChange(db: RegisterDatabase, ...changed: ChangeTopic[]): void {
  const hub = hubOf(db);
  for (const topic of changed) {
    notify(hub, topic);
    hub.channel?.postMessage(topic);
  }
}

/**
 * Call after a committed catalog change that touched only these items (a delta pull's stock
 * moves): every window's search index patches them instead of re-reading 50,000 items.
 */
export function announceCatalogItems(db: RegisterDatabase, itemIds: readonly string[]): void {
  const hub = hubOf(db);
  notify(hub, 'catalog', itemIds);
  hub.channel?.postMessage({ itemIds: [...itemIds] });
}

function notify(hub: Hub, topic: ChangeTopic, itemIds?: readonly string[]): void {
  for (const cache of hub.caches) cache(topic, itemIds);
  for (const listener of hub.listeners) listener(topic, itemIds);
}

/** For the data layer's in-memory caches: dropped before any screen re-reads. */
export function onChangeDropCache(db: RegisterDatabase, cache: Listener): () => void {
  const hub = hubOf(db);
  hub.caches.add(cache);
  return () => { hub.caches.delete(cache); };
}

export function onChange(db: RegisterDatabase, listener: Listener): () => void {
  const hub = hubOf(db);
  hub.listeners.add(listener);
  return () => { hub.listeners.delete(listener); };
}
