import { useMutation, useQuery } from '@tanstack/react-query';
import { useRegister } from '../../state/register-context.tsx';
import { localKeys } from '../../state/local-queries.ts';
import { recentSales, refundOrder, undoingOrders, voidOrder, type RefundInput, type VoidInput } from '../../data/index.ts';

export function useRecentSales() {
  const { db } = useRegister();
  return useQuery({ queryKey: localKeys.orders('recent'), queryFn: () => recentSales(db, 50) });
}

export function useUndoing(orderId: string | null) {
  const { db } = useRegister();
  return useQuery({ queryKey: localKeys.orders('undoing', orderId), queryFn: () => undoingOrders(db, orderId!), enabled: orderId !== null });
}

export function useRefund() {
  const { db } = useRegister();
  return useMutation({ mutationFn: ({ orderId, ...input }: RefundInput & { orderId: string }) => refundOrder(db, orderId, input) });
}

export function useVoid() {
  const { db } = useRegister();
  return useMutation({ mutationFn: ({ orderId, ...input }: VoidInput & { orderId: string }) => voidOrder(db, orderId, input) });
}
