/**
 * A statewide patient limit held together with our own count: the sale may take no more than the
 * smaller of what Metrc says the patient may still buy today and what our own count leaves
 * (Michigan, Mich. Admin. Code R 420.506(1)–(2); Colorado, C.R.S. 44-10-501(1)(b)). Pure, so the
 * Store API decides it from Metrc's answer and a test can hold it to the rule.
 */
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
 * What the register says beside a patient's limits where the state keeps them statewide: the
 * register cannot ask Metrc itself (the location's Metrc key stays with the Store API), so it
 * holds the sale to its own count and says the statewide figure was not checked; the Store API
 * asks Metrc when the sale reaches it and flags the sale where Metrc could not confirm it. Null
 * where the state keeps no statewide limit or the buyer does not buy as a patient.
 */
export function statewideNotice(profile: JurisdictionProfile, saleKind: 'medical' | 'adult-use'): string | null {
  const rule = profile.statewidePatientLimit;
  if (rule === undefined || saleKind !== 'medical') return null;
  return `Metrc's statewide allotment for this patient could not be checked at this register (${rule.source}): the sale is held to this store's own count, and a sale Metrc cannot confirm is flagged for a manager.`;
}
