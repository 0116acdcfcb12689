import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, UpdateObject } from 'kysely';
import type { StoreApiConfig } from '../../context.ts';
import type { Engine } from '../../db/connect.ts';
import type { AdjustmentReportTable, Database } from '../../db/schema.ts';
import { callMetrc, type MetrcAccess, type MetrcOutcome } from '../state-reporting/metrc-client.ts';
import { localDateTime } from '../state-reporting/local-time.ts';
import { METRC_UNITS } from '../state-reporting/receipt.ts';
import { secretBox } from '../state-reporting/sealed-secret.ts';
import { backoffMs } from '../state-reporting/worker.ts';

/**
 * Reports inventory adjustments to Metrc exactly once, with the sales worker's discipline
 * (server/features/state-reporting/worker.ts): rows claimed with a lease (`FOR UPDATE SKIP LOCKED`
 * on PostgreSQL; on SQLite the one process releases every claim when it starts), a heartbeat renewing
 * the lease while a pass works, every request ending before the lease does, a 429 pausing the whole
 * location for every instance (`metrc_paused_until`), 5xx and lost answers backing off with jitter,
 * 401/403 stopping the location ("credentials rejected").
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

const HEARTBEATS_PER_LEASE = 8;
/** Metrc's limit of objects per request ("Object Limiting"). */
const PER_REQUEST = 10;
const CLAIM_SIZE = 200;
/** How far around `sent_at` the look-up reads the history: clocks differ, and Metrc stamps when it stored. */
const LOOK_UP_MARGIN_MS = 5 * 60_000;

export interface AdjustmentReporter { runOnce(): Promise<number>; stop(): Promise<void> }

/** The marker our note carries, by which a lost answer is looked up. */
export const canopyMarker = (adjustmentId: string) => `[Canopy ${adjustmentId}]`;

export function createAdjustmentReporter({ db, engine, config, log = () => undefined }: {
  db: Kysely<Database>; engine: Engine; config: StoreApiConfig; log?: (message: string) => void;
}): AdjustmentReporter {
  const instance = randomUUID();
  const vendor = config.metrcVendorKey;
  if (vendor === null) throw new Error('reporting to Metrc needs the vendor key (--metrc-vendor-key)');
  if (config.secretKey === null) throw new Error('reporting to Metrc needs the secret key');
  const secrets = secretBox(config.secretKey);
  const iso = (ms: number) => new Date(ms).toISOString();
  const released = { claimed_by: null, claimed_until: null };

  const started = engine === 'sqlite'
    ? db.updateTable('adjustment_reports').set(released).where('claimed_by', 'is not', null).execute().then(() => undefined, (error: unknown) => {
      log(`adjustment reporting: claims of an earlier run not released: ${error instanceof Error ? error.message : String(error)}`);
    })
    : Promise.resolve();

  interface Lease { until: number }
  let renewing = false;
  async function renew(lease: Lease): Promise<void> {
    if (renewing) return;
    renewing = true;
    const from = Date.now();
    try {
      await db.updateTable('adjustment_reports').set({ claimed_until: iso(from + config.stateReportingLeaseMs) }).where('claimed_by', '=', instance).execute();
      lease.until = Math.max(lease.until, from + config.stateReportingLeaseMs);
    } catch (error) {
      log(`adjustment reporting: lease not renewed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      renewing = false;
    }
  }

  async function claim(): Promise<ReportRow[]> {
    const now = Date.now();
    let owed = db.selectFrom('adjustment_reports').innerJoin('state_reporting_settings', 'state_reporting_settings.company_id', 'adjustment_reports.company_id')
      .select('adjustment_reports.adjustment_id')
      .where('adjustment_reports.status', '=', 'waiting').where('adjustment_reports.next_attempt_at', '<=', iso(now))
      .where((eb) => eb.or([eb('adjustment_reports.claimed_until', 'is', null), eb('adjustment_reports.claimed_until', '<', iso(now))]))
      .where('state_reporting_settings.system', '=', 'metrc').where('adjustment_reports.system', '=', 'metrc')
      .where((eb) => eb.or([eb('state_reporting_settings.credentials_rejected_at', 'is', null),
        eb('state_reporting_settings.credentials_rejected_at', '<=', iso(now - config.stateReportingCredentialRetryMs))]))
      .where((eb) => eb.or([eb('state_reporting_settings.metrc_paused_until', 'is', null), eb('state_reporting_settings.metrc_paused_until', '<=', iso(now))]))
      // The waste of a customer return (an adjustment of a refund or return, customer-returns.ts) goes after the return
      // itself has reached Metrc: the return puts the quantity back in the package, the waste takes it out again.
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('inventory_adjustments')
        .innerJoin('state_reports', 'state_reports.order_id', 'inventory_adjustments.order_id').select('state_reports.order_id')
        .whereRef('inventory_adjustments.id', '=', 'adjustment_reports.adjustment_id').where('state_reports.status', 'in', ['waiting', 'needs_attention']))))
      .orderBy('adjustment_reports.next_attempt_at').limit(CLAIM_SIZE);
    if (engine === 'postgres') owed = owed.forUpdate('adjustment_reports').skipLocked();
    return db.updateTable('adjustment_reports').set({ claimed_by: instance, claimed_until: iso(now + config.stateReportingLeaseMs) })
      .where('adjustment_id', 'in', owed).returningAll().execute();
  }

  /** Updates claimed rows, only while this instance still holds them. */
  async function settle(rows: readonly ReportRow[], values: UpdateObject<Database, 'adjustment_reports'>): Promise<void> {
    if (rows.length === 0) return;
    await db.updateTable('adjustment_reports').set({ ...values, updated_at: iso(Date.now()) })
      .where('adjustment_id', 'in', rows.map((r) => r.adjustment_id)).where('claimed_by', '=', instance).execute();
  }

  async function reported(rows: readonly ReportRow[], companyId: string): Promise<void> {
    const now = iso(Date.now());
    await settle(rows, { ...released, status: 'reported', reported_at: now, sent_at: null, error: null });
    await db.updateTable('state_reporting_settings').set({ last_reported_at: now, credentials_rejected_at: null }).where('company_id', '=', companyId).execute();
  }

  /** A failed call: 429 and 401/403 mean Metrc did nothing; otherwise it may have (sent_at kept, looked up first). */
  async function failed(companyId: string, rows: readonly ReportRow[], outcome: MetrcOutcome, mayHaveHappened: boolean): Promise<void> {
    const now = Date.now();
    for (const row of rows) {
      const sent = mayHaveHappened ? {} : { sent_at: row.sent_at };
      if (outcome.kind === 'rate-limited') await settle([row], { ...released, ...sent, next_attempt_at: iso(now + outcome.retryAfterMs) });
      else if (outcome.kind === 'credentials-rejected') await settle([row], { ...released, ...sent, error: outcome.message, next_attempt_at: iso(now) });
      else {
        const message = outcome.kind === 'unknown' ? outcome.message : outcome.kind === 'refused' ? `Metrc refused: ${outcome.message}` : 'Metrc answered 404';
        await settle([row], { ...released, ...sent, error: message, attempts: row.attempts + 1, next_attempt_at: iso(now + backoffMs(row.attempts)) });
      }
    }
    if (outcome.kind === 'credentials-rejected') {
      await db.updateTable('state_reporting_settings').set({ credentials_rejected_at: iso(now) }).where('company_id', '=', companyId).execute();
    }
  }

  /** One call for a location: none while it is paused by a 429, and a 429 pauses it for every instance. */
  function pausable(companyId: string, access: MetrcAccess) {
    return async (method: string, path: string, body?: unknown): Promise<MetrcOutcome> => {
      const settings = await db.selectFrom('state_reporting_settings').select('metrc_paused_until').where('company_id', '=', companyId).executeTakeFirst();
      const pausedFor = Date.parse(settings?.metrc_paused_until ?? '') - Date.now();
      if (pausedFor > 0) return { kind: 'rate-limited', retryAfterMs: pausedFor };
      const outcome = await callMetrc(access, method, path, body);
      if (outcome.kind === 'rate-limited') {
        const until = iso(Date.now() + outcome.retryAfterMs);
        await db.updateTable('state_reporting_settings').set({ metrc_paused_until: until }).where('company_id', '=', companyId)
          .where((eb) => eb.or([eb('metrc_paused_until', 'is', null), eb('metrc_paused_until', '<', until)])).execute();
      }
      return outcome;
    };
  }

  async function reportLocation(companyId: string, rows: ReportRow[], lease: Lease): Promise<void> {
    const settings = await db.selectFrom('state_reporting_settings').selectAll().where('company_id', '=', companyId).executeTakeFirst();
    const later = iso(Date.now() + 60_000);
    if (settings?.api_url == null || settings.license_number === null || settings.user_api_key_sealed === null) {
      await settle(rows, { ...released, error: 'reporting to Metrc is not set up (URL, licence number and user key)', next_attempt_at: later });
      return;
    }
    let userKey: string;
    try {
      userKey = secrets.open(settings.user_api_key_sealed);
    } catch {
      await settle(rows, { ...released, error: "the location's Metrc user key cannot be opened with this server's secret key: set it again", next_attempt_at: later });
      return;
    }
    const access: MetrcAccess = { apiUrl: settings.api_url, licenseNumber: settings.license_number, vendorKey: vendor ?? '', userKey,
      timeoutMs: config.stateReportingRequestTimeoutMs, allowInternal: config.metrcAllowHttp, maxAnswerBytes: config.metrcMaxAnswerBytes };
    const call = pausable(companyId, access);
    const timeLeft = () => Date.now() + config.stateReportingRequestTimeoutMs + 1000 < lease.until;
    const pending = new Set(rows.map((r) => r.adjustment_id));
    const done = (list: readonly ReportRow[]) => { for (const r of list) pending.delete(r.adjustment_id); };
    try {
      const bodies = await adjustmentBodies(companyId, rows);
      const toSend: Array<{ row: ReportRow; body: MetrcAdjustBody }> = [];
      const mayBeThere: ReportRow[] = [];
      for (const row of rows) {
        const body = bodies.get(row.adjustment_id);
        if (typeof body === 'string') {
          await settle([row], { ...released, status: 'needs_attention', error: body });
          done([row]);
        } else if (body !== undefined) {
          if (row.sent_at === null) toSend.push({ row, body });
          else mayBeThere.push(row);
        }
      }
      if (mayBeThere.length > 0) {
        if (!timeLeft()) return;
        const found = await lookUp(call, mayBeThere, config.metrcMaxPages);
        if (found.kind === 'failed') {
          await failed(companyId, mayBeThere, found.outcome, true);
          done(mayBeThere);
          if (found.outcome.kind !== 'unknown') return;
        } else {
          const there = mayBeThere.filter((r) => found.ids.has(r.adjustment_id));
          await reported(there, companyId);
          done(there);
          for (const row of mayBeThere.filter((r) => !found.ids.has(r.adjustment_id))) {
            const body = bodies.get(row.adjustment_id);
            if (body !== undefined && typeof body !== 'string') toSend.push({ row, body });
          }
        }
      }
      for (let start = 0; start < toSend.length; start += PER_REQUEST) {
        if (!timeLeft()) return;
        if (await send(companyId, call, toSend.slice(start, start + PER_REQUEST), done, timeLeft)) return;
      }
    } finally {
      const left = rows.filter((r) => pending.has(r.adjustment_id));
      for (const row of left) await settle([row], { ...released, sent_at: row.sent_at });
    }
  }

  /** POSTs up to 10 adjustments; true when the location's other reports must wait. */
  async function send(companyId: string, call: ReturnType<typeof pausable>, batch: Array<{ row: ReportRow; body: MetrcAdjustBody }>,
    done: (rows: readonly ReportRow[]) => void, timeLeft: () => boolean): Promise<boolean> {
    const rows = batch.map((b) => b.row);
    // Marked before the request leaves: from here on Metrc may hold them.
    await settle(rows, { sent_at: iso(Date.now()) });
    const outcome = await call('POST', '/packages/v2/adjust', batch.map((b) => b.body));
    if (outcome.kind === 'ok') {
      await reported(rows, companyId);
      done(rows);
      return false;
    }
    if (outcome.kind === 'refused') {
      // A 400 stores nothing of the request.
      if (outcome.rows.size === 0 && batch.length > 1) {
        for (const single of batch) {
          if (!timeLeft()) return true;
          await settle([single.row], { sent_at: single.row.sent_at });
          if (await send(companyId, call, [single], done, timeLeft)) return true;
        }
        return false;
      }
      for (const [index, { row }] of batch.entries()) {
        const message = outcome.rows.get(index) ?? (batch.length === 1 ? outcome.message : undefined);
        if (message !== undefined) await settle([row], { ...released, status: 'needs_attention', error: `Metrc: ${message}`, sent_at: row.sent_at });
        else await settle([row], { ...released, sent_at: row.sent_at, next_attempt_at: iso(Date.now()) });
      }
      done(rows);
      return false;
    }
    await failed(companyId, rows, outcome, outcome.kind === 'unknown' || outcome.kind === 'not-found');
    done(rows);
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

  async function runOnce(): Promise<number> {
    await started;
    const lease: Lease = { until: Date.now() + config.stateReportingLeaseMs };
    const rows = await claim();
    const byCompany = new Map<string, ReportRow[]>();
    for (const row of rows) byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), row]);
    const heartbeat = setInterval(() => { void renew(lease); }, config.stateReportingLeaseMs / HEARTBEATS_PER_LEASE);
    try {
      await Promise.all([...byCompany].map(([companyId, owed]) => reportLocation(companyId, owed, lease)));
    } finally {
      clearInterval(heartbeat);
    }
    return rows.length;
  }

  let stopped = false;
  let wakeUp: (() => void) | undefined;
  const loop = (async () => {
    while (!stopped) {
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (error) {
        log(`adjustment reporting: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (claimed === 0 && !stopped) {
        await new Promise<void>((resolve) => {
          wakeUp = resolve;
          setTimeout(resolve, config.stateReportingPollMs).unref();
        });
      }
    }
  })();

  return {
    runOnce,
    async stop() {
      stopped = true;
      wakeUp?.();
      await loop;
    },
  };
}

/**
 * Which of `rows` Metrc holds: the facility's adjustments stored from a margin before the earliest
 * `sent_at` until now, every page (at most `maxPages`), matched by the marker in their note.
 */
async function lookUp(call: (method: string, path: string) => Promise<MetrcOutcome>, rows: readonly ReportRow[], maxPages: number): Promise<{ kind: 'ok'; ids: Set<string> } | { kind: 'failed'; outcome: MetrcOutcome }> {
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
