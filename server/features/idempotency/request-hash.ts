import { createHash } from 'node:crypto';
import { canonicalJson, type Canonical } from '../../../shared/canonical-json.ts';

export { canonicalJson };

/** The fingerprint a replayed create is compared with: same key, same hash, same request. */
export const requestHash = (value: Canonical): string => createHash('sha256').update(canonicalJson(value)).digest('hex');

/**
 * True when a write failed on a primary key or unique constraint, on either engine. Used after the
 * transaction rolled back: the racing request that won has committed, so its record can be read.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = error.code;
  // PostgreSQL: unique_violation; better-sqlite3: SQLITE_CONSTRAINT_PRIMARYKEY / _UNIQUE.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
