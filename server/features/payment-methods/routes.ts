import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PaymentMethod } from '../../../shared/api/sales.ts';
import type { RouteOptions } from '../../context.ts';
import { presentPaymentMethod } from './present.ts';
import { listPaymentMethods } from './repository.ts';

/** Extension: the payment methods a location takes; v2 only. */
export const paymentMethodRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db }) => {
  app.get('/payment_methods', {
    config: { auth: 'token-or-basic' },
    schema: {
      tags: ['payment methods'], summary: 'Extension: the payment methods of the location (inactive ones included, marked active: false)',
      response: { 200: Type.Object({ payment_methods: Type.Array(PaymentMethod) }) },
    },
  }, async (request) => {
    const rows = await listPaymentMethods(db, request.session.companyId);
    return { payment_methods: rows.map(presentPaymentMethod) };
  });
};
