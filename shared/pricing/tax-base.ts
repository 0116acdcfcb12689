/**
 * Taxes on taxes. A tax item's `baseIncludes` names the tax items whose amount on the same line is
 * part of its base (California's sales tax is charged on the price plus the cannabis excise,
 * Michigan's on the price plus the marihuana excise); every other tax is charged on the price
 * alone. So a line's taxes are computed in dependency order, each after those in its base, and a
 * tax item that reaches itself through its base could never be computed: it is refused.
 */

export interface TaxBaseLink { id: string; baseIncludes?: readonly string[] | undefined }

export type TaxOrder = { ok: true; order: string[] } | { ok: false; cycle: string[] };

/**
 * The tax items' ids in an order where each comes after every item its base includes; among items
 * free to go, the listed order holds. Ids in a base that are not listed (a tax item not in force
 * at the sale) add nothing and are ignored. A cycle answers the ids on it, in the listed order.
 */
export function taxComputationOrder(listedItems: readonly TaxBaseLink[]): TaxOrder {
  // An id listed twice is refused elsewhere; here the first listing stands.
  const items = listedItems.filter((item, index) => listedItems.findIndex((other) => other.id === item.id) === index);
  const listed = new Set(items.map((item) => item.id));
  const waitingOn = new Map(items.map((item) => [item.id, new Set((item.baseIncludes ?? []).filter((id) => listed.has(id)))]));
  const order: string[] = [];
  const done = new Set<string>();
  let progressed = true;
  while (progressed && order.length < items.length) {
    progressed = false;
    for (const item of items) {
      if (done.has(item.id)) continue;
      const deps = waitingOn.get(item.id) ?? new Set<string>();
      if ([...deps].every((id) => done.has(id))) {
        done.add(item.id);
        order.push(item.id);
        progressed = true;
      }
    }
  }
  if (order.length === items.length) return { ok: true, order };
  // What is left waits on itself, directly or through others: keep only the items on a cycle.
  const left = items.filter((item) => !done.has(item.id)).map((item) => item.id);
  const reaches = (from: string, target: string, seen = new Set<string>()): boolean => {
    for (const next of waitingOn.get(from) ?? []) {
      if (next === target) return true;
      if (!seen.has(next) && !done.has(next)) {
        seen.add(next);
        if (reaches(next, target, seen)) return true;
      }
    }
    return false;
  };
  return { ok: false, cycle: left.filter((id) => reaches(id, id)) };
}
