import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt is memory-hard: N=2^15, r=8 needs 32 MiB per guess, which makes offline cracking of a
// stolen database slow on GPUs. Parameters are stored with each hash so they can be raised later.
const N = 32768, r = 8, p = 1, KEY_LENGTH = 32;
const MAXMEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r, p, maxmem: MAXMEM });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || n === undefined || rr === undefined || pp === undefined || salt === undefined || key === undefined) {
    return false;
  }
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(rr), p: Number(pp), maxmem: MAXMEM });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to compare against when the e-mail is unknown, so both paths take the same time. */
export const decoyPasswordHash = hashPassword(randomBytes(16).toString('hex'));
