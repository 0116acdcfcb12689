import { canAddLine, checkLimits, type AddLineVerdict, type LimitCheck, type LimitCheckInput, type PastPurchase } from '../../../../shared/compliance/limits/engine.ts';
import type { JurisdictionProfile } from '../../../../shared/compliance/limits/profile.ts';
import { statewideLimitRefusal } from '../../../../shared/compliance/statewide.ts';
import { medicalOnlyRefusal, saleKindAt, type SaleKind } from '../../../../shared/compliance/who-may-buy.ts';
import type { LocalCustomer } from '../../../data/index.ts';
import { limitLineOf, type LimitFacts } from './limit-lines.ts';

/** What the limits of the sale in progress are computed from. */
export interface SaleLimitsInput {
  profile: JurisdictionProfile;
  timeZone: string;
  now: string;
  buyer: LocalCustomer | null;
  /** From the buyer check; rules for an age band apply while it is unknown. */
  buyerAge: number | null;
  cart: ReadonlyArray<{ item: LimitFacts; quantity: number; unit: number }>;
  /** The buyer's purchases the register knows (ignored for an anonymous sale). */
  history: readonly PastPurchase[];
  /** The location may make medical sales (absent: not known to, so a patient is held to adult use where the state ties medical sales to a status). */
  medicalSales?: boolean;
  /**
   * What Metrc says the patient may still buy today, in ounces, where the state keeps the limit
   * statewide and the Store API could ask (absent or null: not known, the sale is held to our own count).
   */
  statewideOunces?: number | null;
}

/** Whether this sale's buyer buys as a patient here (shared/compliance/who-may-buy.ts, as the Store API decides it). */
export const saleKindOfSale = (input: Pick<SaleLimitsInput, 'profile' | 'buyer' | 'medicalSales'>): SaleKind =>
  saleKindAt({ profile: input.profile, patient: input.buyer?.kind === 'patient', medicalSales: input.medicalSales === true });

export function limitCheckInput(input: SaleLimitsInput): LimitCheckInput {
  const { profile, timeZone, now, buyer, buyerAge } = input;
  const kind = saleKindOfSale(input).kind;
  return {
    profile, timeZone, now, buyerAge,
    buyer: kind,
    anonymous: buyer === null,
    carryLimit: kind === 'medical' ? buyer?.carryLimit ?? null : null,
    history: buyer === null ? [] : input.history,
    cart: input.cart.flatMap(({ item, quantity, unit }) => {
      const counted = limitLineOf(profile, item, quantity, unit);
      return counted === null ? [] : [counted.line];
    }),
  };
}

/** Every limit of the sale: what was bought before in its window, what the cart adds, what remains. */
export const saleLimits = (input: SaleLimitsInput): LimitCheck => checkLimits(limitCheckInput(input));

/** Whether `quantity` more of `item` may go in the cart: refused saying which limit and by how much. */
export function checkAddition(input: SaleLimitsInput, item: LimitFacts, quantity: number, unit: number): AddLineVerdict {
  const refusal = medicalOnlyRefusal(input.profile, saleKindOfSale(input), { name: item.name, medicalOnly: item.medicalOnly === true });
  if (refusal !== null) return { ok: false, message: refusal };
  const counted = limitLineOf(input.profile, item, quantity, unit);
  if (counted === null) return { ok: true };
  const verdict = canAddLine(limitCheckInput(input), counted.line);
  if (!verdict.ok) return verdict;
  const overStatewide = statewideProblem(input, saleLimits({ ...input, cart: [...input.cart, { item, quantity, unit }] }));
  return overStatewide === null ? verdict : { ok: false, message: overStatewide };
}

/**
 * Why the sale goes over what Metrc allows the patient today, or null: held to the smaller of
 * Metrc's figure and our own count, as the Store API holds a live sale (shared/compliance/statewide.ts).
 */
export function statewideProblem(input: SaleLimitsInput, check: LimitCheck): string | null {
  const rule = input.profile.statewidePatientLimit;
  if (rule === undefined || input.statewideOunces === undefined || input.statewideOunces === null || saleKindOfSale(input).kind !== 'medical') return null;
  const refusal = statewideLimitRefusal(input.profile, check, input.statewideOunces);
  return refusal === null ? null : `${refusal} (${rule.source})`;
}

/**
 * The first medical-only product in the cart this buyer may not have (a buyer attached, or changed,
 * after it went in): payment waits until it is taken off or a patient is attached.
 */
export function medicalOnlyProblem(input: SaleLimitsInput): string | null {
  const sale = saleKindOfSale(input);
  for (const { item } of input.cart) {
    const refusal = medicalOnlyRefusal(input.profile, sale, { name: item.name, medicalOnly: item.medicalOnly === true });
    if (refusal !== null) return refusal;
  }
  return null;
}
