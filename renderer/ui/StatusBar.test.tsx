// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusBar, statusTone, type SyncStatusView } from './StatusBar.tsx';

const calm: SyncStatusView = { online: true, pending: 0, needsAttention: 0, lastSyncAt: '2026-11-22T10:00:00.000Z', catalogProgress: null };

afterEach(cleanup);

describe('the status bar', () => {
  it('is green only when online and nothing waits', () => {
    expect(statusTone(calm)).toBe('ok');
    expect(statusTone({ ...calm, pending: 1 })).toBe('waiting');
    expect(statusTone({ ...calm, online: false })).toBe('offline');
    expect(statusTone({ ...calm, catalogProgress: { loaded: 10, total: 100 } })).toBe('waiting');
    expect(statusTone({ ...calm, online: false, pending: 3, needsAttention: 1 })).toBe('attention');
  });

  it('says what waits in words', () => {
    render(<StatusBar status={{ ...calm, online: false, pending: 2, needsAttention: 1, lastSyncAt: null }} />);
    expect(screen.getByTestId('connection').textContent).toMatch(/Offline/);
    expect(screen.getByTestId('pending-count').textContent).toBe('2 records waiting to sync');
    expect(screen.getByTestId('needs-attention-count').textContent).toBe('1 record needs attention');
    expect(screen.getByText('Not synced yet')).toBeTruthy();
    expect(screen.getByTestId('sync-status').dataset['tone']).toBe('attention');
  });
});
