/**
 * The one boundary between the register's renderer and its host (Electron main, or the web host
 * in browser mode). Declared once here; `electron/preload.ts` and the browser-mode client both
 * `satisfies RegisterBridge`, and the host core implements `RegisterHost`.
 * Secrets stay in the host: no call returns the API token.
 */

export type Role = 'manager' | 'budtender';

export interface Location {
  id: string; name: string; street: string; city: string; state: string; zip_code: string;
}

export interface SessionInfo {
  user: { id: string; name: string; email: string; role: Role };
  /** The location this register sells for (its device's company once set up). */
  location: Location;
  /** Every location the signed-in user can work at. */
  locations: Location[];
  /** This register, once set up as a device of `location`; null until then. */
  device: { id: string; name: string } | null;
  storeApiUrl: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequest {
  method: HttpMethod;
  /** A path of the v2 API without its prefix, e.g. `/orders` or `/products?limit=500`. */
  path: string;
  body?: unknown;
  /** Sent as `Idempotency-Key`; the outbox sends each row's client id. */
  idempotencyKey?: string;
  timeoutMs?: number;
}

/**
 * What became of an API call. The sync engine depends on these being told apart:
 * `offline`, `timeout` and `server-error` are transient and retried; `rejected` is final for that
 * body (a 4xx with the server's reasons); `unauthorized` means the session ended.
 */
export type ApiOutcome<T = unknown> =
  | { kind: 'ok'; status: number; body: T }
  | { kind: 'rejected'; status: number; body: unknown }
  | { kind: 'unauthorized'; status: 401; body: unknown }
  /** 5xx, 408, 425 and 429; `retryAfterMs` from a Retry-After header when the server sent one. */
  | { kind: 'server-error'; status: number; retryAfterMs?: number }
  | { kind: 'timeout' }
  | { kind: 'offline'; message: string };

export type SignInOutcome =
  | { ok: true; session: SessionInfo }
  | { ok: false; reason: 'invalid-credentials' | 'offline' | 'server-error' | 'no-location'; message: string };

export type DeviceSetupOutcome =
  | { ok: true; session: SessionInfo }
  | { ok: false; reason: 'not-signed-in' | 'not-a-manager' | 'offline' | 'rejected' | 'server-error'; message: string };

export type HostEvent =
  | { type: 'session-expired' }
  | { type: 'session-changed'; session: SessionInfo | null };

export interface RegisterBridge {
  signIn(email: string, password: string): Promise<SignInOutcome>;
  signOut(): Promise<void>;
  /** The current session, or null when nobody is signed in on this register. */
  getSession(): Promise<SessionInfo | null>;
  /** Registers this register as a device of a location (POST /devices; a manager must be signed in). */
  setUpDevice(input: { locationId: string; name: string }): Promise<DeviceSetupOutcome>;
  api<T = unknown>(request: ApiRequest): Promise<ApiOutcome<T>>;
  /** Subscribes to host events; returns the unsubscribe function. */
  onEvent(listener: (event: HostEvent) => void): () => void;
  /** Prints the current window (Electron's print in the app, the browser's in browser mode). */
  print(): Promise<void>;
}

/** The names of the bridge's request/response calls; channels are derived from them, never typed by hand. */
export const bridgeCalls = ['signIn', 'signOut', 'getSession', 'setUpDevice', 'api', 'print'] as const satisfies ReadonlyArray<keyof RegisterBridge>;
export type BridgeCall = (typeof bridgeCalls)[number];
export const channelOf = (call: BridgeCall): string => `canopy:${call}`;
export const HOST_EVENT_CHANNEL = 'canopy:event';
