import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_NOT_OPENED_MESSAGE } from '../../shared/api/back-office.ts';
import { startEmptyStoreApi, type EmptyStoreApi } from '../../test/support/empty-store-api.ts';
import { fileKeyCipher } from './cipher.ts';
import { createRegisterHost } from './host.ts';

describe('a register pointed at a Store API whose store is not opened (`--no-demo`, before store:init)', () => {
  let api: EmptyStoreApi;
  let dataDir: string;
  beforeAll(async () => {
    api = await startEmptyStoreApi('sqlite');
    dataDir = mkdtempSync(join(tmpdir(), 'canopy-unopened-'));
  });
  afterAll(async () => {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says how to open the store, not that the password is wrong', async () => {
    const host = createRegisterHost({ dataDir, storeApiUrl: api.baseUrl, cipher: fileKeyCipher(join(dataDir, 'vault.key')) });
    const outcome = await host.signIn('manager@store.test', 'any-password');
    expect(outcome).toEqual({ ok: false, reason: 'store-not-opened', message: STORE_NOT_OPENED_MESSAGE });
    expect(outcome.ok === false && outcome.message).toMatch('npm run store:init');
  });
});
