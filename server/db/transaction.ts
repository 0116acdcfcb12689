import type { Kysely, Transaction } from 'kysely';
import { isTransactionConflict } from './database-errors.ts';
import type { Database } from './schema.ts';

export interface RetryPolicy {
  /** Runs after the first one; a conflict still there after the last is thrown to the caller. */
  retries: number;
  /** The first wait's upper bound; each retry doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { retries: 5, baseDelayMs: 5, maxDelayMs: 200 };

/** Full jitter: a random wait below the bound, so transactions that collided do not collide again in step. */
const backoff = (attempt: number, policy: RetryPolicy): number =>
  Math.random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);

/**
 * Runs `work` in a transaction of its own. When PostgreSQL rolls it back for a serialization
 * failure or a deadlock (40001, 40P01), the whole work runs again in a new transaction, after a
 * jittered wait, up to `policy.retries` times. Only those two errors are retried: they guarantee
 * nothing was committed. Any other error (a lost connection, whose COMMIT may or may not have
 * landed) goes straight to the caller. `work` must therefore write only through `trx` and be safe
 * to start over.
 */
export async function inTransaction<T>(
  db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>, policy: RetryPolicy = DEFAULT_RETRY,
): Promise<T> {
  return retryOnConflict(() => db.transaction().execute(work), policy);
}

/**
 * Runs `attempt` again, after a jittered wait, when PostgreSQL rolled it back for a serialization
 * failure or a deadlock, up to `policy.retries` times: for a transaction, or a single statement
 * that is its own transaction. Any other error goes straight to the caller.
 */
export async function retryOnConflict<T>(attempt: () => Promise<T>, policy: RetryPolicy = DEFAULT_RETRY): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isTransactionConflict(error) || tries >= policy.retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, backoff(tries, policy)));
    }
  }
}
