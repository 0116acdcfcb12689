import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Metrc's API address per state (the location's `state`): https://api-<state>.metrc.com, for the
 * states whose track-and-trace system is Metrc.
 */
const METRC_STATES = ['AK', 'AL', 'CA', 'CO', 'DC', 'IL', 'KY', 'LA', 'MA', 'MD', 'ME', 'MI', 'MN', 'MO', 'MS', 'MT', 'NJ', 'NV', 'NY', 'OH', 'OK', 'OR', 'RI', 'SD', 'VA', 'WV'];

export function defaultMetrcUrl(state: string): string | null {
  const code = state.trim().toUpperCase();
  return METRC_STATES.includes(code) ? `https://api-${code.toLowerCase()}.metrc.com` : null;
}

/** Metrc's own hosts: each state's API and its sandbox (https://sandbox-api-<state>.metrc.com), compared as text. */
export function isMetrcHost(host: string): boolean {
  const match = /^(?:sandbox-)?api-([a-z]{2})\.metrc\.com$/.exec(host);
  return match !== null && METRC_STATES.includes((match[1] ?? '').toUpperCase());
}

/** What the operator lets a location's Metrc URL be (server flags). */
export interface MetrcUrlPolicy {
  /** --metrc-allow-http: plain http:// and internal addresses (the stand-in, development). */
  allowHttp: boolean;
  /** Where the Store API serves several accounts: only Metrc's own hosts or `allowedHosts`. */
  metrcHostsOnly: boolean;
  /** --metrc-allow-host: further hosts the operator accepts, lower case. */
  allowedHosts: readonly string[];
}

/**
 * Why a Metrc URL is refused, or null when it is accepted. The Store API sends the licensee's key
 * and the server's vendor key wherever this URL points, from inside the store's network: unless
 * plain HTTP is allowed (the stand-in, development), only https:// URLs of public hosts are taken.
 * This is a first, textual check; the address a name resolves to is checked again when the
 * connection is made (metrc-client.ts).
 */
export function metrcUrlProblem(text: string, policy: MetrcUrlPolicy): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'is not a URL';
  }
  if (url.username !== '' || url.password !== '') return 'must not carry credentials';
  if (url.search !== '' || url.hash !== '') return 'must not carry a query or fragment';
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:')) return policy.allowHttp ? 'must be an http:// or https:// URL' : 'must be an https:// URL';
  if (policy.allowHttp) return null;
  // "localhost." is localhost: a name's trailing dot only says it is complete.
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  if (policy.metrcHostsOnly && !isMetrcHost(host) && !policy.allowedHosts.includes(host)) {
    return "must be Metrc's address (https://api-<state>.metrc.com): this server serves several accounts";
  }
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || !host.includes('.') && isIP(host) === 0) {
    return 'must name a public host';
  }
  if (isIP(host) !== 0 && !isPublicAddress(host)) return 'must name a public host';
  return null;
}

/**
 * True only for a public unicast address. Refused: loopback, private, link-local, carrier-grade
 * NAT, unspecified, multicast, reserved, unique-local, and IPv6 forms that carry an IPv4 address
 * (mapped ::ffff:a.b.c.d in either notation, the deprecated compatible ::a.b.c.d, NAT64, 6to4,
 * Teredo), whatever the IPv4 inside: ranges as ipaddr.js classifies them.
 */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  // IPv6 in the URL standard's form first: every embedded IPv4 written in hex, as the URL parser
  // hands it on (ipaddr.js would read "::8.8.8.8" as mapped, not as the compatible form it is).
  const text = isIP(address) === 6 ? new URL(`http://[${address}]`).hostname.slice(1, -1) : address;
  const parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv6') {
    const v6 = ipaddr.IPv6.parse(text);
    if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
    // ::a.b.c.d (IPv4-compatible, deprecated): ipaddr.js calls it unicast, yet it reaches the IPv4 inside.
    if (v6.parts.slice(0, 6).every((part) => part === 0)) return false;
  }
  return parsed.range() === 'unicast';
}
