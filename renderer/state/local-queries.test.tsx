// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { announceChange } from '../data/changes.ts';
import { openRegisterDatabase } from '../data/index.ts';
import { createRegisterQueryClient, localKeys, useLocalChangeRefresh } from './local-queries.ts';

afterEach(cleanup);

describe('refreshing local reads after a change', () => {
  it('re-reads each affected key once per burst of changes, after the task that announced them', async () => {
    const db = openRegisterDatabase(`loc-${crypto.randomUUID()}`);
    const client = createRegisterQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    let reads = 0;
    const { result } = renderHook(() => {
      useLocalChangeRefresh(db);
      return useQuery({ queryKey: localKeys.orders('list'), queryFn: () => ++reads });
    }, { wrapper });
    await waitFor(() => expect(result.current.data).toBe(1));

    // A sale announces orders and outbox together; outbox refreshes orders too.
    act(() => announceChange(db, 'orders', 'outbox'));
    expect(reads).toBe(1);
    await waitFor(() => expect(result.current.data).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toBe(2);
    db.close();
  });
});
