import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * A manager's PIN as the register keeps it, so it can approve a discount offline: a salted
 * PBKDF2-SHA256 hash, never the PIN. This keeps the PIN out of plain sight (logs, screens, a
 * copied database at a glance), nothing more: a PIN has four to six digits, so anyone holding the
 * register's database can try every PIN against the hash in seconds whatever the iteration count.
 * A PIN is a counter-side approval that a manager stood at the register, not a password; it never
 * signs anyone in.
 *
 * Synchronous on purpose: the register checks a PIN inside a keystroke's handler.
 */
export const PIN_HASH_ITERATIONS = 10_000;
const HASH_BYTES = 32;
const SALT_BYTES = 16;

export interface PinHash { pin_hash: string; pin_salt: string }

/** The hash of a PIN with the given salt (hex), or a new random salt. */
export function hashPin(pin: string, saltHex: string = bytesToHex(randomBytes(SALT_BYTES))): PinHash {
  const hash = pbkdf2(sha256, utf8ToBytes(pin), hexToBytes(saltHex), { c: PIN_HASH_ITERATIONS, dkLen: HASH_BYTES });
  return { pin_hash: bytesToHex(hash), pin_salt: saltHex };
}

/** Whether `pin` is the PIN the hash was made from. Compared without an early exit on the first differing byte. */
export function pinMatches(pin: string, stored: PinHash): boolean {
  if (!/^[0-9a-f]*$/i.test(stored.pin_salt) || stored.pin_salt.length % 2 !== 0) return false;
  const { pin_hash: computed } = hashPin(pin, stored.pin_salt);
  if (computed.length !== stored.pin_hash.length) return false;
  let difference = 0;
  for (let index = 0; index < computed.length; index += 1) difference |= computed.charCodeAt(index) ^ stored.pin_hash.toLowerCase().charCodeAt(index);
  return difference === 0;
}
