import { Type, type Static, type TSchema } from 'typebox';

/** An error body: 401, 403, 404, 400, 413, 429 and 500 answers. */
export const ErrorBody = Type.Object({ error: Type.String() });
export type ErrorBody = Static<typeof ErrorBody>;

/** The 422 body of spec §7: each failing field with its messages. */
export const ValidationErrorBody = Type.Object({ errors: Type.Record(Type.String(), Type.Array(Type.String())) });
export type ValidationErrorBody = Static<typeof ValidationErrorBody>;

/** v2 quantities (spec §1.9): a decimal string value and a weight unit. */
export const Quantity = Type.Object({ value: Type.String(), unit: Type.Integer() });
export type Quantity = Static<typeof Quantity>;

export const ListMeta = Type.Object({ total: Type.Integer() });

export const Uuid = Type.String({ format: 'uuid' });

/**
 * Paging of a list: `limit` (the Store API caps it at 1000) and `offset`, both optional. Spread into
 * a list's query: `Type.Object({ ...pagingFields, by_name: … })`.
 */
export const pagingFields = {
  limit: Type.Optional(Type.Integer({ minimum: 0 })),
  // Bounded so a huge offset is a 422, not an overflow inside the database.
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
};
export const PagingQuery = Type.Object(pagingFields);
export type PagingQuery = Static<typeof PagingQuery>;

/** A boolean query parameter: `true`/`false` (and 1/0), as Rails-era clients send them. */
export const BooleanParam = Type.Union([Type.Boolean(), Type.Literal('1'), Type.Literal('0')]);

export const SortDirection = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Weight units of spec §2.1. */
export const WeightUnit = { gram: 0, ounce: 1, pound: 2, milligram: 3, kilogram: 4, unit: 5 } as const;
