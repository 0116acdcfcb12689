import { describe, expect, it } from 'vitest';
import { hashPin, pinMatches } from './pin.ts';

describe('manager PIN hashes', () => {
  it('a PIN matches its own hash and no other PIN does', () => {
    const stored = hashPin('4321');
    expect(pinMatches('4321', stored)).toBe(true);
    for (const other of ['4320', '1234', '', '43210', ' 4321']) expect(pinMatches(other, stored)).toBe(false);
  });

  it('is salted: the same PIN hashes differently under two salts, the same under one', () => {
    const first = hashPin('4321');
    const second = hashPin('4321');
    expect(first.pin_salt).not.toBe(second.pin_salt);
    expect(first.pin_hash).not.toBe(second.pin_hash);
    expect(hashPin('4321', first.pin_salt)).toEqual(first);
    expect(first.pin_hash).not.toContain('4321');
  });

  it('a malformed stored hash matches nothing', () => {
    const stored = hashPin('4321');
    expect(pinMatches('4321', { ...stored, pin_salt: 'zz' })).toBe(false);
    expect(pinMatches('4321', { ...stored, pin_hash: stored.pin_hash.slice(2) })).toBe(false);
  });
});
