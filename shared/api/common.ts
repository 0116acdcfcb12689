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

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Weight units of spec §2.1. */
export const WeightUnit = { gram: 0, ounce: 1, pound: 2, milligram: 3, kilogram: 4, unit: 5 } as const;
