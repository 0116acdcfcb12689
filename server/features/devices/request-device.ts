import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isUuid } from '../../../shared/api/sales.ts';
import { DEVICE_HEADER } from '../../auth/session.ts';
import type { Database } from '../../db/schema.ts';
import { invalidField } from '../../http/errors.ts';
import { devices, type DeviceRecord } from './repository.ts';

/**
 * The register a sale or shift comes from (X-CNPY-DeviceId): it must be a device of the scoped
 * company. Missing, unknown and another company's devices are all 422 on `device_id`, without
 * saying which, so device ids of other companies cannot be probed.
 */
export async function requireDevice(db: Kysely<Database>, request: FastifyRequest): Promise<DeviceRecord> {
  const header = request.headers[DEVICE_HEADER];
  const deviceId = typeof header === 'string' ? header.trim() : '';
  if (deviceId === '') throw invalidField('device_id', "can't be blank (send the X-CNPY-DeviceId header)");
  const device = isUuid(deviceId) ? await devices(db).find(request.session.companyId, deviceId) : undefined;
  if (device === undefined) throw invalidField('device_id', 'is not a device of this location');
  return device;
}
