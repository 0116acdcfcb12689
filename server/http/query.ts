import { Type } from 'typebox';

/** A boolean query parameter: `true`/`false` (and 1/0), as Rails-era clients send them. */
export const BooleanParam = Type.Union([Type.Boolean(), Type.Literal('1'), Type.Literal('0')]);
export const parseBooleanParam = (value: boolean | '1' | '0' | undefined): boolean | undefined =>
  value === undefined ? undefined : value === true || value === '1';

export const SortDirection = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);
