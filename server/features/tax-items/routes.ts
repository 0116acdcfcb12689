import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, ValidationErrorBody } from '../../../shared/api/common.ts';
import { operations } from '../../../shared/api/operations.ts';
import { TaxItem, TaxItemCreate, TaxItemUpdate, type TaxExemptionRuleInput } from '../../../shared/api/money.ts';
import { ROUNDING_RULE, taxComputationOrder, type ExemptionRule, type TaxRounding } from '../../../shared/pricing/index.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { RouteOptions } from '../../context.ts';
import { FieldErrorCollector, invalidField, notFound } from '../../http/errors.ts';
import { recordManagerChange, sentFields } from '../audit/manager-changes.ts';
import { presentTaxItem } from './present.ts';
import { parseRate } from './rate.ts';
import { taxItems, type StoredTaxItem } from './repository.ts';
import { exemptionFromApi } from './rules.ts';

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

const hasOffset = /(?:Z|[+-]\d{2}:\d{2})$/i;

/** An exemption rule's dates name their offset and end after they start. */
function checkExemption(errors: FieldErrorCollector, rule: TaxExemptionRuleInput | null | undefined): ExemptionRule | null | undefined {
  if (rule == null) return rule;
  const instant = (field: 'effective_at' | 'expires_at'): number | null => {
    const text = rule[field] ?? null;
    if (text === null) return null;
    const at = Date.parse(text);
    if (!hasOffset.test(text) || Number.isNaN(at)) {
      errors.add(`exemption.${field}`, 'must be an ISO 8601 date-time with its offset (2029-07-01T07:00:00Z)');
      return null;
    }
    return at;
  };
  const from = instant('effective_at');
  const until = instant('expires_at');
  if (from !== null && until !== null && until <= from) errors.add('exemption.expires_at', 'must be after effective_at');
  return exemptionFromApi(rule);
}

/**
 * What a tax is charged on and how it rounds, checked against the location's other tax items:
 * its base names only their ids, never itself, and no set of items may include each other in their
 * base (none could be computed); a tax inside the price is split out of it half up, on the price alone.
 */
function checkRules(
  errors: FieldErrorCollector, item: { id: string; includedInPrice: boolean; baseIncludes: readonly string[]; rounding: TaxRounding },
  others: readonly StoredTaxItem[],
): void {
  const known = new Set(others.map((other) => other.id));
  for (const id of item.baseIncludes) {
    if (id === item.id) errors.add('base_includes', 'cannot name the tax item itself');
    else if (!known.has(id)) errors.add('base_includes', `names ${id}, which is not a tax item of this location`);
  }
  if (item.includedInPrice && item.baseIncludes.length > 0) errors.add('base_includes', 'must be empty for a tax included in the price: it is split out of the price alone');
  if (item.includedInPrice && item.rounding === 'up') errors.add('rounding', 'must be half_up for a tax included in the price');
  const order = taxComputationOrder([...others.filter((other) => other.id !== item.id), item]);
  if (!order.ok && item.baseIncludes.every((id) => id !== item.id && known.has(id))) {
    const names = new Map(others.map((other) => [other.id, other.name]));
    errors.add('base_includes', `would make tax items include each other in their base (${order.cycle.map((id) => names.get(id) ?? 'this tax item').join(', ')}): none could be computed`);
  }
}

/**
 * Extension: the taxes a location charges (GET, POST /tax_items; GET, PUT /tax_items/{id}), the
 * same under v1 and v2. Budtenders read; managers create and change them. A rate change appends
 * a rate with the time it takes effect, so past sales keep the rates they were charged.
 */
export const taxItemRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db }) => {
  const records = taxItems(db);
  const tags = ['tax items'];

  // Path and answer as the register's client describes the call (shared/api/operations.ts): one description,
  // both sides (v1 answers the same tax items).
  app.get(operations.taxItems.path, {
    schema: {
      tags, summary: 'Extension: the tax items of the location with the rate in force now, by name',
      response: { 200: operations.taxItems.answer },
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
      description: 'rate is a decimal string from "0" up to (not including) "1", at most six decimals: "0.17" is 17%. ' +
        'base_includes names the tax items this tax is charged on besides the price (a tax on a tax); rounding is "half_up" ' +
        '(default) or "up"; exemption says when a person group\'s exemption from it holds (null: always). ' + ROUNDING_RULE,
      body: TaxItemCreate,
      response: { 201: Type.Object({ tax_item: TaxItem }), 403: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'edit-tax-items');
    const input = request.body.tax_item;
    const errors = new FieldErrorCollector();
    const name = checkName(errors, input.name);
    const rate = checkRate(errors, input.rate);
    const exemption = checkExemption(errors, input.exemption) ?? null;
    const rules = { baseIncludes: [...new Set(input.base_includes ?? [])], rounding: input.rounding ?? 'half_up' as const };
    checkRules(errors, { id: '', includedInPrice: input.included_in_price, ...rules }, await records.list(request.session.companyId));
    errors.throwIfAny();
    const item = await records.create(request.session.companyId, request.session.user.id, {
      name: name ?? input.name, rateMillionths: rate ?? 0, includedInPrice: input.included_in_price, ...rules, exemption,
    }, (trx, id) => recordManagerChange(trx, request.session, [{ event: 'create', model: 'TaxItem', id }], [{
      resource: 'tax_item', action: 'create', id, details: { name: name ?? input.name, rate: input.rate, included_in_price: input.included_in_price },
    }]));
    return reply.status(201).send({ tax_item: presentTaxItem(item) });
  });

  app.put('/tax_items/:id', {
    schema: {
      tags, summary: 'Extension: rename a tax item or give it a new rate (manager only)',
      description: 'A new rate is appended, in force from effective_at (now when absent; never in the past); ' +
        'earlier rates stay as they were for the sales charged under them. included_in_price cannot change. base_includes, ' +
        'rounding and exemption replace the item\'s own when sent (a base that makes tax items include each other is 422).',
      params: IdParams, body: TaxItemUpdate,
      response: { 204: Type.Null(), 403: ErrorBody, 404: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'edit-tax-items');
    const { companyId, user } = request.session;
    const input = request.body.tax_item;
    const all = await records.list(companyId);
    const current = all.find((item) => item.id === request.params.id);
    const included = current?.includedInPrice ?? await records.includedInPrice(companyId, request.params.id);
    if (included === undefined) throw notFound('Tax item');

    const errors = new FieldErrorCollector();
    const name = checkName(errors, input.name);
    const rate = checkRate(errors, input.rate);
    const exemption = checkExemption(errors, input.exemption);
    const baseIncludes = input.base_includes === undefined ? undefined : [...new Set(input.base_includes)];
    checkRules(errors, {
      id: request.params.id, includedInPrice: included,
      baseIncludes: baseIncludes ?? current?.baseIncludes ?? [], rounding: input.rounding ?? current?.rounding ?? 'half_up',
    }, all);
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

    const outcome = await records.update(companyId, user.id, request.params.id, {
      name, rateMillionths: rate, effectiveAt,
      ...(baseIncludes === undefined ? {} : { baseIncludes }), ...(input.rounding === undefined ? {} : { rounding: input.rounding }),
      ...(exemption === undefined ? {} : { exemption }),
    }, (trx, id) => recordManagerChange(trx, request.session, [{ event: 'update', model: 'TaxItem', id }], [{
      resource: 'tax_item', action: 'update', id,
      details: { fields: sentFields(input), ...(input.rate === undefined ? {} : { rate: input.rate, effective_at: effectiveAt }) },
    }]));
    if (outcome === 'taken') throw invalidField('effective_at', 'already has a rate of this tax item taking effect');
    return reply.status(204).send(null);
  });
};
