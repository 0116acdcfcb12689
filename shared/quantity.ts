/**
 * Quantities (grams, units) are integer thousandths everywhere they are stored or added up, so
 * stock arithmetic is exact. They become decimal text only here: "3.5", "12", "0.125", the `value`
 * of a v2 quantity object and, as a number, the v1 quantity fields.
 */

export interface QuantityObject { value: string; unit: number }

/** 3500 → "3.5"; 12000 → "12"; 125 → "0.125"; -1500 → "-1.5". */
export function formatQuantity(milli: number): string {
  if (!Number.isInteger(milli)) throw new RangeError(`quantity must be whole thousandths, got ${milli}`);
  const sign = milli < 0 ? '-' : '';
  const abs = Math.abs(milli);
  const whole = Math.floor(abs / 1000);
  const fraction = String(abs % 1000).padStart(3, '0').replace(/0+$/, '');
  return fraction === '' ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/** The v1 form: a plain number (3500 → 3.5), exact because it goes through the decimal text. */
export const quantityNumber = (milli: number): number => Number(formatQuantity(milli));

/** The v2 form: `{value: "3.5", unit}`. */
export const quantityObject = (milli: number, unit: number): QuantityObject => ({ value: formatQuantity(milli), unit });

const decimal = /^(-)?(\d*)(?:\.(\d*))?$/;

/**
 * Decimal text (or a number) to thousandths, or null when it is not a quantity or has more than
 * three decimals: "3.5" → 3500, "12" → 12000, ".125" → 125, 2 → 2000.
 */
export function parseQuantity(input: string | number): number | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  const match = decimal.exec(text);
  if (match === null) return null;
  const [, minus, whole = '', fraction = ''] = match;
  if ((whole === '' && fraction === '') || fraction.length > 3) return null;
  const milli = Number(whole === '' ? '0' : whole) * 1000 + Number(fraction.padEnd(3, '0'));
  if (!Number.isSafeInteger(milli)) return null;
  return minus === undefined || milli === 0 ? milli : -milli;
}
