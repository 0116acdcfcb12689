import { promises as dns, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './metrc-url.ts';

/**
 * One call to Metrc's API, told apart the way reporting must act on it (Metrc's documentation,
 * "Server Responses" and "Rate Limiting"): HTTP Basic with the vendor key as user name and the
 * licensee's user key as password, the facility in `?licenseNumber=`.
 */
export type MetrcOutcome =
  | { kind: 'ok'; status: number; body: unknown }
  | { kind: 'not-found' }
  /** 400: the request was refused as a whole; `rows` names each refused object by its index. */
  | { kind: 'refused'; rows: Map<number, string>; message: string }
  /** 401/403: the key is refused (expired, replaced, or without the permission). */
  | { kind: 'credentials-rejected'; status: 401 | 403; message: string }
  /** 429: wait this long. */
  | { kind: 'rate-limited'; retryAfterMs: number }
  /** 5xx, timeouts, refused or cut connections, refused addresses, oversized answers: Metrc may or may not have done it. */
  | { kind: 'unknown'; message: string };

/** A name's addresses, as the system resolver answers them. */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

export interface MetrcAccess {
  apiUrl: string; licenseNumber: string; vendorKey: string; userKey: string; timeoutMs: number;
  /** --metrc-allow-http: loopback and private addresses may be reached (the stand-in, development). */
  allowInternal: boolean;
  /** An answer longer than this is not read: its call fails. */
  maxAnswerBytes: number;
  /** The resolver; the system's unless a test stands in for DNS. */
  resolve?: Resolve;
}

const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true });

/**
 * The connection's name lookup: every address the name resolves to must be public, checked when the
 * socket connects, so neither the URL's text nor a later DNS answer can lead the keys inward.
 */
function guardedLookup(resolve: Resolve, allowInternal: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then((found) => {
      const addresses = options.family === 4 || options.family === 6 ? found.filter((a) => a.family === options.family) : found;
      const first = addresses[0];
      if (first === undefined) throw new Error(`the name ${hostname} has no address`);
      if (!allowInternal && addresses.some((a) => !isPublicAddress(a.address))) throw new InternalAddressRefused();
      if (options.all === true) callback(null, addresses);
      else callback(null, first.address, first.family);
    }).catch((error: unknown) => {
      callback(error instanceof Error ? error : new Error(String(error)), '', 0);
    });
  };
}

class InternalAddressRefused extends Error {
  constructor() { super('the Metrc address leads to a loopback, private or otherwise internal address, which is refused'); }
}

class AnswerTooLarge extends Error {
  constructor(limit: number) { super(`Metrc's answer was longer than ${Math.round(limit / 1024)} KB and was not read`); }
}

/** `forLicence: false` for the calls about the user rather than a facility (GET /facilities/v2 takes no licence number). */
export async function callMetrc(access: MetrcAccess, method: string, path: string, body?: unknown, { forLicence = true } = {}): Promise<MetrcOutcome> {
  const separator = path.includes('?') ? '&' : '?';
  const url = new URL(forLicence ? `${access.apiUrl}${path}${separator}licenseNumber=${encodeURIComponent(access.licenseNumber)}` : `${access.apiUrl}${path}`);
  // A literal address is connected to without a lookup: check it here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) !== 0 && !access.allowInternal && !isPublicAddress(literal)) return { kind: 'unknown', message: new InternalAddressRefused().message };
  let answer: { status: number; retryAfter: string | null; text: string };
  try {
    answer = await send(access, method, url, body);
  } catch (error) {
    if (error instanceof InternalAddressRefused || error instanceof AnswerTooLarge) return { kind: 'unknown', message: error.message };
    const timedOut = error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
    return { kind: 'unknown', message: timedOut ? `no answer from Metrc within ${access.timeoutMs / 1000} s` : 'no answer from Metrc (the connection failed)' };
  }
  const { status } = answer;
  const parsed = parseJson(answer.text);
  if (status >= 200 && status < 300) return { kind: 'ok', status, body: parsed };
  if (status === 404) return { kind: 'not-found' };
  if (status === 401 || status === 403) return { kind: 'credentials-rejected', status, message: `credentials rejected (${status})` };
  if (status === 429) return { kind: 'rate-limited', retryAfterMs: retryAfterMs(answer.retryAfter) };
  if (status === 400 || status === 413 || status === 422) {
    const rows = new Map<number, string>();
    if (Array.isArray(parsed)) {
      for (const entry of parsed as unknown[]) {
        if (typeof entry === 'object' && entry !== null && 'row' in entry && typeof entry.row === 'number') rows.set(entry.row, messageOf(entry));
      }
    }
    return { kind: 'refused', rows, message: messageOf(parsed) };
  }
  if (status >= 300 && status < 400) return { kind: 'unknown', message: `Metrc answered a redirect (${status}), which is not followed` };
  return { kind: 'unknown', message: `Metrc answered ${status}` };
}

/** One request; the answer is read up to `maxAnswerBytes`, and the whole exchange ends by `timeoutMs`. */
function send(access: MetrcAccess, method: string, url: URL, body: unknown): Promise<{ status: number; retryAfter: string | null; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method, signal: AbortSignal.timeout(access.timeoutMs),
      lookup: guardedLookup(access.resolve ?? systemResolve, access.allowInternal),
      headers: {
        authorization: `Basic ${Buffer.from(`${access.vendorKey}:${access.userKey}`).toString('base64')}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
      },
    }, (response: IncomingMessage) => {
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > access.maxAnswerBytes) {
        req.destroy(new AnswerTooLarge(access.maxAnswerBytes));
        return;
      }
      const chunks: Buffer[] = [];
      let length = 0;
      response.on('data', (chunk: Buffer) => {
        length += chunk.length;
        if (length > access.maxAnswerBytes) req.destroy(new AnswerTooLarge(access.maxAnswerBytes));
        else chunks.push(chunk);
      });
      response.on('error', reject);
      response.on('end', () => {
        const retryAfter = response.headers['retry-after'];
        resolve({ status: response.statusCode ?? 0, retryAfter: retryAfter ?? null, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

function parseJson(text: string): unknown {
  try { return text === '' ? null : JSON.parse(text); } catch { return null; }
}

/**
 * Metrc's message from its JSON error bodies (`{Message}`, `{message}`, `[{row, message}]`), at most
 * 200 characters; anything else is not repeated: what a foreign server answers is never echoed.
 */
export function messageOf(body: unknown): string {
  if (Array.isArray(body)) return body.map(messageOf).join('; ').slice(0, 200);
  if (typeof body === 'object' && body !== null) {
    const value = Object.entries(body).find(([key]) => key === 'message' || key === 'Message')?.[1];
    if (typeof value === 'string') return value.slice(0, 200);
  }
  return 'no message';
}

/** Retry-After in seconds or as an HTTP date; at least a second, at most ten minutes. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (header === null) return 1000;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 1000), 600_000) : 1000;
}

/** A failed call in the store's words, for an answer to a manager: Metrc's own text is not repeated. */
export function failureOf(outcome: Exclude<MetrcOutcome, { kind: 'ok' }>): string {
  switch (outcome.kind) {
    case 'not-found': return 'Metrc could not be read: it answered 404';
    case 'refused': return 'Metrc could not be read: it refused the request';
    case 'credentials-rejected': return `Metrc could not be read: ${outcome.message}; enter the user key again`;
    case 'rate-limited': return `Metrc could not be read: it asks to wait ${Math.ceil(outcome.retryAfterMs / 1000)} s`;
    case 'unknown': return `Metrc could not be read: ${outcome.message}`;
  }
}
