import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CustomerV1, NewCustomerV1 } from '../../../shared/api/customers.ts';
import { ValidationErrorBody } from '../../../shared/api/common.ts';
import { operations } from '../../../shared/api/operations.ts';
import type { RouteOptions } from '../../context.ts';
import { paging } from '../../http/paging.ts';
import { personGroupIdsOf } from '../money-settings/repository.ts';
import { presentCustomer } from './present.ts';
import { customers } from './repository.ts';
import { checkNewCustomer } from './rules.ts';

/** GET and POST /customers (spec §4.2, rules of §2.4). */
export const customerRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db, version }) => {
  const repository = customers(db);
  const tags = ['customers'];
  // Paths, query, body and answers as the register's client describes the calls (shared/api/operations.ts);
  // v1 takes the same query and keeps its own records.
  const { customers: customerList, createCustomer } = operations;

  app.get(customerList.path, {
    schema: {
      tags, summary: 'List customers; by_query matches first name, last name, e-mail or phone (contains)',
      querystring: customerList.query,
      response: { 200: version === 1 ? Type.Object({ customers: Type.Array(CustomerV1) }) : customerList.answer, 422: ValidationErrorBody },
    },
  }, async (request) => {
    const { companyId } = request.session;
    const rows = await repository.list(companyId, { ...paging(request.query), query: request.query.by_query });
    const groups = version === 1 ? new Map<string, string>() : await personGroupIdsOf(db, companyId, 'Customer', rows.map((row) => row.id));
    return { customers: rows.map((row) => presentCustomer(version, row, groups.get(row.id) ?? null)) };
  });

  app.post(createCustomer.path, {
    schema: {
      tags, summary: 'Create a customer; repeating a create with the same id returns the stored customer, the same id with a different customer is 422',
      body: version === 1 ? Type.Object({ customer: NewCustomerV1 }) : createCustomer.body,
      response: { 200: version === 1 ? Type.Object({ customer: CustomerV1 }) : createCustomer.answer, 422: ValidationErrorBody },
    },
  }, async (request) => {
    // v1 bodies simply lack location_id (the schema drops it).
    const { companyId, accountId } = request.session;
    const row = await repository.create(companyId, accountId, checkNewCustomer(request.body.customer, companyId));
    const groups = version === 1 ? new Map<string, string>() : await personGroupIdsOf(db, companyId, 'Customer', [row.id]);
    return { customer: presentCustomer(version, row, groups.get(row.id) ?? null) };
  });
};
