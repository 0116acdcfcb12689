import { Type, type Static } from 'typebox';

/** Paging: limit defaults to 50 and is capped at 1000; offset defaults to 0; bad values are 422. */
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 1000;

/** Spread into a list's querystring schema: `Type.Object({ ...pagingFields, by_name: … })`. */
export const pagingFields = {
  limit: Type.Optional(Type.Integer({ minimum: 0 })),
  // Bounded so a huge offset is a 422, not an overflow inside the database.
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
};
export const PagingQuery = Type.Object(pagingFields);
export type PagingQuery = Static<typeof PagingQuery>;

export function paging(query: PagingQuery): { limit: number; offset: number } {
  return { limit: Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT), offset: query.offset ?? 0 };
}
