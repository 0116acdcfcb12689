import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PaymentMethod } from '../../../shared/api/sales.ts';
import type { RouteOptions } from '../../context.ts';

/** Extension: the payment methods a location takes; v2 only. */
export const paymentMethodRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db }) => {
  app.get('/payment_methods', {
    config: { auth: 'token-or-basic' },
    schema: {
      tags: ['payment methods'], summary: 'Extension: the payment methods of the location (inactive ones included, marked active: false)',
      response: { 200: Type.Object({ payment_methods: Type.Array(PaymentMethod) }) },
    },
  }, async (request) => {
    const rows = await db.selectFrom('payment_methods').select(['id', 'name', 'payment_type', 'active'])
      .where('company_id', '=', request.session.companyId).orderBy('payment_type').orderBy('name').execute();
    return { payment_methods: rows.map((row) => ({ ...row, active: row.active === 1 })) };
  });
};
