import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowTimestamp } from '../../http/time.ts';

/** The fields of a company (location) the API gives. */
const COMPANY_FIELDS = ['id', 'name', 'street', 'city', 'state', 'zip_code'] as const;

/** API tokens of a user (only their hashes are kept) and the companies they can reach. */
export function account(db: Kysely<Database>) {
  return {
    /** Keeps a freshly issued token's hash; the token itself is shown once, to the one who signed in. */
    async keepToken(userId: string, tokenHash: string): Promise<void> {
      const now = nowTimestamp();
      await db.insertInto('api_tokens').values({ token_hash: tokenHash, user_id: userId, created_at: now, last_used_at: now, revoked_at: null }).execute();
    },

    /** Signs a token out: a revoked token is refused from then on (the row stays, for the record). */
    async revokeToken(tokenHash: string): Promise<void> {
      await db.updateTable('api_tokens').set({ revoked_at: nowTimestamp() }).where('token_hash', '=', tokenHash).execute();
    },

    async company(companyId: string) {
      return db.selectFrom('companies').select(COMPANY_FIELDS).where('id', '=', companyId).executeTakeFirst();
    },

    /** The company as v2 gives it: with who may buy there (its medical licence and whether it may make medical sales). */
    async companyV2(companyId: string) {
      const row = await db.selectFrom('companies').select([...COMPANY_FIELDS, 'medical_license_number', 'medical_endorsement']).where('id', '=', companyId).executeTakeFirst();
      if (row === undefined) return undefined;
      const { medical_license_number: licence, medical_endorsement: medicalSales, ...company } = row;
      return { ...company, medical_licence_number: licence, medical_sales: Number(medicalSales) === 1 };
    },

    /** These companies, in the order of `ids` (ids of no company are left out). */
    async companies(ids: readonly string[]) {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('companies').select(COMPANY_FIELDS).where('id', 'in', [...ids]).execute();
      return ids.flatMap((id) => rows.filter((row) => row.id === id));
    },
  };
}
