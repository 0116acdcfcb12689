import type { PagingQuery } from '../../shared/api/common.ts';

// The paging schema is shared: the register's descriptions of the lists (shared/api/operations.ts) use it too.
export { pagingFields, PagingQuery } from '../../shared/api/common.ts';

/** Paging: limit defaults to 50 and is capped at 1000; offset defaults to 0; bad values are 422. */
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 1000;

export function paging(query: PagingQuery): { limit: number; offset: number } {
  return { limit: Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT), offset: query.offset ?? 0 };
}
