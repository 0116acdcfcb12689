import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { AddLineVerdict, LimitCheck } from '../../../../shared/compliance/limits/engine.ts';
import { useBridge, useRegister } from '../../../state/register-context.tsx';
import { localKeys } from '../../../state/local-queries.ts';
import { recordDecisions } from '../../../data/audit-log.ts';
import type { LocalCustomer } from '../../../data/index.ts';
import { useCart } from '../../../state/cart-store.ts';
import { historySince, pullBuyerPurchases, readItemFacts, readLimitHistory, type LimitHistory } from './buyer-history.ts';
import type { LimitFacts } from './limit-lines.ts';
import type { LocationRules } from './location-rules.ts';
import { statewideNotice } from '../../../../shared/compliance/statewide.ts';
import { checkAddition, medicalOnlyProblem, saleKindOfSale, saleLimits, statewideProblem, type SaleLimitsInput } from './sale-limits.ts';
import type { StatewideAtCounter } from './statewide-at-counter.ts';
import { useStatewideAllotment } from './use-statewide-allotment.ts';

export interface PurchaseLimits {
  /** Null while loading, or where no profile covers the location. */
  check: LimitCheck | null;
  /** A medical-only product in the cart this buyer may not have, with why; null when none. */
  goodsProblem: string | null;
  /** Why a patient buys as an adult-use customer at this location; null when they do not. */
  saleKindNote: string | null;
  /** Where the state keeps the patient's limit statewide: Metrc's figure as the Store API answered it, or why not (null otherwise). */
  statewide: StatewideAtCounter | null;
  /** Where Metrc's figure could not be had: that the sale is held to our own count, citing the rule (null otherwise). */
  statewideNote: string | null;
  /** Metrc refuses the patient's card, or the cart goes over what Metrc allows today: why payment waits (null otherwise). */
  statewideProblem: string | null;
  /** Asks before an item goes in the cart; a refusal is recorded in the audit log. */
  canAdd(item: LimitFacts, quantity: number, unit: number): AddLineVerdict;
  /** Asks before a cart line's quantity goes up (going down is always allowed). */
  canSetQuantity(itemId: string, from: number, to: number, unit: number): AddLineVerdict;
}

/**
 * The purchase limits of the sale in progress. The buyer's history is what this register knows:
 * its own sales to them (sent or not) and their orders pulled from the Store API, pulled again
 * whenever a buyer is attached while online and kept for offline use.
 */
export function usePurchaseLimits(rules: LocationRules | undefined, buyerAge: number | null): PurchaseLimits {
  const { db, session, device } = useRegister();
  const bridge = useBridge();
  const queryClient = useQueryClient();
  const { lines, customer } = useCart();
  const profile = rules?.profile ?? null;
  // Facts of the items put in the cart through `canAdd`: the next check counts them at once.
  const facts = useRef(new Map<string, LimitFacts>());

  // The buyer's history is read once per buyer (and again when orders change); a line added reads only the cart's items.
  const history = useQuery({
    queryKey: localKeys.orders('limit-history', customer?.id ?? null, profile?.id ?? null),
    enabled: profile !== null,
    queryFn: (): Promise<LimitHistory> | LimitHistory => (profile === null
      ? { purchases: [], items: new Map<string, LimitFacts>() }
      : readLimitHistory(db, profile, customer?.id ?? null, new Date())),
  });
  const cartIds = lines.map((line) => line.item.id);
  const cartFacts = useQuery({
    queryKey: localKeys.catalog('limit-facts', cartIds),
    enabled: profile !== null,
    queryFn: () => readItemFacts(db, cartIds),
  });

  // A buyer attached while online: fetch what other registers sold them, then count it.
  const buyerId = customer?.id ?? null;
  const buyerKind = customer?.kind ?? null;
  useEffect(() => {
    if (buyerId === null || buyerKind === null || profile === null) return;
    let live = true;
    void pullBuyerPurchases(bridge, db, { id: buyerId, kind: buyerKind }, historySince(profile, new Date())).then((pulled) => {
      if (pulled && live) void queryClient.invalidateQueries({ queryKey: localKeys.orders('limit-history', buyerId) });
    }, () => undefined);
    return () => { live = false; };
  }, [bridge, db, buyerId, buyerKind, profile, queryClient]);

  const saleKind = profile === null || rules === undefined ? null : saleKindOfSale({ profile, buyer: customer, medicalSales: rules.medicalSales });
  const statewide = useStatewideAllotment(profile, saleKind?.kind ?? null, customer);
  const statewideOunces = statewide?.kind === 'active' ? statewide.ounces : null;

  const input = useCallback((): SaleLimitsInput | null => {
    // An anonymous sale counts no history, so it need not wait for it.
    if (profile === null || rules === undefined || (history.data === undefined && customer !== null)) return null;
    const known = (id: string) => cartFacts.data?.get(id) ?? history.data?.items.get(id);
    return {
      profile, timeZone: rules.timeZone, now: new Date().toISOString(), buyer: customer, buyerAge, medicalSales: rules.medicalSales,
      history: history.data?.purchases ?? [], statewideOunces,
      cart: lines.flatMap((line) => {
        const item = facts.current.get(line.item.id) ?? known(line.item.id);
        return item === undefined ? [] : [{ item, quantity: line.quantity, unit: line.item.unit }];
      }),
    };
  }, [profile, rules, history.data, cartFacts.data, customer, buyerAge, lines, statewideOunces]);

  const check = useMemo(() => {
    const current = input();
    return current === null ? null : saleLimits(current);
  }, [input]);
  const goodsProblem = useMemo(() => {
    const current = input();
    return current === null ? null : medicalOnlyProblem(current);
  }, [input]);
  const saleKindNote = saleKind?.note ?? null;
  // Metrc is asked by the Store API only; without its answer the register holds a patient to its own count.
  const statewideNote = profile === null || saleKind === null || statewide?.kind !== 'not-checked' ? null : statewideNotice(profile, saleKind.kind);
  const overStatewide = useMemo(() => {
    const current = input();
    return current === null || check === null ? null : statewideProblem(current, check);
  }, [input, check]);
  const refusedCard = statewide?.kind === 'refused' ? `${statewide.message} Do not sell to this card${statewide.source === null ? '' : ` (${statewide.source})`}.` : null;

  const canAdd = useCallback((item: LimitFacts, quantity: number, unit: number): AddLineVerdict => {
    const current = input();
    // No profile covers the location: nothing to check against (the panel says so).
    if (profile === null) return { ok: true };
    if (current === null) return { ok: false, message: 'The purchase limits are still loading; try again in a moment.' };
    const verdict = checkAddition(current, item, quantity, unit);
    if (verdict.ok) facts.current.set(item.id, item);
    else void recordDecisions(db, device.id, [refusal(customer, item, quantity, verdict.message, session.user.id, profile.id)]);
    return verdict;
  }, [input, profile, db, device.id, customer, session.user.id]);

  const canSetQuantity = useCallback((itemId: string, from: number, to: number, unit: number): AddLineVerdict => {
    const item = facts.current.get(itemId) ?? cartFacts.data?.get(itemId) ?? history.data?.items.get(itemId);
    if (to <= from || item === undefined) return { ok: true };
    return canAdd(item, Math.round((to - from) * 1000) / 1000, unit);
  }, [canAdd, cartFacts.data, history.data]);

  return { check, goodsProblem, saleKindNote, statewide, statewideNote, statewideProblem: refusedCard ?? overStatewide, canAdd, canSetQuantity };
}

function refusal(buyer: LocalCustomer | null, item: LimitFacts, quantity: number, message: string, actorId: string, profileId: string) {
  return {
    kind: 'limit-check' as const, subject: buyer?.id ?? null, actor_id: actorId,
    details: { ok: false, at: 'add-line', profile: profileId, item_id: item.id, item_name: item.name, quantity, message },
  };
}
