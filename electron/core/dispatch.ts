import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { API_BATCH_LIMIT, type BridgeCall } from '../../shared/bridge.ts';
import type { RegisterHost } from './host.ts';
import { PrinterCommand } from '../../shared/printer.ts';

/** The bridge calls the host core answers; `print` belongs to the window. */
export type HostCall = Exclude<BridgeCall, 'print'>;

const ApiRequestSchema = Type.Object({
  method: Type.Union([Type.Literal('GET'), Type.Literal('POST'), Type.Literal('PUT'), Type.Literal('DELETE')]),
  path: Type.String({ minLength: 1, maxLength: 4096 }),
  body: Type.Optional(Type.Unknown()),
  timeoutMs: Type.Optional(Type.Integer({ minimum: 1, maximum: 300_000 })),
});

/** Each call's arguments, checked before the host sees them: the renderer is not trusted. */
const callArguments = {
  signIn: Type.Tuple([Type.String({ maxLength: 320 }), Type.String({ maxLength: 1024 })]),
  firstSignIn: Type.Tuple([Type.Object({ email: Type.String({ maxLength: 320 }), code: Type.String({ maxLength: 64 }), password: Type.String({ maxLength: 200 }) })]),
  signOut: Type.Tuple([]),
  getSession: Type.Tuple([]),
  setUpDevice: Type.Tuple([Type.Object({ locationId: Type.String({ maxLength: 100 }), name: Type.String({ minLength: 1, maxLength: 100 }) })]),
  api: Type.Tuple([ApiRequestSchema]),
  apiBatch: Type.Tuple([Type.Array(ApiRequestSchema, { minItems: 1, maxItems: API_BATCH_LIMIT })]),
  // A job's size is bounded by the schema and checked again as bytes; its destination is the host's own setting.
  printer: Type.Tuple([PrinterCommand]),
  managerPin: Type.Tuple([Type.String({ minLength: 1, maxLength: 12 })]),
} satisfies Record<HostCall, TSchema>;

export const isHostCall = (name: string): name is HostCall => Object.hasOwn(callArguments, name);

/** Runs one call with arguments that arrived over IPC or HTTP; null when they do not fit the call. */
export function dispatchHostCall(host: RegisterHost, call: HostCall, args: unknown): Promise<unknown> | null {
  switch (call) {
    case 'signIn': return Value.Check(callArguments.signIn, args) ? host.signIn(...args) : null;
    case 'firstSignIn': return Value.Check(callArguments.firstSignIn, args) ? host.firstSignIn(...args) : null;
    case 'signOut': return Value.Check(callArguments.signOut, args) ? host.signOut() : null;
    case 'getSession': return Value.Check(callArguments.getSession, args) ? host.getSession() : null;
    case 'setUpDevice': return Value.Check(callArguments.setUpDevice, args) ? host.setUpDevice(...args) : null;
    case 'api': return Value.Check(callArguments.api, args) ? host.api(...args) : null;
    case 'apiBatch': return Value.Check(callArguments.apiBatch, args) ? host.apiBatch(...args) : null;
    case 'printer': return Value.Check(callArguments.printer, args) ? host.printer(...args) : null;
    case 'managerPin': return Value.Check(callArguments.managerPin, args) ? host.managerPin(...args) : null;
  }
}

/** Why dispatchHostCall answered null. */
export class BadArgumentsError extends Error {
  override readonly name = 'BadArgumentsError';
}

/** Runs one call for either transport; arguments that do not fit the call throw BadArgumentsError. */
export function runHostCall(host: RegisterHost, call: HostCall, args: unknown): Promise<unknown> {
  const running = dispatchHostCall(host, call, args);
  if (running === null) throw new BadArgumentsError(`Bad arguments for ${call}`);
  return running;
}
