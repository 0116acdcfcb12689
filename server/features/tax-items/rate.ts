/**
 * Tax rates travel as decimal strings, as the spec writes percentages ("0.17" is 17%), and are
 * kept as integer millionths so no rate is ever a float. Six decimals is the finest rate kept.
 */
const MILLION = 1_000_000;
const DECIMALS = 6;

export type ParsedRate = { millionths: number } | { error: string };

/** "0.17" → 170000; a clear message for anything that is not a rate from 0 up to (not including) 1. */
export function parseRate(text: string): ParsedRate {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (match === null) return { error: 'must be a decimal string such as "0.17" for 17%' };
  const [, minus, whole = '', fraction = ''] = match;
  const zero = /^0+$/.test(whole) && /^0*$/.test(fraction);
  if (minus === '-' && !zero) return { error: 'must be greater than or equal to 0' };
  if (!/^0+$/.test(whole)) return { error: 'must be less than 1 (17% is "0.17")' };
  if (fraction.length > DECIMALS) return { error: `must have at most ${DECIMALS} decimal places` };
  return { millionths: Number(fraction.padEnd(DECIMALS, '0')) };
}

/** 170000 → "0.17", 65000 → "0.065", 0 → "0.00": at least two decimals, no trailing zeros past them. */
export function formatRate(millionths: number): string {
  if (!Number.isInteger(millionths) || millionths < 0 || millionths >= MILLION) throw new RangeError(`not a rate in millionths: ${millionths}`);
  const fraction = String(millionths).padStart(DECIMALS, '0').replace(/0+$/, '').padEnd(2, '0');
  return `0.${fraction}`;
}
