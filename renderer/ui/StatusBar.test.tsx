// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initialSyncStatus, type SyncStatus } from '../sync/status.ts';
import { lastSyncAt, StatusBar } from './StatusBar.tsx';

const calm: SyncStatus = { ...initialSyncStatus, online: true, lastPushAt: '2026-11-22T10:00:00.000Z', lastPullAt: '2026-11-22T10:05:00.000Z' };

afterEach(cleanup);

describe('the status bar', () => {
  it('is green only when online and nothing waits', () => {
    render(<StatusBar status={calm} timeZone="America/Los_Angeles" />);
    expect(screen.getByTestId('sync-status').dataset['health']).toBe('green');
    expect(screen.getByTestId('pending-count').textContent).toBe('All sent');
    cleanup();
    render(<StatusBar status={{ ...calm, pending: 1 }} timeZone="America/Los_Angeles" />);
    expect(screen.getByTestId('sync-status').dataset['health']).toBe('waiting');
  });

  it('says what waits in words', () => {
    render(<StatusBar status={{ ...calm, online: false, pending: 2, needsAttention: 1, lastPushAt: null, lastPullAt: null }} timeZone="America/Los_Angeles" />);
    expect(screen.getByTestId('connection').textContent).toMatch(/Offline/);
    expect(screen.getByTestId('pending-count').textContent).toBe('2 waiting to sync');
    expect(screen.getByTestId('needs-attention-count').textContent).toBe('1 record needs attention');
    expect(screen.getByTestId('last-sync').textContent).toBe('Not synced yet');
    expect(screen.getByTestId('sync-status').dataset['health']).toBe('attention');
  });

  it('takes the later of the last push and pull as the last sync', () => {
    expect(lastSyncAt(calm)).toBe('2026-11-22T10:05:00.000Z');
    expect(lastSyncAt({ lastPushAt: '2026-11-22T11:00:00.000Z', lastPullAt: null })).toBe('2026-11-22T11:00:00.000Z');
  });
});
