import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { Company, UserV2 } from '../../shared/api/account.ts';
import type { ApiOutcome, ApiRequest, DeviceSetupOutcome, HostEvent, Location, RegisterBridge, SessionInfo, SignInOutcome } from '../../shared/bridge.ts';
import type { Cipher } from './cipher.ts';
import { registerDevice, summarize } from './device.ts';
import { API_PREFIX, apiUrl, createGateway, ForbiddenPathError, type Credentials } from './gateway.ts';
import { createVault, type VaultContents } from './vault.ts';

export interface RegisterHostOptions {
  /** Where the vault lives (Electron's userData, or the web host's --data). */
  dataDir: string;
  storeApiUrl: string;
  cipher: Cipher;
  timeoutMs?: number;
}

/**
 * The bridge's calls as the host core implements them (`print` belongs to the window, so Electron
 * main and the browser do it). `api` is not generic here: what the body holds is the renderer's claim.
 */
export interface RegisterHost {
  readonly storeApiUrl: string;
  signIn: RegisterBridge['signIn'];
  signOut: RegisterBridge['signOut'];
  getSession: RegisterBridge['getSession'];
  setUpDevice: RegisterBridge['setUpDevice'];
  api(request: ApiRequest): Promise<ApiOutcome>;
  onEvent: RegisterBridge['onEvent'];
}

const MeBody = Type.Object({ user: UserV2 });
const CompaniesBody = Type.Object({ companies: Type.Array(Company) });
const SIGN_OUT_TIMEOUT_MS = 5_000;

const tokenAuthorization = (token: string): string => `Token token="${token}"`;
const basicAuthorization = (email: string, password: string): string =>
  `Basic ${Buffer.from(`${email.trim()}:${password}`, 'utf8').toString('base64')}`;

/**
 * The register's host: sign-in, the device, and every Store API call, over the vault and the gateway.
 * The API token is read from the vault for each call and never returned from any method or event.
 */
export function createRegisterHost({ dataDir, storeApiUrl, cipher, timeoutMs }: RegisterHostOptions): RegisterHost {
  const vault = createVault({ dataDir, cipher });
  const listeners = new Set<(event: HostEvent) => void>();
  const emit = (event: HostEvent): void => {
    for (const listener of listeners) listener(event);
  };

  // Credentials and a device from another Store API mean nothing to this one (only the origin counts: the gateway uses nothing else).
  const storeApiOrigin = new URL(storeApiUrl).origin;
  const keptFor = vault.read().storeApiUrl;
  if (keptFor === undefined || new URL(keptFor).origin !== storeApiOrigin) {
    vault.wipe();
    vault.update({ storeApiUrl: storeApiOrigin });
  }

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

  const sessionOf = (kept: VaultContents): SessionInfo | null => {
    const { token, user, locations, locationId, device } = kept;
    if (token === undefined || user === undefined || locations === undefined) return null;
    const location = locations.find((candidate) => candidate.id === locationId) ?? locations[0];
    if (location === undefined) return null;
    return {
      user, location, locations, storeApiUrl,
      device: device !== undefined && device.locationId === location.id ? { id: device.id, name: device.name } : null,
    };
  };

  const revoke = async (token: string): Promise<void> => {
    await gateway.send({ method: 'DELETE', path: '/me/token', timeoutMs: SIGN_OUT_TIMEOUT_MS }, { authorization: tokenAuthorization(token) });
  };

  return {
    storeApiUrl,

    async signIn(email, password): Promise<SignInOutcome> {
      // The password is used for this one call and kept nowhere.
      const me = await gateway.send({ method: 'GET', path: '/me' }, { authorization: basicAuthorization(email, password) });
      if (me.kind !== 'ok') return signInFailure(me);
      if (!Value.Check(MeBody, me.body)) return { ok: false, reason: 'server-error', message: 'The Store API answered sign-in with something unexpected.' };
      const { user } = me.body;
      const authorization = tokenAuthorization(user.token);
      const companies = await gateway.send({ method: 'GET', path: '/companies' }, { authorization });
      if (companies.kind !== 'ok' || !Value.Check(CompaniesBody, companies.body)) {
        await revoke(user.token);
        return companies.kind === 'ok' ? { ok: false, reason: 'server-error', message: 'The Store API listed the locations in an unexpected form.' } : signInFailure(companies);
      }
      const locations: Location[] = companies.body.companies;
      const kept = vault.read();
      const ownLocation = kept.device?.locationId;
      if (locations.length === 0 || (ownLocation !== undefined && !locations.some((location) => location.id === ownLocation))) {
        await revoke(user.token);
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
      if (previous !== undefined && previous !== user.token) void revoke(previous);
      const session = sessionOf(saved)!;
      emit({ type: 'session-changed', session });
      return { ok: true, session };
    },

    async signOut() {
      const { token } = vault.read();
      vault.wipeSession();
      // Wiped first: sign-out must work offline; revoking is best effort.
      if (token !== undefined) await revoke(token);
      emit({ type: 'session-changed', session: null });
    },

    getSession: () => Promise.resolve(sessionOf(vault.read())),

    async setUpDevice({ locationId, name }): Promise<DeviceSetupOutcome> {
      const kept = vault.read();
      const session = sessionOf(kept);
      if (session === null || kept.token === undefined) return { ok: false, reason: 'not-signed-in', message: 'Sign in first.' };
      if (session.user.role !== 'manager') return { ok: false, reason: 'not-a-manager', message: 'Only a manager can set up a register.' };
      if (!session.locations.some((location) => location.id === locationId)) {
        return { ok: false, reason: 'rejected', message: 'Choose one of your locations.' };
      }
      const registered = await registerDevice({ gateway, vault, authorization: tokenAuthorization(kept.token) }, { locationId, name: name.trim() });
      if (!registered.ok) return registered;
      const updated = sessionOf(vault.read())!;
      emit({ type: 'session-changed', session: updated });
      return { ok: true, session: updated };
    },

    async api(request) {
      // Sign-in and sign-out are the host's own calls; through `api` they could only disturb the session.
      const { pathname } = apiUrl(gateway.origin, request.path);
      if (pathname === `${API_PREFIX}/me` || pathname.startsWith(`${API_PREFIX}/me/`)) {
        throw new ForbiddenPathError(`Use the bridge's signIn/signOut, not ${request.path}`);
      }
      const kept = vault.read();
      const session = sessionOf(kept);
      if (session === null || kept.token === undefined) return { kind: 'unauthorized', status: 401, body: { error: 'Not signed in' } };
      return gateway.send(request, {
        authorization: tokenAuthorization(kept.token),
        companyId: session.location.id,
        ...(session.device === null ? {} : { deviceId: session.device.id }),
      });
    },

    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function signInFailure(outcome: Exclude<ApiOutcome, { kind: 'ok' }>): SignInOutcome {
  switch (outcome.kind) {
    case 'unauthorized': return { ok: false, reason: 'invalid-credentials', message: 'The e-mail or password is not right.' };
    case 'rejected':
      return outcome.status === 403
        ? { ok: false, reason: 'no-location', message: 'This account has no location to work at.' }
        : { ok: false, reason: 'server-error', message: `The Store API refused sign-in (${outcome.status}): ${summarize(outcome.body)}` };
    case 'server-error': return { ok: false, reason: 'server-error', message: `The Store API failed (${outcome.status}). Try again shortly.` };
    case 'timeout': return { ok: false, reason: 'offline', message: 'The Store API did not answer in time. Check the connection and try again.' };
    case 'offline': return { ok: false, reason: 'offline', message: 'The Store API cannot be reached. Check the connection and try again.' };
  }
}
