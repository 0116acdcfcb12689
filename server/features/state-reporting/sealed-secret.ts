import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Secrets the Store API keeps in its database (a licensee's Metrc user key) are sealed with
 * AES-256-GCM under a key that is not in the database: a copy of the database alone does not
 * give them away. Sealed form, base64: iv ‖ tag ‖ ciphertext (the register's vault uses the same).
 */
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox { seal(plain: string): string; open(sealed: string): string }

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`a secret key is ${KEY_BYTES} bytes`);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * Reads the key file, creating it (random, mode 0600) the first time. Every instance sharing a
 * database must read the same file (or be given the same key), or none can open the others' secrets.
 */
export function loadOrCreateSecretKey(path: string): Buffer {
  try {
    const key = readFileSync(path);
    if (key.length !== KEY_BYTES) throw new Error(`${path} is not a ${KEY_BYTES}-byte key`);
    return key;
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  try {
    // 'wx': two instances starting at once never overwrite each other's key; the loser reads the winner's.
    writeFileSync(path, randomBytes(KEY_BYTES), { mode: 0o600, flag: 'wx' });
    chmodSync(path, 0o600);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  return readFileSync(path);
}
