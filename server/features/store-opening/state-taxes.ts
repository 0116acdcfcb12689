import { ANN_ARBOR_MICHIGAN, CALIFORNIA_STATEWIDE, PORTLAND_OREGON, VANCOUVER_WASHINGTON, type Jurisdiction } from '../tax-items/known-taxes.ts';

type TaxSpec = Jurisdiction['taxes'][number];

const STATE_NAMES: Readonly<Record<string, string>> = { OR: 'Oregon', WA: 'Washington', MI: 'Michigan', CA: 'California' };

/**
 * The state-wide taxes Canopy knows for a state: the taxes Canopy knows (tax-items/known-taxes.ts,
 * with their statutes; the demo store is charged them too) whose name is the state's, so a city's own tax (Portland's 3%, Vancouver's
 * local sales tax) is left for the manager to add. Empty for a state whose taxes Canopy does not
 * know yet (Colorado): the manager adds them with POST /tax_items. California's are its state-wide
 * excise and base sales rate; a store adds its district's sales tax.
 */
export function stateTaxes(state: string): TaxSpec[] {
  const name = STATE_NAMES[state];
  if (name === undefined) return [];
  const known = [...PORTLAND_OREGON.taxes, ...VANCOUVER_WASHINGTON.taxes, ...ANN_ARBOR_MICHIGAN.taxes, ...CALIFORNIA_STATEWIDE.taxes];
  return known.filter((tax) => tax.name.startsWith(name));
}

