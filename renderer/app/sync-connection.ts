import { useEffect } from 'react';
import type { RegisterBridge } from '../../shared/bridge.ts';
import type { RegisterDatabase } from '../db/schema.ts';
import { startSyncEngine, type SyncEngine } from '../sync/engine.ts';
import { useSyncStatus, type SyncStatus } from '../sync/status.ts';

let running: SyncEngine | null = null;

/**
 * Starts this window's sync engine for the register's database while the workspace is open;
 * `afterStop` runs once it has stopped (closing the database under a running cycle would fail it).
 */
export function useSyncEngine(bridge: RegisterBridge, db: RegisterDatabase, afterStop?: () => void): void {
  useEffect(() => {
    const engine = startSyncEngine({ db, api: bridge, events: bridge });
    running = engine;
    return () => {
      if (running === engine) running = null;
      void engine.stop().finally(afterStop);
    };
  }, [bridge, db, afterStop]);
}

/** Asks the engine to send now (after a sale); a no-op without one, the poll sends it later. */
export function syncSoon(): void {
  running?.syncNow();
}

export const useSyncStatusView = (): SyncStatus => useSyncStatus();
