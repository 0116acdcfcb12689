import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CustomerV1, CustomerV2, NewCustomerV1, NewCustomerV2 } from '../../../shared/api/customers.ts';
import { ValidationErrorBody } from '../../../shared/api/common.ts';
import type { RouteOptions } from '../../context.ts';
import { paging, pagingFields } from '../../http/paging.ts';
import { personGroupIdsOf } from '../money-settings/repository.ts';
import { presentCustomer } from './present.ts';
import { customers } from './repository.ts';
import { checkNewCustomer } from './rules.ts';

/** GET and POST /customers (spec §4.2, rules of §2.4). */
export const customerRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db, version }) => {
  const repository = customers(db);
  const shape = version === 1 ? CustomerV1 : CustomerV2;
  const tags = ['customers'];

  app.get('/customers', {
    schema: {
      tags, summary: 'List customers; by_query matches first name, last name, e-mail or phone (contains)',
      querystring: Type.Object({ ...pagingFields, by_query: Type.Optional(Type.String()) }),
      response: { 200: Type.Object({ customers: Type.Array(shape) }), 422: ValidationErrorBody },
    },
  }, async (request) => {
    const { companyId } = request.session;
    const rows = await repository.list(companyId, { ...paging(request.query), query: request.query.by_query });
    const groups = version === 1 ? new Map<string, string>() : await personGroupIdsOf(db, companyId, 'Customer', rows.map((row) => row.id));
    return { customers: rows.map((row) => presentCustomer(version, row, groups.get(row.id) ?? null)) };
  });

  app.post('/customers', {
    schema: {
      tags, summary: 'Create a customer; repeating a create with the same id returns the stored customer, the same id with a different customer is 422',
      body: Type.Object({ customer: version === 1 ? NewCustomerV1 : NewCustomerV2 }),
      response: { 200: Type.Object({ customer: shape }), 422: ValidationErrorBody },
    },
  }, async (request) => {
    // v1 bodies simply lack location_id (the schema drops it).
    const { companyId, accountId } = request.session;
    const row = await repository.create(companyId, accountId, checkNewCustomer(request.body.customer, companyId));
    const groups = version === 1 ? new Map<string, string>() : await personGroupIdsOf(db, companyId, 'Customer', [row.id]);
    return { customer: presentCustomer(version, row, groups.get(row.id) ?? null) };
  });
};
