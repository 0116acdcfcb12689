import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Encrypts what the vault keeps at rest: Electron's safeStorage in the app, `fileKeyCipher` elsewhere. */
export interface Cipher {
  encrypt(plain: string): Buffer;
  decrypt(sealed: Buffer): string;
}

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Reads the key file, creating it (random, mode 0600) the first time. */
export function loadOrCreateKey(keyPath: string): Buffer {
  try {
    const key = readFileSync(keyPath);
    if (key.length !== KEY_BYTES) throw new Error(`${keyPath} is not a ${KEY_BYTES}-byte key`);
    return key;
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  mkdirSync(dirname(keyPath), { recursive: true, mode: 0o700 });
  const key = randomBytes(KEY_BYTES);
  // 'wx' so two processes starting at once never overwrite each other's key.
  writeFileSync(keyPath, key, { mode: 0o600, flag: 'wx' });
  chmodSync(keyPath, 0o600); // the mode above is subject to the umask
  return key;
}

/**
 * AES-256-GCM with a random key kept in a file only this user can read: browser mode and tests,
 * where no OS keychain is at hand. Sealed form: iv ‖ tag ‖ ciphertext.
 */
export function fileKeyCipher(keyPath: string): Cipher {
  const key = loadOrCreateKey(keyPath);
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decrypt(sealed) {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
      decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
