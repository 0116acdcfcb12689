import { useMutation, useQuery } from '@tanstack/react-query';
import { useRegister } from '../../state/register-context.tsx';
import { localKeys } from '../../state/local-queries.ts';
import { createCustomer, outboxRowFor, searchCustomers, type NewCustomer } from '../../data/index.ts';

export function useCustomerSearch(text: string) {
  const { db } = useRegister();
  const query = text.trim();
  return useQuery({
    queryKey: localKeys.customers('search', query),
    queryFn: () => searchCustomers(db, query, 30),
    enabled: query !== '',
    placeholderData: (previous) => previous,
  });
}

export function useCreateCustomer() {
  const { db } = useRegister();
  return useMutation({ mutationFn: (input: NewCustomer) => createCustomer(db, input) });
}

/** The outbox row carrying a customer's create, to show the Store API's answer when it comes. */
export function useCustomerDelivery(customerId: string | null) {
  const { db } = useRegister();
  return useQuery({
    queryKey: localKeys.outbox('customer', customerId),
    queryFn: () => outboxRowFor(db, customerId!),
    enabled: customerId !== null,
  });
}
