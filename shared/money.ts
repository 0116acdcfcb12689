/**
 * Money is integer cents everywhere; it becomes text only here, at the edge of a screen or a
 * receipt. Typed amounts ("12", "12.5", "$1,234.50") come back to cents without floating-point
 * drift, because they are parsed as digits, never multiplied as floats.
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 1234 → "$12.34"; -500 → "-$5.00". */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`money must be whole cents, got ${cents}`);
  return usd.format(cents / 100);
}

const typedAmount = /^(-)?\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

/**
 * A typed amount to cents, or null when it is not an amount. Accepts "12", "12.5", "12.50",
 * ".75", "$1,234.50" and a leading minus; refuses more than two decimals and anything else.
 */
export function parseMoney(text: string): number | null {
  const match = typedAmount.exec(text.trim());
  if (match === null) return null;
  const [, minus, wholeText = '', fractionText] = match;
  const whole = wholeText.replaceAll(',', '');
  if (whole === '' && (fractionText === undefined || fractionText === '')) return null;
  const cents = Number(whole === '' ? '0' : whole) * 100 + Number((fractionText ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return minus === undefined ? cents : -cents;
}

/** Cents as a plain editable amount, "12.50" (no symbol, no grouping), for pre-filled inputs. */
export function centsToInput(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The price of a line: unit price × quantity, rounded half away from zero to whole cents.
 * Quantities are in the item's unit and may be fractional grams (3.5 g); the product is computed
 * over thousandths so 3.5 × 1099 is 3846.5 exactly, never 3846.4999….
 */
export function linePrice(unitPriceCents: number, quantity: number): number {
  const milli = Math.round(quantity * 1000);
  const product = unitPriceCents * milli;
  const sign = product < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(product) / 1000);
}
