import { formatQuantity } from '../../quantity.ts';

/** The counted units a profile states limits in, and what one of each is called. */
const SINGULAR: Readonly<Record<string, string>> = { plants: 'plant', seeds: 'seed', units: 'unit' };
const plural = new Intl.PluralRules('en-US');

/**
 * An amount in thousandths with its unit, as a person reads it: "3.5 g", "4 plants", "1 plant"
 * (English plural rules decide; a weight's unit symbol never changes).
 */
export function amountText(milli: number, unit: string): string {
  const text = formatQuantity(milli);
  const one = plural.select(Number(text)) === 'one';
  return `${text} ${one ? SINGULAR[unit] ?? unit : unit}`;
}
