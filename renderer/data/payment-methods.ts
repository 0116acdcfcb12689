import type { LocalPaymentMethod, RegisterDatabase } from '../db/schema.ts';

/** The location's payment methods (pulled from GET /payment_methods), cash first. */
export async function listPaymentMethods(db: RegisterDatabase): Promise<LocalPaymentMethod[]> {
  const methods = await db.paymentMethods.toArray();
  return methods.sort((a, b) => a.paymentType - b.paymentType || a.name.localeCompare(b.name));
}
