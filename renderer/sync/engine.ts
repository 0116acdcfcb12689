import type { RegisterBridge } from '../../shared/bridge.ts';
import type { RegisterDatabase } from '../db/schema.ts';
import { onChange } from '../data/changes.ts';
import { consoleLog, describeFailure, isTransient, SyncCallError, type SyncApi, type SyncLog } from './api.ts';
import { jitter } from './backoff.ts';
import { META, pull } from './pull.ts';
import { outboxCounts, pushOutbox } from './push.ts';
import { useSyncStatus, type SyncStatus } from './status.ts';

export interface SyncEngineOptions {
  db: RegisterDatabase;
  api: SyncApi;
  /** Host events (session expired / changed): sync pauses on a 401 and resumes on sign-in. */
  events?: Pick<RegisterBridge, 'onEvent'>;
  pollIntervalMs?: number;
  leaseMs?: number;
  log?: SyncLog;
  random?: () => number;
  /** Cross-window election; defaults to `navigator.locks` where it exists. */
  locks?: SyncLocks | null;
  /** Where the status goes; the app's zustand store by default. */
  status?: { setState(partial: Partial<SyncStatus>): void };
}

/** The part of the Web Locks API the election uses (`navigator.locks` fits it). */
export interface SyncLocks { request(name: string, callback: () => Promise<void>): Promise<unknown> }

export const DEFAULT_POLL_INTERVAL_MS = 15_000;
export const SYNC_LOCK = 'canopy-sync';

/**
 * One sync engine per app. Every window starts one; a Web Lock elects the window that runs it, and
 * when that window closes the lock passes to another. The leader pushes the outbox, then pulls
 * changes, at a steady jittered interval, at once when the network comes back, and on `syncNow()`
 * (after a sale). Every window keeps its own status counts fresh from the database.
 */
export class SyncEngine {
  private readonly db: RegisterDatabase;
  private readonly api: SyncApi;
  private readonly log: SyncLog;
  private readonly random: () => number;
  private readonly pollIntervalMs: number;
  private readonly status: { setState(partial: Partial<SyncStatus>): void };
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private leader = false;
  private paused = false;
  private failing = false;
  /** Set when the network came back: the next push ignores backoff. */
  private networkBack = false;
  private releaseLock: (() => void) | null = null;
  private readonly cleanups: Array<() => void> = [];

  constructor(private readonly options: SyncEngineOptions) {
    this.db = options.db;
    this.api = options.api;
    this.log = options.log ?? consoleLog;
    this.random = options.random ?? Math.random;
    this.pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
    this.status = options.status ?? useSyncStatus;
  }

  /** Starts watching and competes for leadership; resolves once started (not once elected). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.cleanups.push(onChange(this.db, (topic) => { if (topic === 'outbox' || topic === 'catalog') void this.refreshCounts(); }));
    if (typeof window !== 'undefined') {
      const online = () => { this.networkBack = true; this.syncNow(); };
      window.addEventListener('online', online);
      this.cleanups.push(() => window.removeEventListener('online', online));
    }
    if (this.options.events !== undefined) {
      this.cleanups.push(this.options.events.onEvent((event) => {
        if (event.type === 'session-expired') this.pause();
        if (event.type === 'session-changed' && event.session !== null) this.resume();
      }));
    }
    void this.refreshCounts();
    const locks = this.options.locks !== undefined ? this.options.locks : (typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null);
    if (locks === null) {
      this.becomeLeader();
    } else {
      void locks.request(SYNC_LOCK, () => new Promise<void>((resolve) => {
        if (this.stopped) { resolve(); return; }
        this.releaseLock = resolve;
        this.becomeLeader();
      }));
    }
  }

  /** Stops scheduling and gives up leadership once the current cycle ends. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    await this.running;
    this.leader = false;
    this.releaseLock?.();
    this.releaseLock = null;
    this.status.setState({ leader: false, activity: 'stopped' });
  }

  /** Sync now (after a sale, or when the network came back). Windows that do not lead ignore it; the leader polls soon. */
  syncNow(): void {
    if (!this.leader || this.stopped) return;
    if (this.running !== null) { this.again = true; return; }
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.cycle().finally(() => {
      this.running = null;
      if (this.again) { this.again = false; this.syncNow(); }
    });
  }

  /** Resolves when the cycle in progress (if any) is done: for tests and for quitting cleanly. */
  async idle(): Promise<void> {
    while (this.running !== null) await this.running;
  }

  pause(): void {
    this.paused = true;
    this.status.setState({ activity: 'signed-out' });
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.status.setState({ activity: 'idle' });
    this.syncNow();
  }

  get isLeader(): boolean { return this.leader; }

  private becomeLeader(): void {
    this.leader = true;
    this.status.setState({ leader: true });
    this.syncNow();
  }

  private async cycle(): Promise<void> {
    if (this.paused) return;
    let nextAttemptAt: number | null = null;
    const wasFailing = this.failing;
    try {
      this.status.setState({ activity: 'sending' });
      const pushed = await pushOutbox(this.db, this.api, { log: this.log, random: this.random, leaseMs: this.options.leaseMs, ignoreBackoff: this.networkBack });
      this.networkBack = false;
      nextAttemptAt = pushed.nextAttemptAt;
      if (pushed.unauthorized) { this.pause(); return; }
      if (pushed.transient !== null && pushed.transient.kind !== 'server-error') {
        this.markFailing(describeFailure(pushed.transient));
      } else if (pushed.acknowledged > 0 || pushed.transient === null) {
        this.markWorking();
      }
      const catalogLoaded = (await this.db.meta.get(META.cursor)) !== undefined;
      this.status.setState({ activity: catalogLoaded ? 'pulling' : 'loading-catalog' });
      await pull(this.db, this.api, {
        log: this.log,
        onProgress: (fraction) => this.status.setState({ catalogProgress: fraction < 1 ? fraction : null }),
      });
      this.status.setState({ catalogProgress: null });
      this.markWorking();
      // The network is back (a call succeeded after failures): send what waited, now.
      if (wasFailing && (await outboxCounts(this.db)).pending > 0) { this.networkBack = true; this.again = true; }
    } catch (error) {
      this.status.setState({ catalogProgress: null });
      if (error instanceof SyncCallError) {
        if (error.failure.kind === 'unauthorized') { this.pause(); return; }
        if (isTransient(error.failure)) this.markFailing(error.message);
        else this.status.setState({ lastError: error.message });
      } else {
        this.log.error('sync: cycle failed', error);
        this.status.setState({ lastError: error instanceof Error ? error.message : String(error) });
      }
    } finally {
      await this.refreshCounts();
      if (!this.paused) this.status.setState({ activity: 'idle' });
      this.schedule(nextAttemptAt);
    }
  }

  private markFailing(message: string): void {
    this.failing = true;
    this.status.setState({ online: false, lastError: message });
  }

  private markWorking(): void {
    this.failing = false;
    this.status.setState({ online: true, lastError: null });
  }

  private schedule(nextAttemptAt: number | null): void {
    if (this.stopped || !this.leader) return;
    if (this.timer !== null) clearTimeout(this.timer);
    let delay = jitter(this.pollIntervalMs, this.random);
    if (nextAttemptAt !== null) delay = Math.min(delay, Math.max(0, nextAttemptAt - Date.now()));
    this.timer = setTimeout(() => { this.timer = null; this.syncNow(); }, delay);
  }

  private async refreshCounts(): Promise<void> {
    try {
      await this.readCounts();
    } catch (error) {
      this.log.error('sync: could not read the outbox counts', error);
    }
  }

  private async readCounts(): Promise<void> {
    const counts = await outboxCounts(this.db);
    const lastPush = await this.db.meta.get('lastPushAt');
    const lastPull = await this.db.meta.get(META.lastPullAt);
    this.status.setState({
      ...counts,
      lastPushAt: typeof lastPush?.value === 'string' ? lastPush.value : null,
      lastPullAt: typeof lastPull?.value === 'string' ? lastPull.value : null,
    });
  }
}

/** Starts this window's engine; call `stop()` when the workspace closes. */
export function startSyncEngine(options: SyncEngineOptions): SyncEngine {
  const engine = new SyncEngine(options);
  engine.start();
  return engine;
}
