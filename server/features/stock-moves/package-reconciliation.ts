import type { Kysely } from 'kysely';
import { OrderType } from '../../../shared/api/sales.ts';
import type { Database } from '../../db/schema.ts';
import type { MetrcAccess } from '../state-reporting/metrc-client.ts';
import { readAllPages, type PageLimits } from '../state-reporting/metrc-pages.ts';

/**
 * Per package, the store's quantity against Metrc's (`GET /packages/v2/active`), allowing for what
 * is owed to Metrc and not yet there (sales, returns, voids and adjustments waiting or needing
 * attention): Metrc's quantity once those arrive should equal ours. Each difference is one finding
 * with one action. The sales-of-a-day reconciliation (state-reporting/reconcile.ts) compares
 * receipts; this compares stock.
 */

export type PackageFindingKind = 'quantity_differs' | 'not_at_metrc' | 'unknown_to_store' | 'unreported';

export interface PackageFinding {
  kind: PackageFindingKind; package_label: string; inventory_item_id: string | null;
  ours_milli: number | null; metrc_milli: number | null; pending_milli: number; action: string;
}

export interface PackageReconciliation {
  packages: Array<{ package_label: string; inventory_item_id: string | null; ours_milli: number | null; metrc_milli: number | null; pending_milli: number }>;
  findings: PackageFinding[];
}

interface ActivePackage { Label?: unknown; Quantity?: unknown }

/** What is owed to Metrc and not yet there, per package, in thousandths: negative takes from Metrc's quantity once it arrives. */
async function pendingByLabel(db: Kysely<Database>, companyId: string): Promise<{ pending: Map<string, number>; attention: Map<string, number> }> {
  const pending = new Map<string, number>();
  const attention = new Map<string, number>();
  const add = (map: Map<string, number>, label: string | null, milli: number) => { if (label !== null) map.set(label, (map.get(label) ?? 0) + milli); };
  const sales = await db.selectFrom('state_reports').innerJoin('orders', 'orders.id', 'state_reports.order_id')
    .innerJoin('line_items', 'line_items.order_id', 'orders.id').innerJoin('inventory_items', 'inventory_items.id', 'line_items.inventory_item_id')
    .select(['state_reports.status', 'state_reports.action', 'orders.order_type', 'line_items.stock_milli', 'inventory_items.package_label'])
    .where('state_reports.company_id', '=', companyId).where('state_reports.system', '=', 'metrc')
    .where('state_reports.status', 'in', ['waiting', 'needs_attention']).execute();
  for (const row of sales) {
    // A sale takes from Metrc's package once reported; a return, refund or void gives back.
    const sign = row.action === 'record' && row.order_type === OrderType.sale ? -1 : 1;
    const milli = sign * Math.abs(row.stock_milli);
    add(pending, row.package_label, milli);
    if (row.status === 'needs_attention') add(attention, row.package_label, milli);
  }
  const adjustments = await db.selectFrom('adjustment_reports').innerJoin('inventory_adjustments', 'inventory_adjustments.id', 'adjustment_reports.adjustment_id')
    .select(['adjustment_reports.status', 'adjustment_reports.package_label', 'inventory_adjustments.quantity_milli'])
    .where('adjustment_reports.company_id', '=', companyId).where('adjustment_reports.system', '=', 'metrc')
    .where('adjustment_reports.status', 'in', ['waiting', 'needs_attention']).execute();
  for (const row of adjustments) {
    add(pending, row.package_label, row.quantity_milli);
    if (row.status === 'needs_attention') add(attention, row.package_label, row.quantity_milli);
  }
  return { pending, attention };
}

export async function reconcilePackages(db: Kysely<Database>, companyId: string, access: MetrcAccess, limits: PageLimits): Promise<PackageReconciliation> {
  const active = await readAllPages<ActivePackage>(access, (page) => `/packages/v2/active?pageNumber=${page}&pageSize=20`, limits);
  const metrc = new Map(active.flatMap((p) => (typeof p.Label === 'string' && typeof p.Quantity === 'number' ? [[p.Label, Math.round(p.Quantity * 1000)] as const] : [])));
  const items = await db.selectFrom('inventory_items').select(['id', 'package_label', 'quantity_milli']).where('company_id', '=', companyId)
    .where('package_label', 'is not', null).execute();
  const { pending, attention } = await pendingByLabel(db, companyId);
  const labels = [...new Set([...items.flatMap((i) => (i.package_label === null ? [] : [i.package_label])), ...metrc.keys()])].sort();
  const packages: PackageReconciliation['packages'] = [];
  const findings: PackageFinding[] = [];
  for (const label of labels) {
    const item = items.find((i) => i.package_label === label);
    const ours = item?.quantity_milli ?? null;
    const theirs = metrc.get(label) ?? null;
    const owed = pending.get(label) ?? 0;
    const row = { package_label: label, inventory_item_id: item?.id ?? null, ours_milli: ours, metrc_milli: theirs, pending_milli: owed };
    packages.push(row);
    const finding = (kind: PackageFindingKind, action: string) => findings.push({ kind, ...row, action });
    if (attention.has(label)) finding('unreported', 'resolve the sales or adjustments of this package that need attention (Metrc refused them), then report them again');
    if (theirs === null && ours !== null && ours !== 0) finding('not_at_metrc', 'check the package label: Metrc lists no active package by it (finished, or never received at Metrc)');
    else if (ours === null && theirs !== null) finding('unknown_to_store', 'receive the package (incoming transfers) or link it to its item (package import)');
    else if (ours !== null && theirs !== null && theirs + owed !== ours) {
      finding('quantity_differs', `record an adjustment of ${(ours - theirs - owed) / 1000} at Metrc's side, or of ${(theirs + owed - ours) / 1000} here after a count, with the state's reason`);
    }
  }
  return { packages, findings };
}
