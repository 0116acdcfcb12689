import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUDTENDER, DEMO_MANAGER, DEMO_PASSWORD } from '../server/demo/accounts.ts';
import { bridgeCalls } from '../shared/bridge.ts';
import { call as storeCall } from '../test/support/http.ts';
import { startStoreApi, type TestStoreApi } from '../test/support/store-api.ts';
import { fileKeyCipher } from './core/cipher.ts';
import { createRegisterHost } from './core/host.ts';
import { DEFAULT_PRINTER_SETTINGS } from '../shared/printer.ts';
import { createVault } from './core/vault.ts';
import { LAUNCH_COOKIE, newLaunchSecret, startWebHost, type RunningWebHost } from './web-host.ts';

/**
 * The renderer's whole reach is the bridge. Drive every call and watch every event of the web host
 * over HTTP, and check that no API token ever shows up in what comes back.
 */
describe('web host', () => {
  let api: TestStoreApi;
  let web: RunningWebHost;
  let dataDir: string;
  let eventText = '';
  let events: AbortController;
  const seen: string[] = [];
  const called = new Set<string>();
  const tokens = new Set<string>();

  const keepToken = () => {
    const { token } = createVault({ dataDir, cipher: fileKeyCipher(join(dataDir, 'vault.key')) }).read();
    if (token !== undefined) tokens.add(token);
  };

  const launchSecret = newLaunchSecret();
  /** What the page opened from the launch address sends (the browser adds the cookie). */
  const launched = { cookie: `${LAUNCH_COOKIE}=${launchSecret}` };
  const hostCall = async (name: string, args: unknown[], headers: Record<string, string> = { 'x-canopy-host': '1', ...launched }) => {
    called.add(name);
    const response = await fetch(`${web.url}/host/${name}`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(args),
    });
    const text = await response.text();
    seen.push(text);
    const answer = text === '' ? null : JSON.parse(text);
    // Calls answer a BridgeEnvelope (as over IPC); `body` is the value, `error` the host's error.
    const enveloped = response.status !== 403 && response.status !== 404;
    if (enveloped) expect(answer).toHaveProperty('ok');
    return {
      status: response.status, headers: response.headers,
      body: enveloped && answer.ok === true ? answer.value : answer, error: enveloped && answer.ok === false ? answer.error : null,
    };
  };

  beforeAll(async () => {
    api = await startStoreApi({ engine: 'sqlite' });
    dataDir = mkdtempSync(join(tmpdir(), 'canopy-web-host-'));
    const host = createRegisterHost({ dataDir, storeApiUrl: api.baseUrl, cipher: fileKeyCipher(join(dataDir, 'vault.key')) });
    web = await startWebHost({ host, rendererDir: join(dataDir, 'no-renderer'), port: 0, launchSecret });
    events = new AbortController();
    const stream = await fetch(`${web.url}/host/events`, { signal: events.signal, headers: launched });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    void (async () => {
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) return;
        eventText += decoder.decode(value, { stream: true });
      }
    })();
  });
  afterAll(async () => {
    events.abort();
    await web.close();
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every bridge call and event without ever giving out the token', async () => {
    expect((await hostCall('signIn', [DEMO_MANAGER, 'wrong'])).body).toMatchObject({ ok: false, reason: 'invalid-credentials' });
    const signedIn = await hostCall('signIn', [DEMO_MANAGER, DEMO_PASSWORD]);
    expect(signedIn.body).toMatchObject({ ok: true });
    keepToken();
    expect(signedIn.headers.get('access-control-allow-origin')).toBeNull();
    const locationId: string = signedIn.body.session.location.id;
    expect((await hostCall('getSession', [])).body).toMatchObject({ user: { email: DEMO_MANAGER } });
    expect((await hostCall('setUpDevice', [{ locationId, name: 'Front counter' }])).body).toMatchObject({ ok: true, session: { device: { name: 'Front counter' } } });
    expect((await hostCall('api', [{ method: 'GET', path: '/devices' }])).body).toMatchObject({ kind: 'ok', status: 200 });
    expect((await hostCall('apiBatch', [[{ method: 'GET', path: '/devices' }, { method: 'GET', path: '/payment_methods' }]])).body)
      .toMatchObject([{ kind: 'ok', status: 200 }, { kind: 'ok', status: 200 }]);
    expect((await hostCall('apiBatch', [[{ method: 'GET', path: '/devices' }, { method: 'GET', path: '/me' }]])).error).toMatchObject({ name: 'ForbiddenPathError' });
    expect((await hostCall('apiBatch', [[]])).error).toMatchObject({ name: 'BadArgumentsError' });
    expect((await hostCall('api', [{ method: 'POST', path: '/devices', body: { device: { name: '' } } }])).body).toMatchObject({ kind: 'rejected', status: 422 });
    expect((await hostCall('api', [{ method: 'GET', path: '/me' }])).status).toBe(400);
    expect((await hostCall('api', [{ method: 'GET', path: '/me' }])).error).toMatchObject({ name: 'ForbiddenPathError' });
    expect((await hostCall('api', [{ method: 'GET' }])).error).toMatchObject({ name: 'BadArgumentsError' });
    expect((await hostCall('api', [{ method: 'GET', path: '/../../health' }])).status).toBe(400);
    expect((await hostCall('api', [{ method: 'GET' }])).status).toBe(400);
    expect((await hostCall('print', [])).status).toBe(404);
    // The printer: settings read and saved by a manager; a job goes to the saved destination (none here).
    expect((await hostCall('printer', [{ action: 'save-settings', settings: DEFAULT_PRINTER_SETTINGS }])).body).toEqual({ ok: true, settings: DEFAULT_PRINTER_SETTINGS });
    expect((await hostCall('printer', [{ action: 'print', job: { purpose: 'receipt', base64: 'G0A=' } }])).body).toMatchObject({ ok: false, reason: 'no-printer' });
    expect((await hostCall('printer', [{ action: 'print', job: { purpose: 'receipt', base64: 'G0A=', host: '10.1.1.1' } }])).status).toBe(400);
    expect((await hostCall('managerPin', ['0000'])).body).toMatchObject({ ok: false, reason: 'wrong-pin' });
    const employee = { first_name: 'Sam', last_name: 'New', email: 'sam.new@store.test', role: 'budtender', pin: '8642' };
    const added = await hostCall('api', [{ method: 'POST', path: '/employees', body: { employee } }]);
    expect(added.body).toMatchObject({ kind: 'ok', status: 201 });
    await hostCall('signOut', []);
    expect((await hostCall('getSession', [])).body).toBeNull();

    // A new budtender's first sign-in, with the one-time code the manager was shown.
    const code: unknown = added.body.body.first_sign_in_code;
    expect((await hostCall('firstSignIn', [{ email: employee.email, code, password: 'sams-password' }])).body).toMatchObject({ ok: true, session: { user: { role: 'budtender' } } });
    keepToken();
    await hostCall('signOut', []);

    // A budtender, and a session that the Store API ends (session-expired).
    expect((await hostCall('signIn', [DEMO_BUDTENDER, DEMO_PASSWORD])).body).toMatchObject({ ok: true });
    keepToken();
    expect((await hostCall('setUpDevice', [{ locationId, name: 'Mine' }])).body).toMatchObject({ ok: false, reason: 'not-a-manager' });
    await storeCall(api.baseUrl, 'DELETE', '/api/v2/me/token', { token: [...tokens].at(-1)! });
    expect((await hostCall('api', [{ method: 'GET', path: '/devices' }])).body).toMatchObject({ kind: 'unauthorized' });
    await expect.poll(() => eventText).toContain('"session-expired"');

    // Every call of the bridge was made (print is the browser's own).
    expect([...called].sort()).toEqual([...bridgeCalls].sort());
    expect(tokens.size).toBe(3);
    for (const token of tokens) {
      for (const text of [...seen, eventText]) expect(text.includes(token)).toBe(false);
    }
    expect(eventText).toContain('"session-changed"');
  });

  it('refuses calls without the custom header, from another origin or site, or for another Host', async () => {
    expect((await hostCall('getSession', [], launched)).status).toBe(403);
    expect((await hostCall('getSession', [], { 'x-canopy-host': '1', ...launched, origin: 'http://evil.example' })).status).toBe(403);
    expect((await hostCall('getSession', [], { 'x-canopy-host': '1', ...launched, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const preflight = await fetch(`${web.url}/host/getSession`, {
      method: 'OPTIONS', headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-canopy-host' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // DNS rebinding: a page at evil.example resolving to 127.0.0.1 sends its own Host.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(`${web.url}/host/getSession`, { method: 'POST', headers: { host: 'evil.example', 'x-canopy-host': '1', ...launched, 'content-type': 'application/json' } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.on('error', reject);
      request.end('[]');
    });
    expect(status).toBe(403);
  });

  it('answers a local program that was not opened from the launch address with 403 on every call and the events stream', async () => {
    // Any program on this computer can send the custom header and a matching Host; only the page opened from the launch address has the cookie.
    const asCurl = { 'x-canopy-host': '1' };
    expect((await hostCall('getSession', [], asCurl)).status).toBe(403);
    expect((await hostCall('printer', [{ action: 'settings' }], asCurl)).status).toBe(403);
    expect((await hostCall('getSession', [], { ...asCurl, cookie: `${LAUNCH_COOKIE}=${newLaunchSecret()}` })).status).toBe(403);
    expect((await fetch(`${web.url}/host/events`)).status).toBe(403);
    // The page itself is served to anyone, without the cookie.
    const page = await fetch(`${web.url}/`, { redirect: 'manual' });
    expect(page.headers.get('set-cookie')).toBeNull();
    expect((await fetch(`${web.url}/?launch=${newLaunchSecret()}`, { redirect: 'manual' })).status).toBe(403);
  });

  it('the launch address sets an HttpOnly, SameSite=Strict cookie for /host and takes the secret out of the address bar', async () => {
    const opened = await fetch(web.launchUrl, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/');
    expect(opened.headers.get('set-cookie')).toBe(`${LAUNCH_COOKIE}=${launchSecret}; Path=/host; HttpOnly; SameSite=Strict`);
    expect((await hostCall('getSession', [], { 'x-canopy-host': '1', cookie: opened.headers.get('set-cookie')!.split(';')[0]! })).status).toBe(200);
  });
});
