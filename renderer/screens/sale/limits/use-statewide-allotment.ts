import { useQuery } from '@tanstack/react-query';
import { getStatewideAllotment } from '../../../../shared/api/operations.ts';
import type { JurisdictionProfile } from '../../../../shared/compliance/limits/profile.ts';
import type { LocalCustomer } from '../../../data/index.ts';
import { useBridge } from '../../../state/register-context.tsx';
import { statewideFromOutcome, type StatewideAtCounter } from './statewide-at-counter.ts';

/**
 * How long the counter waits for the figure: the Store API gives Metrc 3 s at most
 * (orders/rules/statewide-lookup.ts), so past this the Store API itself is out of reach.
 */
const LOOKUP_TIMEOUT_MS = 8_000;

/**
 * Metrc's remaining statewide allotment for the attached patient, asked of the Store API once per
 * attachment (a patient attached again is asked again: another store may have sold to them
 * meanwhile). Null where none is needed: no patient, not buying as a patient here, or a state that
 * keeps no limit statewide.
 */
export function useStatewideAllotment(profile: JurisdictionProfile | null, saleKind: 'medical' | 'adult-use' | null, buyer: LocalCustomer | null): StatewideAtCounter | null {
  const bridge = useBridge();
  const patientId = buyer?.kind === 'patient' && saleKind === 'medical' && profile?.statewidePatientLimit !== undefined ? buyer.id : null;
  const query = useQuery({
    queryKey: ['statewide-allotment', patientId],
    enabled: patientId !== null,
    queryFn: async (): Promise<StatewideAtCounter> => {
      if (patientId === null) return { kind: 'not-checked', reason: 'no patient is attached' };
      try {
        return statewideFromOutcome(await getStatewideAllotment(bridge, patientId, LOOKUP_TIMEOUT_MS));
      } catch (error) {
        // The host could not be reached at all: the sale goes on within our own count, as offline.
        return { kind: 'not-checked', reason: `the register could not ask (${error instanceof Error ? error.message : String(error)})` };
      }
    },
    staleTime: 0, gcTime: 0,
  });
  if (patientId === null) return null;
  return query.data ?? { kind: 'checking' };
}
