import { canAddLine, checkLimits, type AddLineVerdict, type LimitCheck, type LimitCheckInput, type PastPurchase } from '../../../../shared/compliance/limits/engine.ts';
import type { JurisdictionProfile } from '../../../../shared/compliance/limits/profile.ts';
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
}

export function limitCheckInput(input: SaleLimitsInput): LimitCheckInput {
  const { profile, timeZone, now, buyer, buyerAge } = input;
  return {
    profile, timeZone, now, buyerAge,
    buyer: buyer?.kind === 'patient' ? 'medical' : 'adult-use',
    anonymous: buyer === null,
    carryLimit: buyer?.carryLimit ?? null,
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
  const counted = limitLineOf(input.profile, item, quantity, unit);
  if (counted === null) return { ok: true };
  return canAddLine(limitCheckInput(input), counted.line);
}
