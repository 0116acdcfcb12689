import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, ValidationErrorBody } from '../../../shared/api/common.ts';
import { TaxItem, TaxItemCreate, TaxItemUpdate } from '../../../shared/api/money.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { RouteOptions } from '../../context.ts';
import { FieldErrorCollector, invalidField, notFound } from '../../http/errors.ts';
import { presentTaxItem } from './present.ts';
import { parseRate } from './rate.ts';
import { taxItems } from './repository.ts';

const IdParams = Type.Object({ id: Type.String() });

function checkName(errors: FieldErrorCollector, name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const trimmed = name.trim();
  if (trimmed === '') errors.add('name', "can't be blank");
  return trimmed;
}

function checkRate(errors: FieldErrorCollector, rate: string | undefined): number | undefined {
  if (rate === undefined) return undefined;
  const parsed = parseRate(rate);
  if ('error' in parsed) {
    errors.add('rate', parsed.error);
    return undefined;
  }
  return parsed.millionths;
}

/**
 * Extension: the taxes a location charges (GET, POST /tax_items; GET, PUT /tax_items/{id}), the
 * same under v1 and v2. Budtenders read; managers create and change them. A rate change appends
 * a rate with the time it takes effect, so past sales keep the rates they were charged.
 */
export const taxItemRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db }) => {
  const records = taxItems(db);
  const tags = ['tax items'];

  app.get('/tax_items', {
    schema: {
      tags, summary: 'Extension: the tax items of the location with the rate in force now, by name',
      response: { 200: Type.Object({ tax_items: Type.Array(TaxItem) }) },
    },
  }, async (request) => ({ tax_items: (await records.list(request.session.companyId)).map(presentTaxItem) }));

  app.get('/tax_items/:id', {
    schema: {
      tags, summary: 'Extension: one tax item with the rate in force now',
      params: IdParams, response: { 200: Type.Object({ tax_item: TaxItem }), 404: ErrorBody },
    },
  }, async (request) => {
    const item = await records.find(request.session.companyId, request.params.id);
    if (item === undefined) throw notFound('Tax item');
    return { tax_item: presentTaxItem(item) };
  });

  app.post('/tax_items', {
    schema: {
      tags, summary: 'Extension: create a tax item (manager only); its rate is in force from now',
      description: 'rate is a decimal string from "0" up to (not including) "1", at most six decimals: "0.17" is 17%.',
      body: TaxItemCreate,
      response: { 201: Type.Object({ tax_item: TaxItem }), 403: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'edit-tax-items');
    const input = request.body.tax_item;
    const errors = new FieldErrorCollector();
    const name = checkName(errors, input.name);
    const rate = checkRate(errors, input.rate);
    errors.throwIfAny();
    const item = await records.create(request.session.companyId, request.session.user.id, {
      name: name ?? input.name, rateMillionths: rate ?? 0, includedInPrice: input.included_in_price,
    });
    return reply.status(201).send({ tax_item: presentTaxItem(item) });
  });

  app.put('/tax_items/:id', {
    schema: {
      tags, summary: 'Extension: rename a tax item or give it a new rate (manager only)',
      description: 'A new rate is appended, in force from effective_at (now when absent; never in the past); ' +
        'earlier rates stay as they were for the sales charged under them. included_in_price cannot change.',
      params: IdParams, body: TaxItemUpdate,
      response: { 204: Type.Null(), 403: ErrorBody, 404: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'edit-tax-items');
    const { companyId, user } = request.session;
    const input = request.body.tax_item;
    const included = await records.includedInPrice(companyId, request.params.id);
    if (included === undefined) throw notFound('Tax item');

    const errors = new FieldErrorCollector();
    const name = checkName(errors, input.name);
    const rate = checkRate(errors, input.rate);
    if (input.included_in_price !== undefined && input.included_in_price !== included) {
      errors.add('included_in_price', "can't be changed: past sales were computed with it (create another tax item)");
    }
    const now = Date.now();
    let effectiveAt = new Date(now).toISOString();
    if (input.effective_at !== undefined) {
      const at = Date.parse(input.effective_at);
      if (Number.isNaN(at)) errors.add('effective_at', 'is not a valid date-time');
      else if (at < now) errors.add('effective_at', "can't be in the past");
      else effectiveAt = new Date(at).toISOString();
    }
    errors.throwIfAny();

    const outcome = await records.update(companyId, user.id, request.params.id, { name, rateMillionths: rate, effectiveAt });
    if (outcome === 'taken') throw invalidField('effective_at', 'already has a rate of this tax item taking effect');
    return reply.status(204).send(null);
  });
};
