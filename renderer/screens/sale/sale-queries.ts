import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { useRegister } from '../../state/register-context.tsx';
import { localKeys } from '../../state/local-queries.ts';
import { catalogSearchSource } from '../../data/catalog-search.ts';
import { findBySku, listPaymentMethods, ringSale, type CatalogHit, type RingSaleInput } from '../../data/index.ts';

/** What the sale screen shows of a search at most. */
export const SEARCH_LIMIT = 30;

/**
 * Search as you type: answered in render from the in-memory index (no query cache or promise
 * between a keystroke and its rows), re-searched when the index reloads after a catalog or order
 * change. `ready` is false until the index's first load, so "nothing matches" is never said early.
 */
export function useCatalogSearch(text: string): { ready: boolean; hits: CatalogHit[] } {
  const { db } = useRegister();
  const source = catalogSearchSource(db);
  const snapshot = useSyncExternalStore(source.subscribe, source.getSnapshot);
  const query = text.trim();
  const hits = useMemo(() => snapshot.search(query, SEARCH_LIMIT), [snapshot, query]);
  return { ready: snapshot.ready, hits };
}

export function usePaymentMethods() {
  const { db } = useRegister();
  return useQuery({ queryKey: localKeys.catalog('payment-methods'), queryFn: () => listPaymentMethods(db) });
}

export function useFindBySku() {
  const { db } = useRegister();
  return (sku: string) => findBySku(db, sku);
}

export function useRingSale() {
  const { db } = useRegister();
  return useMutation({ mutationFn: (input: RingSaleInput) => ringSale(db, input) });
}
