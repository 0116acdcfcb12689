/**
 * The one boundary between the register's renderer and its host (Electron main, or the web host
 * in browser mode). Declared once here; `electron/preload.ts` and the browser-mode client both
 * `satisfies RegisterBridge`, and the host core implements `RegisterHost`.
 * Secrets stay in the host: no call returns the API token.
 */
import type { ManagerPinOutcome, PrinterAction, PrinterAnswers, PrinterCommandOf } from './printer.ts';

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
  /**
   * 5xx, 408, 425 and 429; `retryAfterMs` from a Retry-After header when the server sent one; `body`
   * only for the 503 of a Store API whose store is not opened yet (`StoreNotOpened`: it names the command).
   */
  | { kind: 'server-error'; status: number; retryAfterMs?: number; body?: unknown }
  | { kind: 'timeout' }
  | { kind: 'offline'; message: string };

export type SignInOutcome =
  | { ok: true; session: SessionInfo }
  | { ok: false; reason: 'invalid-credentials' | 'offline' | 'server-error' | 'no-location' | 'store-not-opened'; message: string };

/** What a new employee enters at first sign-in: the one-time code a manager was shown, and the password they choose. */
export interface FirstSignInInput { email: string; code: string; password: string }

/** First sign-in fails as sign-in does, or on the code (wrong, used, or the employee deactivated) or the password chosen. */
export type FirstSignInOutcome =
  | SignInOutcome
  | { ok: false; reason: 'wrong-code' | 'password-refused'; message: string };

export type DeviceSetupOutcome =
  | { ok: true; session: SessionInfo }
  | { ok: false; reason: 'not-signed-in' | 'not-a-manager' | 'offline' | 'rejected' | 'server-error'; message: string };

export type HostEvent =
  | { type: 'session-expired' }
  | { type: 'session-changed'; session: SessionInfo | null };

export interface RegisterBridge {
  signIn(email: string, password: string): Promise<SignInOutcome>;
  /** A new employee's first sign-in (POST /first_sign_in): sets their password and signs them in like signIn. */
  firstSignIn(input: FirstSignInInput): Promise<FirstSignInOutcome>;
  signOut(): Promise<void>;
  /** The current session, or null when nobody is signed in on this register. */
  getSession(): Promise<SessionInfo | null>;
  /** Registers this register as a device of a location (POST /devices; a manager must be signed in). */
  setUpDevice(input: { locationId: string; name: string }): Promise<DeviceSetupOutcome>;
  api<T = unknown>(request: ApiRequest): Promise<ApiOutcome<T>>;
  /**
   * Up to API_BATCH_LIMIT Store API calls in one bridge call, made side by side by the host: one
   * outcome per request, in the same order. Each request is still its own call to the Store API.
   */
  apiBatch(requests: ApiRequest[]): Promise<ApiOutcome[]>;
  /** Subscribes to host events; returns the unsubscribe function. */
  onEvent(listener: (event: HostEvent) => void): () => void;
  /** Prints the current window (Electron's print in the app, the browser's in browser mode). */
  print(): Promise<void>;
  /**
   * The counter's receipt printer (shared/printer.ts): send a job of ESC/POS bytes to this register's
   * printer, or read or change its settings (a manager only). The host alone sends the bytes, to the
   * destination in its settings.
   */
  printer<K extends PrinterAction>(command: PrinterCommandOf<K>): Promise<PrinterAnswers[K]>;
  /**
   * Checks a manager's PIN (a discount above the threshold). The host checks it against the
   * approvers it kept from a manager's session, and locks after a few wrong PINs in a row: the
   * page never holds a PIN hash.
   */
  managerPin(pin: string): Promise<ManagerPinOutcome>;
}

/** The names of the bridge's request/response calls; channels are derived from them, never typed by hand. */
export const bridgeCalls = ['signIn', 'firstSignIn', 'signOut', 'getSession', 'setUpDevice', 'api', 'apiBatch', 'print', 'printer', 'managerPin'] as const satisfies ReadonlyArray<keyof RegisterBridge>;
export type BridgeCall = (typeof bridgeCalls)[number];
export const channelOf = (call: BridgeCall): string => `canopy:${call}`;
export const HOST_EVENT_CHANNEL = 'canopy:event';

/**
 * What answers every bridge call, over Electron's IPC and the web host's HTTP alike: the value, or
 * the error by name and message (IPC would otherwise turn a thrown error into a bare string).
 */
export type BridgeEnvelope<T> = { ok: true; value: T } | { ok: false; error: { name: string; message: string } };

export async function toEnvelope<T>(work: () => Promise<T>): Promise<BridgeEnvelope<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error', message: String(error) } };
  }
}

/** A bridge call that failed in the host, or got no answer from it; `originalName` is the host's error's (e.g. ForbiddenPathError). */
export class HostError extends Error {
  override readonly name = 'HostError';
  constructor(readonly call: BridgeCall, readonly originalName: string, message: string) {
    super(`${call}: ${message}`);
  }
}

export function fromEnvelope<T>(call: BridgeCall, envelope: BridgeEnvelope<T>): T {
  if (envelope.ok) return envelope.value;
  throw new HostError(call, envelope.error.name, envelope.error.message);
}

export const isEnvelope = (value: unknown): value is BridgeEnvelope<unknown> =>
  typeof value === 'object' && value !== null && 'ok' in value
  && (value.ok === true ? 'value' in value : value.ok === false && 'error' in value && typeof value.error === 'object' && value.error !== null);

/** How long a bridge call may take before the renderer gives up on the host. */
export const BRIDGE_TIMEOUT_MS = 60_000;
/** What a bridge call allows beyond the Store API timeout it carries, so the gateway's own timeout answers first. */
const BRIDGE_MARGIN_MS = 10_000;

/** The bridge timeout of an `api` call that carries a Store API timeout of `apiTimeoutMs`. */
export const apiBridgeTimeoutMs = (apiTimeoutMs: number): number => Math.max(BRIDGE_TIMEOUT_MS, apiTimeoutMs + BRIDGE_MARGIN_MS);

/** Requests one `apiBatch` call may carry. */
export const API_BATCH_LIMIT = 50;

const ownTimeoutMs = (request: unknown): number =>
  typeof request === 'object' && request !== null && 'timeoutMs' in request && typeof request.timeoutMs === 'number' ? request.timeoutMs : 0;

/** Bounds a call: longer than any API timeout it carries (a batch's requests run side by side, so its longest). */
export function bridgeTimeoutMs(call: BridgeCall, args: readonly unknown[]): number {
  const [first] = args;
  if (call === 'api') return apiBridgeTimeoutMs(ownTimeoutMs(first));
  if (call === 'apiBatch') return apiBridgeTimeoutMs(Array.isArray(first) ? Math.max(0, ...first.map(ownTimeoutMs)) : 0);
  return BRIDGE_TIMEOUT_MS;
}

export function withTimeout<T>(call: BridgeCall, pending: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new HostError(call, 'TimeoutError', `no answer from the host within ${timeoutMs} ms`)), timeoutMs);
    pending.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => { clearTimeout(timer); reject(error instanceof Error ? error : new Error(String(error))); },
    );
  });
}
