// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openRegisterDatabase } from '../../../data/index.ts';
import { auditChain } from '../../../data/audit-log.ts';
import { BridgeProvider, RegisterProvider } from '../../../state/register-context.tsx';
import { createRegisterQueryClient } from '../../../state/local-queries.ts';
import { useBuyer } from './buyer-store.ts';
import { fakeBridge, testSession } from '../../../app/screens.test-support.tsx';
import { useCounterCompliance } from './use-counter-compliance.ts';

/**
 * The location's rules load from IndexedDB; on a loaded machine (or a register just started) that
 * takes a moment, and a budtender may already be checking an ID. The load is held back here by a
 * gate in front of the real `readLocationRules`: the one thing replaced is its timing.
 */
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  let opened = Promise.resolve();
  return {
    close() { opened = new Promise<void>((resolve) => { open = resolve; }); },
    open: () => open(),
    passed: () => opened,
  };
});
vi.mock('../limits/location-rules.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../limits/location-rules.ts')>();
  return {
    ...original,
    readLocationRules: async (...args: Parameters<typeof original.readLocationRules>) => {
      await gate.passed();
      return original.readLocationRules(...args);
    },
  };
});

afterEach(() => { cleanup(); useBuyer.getState().reset(); });

describe('the buyer check while the location’s rules load', () => {
  it('records a typed check made before the rules arrived once they do, instead of refusing it', async () => {
    gate.close();
    const session = testSession();
    const db = openRegisterDatabase(session.location.id);
    const client = createRegisterQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <BridgeProvider bridge={fakeBridge(session)}>
          <RegisterProvider register={{ session, device: { id: 'dev-1', name: 'Front counter 1' }, db }}>{children}</RegisterProvider>
        </BridgeProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useCounterCompliance(), { wrapper });
    expect(result.current.timeZone).toBeNull();

    let typed: ReturnType<typeof result.current.onTyped> | null = null;
    act(() => { typed = result.current.onTyped('1990-04-02', '2031-04-02'); });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await auditChain(db, 'dev-1')).toEqual([]);

    gate.open();
    await expect(typed).resolves.toMatchObject({ ok: true });
    await waitFor(() => expect(result.current.check.ok).toBe(true));
    expect((await auditChain(db, 'dev-1')).map((entry) => entry.kind)).toEqual(['id-typed', 'age-verdict']);
    db.close();
  });
});
