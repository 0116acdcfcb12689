import type { OperationFailure, OperationOutcome } from '../../shared/api/operations.ts';
import type { ApiOutcome, ApiRequest, RegisterBridge } from '../../shared/bridge.ts';

/**
 * What the sync engine needs of the host bridge (`RegisterBridge` satisfies it): API calls only;
 * the host adds token and headers. Bodies are unknown until checked against their schema.
 */
export interface SyncApi {
  api(request: ApiRequest): Promise<ApiOutcome>;
  /** Several calls in one bridge call, one outcome each in order (the push sends a claimed batch so). */
  apiBatch?(requests: ApiRequest[]): Promise<ApiOutcome[]>;
}

/** A failed call: the outcome that was not `ok`, or a response that did not match its schema. */
export type CallFailure = OperationFailure;

export class SyncCallError extends Error {
  constructor(readonly failure: CallFailure, readonly path: string) {
    super(`${path}: ${describeFailure(failure)}`);
    this.name = 'SyncCallError';
  }
}

export function describeFailure(failure: CallFailure): string {
  switch (failure.kind) {
    case 'offline': return `offline (${failure.message})`;
    case 'timeout': return 'timed out';
    case 'server-error': return `server error ${failure.status}`;
    case 'unauthorized': return 'signed out (401)';
    case 'rejected': return `refused ${failure.status}: ${describeReasons(failure.body)}`;
    case 'malformed': return `malformed response: ${failure.problems.slice(0, 3).join('; ')}`;
  }
}

/** Transient failures are retried; the others are final for that request. */
export const isTransient = (failure: CallFailure): boolean =>
  failure.kind === 'offline' || failure.kind === 'timeout' || failure.kind === 'server-error';

/** The server's reasons as one line: `email: is not a valid e-mail; phone: …` or its `error`. */
export function describeReasons(body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    if ('errors' in body && typeof body.errors === 'object' && body.errors !== null) {
      return Object.entries(body.errors).map(([field, messages]) => `${field}: ${Array.isArray(messages) ? messages.join(', ') : String(messages)}`).join('; ');
    }
    if ('error' in body && typeof body.error === 'string') return body.error;
  }
  return typeof body === 'string' && body !== '' ? body : JSON.stringify(body) ?? 'no reason given';
}

/**
 * The answer of a typed Store API call, already checked against its schema; any failure throws
 * SyncCallError, so a pull stops where it is and writes nothing.
 */
export async function answerOf<T>(pending: OperationOutcome<T> | Promise<OperationOutcome<T>>, log: SyncLog): Promise<T> {
  const outcome = await pending;
  if (outcome.kind === 'ok') return outcome.body;
  const path = outcome.path ?? 'Store API';
  if (outcome.kind === 'malformed') log.error(`sync: ${path} answered a malformed body; nothing was written`, outcome.problems);
  throw new SyncCallError(outcome, path);
}

export interface SyncLog {
  info(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export const consoleLog: SyncLog = {
  info: (message, ...details) => console.info(message, ...details),
  error: (message, ...details) => console.error(message, ...details),
};

/** Fails to compile if the host bridge ever stops fitting what the engine calls. */
type Fits<B extends SyncApi> = B;
export type BridgeFitsSyncApi = Fits<RegisterBridge>;
