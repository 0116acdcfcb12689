import { useQuery } from '@tanstack/react-query';
import { useBridge, useRegister } from '../../state/register-context.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { Notice } from '../../ui/Notice.tsx';
import { readLocationRules } from '../sale/limits/location-rules.ts';
import { reconcileDeadline } from '../back-office/stock/reconcile-deadline.ts';
import { readPackageReconciliation } from '../back-office/stock/stock-calls.ts';

/** Metrc is read through the Store API while the panel opens: longer than a plain read, not forever. */
const TIMEOUT_MS = 30_000;

/**
 * Warns before the state's reconciliation deadline (the back office's rule per state:
 * reconcile-deadline.ts) while package findings remain. The only source is GET
 * /state_reporting/package_reconciliation, which reads Metrc live, so it is read once each time a
 * manager opens the panel (never on a clock, never for the nav badge, never retried), and says
 * nothing when it cannot be read: the back office's Reconciliation tab is where findings are worked.
 */
export function PackageDeadline({ timeZone }: { timeZone: string }) {
  const bridge = useBridge();
  const { db, session } = useRegister();
  const manager = session.user.role === 'manager';
  const findings = useQuery({
    queryKey: ['state-reporting', 'package-findings'],
    queryFn: async () => {
      const outcome = await readPackageReconciliation(bridge, TIMEOUT_MS);
      return outcome.kind === 'ok' ? outcome.body.findings.length : null;
    },
    enabled: manager, refetchOnMount: 'always', refetchOnWindowFocus: false, refetchInterval: false, retry: false, gcTime: 0,
  });
  const rules = useQuery({
    // Under 'catalog': the kept register settings arrive with the money pull, which announces 'catalog', so a location's
    // medical-sales status or time zone pulled after the screen opened is read again, not kept from before the pull.
    queryKey: ['catalog', 'compliance-rules', session.location.id],
    queryFn: () => readLocationRules(db, session.location.state),
  });
  const count = findings.data;
  if (!manager || count === undefined || count === null || count === 0 || rules.data === undefined) return null;
  const deadline = reconcileDeadline(rules.data.profile?.id, timeZone, new Date());
  if (deadline.kind === 'none') return null;
  const remain = count === 1 ? 'One package finding remains' : `${count} package findings remain`;
  const by = deadline.kind === 'close-of-business'
    ? <>today&rsquo;s close of business</>
    : <time dateTime={deadline.due}>{formatDateTime(deadline.due, timeZone, { zoneName: true })}</time>;
  return (
    <div data-testid="package-deadline">
      <Notice tone="warning">{remain} (Canopy&rsquo;s stock and Metrc&rsquo;s differ): reconcile them in Metrc by {by} ({deadline.citation}). The back office&rsquo;s Stock section lists each with what to do.</Notice>
    </div>
  );
}
