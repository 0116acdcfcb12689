import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, ValidationErrorBody } from '../../../shared/api/common.ts';
import { Device, DeviceInput } from '../../../shared/api/sales.ts';
import type { RouteOptions } from '../../context.ts';
import { requirePermission } from '../../auth/permissions.ts';
import { presentDevice } from './present.ts';
import { devices } from './repository.ts';

/** Extension: the registers (devices) of a location; v2 only. */
export const deviceRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db }) => {
  const records = devices(db);
  const tags = ['devices'];

  app.get('/devices', {
    config: { auth: 'token-or-basic' },
    schema: {
      tags, summary: 'Extension: the devices (registers) of the location',
      response: { 200: Type.Object({ devices: Type.Array(Device) }) },
    },
  }, async (request) => ({ devices: (await records.list(request.session.companyId)).map(presentDevice) }));

  app.post('/devices', {
    schema: {
      tags,
      summary: 'Extension: register a device (manager only); repeating the call with the same id returns the stored device',
      description: 'Answers 201 with the new device, 200 when the same device was already registered here, 422 when the id was used for a different device or elsewhere, 403 for a budtender.',
      body: DeviceInput,
      response: { 200: Type.Object({ device: Device }), 201: Type.Object({ device: Device }), 403: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'register-device');
    const { device, created } = await records.register(request.session.companyId, request.session.user.id, request.body.device);
    return reply.status(created ? 201 : 200).send({ device: presentDevice(device) });
  });
};
