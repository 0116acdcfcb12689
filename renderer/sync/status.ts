import { create } from 'zustand';

export type SyncActivity = 'idle' | 'sending' | 'pulling' | 'loading-catalog' | 'signed-out' | 'stopped';

export interface SyncStatus {
  /** null until the first call told us. */
  online: boolean | null;
  pending: number;
  needsAttention: number;
  lastPushAt: string | null;
  lastPullAt: string | null;
  activity: SyncActivity;
  /** 0..1 while the catalog downloads, else null. */
  catalogProgress: number | null;
  /** The last failure in words, cleared by the next success. */
  lastError: string | null;
  /** Whether this window runs the engine (one window per app does). */
  leader: boolean;
}

export const initialSyncStatus: SyncStatus = {
  online: null, pending: 0, needsAttention: 0, lastPushAt: null, lastPullAt: null,
  activity: 'idle', catalogProgress: null, lastError: null, leader: false,
};

/** The sync engine's honest state, for the status bar. */
export const useSyncStatus = create<SyncStatus>()(() => ({ ...initialSyncStatus }));

export type SyncHealth = 'green' | 'waiting' | 'attention' | 'offline' | 'signed-out';

/** Green only when online and nothing waits: no queued row, no refused row, no catalog download. */
export function syncHealth(status: SyncStatus): SyncHealth {
  if (status.activity === 'signed-out') return 'signed-out';
  if (status.needsAttention > 0) return 'attention';
  if (status.online === false) return 'offline';
  if (status.online === null || status.pending > 0 || status.catalogProgress !== null) return 'waiting';
  return 'green';
}
