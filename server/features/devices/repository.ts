import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { isUuid, type Device } from '../../../shared/api/sales.ts';
import { DEVICE_HEADER } from '../../auth/session.ts';
import type { Database, DeviceTable } from '../../db/schema.ts';
import { invalidField } from '../../http/errors.ts';
import { nowTimestamp } from '../../http/time.ts';

export type DeviceRecord = Selectable<DeviceTable>;

export const presentDevice = (device: DeviceRecord): Device =>
  ({ id: device.id, name: device.name, location_id: device.company_id, created_at: device.created_at });

/**
 * The register a sale or shift comes from (X-CNPY-DeviceId): it must be a device of the scoped
 * company. Missing, unknown and another company's devices are all 422 on `device_id`, without
 * saying which, so device ids of other companies cannot be probed.
 */
export async function requireDevice(db: Kysely<Database>, request: FastifyRequest): Promise<DeviceRecord> {
  const header = request.headers[DEVICE_HEADER];
  const deviceId = typeof header === 'string' ? header.trim() : '';
  if (deviceId === '') throw invalidField('device_id', "can't be blank (send the X-CNPY-DeviceId header)");
  if (!isUuid(deviceId)) throw invalidField('device_id', 'is not a device of this location');
  const device = await db.selectFrom('devices').selectAll()
    .where('id', '=', deviceId).where('company_id', '=', request.session.companyId).executeTakeFirst();
  if (device === undefined) throw invalidField('device_id', 'is not a device of this location');
  return device;
}

export function devices(db: Kysely<Database>) {
  return {
    list(companyId: string): Promise<DeviceRecord[]> {
      return db.selectFrom('devices').selectAll().where('company_id', '=', companyId).orderBy('name').orderBy('id').execute();
    },

    /** Registers a device, or returns the stored one when the client repeats the call with the same id. */
    async register(companyId: string, userId: string, input: { id?: string; name: string }): Promise<{ device: DeviceRecord; created: boolean }> {
      const id = input.id ?? randomUUID();
      return db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirst();
        if (existing !== undefined && existing.company_id === companyId) return { device: existing, created: false };
        // An id taken in another company is refused without saying whose it is.
        if (existing !== undefined) throw invalidField('id', 'has already been taken');
        const device: DeviceRecord = { id, company_id: companyId, name: input.name.trim(), created_at: nowTimestamp(), created_by: userId };
        await trx.insertInto('devices').values(device).execute();
        return { device, created: true };
      });
    },
  };
}
