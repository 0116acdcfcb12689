import { useEffect } from 'react';
import type { RegisterBridge } from '../../shared/bridge.ts';
import type { RegisterDatabase } from '../db/schema.ts';
import { startSyncEngine } from '../sync/engine.ts';
import { useSyncStatus, type SyncStatus } from '../sync/status.ts';

/**
 * Starts this window's sync engine for the register's database while the workspace is open;
 * `afterStop` runs once it has stopped (closing the database under a running cycle would fail it).
 * Writes wake the engine themselves (it hears rows being queued), so nothing here is shared.
 */
export function useSyncEngine(bridge: RegisterBridge, db: RegisterDatabase, afterStop?: () => void): void {
  useEffect(() => {
    const engine = startSyncEngine({ db, api: bridge, events: bridge });
    return () => {
      void engine.stop().finally(afterStop);
    };
  }, [bridge, db, afterStop]);
}

export const useSyncStatusView = (): SyncStatus => useSyncStatus();
