/**
 * A statewide patient limit held together with our own count: the sale may take no more than the
 * smaller of what Metrc says the patient may still buy today and what our own count leaves
 * (Michigan, Mich. Admin. Code R 420.506(1)–(2); Colorado, C.R.S. 44-10-501(1)(b)). Pure, so the
 * Store API decides it from Metrc's answer and a test can hold it to the rule.
 */
import type { LimitCheck } from './limits/engine.ts';
import type { JurisdictionProfile } from './limits/profile.ts';
import { GRAMS_PER_OUNCE } from './limits/units.ts';
import { floorThousandths, isPositive, multiply, parseDecimal } from './limits/rational.ts';

/** Metrc's remaining allotment in thousandths of a gram (rounded down: never more than Metrc allows). */
export function metrcAllowanceMilli(availableOunces: number): number {
  const ounces = Number.isFinite(availableOunces) ? parseDecimal(String(availableOunces)) : null;
  if (ounces === null || !isPositive(ounces)) return 0;
  return floorThousandths(multiply(ounces, GRAMS_PER_OUNCE));
}

/**
 * Why the sale goes over what Metrc allows, or null: `inCartMilli` is what the sale adds to the
 * patient's daily limit (the profile's medical daily rule, in thousandths of a gram), `ownRemainingMilli`
 * what our count leaves before the sale.
 */
export function statewideRefusal(inCartMilli: number, ownRemainingBeforeMilli: number, availableOunces: number): string | null {
  const metrc = metrcAllowanceMilli(availableOunces);
  // Where our own count leaves less, our own limit refuses the sale already, with its own words.
  if (inCartMilli <= metrc || metrc >= ownRemainingBeforeMilli) return null;
  const grams = (milli: number) => (milli / 1000).toFixed(3).replace(/\.?0+$/, '');
  return `Metrc allows this patient ${grams(metrc)} g more today across every store (${availableOunces} oz); this sale adds ${grams(inCartMilli)} g — remove ${grams(inCartMilli - metrc)} g.`;
}

/**
 * Why the sale `check` counts goes over what Metrc allows the patient (`availableOunces`), or null:
 * the row of the limit Metrc's figure stands beside, held to the smaller of the two. The Store API
 * refuses a live sale with it and the register refuses the line before it goes in the cart.
 */
export function statewideLimitRefusal(profile: JurisdictionProfile, check: LimitCheck, availableOunces: number): string | null {
  const rule = profile.statewidePatientLimit;
  if (rule === undefined) return null;
  const row = check.rows.find((found) => found.category === rule.rule);
  // The rule Metrc's figure stands beside counts grams: anything else would compare unlike amounts.
  if (row === undefined || row.unit !== 'g') return null;
  return statewideRefusal(row.inCart, Math.max(0, row.limit - row.usedBefore), availableOunces);
}

/**
 * What the register says beside a patient's limits where the state keeps them statewide and
 * Metrc's figure could not be had (the register offline, Metrc out of the Store API's reach): the
 * register cannot ask Metrc itself (the location's Metrc key stays with the Store API), so it
 * holds the sale to its own count; the Store API asks Metrc again when the sale reaches it and
 * flags the sale where Metrc could not confirm it. Null where the state keeps no statewide limit
 * or the buyer does not buy as a patient.
 */
export function statewideNotice(profile: JurisdictionProfile, saleKind: 'medical' | 'adult-use'): string | null {
  const rule = profile.statewidePatientLimit;
  if (rule === undefined || saleKind !== 'medical') return null;
  return `Metrc's statewide allotment for this patient was not checked (${rule.source}): the sale is held to this store's own count, and a sale Metrc cannot confirm is flagged for a manager.`;
}
