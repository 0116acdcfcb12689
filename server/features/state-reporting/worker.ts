import { sql, type Kysely, type Selectable } from 'kysely';
import type { StoreApiConfig } from '../../context.ts';
import type { Engine } from '../../db/connect.ts';
import type { Database, StateReportTable } from '../../db/schema.ts';
import type { MetrcOutcome } from './metrc-client.ts';
import { OrderType } from '../../../shared/api/sales.ts';
import { buildReceipts, type MetrcReceiptBody } from './receipt.ts';
import { licenceOfEach } from './licences.ts';
import { createReportQueue, released, type LocationPass, type MetrcCall, type ReportQueue } from './report-queue.ts';

/**
 * The reporting worker: sends the reports sales owe to Metrc, exactly once, through Metrc's
 * outages and this process's. Claims, leases, the 429 pause of a location and the bookkeeping of
 * failures are the queue's (report-queue.ts, shared with the adjustments' reporter); this file says
 * what a sale's report is and how it reaches Metrc.
 *
 * - `sent_at` is set before a receipt is sent and cleared only once Metrc's answer says what
 *   happened. A report with `sent_at` set may be at Metrc already (a timeout, a cut connection, a
 *   5xx): it is looked up by its external number (our receipt_id) before anything is sent again.
 *   Never two receipts for one sale.
 * - 400 names the refused receipts, which go to needs_attention with Metrc's message while the
 *   others go on.
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
type Pass = LocationPass<'state_reports'>;

/** Metrc's limit of objects per request ("Object Limiting"). */
const RECEIPTS_PER_REQUEST = 10;
const CLAIM_SIZE = 50;

export type StateReportingWorker = ReportQueue;

export interface WorkerOptions { db: Kysely<Database>; engine: Engine; config: StoreApiConfig; log?: (message: string) => void }

export function createStateReportingWorker({ db, engine, config, log }: WorkerOptions): StateReportingWorker {
  const iso = (ms: number) => new Date(ms).toISOString();

  /** A receipt Metrc now holds: reported (or, voided meanwhile, its deletion still owed). */
  async function recorded(pass: Pass, row: ReportRow, externalId: string | null): Promise<void> {
    const now = iso(Date.now());
    await pass.settle([row], {
      ...released, external_id: externalId, reported_at: now, sent_at: null, error: null, next_attempt_at: now, updated_at: now,
      status: sql<'reported' | 'waiting'>`case when action = 'record' then 'reported' else 'waiting' end`,
    });
  }

  /** Metrc for one location under one licence, with the sales' look-up of a lost answer. */
  function metrcFor(pass: Pass, licenseNumber: string): Metrc {
    const call = pass.metrc(licenseNumber);
    return {
      call,
      async lookUp(receiptId) {
        const found = await call('GET', `/sales/v2/receipts/external/${encodeURIComponent(receiptId)}`);
        if (found.kind !== 'credentials-rejected' || found.status !== 401) return found;
        // 401 here may only mean the number is not at Metrc for this licence: ask about the key alone.
        const facilities = await call('GET', '/facilities/v2', undefined, { forLicence: false });
        if (facilities.kind === 'ok') {
          return reachesLicence(facilities.body, licenseNumber)
            ? { kind: 'not-found' }
            : { kind: 'credentials-rejected', status: 401, message: `credentials rejected (the user key does not reach licence ${licenseNumber})` };
        }
        if (facilities.kind === 'not-found' || facilities.kind === 'refused') return { kind: 'unknown', message: 'Metrc answered 401 to a receipt look-up and the key could not be confirmed' };
        return facilities;
      },
    };
  }

  async function reportLocation(pass: Pass, rows: ReportRow[]): Promise<void> {
    const licences = await licenceOfEach(db, pass.companyId, rows, pass.licenseNumber);
    // Each sale under the licence it was made under (Metrc's `licenseNumber`): the medical licence's first where the location has one.
    for (const licenseNumber of [...new Set(licences.values())].sort((a, b) => (a === pass.licenseNumber ? 1 : b === pass.licenseNumber ? -1 : 0))) {
      const metrc = metrcFor(pass, licenseNumber);
      const under = rows.filter((r) => licences.get(r.order_id) === licenseNumber);
      await reportRecords(pass, under.filter((r) => r.action === 'record'), metrc);
      await reportDeletions(pass, under.filter((r) => r.action === 'delete'), metrc);
      // A location paused by a 429 sends nothing more under either licence (checked again by each call).
      if (!pass.timeLeft()) break;
    }
  }

  async function reportRecords(pass: Pass, all: ReportRow[], metrc: Metrc): Promise<void> {
    const { companyId, settle, timeLeft, done } = pass;
    if (all.length === 0) return;
    const kinds = await db.selectFrom('orders').select(['id', 'order_type', 'original_order_id']).where('company_id', '=', companyId)
      .where('id', 'in', all.map((r) => r.order_id)).execute();
    const returnOf = new Map(kinds.filter((k) => k.order_type !== OrderType.sale && k.original_order_id !== null).map((k) => [k.id, k.original_order_id ?? '']));
    for (const row of all.filter((r) => returnOf.has(r.order_id))) {
      if (!timeLeft()) return;
      if (await reportReturn(pass, row, returnOf.get(row.order_id) ?? '', metrc)) return;
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
          await recorded(pass, row, idOf(found.body));
          await pass.reportedTo();
          done(row);
        } else if (found.kind === 'not-found') {
          toSend.push({ row, receipt: outcome.receipt });
        } else if (found.kind === 'refused') {
          await pass.failed([row], { kind: 'unknown', message: `Metrc refused the lookup: ${found.message}` }, true);
          done(row);
        } else {
          await pass.failed([row], found, true);
          done(row);
          if (found.kind !== 'unknown') return;
        }
      } else {
        toSend.push({ row, receipt: outcome.receipt });
      }
    }
    for (let start = 0; start < toSend.length; start += RECEIPTS_PER_REQUEST) {
      if (!timeLeft()) return;
      const stop = await sendReceipts(pass, toSend.slice(start, start + RECEIPTS_PER_REQUEST), metrc);
      if (stop) return;
    }
  }

  /** POSTs up to 10 receipts; true when the location's other reports must wait (429, 401/403, Metrc unreachable). */
  async function sendReceipts(pass: Pass, batch: Array<{ row: ReportRow; receipt: MetrcReceiptBody }>, metrc: Metrc): Promise<boolean> {
    const { settle, done } = pass;
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
          await settle([row], {
            ...released, external_id: ids?.[index] ?? null, reported_at: now, sent_at: null, error: null, next_attempt_at: now, updated_at: now,
            status: sql<'reported' | 'waiting'>`case when action = 'record' then 'reported' else 'waiting' end`,
          }, trx);
        }
        await pass.reportedTo(trx);
      });
      batch.forEach((b) => done(b.row));
      return false;
    }
    if (outcome.kind === 'refused') return pass.refused(batch, outcome, (single) => sendReceipts(pass, [single], metrc));
    if (outcome.kind === 'not-found') {
      await pass.failed(batch.map((b) => b.row), { kind: 'unknown', message: 'Metrc answered 404 to a receipt' }, true);
      batch.forEach((b) => done(b.row));
      return true;
    }
    // 429 and 401/403: Metrc did nothing. 5xx and lost answers: it may have stored them.
    await pass.failed(batch.map((b) => b.row), outcome, outcome.kind === 'unknown');
    batch.forEach((b) => done(b.row));
    return true;
  }

  /**
   * A refund or return, the way Metrc takes one: the sale's receipt is updated (PUT
   * /sales/v2/receipts) to what remains sold, or deleted when everything came back — a receipt
   * cannot be updated to nothing. The sale must be at Metrc first. True when the location's other
   * reports must wait.
   */
  async function reportReturn(pass: Pass, row: ReportRow, originalId: string, metrc: Metrc): Promise<boolean> {
    const { companyId, settle, done } = pass;
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
      await pass.reportedTo();
      done(row);
      return false;
    }
    if (outcome.kind === 'refused' || outcome.kind === 'not-found') {
      await settle([row], { ...released, status: 'needs_attention', error: `Metrc: ${outcome.kind === 'refused' ? outcome.message : 'the receipt was not found'}`, updated_at: now });
      done(row);
      return false;
    }
    // An update or deletion may be repeated safely: no lookup needed.
    await pass.failed([row], outcome, false);
    done(row);
    return outcome.kind !== 'unknown';
  }

  async function reportDeletions(pass: Pass, rows: ReportRow[], metrc: Metrc): Promise<void> {
    const { settle, timeLeft, done } = pass;
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
          await pass.failed([row], found.kind === 'refused' ? { kind: 'unknown', message: found.message } : found, true);
          done(row);
          if (found.kind === 'unknown' || found.kind === 'refused') continue;
          return;
        }
        externalId = idOf(found.body);
        if (externalId === null) {
          await pass.failed([row], { kind: 'unknown', message: 'Metrc answered a receipt without its Id' }, true);
          done(row);
          continue;
        }
        if (!timeLeft()) return;
      }
      const deleted = await metrc.call('DELETE', `/sales/v2/receipts/${encodeURIComponent(externalId)}`);
      if (deleted.kind === 'ok' || deleted.kind === 'not-found') {
        await settle([row], { ...released, status: 'reported', external_id: externalId, reported_at: iso(Date.now()), sent_at: null, error: null, updated_at: iso(Date.now()) });
        await pass.reportedTo();
      } else if (deleted.kind === 'refused') {
        await settle([row], { ...released, status: 'needs_attention', error: `Metrc: ${deleted.message}`, updated_at: now });
      } else {
        await pass.failed([row], deleted, true);
        done(row);
        if (deleted.kind !== 'unknown') return;
        continue;
      }
      done(row);
    }
  }

  return createReportQueue({ db, engine, config, log, name: 'state reporting', table: 'state_reports', claimSize: CLAIM_SIZE, reportLocation });
}

/** Metrc as one location's reports reach it. */
interface Metrc {
  call: MetrcCall;
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

