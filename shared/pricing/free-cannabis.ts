/**
 * No free cannabis. Some states forbid a retailer to hand cannabis over for nothing, so a line of
 * cannabis that its discounts (its own, its share of an order discount, a loyalty redemption)
 * bring to nothing is refused: at the Store API a live sale is 422 on the discount that did it
 * (a sale rung offline is recorded and flagged, as every sale that happened), and at the register
 * before the receipt. A line priced at nothing to begin with (a price set at the register) is not a
 * discount and is left to the other rules. A rule per jurisdiction profile (companies.jurisdiction):
 *
 * - California, 4 CCR § 15411(a): a licensee shall not give away cannabis goods, as part of a
 *   business promotion or otherwise; medicinal cannabis goods given to a medicinal patient are
 *   excepted (the exception as issue #32 reports it, counted in the patient's limits as every sale
 *   is; § 15411(b)'s conditions were not read: unverified).
 * - Oregon, ORS 475C.674(6)(a): a marijuana retailer "may not discount a marijuana item or offer a
 *   marijuana item for free if the retail sale of the marijuana item is made in conjunction with the
 *   retail sale of any other item" (read in the statute's text). Whether a discount was given
 *   because of the other item is not something the register can know, so what is enforced is the
 *   part it can: a marijuana item made free by a discount in a sale with any other item. A
 *   discount that is a condition of buying another item (a free gram with a pipe) is the store's
 *   to refuse; the docs say so.
 */
import type { DiscountLine } from './types.ts';

/** What the rule reads of the priced sale: each line's subtotal and discounts, in the engine's order. */
export interface PricedLines { lines: ReadonlyArray<{ subtotal: number; discounts: readonly DiscountLine[] }> }

export interface FreeCannabisRule {
  /** The rule's citation, given in the refusal. */
  citation: string;
  /** A medical patient may be given cannabis (California). */
  patientsExcepted: boolean;
  /** Only when the sale has another line (Oregon: "in conjunction with the retail sale of any other item"). */
  onlyWithOtherItems: boolean;
}

export const FREE_CANNABIS_RULES: Readonly<Record<string, FreeCannabisRule>> = {
  'us-ca': { citation: '4 CCR § 15411(a)', patientsExcepted: true, onlyWithOtherItems: false },
  'us-or': { citation: 'ORS 475C.674(6)(a)', patientsExcepted: false, onlyWithOtherItems: true },
};

/** A line of the sale as this rule reads it: whether it is cannabis, its price and how many discounts of its own it has. */
export interface FreeCannabisLine { cannabis: boolean; price: number; ownDiscounts: number }

/** The discount of the order that a refusal names, in the engine's field names. */
export type OrderDiscountField = 'discount_percent' | 'discount_flat_amount' | null;

export interface FreeCannabisRefusal { field: string; message: string; line: number }

/**
 * The lines of `priced` (the engine's answer for `lines`, in the same order) that give cannabis
 * away, each with the field of the discount that brought it to nothing: its own discounts where
 * they alone do, else the order discount, else the loyalty redemption. None where the
 * jurisdiction has no such rule, or for a patient where the rule excepts them.
 */
export function freeCannabisRefusals(
  jurisdiction: string, lines: readonly FreeCannabisLine[], priced: PricedLines, buyerIsPatient: boolean, orderDiscountField: OrderDiscountField,
): FreeCannabisRefusal[] {
  const rule = FREE_CANNABIS_RULES[jurisdiction];
  if (rule === undefined || (rule.patientsExcepted && buyerIsPatient)) return [];
  if (rule.onlyWithOtherItems && lines.length < 2) return [];
  const refusals: FreeCannabisRefusal[] = [];
  for (const [index, line] of lines.entries()) {
    const result = priced.lines[index];
    if (!line.cannabis || result === undefined || line.price === 0 || result.subtotal > 0) continue;
    // The engine lists a line's own discounts first, then its share of the order discount, then of the redemption.
    const own = result.discounts.slice(0, line.ownDiscounts).reduce((sum, discount) => sum + discount.amount, 0);
    const field = own >= line.price ? `line_items[${index}].discounts` : orderDiscountField ?? 'loyalty_points_redeemed';
    const why = rule.onlyWithOtherItems ? 'a marijuana item may not be discounted to nothing when sold with another item' : 'cannabis goods may not be given away';
    refusals.push({ field, line: index, message: `line ${index + 1} would be free: ${why} (${rule.citation})` });
  }
  return refusals;
}
