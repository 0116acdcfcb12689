import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DeviceInput } from '../../../shared/api/sales.ts';
import type { Database, DeviceTable } from '../../db/schema.ts';
import { nowTimestamp } from '../../http/time.ts';
import { assertSameRequest, createOnce } from '../idempotency/create-once.ts';
import { requestHash } from '../idempotency/request-hash.ts';

export type DeviceRecord = Selectable<DeviceTable>;

/** The stored form of a register's credential: 256 random bits need no slow hash. */
export const deviceSecretHash = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

export function devices(db: Kysely<Database>) {
  return {
    list(companyId: string): Promise<DeviceRecord[]> {
      return db.selectFrom('devices').selectAll().where('company_id', '=', companyId).orderBy('name').orderBy('id').execute();
    },

    /** The hash of the register's credential, or undefined for a device set up before credentials existed. */
    async secretHash(id: string): Promise<string | undefined> {
      const row = await db.selectFrom('device_secrets').select('secret_hash').where('device_id', '=', id).executeTakeFirst();
      return row?.secret_hash;
    },

    find(companyId: string, id: string): Promise<DeviceRecord | undefined> {
      return db.selectFrom('devices').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
    },

    /**
     * Registers a device. Idempotent on the client's id: repeating the call returns the stored
     * device (`created` false); the same id with a different name is 422.
     */
    async register(companyId: string, userId: string, input: DeviceInput['device']): Promise<{ device: DeviceRecord; created: boolean; secret: string }> {
      const id = input.id ?? randomUUID();
      const name = input.name.trim();
      const key = { field: 'id', companyId, hash: requestHash({ name }), differs: 'has already been used for a different device' };
      const { record, created } = await createOnce({
        replay: async () => {
          const stored = await db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirst();
          if (stored !== undefined) assertSameRequest(stored, key);
          return stored;
        },
        create: async () => {
          const device: DeviceRecord = { id, company_id: companyId, name, created_at: nowTimestamp(), created_by: userId, request_hash: key.hash };
          await db.insertInto('devices').values(device).execute();
          return device;
        },
      });
      // Every set-up issues a new credential (the one before stops working): only the host a manager
      // just set up holds it, so a register set up again, or whose credential leaked, starts afresh.
      const secret = randomBytes(32).toString('base64url');
      const issued = { secret_hash: deviceSecretHash(secret), issued_at: nowTimestamp() };
      await db.insertInto('device_secrets').values({ device_id: record.id, ...issued })
        .onConflict((conflict) => conflict.column('device_id').doUpdateSet(issued)).execute();
      return { device: record, created, secret };
    },
  };
}
