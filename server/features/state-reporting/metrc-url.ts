import { isIP } from 'node:net';

/**
 * Metrc's API address per state (the location's `state`): https://api-<state>.metrc.com, for the
 * states whose track-and-trace system is Metrc.
 */
const METRC_STATES = ['AK', 'AL', 'CA', 'CO', 'DC', 'KY', 'LA', 'MA', 'MD', 'ME', 'MI', 'MN', 'MO', 'MS', 'MT', 'NJ', 'NV', 'OH', 'OK', 'OR', 'RI', 'SD', 'VA', 'WV'];

export function defaultMetrcUrl(state: string): string | null {
  const code = state.trim().toUpperCase();
  return METRC_STATES.includes(code) ? `https://api-${code.toLowerCase()}.metrc.com` : null;
}

/**
 * Why a Metrc URL is refused, or null when it is accepted. The Store API sends the licensee's key
 * wherever this URL points, from inside the store's network: unless plain HTTP is allowed (the
 * stand-in, development), only https:// URLs of public hosts are taken, so a manager cannot point
 * it at an internal service. Names are checked as written; literal addresses by their range.
 */
export function metrcUrlProblem(text: string, allowHttp: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'is not a URL';
  }
  if (url.username !== '' || url.password !== '') return 'must not carry credentials';
  if (url.search !== '' || url.hash !== '') return 'must not carry a query or fragment';
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) return allowHttp ? 'must be an http:// or https:// URL' : 'must be an https:// URL';
  if (allowHttp) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || !host.includes('.') && isIP(host) === 0) {
    return 'must name a public host';
  }
  if (isIP(host) !== 0 && !isPublicAddress(host)) return 'must name a public host';
  return null;
}

/** False for loopback, private, link-local, carrier-grade NAT, unspecified and unique-local addresses. */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return !(a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)
      || (a === 100 && b >= 64 && b <= 127) || a >= 224);
  }
  const v6 = address.toLowerCase();
  if (v6 === '::' || v6 === '::1') return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6);
  if (mapped !== null) return isPublicAddress(mapped[1] ?? '');
  return !(/^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || v6.startsWith('ff'));
}
