import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type UpdateObject } from 'kysely';
import type { StoreApiConfig } from '../../context.ts';
import type { Engine } from '../../db/connect.ts';
import type { Database, StateReportTable } from '../../db/schema.ts';
import { callMetrc, type MetrcAccess, type MetrcOutcome } from './metrc-client.ts';
import { OrderType } from '../../../shared/api/sales.ts';
import { buildReceipts, type MetrcReceiptBody } from './receipt.ts';
import { licenceOfEach } from './licences.ts';
import { secretBox } from './sealed-secret.ts';

/**
 * The reporting worker: sends the reports sales owe to Metrc, exactly once, through Metrc's
 * outages and this process's.
 *
 * - Claims: owed rows are claimed with a lease (`claimed_by`, `claimed_until`) in one UPDATE whose
 *   selection skips rows another instance holds (`FOR UPDATE SKIP LOCKED` on PostgreSQL).
 * - A claim does not outlive its holder by more than a short lease, so a restarted Store API
 *   reports what a dead one had claimed within 30 seconds. On SQLite the one process owns every
 *   claim: it releases them all when it starts. On PostgreSQL the lease is short (the request
 *   timeout plus 5 s: 20 s by default) and a heartbeat renews it while the holder works; a holder
 *   that dies stops renewing and its claims lapse. (A heartbeat rather than the holder's database
 *   connection: the worker uses the pool's connections, none of which it holds for a whole pass.)
 * - Every request about a claim ends (answer or timeout) before the lease as last renewed does, so
 *   no other instance can act on a report while a request about it may still be on its way.
 * - `sent_at` is set before a receipt is sent and cleared only once Metrc's answer says what
 *   happened. A report with `sent_at` set may be at Metrc already (a timeout, a cut connection, a
 *   5xx): it is looked up by its external number (our receipt_id) before anything is sent again.
 *   Never two receipts for one sale.
 * - Faults: 429 pauses the location (`metrc_paused_until`, in the database so every instance
 *   waits): nothing of it is sent until its Retry-After has passed; 5xx and lost answers back off
 *   with jitter; 401/403 stop the location ("credentials rejected") and retry slowly; 400 names the
 *   refused receipts, which go to needs_attention with Metrc's message while the others go on.
 * - A 401 to the external-number look-up is not taken for a refused key: Metrc documents 401 there
 *   for an external number "not valid for the specified License Number" (GET
 *   /sales/v2/receipts/external/{externalNumber}, https://api-or.metrc.com/Documentation, as issue
 *   32 quotes it; its response table was not read here: unverified). The key
 *   is confirmed first with GET /facilities/v2, which is about the user key alone (it lists the
 *   facilities the key may reach; Metrc's documentation, "Facilities",
 *   https://api-ri.metrc.com/Documentation): the key is refused only if that call is 401/403 or
 *   the licence is not in its list; otherwise the number is simply not at Metrc.
 */

type ReportRow = Selectable<StateReportTable>;

/** How often a holder renews its lease, as a share of the lease: renewed well before a request would be held back. */
const HEARTBEATS_PER_LEASE = 8;
/** Metrc's limit of objects per request ("Object Limiting"). */
const RECEIPTS_PER_REQUEST = 10;
const CLAIM_SIZE = 50;
const BACKOFF_BASE_MS = 1000;
const BACKOFF_CAP_MS = 300_000;

export interface StateReportingWorker {
  /** One pass: claims what is owed and reports it; how many reports it claimed. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export interface WorkerOptions { db: Kysely<Database>; engine: Engine; config: StoreApiConfig; log?: (message: string) => void }

/** Backoff after `attempts` failures: exponential, capped, with jitter (half fixed, half random) so instances do not retry in step. */
export function backoffMs(attempts: number, random = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempts, 20));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export function createStateReportingWorker({ db, engine, config, log = () => undefined }: WorkerOptions): StateReportingWorker {
  const instance = randomUUID();
  const vendorKey: string | null = config.metrcVendorKey;
  if (vendorKey === null) throw new Error('reporting to Metrc needs the vendor key (--metrc-vendor-key)');
  if (config.secretKey === null) throw new Error('reporting to Metrc needs the secret key');
  const secrets = secretBox(config.secretKey);
  const vendor = vendorKey;
  const iso = (ms: number) => new Date(ms).toISOString();

  /** On SQLite this process is the only one: every claim in the database is a dead process's, released at start. */
  const started = engine === 'sqlite'
    ? db.updateTable('state_reports').set({ claimed_by: null, claimed_until: null }).where('claimed_by', 'is not', null).execute()
      .then(() => undefined, (error: unknown) => { log(`state reporting: claims of an earlier run not released: ${error instanceof Error ? error.message : String(error)}`); })
    : Promise.resolve();

  /** The end of this instance's lease as last renewed; renewed by the heartbeat while a pass runs. */
  interface Lease { until: number }
  let renewing = false;
  async function renew(lease: Lease): Promise<void> {
    if (renewing) return;
    renewing = true;
    const from = Date.now();
    try {
      await db.updateTable('state_reports').set({ claimed_until: iso(from + config.stateReportingLeaseMs) }).where('claimed_by', '=', instance).execute();
      lease.until = Math.max(lease.until, from + config.stateReportingLeaseMs);
    } catch (error) {
      // Not renewed: requests stop starting once the lease as it stands is too short.
      log(`state reporting: lease not renewed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      renewing = false;
    }
  }

  async function claim(): Promise<ReportRow[]> {
    const now = Date.now();
    const credentialRetry = iso(now - config.stateReportingCredentialRetryMs);
    let owed = db.selectFrom('state_reports').innerJoin('state_reporting_settings', 'state_reporting_settings.company_id', 'state_reports.company_id')
      .select('state_reports.order_id')
      .where('state_reports.status', '=', 'waiting').where('state_reports.next_attempt_at', '<=', iso(now))
      .where((eb) => eb.or([eb('state_reports.claimed_until', 'is', null), eb('state_reports.claimed_until', '<', iso(now))]))
      .where('state_reporting_settings.system', '=', 'metrc').where('state_reports.system', '=', 'metrc')
      // A location whose key was refused is tried again only slowly, whichever instance tries.
      .where((eb) => eb.or([eb('state_reporting_settings.credentials_rejected_at', 'is', null), eb('state_reporting_settings.credentials_rejected_at', '<=', credentialRetry)]))
      // A location Metrc answered 429 waits out its Retry-After, whichever instance was answered.
      .where((eb) => eb.or([eb('state_reporting_settings.metrc_paused_until', 'is', null), eb('state_reporting_settings.metrc_paused_until', '<=', iso(now))]))
      .orderBy('state_reports.next_attempt_at').limit(CLAIM_SIZE);
    if (engine === 'postgres') owed = owed.forUpdate('state_reports').skipLocked();
    return db.updateTable('state_reports').set({ claimed_by: instance, claimed_until: iso(now + config.stateReportingLeaseMs) })
      .where('order_id', 'in', owed).returningAll().execute();
  }

  /** Updates claimed rows, only while this instance still holds them. */
  function settle(rows: readonly ReportRow[], values: UpdateObject<Database, 'state_reports'>) {
    if (rows.length === 0) return Promise.resolve();
    return db.updateTable('state_reports').set(values).where('order_id', 'in', rows.map((r) => r.order_id))
      .where('claimed_by', '=', instance).execute().then(() => undefined);
  }
  const released = { claimed_by: null, claimed_until: null };

  async function reportedTo(companyId: string, executor: Kysely<Database> = db): Promise<void> {
    await executor.updateTable('state_reporting_settings').set({ last_reported_at: iso(Date.now()), credentials_rejected_at: null })
      .where('company_id', '=', companyId).execute();
  }

  /** A receipt Metrc now holds: reported (or, voided meanwhile, its deletion still owed). */
  async function recorded(row: ReportRow, externalId: string | null): Promise<void> {
    const now = iso(Date.now());
    await settle([row], {
      ...released, external_id: externalId, reported_at: now, sent_at: null, error: null, next_attempt_at: now, updated_at: now,
      status: sql<'reported' | 'waiting'>`case when action = 'record' then 'reported' else 'waiting' end`,
    });
  }

  /**
   * Acts on a failed call about `rows`: each fault as the module comment says. `mayHaveHappened`
   * tells whether Metrc may have done it (then sent_at stays set and the next try looks first).
   */
  async function failed(companyId: string, rows: readonly ReportRow[], outcome: Exclude<MetrcOutcome, { kind: 'ok' } | { kind: 'not-found' } | { kind: 'refused' }>, mayHaveHappened: boolean): Promise<void> {
    const now = Date.now();
    for (const row of rows) {
      const keepSent = mayHaveHappened ? undefined : row.sent_at;
      if (outcome.kind === 'rate-limited') {
        await settle([row], { ...released, next_attempt_at: iso(now + outcome.retryAfterMs), updated_at: iso(now), ...(keepSent === undefined ? {} : { sent_at: keepSent }) });
      } else if (outcome.kind === 'credentials-rejected') {
        await settle([row], { ...released, error: outcome.message, next_attempt_at: iso(now), updated_at: iso(now), ...(keepSent === undefined ? {} : { sent_at: keepSent }) });
      } else {
        await settle([row], {
          ...released, error: outcome.message, attempts: row.attempts + 1, next_attempt_at: iso(now + backoffMs(row.attempts)), updated_at: iso(now),
          ...(keepSent === undefined ? {} : { sent_at: keepSent }),
        });
      }
    }
    if (outcome.kind === 'credentials-rejected') {
      await db.updateTable('state_reporting_settings').set({ credentials_rejected_at: iso(now) }).where('company_id', '=', companyId).execute();
      log(`state reporting: Metrc refused the credentials of location ${companyId}; retrying in ${config.stateReportingCredentialRetryMs / 1000} s`);
    }
  }

  /** Calls to Metrc for one location: none while the location is paused by a 429, which pauses it for every instance. */
  function metrcFor(companyId: string, access: MetrcAccess): Metrc {
    async function call(method: string, path: string, body?: unknown, options?: { forLicence: boolean }): Promise<MetrcOutcome> {
      const settings = await db.selectFrom('state_reporting_settings').select('metrc_paused_until').where('company_id', '=', companyId).executeTakeFirst();
      const pausedFor = Date.parse(settings?.metrc_paused_until ?? '') - Date.now();
      if (pausedFor > 0) return { kind: 'rate-limited', retryAfterMs: pausedFor };
      const outcome = await callMetrc(access, method, path, body, options);
      if (outcome.kind === 'rate-limited') {
        const until = iso(Date.now() + outcome.retryAfterMs);
        await db.updateTable('state_reporting_settings').set({ metrc_paused_until: until }).where('company_id', '=', companyId)
          .where((eb) => eb.or([eb('metrc_paused_until', 'is', null), eb('metrc_paused_until', '<', until)])).execute();
        log(`state reporting: Metrc asked location ${companyId} to wait ${Math.ceil(outcome.retryAfterMs / 1000)} s; nothing is sent for it until then`);
      }
      return outcome;
    }
    return {
      call,
      async lookUp(receiptId) {
        const found = await call('GET', `/sales/v2/receipts/external/${encodeURIComponent(receiptId)}`);
        if (found.kind !== 'credentials-rejected' || found.status !== 401) return found;
        // 401 here may only mean the number is not at Metrc for this licence: ask about the key alone.
        const facilities = await call('GET', '/facilities/v2', undefined, { forLicence: false });
        if (facilities.kind === 'ok') {
          return reachesLicence(facilities.body, access.licenseNumber)
            ? { kind: 'not-found' }
            : { kind: 'credentials-rejected', status: 401, message: `credentials rejected (the user key does not reach licence ${access.licenseNumber})` };
        }
        if (facilities.kind === 'not-found' || facilities.kind === 'refused') return { kind: 'unknown', message: 'Metrc answered 401 to a receipt look-up and the key could not be confirmed' };
        return facilities;
      },
    };
  }

  async function reportLocation(companyId: string, rows: ReportRow[], lease: Lease): Promise<void> {
    const settings = await db.selectFrom('state_reporting_settings').selectAll().where('company_id', '=', companyId).executeTakeFirst();
    const now = iso(Date.now());
    if (settings === undefined || settings.api_url === null || settings.license_number === null || settings.user_api_key_sealed === null) {
      await settle(rows, { ...released, error: 'reporting to Metrc is not set up (URL, licence number and user key)', next_attempt_at: iso(Date.now() + 60_000), updated_at: now });
      return;
    }
    let userKey: string;
    try {
      userKey = secrets.open(settings.user_api_key_sealed);
    } catch {
      await settle(rows, { ...released, error: "the location's Metrc user key cannot be opened with this server's secret key: set it again", next_attempt_at: iso(Date.now() + 60_000), updated_at: now });
      return;
    }
    const licences = await licenceOfEach(db, companyId, rows, settings.license_number);
    // A request starts only if it ends (by its timeout) well before the lease as last renewed does.
    const timeLeft = () => Date.now() + config.stateReportingRequestTimeoutMs + 1000 < lease.until;
    const pending = new Set(rows.map((r) => r.order_id));
    const done = (row: ReportRow) => pending.delete(row.order_id);
    try {
      // Each sale under the licence it was made under (Metrc's `licenseNumber`): the medical licence's first where the location has one.
      for (const licenseNumber of [...new Set(licences.values())].sort((a, b) => (a === settings.license_number ? 1 : b === settings.license_number ? -1 : 0))) {
        const access: MetrcAccess = { apiUrl: settings.api_url, licenseNumber, vendorKey: vendor, userKey, timeoutMs: config.stateReportingRequestTimeoutMs,
          allowInternal: config.metrcAllowHttp, maxAnswerBytes: config.metrcMaxAnswerBytes };
        const metrc = metrcFor(companyId, access);
        const under = rows.filter((r) => licences.get(r.order_id) === licenseNumber);
        await reportRecords(companyId, under.filter((r) => r.action === 'record'), metrc, timeLeft, done);
        await reportDeletions(companyId, under.filter((r) => r.action === 'delete'), metrc, timeLeft, done);
        // A location paused by a 429 sends nothing more under either licence (checked again by each call).
        if (!timeLeft()) break;
      }
    } finally {
      // What was not reached this time goes back to the queue as it was.
      const left = rows.filter((r) => pending.has(r.order_id));
      for (const row of left) await settle([row], { ...released, sent_at: row.sent_at });
    }
  }

  type Done = (row: ReportRow) => void;

  async function reportRecords(companyId: string, all: ReportRow[], metrc: Metrc, timeLeft: () => boolean, done: Done): Promise<void> {
    if (all.length === 0) return;
    const kinds = await db.selectFrom('orders').select(['id', 'order_type', 'original_order_id']).where('company_id', '=', companyId)
      .where('id', 'in', all.map((r) => r.order_id)).execute();
    const returnOf = new Map(kinds.filter((k) => k.order_type !== OrderType.sale && k.original_order_id !== null).map((k) => [k.id, k.original_order_id ?? '']));
    for (const row of all.filter((r) => returnOf.has(r.order_id))) {
      if (!timeLeft()) return;
      if (await reportReturn(companyId, row, returnOf.get(row.order_id) ?? '', metrc, done)) return;
    }
    const rows = all.filter((r) => !returnOf.has(r.order_id));
    if (rows.length === 0) return;
    const receipts = await buildReceipts(db, companyId, rows.map((r) => r.order_id));
    const toSend: Array<{ row: ReportRow; receipt: MetrcReceiptBody }> = [];
    for (const row of rows) {
      const outcome = receipts.get(row.order_id);
      const now = iso(Date.now());
      if (outcome === undefined || outcome.kind === 'nothing-to-report') {
        await settle([row], { ...released, status: 'not_required', error: null, sent_at: null, updated_at: now });
        done(row);
      } else if (outcome.kind === 'problem') {
        await settle([row], { ...released, status: 'needs_attention', error: outcome.message, updated_at: now });
        done(row);
      } else if (row.sent_at !== null) {
        // An earlier request may have reached Metrc: ask before sending again.
        if (!timeLeft()) return;
        const found = await metrc.lookUp(row.receipt_id);
        if (found.kind === 'ok') {
          await recorded(row, idOf(found.body));
          await reportedTo(companyId);
          done(row);
        } else if (found.kind === 'not-found') {
          toSend.push({ row, receipt: outcome.receipt });
        } else if (found.kind === 'refused') {
          await failed(companyId, [row], { kind: 'unknown', message: `Metrc refused the lookup: ${found.message}` }, true);
          done(row);
        } else {
          await failed(companyId, [row], found, true);
          done(row);
          if (found.kind !== 'unknown') return;
        }
      } else {
        toSend.push({ row, receipt: outcome.receipt });
      }
    }
    for (let start = 0; start < toSend.length; start += RECEIPTS_PER_REQUEST) {
      if (!timeLeft()) return;
      const stop = await sendReceipts(companyId, toSend.slice(start, start + RECEIPTS_PER_REQUEST), metrc, timeLeft, done);
      if (stop) return;
    }
  }

  /** POSTs up to 10 receipts; true when the location's other reports must wait (429, 401/403, Metrc unreachable). */
  async function sendReceipts(companyId: string, batch: Array<{ row: ReportRow; receipt: MetrcReceiptBody }>, metrc: Metrc, timeLeft: () => boolean, done: Done): Promise<boolean> {
    const sentAt = iso(Date.now());
    // Marked before the request leaves: from here on, Metrc may hold these receipts.
    await settle(batch.map((b) => b.row), { sent_at: sentAt });
    const outcome = await metrc.call('POST', '/sales/v2/receipts', batch.map((b) => b.receipt));
    if (outcome.kind === 'ok') {
      const ids = idsOf(outcome.body);
      const now = iso(Date.now());
      // One transaction for the whole answer: one commit (one fsync on SQLite) per request, not per receipt.
      await db.transaction().execute(async (trx) => {
        for (const [index, { row }] of batch.entries()) {
          // Without ids in the answer, a later void looks the receipt up by its number.
          await trx.updateTable('state_reports').set({
            ...released, external_id: ids?.[index] ?? null, reported_at: now, sent_at: null, error: null, next_attempt_at: now, updated_at: now,
            status: sql<'reported' | 'waiting'>`case when action = 'record' then 'reported' else 'waiting' end`,
          }).where('order_id', '=', row.order_id).where('claimed_by', '=', instance).execute();
        }
        await reportedTo(companyId, trx);
      });
      batch.forEach((b) => done(b.row));
      return false;
    }
    if (outcome.kind === 'refused') {
      // Metrc stored nothing of this request.
      if (outcome.rows.size === 0 && batch.length > 1) {
        for (const single of batch) {
          if (!timeLeft()) return true;
          await settle([single.row], { sent_at: single.row.sent_at });
          if (await sendReceipts(companyId, [single], metrc, timeLeft, done)) return true;
        }
        return false;
      }
      const now = iso(Date.now());
      for (const [index, { row }] of batch.entries()) {
        const message = outcome.rows.get(index) ?? (batch.length === 1 ? outcome.message : undefined);
        if (message !== undefined) {
          await settle([row], { ...released, status: 'needs_attention', error: `Metrc: ${message}`, sent_at: row.sent_at, updated_at: now });
        } else {
          // Refused only for the others' sake: sent again at once.
          await settle([row], { ...released, sent_at: row.sent_at, next_attempt_at: now, updated_at: now });
        }
        done(row);
      }
      return false;
    }
    if (outcome.kind === 'not-found') {
      await failed(companyId, batch.map((b) => b.row), { kind: 'unknown', message: 'Metrc answered 404 to a receipt' }, true);
      batch.forEach((b) => done(b.row));
      return true;
    }
    // 429 and 401/403: Metrc did nothing. 5xx and lost answers: it may have stored them.
    await failed(companyId, batch.map((b) => b.row), outcome, outcome.kind === 'unknown');
    batch.forEach((b) => done(b.row));
    return true;
  }

  /**
   * A refund or return, the way Metrc takes one: the sale's receipt is updated (PUT
   * /sales/v2/receipts) to what remains sold, or deleted when everything came back — a receipt
   * cannot be updated to nothing. The sale must be at Metrc first. True when the location's other
   * reports must wait.
   */
  async function reportReturn(companyId: string, row: ReportRow, originalId: string, metrc: Metrc, done: Done): Promise<boolean> {
    const now = iso(Date.now());
    const original = await db.selectFrom('state_reports').selectAll().where('order_id', '=', originalId).executeTakeFirst();
    if (original === undefined || original.status === 'not_required' || original.action === 'delete') {
      await settle([row], { ...released, status: 'not_required', error: null, updated_at: now });
      done(row);
      return false;
    }
    if (original.status === 'needs_attention') {
      await settle([row], { ...released, status: 'needs_attention', error: 'the sale it returns is not at Metrc (it needs attention itself)', updated_at: now });
      done(row);
      return false;
    }
    if (original.status === 'waiting' || original.external_id === null) {
      // Reported once the sale itself is.
      await settle([row], { ...released, error: null, next_attempt_at: iso(Date.now() + config.stateReportingPollMs * 5), updated_at: now });
      done(row);
      return false;
    }
    const net = (await buildReceipts(db, companyId, [originalId], { netOfReturns: true })).get(originalId);
    if (net?.kind === 'problem') {
      await settle([row], { ...released, status: 'needs_attention', error: net.message, updated_at: now });
      done(row);
      return false;
    }
    const outcome = net?.kind === 'receipt'
      ? await metrc.call('PUT', '/sales/v2/receipts', [{ Id: Number(original.external_id), ...net.receipt }])
      : await metrc.call('DELETE', `/sales/v2/receipts/${encodeURIComponent(original.external_id)}`);
    if (outcome.kind === 'ok' || (outcome.kind === 'not-found' && net?.kind !== 'receipt')) {
      await settle([row], { ...released, status: 'reported', external_id: original.external_id, reported_at: iso(Date.now()), sent_at: null, error: null, updated_at: iso(Date.now()) });
      await reportedTo(companyId);
      done(row);
      return false;
    }
    if (outcome.kind === 'refused' || outcome.kind === 'not-found') {
      await settle([row], { ...released, status: 'needs_attention', error: `Metrc: ${outcome.kind === 'refused' ? outcome.message : 'the receipt was not found'}`, updated_at: now });
      done(row);
      return false;
    }
    // An update or deletion may be repeated safely: no lookup needed.
    await failed(companyId, [row], outcome, false);
    done(row);
    return outcome.kind !== 'unknown';
  }

  async function reportDeletions(companyId: string, rows: ReportRow[], metrc: Metrc, timeLeft: () => boolean, done: Done): Promise<void> {
    for (const row of rows) {
      if (!timeLeft()) return;
      const now = iso(Date.now());
      let externalId = row.external_id;
      if (externalId === null) {
        if (row.sent_at === null && row.reported_at === null) {
          // Voided before anything reached Metrc: the state is owed nothing.
          await settle([row], { ...released, status: 'not_required', error: null, updated_at: now });
          done(row);
          continue;
        }
        const found = await metrc.lookUp(row.receipt_id);
        if (found.kind === 'not-found') {
          await settle([row], { ...released, status: 'not_required', sent_at: null, error: null, updated_at: now });
          done(row);
          continue;
        }
        if (found.kind !== 'ok') {
          await failed(companyId, [row], found.kind === 'refused' ? { kind: 'unknown', message: found.message } : found, true);
          done(row);
          if (found.kind === 'unknown' || found.kind === 'refused') continue;
          return;
        }
        externalId = idOf(found.body);
        if (externalId === null) {
          await failed(companyId, [row], { kind: 'unknown', message: 'Metrc answered a receipt without its Id' }, true);
          done(row);
          continue;
        }
        if (!timeLeft()) return;
      }
      const deleted = await metrc.call('DELETE', `/sales/v2/receipts/${encodeURIComponent(externalId)}`);
      if (deleted.kind === 'ok' || deleted.kind === 'not-found') {
        await settle([row], { ...released, status: 'reported', external_id: externalId, reported_at: iso(Date.now()), sent_at: null, error: null, updated_at: iso(Date.now()) });
        await reportedTo(companyId);
      } else if (deleted.kind === 'refused') {
        await settle([row], { ...released, status: 'needs_attention', error: `Metrc: ${deleted.message}`, updated_at: now });
      } else {
        await failed(companyId, [row], deleted, true);
        done(row);
        if (deleted.kind !== 'unknown') return;
        continue;
      }
      done(row);
    }
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
        log(`state reporting: ${error instanceof Error ? error.message : String(error)}`);
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

/** Metrc as one location's reports reach it. */
interface Metrc {
  call(method: string, path: string, body?: unknown, options?: { forLicence: boolean }): Promise<MetrcOutcome>;
  /** The receipt Metrc holds under our external number (our receipt_id), or not-found. */
  lookUp(receiptId: string): Promise<MetrcOutcome>;
}

/** Whether GET /facilities/v2's answer lists the licence (`License.Number` of each facility). */
function reachesLicence(body: unknown, licenseNumber: string): boolean {
  if (!Array.isArray(body)) return false;
  return body.some((facility: unknown) => {
    if (typeof facility !== 'object' || facility === null) return false;
    const license: unknown = Object.entries(facility).find(([key]) => key === 'License')?.[1];
    if (typeof license !== 'object' || license === null) return false;
    return Object.entries(license).some(([key, value]) => key === 'Number' && value === licenseNumber);
  });
}

/** Metrc's receipt Id from a receipt body. */
function idOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const id = Object.entries(body).find(([key]) => key === 'Id')?.[1];
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
}

/** The ids a POST answered, in the order of the receipts sent ("Returning Object Ids"). */
function idsOf(body: unknown): string[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const ids = Object.entries(body).find(([key]) => key === 'Ids')?.[1];
  return Array.isArray(ids) ? ids.map(String) : null;
}

