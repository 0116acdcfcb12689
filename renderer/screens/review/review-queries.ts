import { useQuery } from '@tanstack/react-query';
import { useBridge, useRegister } from '../../state/register-context.tsx';
import { localKeys } from '../../state/local-queries.ts';
import { readReviewList } from './review-list.ts';

/**
 * The sales the Store API flagged for review, for managers only (a budtender's register never asks).
 * One read serves the nav badge and the screen; it runs again when the pull sees a sale flagged
 * (the `review` change) and, with `onOpen`, each time the screen opens.
 */
export function useReviewList({ onOpen = false }: { onOpen?: boolean } = {}) {
  const { db, session } = useRegister();
  const bridge = useBridge();
  return useQuery({
    queryKey: localKeys.review('flagged-sales'),
    queryFn: () => readReviewList(bridge, db),
    enabled: session.user.role === 'manager',
    refetchOnMount: onOpen ? 'always' : true,
  });
}
