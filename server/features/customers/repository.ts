import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, CustomerTable } from '../../db/schema.ts';
import { containsText, likeContains } from '../../db/text-search.ts';
import { invalidField } from '../../http/errors.ts';
import { nowTimestamp } from '../../http/time.ts';

export type CustomerRow = Selectable<CustomerTable>;

/** A customer that passed the §2.4 rules: phone formatted, birth date as YYYY-MM-DD. */
export interface CheckedCustomer {
  id?: string; first_name: string | null; last_name: string | null;
  email: string | null; phone: string | null; birth_date: string | null;
}

// Phones are stored formatted ("(503) 555-0123"); typed digits ("5035550123") must find them too.
const phoneDigits = sql<string>`replace(replace(replace(replace(replace(replace(phone, '(', ''), ')', ''), ' ', ''), '-', ''), '+', ''), '.', '')`;

export function customers(db: Kysely<Database>) {
  return {
    async list(companyId: string, q: { limit: number; offset: number; query?: string }): Promise<CustomerRow[]> {
      let query = db.selectFrom('customers').selectAll().where('company_id', '=', companyId);
      const text = q.query?.trim();
      if (text !== undefined && text !== '') {
        const digits = text.replace(/\D/g, '');
        query = query.where((eb) => eb.or([
          containsText(eb.ref('first_name'), text), containsText(eb.ref('last_name'), text),
          containsText(eb.ref('email'), text), containsText(eb.ref('phone'), text),
          // Only a query that is a phone number (digits and punctuation) is matched on digits.
          ...(digits.length >= 3 && /^[\d\s()+.-]+$/.test(text) ? [sql<boolean>`${phoneDigits} like ${likeContains(digits)} escape '\\'`] : []),
        ]));
      }
      return query.orderBy('last_name').orderBy('first_name').orderBy('id').limit(q.limit).offset(q.offset).execute();
    },

    /** Creates the customer, or returns the stored one when an offline register repeats a create with the same id. */
    async create(companyId: string, accountId: string, input: CheckedCustomer, newId: string): Promise<CustomerRow> {
      const id = input.id ?? newId;
      return db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
        if (existing !== undefined && existing.company_id === companyId) return existing;
        // An id taken in another company is refused without saying whose it is.
        if (existing !== undefined) throw invalidField('id', 'has already been taken');
        const now = nowTimestamp();
        const row: CustomerRow = {
          id, company_id: companyId, account_id: accountId,
          first_name: input.first_name, last_name: input.last_name, email: input.email, phone: input.phone, birth_date: input.birth_date,
          id_number: null, expiration_date: null, loyalty_points: null,
          driver_license_number: null, driver_license_state: null, driver_license_zip_code: null, driver_license_expiration_date: null,
          created_at: now, updated_at: now,
        };
        await trx.insertInto('customers').values(row).execute();
        return row;
      });
    },
  };
}
