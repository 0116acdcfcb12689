import type { PastPurchase } from '../../../../shared/compliance/limits/engine.ts';
import type { JurisdictionProfile } from '../../../../shared/compliance/limits/profile.ts';
import { buyerOrdersPage, type ApiTransport } from '../../../../shared/api/operations.ts';
import { parseQuantity } from '../../../../shared/quantity.ts';
import { buyerPurchases, catalogItemsById, keepPulledPurchases, type LocalCustomer, type PulledPurchase, type RegisterDatabase } from '../../../data/index.ts';
import { pastPurchases, type LimitFacts } from './limit-lines.ts';

const DAY_MS = 86_400_000;

/**
 * How far back a buyer's purchases can count toward a limit of the profile: the longest rolling
 * window, and never less than 32 days (a calendar month in the location's zone starts at most 31
 * days and a few hours before now).
 */
export function historySince(profile: JurisdictionProfile, now: Date): string {
  const days = Math.max(32, ...profile.limits.map((rule) => (rule.window.kind === 'rolling' ? rule.window.days + 1 : 0)));
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

/** The buyer's past purchases as the limits count them, and the facts of the items they name. */
export interface LimitHistory { purchases: PastPurchase[]; items: Map<string, LimitFacts> }

/** The catalog facts of these items, in one read; items the catalog copy no longer has are left out. */
export async function readItemFacts(db: RegisterDatabase, ids: readonly string[]): Promise<Map<string, LimitFacts>> {
  return catalogItemsById(db, ids);
}

/**
 * The buyer's purchases in the profile's longest window, counted: read when a buyer is attached
 * and again only when orders change, not on every cart change (with hundreds of past sales the
 * read is what costs). An anonymous sale reads none: its limits count this sale alone.
 */
export async function readLimitHistory(db: RegisterDatabase, profile: JurisdictionProfile, buyerId: string | null, now: Date): Promise<LimitHistory> {
  if (buyerId === null) return { purchases: [], items: new Map() };
  const records = await buyerPurchases(db, buyerId, historySince(profile, now));
  const items = await readItemFacts(db, records.flatMap((record) => record.lines.map((line) => line.inventoryItemId)));
  return { purchases: pastPurchases(profile, records, items), items };
}

const PAGE = 200;

/**
 * Pulls the buyer's orders since `since` from the Store API and keeps them, so they count offline
 * too: a patient's are the orders naming them as person_id, a customer's those naming them as
 * customer_id. Returns false when the Store API could not be asked (offline): what was kept stands.
 */
export async function pullBuyerPurchases(api: ApiTransport, db: RegisterDatabase, buyer: Pick<LocalCustomer, 'id' | 'kind'>, since: string): Promise<boolean> {
  const buyerId = buyer.id;
  const whose = buyer.kind === 'patient' ? { person_id: buyerId } : { customer_id: buyerId };
  const pulled: PulledPurchase[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const outcome = await buyerOrdersPage(api, { ...whose, charged_after: since, limit: PAGE, offset });
    if (outcome.kind !== 'ok') return false;
    for (const order of outcome.body.orders) {
      if (order.charged_on === null) continue;
      pulled.push({
        id: order.id, buyerId, chargedOn: order.charged_on, orderType: order.order_type,
        lines: order.line_items.map((line) => ({
          inventoryItemId: line.inventory_item_id, unit: line.quantity.unit,
          quantity: (parseQuantity(line.quantity.value) ?? 0) / 1000,
        })),
      });
    }
    if (outcome.body.orders.length < PAGE) break;
  }
  await keepPulledPurchases(db, buyerId, pulled);
  return true;
}
