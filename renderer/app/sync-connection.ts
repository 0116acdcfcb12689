import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RegisterBridge } from '../../shared/bridge.ts';
import type { RegisterDatabase } from '../db/schema.ts';
import type { SyncStatusView } from '../ui/StatusBar.tsx';
import { localKeys } from './local-queries.ts';
import { useRegister } from './register-context.tsx';

/** Starts this window's sync engine for the register's database while the workspace is open. */
export function useSyncEngine(_bridge: RegisterBridge, _db: RegisterDatabase): void {
  // Bound to renderer/sync once the sync engine lands.
}

/** Outbox counts straight from the local database: what waits and what was refused. */
function useOutboxCounts() {
  const { db } = useRegister();
  return useQuery({
    queryKey: localKeys.outbox('counts'),
    queryFn: async () => ({
      pending: await db.outbox.where('state').anyOf(['pending', 'sending']).count(),
      needsAttention: await db.outbox.where('state').equals('needs-attention').count(),
    }),
  });
}

export function useSyncStatusView(): SyncStatusView {
  const counts = useOutboxCounts();
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => { window.removeEventListener('online', update); window.removeEventListener('offline', update); };
  }, []);
  return { online, pending: counts.data?.pending ?? 0, needsAttention: counts.data?.needsAttention ?? 0, lastSyncAt: null, catalogProgress: null };
}
