import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileKeyCipher } from '../../electron/core/cipher.ts';
import { createRegisterHost } from '../../electron/core/host.ts';
import { LAUNCH_COOKIE, newLaunchSecret, startWebHost, type RunningWebHost } from '../../electron/web-host.ts';
import { DEMO_MANAGER, DEMO_PASSWORD } from '../../server/demo/accounts.ts';
import { startStoreApi, type TestStoreApi } from '../support/store-api.ts';
import { HostError } from '../../shared/bridge.ts';
import { createWebBridge } from '../../renderer/host/web-bridge.ts';

// The browser-mode bridge against the real web host and Store API (Node's fetch plays the browser's;
// events are covered by electron/web-host.test.ts and the end-to-end tests, Node has no EventSource).
describe('web bridge', () => {
  let api: TestStoreApi;
  let web: RunningWebHost;
  let dataDir: string;
  beforeAll(async () => {
    api = await startStoreApi({ engine: 'sqlite' });
    dataDir = mkdtempSync(join(tmpdir(), 'canopy-web-bridge-'));
    const host = createRegisterHost({ dataDir, storeApiUrl: api.baseUrl, cipher: fileKeyCipher(join(dataDir, 'vault.key')) });
    const launchSecret = newLaunchSecret();
    web = await startWebHost({ host, rendererDir: join(dataDir, 'none'), port: 0, launchSecret });
    // Node's fetch has no cookie jar: it sends the cookie a browser keeps once the launch address was opened.
    const browserFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string | URL | Request, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('cookie', `${LAUNCH_COOKIE}=${launchSecret}`);
      return browserFetch(input, { ...init, headers });
    });
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await web.close();
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs in, calls the API and signs out through the web host', async () => {
    const bridge = createWebBridge(web.url);
    const signedIn = await bridge.signIn(DEMO_MANAGER, DEMO_PASSWORD);
    expect(signedIn).toMatchObject({ ok: true, session: { user: { email: DEMO_MANAGER } } });
    expect(await bridge.getSession()).toMatchObject({ user: { email: DEMO_MANAGER } });
    expect(await bridge.api<{ devices: unknown[] }>({ method: 'GET', path: '/devices' })).toMatchObject({ kind: 'ok', body: { devices: expect.any(Array) } });
    await bridge.signOut();
    expect(await bridge.getSession()).toBeNull();
  });

  it('rejects with HostError when the host refuses a call', async () => {
    const bridge = createWebBridge(web.url);
    await expect(bridge.api({ method: 'GET', path: '/../../health' })).rejects.toBeInstanceOf(HostError);
  });
});
