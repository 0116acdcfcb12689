import type { BridgeCall } from '../shared/bridge.ts';

/**
 * What crosses IPC for each bridge call: Electron would otherwise turn a thrown error into a bare
 * message string, and a call that never settles would hang the renderer. (Signal Desktop does the same.)
 */
export type IpcEnvelope<T> = { ok: true; value: T } | { ok: false; error: { name: string; message: string } };

export async function toEnvelope<T>(work: () => Promise<T>): Promise<IpcEnvelope<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error', message: String(error) } };
  }
}

/** A host call that failed in main; `name` is the original error's (e.g. ForbiddenPathError). */
export class HostError extends Error {
  constructor(readonly call: BridgeCall, readonly originalName: string, message: string) {
    super(`${call}: ${message}`);
    this.name = 'HostError';
  }
}

export function fromEnvelope<T>(call: BridgeCall, envelope: IpcEnvelope<T>): T {
  if (envelope.ok) return envelope.value;
  throw new HostError(call, envelope.error.name, envelope.error.message);
}

/** Bounds a call: longer than any API timeout it carries, so the gateway's own timeout answers first. */
export function ipcTimeoutMs(call: BridgeCall, args: readonly unknown[]): number {
  const base = 60_000;
  if (call !== 'api') return base;
  const [request] = args;
  const own = typeof request === 'object' && request !== null && 'timeoutMs' in request && typeof request.timeoutMs === 'number' ? request.timeoutMs : 0;
  return Math.max(base, own + 10_000);
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
