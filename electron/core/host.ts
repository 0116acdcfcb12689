import { Value } from 'typebox/value';
import type { Static } from 'typebox';
import { StoreNotOpened } from '../../shared/api/back-office.ts';
import { operations, requestOf } from '../../shared/api/operations.ts';
import type { ApiOutcome, ApiRequest, DeviceSetupOutcome, FirstSignInInput, FirstSignInOutcome, HostEvent, Location, RegisterBridge, SessionInfo, SignInOutcome } from '../../shared/bridge.ts';
import type { Cipher } from './cipher.ts';
import { registerDevice, summarize } from './device.ts';
import { API_PREFIX, apiUrl, createGateway, ForbiddenPathError, type Credentials, type Gateway } from './gateway.ts';
import { createVault, type Vault, type VaultContents } from './vault.ts';
import { createPrinter, type Printer, type Transport } from './printer.ts';
import {
  bytesToBase64, handlePrinterCommand,
  type ManagerPinOutcome, type PrinterAction, type PrinterAnswers, type PrinterCommandOf, type PrinterHandlers, type PrinterSettings,
} from '../../shared/printer.ts';
import { RegisterSettingsAnswer } from '../../shared/api/register-settings.ts';
import { createManagerPinGuard, type ManagerPinGuard } from './manager-pin.ts';
import { checkPrintJob, refusedDestination } from './printer.ts';

export interface RegisterHostOptions {
  /** Where the vault lives (Electron's userData, or the web host's --data). */
  dataDir: string;
  storeApiUrl: string;
  cipher: Cipher;
  timeoutMs?: number;
  /** How print jobs leave the host (tests give their own); raw TCP or `lp` by default. */
  printTransport?: Transport;
}

/**
 * The bridge's calls as the host core implements them (`print` belongs to the window, so Electron
 * main and the browser do it). `api` is not generic here: what the body holds is the renderer's claim.
 */
export interface RegisterHost {
  readonly storeApiUrl: string;
  signIn: RegisterBridge['signIn'];
  firstSignIn: RegisterBridge['firstSignIn'];
  signOut: RegisterBridge['signOut'];
  getSession: RegisterBridge['getSession'];
  setUpDevice: RegisterBridge['setUpDevice'];
  api(request: ApiRequest): Promise<ApiOutcome>;
  apiBatch(requests: ApiRequest[]): Promise<ApiOutcome[]>;
  printer<K extends PrinterAction>(command: PrinterCommandOf<K>): Promise<PrinterAnswers[K]>;
  managerPin: RegisterBridge['managerPin'];
  onEvent: RegisterBridge['onEvent'];
}

const SIGN_OUT_TIMEOUT_MS = 5_000;

const tokenAuthorization = (token: string): string => `Token token="${token}"`;
const basicAuthorization = (email: string, password: string): string =>
  `Basic ${Buffer.from(`${email.trim()}:${password}`, 'utf8').toString('base64')}`;
const noInput = { params: {}, query: {}, body: undefined };

/** What every host call works with. */
interface HostContext {
  vault: Vault;
  gateway: Gateway;
  storeApiUrl: string;
  emit(event: HostEvent): void;
}

/**
 * The register's host: sign-in, the device, and every Store API call, over the vault and the gateway.
 * The API token is read from the vault for each call and never returned from any method or event.
 */
export function createRegisterHost({ dataDir, storeApiUrl, cipher, timeoutMs, printTransport }: RegisterHostOptions): RegisterHost {
  const vault = vaultFor(dataDir, cipher, storeApiUrl);
  const printer = createPrinter({ dataDir, ...(printTransport === undefined ? {} : { transport: printTransport }) });
  const listeners = new Set<(event: HostEvent) => void>();
  const emit = (event: HostEvent): void => {
    for (const listener of listeners) listener(event);
  };
  const gateway = createGateway({
    storeApiUrl,
    ...(timeoutMs === undefined ? {} : { defaultTimeoutMs: timeoutMs }),
    onUnauthorized: (credentials: Credentials) => {
      const { token } = vault.read();
      // Only the token in use ends the session: a late 401 to an earlier token must not sign out a newer one.
      if (token === undefined || credentials.authorization !== tokenAuthorization(token)) return;
      vault.wipeSession();
      emit({ type: 'session-expired' });
      emit({ type: 'session-changed', session: null });
    },
  });
  const pins = createManagerPinGuard({ dataDir });
  const host: HostContext = { vault, gateway, storeApiUrl, emit };
  return {
    storeApiUrl,
    signIn: (email, password) => signIn(host, email, password),
    firstSignIn: (input) => firstSignIn(host, input),
    signOut: () => signOut(host),
    getSession: () => Promise.resolve(sessionOf(vault.read(), storeApiUrl)),
    setUpDevice: (input) => setUpDevice(host, input),
    api: (request) => callStoreApi(host, request),
    apiBatch: (requests) => callStoreApiBatch(host, requests),
    printer: (command) => runPrinterCommand(host, printer, pins, command),
    managerPin: (pin) => Promise.resolve(checkManagerPin(host, pins, pin)),
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The vault, wiped when it was kept for another Store API: its credentials and device mean nothing to this one. */
function vaultFor(dataDir: string, cipher: Cipher, storeApiUrl: string): Vault {
  const vault = createVault({ dataDir, cipher });
  // Only the origin counts: the gateway uses nothing else.
  const storeApiOrigin = new URL(storeApiUrl).origin;
  const keptFor = vault.read().storeApiUrl;
  if (keptFor === undefined || new URL(keptFor).origin !== storeApiOrigin) {
    vault.wipe();
    vault.update({ storeApiUrl: storeApiOrigin });
  }
  return vault;
}

function sessionOf(kept: VaultContents, storeApiUrl: string): SessionInfo | null {
  const { token, user, locations, locationId, device } = kept;
  if (token === undefined || user === undefined || locations === undefined) return null;
  const location = locations.find((candidate) => candidate.id === locationId) ?? locations[0];
  if (location === undefined) return null;
  return {
    user, location, locations, storeApiUrl,
    device: device !== undefined && device.locationId === location.id ? { id: device.id, name: device.name } : null,
  };
}

async function revoke({ gateway }: HostContext, token: string): Promise<void> {
  await gateway.send(requestOf(operations.revokeToken, noInput, SIGN_OUT_TIMEOUT_MS), { authorization: tokenAuthorization(token) });
}

async function signIn(host: HostContext, email: string, password: string): Promise<SignInOutcome> {
  const { gateway } = host;
  // The password is used for this one call and kept nowhere.
  const me = await gateway.send(requestOf(operations.me, noInput), { authorization: basicAuthorization(email, password) });
  if (me.kind !== 'ok') return signInFailure(me);
  if (!Value.Check(operations.me.answer, me.body)) return { ok: false, reason: 'server-error', message: 'The Store API answered sign-in with something unexpected.' };
  return keepSignedIn(host, me.body.user);
}

async function firstSignIn(host: HostContext, { email, code, password }: FirstSignInInput): Promise<FirstSignInOutcome> {
  // No credentials yet: the one-time code is the proof. The code and password are used for this one call and kept nowhere.
  const body = { first_sign_in: { email: email.trim(), code: code.trim(), password } };
  const answered = await host.gateway.send(requestOf(operations.firstSignIn, { params: {}, query: {}, body }), { authorization: '' });
  if (answered.kind === 'unauthorized') return { ok: false, reason: 'wrong-code', message: errorOf(answered.body) ?? 'That e-mail and one-time code do not match a new employee.' };
  if (answered.kind === 'rejected' && answered.status === 422) return { ok: false, reason: 'password-refused', message: summarize(answered.body) };
  if (answered.kind !== 'ok') return signInFailure(answered);
  if (!Value.Check(operations.firstSignIn.answer, answered.body)) return { ok: false, reason: 'server-error', message: 'The Store API answered first sign-in with something unexpected.' };
  return keepSignedIn(host, answered.body.user);
}

const errorOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : undefined;

/** After the Store API took the credentials: its locations, then the session kept in the vault (the token never leaves the host). */
async function keepSignedIn(host: HostContext, user: Static<typeof operations.me.answer>['user']): Promise<SignInOutcome> {
  const { gateway, vault } = host;
  const companies = await gateway.send(requestOf(operations.companies, noInput), { authorization: tokenAuthorization(user.token) });
  if (companies.kind !== 'ok' || !Value.Check(operations.companies.answer, companies.body)) {
    await revoke(host, user.token);
    return companies.kind === 'ok' ? { ok: false, reason: 'server-error', message: 'The Store API listed the locations in an unexpected form.' } : signInFailure(companies);
  }
  const locations: Location[] = companies.body.companies;
  const kept = vault.read();
  const ownLocation = kept.device?.locationId;
  if (locations.length === 0 || (ownLocation !== undefined && !locations.some((location) => location.id === ownLocation))) {
    await revoke(host, user.token);
    return {
      ok: false, reason: 'no-location',
      message: locations.length === 0 ? 'This account has no location to work at.' : 'This register belongs to a location this account cannot work at.',
    };
  }
  const known = (id: string | undefined): id is string => id !== undefined && locations.some((location) => location.id === id);
  const locationId = [ownLocation, kept.locationId, user.company_id].find(known) ?? locations[0]!.id;
  const previous = kept.token;
  const saved = vault.update({
    token: user.token, locationId, locations,
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
  });
  if (previous !== undefined && previous !== user.token) void revoke(host, previous);
  const session = sessionOf(saved, host.storeApiUrl)!;
  await keepApproversOf(host, session);
  host.emit({ type: 'session-changed', session });
  return { ok: true, session };
}

async function signOut(host: HostContext): Promise<void> {
  const { token } = host.vault.read();
  host.vault.wipeSession();
  // Wiped first: sign-out must work offline; revoking is best effort.
  if (token !== undefined) await revoke(host, token);
  host.emit({ type: 'session-changed', session: null });
}

async function setUpDevice(host: HostContext, { locationId, name }: { locationId: string; name: string }): Promise<DeviceSetupOutcome> {
  const { vault, gateway } = host;
  const kept = vault.read();
  const session = sessionOf(kept, host.storeApiUrl);
  if (session === null || kept.token === undefined) return { ok: false, reason: 'not-signed-in', message: 'Sign in first.' };
  if (session.user.role !== 'manager') return { ok: false, reason: 'not-a-manager', message: 'Only a manager can set up a register.' };
  if (!session.locations.some((location) => location.id === locationId)) {
    return { ok: false, reason: 'rejected', message: 'Choose one of your locations.' };
  }
  const registered = await registerDevice({ gateway, vault, authorization: tokenAuthorization(kept.token) }, { locationId, name: name.trim() });
  if (!registered.ok) return registered;
  const updated = sessionOf(vault.read(), host.storeApiUrl)!;
  await keepApproversOf(host, updated);
  host.emit({ type: 'session-changed', session: updated });
  return { ok: true, session: updated };
}

/** Refuses a path the renderer may not call through `api`: off the v2 surface, or the session's own. */
function checkPath(gateway: Gateway, request: ApiRequest): void {
  // Sign-in and sign-out are the host's own calls; through `api` they could only disturb the session.
  const { pathname } = apiUrl(gateway.origin, request.path);
  // First sign-in answers a token, which must stay in the host.
  if (pathname === `${API_PREFIX}/me` || pathname.startsWith(`${API_PREFIX}/me/`) || pathname === `${API_PREFIX}${operations.firstSignIn.path}`) {
    throw new ForbiddenPathError(`Use the bridge's signIn/signOut, not ${request.path}`);
  }
}

/** Every request's path is checked before any is sent: a batch with a forbidden path sends nothing. */
async function callStoreApiBatch(host: HostContext, requests: ApiRequest[]): Promise<ApiOutcome[]> {
  for (const request of requests) checkPath(host.gateway, request);
  return Promise.all(requests.map((request) => callStoreApi(host, request)));
}

async function callStoreApi(host: HostContext, request: ApiRequest): Promise<ApiOutcome> {
  const { vault, gateway, storeApiUrl } = host;
  checkPath(gateway, request);
  const kept = vault.read();
  const session = sessionOf(kept, storeApiUrl);
  if (session === null || kept.token === undefined) return { kind: 'unauthorized', status: 401, body: { error: 'Not signed in' } };
  const device = session.device === null ? undefined : kept.device;
  const outcome = await gateway.send(request, {
    authorization: tokenAuthorization(kept.token),
    companyId: session.location.id,
    ...(device === undefined ? {} : { deviceId: device.id }),
    ...(device?.secret === undefined ? {} : { deviceSecret: device.secret }),
  });
  return request.method === 'GET' && apiUrl(gateway.origin, request.path).pathname === `${API_PREFIX}/register_settings`
    ? keepApproversFrom(host, session, outcome)
    : outcome;
}

/**
 * The register settings as the page gets them: approvers by id and name only. Answered to a
 * manager's session they carry the PIN hashes, which the host keeps (in the vault, across sign-outs,
 * for this location) to check a PIN offline; the page never holds one.
 */
function keepApproversFrom(host: HostContext, session: SessionInfo, outcome: ApiOutcome): ApiOutcome {
  if (outcome.kind !== 'ok' || !Value.Check(RegisterSettingsAnswer, outcome.body)) return outcome;
  const { register_settings: settings } = outcome.body;
  const hashed = settings.approvers.flatMap(({ user_id, name, pin_hash, pin_salt }) =>
    pin_hash === undefined || pin_salt === undefined ? [] : [{ user_id, name, pin_hash, pin_salt }]);
  if (session.user.role === 'manager') host.vault.update({ approvers: { locationId: session.location.id, list: hashed } });
  const approvers = settings.approvers.map(({ user_id, name }) => ({ user_id, name }));
  return { ...outcome, body: { register_settings: { ...settings, approvers } } };
}

/** After a manager signs in or sets the register up: fetch the approvers while the manager's session is here. */
async function keepApproversOf(host: HostContext, session: SessionInfo): Promise<void> {
  if (session.user.role !== 'manager') return;
  // Offline, the approvers kept before stay; the page's next pull under this session tries again.
  await callStoreApi(host, requestOf(operations.registerSettings, noInput));
}

function checkManagerPin(host: HostContext, pins: ManagerPinGuard, pin: string): ManagerPinOutcome {
  const session = sessionOf(host.vault.read(), host.storeApiUrl);
  if (session === null) return { ok: false, reason: 'not-signed-in', message: 'Sign in first.' };
  const { approvers } = host.vault.read();
  return pins.check(pin, approvers?.locationId === session.location.id ? approvers.list : undefined);
}

/** ESC @ then ESC p: pulse the drawer's pin (m 0 is pin 2, 1 is pin 5) for on and off times in 2 ms units. */
export function drawerKickBytes({ drawerPin, drawerOnMs, drawerOffMs }: Pick<PrinterSettings, 'drawerPin' | 'drawerOnMs' | 'drawerOffMs'>): Uint8Array {
  return Uint8Array.of(0x1b, 0x40, 0x1b, 0x70, drawerPin === 2 ? 0 : 1, Math.round(drawerOnMs / 2), Math.round(drawerOffMs / 2));
}

/**
 * The printer's one bridge call. A job prints only while someone is signed in on this register
 * (never the Store API: printing works offline); changing the settings needs a manager; the drawer
 * opens without a sale only on a manager's PIN the host checked (No sale).
 */
async function runPrinterCommand<K extends PrinterAction>(host: HostContext, printer: Printer, pins: ManagerPinGuard, command: PrinterCommandOf<K>): Promise<PrinterAnswers[K]> {
  const signedIn = (): SessionInfo | null => sessionOf(host.vault.read(), host.storeApiUrl);
  const notSignedIn = { ok: false, reason: 'not-signed-in', message: 'Nobody is signed in on this register.' } as const;
  const handlers: PrinterHandlers = {
    print: async (print) => {
      if (signedIn() === null) return notSignedIn;
      checkPrintJob(print.job);
      return printer.print(print.job);
    },
    settings: async () => printer.settings(),
    'save-settings': async (save) => {
      if (signedIn()?.user.role !== 'manager') return { ok: false, reason: 'not-a-manager', message: 'Only a manager can change the printer settings.' };
      const refused = refusedDestination(save.settings.destination, host.storeApiUrl);
      if (refused !== null) return { ok: false, reason: 'not-a-printer', message: refused };
      return { ok: true, settings: printer.saveSettings(save.settings) };
    },
    'no-sale': async ({ pin }) => {
      const checked = checkManagerPin(host, pins, pin);
      if (!checked.ok) return checked;
      const drawer = await printer.print({ purpose: 'drawer', base64: bytesToBase64(drawerKickBytes(printer.settings())) });
      return { ok: true, approver: checked.approver, drawer };
    },
  };
  return handlePrinterCommand(handlers, command);
}

function signInFailure(outcome: Exclude<ApiOutcome, { kind: 'ok' }>): SignInOutcome {
  switch (outcome.kind) {
    case 'unauthorized': return { ok: false, reason: 'invalid-credentials', message: 'The e-mail or password is not right.' };
    case 'rejected':
      return outcome.status === 403
        ? { ok: false, reason: 'no-location', message: 'This account has no location to work at.' }
        : { ok: false, reason: 'server-error', message: `The Store API refused sign-in (${outcome.status}): ${summarize(outcome.body)}` };
    case 'server-error':
      // No account yet: the store is opened on the Store API's computer, not by signing in here.
      if (Value.Check(StoreNotOpened, outcome.body)) return { ok: false, reason: 'store-not-opened', message: outcome.body.error };
      return { ok: false, reason: 'server-error', message: `The Store API failed (${outcome.status}). Try again shortly.` };
    case 'timeout': return { ok: false, reason: 'offline', message: 'The Store API did not answer in time. Check the connection and try again.' };
    case 'offline': return { ok: false, reason: 'offline', message: 'The Store API cannot be reached. Check the connection and try again.' };
  }
}
