import { useQuery } from '@tanstack/react-query';
import { useBridge, useRegister } from '../../state/register-context.tsx';
import { localKeys } from '../../state/local-queries.ts';
import { auditAnchorOf, keepAuditAnchor } from '../../data/audit-anchors.ts';
import { shiftZReport, zReportDifferences } from '../../data/z-report.ts';
import { shiftById } from '../../data/shifts.ts';
import { Money } from '../../ui/Money.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { paymentTypeName } from '../../ui/payment-types.ts';
import { getShift } from '../../../shared/api/operations.ts';
import { formatChainHead } from '../../../shared/compliance/audit-chain.ts';
import { shiftCash } from '../../../shared/shifts/z-report.ts';
import { PrintZReportButtons } from '../../printing/PrintZReportButtons.tsx';

/** Money that went out, shown negative; none is $0.00, not −$0.00. */
const given = (cents: number): number => (cents === 0 ? 0 : -cents);

/** The shift's end-of-day (Z) report from its local orders, printable, beside the back office's figures when online. */
export function ZReportPanel({ shiftId, justClosed = false }: { shiftId: string; justClosed?: boolean }) {
  const { db } = useRegister();
  const bridge = useBridge();
  const local = useQuery({ queryKey: localKeys.orders('z-report', shiftId), queryFn: () => shiftZReport(db, shiftId) });
  const shift = useQuery({ queryKey: localKeys.shifts('z-report', shiftId), queryFn: () => shiftById(db, shiftId) });
  // The Store API's report of the shift (GET /shifts/{id}): its figures, and the audit chain's head at the close, kept here too.
  const backOffice = useQuery({
    queryKey: ['z-report-back-office', shiftId],
    queryFn: async () => {
      const outcome = await getShift(bridge, shiftId);
      if (outcome.kind !== 'ok') return null;
      await keepAuditAnchor(db, shiftId, outcome.body.shift.audit_chain_head);
      return outcome.body.shift;
    },
    retry: false,
  });
  // Read again when the outbox moves: the close's acknowledgement keeps the head.
  const kept = useQuery({ queryKey: localKeys.outbox('audit-anchor', shiftId), queryFn: async () => (await auditAnchorOf(db, shiftId)) ?? null });
  if (local.data === undefined) return null;
  const report = local.data;
  const differences = backOffice.data == null ? null : zReportDifferences(report, backOffice.data.summary);
  const head = backOffice.data?.audit_chain_head ?? kept.data ?? null;
  const shiftRow = shift.data ?? null;
  const cash = shiftRow === null ? null : shiftCash({ open_amount: shiftRow.openAmount, close_drawer_amount: shiftRow.closeDrawerAmount, close_drop_amount: shiftRow.closeDropAmount }, report);
  return (
    <article className="z-report" data-testid="z-report" data-shift-id={shiftId} aria-label="Z report">
      <h2>End-of-day report (Z)</h2>
      <dl className="figures">
        <div><dt>Gross sales</dt><dd data-testid="z-gross"><Money cents={report.gross_sales} /></dd></div>
        <div><dt>Discounts</dt><dd><Money cents={given(report.discounts)} /></dd></div>
        <div><dt>Net sales</dt><dd data-testid="z-net"><Money cents={report.net_sales} /></dd></div>
        {report.taxes.map((tax) => <div key={tax.tax_item_id}><dt>{tax.name}</dt><dd data-testid="z-tax"><Money cents={tax.amount} /></dd></div>)}
        <div><dt>Refunds</dt><dd><Money cents={given(report.refunds)} /></dd></div>
        {report.refunded_taxes.map((tax) => <div key={tax.tax_item_id}><dt>{tax.name} returned</dt><dd><Money cents={given(tax.amount)} /></dd></div>)}
        {report.by_tender.map((tender) => <div key={tender.payment_type}><dt>{paymentTypeName(tender.payment_type)}</dt><dd><Money cents={tender.total} /></dd></div>)}
        <div><dt>Transactions</dt><dd data-testid="z-count">{report.transaction_count}</dd></div>
      </dl>
      {shiftRow !== null && cash !== null && <h3 className="z-report__section">The close and the cash</h3>}
      {shiftRow !== null && cash !== null && (
        <dl className="figures" data-testid="z-cash" aria-label="The close and the cash">
          <div><dt>Opened by</dt><dd>{shiftRow.employeeName}</dd></div>
          {shiftRow.closedAt !== null && <div><dt>Closed by</dt><dd>{shiftRow.closedByName ?? 'not recorded'}</dd></div>}
          <div><dt>Float</dt><dd data-testid="z-float"><Money cents={cash.float} /></dd></div>
          <div><dt>Cash taken less given back</dt><dd><Money cents={cash.cash_taken} /></dd></div>
          <div className="figures__key"><dt>Cash expected</dt><dd data-testid="z-expected"><Money cents={cash.expected} /></dd></div>
          {cash.counted !== null && cash.over_short !== null && (
            <>
              <div className="figures__indent"><dt>In the drawer</dt><dd><Money cents={cash.counted - cash.drop} /></dd></div>
              <div className="figures__indent"><dt>Dropped to the safe</dt><dd><Money cents={cash.drop} /></dd></div>
              <div className="figures__key"><dt>Cash counted</dt><dd data-testid="z-counted"><Money cents={cash.counted} /></dd></div>
              <div><dt>Over/short</dt><dd data-testid="z-over-short"><Money cents={cash.over_short} /></dd></div>
            </>
          )}
        </dl>
      )}
      {head !== null && <p className="audit-head" data-testid="z-audit-head">Audit chain head at close: <code>{formatChainHead(head)}</code></p>}
      {differences === null && <p className="muted no-print">The back office’s figures show here when the register is online and the shift has reached the Store API.</p>}
      {differences !== null && differences.length === 0 && <Notice tone="success">Matches the back office.</Notice>}
      {differences !== null && differences.length > 0 && <Notice tone="warning">Differs from the back office: {differences.join('; ')}.</Notice>}
      <PrintZReportButtons shiftId={shiftId} report={report} head={head} printOnClose={justClosed} />
    </article>
  );
}
