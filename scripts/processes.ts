import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The repository root (scripts/ sits right under it). */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** A TCP port on 127.0.0.1 that was free a moment ago (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('no port'));
        else resolve(address.port);
      });
    });
  });
}

/** `preferred` when nothing listens on it, else one the OS picks. */
export function preferredOrFreePort(preferred: number): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(freePort()));
    server.listen(preferred, '127.0.0.1', () => server.close(() => resolve(preferred)));
  });
}

export interface RunningProcess {
  /** The http://… address the process printed when ready. */
  url: string;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

export interface StartProcessOptions {
  /** Arguments after `node --import tsx`, e.g. `['server/main.ts', '--port', '8080']`. */
  args: string[];
  /** What to call it in errors. */
  name: string;
  env?: NodeJS.ProcessEnv;
  /** Echo the child's output to ours (start-up scripts do; tests keep it for errors only). */
  echo?: boolean;
  readyTimeoutMs?: number;
}

const READY = /(https?:\/\/127\.0\.0\.1:\d+)/;

/**
 * Runs a TypeScript entry point as its own Node process (the same as `npx tsx <file>`, without the
 * npx wrapper so signals reach the program itself) and waits for the first http:// address it prints.
 */
export function startTsProcess({ args, name, env, echo = false, readyTimeoutMs = 60_000 }: StartProcessOptions): Promise<RunningProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (graceMs = 5_000): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop(0);
      reject(new Error(`${name} did not start within ${readyTimeoutMs} ms:\n${output}`));
    }, readyTimeoutMs);
    const onData = (chunk: Buffer): void => {
      const text = chunk.toString('utf8');
      if (echo) process.stdout.write(text);
      output += text;
      const match = READY.exec(output);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve({ url: match[1], child, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (echo) process.stderr.write(chunk);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${signal ?? code}) before it was ready:\n${output}`));
    });
  });
}
