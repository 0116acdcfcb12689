import { randomUUID } from 'node:crypto';
import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool, UpdateObject } from 'kysely';
import type { StoreApiConfig } from '../../context.ts';
import type { Engine } from '../../db/connect.ts';
import type { AdjustmentReportTable, Database, StateReportTable } from '../../db/schema.ts';
import { callMetrc, type MetrcAccess, type MetrcOutcome } from './metrc-client.ts';
import { secretBox } from './sealed-secret.ts';

/**
 * The queue of reports a location owes Metrc, worked the same way for every kind of report: sales
 * (`state_reports`, worker.ts) and inventory adjustments (`adjustment_reports`,
 * stock-moves/adjustment-reporter.ts). What a report is, how its request is built and how a lost
 * answer is looked up stay with each kind; the discipline that keeps a report from being lost or
 * sent twice is here, once, so that a fix to it reaches both.
 *
 * - Claims: owed rows are claimed with a lease (`claimed_by`, `claimed_until`) in one UPDATE whose
 *   selection skips rows another instance holds (`FOR UPDATE SKIP LOCKED` on PostgreSQL).
 * - A claim does not outlive its holder by more than a short lease, so a restarted Store API
 *   reports what a dead one had claimed within 30 seconds. On SQLite the one process owns every
 *   claim: it releases them all when it starts. On PostgreSQL the lease is short (the request
 *   timeout plus 5 s: 20 s by default) and a heartbeat renews it while the holder works; a holder
 *   that dies stops renewing and its claims lapse. (A heartbeat rather than the holder's database
 *   connection: the queue uses the pool's connections, none of which it holds for a whole pass.)
 * - Every request about a claim ends (answer or timeout) before the lease as last renewed does
 *   (`timeLeft`), so no other instance can act on a report while a request about it may still be on
 *   its way. A row is only ever updated while this instance holds it (`settle`).
 * - Faults: 429 pauses the location (`metrc_paused_until`, in the database so every instance
 *   waits, whichever queue was answered): nothing of it is sent until its Retry-After has passed;
 *   5xx and lost answers back off with jitter; 401/403 stop the location ("credentials rejected")
 *   and retry slowly. A failure Metrc may have acted on keeps `sent_at`, so that the report is
 *   looked up before anything is sent again.
 * - What a pass did not reach goes back to the queue as it was.
 */

/** The tables of reports owed to Metrc. */
export type OwedTable = 'state_reports' | 'adjustment_reports';
/** A row of each table. */
export interface OwedReport { state_reports: Selectable<StateReportTable>; adjustment_reports: Selectable<AdjustmentReportTable> }
/** The column naming the report in each table, and its value in a row. */
interface ReportKey<T extends OwedTable> { column: 'order_id' | 'adjustment_id'; of(row: OwedReport[T]): string }
const REPORT_KEYS: { [T in OwedTable]: ReportKey<T> } = {
  state_reports: { column: 'order_id', of: (row) => row.order_id },
  adjustment_reports: { column: 'adjustment_id', of: (row) => row.adjustment_id },
};

/** A 400: the request refused as a whole. */
export type MetrcRefusal = Extract<MetrcOutcome, { kind: 'refused' }>;
/** A failed call: every outcome but an answer. */
export type MetrcFailure = Exclude<MetrcOutcome, { kind: 'ok' }>;

/** One call to Metrc for a location, under one of its licences. */
export type MetrcCall = (method: string, path: string, body?: unknown, options?: { forLicence: boolean }) => Promise<MetrcOutcome>;

/** How often a holder renews its lease, as a share of the lease: renewed well before a request would be held back. */
const HEARTBEATS_PER_LEASE = 8;
const BACKOFF_BASE_MS = 1000;
const BACKOFF_CAP_MS = 300_000;
/** A location whose reporting cannot start (not set up, key unreadable) is tried again after this. */
const NOT_SET_UP_RETRY_MS = 60_000;

/** The claim given back: the row is free for any instance. */
export const released: { claimed_by: null; claimed_until: null } = { claimed_by: null, claimed_until: null };

/** Backoff after `attempts` failures: exponential, capped, with jitter (half fixed, half random) so instances do not retry in step. */
export function backoffMs(attempts: number, random = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempts, 20));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

const iso = (ms: number) => new Date(ms).toISOString();
const messageOf = (error: unknown) => error instanceof Error ? error.message : String(error);

/** One location's share of a pass: what a kind of report needs to report its claimed rows. */
export interface LocationPass<T extends OwedTable> {
  companyId: string;
  /** The licence of the location's reporting settings. */
  licenseNumber: string;
  /** Metrc for this location under a licence (the settings' unless named): nothing leaves while the location is paused by a 429. */
  metrc(licenseNumber?: string): MetrcCall;
  /** Whether a request started now ends (by its timeout) well before the lease as last renewed does. */
  timeLeft(): boolean;
  /** These rows are settled: the end of the pass leaves them as they are. */
  done(...rows: ReadonlyArray<OwedReport[T]>): void;
  /** Updates claimed rows (and their updated_at), only while this instance still holds them. */
  settle(rows: ReadonlyArray<OwedReport[T]>, values: UpdateObject<Database, T>, executor?: Kysely<Database>): Promise<void>;
  /** Acts on a failed call about `rows`; `mayHaveHappened` tells whether Metrc may have done it (then sent_at stays set). */
  failed(rows: ReadonlyArray<OwedReport[T]>, outcome: MetrcFailure, mayHaveHappened: boolean): Promise<void>;
  /** Metrc took a report of the location: its key works. */
  reportedTo(executor?: Kysely<Database>): Promise<void>;
  /**
   * A 400 to a batch (Metrc stored nothing of it): the reports Metrc named need attention with its
   * message and the others go again at once; where it named none, each is sent alone (`sendAlone`)
   * to find the one refused. True when the location's other reports must wait.
   */
  refused<Sent extends { row: OwedReport[T] }>(batch: readonly Sent[], outcome: MetrcRefusal, sendAlone: (single: Sent) => Promise<boolean>): Promise<boolean>;
}

export interface ReportQueue {
  /** One pass: claims what is owed and reports it; how many reports it claimed. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export interface ReportQueueOptions<T extends OwedTable> {
  db: Kysely<Database>; engine: Engine; config: StoreApiConfig; log?: (message: string) => void;
  /** The queue's name in the log: "state reporting". */
  name: string;
  table: T;
  /** How many rows one pass claims at most. */
  claimSize: number;
  /** What else makes a row owed now, beyond its time, its lease and its location's state. */
  alsoOwed?: (eb: ExpressionBuilder<Database, OwedTable | 'state_reporting_settings'>) => Expression<SqlBool>;
  /** Reports one location's claimed rows. */
  reportLocation(pass: LocationPass<T>, rows: Array<OwedReport[T]>): Promise<void>;
}

export function createReportQueue<T extends OwedTable>(options: ReportQueueOptions<T>): ReportQueue {
  const { db, engine, config, name, claimSize, alsoOwed, reportLocation, log = () => undefined } = options;
  // The queries below are written once for both tables: only the columns every table has are used.
  const table: OwedTable = options.table;
  const { column: key, of: keyOf }: ReportKey<T> = REPORT_KEYS[options.table];
  const instance = randomUUID();
  if (config.metrcVendorKey === null) throw new Error('reporting to Metrc needs the vendor key (--metrc-vendor-key)');
  const vendorKey: string = config.metrcVendorKey;
  if (config.secretKey === null) throw new Error('reporting to Metrc needs the secret key');
  const secrets = secretBox(config.secretKey);

  /** On SQLite this process is the only one: every claim in the database is a dead process's, released at start. */
  const started = engine === 'sqlite'
    ? db.updateTable(table).set(released).where('claimed_by', 'is not', null).execute()
      .then(() => undefined, (error: unknown) => { log(`${name}: claims of an earlier run not released: ${messageOf(error)}`); })
    : Promise.resolve();

  /** The end of this instance's lease as last renewed; renewed by the heartbeat while a pass runs. */
  interface Lease { until: number }
  let renewing = false;
  async function renew(lease: Lease): Promise<void> {
    if (renewing) return;
    renewing = true;
    const from = Date.now();
    try {
      await db.updateTable(table).set({ claimed_until: iso(from + config.stateReportingLeaseMs) }).where('claimed_by', '=', instance).execute();
      lease.until = Math.max(lease.until, from + config.stateReportingLeaseMs);
    } catch (error) {
      // Not renewed: requests stop starting once the lease as it stands is too short.
      log(`${name}: lease not renewed: ${messageOf(error)}`);
    } finally {
      renewing = false;
    }
  }

  async function claim(): Promise<Array<OwedReport[T]>> {
    const now = Date.now();
    let owed = db.selectFrom(table).innerJoin('state_reporting_settings', 'state_reporting_settings.company_id', `${table}.company_id`)
      .select(key)
      .where(`${table}.status`, '=', 'waiting').where(`${table}.next_attempt_at`, '<=', iso(now))
      .where((eb) => eb.or([eb(`${table}.claimed_until`, 'is', null), eb(`${table}.claimed_until`, '<', iso(now))]))
      .where('state_reporting_settings.system', '=', 'metrc').where(`${table}.system`, '=', 'metrc')
      // A location whose key was refused is tried again only slowly, whichever instance tries.
      .where((eb) => eb.or([eb('state_reporting_settings.credentials_rejected_at', 'is', null),
        eb('state_reporting_settings.credentials_rejected_at', '<=', iso(now - config.stateReportingCredentialRetryMs))]))
      // A location Metrc answered 429 waits out its Retry-After, whichever instance was answered.
      .where((eb) => eb.or([eb('state_reporting_settings.metrc_paused_until', 'is', null), eb('state_reporting_settings.metrc_paused_until', '<=', iso(now))]))
      .orderBy(`${table}.next_attempt_at`).limit(claimSize);
    if (alsoOwed !== undefined) owed = owed.where(alsoOwed);
    if (engine === 'postgres') owed = owed.forUpdate(table).skipLocked();
    return db.updateTable(table).set({ claimed_by: instance, claimed_until: iso(now + config.stateReportingLeaseMs) })
      .where(key, 'in', owed).returningAll().execute();
  }

  /** Updates claimed rows with what every table has; a kind's own columns go through LocationPass.settle. */
  async function settle(rows: ReadonlyArray<OwedReport[T]>, values: UpdateObject<Database, OwedTable>, executor: Kysely<Database> = db): Promise<void> {
    if (rows.length === 0) return;
    await executor.updateTable(table).set({ updated_at: iso(Date.now()), ...values })
      .where(key, 'in', rows.map(keyOf)).where('claimed_by', '=', instance).execute();
  }

  async function reportedTo(companyId: string, executor: Kysely<Database> = db): Promise<void> {
    await executor.updateTable('state_reporting_settings').set({ last_reported_at: iso(Date.now()), credentials_rejected_at: null })
      .where('company_id', '=', companyId).execute();
  }

  async function failed(companyId: string, rows: ReadonlyArray<OwedReport[T]>, outcome: MetrcFailure, mayHaveHappened: boolean): Promise<void> {
    const now = Date.now();
    for (const row of rows) {
      // Metrc may hold it: sent_at stays as marked, and the next try looks it up first.
      const sent = mayHaveHappened ? {} : { sent_at: row.sent_at };
      if (outcome.kind === 'rate-limited') {
        await settle([row], { ...released, ...sent, next_attempt_at: iso(now + outcome.retryAfterMs) });
      } else if (outcome.kind === 'credentials-rejected') {
        await settle([row], { ...released, ...sent, error: outcome.message, next_attempt_at: iso(now) });
      } else {
        const message = outcome.kind === 'unknown' ? outcome.message : outcome.kind === 'refused' ? `Metrc refused: ${outcome.message}` : 'Metrc answered 404';
        await settle([row], { ...released, ...sent, error: message, attempts: row.attempts + 1, next_attempt_at: iso(now + backoffMs(row.attempts)) });
      }
    }
    if (outcome.kind === 'credentials-rejected') {
      await db.updateTable('state_reporting_settings').set({ credentials_rejected_at: iso(now) }).where('company_id', '=', companyId).execute();
      log(`${name}: Metrc refused the credentials of location ${companyId}; retrying in ${config.stateReportingCredentialRetryMs / 1000} s`);
    }
  }

  /** Calls to Metrc for one location: none while the location is paused by a 429, which pauses it for every instance. */
  function pausable(companyId: string, access: MetrcAccess): MetrcCall {
    return async (method, path, body, callOptions) => {
      const settings = await db.selectFrom('state_reporting_settings').select('metrc_paused_until').where('company_id', '=', companyId).executeTakeFirst();
      const pausedFor = Date.parse(settings?.metrc_paused_until ?? '') - Date.now();
      if (pausedFor > 0) return { kind: 'rate-limited', retryAfterMs: pausedFor };
      const outcome = await callMetrc(access, method, path, body, callOptions);
      if (outcome.kind === 'rate-limited') {
        const until = iso(Date.now() + outcome.retryAfterMs);
        await db.updateTable('state_reporting_settings').set({ metrc_paused_until: until }).where('company_id', '=', companyId)
          .where((eb) => eb.or([eb('metrc_paused_until', 'is', null), eb('metrc_paused_until', '<', until)])).execute();
        log(`${name}: Metrc asked location ${companyId} to wait ${Math.ceil(outcome.retryAfterMs / 1000)} s; nothing is sent for it until then`);
      }
      return outcome;
    };
  }

  async function passLocation(companyId: string, rows: Array<OwedReport[T]>, lease: Lease): Promise<void> {
    const settings = await db.selectFrom('state_reporting_settings').selectAll().where('company_id', '=', companyId).executeTakeFirst();
    const later = iso(Date.now() + NOT_SET_UP_RETRY_MS);
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
    const { api_url: apiUrl, license_number: settingsLicence } = settings;
    const pending = new Set(rows.map(keyOf));
    const timeLeft = () => Date.now() + config.stateReportingRequestTimeoutMs + 1000 < lease.until;
    const done = (...settled: ReadonlyArray<OwedReport[T]>) => { for (const row of settled) pending.delete(keyOf(row)); };
    const calls = new Map<string, MetrcCall>();
    const pass: LocationPass<T> = {
      companyId,
      licenseNumber: settingsLicence,
      metrc(licenseNumber = settingsLicence) {
        const known = calls.get(licenseNumber);
        if (known !== undefined) return known;
        const call = pausable(companyId, { apiUrl, licenseNumber, vendorKey, userKey, timeoutMs: config.stateReportingRequestTimeoutMs,
          allowInternal: config.metrcAllowHttp, maxAnswerBytes: config.metrcMaxAnswerBytes });
        calls.set(licenseNumber, call);
        return call;
      },
      timeLeft,
      done,
      settle: (settled, values, executor) => settle(settled, values, executor),
      failed: (failedRows, outcome, mayHaveHappened) => failed(companyId, failedRows, outcome, mayHaveHappened),
      reportedTo: (executor) => reportedTo(companyId, executor),
      async refused(batch, outcome, sendAlone) {
        if (outcome.rows.size === 0 && batch.length > 1) {
          for (const single of batch) {
            if (!timeLeft()) return true;
            await settle([single.row], { sent_at: single.row.sent_at });
            if (await sendAlone(single)) return true;
          }
          return false;
        }
        for (const [index, { row }] of batch.entries()) {
          const message = outcome.rows.get(index) ?? (batch.length === 1 ? outcome.message : undefined);
          if (message !== undefined) await settle([row], { ...released, status: 'needs_attention', error: `Metrc: ${message}`, sent_at: row.sent_at });
          // Refused only for the others' sake: sent again at once.
          else await settle([row], { ...released, sent_at: row.sent_at, next_attempt_at: iso(Date.now()) });
          done(row);
        }
        return false;
      },
    };
    try {
      await reportLocation(pass, rows);
    } finally {
      // What was not reached this time goes back to the queue as it was.
      for (const row of rows.filter((r) => pending.has(keyOf(r)))) await settle([row], { ...released, sent_at: row.sent_at });
    }
  }

  async function runOnce(): Promise<number> {
    await started;
    const lease: Lease = { until: Date.now() + config.stateReportingLeaseMs };
    const rows = await claim();
    const byCompany = new Map<string, Array<OwedReport[T]>>();
    for (const row of rows) byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), row]);
    const heartbeat = setInterval(() => { void renew(lease); }, config.stateReportingLeaseMs / HEARTBEATS_PER_LEASE);
    try {
      await Promise.all([...byCompany].map(([companyId, owed]) => passLocation(companyId, owed, lease)));
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
        log(`${name}: ${messageOf(error)}`);
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
