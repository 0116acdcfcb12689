/**
 * Where goods a customer gives back go, per state: back to their package (sellable again) where
 * the law allows it, otherwise to waste. A refund or return of cannabis where the state forbids
 * reselling it puts nothing back on the shelf: the order path records a waste adjustment of what
 * came back instead, in the order's transaction, reported like any other adjustment. Goods that
 * are not cannabis (accessories) always go back to stock: these rules are about cannabis items.
 */

export type ReturnDestination = 'package' | 'waste';

export interface ReturnRule {
  destination: ReturnDestination;
  /** The rule it comes from. */
  citation: string;
  /** false: the text in force was not read here (as `verified` in the limit profiles). */
  verified: boolean;
  note: string;
}

/** The reason a returned item's waste adjustment carries (Metrc's adjust reason; CCRS maps kind `waste` to Destruction). */
export const RETURN_WASTE_REASON = 'Waste';

export const RETURN_RULES: Readonly<Record<string, ReturnRule>> = {
  'us-or': {
    destination: 'waste',
    citation: 'OAR 845-025-2800(2)(c)(C)-(D)',
    verified: true,
    note: 'A retailer may accept returns if it "accurately records the transaction in the CTS" and "does not resell any items returned by customers" (Secretary of State text, read).',
  },
  'us-mi': {
    destination: 'waste',
    citation: 'Mich Admin Code R 420.214c(2)(a)-(c)',
    verified: true,
    note: 'Returned product "must be tracked consistently in the statewide monitoring system as waste", destroyed under R 420.211 within 90 days, and "cannot be re-sold" (read in the LII copy of the rule, eff. 3/7/2022; not the state\'s own publication).',
  },
  'us-co': {
    destination: 'waste',
    citation: '1 CCR 212-3 (Colorado Marijuana Rules), returns to a store',
    verified: false,
    note: 'The rule on a store accepting returns from consumers was not read here. Waste is the cautious reading: reselling a return where the state forbids it is a violation, destroying one is not.',
  },
  'us-wa': {
    destination: 'package',
    citation: 'WAC 314-55-079; LCB CCRS FAQ "How does a retailer report a return in CCRS?"',
    verified: false,
    note: 'The FAQ has the retailer delete the sale and report the inventory on an InventoryAdjustment as a return (the CCRS files do so); no text read here forbids restocking it. WAC 314-55-079 was not read.',
  },
  'us-ca': {
    destination: 'package',
    citation: 'Cal. Code Regs. tit. 4, div. 19 (DCC), retailer returns',
    verified: false,
    note: 'Not read here; the order path\'s long-standing behaviour (goods back on the shelf) is kept until it is.',
  },
};

/** A location's rule by its jurisdiction (companies.jurisdiction); one without a rule keeps goods back on the shelf, unverified. */
export function returnRuleOf(jurisdiction: string): ReturnRule {
  return RETURN_RULES[jurisdiction] ?? { destination: 'package', citation: 'none known', verified: false, note: 'No rule on returns is known for this jurisdiction.' };
}
