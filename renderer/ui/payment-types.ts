import { PaymentType } from '../../shared/api/sales.ts';

/** What a budtender calls each payment type. */
const paymentTypeNames: Record<number, string> = {
  [PaymentType.cash]: 'Cash', [PaymentType.debit]: 'Debit', [PaymentType.cashlessAtm]: 'Cashless ATM',
  [PaymentType.giftCard]: 'Gift card', [PaymentType.credit]: 'Credit',
} satisfies Record<(typeof PaymentType)[keyof typeof PaymentType], string>;

export const paymentTypeName = (type: number): string => paymentTypeNames[type] ?? `Payment type ${type}`;
