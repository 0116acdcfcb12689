import type { RegisterDatabase } from '../db/schema.ts';
import { loadCatalogIndex, searchLoadedCatalog, type CatalogHit } from './catalog.ts';
import { onChange, type ChangeTopic } from './changes.ts';

/**
 * Search as you type reads the in-memory catalog index synchronously, so a keystroke's results
 * render in the same React pass as the typed letter: no promise, query cache or timer stands
 * between them (each such hop was a few milliseconds, and the slow keystrokes were those).
 *
 * A new snapshot is published once the index has loaded after a committed catalog or order
 * change (the data layer drops its copy first; see changes.ts), so screens re-search then.
 */
export interface CatalogSearchSnapshot {
  /** False until the index's first load finished: no answer is better than a wrong "nothing matches". */
  readonly ready: boolean;
  /** Items matching every word typed, best first (see searchCatalog); [] before the first load. */
  search(text: string, limit: number): CatalogHit[];
}

/** Stock on a hit depends on unsent orders, so order changes re-search too. */
const AFFECTS_SEARCH: ReadonlySet<ChangeTopic> = new Set(['catalog', 'orders']);

class CatalogSearchSource {
  private snapshot: CatalogSearchSnapshot;
  private readonly listeners = new Set<() => void>();
  private stopWatching: (() => void) | null = null;
  /** Loads are numbered so a slow older load never publishes after a newer one. */
  private loads = 0;

  constructor(private readonly db: RegisterDatabase) {
    this.snapshot = this.make(false);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.stopWatching === null) {
      this.stopWatching = onChange(this.db, (topic) => { if (AFFECTS_SEARCH.has(topic)) this.load(); });
      this.load();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        this.stopWatching?.();
        this.stopWatching = null;
      }
    };
  };

  readonly getSnapshot = (): CatalogSearchSnapshot => this.snapshot;

  private load(): void {
    const load = ++this.loads;
    loadCatalogIndex(this.db).then(() => {
      if (load !== this.loads) return;
      this.snapshot = this.make(true);
      for (const listener of this.listeners) listener();
    }, () => {
      // A failed load leaves the last answer on screen; the next change announcement retries.
    });
  }

  private make(ready: boolean): CatalogSearchSnapshot {
    const { db } = this;
    return { ready, search: (text, limit) => (ready ? searchLoadedCatalog(db, text, limit) : []) };
  }
}

const sources = new WeakMap<RegisterDatabase, CatalogSearchSource>();

/**
 * The search source of one register database, for `useSyncExternalStore`: subscribing loads the
 * index (so the sale screen opening, not the first keystroke, pays for it) and keeps it current.
 */
export function catalogSearchSource(db: RegisterDatabase): Pick<CatalogSearchSource, 'subscribe' | 'getSnapshot'> {
  let source = sources.get(db);
  if (source === undefined) {
    source = new CatalogSearchSource(db);
    sources.set(db, source);
  }
  return source;
}
