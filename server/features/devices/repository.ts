import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DeviceInput } from '../../../shared/api/sales.ts';
import type { Database, DeviceTable } from '../../db/schema.ts';
import { nowTimestamp } from '../../http/time.ts';
import { assertSameRequest, createOnce } from '../idempotency/create-once.ts';
import { requestHash } from '../idempotency/request-hash.ts';

export type DeviceRecord = Selectable<DeviceTable>;

export function devices(db: Kysely<Database>) {
  return {
    list(companyId: string): Promise<DeviceRecord[]> {
      return db.selectFrom('devices').selectAll().where('company_id', '=', companyId).orderBy('name').orderBy('id').execute();
    },

    find(companyId: string, id: string): Promise<DeviceRecord | undefined> {
      return db.selectFrom('devices').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
    },

    /**
     * Registers a device. Idempotent on the client's id: repeating the call returns the stored
     * device (`created` false); the same id with a different name is 422.
     */
    async register(companyId: string, userId: string, input: DeviceInput['device']): Promise<{ device: DeviceRecord; created: boolean }> {
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
      return { device: record, created };
    },
  };
}
