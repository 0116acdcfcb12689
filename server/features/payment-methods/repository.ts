import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The payment methods of a location, inactive ones included, by payment type then name. */
export const listPaymentMethods = (db: Kysely<Database>, companyId: string) =>
  db.selectFrom('payment_methods').select(['id', 'name', 'payment_type', 'active'])
    .where('company_id', '=', companyId).orderBy('payment_type').orderBy('name').execute();

export type PaymentMethodRow = Awaited<ReturnType<typeof listPaymentMethods>>[number];
