import { describe, expect, it } from 'vitest';
import { SignInLimiter, signInKeys } from './sign-in-limiter.ts';

function limiterAt(start: number) {
  const clock = { now: start };
  const limiter = new SignInLimiter({ attempts: 3, windowMs: 60_000, now: () => clock.now });
  return { clock, limiter };
}

describe('SignInLimiter', () => {
  it('allows the configured attempts per window, then says how long to wait', () => {
    const { clock, limiter } = limiterAt(1_000_000);
    const keys = signInKeys('10.0.0.1', 'manager@canopy.demo');
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.retryAfterSeconds(keys)).toBe(0);
      limiter.record(keys);
      clock.now += 10_000;
    }
    // Attempts at 0 s, 10 s, 20 s; now 30 s: the first leaves the window at 60 s.
    expect(limiter.retryAfterSeconds(keys)).toBe(30);
    clock.now += 30_001;
    expect(limiter.retryAfterSeconds(keys)).toBe(0);
  });

  it('counts the account across addresses and the address across accounts', () => {
    const { limiter } = limiterAt(0);
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) limiter.record(signInKeys(address, 'Manager@Canopy.demo '));
    expect(limiter.retryAfterSeconds(signInKeys('10.0.0.9', 'manager@canopy.demo'))).toBeGreaterThan(0);
    expect(limiter.retryAfterSeconds(signInKeys('10.0.0.9', 'budtender@canopy.demo'))).toBe(0);
    for (const email of ['a@x.demo', 'b@x.demo', 'c@x.demo']) limiter.record(signInKeys('10.0.0.7', email));
    expect(limiter.retryAfterSeconds(signInKeys('10.0.0.7', 'd@x.demo'))).toBeGreaterThan(0);
    expect(limiter.retryAfterSeconds(signInKeys('10.0.0.7', undefined))).toBeGreaterThan(0);
  });

  it('stays bounded when an attacker sprays many keys', () => {
    const { clock, limiter } = limiterAt(0);
    for (let i = 0; i < 250_000; i += 1) {
      limiter.record([`account:${i}@spray.demo`]);
      if (i % 1000 === 0) clock.now += 1_000;
    }
    expect(limiter.trackedKeys).toBeLessThanOrEqual(100_000 * 2);
    clock.now += 120_000;
    for (let i = 0; i < 300_000; i += 1) limiter.record([`account:again-${i}@spray.demo`]);
    expect(limiter.retryAfterSeconds(['account:0@spray.demo'])).toBe(0);
    expect(limiter.trackedKeys).toBeLessThanOrEqual(100_000 * 2);
  });
});
