import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileKeyCipher } from './cipher.ts';
import { createVault, VAULT_FILE } from './vault.ts';

const TOKEN = 'tok_4f9c2d7e1b8a4c6f9e0d3b5a7c1e2f4d';

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]);
}

describe('vault', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'canopy-vault-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const open = () => createVault({ dataDir, cipher: fileKeyCipher(join(dataDir, 'vault.key')) });

  it('keeps what it is given across restarts', () => {
    open().update({ token: TOKEN, locationId: 'loc-1', device: { id: 'dev-1', name: 'Front', locationId: 'loc-1' }, storeApiUrl: 'http://127.0.0.1:1' });
    expect(open().read()).toEqual({ token: TOKEN, locationId: 'loc-1', device: { id: 'dev-1', name: 'Front', locationId: 'loc-1' }, storeApiUrl: 'http://127.0.0.1:1' });
  });

  it('forgets the session on sign-out but keeps the device; wipe forgets everything', () => {
    const vault = open();
    vault.update({ token: TOKEN, user: { id: 'u', name: 'N', email: 'e', role: 'manager' }, locations: [], locationId: 'loc-1', device: { id: 'dev-1', name: 'Front', locationId: 'loc-1' } });
    vault.wipeSession();
    expect(open().read()).toEqual({ locationId: 'loc-1', device: { id: 'dev-1', name: 'Front', locationId: 'loc-1' } });
    vault.wipe();
    expect(open().read()).toEqual({});
  });

  it('removes a key set to undefined', () => {
    const vault = open();
    vault.update({ token: TOKEN, locationId: 'loc-1' });
    vault.update({ token: undefined });
    expect(open().read()).toEqual({ locationId: 'loc-1' });
  });

  it('writes the key file and the vault readable by this user only', () => {
    open().update({ token: TOKEN });
    expect(statSync(join(dataDir, 'vault.key')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, VAULT_FILE)).mode & 0o777).toBe(0o600);
  });

  it('never writes the token in clear (nor in base64 or hex)', () => {
    const vault = open();
    vault.update({ token: TOKEN, locationId: 'loc-1' });
    vault.update({ locationId: 'loc-2' });
    const forms = [TOKEN, Buffer.from(TOKEN).toString('base64'), Buffer.from(TOKEN).toString('hex')].map((form) => Buffer.from(form));
    const files = filesUnder(dataDir);
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      const bytes = readFileSync(file);
      for (const form of forms) expect(bytes.includes(form), `${file} holds the token`).toBe(false);
    }
  });

  it('treats a vault sealed with another key as empty', () => {
    open().update({ token: TOKEN });
    rmSync(join(dataDir, 'vault.key'));
    expect(open().read()).toEqual({});
  });
});
