import type { Kysely, Selectable } from 'kysely';
import type { StoreApiConfig } from '../../context.ts';
import type { Engine } from '../../db/connect.ts';
import type { AdjustmentReportTable, Database } from '../../db/schema.ts';
import { localDateTime } from '../state-reporting/local-time.ts';
import { METRC_UNITS } from '../state-reporting/receipt.ts';
import { createReportQueue, released, type LocationPass, type MetrcCall, type MetrcFailure, type ReportQueue } from '../state-reporting/report-queue.ts';

/**
 * Reports inventory adjustments to Metrc exactly once, through the queue the sales use
 * (server/features/state-reporting/report-queue.ts): rows claimed with a lease, a heartbeat renewing
 * it, every request ending before the lease does, a 429 pausing the whole location for every
 * instance, 5xx and lost answers backing off with jitter, 401/403 stopping the location. This file
 * says what an adjustment's report is and how a lost answer is looked up.
 *
 * The call: `POST /packages/v2/adjust` with `Label`, `Quantity` (signed, in the package's unit),
 * `UnitOfMeasure` (Metrc's name), `AdjustmentReason` (the licence's name, as the manager chose it),
 * `AdjustmentDate` (the local day) and `ReasonNote` (Metrc's API documentation, "Packages").
 *
 * A lost answer: Metrc gives an adjustment no external number, so the note carries ours
 * (`[Canopy <adjustment id>]`) and a report whose request may have reached Metrc (`sent_at` set) is
 * looked for in the facility's adjustment history (`GET /packages/v2/adjustments`, by
 * `lastModifiedStart`/`lastModifiedEnd` around when it was sent; as integrators document the call,
 * its response table not read here: unverified) before anything is sent again. Found: reported;
 * not there: sent again. Never two adjustments for one.
 */

type ReportRow = Selectable<AdjustmentReportTable>;
type Pass = LocationPass<'adjustment_reports'>;

/** Metrc's limit of objects per request ("Object Limiting"). */
const PER_REQUEST = 10;
const CLAIM_SIZE = 200;
/** How far around `sent_at` the look-up reads the history: clocks differ, and Metrc stamps when it stored. */
const LOOK_UP_MARGIN_MS = 5 * 60_000;

export type AdjustmentReporter = ReportQueue;

/** The marker our note carries, by which a lost answer is looked up. */
export const canopyMarker = (adjustmentId: string) => `[Canopy ${adjustmentId}]`;

export function createAdjustmentReporter({ db, engine, config, log }: {
  db: Kysely<Database>; engine: Engine; config: StoreApiConfig; log?: (message: string) => void;
}): AdjustmentReporter {
  const iso = (ms: number) => new Date(ms).toISOString();

  async function reported(pass: Pass, rows: readonly ReportRow[]): Promise<void> {
    await pass.settle(rows, { ...released, status: 'reported', reported_at: iso(Date.now()), sent_at: null, error: null });
    await pass.reportedTo();
  }

  async function reportLocation(pass: Pass, rows: ReportRow[]): Promise<void> {
    const { settle, timeLeft, done } = pass;
    const call = pass.metrc();
    const bodies = await adjustmentBodies(pass.companyId, rows);
    const toSend: Array<{ row: ReportRow; body: MetrcAdjustBody }> = [];
    const mayBeThere: ReportRow[] = [];
    for (const row of rows) {
      const body = bodies.get(row.adjustment_id);
      if (typeof body === 'string') {
        await settle([row], { ...released, status: 'needs_attention', error: body });
        done(row);
      } else if (body !== undefined) {
        if (row.sent_at === null) toSend.push({ row, body });
        else mayBeThere.push(row);
      }
    }
    if (mayBeThere.length > 0) {
      if (!timeLeft()) return;
      const found = await lookUp(call, mayBeThere, config.metrcMaxPages);
      if (found.kind === 'failed') {
        await pass.failed(mayBeThere, found.outcome, true);
        done(...mayBeThere);
        if (found.outcome.kind !== 'unknown') return;
      } else {
        const there = mayBeThere.filter((r) => found.ids.has(r.adjustment_id));
        await reported(pass, there);
        done(...there);
        for (const row of mayBeThere.filter((r) => !found.ids.has(r.adjustment_id))) {
          const body = bodies.get(row.adjustment_id);
          if (body !== undefined && typeof body !== 'string') toSend.push({ row, body });
        }
      }
    }
    for (let start = 0; start < toSend.length; start += PER_REQUEST) {
      if (!timeLeft()) return;
      if (await send(pass, call, toSend.slice(start, start + PER_REQUEST))) return;
    }
  }

  /** POSTs up to 10 adjustments; true when the location's other reports must wait. */
  async function send(pass: Pass, call: MetrcCall, batch: Array<{ row: ReportRow; body: MetrcAdjustBody }>): Promise<boolean> {
    const { settle, done } = pass;
    const rows = batch.map((b) => b.row);
    // Marked before the request leaves: from here on Metrc may hold them.
    await settle(rows, { sent_at: iso(Date.now()) });
    const outcome = await call('POST', '/packages/v2/adjust', batch.map((b) => b.body));
    if (outcome.kind === 'ok') {
      await reported(pass, rows);
      done(...rows);
      return false;
    }
    if (outcome.kind === 'refused') return pass.refused(batch, outcome, (single) => send(pass, call, [single]));
    await pass.failed(rows, outcome, outcome.kind === 'unknown' || outcome.kind === 'not-found');
    done(...rows);
    return true;
  }

  type MetrcAdjustBody = { Label: string; Quantity: number; UnitOfMeasure: string; AdjustmentReason: string; AdjustmentDate: string; ReasonNote: string };

  /** Each report's request body, or why it cannot be reported as it stands. */
  async function adjustmentBodies(companyId: string, rows: readonly ReportRow[]): Promise<Map<string, MetrcAdjustBody | string>> {
    const company = await db.selectFrom('companies').select('time_zone').where('id', '=', companyId).executeTakeFirstOrThrow();
    const adjustments = await db.selectFrom('inventory_adjustments').selectAll().where('id', 'in', rows.map((r) => r.adjustment_id)).execute();
    const labelOf = new Map(rows.map((r) => [r.adjustment_id, r.package_label]));
    return new Map(adjustments.map((a): [string, MetrcAdjustBody | string] => {
      const label = labelOf.get(a.id) ?? null;
      const unit = METRC_UNITS[Number(a.unit)];
      if (label === null) return [a.id, 'the item has no Metrc package label: set it (PUT /inventory_items/{id}) and record the adjustment again'];
      if (unit === undefined) return [a.id, `the item's unit (${a.unit}) has no Metrc name`];
      const note = `${a.note} ${canopyMarker(a.id)}`.trim();
      return [a.id, {
        Label: label, Quantity: a.quantity_milli / 1000, UnitOfMeasure: unit, AdjustmentReason: a.reason,
        AdjustmentDate: localDateTime(new Date(a.adjusted_at), company.time_zone).slice(0, 10), ReasonNote: note,
      }];
    }));
  }

  return createReportQueue({
    db, engine, config, log, name: 'adjustment reporting', table: 'adjustment_reports', claimSize: CLAIM_SIZE, reportLocation,
    // The waste of a customer return (an adjustment of a refund or return, customer-returns.ts) goes after the return
    // itself has reached Metrc: the return puts the quantity back in the package, the waste takes it out again.
    alsoOwed: ({ not, exists, selectFrom }) => not(exists(selectFrom('inventory_adjustments')
      .innerJoin('state_reports', 'state_reports.order_id', 'inventory_adjustments.order_id').select('state_reports.order_id')
      .whereRef('inventory_adjustments.id', '=', 'adjustment_reports.adjustment_id').where('state_reports.status', 'in', ['waiting', 'needs_attention']))),
  });
}

/**
 * Which of `rows` Metrc holds: the facility's adjustments stored from a margin before the earliest
 * `sent_at` until now, every page (at most `maxPages`), matched by the marker in their note.
 */
async function lookUp(call: MetrcCall, rows: readonly ReportRow[], maxPages: number): Promise<{ kind: 'ok'; ids: Set<string> } | { kind: 'failed'; outcome: MetrcFailure }> {
  const earliest = Math.min(...rows.map((r) => Date.parse(r.sent_at ?? '') || Date.now()));
  const start = new Date(earliest - LOOK_UP_MARGIN_MS).toISOString();
  const end = new Date(Date.now() + LOOK_UP_MARGIN_MS).toISOString();
  const wanted = new Map(rows.map((r) => [canopyMarker(r.adjustment_id), r.adjustment_id]));
  const ids = new Set<string>();
  for (let page = 1; page <= maxPages; page++) {
    const outcome = await call('GET', `/packages/v2/adjustments?lastModifiedStart=${encodeURIComponent(start)}&lastModifiedEnd=${encodeURIComponent(end)}&pageNumber=${page}&pageSize=20`);
    if (outcome.kind !== 'ok') return { kind: 'failed', outcome };
    const body = outcome.body;
    const data: unknown = typeof body === 'object' && body !== null && 'Data' in body ? body.Data : [];
    for (const entry of Array.isArray(data) ? data : []) {
      if (typeof entry !== 'object' || entry === null || !('AdjustmentNote' in entry) || typeof entry.AdjustmentNote !== 'string') continue;
      for (const [marker, id] of wanted) if (entry.AdjustmentNote.includes(marker)) ids.add(id);
    }
    const totalPages = typeof body === 'object' && body !== null && 'TotalPages' in body && typeof body.TotalPages === 'number' ? body.TotalPages : 1;
    if (page >= totalPages) return { kind: 'ok', ids };
  }
  return { kind: 'failed', outcome: { kind: 'unknown', message: `Metrc's adjustment history has more than ${maxPages} pages; the look-up is tried again later` } };
}
