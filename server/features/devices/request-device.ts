import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isUuid } from '../../../shared/api/sales.ts';
import { DEVICE_HEADER, DEVICE_SECRET_HEADER } from '../../auth/session.ts';
import type { Database } from '../../db/schema.ts';
import { forbidden, invalidField } from '../../http/errors.ts';
import { devices, deviceSecretHash, type DeviceRecord } from './repository.ts';

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

/**
 * The register itself, not just its id: the device id is no secret (anyone with a token of the
 * location can send it), so what a register alone may write (its audit chain) also needs the
 * credential its host received when a manager set it up. 403 without it; a device set up before
 * credentials existed is told to be set up again.
 */
export async function requireDeviceCredential(db: Kysely<Database>, request: FastifyRequest): Promise<DeviceRecord> {
  const device = await requireDevice(db, request);
  const stored = await devices(db).secretHash(device.id);
  if (stored === undefined) {
    throw forbidden('This register was set up before registers had a credential: a manager must set it up again (sign in as a manager at the register and choose Set up register).');
  }
  const header = request.headers[DEVICE_SECRET_HEADER];
  const given = Buffer.from(deviceSecretHash(typeof header === 'string' ? header : ''), 'hex');
  if (!timingSafeEqual(given, Buffer.from(stored, 'hex'))) {
    throw forbidden('Only the register itself may write its audit chain (X-CNPY-DeviceSecret is missing or not this register\'s).');
  }
  return device;
}
