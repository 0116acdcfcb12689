import type { RegisterBridge } from '../../shared/bridge.ts';
import type { RegisterDatabase } from '../db/schema.ts';
import { onChange } from '../data/changes.ts';
import { consoleLog, describeFailure, isTransient, SyncCallError, type SyncApi, type SyncLog } from './api.ts';
import { jitter } from './backoff.ts';
import { META, pull } from './pull.ts';
import { pruneAcknowledged } from '../data/outbox.ts';
import { outboxCounts, pushOutbox, type PushResult } from './push.ts';
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
 * Everything the engine decides by, in one place:
 * - `role`: stopped; started and waiting for the election (`following`); or running it (`leading`).
 * - `session`: signed out pauses every cycle until someone signs in.
 * - `network`: what the last calls told; `failing` until one succeeds again.
 * - `skipBackoff`: the network just came back, so the next push sends rows still in backoff.
 * - `cycle`: idle or running (and whether to run again at once after); `nextPoll`: the timer of the next one.
 */
export interface EngineState {
  role: 'stopped' | 'following' | 'leading';
  session: 'signed-in' | 'signed-out';
  network: 'working' | 'failing';
  skipBackoff: boolean;
  cycle: { kind: 'idle' } | { kind: 'running'; done: Promise<void>; again: boolean };
  /** The next poll, while one is scheduled. */
  nextPoll: ReturnType<typeof setTimeout> | null;
}

const initialState = (): EngineState => ({ role: 'stopped', session: 'signed-in', network: 'working', skipBackoff: false, cycle: { kind: 'idle' }, nextPoll: null });

/**
 * One sync engine per app. Every window starts one; a Web Lock elects the window that runs it, and
 * when that window closes the lock passes to another. The leader pushes the outbox, then pulls
 * changes, at a steady jittered interval, at once when the network comes back, and as soon as a
 * row is queued (a sale, a shift, a customer, a resend: the data layer announces it). Every window
 * keeps its own status counts fresh from the database.
 */
export class SyncEngine {
  private readonly db: RegisterDatabase;
  private readonly api: SyncApi;
  private readonly log: SyncLog;
  private readonly random: () => number;
  private readonly pollIntervalMs: number;
  private readonly status: { setState(partial: Partial<SyncStatus>): void };
  private state: EngineState = initialState();
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
    if (this.state.role !== 'stopped') return;
    this.state.role = 'following';
    this.cleanups.push(onChange(this.db, (topic) => {
      if (topic === 'outbox' || topic === 'catalog') void this.refreshCounts();
      if (topic === 'queued') this.wake();
    }));
    if (typeof window !== 'undefined') {
      const online = () => { this.state.skipBackoff = true; this.syncNow(); };
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
        if (this.state.role === 'stopped') { resolve(); return; }
        this.releaseLock = resolve;
        this.becomeLeader();
      }));
    }
  }

  /** Stops scheduling and gives up leadership once the current cycle ends. */
  async stop(): Promise<void> {
    this.state.role = 'stopped';
    this.clearTimer();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    await this.idle();
    this.releaseLock?.();
    this.releaseLock = null;
    this.status.setState({ leader: false, activity: 'stopped' });
  }

  /** Sync now. Windows that do not lead ignore it (the leader hears the same changes); a call during a cycle runs one more after it. */
  syncNow(): void {
    if (this.state.role !== 'leading') return;
    if (this.state.cycle.kind === 'running') { this.state.cycle.again = true; return; }
    this.clearTimer();
    const running: EngineState['cycle'] = { kind: 'running', done: Promise.resolve(), again: false };
    this.state.cycle = running;
    running.done = this.cycle().finally(() => {
      this.state.cycle = { kind: 'idle' };
      if (running.again) this.syncNow();
    });
  }

  /** Resolves when the cycle in progress (if any) is done: for tests and for quitting cleanly. */
  async idle(): Promise<void> {
    while (this.state.cycle.kind === 'running') await this.state.cycle.done;
  }

  pause(): void {
    this.state.session = 'signed-out';
    this.status.setState({ activity: 'signed-out' });
  }

  resume(): void {
    if (this.state.session === 'signed-in') return;
    this.state.session = 'signed-in';
    this.status.setState({ activity: 'idle' });
    this.syncNow();
  }

  get isLeader(): boolean { return this.state.role === 'leading'; }

  /**
   * A row was queued (a sale, a shift, a resend). While the last call told that the Store API is
   * out of reach and the retry after it is already arranged (its timer waits out the backoff, or
   * a pass is under way), a pass now would only fail again, and its claim and release
   * transactions would stand in the way of the sale's receipt at the counter: the arranged retry
   * takes the new row with the rest. Once a call succeeds again (the retry, the browser's `online`,
   * a sync asked for) the network is `working` and every write is sent at once again.
   */
  private wake(): void {
    const retryArranged = this.state.nextPoll !== null || this.state.cycle.kind === 'running';
    if (this.state.network === 'failing' && retryArranged) return;
    this.syncNow();
  }

  private becomeLeader(): void {
    this.state.role = 'leading';
    this.status.setState({ leader: true });
    this.syncNow();
  }

  private clearTimer(): void {
    if (this.state.nextPoll !== null) clearTimeout(this.state.nextPoll);
    this.state.nextPoll = null;
  }

  private async cycle(): Promise<void> {
    if (this.state.session === 'signed-out') return;
    let nextAttemptAt: number | null = null;
    const wasFailing = this.state.network === 'failing';
    try {
      const pushed = await this.push();
      nextAttemptAt = pushed.nextAttemptAt;
      if (pushed.unauthorized) { this.pause(); return; }
      await this.pullChanges();
      // The network is back (a call succeeded after failures): send what waited, now.
      if (wasFailing && (await outboxCounts(this.db)).queued > 0) this.sendAgainNow();
    } catch (error) {
      this.failed(error);
    } finally {
      await this.refreshCounts();
      if (this.state.session === 'signed-in') this.status.setState({ activity: 'idle' });
      this.schedule(nextAttemptAt);
    }
  }

  private async push(): Promise<PushResult> {
    this.status.setState({ activity: 'sending' });
    const pushed = await pushOutbox(this.db, this.api, { log: this.log, random: this.random, leaseMs: this.options.leaseMs, ignoreBackoff: this.state.skipBackoff });
    this.state.skipBackoff = false;
    if (pushed.unauthorized) return pushed;
    if (pushed.transient !== null && pushed.transient.kind !== 'server-error') {
      this.markFailing(describeFailure(pushed.transient));
    } else if (pushed.acknowledged > 0 || pushed.transient === null) {
      this.markWorking();
    }
    // Acknowledged rows past the keep window give up their bodies (the register runs for years).
    await pruneAcknowledged(this.db, Date.now());
    return pushed;
  }

  private async pullChanges(): Promise<void> {
    const catalogLoaded = (await this.db.meta.get(META.cursor)) !== undefined;
    this.status.setState({ activity: catalogLoaded ? 'pulling' : 'loading-catalog' });
    await pull(this.db, this.api, {
      log: this.log,
      onProgress: (fraction) => this.status.setState({ catalogProgress: fraction < 1 ? fraction : null }),
    });
    this.status.setState({ catalogProgress: null });
    this.markWorking();
  }

  private sendAgainNow(): void {
    this.state.skipBackoff = true;
    if (this.state.cycle.kind === 'running') this.state.cycle.again = true;
  }

  private failed(error: unknown): void {
    this.status.setState({ catalogProgress: null });
    if (error instanceof SyncCallError) {
      if (error.failure.kind === 'unauthorized') { this.pause(); return; }
      if (isTransient(error.failure)) this.markFailing(error.message);
      else this.status.setState({ lastError: error.message });
    } else {
      this.log.error('sync: cycle failed', error);
      this.status.setState({ lastError: error instanceof Error ? error.message : String(error) });
    }
  }

  private markFailing(message: string): void {
    this.state.network = 'failing';
    this.status.setState({ online: false, lastError: message });
  }

  private markWorking(): void {
    this.state.network = 'working';
    this.status.setState({ online: true, lastError: null });
  }

  private schedule(nextAttemptAt: number | null): void {
    if (this.state.role !== 'leading') return;
    this.clearTimer();
    let delay = jitter(this.pollIntervalMs, this.random);
    if (nextAttemptAt !== null) delay = Math.min(delay, Math.max(0, nextAttemptAt - Date.now()));
    this.state.nextPoll = setTimeout(() => { this.state.nextPoll = null; this.syncNow(); }, delay);
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
