import { Value } from 'typebox/value';
import { StoreNotOpened } from '../../shared/api/back-office.ts';
import type { ApiOutcome, ApiRequest } from '../../shared/bridge.ts';

/** What the gateway adds to a call besides the request itself. */
export interface Credentials {
  /** The whole Authorization header: `Token token="…"`, or Basic for sign-in only. */
  authorization: string;
  companyId?: string;
  deviceId?: string;
  /** The register's credential from its set-up: what proves a call comes from this register, not just names it. */
  deviceSecret?: string;
}

export interface GatewayOptions {
  /** The Store API's address; only its origin is used. */
  storeApiUrl: string;
  defaultTimeoutMs?: number;
  /** Called on a 401 to a call made with a token (not on a failed sign-in), with the credentials it carried. */
  onUnauthorized?: (credentials: Credentials) => void;
}

export interface Gateway {
  readonly origin: string;
  /** One Store API call; never throws for anything the network or the server does. */
  send(request: ApiRequest, credentials: Credentials): Promise<ApiOutcome>;
}

/** A request the gateway will not send: it would leave the Store API's v2 surface. */
export class ForbiddenPathError extends Error {
  override readonly name = 'ForbiddenPathError';
}

export const API_PREFIX = '/api/v2';
export const DEFAULT_TIMEOUT_MS = 15_000;

/** Statuses that are worth retrying: the sync engine backs off and sends the same body again. */
const TRANSIENT_STATUSES = new Set([408, 425, 429]);

/** Resolves `path` against the v2 prefix and refuses anything that would land elsewhere. */
export function apiUrl(origin: string, path: string): URL {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) {
    throw new ForbiddenPathError(`Not a Store API path: ${path}`);
  }
  const url = new URL(`${API_PREFIX}${path}`, origin);
  // The URL parser resolves dot segments (also %2e), so a `..` that climbs out fails this check.
  if (url.origin !== origin || !url.pathname.startsWith(`${API_PREFIX}/`) || url.username !== '' || url.password !== '') {
    throw new ForbiddenPathError(`Not a Store API path: ${path}`);
  }
  return url;
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed;
    } catch {
      return text;
    }
  }
  return text;
}

/** Why a fetch failed, from undici's error chain (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET, …). */
function describeNetworkFailure(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = 'code' in current && typeof current.code === 'string' ? ` (${current.code})` : '';
    parts.push(`${current.message}${code}`);
    current = current.cause;
  }
  return parts.length > 0 ? parts.join(': ') : String(error);
}

const isTimeout = (error: unknown): boolean => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * Every Store API call goes through here. It adds the credentials, the location (`X-CNPY-CompanyId`)
 * and the device (`X-CNPY-DeviceId`), bounds the call with a timeout, and tells apart the outcomes the sync engine treats differently.
 */
export function createGateway({ storeApiUrl, defaultTimeoutMs = DEFAULT_TIMEOUT_MS, onUnauthorized }: GatewayOptions): Gateway {
  const origin = new URL(storeApiUrl).origin;
  return {
    origin,
    async send(request, credentials) {
      const url = apiUrl(origin, request.path);
      const headers: Record<string, string> = { accept: 'application/json', authorization: credentials.authorization };
      if (credentials.companyId !== undefined) headers['x-cnpy-companyid'] = credentials.companyId;
      if (credentials.deviceId !== undefined) headers['x-cnpy-deviceid'] = credentials.deviceId;
      if (credentials.deviceSecret !== undefined) headers['x-cnpy-devicesecret'] = credentials.deviceSecret;
      // No Idempotency-Key header: the Store API deduplicates writes on the client-made `id` in the
      // body (and an order's `receipt_id`), so a repeated write returns the stored record.
      let body: string | undefined;
      if (request.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(request.body);
      }
      // One signal covers connecting, the headers and the body: a server that stalls midway times out too.
      const signal = AbortSignal.timeout(request.timeoutMs ?? defaultTimeoutMs);
      try {
        const response = await fetch(url, { method: request.method, headers, body, signal, redirect: 'manual' });
        const { status } = response;
        if (status === 401) {
          const parsed = await readBody(response);
          if (credentials.authorization.startsWith('Token ')) onUnauthorized?.(credentials);
          return { kind: 'unauthorized', status, body: parsed };
        }
        if (status >= 500 || TRANSIENT_STATUSES.has(status)) {
          // A Store API with no store yet says so in its 503, naming the command that opens it; no other failure's body is kept.
          let reason: unknown = null;
          if (status === 503) reason = await readBody(response);
          else await response.body?.cancel();
          if (!Value.Check(StoreNotOpened, reason)) reason = null;
          const after = retryAfterMs(response.headers.get('retry-after'));
          return {
            kind: 'server-error', status,
            ...(after === undefined ? {} : { retryAfterMs: after }),
            ...(reason === null ? {} : { body: reason }),
          };
        }
        const parsed = await readBody(response);
        if (status >= 200 && status < 300) return { kind: 'ok', status, body: parsed };
        // 3xx included: the API never redirects, and following one could leave the Store API.
        return { kind: 'rejected', status, body: parsed };
      } catch (error) {
        if (isTimeout(error)) return { kind: 'timeout' };
        return { kind: 'offline', message: describeNetworkFailure(error) };
      }
    },
  };
}
