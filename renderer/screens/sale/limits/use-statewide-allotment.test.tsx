// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiOutcome, ApiRequest } from '../../../../shared/bridge.ts';
import { michigan, oregon } from '../../../../shared/compliance/limits/profiles/index.ts';
import type { LocalCustomer } from '../../../data/index.ts';
import { fakeBridge, testSession } from '../../../app/screens.test-support.tsx';
import { BridgeProvider } from '../../../state/register-context.tsx';
import { createRegisterQueryClient } from '../../../state/local-queries.ts';
import { useStatewideAllotment } from './use-statewide-allotment.ts';

const patient: LocalCustomer = {
  id: 'patient-1', firstName: 'Iris', lastName: 'Calloway', email: null, phone: null, birthDate: '1971-02-20', kind: 'patient', carryLimit: null,
  expirationDate: '2029-01-01', loyaltyPoints: null, searchText: '', pending: false,
};
const active = {
  statewide_allotment: {
    status: 'active', date: '2026-11-28', limit: 'usable-medical-day', source: 'Mich. Admin. Code R 420.506(1)–(2)',
    remaining: { value: '70.873', unit: 0 }, remaining_ounces: 2.5, message: null,
  },
};

afterEach(() => { cleanup(); });

/**
 * The hook over a bridge whose Store API answers `body` (through JSON, as over the host), or is
 * out of reach (`'offline'`): the host's envelope is the boundary replaced here.
 */
function render(body: unknown, ...args: Parameters<typeof useStatewideAllotment>) {
  const bridge = fakeBridge(testSession());
  const asked: string[] = [];
  bridge.api = async <T,>(request: ApiRequest): Promise<ApiOutcome<T>> => {
    asked.push(`${request.method} ${request.path}`);
    if (body === 'offline') return { kind: 'offline', message: 'connection refused' };
    const sent: T = JSON.parse(JSON.stringify(body));
    return { kind: 'ok', status: 200, body: sent };
  };
  const client = createRegisterQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}><BridgeProvider bridge={bridge}>{children}</BridgeProvider></QueryClientProvider>
  );
  return { asked, ...renderHook(() => useStatewideAllotment(...args), { wrapper }) };
}

describe("the attached patient's statewide figure, asked of the Store API", () => {
  it('asks for a Michigan patient buying as a patient, and reads the figure', async () => {
    const { result, asked } = render(active, michigan, 'medical', patient);
    expect(result.current).toEqual({ kind: 'checking' });
    await waitFor(() => expect(result.current).toEqual({ kind: 'active', ounces: 2.5, remainingMilli: 70_873 }));
    expect(asked).toEqual(['GET /patients/patient-1/statewide_allotment']);
  });

  it('offline: not checked, saying so', async () => {
    const { result } = render('offline', michigan, 'medical', patient);
    await waitFor(() => expect(result.current).toEqual({ kind: 'not-checked', reason: 'the register is offline' }));
  });

  it('asks nothing where there is no statewide figure: another state, a sale not medical, a customer', () => {
    const customer: LocalCustomer = { ...patient, kind: 'customer' };
    for (const rendered of [render(active, oregon, 'medical', patient), render(active, michigan, 'adult-use', patient), render(active, michigan, 'medical', customer)]) {
      expect(rendered.result.current).toBeNull();
      expect(rendered.asked).toEqual([]);
    }
  });
});
