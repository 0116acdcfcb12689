import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onChange, type ChangeTopic } from '../data/changes.ts';
import type { RegisterDatabase } from '../data/index.ts';

/**
 * Reads here come from the local database, never the network, so they must run while offline:
 * `networkMode: 'always'` stops TanStack Query from pausing them when the browser says offline.
 */
export function createRegisterQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { networkMode: 'always', retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

/**
 * Query keys start with the change topic they depend on, so a committed local change (announced
 * by the data layer, from this window or another) refreshes exactly the reads it affects.
 */
export const localKeys = {
  catalog: (...rest: unknown[]) => ['catalog', ...rest] as const,
  customers: (...rest: unknown[]) => ['customers', ...rest] as const,
  shifts: (...rest: unknown[]) => ['shifts', ...rest] as const,
  orders: (...rest: unknown[]) => ['orders', ...rest] as const,
  outbox: (...rest: unknown[]) => ['outbox', ...rest] as const,
  /** Read from the Store API (the last answer kept for offline), refreshed when the pull sees a sale flagged. */
  review: (...rest: unknown[]) => ['review', ...rest] as const,
};

/** Stock depends on unsent orders, so order changes refresh catalog reads too. */
const alsoRefresh: Partial<Record<ChangeTopic, ChangeTopic[]>> = { orders: ['catalog', 'shifts'], outbox: ['orders'] };

/**
 * Refreshes the reads a committed change affects. The topics heard in one task are gathered and
 * each key invalidated once, in the next task: a sale announces orders and outbox together, and
 * invalidating `orders` twice cancelled the first re-read to start it again; and the screen the
 * change was made for (the receipt of a sale) renders before the screens below it re-read.
 */
export function useLocalChangeRefresh(db: RegisterDatabase): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stale = new Set<ChangeTopic>();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refresh = (): void => {
      timer = null;
      const keys = [...stale];
      stale.clear();
      for (const key of keys) void queryClient.invalidateQueries({ queryKey: [key] });
    };
    const stopListening = onChange(db, (topic) => {
      for (const key of [topic, ...(alsoRefresh[topic] ?? [])]) stale.add(key);
      timer ??= setTimeout(refresh, 0);
    });
    return () => {
      stopListening();
      if (timer !== null) clearTimeout(timer);
    };
  }, [db, queryClient]);
}
