import type { ApiOutcome, ApiRequest, BridgeCall, HostEvent, RegisterBridge } from '../../shared/bridge.ts';

/** Must match electron/web-host.ts: the header makes cross-origin use need a preflight, which is refused. */
const HOST_HEADER = 'X-Canopy-Host';

/** The web host refused a call or could not be reached (Electron's IPC would reject the same way). */
export class HostCallError extends Error {
  override readonly name = 'HostCallError';
  constructor(readonly call: BridgeCall, readonly status: number, message: string) {
    super(message);
  }
}

async function callHost<T>(base: string, call: Exclude<BridgeCall, 'print'>, args: unknown[]): Promise<T> {
  const response = await fetch(`${base}/host/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HOST_HEADER]: '1' },
    body: JSON.stringify(args),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const text = await response.text();
  if (!response.ok) {
    let message = `HTTP ${response.status}`;
    try {
      const body: unknown = JSON.parse(text);
      if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') message = body.error;
    } catch {
      // not JSON: keep the status
    }
    throw new HostCallError(call, response.status, `${call}: ${message}`);
  }
  // The web host answers each call with the host core's result, typed by RegisterBridge.
  const result: T = JSON.parse(text);
  return result;
}

/**
 * The bridge in browser mode: the same calls over HTTP to the web host on loopback, events over
 * Server-Sent Events (one stream, opened with the first listener, closed with the last), printing by the browser.
 */
export function createWebBridge(base = ''): RegisterBridge {
  const listeners = new Set<(event: HostEvent) => void>();
  let source: EventSource | null = null;

  return {
    signIn: (email, password) => callHost(base, 'signIn', [email, password]),
    signOut: () => callHost(base, 'signOut', []),
    getSession: () => callHost(base, 'getSession', []),
    setUpDevice: (input) => callHost(base, 'setUpDevice', [input]),
    api: <T>(request: ApiRequest) => callHost<ApiOutcome<T>>(base, 'api', [request]),
    onEvent(listener) {
      listeners.add(listener);
      if (source === null) {
        source = new EventSource(`${base}/host/events`);
        source.onmessage = (message: MessageEvent<string>) => {
          const event: HostEvent = JSON.parse(message.data);
          for (const each of listeners) each(event);
        };
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          source?.close();
          source = null;
        }
      };
    },
    print() {
      window.print();
      return Promise.resolve();
    },
  };
}
