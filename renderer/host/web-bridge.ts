import {
  bridgeTimeoutMs, fromEnvelope, HostError, isEnvelope,
  type ApiOutcome, type ApiRequest, type BridgeCall, type BridgeEnvelope, type HostEvent, type RegisterBridge,
} from '../../shared/bridge.ts';
import type { PrinterAction, PrinterAnswers, PrinterCommandOf } from '../../shared/printer.ts';

/** Must match electron/web-host.ts: the header makes cross-origin use need a preflight, which is refused. */
const HOST_HEADER = 'X-Canopy-Host';

/**
 * One call to the web host: it answers the same envelope as Electron's IPC, and a failure comes
 * back as the same HostError (a refusal by the host's guard, or no answer, included).
 */
async function callHost<T>(base: string, call: Exclude<BridgeCall, 'print'>, args: unknown[]): Promise<T> {
  let text: string;
  let status: number;
  try {
    const response = await fetch(`${base}/host/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HOST_HEADER]: '1' },
      body: JSON.stringify(args),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(bridgeTimeoutMs(call, args)),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    throw new HostError(call, name, error instanceof Error ? error.message : String(error));
  }
  // The web host answers each call with the host core's result, typed by RegisterBridge.
  let envelope: BridgeEnvelope<T> | null = null;
  try {
    envelope = JSON.parse(text);
  } catch {
    // not JSON: the status says what happened
  }
  if (isEnvelope(envelope)) return fromEnvelope(call, envelope);
  const body: unknown = envelope;
  const message = typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : `HTTP ${status}`;
  throw new HostError(call, `HTTP ${status}`, message);
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
    firstSignIn: (input) => callHost(base, 'firstSignIn', [input]),
    signOut: () => callHost(base, 'signOut', []),
    getSession: () => callHost(base, 'getSession', []),
    setUpDevice: (input) => callHost(base, 'setUpDevice', [input]),
    api: <T>(request: ApiRequest) => callHost<ApiOutcome<T>>(base, 'api', [request]),
    apiBatch: (requests) => callHost<ApiOutcome[]>(base, 'apiBatch', [requests]),
    printer: <K extends PrinterAction>(command: PrinterCommandOf<K>) => callHost<PrinterAnswers[K]>(base, 'printer', [command]),
    managerPin: (pin) => callHost(base, 'managerPin', [pin]),
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
