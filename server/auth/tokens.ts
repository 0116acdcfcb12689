import { createHash, randomBytes } from 'node:crypto';

/** API tokens are 256 random bits; only their SHA-256 is stored, so a leaked table grants nothing. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export type Credentials =
  | { kind: 'basic'; email: string; password: string }
  | { kind: 'token'; token: string };

/**
 * Reads the Authorization header: `Basic <base64 email:password>`, `Token token="…"` or the bare
 * `Token …` form. Anything else is no credentials at all.
 */
export function parseAuthorization(header: string | undefined): Credentials | null {
  if (header === undefined) return null;
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon <= 0) return null;
    return { kind: 'basic', email: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
  }
  const quoted = /^Token\s+token="([^"]+)"\s*$/i.exec(header);
  if (quoted) return { kind: 'token', token: quoted[1]! };
  const bare = /^Token\s+(?:token=)?([A-Za-z0-9_\-.~+/=]+)\s*$/i.exec(header);
  if (bare) return { kind: 'token', token: bare[1]! };
  return null;
}
