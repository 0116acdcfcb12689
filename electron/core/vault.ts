import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Location, SessionInfo } from '../../shared/bridge.ts';
import type { Cipher } from './cipher.ts';
import type { KeptApprover } from './manager-pin.ts';

/** Everything the register remembers between runs. Only ever written encrypted. */
export interface VaultContents {
  /** The Store API these credentials and this device belong to. */
  storeApiUrl?: string;
  /** The API token; never leaves the host. */
  token?: string;
  user?: SessionInfo['user'];
  locations?: Location[];
  /** The location chosen for this register (its device's company once set up). */
  locationId?: string;
  /** This register as a device of `locationId`; kept across sign-outs. */
  /**
   * `secret`: the register's credential from its set-up, which the gateway sends with every call
   * (the Store API needs it for the register's audit entries); absent for a register set up before.
   */
  device?: { id: string; name: string; locationId: string; secret?: string };
  /**
   * The location's approvers with their PIN hashes, as the Store API answered them to a manager's
   * session on this register; kept across sign-outs so a budtender's No sale can be approved offline.
   */
  approvers?: { locationId: string; list: KeptApprover[] };
}

export interface Vault {
  read(): VaultContents;
  /** Merges `patch` into what is kept (a key set to undefined is removed). */
  update(patch: Partial<VaultContents>): VaultContents;
  /** Forgets who is signed in (token, user, locations) but keeps the device and its location. */
  wipeSession(): void;
  /** Forgets everything. */
  wipe(): void;
}

export const VAULT_FILE = 'vault.bin';

/** The vault: one file in `dataDir`, sealed by `cipher`, replaced atomically on every change. */
export function createVault({ dataDir, cipher }: { dataDir: string; cipher: Cipher }): Vault {
  const path = join(dataDir, VAULT_FILE);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });

  const load = (): VaultContents => {
    let sealed: Buffer;
    try {
      sealed = readFileSync(path);
    } catch {
      return {};
    }
    try {
      const kept: VaultContents = JSON.parse(cipher.decrypt(sealed));
      return kept;
    } catch {
      // A vault sealed with a key we no longer have (keychain reset) is as good as none: sign in again.
      return {};
    }
  };
  let contents = load();

  const save = (next: VaultContents): void => {
    // JSON drops keys set to undefined, which is how `update` removes them.
    const serialized = JSON.stringify(next);
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, cipher.encrypt(serialized), { mode: 0o600 });
    renameSync(temporary, path);
    const saved: VaultContents = JSON.parse(serialized);
    contents = saved;
  };

  return {
    read: () => structuredClone(contents),
    update(patch) {
      save({ ...contents, ...patch });
      return structuredClone(contents);
    },
    wipeSession() {
      const { token: _token, user: _user, locations: _locations, ...kept } = contents;
      save(kept);
    },
    wipe() {
      rmSync(path, { force: true });
      contents = {};
    },
  };
}
