import { useMutation, useQuery } from '@tanstack/react-query';
import { useRegister } from '../../app/register-context.tsx';
import { localKeys } from '../../app/local-queries.ts';
import { findBySku, listPaymentMethods, ringSale, searchCatalog, type RingSaleInput } from '../../data/index.ts';

export function useCatalogSearch(text: string) {
  const { db } = useRegister();
  const query = text.trim();
  return useQuery({
    queryKey: localKeys.catalog('search', query),
    queryFn: () => searchCatalog(db, query, 30),
    enabled: query !== '',
    // Keep the last results on screen while the next keystroke's results load.
    placeholderData: (previous) => previous,
  });
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
