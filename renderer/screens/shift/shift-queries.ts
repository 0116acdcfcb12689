import { useMutation, useQuery } from '@tanstack/react-query';
import { useRegister } from '../../state/register-context.tsx';
import { localKeys } from '../../state/local-queries.ts';
import { closeShift, currentShift, openShift, shiftSummary, type CloseShiftInput } from '../../data/shifts.ts';

export function useCurrentShift() {
  const { db } = useRegister();
  return useQuery({ queryKey: localKeys.shifts('current', db.name), queryFn: () => currentShift(db) });
}

export function useShiftSummary(shiftId: string | null, countedCash: number | undefined) {
  const { db } = useRegister();
  return useQuery({
    queryKey: localKeys.shifts('summary', shiftId, countedCash),
    queryFn: () => shiftSummary(db, shiftId!, countedCash),
    enabled: shiftId !== null,
    placeholderData: (previous) => previous,
  });
}

export function useOpenShift() {
  const { db, session, device } = useRegister();
  return useMutation({
    mutationFn: (openAmount: number) => openShift(db, { deviceId: device.id, employeeId: session.user.id, employeeName: session.user.name, openAmount }),
  });
}

export function useCloseShift() {
  const { db, session } = useRegister();
  return useMutation({
    mutationFn: ({ shiftId, ...input }: CloseShiftInput & { shiftId: string }) => closeShift(db, shiftId, { ...input, closedByName: session.user.name }),
  });
}
