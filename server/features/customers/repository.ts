import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, CustomerTable } from '../../db/schema.ts';
import { containsText, likeContains } from '../../db/text-search.ts';
import { nowTimestamp } from '../../http/time.ts';
import { assertSameRequest, createOnce } from '../idempotency/create-once.ts';
import { requestHash } from '../idempotency/request-hash.ts';
import type { CheckedCustomer } from './rules.ts';

export type CustomerRow = Selectable<CustomerTable>;

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

    /**
     * Creates the customer. Idempotent on the client's id: repeating the create returns the stored
     * customer; the same id with a different customer is 422.
     */
    async create(companyId: string, accountId: string, input: CheckedCustomer): Promise<CustomerRow> {
      const { id = randomUUID(), ...fields } = input;
      const key = { field: 'id', companyId, hash: requestHash(fields), differs: 'has already been used for a different customer' };
      const { record } = await createOnce({
        replay: async () => {
          const stored = await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
          if (stored !== undefined) assertSameRequest(stored, key);
          return stored;
        },
        create: async () => {
          const now = nowTimestamp();
          const row: CustomerRow = {
            id, company_id: companyId, account_id: accountId, ...fields,
            id_number: null, expiration_date: null, loyalty_points: null,
            driver_license_number: null, driver_license_state: null, driver_license_zip_code: null, driver_license_expiration_date: null,
            request_hash: key.hash, created_at: now, updated_at: now,
          };
          await db.insertInto('customers').values(row).execute();
          return row;
        },
      });
      return record;
    },
  };
}
