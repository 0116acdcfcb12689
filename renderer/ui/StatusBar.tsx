import { syncHealth, type SyncStatus } from '../sync/status.ts';
import { formatTime } from './format.ts';

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** The later of the last push and the last pull: the last time the Store API answered us. */
export function lastSyncAt(status: Pick<SyncStatus, 'lastPushAt' | 'lastPullAt'>): string | null {
  const times = [status.lastPushAt, status.lastPullAt].filter((time): time is string => time !== null);
  return times.sort().at(-1) ?? null;
}

function connectionText(status: SyncStatus): string {
  if (status.activity === 'signed-out') return 'Signed out — sign in to send';
  if (status.online === null) return 'Connecting…';
  return status.online ? 'Online' : 'Offline';
}

/** The sync engine's state, honestly: green only when online and nothing waits (sync/status.ts). */
/** `timeZone`: the store's, in which the last sync's time is shown. */
export function StatusBar({ status, timeZone, onShowAttention }: { status: SyncStatus; timeZone: string; onShowAttention?: () => void }) {
  const health = syncHealth(status);
  const last = lastSyncAt(status);
  return (
    <div className={`status status--${health}`} data-testid="sync-status" data-health={health} role="status" aria-live="polite"
      title={status.online === false ? 'The Store API cannot be reached. Keep selling: sales are kept on this register and sent when it is back.' : status.lastError ?? undefined}>
      <span className="status__dot" aria-hidden="true" />
      <span className="status__item" data-testid="connection">{connectionText(status)}</span>
      <span className="status__item" data-testid="pending-count">
        {status.pending === 0 ? 'All sent' : `${status.pending} waiting to sync`}
      </span>
      {status.needsAttention > 0 && (
        <button type="button" className="status__item status__attention" onClick={onShowAttention} data-testid="needs-attention-count">
          {plural(status.needsAttention, 'record needs', 'records need')} attention
        </button>
      )}
      {status.catalogProgress !== null && (
        <span className="status__item">Loading catalog {Math.round(status.catalogProgress * 100)}%</span>
      )}
      <span className="status__item status__last" data-testid="last-sync">{last === null ? 'Not synced yet' : `Last sync ${formatTime(last, timeZone)}`}</span>
    </div>
  );
}
