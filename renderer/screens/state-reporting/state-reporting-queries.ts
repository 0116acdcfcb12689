import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useBridge, useRegister } from '../../state/register-context.tsx';
import { localKeys } from '../../state/local-queries.ts';
import { unsentOrders } from '../../data/index.ts';
import { readStateReporting } from './state-reporting-read.ts';

/** Read from the Store API (the last answer kept for offline): no local change moves it, so it is read again on a clock. */
export const stateReportingKeys = {
  all: ['state-reporting'] as const,
  answer: () => [...stateReportingKeys.all, 'answer'] as const,
};

/** While the panel is open: a sale goes out within seconds, so "waiting" turns "reported" before a manager's eyes. */
const OPEN_EVERY_MS = 10_000;
/** Elsewhere (the nav badge): often enough for a deadline warning to show in time. */
const BADGE_EVERY_MS = 60_000;

/**
 * Where the location's state reporting stands, for managers only (a budtender's register never asks).
 * One read serves the nav badge and the panel; with `onOpen` it runs each time the panel opens and
 * more often while it is open.
 */
export function useStateReporting({ onOpen = false }: { onOpen?: boolean } = {}) {
  const { db, session } = useRegister();
  const bridge = useBridge();
  return useQuery({
    queryKey: stateReportingKeys.answer(),
    queryFn: () => readStateReporting(bridge, db),
    enabled: session.user.role === 'manager',
    refetchOnMount: onOpen ? 'always' : true,
    refetchInterval: onOpen ? OPEN_EVERY_MS : BADGE_EVERY_MS,
  });
}

/**
 * This register's orders the Store API does not have yet (sales, refunds, voids): the state cannot
 * hear of them before it does. Their count and the oldest one's time.
 */
export function useUnsentSales() {
  const { db } = useRegister();
  return useQuery({
    // Under the orders topic: a sale rung or acknowledged here refreshes it.
    queryKey: localKeys.orders('unsent-to-state'),
    queryFn: () => unsentOrders(db),
  });
}

/**
 * The time now: read at each render (a screen change shows the standing as of now), and a render at
 * least each minute, since a deadline comes closer while nothing is read.
 */
export function useMinuteClock(): Date {
  const [, setTicks] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTicks((ticks) => ticks + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
  return new Date();
}
