import type { Kysely } from 'kysely';
import { OrderType } from '../../../shared/api/sales.ts';
import type { Database } from '../../db/schema.ts';
import { instantAtLocal } from './local-time.ts';
import type { MetrcAccess } from './metrc-client.ts';
import { readAllPages, type PageLimits } from './metrc-pages.ts';
import { buildReceipts } from './receipt.ts';
import { medicalLicenceOf } from './licences.ts';

/** One difference between the Store API's sales of a day and Metrc's receipts of it. */
export interface ReconciliationFinding {
  kind: 'missing_at_metrc' | 'unknown_to_store' | 'quantity_differs' | 'total_differs';
  receipt_id: string | null; external_id: string | null; message: string;
}

export interface Reconciliation { date: string; store_sales: number; metrc_receipts: number; findings: ReconciliationFinding[] }

const PAGE_SIZE = 20;

/**
 * Compares a local day's sales with Metrc's active receipts of that day (GET
 * /sales/v2/receipts/active?salesDateStart=&salesDateEnd=, paged): receipts missing on either side,
 * and quantities or totals that differ from what the sale (net of its refunds and returns) says.
 * Throws when Metrc cannot be read: a reconciliation never guesses.
 */
export async function reconcileDay(db: Kysely<Database>, companyId: string, date: string, access: MetrcAccess, limits: PageLimits): Promise<Reconciliation> {
  const company = await db.selectFrom('companies').select('time_zone').where('id', '=', companyId).executeTakeFirstOrThrow();
  const next = new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const from = instantAtLocal(`${date}T00:00:00`, company.time_zone).toISOString();
  const to = instantAtLocal(`${next}T00:00:00`, company.time_zone).toISOString();
  // Sales only: a refund or return is reported as a change of its sale's receipt.
  const owed = await db.selectFrom('state_reports').innerJoin('orders', 'orders.id', 'state_reports.order_id')
    .select(['state_reports.order_id', 'state_reports.receipt_id', 'state_reports.external_id', 'state_reports.status'])
    .where('state_reports.company_id', '=', companyId).where('state_reports.system', '=', 'metrc').where('state_reports.action', '=', 'record')
    .where('orders.order_type', '=', OrderType.sale).where('state_reports.status', '<>', 'not_required')
    .where('state_reports.charged_on', '>=', from).where('state_reports.charged_on', '<', to).execute();
  const expected = await buildReceipts(db, companyId, owed.map((o) => o.order_id), { netOfReturns: true });

  const metrc = new Map<string, { Id: number; Transactions: Array<{ PackageLabel: string; Quantity: number; TotalAmount: number }> }>();
  const unnumbered: number[] = [];
  type MetrcReceiptRow = { Id: number; ExternalReceiptNumber: string | null; Transactions: Array<{ PackageLabel: string; Quantity: number; TotalAmount: number }> };
  const path = (page: number) => `/sales/v2/receipts/active?salesDateStart=${date}&salesDateEnd=${next}&pageNumber=${page}&pageSize=${PAGE_SIZE}`;
  // A location holding a medical licence too (Colorado, Michigan) has its patients' sales under that licence: both are read.
  const medical = await medicalLicenceOf(db, companyId);
  const receipts = [
    ...await readAllPages<MetrcReceiptRow>(access, path, limits),
    ...(medical === null || medical === access.licenseNumber ? [] : await readAllPages<MetrcReceiptRow>({ ...access, licenseNumber: medical }, path, limits)),
  ];
  for (const receipt of receipts) {
    if (receipt.ExternalReceiptNumber === null) unnumbered.push(receipt.Id);
    else metrc.set(receipt.ExternalReceiptNumber, receipt);
  }

  const findings: ReconciliationFinding[] = [];
  const cents = (dollars: number) => Math.round(dollars * 100);
  for (const sale of owed) {
    const outcome = expected.get(sale.order_id);
    const theirs = metrc.get(sale.receipt_id);
    metrc.delete(sale.receipt_id);
    if (outcome === undefined || outcome.kind !== 'receipt') continue;
    if (theirs === undefined) {
      findings.push({ kind: 'missing_at_metrc', receipt_id: sale.receipt_id, external_id: sale.external_id, message: `sale ${sale.receipt_id} (${sale.status}) is not at Metrc` });
      continue;
    }
    const ours = outcome.receipt.Transactions;
    const quantities = (list: Array<{ PackageLabel: string; Quantity: number }>) =>
      JSON.stringify(list.map((t) => [t.PackageLabel, Math.round(t.Quantity * 1000)]).sort());
    if (quantities(ours) !== quantities(theirs.Transactions)) {
      findings.push({ kind: 'quantity_differs', receipt_id: sale.receipt_id, external_id: String(theirs.Id), message: `sale ${sale.receipt_id}: packages or quantities differ from Metrc's receipt ${theirs.Id}` });
    }
    const ourTotal = ours.reduce((sum, t) => sum + cents(t.TotalAmount), 0);
    const theirTotal = theirs.Transactions.reduce((sum, t) => sum + cents(t.TotalAmount), 0);
    if (ourTotal !== theirTotal) {
      findings.push({ kind: 'total_differs', receipt_id: sale.receipt_id, external_id: String(theirs.Id), message: `sale ${sale.receipt_id}: total ${ourTotal / 100} here, ${theirTotal / 100} at Metrc` });
    }
  }
  for (const [number, receipt] of metrc) {
    findings.push({ kind: 'unknown_to_store', receipt_id: number, external_id: String(receipt.Id), message: `Metrc's receipt ${receipt.Id} (${number}) is no sale of this store` });
  }
  for (const id of unnumbered) findings.push({ kind: 'unknown_to_store', receipt_id: null, external_id: String(id), message: `Metrc's receipt ${id} has no receipt number of this store` });
  return { date, store_sales: owed.length, metrc_receipts: receipts.length, findings };
}
