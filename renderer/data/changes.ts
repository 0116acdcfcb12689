import type { RegisterDatabase } from '../db/schema.ts';

/**
 * Tells every window of this register that local data changed, so each one refreshes what it
 * keeps in memory (the catalog index, the stock held back by unsent sales). The window that made
 * the change is told at once; the others through a BroadcastChannel named after the database.
 */
export type ChangeTopic = 'catalog' | 'orders' | 'outbox' | 'customers' | 'shifts';
type Listener = (topic: ChangeTopic) => void;

interface Hub { listeners: Set<Listener>; channel: BroadcastChannel | null }
const hubs = new Map<string, Hub>();

function hubOf(db: RegisterDatabase): Hub {
  let hub = hubs.get(db.name);
  if (hub === undefined) {
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`canopy-changes:${db.name}`) : null;
    const created: Hub = { listeners: new Set(), channel };
    if (channel !== null) {
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (isTopic(event.data)) for (const listener of created.listeners) listener(event.data);
      };
      // A channel must not keep a Node test process alive.
      if ('unref' in channel && typeof channel.unref === 'function') channel.unref();
    }
    hub = created;
    hubs.set(db.name, hub);
  }
  return hub;
}

const topics: readonly ChangeTopic[] = ['catalog', 'orders', 'outbox', 'customers', 'shifts'];
const isTopic = (value: unknown): value is ChangeTopic => typeof value === 'string' && (topics as readonly string[]).includes(value);

/** Call after the transaction that made the change committed. */
export function announceChange(db: RegisterDatabase, ...changed: ChangeTopic[]): void {
  const hub = hubOf(db);
  for (const topic of changed) {
    for (const listener of hub.listeners) listener(topic);
    hub.channel?.postMessage(topic);
  }
}

export function onChange(db: RegisterDatabase, listener: Listener): () => void {
  const hub = hubOf(db);
  hub.listeners.add(listener);
  return () => { hub.listeners.delete(listener); };
}
