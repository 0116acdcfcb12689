import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StaffCreatedAnswer } from '../../shared/api/back-office.ts';
import { DEMO_BUDTENDER, DEMO_MANAGER, DEMO_PASSWORD } from '../../server/demo/accounts.ts';
import type { HostEvent } from '../../shared/bridge.ts';
import { call } from '../../test/support/http.ts';
import { startStoreApi, type TestStoreApi } from '../../test/support/store-api.ts';
import { fileKeyCipher } from './cipher.ts';
import { ForbiddenPathError } from './gateway.ts';
import { createRegisterHost } from './host.ts';
import { createVault } from './vault.ts';

describe('register host against a real Store API', () => {
  let api: TestStoreApi;
  let dataDir: string;
  beforeAll(async () => {
    api = await startStoreApi({ engine: 'sqlite' });
  });
  afterAll(() => api.close());
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'canopy-host-'));
    return () => rmSync(dataDir, { recursive: true, force: true });
  });

  const cipher = () => fileKeyCipher(join(dataDir, 'vault.key'));
  const openHost = () => createRegisterHost({ dataDir, storeApiUrl: api.baseUrl, cipher: cipher() });
  const keptToken = () => createVault({ dataDir, cipher: cipher() }).read().token;

  it('keeps the token from sign-in, never the password', async () => {
    const host = openHost();
    await host.signIn(DEMO_MANAGER, DEMO_PASSWORD);
    const kept = JSON.stringify(createVault({ dataDir, cipher: cipher() }).read());
    expect(keptToken()).toMatch(/\S{16,}/);
    expect(kept).not.toContain(DEMO_PASSWORD);
  });

  it('refuses a wrong password without keeping anything', async () => {
    const host = openHost();
    expect(await host.signIn(DEMO_MANAGER, 'not-the-password')).toMatchObject({ ok: false, reason: 'invalid-credentials' });
    expect(await host.getSession()).toBeNull();
  });

  it('signs in, sets up the device, and a later run reuses the device and the session', async () => {
    const host = openHost();
    const events: HostEvent[] = [];
    host.onEvent((event) => events.push(event));
    const signedIn = await host.signIn(DEMO_MANAGER, DEMO_PASSWORD);
    expect(signedIn).toMatchObject({ ok: true, session: { user: { email: DEMO_MANAGER, role: 'manager' }, device: null } });
    if (!signedIn.ok) return;
    const eastside = signedIn.session.locations.find((location) => location.name === 'Green Valley — Eastside')!;
    const setUp = await host.setUpDevice({ locationId: eastside.id, name: 'Back counter' });
    expect(setUp).toMatchObject({ ok: true, session: { location: { id: eastside.id }, device: { name: 'Back counter' } } });
    if (!setUp.ok) return;
    expect(events.map((event) => event.type)).toEqual(['session-changed', 'session-changed']);

    // The gateway sends the device and company: the Store API lists the device for that location.
    const devices = await host.api({ method: 'GET', path: '/devices' });
    expect(devices.kind === 'ok' && JSON.stringify(devices.body)).toContain(setUp.session.device!.id);

    const again = openHost();
    expect(await again.getSession()).toEqual(setUp.session);
    await again.signOut();
    const back = await again.signIn(DEMO_MANAGER, DEMO_PASSWORD);
    expect(back.ok && back.session.device).toEqual(setUp.session.device);
    expect(back.ok && back.session.location.id).toBe(eastside.id);
  });

  it('sign-out revokes the token at the Store API and wipes it', async () => {
    const host = openHost();
    await host.signIn(DEMO_MANAGER, DEMO_PASSWORD);
    const token = keptToken()!;
    expect((await call(api.baseUrl, 'GET', '/api/v2/companies', { token })).status).toBe(200);
    await host.signOut();
    expect(keptToken()).toBeUndefined();
    expect(await host.getSession()).toBeNull();
    expect((await call(api.baseUrl, 'GET', '/api/v2/companies', { token })).status).toBe(401);
  });

  it('ends the session and says so when the Store API no longer takes the token', async () => {
    const host = openHost();
    await host.signIn(DEMO_MANAGER, DEMO_PASSWORD);
    const events: HostEvent[] = [];
    host.onEvent((event) => events.push(event));
    await call(api.baseUrl, 'DELETE', '/api/v2/me/token', { token: keptToken()! });
    expect(await host.api({ method: 'GET', path: '/devices' })).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(events).toEqual([{ type: 'session-expired' }, { type: 'session-changed', session: null }]);
    expect(await host.getSession()).toBeNull();
  });

  it('lets only a manager set up a register', async () => {
    const host = openHost();
    const signedIn = await host.signIn(DEMO_BUDTENDER, DEMO_PASSWORD);
    expect(signedIn.ok).toBe(true);
    if (!signedIn.ok) return;
    expect(await host.setUpDevice({ locationId: signedIn.session.location.id, name: 'Mine' })).toMatchObject({ ok: false, reason: 'not-a-manager' });
  });

  it('keeps /me out of reach of api calls', async () => {
    const host = openHost();
    await host.signIn(DEMO_MANAGER, DEMO_PASSWORD);
    await expect(host.api({ method: 'GET', path: '/me' })).rejects.toBeInstanceOf(ForbiddenPathError);
    await expect(host.api({ method: 'DELETE', path: '/./me/token' })).rejects.toBeInstanceOf(ForbiddenPathError);
  });

  it('apiBatch makes each request and answers one outcome per request, in order; a forbidden path in it sends none', async () => {
    const host = openHost();
    await host.signIn(DEMO_MANAGER, DEMO_PASSWORD);
    const outcomes = await host.apiBatch([
      { method: 'GET', path: '/devices' }, { method: 'GET', path: '/no_such_list' }, { method: 'GET', path: '/payment_methods' },
    ]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['ok', 'rejected', 'ok']);
    expect(outcomes[0]!.kind === 'ok' && JSON.stringify(outcomes[0]!.body)).toContain('"devices"');
    expect(outcomes[2]!.kind === 'ok' && JSON.stringify(outcomes[2]!.body)).toContain('"payment_methods"');

    const before = await call<{ devices: unknown[] }>(api.baseUrl, 'GET', '/api/v2/devices', { token: keptToken()! });
    const device = { method: 'POST' as const, path: '/devices', body: { device: { name: 'Never made' } } };
    await expect(host.apiBatch([device, { method: 'DELETE', path: '/me/token' }])).rejects.toBeInstanceOf(ForbiddenPathError);
    const after = await call<{ devices: unknown[] }>(api.baseUrl, 'GET', '/api/v2/devices', { token: keptToken()! });
    expect(after.body.devices).toHaveLength(before.body.devices.length);
  });

  it("signs a new budtender in with the manager's one-time code, keeps the token in the host, and the code works once", async () => {
    const host = openHost();
    await host.signIn(DEMO_MANAGER, DEMO_PASSWORD);
    const email = `new-${crypto.randomUUID()}@store.test`;
    const created = await host.api({ method: 'POST', path: '/employees', body: { employee: { first_name: 'Sam', last_name: 'New', email, role: 'budtender', pin: '8642' } } });
    expect(created).toMatchObject({ kind: 'ok', status: 201 });
    if (created.kind !== 'ok' || !Value.Check(StaffCreatedAnswer, created.body)) throw new Error('the manager could not add the budtender');
    const code = created.body.first_sign_in_code;
    await host.signOut();

    expect(await host.firstSignIn({ email, code: 'WRONG-CODE', password: 'sams-password' })).toMatchObject({ ok: false, reason: 'wrong-code' });
    expect(await host.firstSignIn({ email, code, password: 'short' })).toMatchObject({ ok: false, reason: 'password-refused' });
    const first = await host.firstSignIn({ email, code, password: 'sams-password' });
    expect(first).toMatchObject({ ok: true, session: { user: { email, role: 'budtender' } } });
    const token = keptToken()!;
    expect(JSON.stringify(first)).not.toContain(token);
    expect(JSON.stringify(createVault({ dataDir, cipher: cipher() }).read())).not.toContain('sams-password');
    expect((await host.api({ method: 'GET', path: '/payment_methods' })).kind).toBe('ok');

    await host.signOut();
    expect(await host.firstSignIn({ email, code, password: 'another-password' })).toMatchObject({ ok: false, reason: 'wrong-code' });
    expect(await host.signIn(email, 'sams-password')).toMatchObject({ ok: true });
    // Its answer holds a token, which must not reach the page.
    await expect(host.api({ method: 'POST', path: '/first_sign_in', body: { first_sign_in: { email, code, password: 'x' } } })).rejects.toBeInstanceOf(ForbiddenPathError);
  });

  it('drops credentials kept for another Store API', async () => {
    await openHost().signIn(DEMO_MANAGER, DEMO_PASSWORD);
    const sameOrigin = createRegisterHost({ dataDir, storeApiUrl: `${api.baseUrl}/`, cipher: cipher() });
    expect(await sameOrigin.getSession()).not.toBeNull();
    const elsewhere = createRegisterHost({ dataDir, storeApiUrl: 'http://127.0.0.1:9', cipher: cipher() });
    expect(await elsewhere.getSession()).toBeNull();
    expect(keptToken()).toBeUndefined();
  });
});
