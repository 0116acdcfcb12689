import type { PaymentMethod } from '../../../shared/api/sales.ts';
import type { PaymentMethodRow } from './repository.ts';

export const presentPaymentMethod = (row: PaymentMethodRow): PaymentMethod => ({ ...row, active: row.active === 1 });
