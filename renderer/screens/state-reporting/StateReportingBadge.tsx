import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSyncStatus } from '../../sync/status.ts';
import { deadlineStanding } from './deadline-standing.ts';
import { stateReportingKeys, useMinuteClock, useStateReporting } from './state-reporting-queries.ts';

/**
 * On the State reporting tab: how many sales need attention (refused by the state, or not sendable),
 * and a mark when a deadline is near or missed (from the last answer read, offline too). Nothing when all is well.
 */
export function StateReportingBadge() {
  const reporting = useStateReporting().data?.reporting ?? null;
  const now = useMinuteClock();
  // Back online: the answer shown may be the one kept from before the outage, so it is read again.
  const online = useSyncStatus().online;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (online === true) void queryClient.invalidateQueries({ queryKey: stateReportingKeys.answer() });
  }, [online, queryClient]);
  if (reporting === null) return null;
  const standing = deadlineStanding(reporting, now).kind;
  const refused = reporting.needs_attention;
  return (
    <>
      {refused > 0 && <span className="tab__badge" data-testid="state-reporting-count" aria-label={`${refused} ${refused === 1 ? 'sale needs' : 'sales need'} attention in state reporting`}>{refused}</span>}
      {(standing === 'due-soon' || standing === 'missed') && (
        <span className="tab__badge" data-testid="state-reporting-deadline" data-standing={standing} aria-label={standing === 'missed' ? 'Reporting deadline missed' : 'Reporting deadline near'}>!</span>
      )}
    </>
  );
}
