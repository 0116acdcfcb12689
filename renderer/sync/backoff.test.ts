import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay, jitter } from './backoff.ts';

describe('backoffDelay', () => {
  it('doubles with each attempt, between half and all of the ceiling', () => {
    expect(backoffDelay(1, undefined, () => 0)).toBe(BACKOFF_BASE_MS / 2);
    expect(backoffDelay(1, undefined, () => 0.999999)).toBeLessThanOrEqual(BACKOFF_BASE_MS);
    expect(backoffDelay(4, undefined, () => 0)).toBe(4 * BACKOFF_BASE_MS);
  });

  it('is capped', () => {
    expect(backoffDelay(50, undefined, () => 0.999999)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
    expect(backoffDelay(50, undefined, () => 0)).toBe(BACKOFF_CAP_MS / 2);
  });

  it('never retries sooner than the server asked (Retry-After)', () => {
    expect(backoffDelay(1, 90_000, () => 0.5)).toBe(90_000);
  });

  it('spreads retries with jitter', () => {
    const delays = new Set(Array.from({ length: 20 }, (_, i) => backoffDelay(6, undefined, () => i / 20)));
    expect(delays.size).toBe(20);
    expect(jitter(10_000, () => 0)).toBe(8_000);
    expect(jitter(10_000, () => 1)).toBe(12_000);
  });
});
