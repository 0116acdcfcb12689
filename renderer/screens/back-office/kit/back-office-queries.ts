import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ProductV2 } from '../../../../shared/api/catalog.ts';
import { callOperation, operations, type ApiTransport, type OperationFailure, type OperationOutcome } from '../../../../shared/api/operations.ts';
import { useSyncStatus } from '../../../sync/status.ts';
import { useBridge, useRegister } from '../../../state/register-context.tsx';
import type { SaveOutcome } from './RecordForm.tsx';
import { refusalOf } from './refusal.ts';

/** The back office reads the Store API directly (it is online only): nothing here is kept on the register. */
export const backOfficeKeys = {
  all: ['back-office'] as const,
  list: (name: string, ...rest: unknown[]) => ['back-office', name, ...rest] as const,
};

/** A failed read in words: what happened, and what to do. */
export function readProblemOf(failure: OperationFailure, what: string): string {
  switch (failure.kind) {
    case 'offline': return `The Store API is unreachable, so ${what} cannot be shown. Check the store network, then choose Read again.`;
    case 'timeout': return `The Store API did not answer in time with ${what}. Choose Read again.`;
    case 'unauthorized': return 'Your session has ended. Sign in again.';
    case 'server-error': return `The Store API had a problem reading ${what}. Wait a moment and choose Read again.`;
    case 'malformed': return `The Store API sent ${what} in a form this register does not understand. Update the register app.`;
    case 'rejected':
      if (failure.status === 403) return `Only a manager can see ${what}.`;
      // An older Store API has no such list: it answers 404 for the path.
      if (failure.status === 404) return `This Store API does not offer ${what} yet. Whoever runs it should update it to this register's version.`;
      return `The Store API refused to show ${what} (${failure.status}).`;
  }
}

/** The most products a page of GET /products holds (the Store API's limit). */
const PRODUCTS_PAGE = 1000;

/**
 * Every product of the location, stock or none (GET /products, spec §4.5), page by page until the
 * total: a store enters its products before their stock arrives, so the list cannot be the
 * registers' catalog feed, which carries only items in stock.
 */
export async function everyProduct(api: ApiTransport): Promise<OperationOutcome<{ products: ProductV2[] }>> {
  const products: ProductV2[] = [];
  for (let offset = 0; ; offset += PRODUCTS_PAGE) {
    const page = await callOperation(api, operations.products, { params: {}, query: { limit: PRODUCTS_PAGE, offset }, body: undefined });
    if (page.kind !== 'ok') return page;
    products.push(...page.body.products);
    if (page.body.products.length < PRODUCTS_PAGE || products.length >= page.body.meta.total) {
      return { kind: 'ok', status: page.status, body: { products: products.sort((a, b) => a.name.localeCompare(b.name)) } };
    }
  }
}

/** One Store API read of the back office, for managers only (a budtender's register never asks). */
export function useStoreRead<T>(name: string, what: string, read: (api: ApiTransport) => Promise<OperationOutcome<T>>, ...keyParts: unknown[]) {
  const bridge = useBridge();
  const { session } = useRegister();
  return useQuery({
    queryKey: backOfficeKeys.list(name, ...keyParts),
    queryFn: async () => {
      const outcome = await read(bridge);
      if (outcome.kind === 'ok') return outcome.body;
      throw new Error(readProblemOf(outcome, what));
    },
    enabled: session.user.role === 'manager',
    // Another manager may have changed the record since: each opening reads it again.
    refetchOnMount: 'always',
  });
}

/**
 * Sends a manager's change and says what became of it; on success every back-office list is read
 * again (one change can show in several: a new product type in the product form's choices).
 */
export function useStoreSave() {
  const bridge = useBridge();
  const queryClient = useQueryClient();
  return async function saveToStore<T>(
    send: (api: ApiTransport) => Promise<OperationOutcome<T>>, what: string, formFields: readonly string[], saved: (answer: T) => ReactNode,
  ): Promise<SaveOutcome> {
    const outcome = await send(bridge);
    if (outcome.kind !== 'ok') return { ok: false, refusal: refusalOf(outcome, what, formFields) };
    await queryClient.invalidateQueries({ queryKey: backOfficeKeys.all });
    return { ok: true, message: saved(outcome.body) };
  };
}

/**
 * Why nothing can be saved now, or null: the back office is online only (a manager's change must
 * be checked by the Store API at once, never queued on one register).
 */
export function useBackOfficeBlocked(): string | null {
  const online = useSyncStatus((status) => status.online);
  return online === false
    ? 'The Store API is unreachable from this register, so nothing can be saved here now. Sales go on; come back when the status bar shows the register online.'
    : null;
}
