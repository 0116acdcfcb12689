import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { Nullable } from '../../../shared/api/common.ts';
import { flaggedOrdersPage, listDevices, type ApiTransport, type OperationFailure } from '../../../shared/api/operations.ts';
import { RegisterSettings } from '../../../shared/api/register-settings.ts';
import { todayIn } from '../../../shared/compliance/age.ts';
import { ReviewFlag, type RegisterOrder } from '../../../shared/api/sales.ts';
import { describeReasons } from '../../sync/api.ts';
import { personName } from '../../ui/format.ts';
import { getCustomers, keepValue, readKeptValue, type RegisterDatabase } from '../../data/index.ts';

/** A sale the Store API flagged for a manager's review, as the Review screen lists it. */
export const ReviewSale = Type.Object({
  orderId: Type.String(),
  receiptId: Nullable(Type.String()),
  chargedOn: Nullable(Type.String()),
  /** The register's name (its device id where the Store API did not say). */
  registerName: Type.String(),
  /** Null: sold without a customer record. */
  buyerName: Nullable(Type.String()),
  total: Type.Integer(),
  flags: Type.Array(ReviewFlag),
});
export type ReviewSale = Static<typeof ReviewSale>;

/** The Store API's flag on a sale recorded without the buyer's ID check. */
export const NO_ID_CHECK = 'no-id-check';

/** A sale whose only flag is that no ID check was recorded: it broke no other rule. */
export const withoutIdCheckOnly = (sale: ReviewSale): boolean => sale.flags.length > 0 && sale.flags.every((flag) => flag.code === NO_ID_CHECK);

/**
 * What a manager reviews: every sale flagged for a broken rule, and the day's sales recorded
 * without an ID check, the day being the location's (its time zone, not the machine's). Older
 * sales without one stay on record at the Store API; where the location's zone is not known yet,
 * none is left out.
 */
export function salesToReview(sales: readonly ReviewSale[], timeZone: string | null, now: Date): ReviewSale[] {
  if (timeZone === null) return [...sales];
  const today = todayIn(timeZone, now);
  return sales.filter((sale) => !withoutIdCheckOnly(sale) || (sale.chargedOn !== null && todayIn(timeZone, new Date(sale.chargedOn)) === today));
}

/** The location's time zone from the register settings last pulled, or null before the first pull. */
async function locationTimeZone(db: RegisterDatabase): Promise<string | null> {
  const settings = await readKeptValue(db, 'registerSettings');
  return Value.Check(RegisterSettings, settings) ? settings.time_zone : null;
}

/** The last list read from the Store API, kept so a manager still sees it offline. */
const KeptReviewList = Type.Object({ readAt: Type.String(), sales: Type.Array(ReviewSale) });
type KeptReviewList = Static<typeof KeptReviewList>;

/**
 * `live`: just read from the Store API. `kept`: the Store API could not be asked; `readAt` and
 * `sales` are the last list read (null and empty when there never was one), `problem` says why.
 */
export type ReviewList =
  | { kind: 'live'; readAt: string; sales: ReviewSale[] }
  | { kind: 'kept'; readAt: string | null; sales: ReviewSale[]; problem: string };

const KEPT_KEY = 'reviewList';
const PAGE = 200;
/** A manager waiting on a screen: a Store API that does not answer soon counts as unreachable. */
const TIMEOUT_MS = 8_000;

/**
 * The location's sales flagged for review, read from the Store API (the flags are the Store API's:
 * it sees every register's sales, which no one register does). The answer is kept; when the Store
 * API cannot be asked, the kept list is given with the reason.
 */
export async function readReviewList(api: ApiTransport, db: RegisterDatabase, now = new Date()): Promise<ReviewList> {
  const timeZone = await locationTimeZone(db);
  const orders: RegisterOrder[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await flaggedOrdersPage(api, { limit: PAGE, offset }, TIMEOUT_MS);
    if (page.kind !== 'ok') {
      const kept = await keptList(db, problemOf(page));
      return { ...kept, sales: salesToReview(kept.sales, timeZone, now) };
    }
    orders.push(...page.body.orders);
    if (page.body.orders.length < PAGE || orders.length >= page.body.meta.total) break;
  }
  // Names only: a list of registers the Store API cannot give still shows the sales.
  const devices = await listDevices(api, TIMEOUT_MS);
  const registerNames = new Map(devices.kind === 'ok' ? devices.body.devices.map((device) => [device.id, device.name]) : []);
  const buyerIds = orders.map((order) => order.customer_id ?? order.person_id).filter((id) => id !== null);
  const buyers = new Map((await getCustomers(db, buyerIds)).map((buyer) => [buyer.id, personName(buyer)]));
  const sales = orders.map((order): ReviewSale => {
    const buyerId = order.customer_id ?? order.person_id;
    return {
      orderId: order.id, receiptId: order.receipt_id, chargedOn: order.charged_on,
      registerName: registerNames.get(order.device_id) ?? order.device_id,
      // A buyer this register has not downloaded yet is still named, by record id.
      buyerName: buyerId === null ? null : (buyers.get(buyerId) ?? `Customer ${buyerId}`),
      total: order.total, flags: order.review_flags,
    };
  });
  const kept: KeptReviewList = { readAt: now.toISOString(), sales: salesToReview(sales, timeZone, now) };
  await keepValue(db, KEPT_KEY, kept);
  return { kind: 'live', ...kept };
}

async function keptList(db: RegisterDatabase, problem: string): Promise<ReviewList> {
  const kept = await readKeptValue(db, KEPT_KEY);
  if (!Value.Check(KeptReviewList, kept)) return { kind: 'kept', readAt: null, sales: [], problem };
  return { kind: 'kept', readAt: kept.readAt, sales: kept.sales, problem };
}

function problemOf(failure: OperationFailure): string {
  switch (failure.kind) {
    case 'offline': case 'timeout': case 'server-error':
      return 'The review list needs the Store API, which this register cannot reach now.';
    case 'unauthorized': return 'The review list needs the Store API, and this register is signed out of it. Sign in again.';
    case 'rejected': return `The Store API did not give the review list: ${describeReasons(failure.body)}.`;
    case 'malformed': return 'The Store API answered the review list in a form this register does not read.';
  }
}
