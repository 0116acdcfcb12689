import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './instances.ts';
import { isCiRun } from './postgres-decision.ts';

/**
 * A PostgreSQL cluster of a test's own, for faults that would disturb everyone else on the shared
 * server (a restart): `initdb` into a temporary directory, on a free loopback port, trust
 * authentication. `stop` removes it; call it from afterAll so a failing test leaves nothing behind.
 */

const BIN = process.env['CANOPY_PG_BIN'] ?? '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

export interface PrivateCluster {
  /** A URL for the named database (created with `createDatabase`). */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  /** `pg_ctl restart -m fast`: every connection is closed, and the server is back when this resolves. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Whether initdb and pg_ctl are there to run a cluster of the test's own. Elsewhere the tests that
 * need one are skipped, except in a CI run (`CI=true`), which fails saying why rather than pass
 * without them.
 */
export function privateClusterAvailable(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  const available = existsSync(join(BIN, 'initdb')) && existsSync(join(BIN, 'pg_ctl'));
  if (!available && isCiRun(env)) {
    throw new Error(`CI=true but PostgreSQL's initdb and pg_ctl are not in ${BIN}: the tests that restart a PostgreSQL server of their own cannot run. Install the PostgreSQL server or set CANOPY_PG_BIN.`);
  }
  return available;
}

/** initdb and pg_ctl refuse to run as root: as root they run as the postgres user, which owns the directory. */
function asClusterOwner(command: string, args: string[]): [string, string[]] {
  const root = process.getuid?.() === 0;
  return root ? ['runuser', ['-u', 'postgres', '--', join(BIN, command), ...args]] : [join(BIN, command), args];
}

async function pgTool(command: string, args: string[]): Promise<void> {
  const [file, argv] = asClusterOwner(command, args);
  await run(file, argv, { timeout: 120_000 });
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'canopy-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  let started = false;
  const stop = async () => {
    if (started) await pgTool('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']).catch(() => undefined);
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await pgTool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    // fsync off: a fast restart still writes everything out at its shutdown checkpoint; what this
    // cluster is for is losing connections, not surviving a power cut.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
    await pgTool('pg_ctl', ['start', '-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w']);
    started = true;
  } catch (error) {
    await stop();
    throw error;
  }
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url('postgres') });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
    },
    // The log file again: without it the server would keep this process's output pipe open.
    restart: () => pgTool('pg_ctl', ['restart', '-D', data, '-l', join(dir, 'server.log'), '-m', 'fast', '-w']),
    stop,
  };
}
