import type { BrowserContext } from '@playwright/test';
import { startRegisterWebHost, type AdmittingHost, type RunningRegisterWebHost } from './fixtures.ts';

/** The register's web host as a process a test can kill and start again on the same port and data. */
export interface KillableRegisterHost extends AdmittingHost {
  /** The same across kill() and start(): the page keeps talking to one address. */
  url: string;
  /** `kill -9` by pid: no shutdown runs, connections drop mid-answer. Resolves once it is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data directory, and gives the context the new launch's cookie. A no-op while it runs. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startKillableRegisterHost(storeApiUrl: string, dataDir: string): Promise<KillableRegisterHost> {
  let running: RunningRegisterWebHost | null = await startRegisterWebHost(storeApiUrl, dataDir);
  const admitted = new Set<BrowserContext>();
  const url = running.url;
  const port = Number(new URL(url).port);
  return {
    url,
    async admit(context) {
      admitted.add(context);
      await running?.admit(context);
    },
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
      if (running !== null) return;
      running = await startRegisterWebHost(storeApiUrl, dataDir, port);
      // A new launch has a new secret: the page's old cookie no longer opens the host.
      const started = running;
      await Promise.all([...admitted].map((context) => started.admit(context)));
    },
    async stop() {
      const current = running;
      running = null;
      await current?.stop();
    },
  };
}
