import type { RunningProcess } from '../../../scripts/processes.ts';
import { startRegisterWebHost } from './fixtures.ts';

/** The register's web host as a process a test can kill and start again on the same port and data. */
export interface KillableRegisterHost {
  /** The same across kill() and start(): the page keeps talking to one address. */
  url: string;
  /** `kill -9` by pid: no shutdown runs, connections drop mid-answer. Resolves once it is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data directory. A no-op while it runs. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startKillableRegisterHost(storeApiUrl: string, dataDir: string): Promise<KillableRegisterHost> {
  let running: RunningProcess | null = await startRegisterWebHost(storeApiUrl, dataDir);
  const url = running.url;
  const port = Number(new URL(url).port);
  return {
    url,
    async kill() {
      const current = running;
      running = null;
      if (current === null) return;
      const { child } = current;
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      process.kill(child.pid, 'SIGKILL');
      await exited;
    },
    async start() {
      running ??= await startRegisterWebHost(storeApiUrl, dataDir, port);
    },
    async stop() {
      const current = running;
      running = null;
      await current?.stop();
    },
  };
}
