/** Retry timing of the outbox: capped exponential backoff with full jitter. */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/**
 * How long to wait before attempt `attempts + 1`. Full jitter (a random point below the
 * exponential ceiling) keeps many registers that lost the network together from retrying in step.
 * A server's Retry-After is a floor: never sooner than it asked.
 */
export function backoffDelay(attempts: number, retryAfterMs?: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = Math.floor(ceiling / 2 + random() * (ceiling / 2));
  return Math.max(jittered, retryAfterMs ?? 0);
}

/** A steady poll interval, give or take 20%, so windows and registers drift apart. */
export const jitter = (intervalMs: number, random: () => number = Math.random): number => Math.round(intervalMs * (0.8 + random() * 0.4));
