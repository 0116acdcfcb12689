/**
 * A sliding-window counter of sign-in attempts, kept per key (an e-mail, a client address).
 * In memory on purpose: each instance limits what reaches it, and a restart forgives, which is
 * acceptable for slowing password guessing; the memory-hard password hash does the rest.
 */
export interface SignInLimiterOptions {
  attempts: number;
  windowMs: number;
  /** The clock; tests pass their own so no test waits for a window to pass. */
  now?: () => number;
}

/** Past this many tracked keys, expired ones are swept; past the hard cap the oldest half goes. */
const SWEEP_AT = 10_000;
const HARD_CAP = 100_000;

export class SignInLimiter {
  private readonly attemptsByKey = new Map<string, number[]>();
  private readonly now: () => number;
  private sweepAt = SWEEP_AT;

  constructor(private readonly options: SignInLimiterOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Whole seconds until every key may try again; 0 when an attempt is allowed now. */
  retryAfterSeconds(keys: readonly string[]): number {
    const now = this.now();
    let waitMs = 0;
    for (const key of keys) {
      const recent = this.recent(key, now);
      if (recent.length >= this.options.attempts) {
        // The oldest attempt of the full window has to fall out of it before another is allowed.
        const oldest = recent[recent.length - this.options.attempts]!;
        waitMs = Math.max(waitMs, oldest + this.options.windowMs - now);
      }
    }
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  record(keys: readonly string[]): void {
    const now = this.now();
    for (const key of keys) {
      const recent = this.recent(key, now);
      recent.push(now);
      this.attemptsByKey.set(key, recent);
    }
    if (this.attemptsByKey.size > this.sweepAt) this.sweep(now);
  }

  /** How many keys are tracked (for the bound test). */
  get trackedKeys(): number {
    return this.attemptsByKey.size;
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.options.windowMs;
    return (this.attemptsByKey.get(key) ?? []).filter((at) => at > since);
  }

  private sweep(now: number): void {
    for (const key of [...this.attemptsByKey.keys()]) {
      if (this.recent(key, now).length === 0) this.attemptsByKey.delete(key);
    }
    if (this.attemptsByKey.size > HARD_CAP) {
      // Map keeps insertion order: drop the keys first seen longest ago.
      const drop = [...this.attemptsByKey.keys()].slice(0, this.attemptsByKey.size / 2);
      for (const key of drop) this.attemptsByKey.delete(key);
    }
    // Sweep again only once the map has doubled, so a spray of keys costs amortised O(1) each.
    this.sweepAt = Math.max(SWEEP_AT, this.attemptsByKey.size * 2);
  }
}

/** The keys one sign-in attempt counts against: the client address and, when named, the account. */
export function signInKeys(address: string, email: string | undefined): string[] {
  const keys = [`address:${address}`];
  if (email !== undefined) keys.push(`account:${email.trim().toLowerCase()}`);
  return keys;
}
