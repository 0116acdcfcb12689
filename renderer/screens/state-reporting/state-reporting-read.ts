import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { Nullable } from '../../../shared/api/common.ts';
import { getStateReporting, ordersByStateReportPage, type ApiTransport, type OperationFailure } from '../../../shared/api/operations.ts';
import { StateReporting } from '../../../shared/api/state-reporting.ts';
import type { RegisterOrder } from '../../../shared/api/sales.ts';
import { describeReasons } from '../../sync/api.ts';
import { keepValue, readKeptValue, type RegisterDatabase } from '../../data/index.ts';

/** A sale that did not reach the state (Metrc refused it, or the Store API could not send it), with the reason given. */
export const RefusedSale = Type.Object({
  orderId: Type.String(),
  receiptId: Nullable(Type.String()),
  chargedOn: Nullable(Type.String()),
  total: Type.Integer(),
  message: Type.String(),
});
export type RefusedSale = Static<typeof RefusedSale>;

/** The last answer read from the Store API, kept so a manager still sees it (and its deadline) offline. */
const KeptStateReporting = Type.Object({ readAt: Type.String(), reporting: StateReporting, refused: Type.Array(RefusedSale) });
type KeptStateReporting = Static<typeof KeptStateReporting>;

/**
 * `live`: just read from the Store API. `kept`: the Store API could not be asked; `readAt`,
 * `reporting` and `refused` are the last answer read (null and empty when there never was one),
 * `problem` says why.
 */
export type StateReportingRead =
  | { kind: 'live'; readAt: string; reporting: StateReporting; refused: RefusedSale[] }
  | { kind: 'kept'; readAt: string | null; reporting: StateReporting | null; refused: RefusedSale[]; problem: string };

export const KEPT_STATE_REPORTING_KEY = 'stateReporting';
const PAGE = 200;
/** A list longer than this is cut; the count still says how many there are. */
const MOST_REFUSED = 1_000;
/** A manager waiting on a screen: a Store API that does not answer soon counts as unreachable. */
const TIMEOUT_MS = 8_000;

/**
 * Where the location's reporting to the state stands, read from the Store API (which holds the keys
 * and sends every register's sales; the register never talks to the state), with the sales the state
 * refused. The answer is kept; when the Store API cannot be asked, the kept one is given with the reason.
 */
export async function readStateReporting(api: ApiTransport, db: RegisterDatabase): Promise<StateReportingRead> {
  const answer = await getStateReporting(api, TIMEOUT_MS);
  if (answer.kind !== 'ok') return keptAnswer(db, problemOf(answer));
  const reporting = answer.body.state_reporting;
  const refused: RegisterOrder[] = [];
  for (let offset = 0; refused.length < Math.min(reporting.needs_attention, MOST_REFUSED); offset += PAGE) {
    const page = await ordersByStateReportPage(api, { state_report_status: 'needs_attention', limit: PAGE, offset }, TIMEOUT_MS);
    if (page.kind !== 'ok') return keptAnswer(db, problemOf(page));
    refused.push(...page.body.orders);
    if (page.body.orders.length < PAGE) break;
  }
  const kept: KeptStateReporting = {
    readAt: new Date().toISOString(), reporting,
    refused: refused.map((order) => ({
      orderId: order.id, receiptId: order.receipt_id, chargedOn: order.charged_on, total: order.total,
      message: order.state_report?.error ?? 'No reason was given.',
    })),
  };
  await keepValue(db, KEPT_STATE_REPORTING_KEY, kept);
  return { kind: 'live', ...kept };
}

async function keptAnswer(db: RegisterDatabase, problem: string): Promise<StateReportingRead> {
  const kept = await readKeptValue(db, KEPT_STATE_REPORTING_KEY);
  if (!Value.Check(KeptStateReporting, kept)) return { kind: 'kept', readAt: null, reporting: null, refused: [], problem };
  return { kind: 'kept', ...kept, problem };
}

function problemOf(failure: OperationFailure): string {
  switch (failure.kind) {
    case 'offline': case 'timeout': case 'server-error':
      return 'State reporting is read from the Store API, which this register cannot reach now.';
    case 'unauthorized': return 'State reporting is read from the Store API, and this register is signed out of it. Sign in again.';
    case 'rejected': return `The Store API did not say how state reporting stands: ${describeReasons(failure.body)}.`;
    case 'malformed': return 'The Store API answered about state reporting in a form this register does not read.';
  }
}
