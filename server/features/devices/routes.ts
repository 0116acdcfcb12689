import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ValidationErrorBody } from '../../../shared/api/common.ts';
import { operations } from '../../../shared/api/operations.ts';
import type { RouteOptions } from '../../context.ts';
import { requirePermission } from '../../auth/permissions.ts';
import { presentDevice } from './present.ts';
import { devices } from './repository.ts';

/** Extension: the registers (devices) of a location; v2 only. */
export const deviceRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db }) => {
  const records = devices(db);
  const tags = ['devices'];
  // Paths, body and answers as the register's client describes the calls (shared/api/operations.ts): one description, both sides.
  const { createDevice } = operations;

  app.get(operations.devices.path, {
    config: { auth: 'token-or-basic' },
    schema: {
      tags, summary: 'Extension: the devices (registers) of the location',
      response: { 200: operations.devices.answer },
    },
  }, async (request) => ({ devices: (await records.list(request.session.companyId)).map(presentDevice) }));

  app.post(createDevice.path, {
    schema: {
      tags,
      summary: 'Extension: register a device (manager only); repeating the call with the same id returns the stored device',
      description: 'Answers 201 with the new device, 200 when the same device was already registered here, 422 when the id was used for a different device or elsewhere, 403 for a budtender. '
        + 'device_secret is the register\'s credential, answered once and stored only hashed: a new one on every call (the one before stops working). '
        + 'The register sends it as X-CNPY-DeviceSecret with its audit entries (POST /audit_entries).',
      body: createDevice.body,
      response: { 200: createDevice.answer, 201: createDevice.answer, 403: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'register-device');
    const { device, created, secret } = await records.register(request.session.companyId, request.session.user.id, request.body.device);
    return reply.status(created ? 201 : 200).send({ device: presentDevice(device), device_secret: secret });
  });
};
