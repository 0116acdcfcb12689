export type Canonical = string | number | boolean | null | Canonical[] | { [key: string]: Canonical | undefined };

/**
 * JSON with object keys sorted and undefined members dropped, no whitespace, so equal values give
 * equal text wherever they are serialised (the register or the Store API) and hash the same.
 */
export function canonicalJson(value: Canonical | undefined): string {
  if (value === undefined || value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value).filter((key) => value[key] !== undefined).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
}
