/** Payment type enumeration of the spec (§2.1). */
const paymentTypeNames = ['Cash', 'Debit', 'Cashless ATM', 'Gift card', 'Credit'] as const;

export const paymentTypeName = (type: number): string => paymentTypeNames[type] ?? `Payment type ${type}`;
