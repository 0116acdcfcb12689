import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CustomerV1, CustomerV2, NewCustomerV1, NewCustomerV2 } from '../../../shared/api/customers.ts';
import { ValidationErrorBody } from '../../../shared/api/common.ts';
import type { ApiVersion, RouteOptions } from '../../context.ts';
import { FieldErrorCollector } from '../../http/errors.ts';
import { paging, pagingFields } from '../../http/paging.ts';
import { toDateOnly, toTimestampFromDate } from '../../http/time.ts';
import { customers, type CustomerRow } from './repository.ts';
import { birthDateOf, checkContact, textOrNull } from './rules.ts';

export function presentCustomer(version: 1, row: CustomerRow): CustomerV1;
export function presentCustomer(version: 2, row: CustomerRow): CustomerV2;
export function presentCustomer(version: ApiVersion, row: CustomerRow): CustomerV1 | CustomerV2;
export function presentCustomer(version: ApiVersion, row: CustomerRow): CustomerV1 | CustomerV2 {
  const common = {
    id: row.id, company_id: row.company_id, first_name: row.first_name, last_name: row.last_name,
    email: row.email, phone: row.phone,
  };
  if (version === 1) return { ...common, birth_date: toTimestampFromDate(row.birth_date) };
  return {
    ...common, birth_date: toDateOnly(row.birth_date),
    id_number: row.id_number, expiration_date: row.expiration_date, loyalty_points: row.loyalty_points,
    driver_license_number: row.driver_license_number, driver_license_state: row.driver_license_state,
    driver_license_zip_code: row.driver_license_zip_code, driver_license_expiration_date: row.driver_license_expiration_date,
    location_id: row.company_id, account_id: row.account_id, file_attachments: [],
  };
}

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
    const rows = await repository.list(request.session.companyId, { ...paging(request.query), query: request.query.by_query });
    return { customers: rows.map((row) => presentCustomer(version, row)) };
  });

  app.post('/customers', {
    schema: {
      tags, summary: 'Create a customer; repeating a create with the same id returns the stored customer',
      body: Type.Object({ customer: version === 1 ? NewCustomerV1 : NewCustomerV2 }),
      response: { 200: Type.Object({ customer: shape }), 422: ValidationErrorBody },
    },
  }, async (request) => {
    // v1 bodies simply lack location_id (the schema drops it).
    const input: NewCustomerV2 = request.body.customer;
    const { companyId, accountId } = request.session;
    const errors = new FieldErrorCollector();
    // The customer belongs to the location the request is scoped to, and says so.
    if (input.company_id !== companyId) errors.add('company_id', 'must be the location of this request');
    const location = textOrNull(input.location_id);
    if (location !== null && location !== companyId) errors.add('location_id', 'must be the location of this request');
    const contact = checkContact(input, errors);
    const birthText = textOrNull(input.birth_date);
    const birthDate = birthText === null ? null : birthDateOf(birthText);
    if (birthText !== null && birthDate === null) errors.add('birth_date', 'is not a valid date');
    errors.throwIfAny();
    const row = await repository.create(companyId, accountId, {
      id: input.id, first_name: textOrNull(input.first_name), last_name: textOrNull(input.last_name), ...contact, birth_date: birthDate,
    }, randomUUID());
    return { customer: presentCustomer(version, row) };
  });
};
