import type { ExemptionInForce, PricingResult, TaxItemInForce, TaxRounding } from './types.ts';

/**
 * A tax item's rate changes never rewrite history: each rate is kept with the time it took effect,
 * and a sale is taxed at the rate in force when it was charged — the latest rate whose effectiveAt
 * is at or before charged_on. Before its first rate a tax item did not exist yet: it has no rate
 * in force (null) and the sale carries no such tax. Two rates taking effect at the same instant:
 * the one listed later wins (a correction).
 */
export interface RateChange { rate: string; effectiveAt: string }

/**
 * The conditions under which a person group's exemption from a tax holds, as the law narrows it:
 * the time it is in force (from `effectiveAt`, before `expiresAt`; null: open), and whether it
 * holds only on items marked medical and only at a location with a medical endorsement.
 * Washington's excise relief (RCW 69.50.535(2)) is all three: until June 30, 2029, on products the
 * Department of Health lists as compliant, sold by an endorsed store.
 */
export interface ExemptionRule {
  effectiveAt: string | null; expiresAt: string | null;
  medicalItemsOnly: boolean; medicalEndorsementRequired: boolean;
  /** Only for a buyer who showed a county-issued medical ID card (California, R&TC §6414); absent: false. */
  countyCardRequired?: boolean;
}

/** A tax item as stored: its identity, every rate it has had, its base, rounding and exemption rule. */
export interface TaxItemWithHistory {
  id: string; name: string; includedInPrice: boolean; rates: readonly RateChange[];
  baseIncludes?: readonly string[]; rounding?: TaxRounding;
  /** Absent or null: a group's exemption always holds. */
  exemption?: ExemptionRule | null;
}

// A timestamp must name its offset (Z or ±hh:mm): without one, Date.parse reads local time, which differs by machine.
const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/i;

function instant(text: string): number | null {
  if (!isoTimestamp.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

export function rateInForce(history: readonly RateChange[], chargedOn: string): PricingResult<string | null> {
  const at = instant(chargedOn);
  if (at === null) return { ok: false, errors: [{ code: 'invalid_time', field: 'charged_on', message: `charged_on must be an ISO 8601 time with an offset, got "${chargedOn}"` }] };
  let best: { ms: number; rate: string } | null = null;
  for (const [index, change] of history.entries()) {
    const ms = instant(change.effectiveAt);
    if (ms === null) return { ok: false, errors: [{ code: 'invalid_time', field: `rates[${index}].effective_at`, message: `effective_at must be an ISO 8601 time with an offset, got "${change.effectiveAt}"` }] };
    if (ms <= at && (best === null || ms >= best.ms)) best = { ms, rate: change.rate };
  }
  return { ok: true, value: best?.rate ?? null };
}

/** The exemption rule as it stands at `chargedOn` (an instant already checked): false outside its dates. */
export function exemptionInForce(rule: ExemptionRule | null | undefined, chargedOn: string): ExemptionInForce | undefined {
  if (rule == null) return undefined;
  const at = Date.parse(chargedOn);
  const from = rule.effectiveAt === null ? null : instant(rule.effectiveAt);
  const until = rule.expiresAt === null ? null : instant(rule.expiresAt);
  if ((from !== null && at < from) || (until !== null && at >= until)) return false;
  return {
    medicalItemsOnly: rule.medicalItemsOnly, medicalEndorsementRequired: rule.medicalEndorsementRequired,
    ...(rule.countyCardRequired === true ? { countyCardRequired: true } : {}),
  };
}

/** A tax item as the engine takes it for a sale charged at `chargedOn` (checked), with the rate in force then. */
export function withRateAt(item: Omit<TaxItemWithHistory, 'rates'>, rate: string, chargedOn: string): TaxItemInForce {
  const exemption = exemptionInForce(item.exemption, chargedOn);
  return {
    id: item.id, name: item.name, rate, includedInPrice: item.includedInPrice,
    ...(item.baseIncludes === undefined || item.baseIncludes.length === 0 ? {} : { baseIncludes: item.baseIncludes }),
    ...(item.rounding === undefined || item.rounding === 'half_up' ? {} : { rounding: item.rounding }),
    ...(exemption === undefined ? {} : { exemption }),
  };
}

/** The location's tax items as the engine takes them for a sale charged at `chargedOn`; items with no rate yet are left out. */
export function taxItemsInForce(items: readonly TaxItemWithHistory[], chargedOn: string): PricingResult<TaxItemInForce[]> {
  const inForce: TaxItemInForce[] = [];
  for (const item of items) {
    const rate = rateInForce(item.rates, chargedOn);
    if (!rate.ok) return rate;
    if (rate.value !== null) inForce.push(withRateAt(item, rate.value, chargedOn));
  }
  return { ok: true, value: inForce };
}
