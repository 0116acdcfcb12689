// The query parameter schemas are shared: the register's descriptions of the lists (shared/api/operations.ts) use them too.
export { BooleanParam, SortDirection } from '../../shared/api/common.ts';

export const parseBooleanParam = (value: boolean | '1' | '0' | undefined): boolean | undefined =>
  value === undefined ? undefined : value === true || value === '1';
