import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Real Store API processes (`server/main.ts`), as a chain or a single store runs them. */

const REPO = fileURLToPath(new URL('../..', import.meta.url));

export interface Instance { baseUrl: string; port: number; child: ChildProcess; output: string[] }

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address !== null && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface InstanceOptions {
  /** Extra flags for main.ts. */
  args?: string[];
  /** The child's whole environment (default: this process's, without DATABASE_URL). */
  env?: NodeJS.ProcessEnv;
}

/**
 * Starts `npx tsx server/main.ts` on the database and waits for its "listening on" line; rejects
 * with its output when it exits first.
 */
export async function startInstance(databaseUrl: string, options: InstanceOptions = {}): Promise<Instance> {
  const port = await freePort();
  // Its own process group, so stopping it stops tsx's node child too.
  const child = spawn('npx', ['tsx', 'server/main.ts', '--port', String(port), '--database-url', databaseUrl, ...(options.args ?? [])],
    { cwd: REPO, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: options.env ?? { ...process.env, DATABASE_URL: '' } });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance on ${port} did not start:\n${output.join('')}`)), 60_000);
    const watch = () => {
      if (output.join('').includes('listening on')) {
        clearTimeout(timer);
        child.removeListener('exit', exited);
        resolve();
      }
    };
    const exited = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`instance on ${port} exited with ${code}:\n${output.join('')}`));
    };
    child.stdout?.on('data', watch);
    child.once('exit', exited);
  });
  return { baseUrl: `http://127.0.0.1:${port}`, port, child, output };
}

/** True while the instance's process is running. */
export const isRunning = (instance: Instance): boolean => instance.child.exitCode === null && instance.child.signalCode === null;

/** Ends the instance's process group: SIGTERM (a clean close), or SIGKILL as `kill -9` would. */
export function stopInstance(instance: Instance, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
  const pid = instance.child.pid;
  if (pid === undefined || !isRunning(instance)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try { process.kill(-pid, 'SIGKILL'); } catch { /* already gone */ }
      resolve();
    }, 10_000);
    instance.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try { process.kill(-pid, signal); } catch { clearTimeout(timer); resolve(); }
  });
}
