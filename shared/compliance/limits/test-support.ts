import type { LimitCheckInput, LimitLine, PastPurchase } from './engine.ts';
import type { BuyerKind, JurisdictionProfile } from './profile.ts';

/** Lines and inputs for the limit tests, in the register's terms. Amounts are thousandths. */
export const flower = (grams: number): LimitLine => ({ traceabilityType: 1, amount: { netGramsMilli: grams * 1000 } });
export const flowerMilli = (milliGrams: number): LimitLine => ({ traceabilityType: 1, amount: { netGramsMilli: milliGrams } });
export const concentrateMilli = (milliGrams: number): LimitLine => ({ traceabilityType: 4, amount: { netGramsMilli: milliGrams } });
export const edibleMilli = (thcMicrograms: number, netMilli = 50_000): LimitLine => ({
  traceabilityType: 2, amount: { thcMgMilli: thcMicrograms, netGramsMilli: netMilli },
});
export const liquidMilli = (milliFluidOunces: number): LimitLine => ({
  traceabilityType: 3, amount: { fluidOuncesMilli: milliFluidOunces, thcMgMilli: 10_000, netGramsMilli: 100_000 },
});
export const sale = (chargedOn: string, ...lines: LimitLine[]): PastPurchase => ({ chargedOn, orderType: 'sale', lines });

export function input(profile: JurisdictionProfile, buyer: BuyerKind, extra: Partial<LimitCheckInput> = {}): LimitCheckInput {
  return {
    profile, buyer, history: [], cart: [], now: '2026-11-24T20:00:00Z', timeZone: 'America/Los_Angeles', ...extra,
  };
}
