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
  | { kind: 'credentials-rejected'; message: string }
  /** 429: wait this long. */
  | { kind: 'rate-limited'; retryAfterMs: number }
  /** 5xx, timeouts, refused or cut connections: Metrc may or may not have done it. */
  | { kind: 'unknown'; message: string };

export interface MetrcAccess { apiUrl: string; licenseNumber: string; vendorKey: string; userKey: string; timeoutMs: number }

export async function callMetrc(access: MetrcAccess, method: string, path: string, body?: unknown): Promise<MetrcOutcome> {
  const separator = path.includes('?') ? '&' : '?';
  const url = `${access.apiUrl}${path}${separator}licenseNumber=${encodeURIComponent(access.licenseNumber)}`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method, redirect: 'error', signal: AbortSignal.timeout(access.timeoutMs),
      headers: {
        authorization: `Basic ${Buffer.from(`${access.vendorKey}:${access.userKey}`).toString('base64')}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    text = await response.text();
  } catch (error) {
    return { kind: 'unknown', message: `no answer from Metrc (${error instanceof Error ? error.message : String(error)})` };
  }
  const parsed = parseJson(text);
  if (response.status >= 200 && response.status < 300) return { kind: 'ok', status: response.status, body: parsed };
  if (response.status === 404) return { kind: 'not-found' };
  if (response.status === 401 || response.status === 403) return { kind: 'credentials-rejected', message: `credentials rejected (${response.status}): ${messageOf(parsed)}` };
  if (response.status === 429) return { kind: 'rate-limited', retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
  if (response.status === 400 || response.status === 413 || response.status === 422) {
    const rows = new Map<number, string>();
    if (Array.isArray(parsed)) {
      for (const entry of parsed as unknown[]) {
        if (typeof entry === 'object' && entry !== null && 'row' in entry && typeof entry.row === 'number') rows.set(entry.row, messageOf(entry));
      }
    }
    return { kind: 'refused', rows, message: messageOf(parsed) };
  }
  return { kind: 'unknown', message: `Metrc answered ${response.status}: ${messageOf(parsed)}` };
}

function parseJson(text: string): unknown {
  try { return text === '' ? null : JSON.parse(text); } catch { return text; }
}

/** Metrc's message from an error body: `{Message}`, `{message}`, `[{row, message}]`, or the text. */
export function messageOf(body: unknown): string {
  if (typeof body === 'string') return body.slice(0, 500);
  if (Array.isArray(body)) return body.map(messageOf).join('; ').slice(0, 500);
  if (typeof body === 'object' && body !== null) {
    const value = Object.entries(body).find(([key]) => key === 'message' || key === 'Message')?.[1];
    if (typeof value === 'string') return value.slice(0, 500);
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
