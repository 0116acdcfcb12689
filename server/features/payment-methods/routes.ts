import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { operations } from '../../../shared/api/operations.ts';
import type { RouteOptions } from '../../context.ts';
import { presentPaymentMethod } from './present.ts';
import { listPaymentMethods } from './repository.ts';

/** Extension: the payment methods a location takes; v2 only. */
export const paymentMethodRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db }) => {
  // Path and answer as the register's client describes the call (shared/api/operations.ts): one description, both sides.
  app.get(operations.paymentMethods.path, {
    config: { auth: 'token-or-basic' },
    schema: {
      tags: ['payment methods'], summary: 'Extension: the payment methods of the location (inactive ones included, marked active: false)',
      response: { 200: operations.paymentMethods.answer },
    },
  }, async (request) => {
    const rows = await listPaymentMethods(db, request.session.companyId);
    return { payment_methods: rows.map(presentPaymentMethod) };
  });
};
