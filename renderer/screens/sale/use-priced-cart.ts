import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PricedSale, PricingError } from '../../../shared/pricing/index.ts';
import { useRegister } from '../../state/register-context.tsx';
import { localKeys } from '../../state/local-queries.ts';
import { saleDraft, type SaleDraftInput } from '../../data/orders.ts';
import { buyerEntitlement, draftNeedsApproval, EMPTY_PRICING_CONTEXT, loadPricingContext, priceDraft, type PricingContext } from '../../data/pricing.ts';
import { saleLines, type CartState } from '../../state/cart-store.ts';

export interface PricedCart {
  /** null when the engine refused the cart (errors say why) or the cart is empty. */
  sale: PricedSale | null;
  errors: PricingError[];
  needsApproval: boolean;
  context: PricingContext;
}

/**
 * The cart's ring input: the buyer as customer or patient, each line at the price this buyer pays
 * (a patient's or member's price, by the location's person groups), the discounts, the points redeemed.
 */
export function cartSale(cart: Pick<CartState, 'lines' | 'customer' | 'orderDiscount' | 'pointsRedeemed'>, context: Pick<PricingContext, 'personGroups'> & Partial<Pick<PricingContext, 'settings'>>): SaleDraftInput {
  const { customer } = cart;
  const entitled = buyerEntitlement(context, customer === null ? 'none' : customer.kind, customer?.personGroupId ?? null);
  return {
    lines: saleLines(cart.lines, entitled),
    customerId: customer !== null && customer.kind === 'customer' ? customer.id : null,
    personId: customer !== null && customer.kind === 'patient' ? customer.id : null,
    orderDiscount: cart.orderDiscount,
    redemption: cart.pointsRedeemed > 0 ? { points: cart.pointsRedeemed, balance: customer?.loyaltyPoints ?? 0 } : null,
    buyerGroupId: customer?.personGroupId ?? null,
    buyerCardType: customer?.cardType ?? null,
  };
}

/** Prices a cart with the shared engine, offline, from the location's data in the register's database. */
export function priceCart(context: PricingContext, cart: Pick<CartState, 'lines' | 'customer' | 'orderDiscount' | 'pointsRedeemed'>): PricedCart {
  if (cart.lines.length === 0) return { sale: null, errors: [], needsApproval: false, context };
  const draft = saleDraft(cartSale(cart, context));
  const priced = priceDraft(context, draft);
  return {
    sale: priced.ok ? priced.value : null,
    errors: priced.ok ? [] : priced.errors,
    needsApproval: draftNeedsApproval(context, draft),
    context,
  };
}

export function usePricingContext(): PricingContext {
  const { db } = useRegister();
  const query = useQuery({ queryKey: localKeys.catalog('pricing'), queryFn: () => loadPricingContext(db) });
  return query.data ?? EMPTY_PRICING_CONTEXT;
}

/** The cart priced: recomputed at once when a line, the buyer or a discount changes. */
export function usePricedCart(cart: Pick<CartState, 'lines' | 'customer' | 'orderDiscount' | 'pointsRedeemed'>): PricedCart {
  const context = usePricingContext();
  const { lines, customer, orderDiscount, pointsRedeemed } = cart;
  return useMemo(() => priceCart(context, { lines, customer, orderDiscount, pointsRedeemed }), [context, lines, customer, orderDiscount, pointsRedeemed]);
}
