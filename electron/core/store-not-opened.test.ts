import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORE_NOT_OPENED_MESSAGE, type StoreNotOpened } from '../../shared/api/back-office.ts';
import { fileKeyCipher } from './cipher.ts';
import { createRegisterHost } from './host.ts';

/**
 * A Store API over a database with no account answers every signed-in call 503 with a body that
 * names the command that opens the store. The stand-in below answers exactly that (the shape is
 * the shared `StoreNotOpened` schema), so this test needs no server process; what the real Store API
 * answers on an empty database is held by its own tests.
 */
function unopenedStoreApi(): Promise<{ url: string; server: Server }> {
  const answer: StoreNotOpened = { error: STORE_NOT_OPENED_MESSAGE, store_not_opened: true };
  const server = createServer((_request, response) => {
    response.writeHead(503, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${portOf(server)}`, server })));
}

/** The port the stand-in listens on (a TCP server's address is an object, never a pipe name). */
function portOf(server: Server): number {
  const address: AddressInfo | string | null = server.address();
  if (address === null || typeof address === 'string') throw new Error('the stand-in is not listening on TCP');
  return address.port;
}

describe('a register pointed at a Store API whose store is not opened', () => {
  let dataDir: string;
  let stand: { url: string; server: Server };
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'canopy-unopened-'));
    stand = await unopenedStoreApi();
  });
  afterEach(async () => {
    await new Promise((resolve) => stand.server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says how to open the store, not that the password is wrong', async () => {
    const host = createRegisterHost({ dataDir, storeApiUrl: stand.url, cipher: fileKeyCipher(join(dataDir, 'vault.key')) });
    const outcome = await host.signIn('manager@store.test', 'any-password');
    expect(outcome).toEqual({ ok: false, reason: 'store-not-opened', message: STORE_NOT_OPENED_MESSAGE });
    expect(outcome.ok === false && outcome.message).toMatch('npm run store:init');
  });
});
