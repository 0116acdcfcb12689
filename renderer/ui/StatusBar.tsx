import { formatTime } from './format.ts';

export interface SyncStatusView {
  online: boolean;
  /** Records waiting to reach the Store API (sales, shifts, customers). */
  pending: number;
  needsAttention: number;
  /** ISO time of the last successful exchange with the Store API, or null. */
  lastSyncAt: string | null;
  /** While the catalog downloads: items so far and expected (total may be unknown). */
  catalogProgress: { loaded: number; total: number | null } | null;
}

export type StatusTone = 'ok' | 'waiting' | 'offline' | 'attention';

/** Green only when nothing waits; a refusal outranks everything, being offline outranks waiting. */
export function statusTone(status: SyncStatusView): StatusTone {
  if (status.needsAttention > 0) return 'attention';
  if (!status.online) return 'offline';
  if (status.pending > 0 || status.catalogProgress !== null) return 'waiting';
  return 'ok';
}

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

export function StatusBar({ status, onShowAttention }: { status: SyncStatusView; onShowAttention?: () => void }) {
  const tone = statusTone(status);
  return (
    <div className={`status status--${tone}`} data-testid="sync-status" data-tone={tone} role="status" aria-live="polite">
      <span className="status__dot" aria-hidden="true" />
      <span className="status__item" data-testid="connection">{status.online ? 'Online' : 'Offline — selling continues'}</span>
      <span className="status__item" data-testid="pending-count">
        {status.pending === 0 ? 'All sent' : `${plural(status.pending, 'record', 'records')} waiting to sync`}
      </span>
      {status.needsAttention > 0 && (
        <button type="button" className="status__item status__attention" onClick={onShowAttention} data-testid="needs-attention-count">
          {plural(status.needsAttention, 'record needs', 'records need')} attention
        </button>
      )}
      {status.catalogProgress !== null && (
        <span className="status__item">
          Loading catalog {status.catalogProgress.loaded}{status.catalogProgress.total === null ? '' : ` of ${status.catalogProgress.total}`}
        </span>
      )}
      <span className="status__item status__last">{status.lastSyncAt === null ? 'Not synced yet' : `Last sync ${formatTime(status.lastSyncAt)}`}</span>
    </div>
  );
}
