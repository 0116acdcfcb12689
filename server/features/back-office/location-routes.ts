import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import type { Location } from '../../../shared/api/back-office.ts';
import { ErrorBody, ValidationErrorBody } from '../../../shared/api/common.ts';
import { operations } from '../../../shared/api/operations.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { RouteOptions } from '../../context.ts';
import type { CompanyTable } from '../../db/schema.ts';
import { FieldErrorCollector, notFound } from '../../http/errors.ts';
import { nowTimestamp } from '../../http/time.ts';
import { furnishLocation } from '../store-opening/open-store.ts';
import { isTimeZone, jurisdictionOf, stateProblem, TIME_ZONE_PROBLEM } from '../store-opening/rules.ts';
import { checkName, managerChange, sentFields } from './change.ts';

const tags = ['back office'];

const presentLocation = (row: Selectable<CompanyTable>): Location => ({
  id: row.id, name: row.name, street: row.street, city: row.city, state: row.state, zip_code: row.zip_code, time_zone: row.time_zone,
  license_number: row.license_number, medical_license_number: row.medical_license_number, medical_endorsement: row.medical_endorsement === 1,
  medical_licence_number: row.medical_license_number, medical_sales: row.medical_endorsement === 1,
});

interface LocationInput {
  name?: string; street?: string; city?: string; zip_code?: string; state?: string; time_zone?: string;
  license_number?: string | null; medical_license_number?: string | null; medical_endorsement?: boolean;
  medical_licence_number?: string | null; medical_sales?: boolean;
}

/**
 * One column under two names: the issue's `medical_licence_number` and `medical_sales`, and the
 * earlier `medical_license_number` and `medical_endorsement`. Both sent and different is refused.
 */
function oneOfTwo<T>(errors: FieldErrorCollector, names: readonly [string, string], values: readonly [T | undefined, T | undefined]): T | undefined {
  const [preferred, earlier] = values;
  if (preferred !== undefined && earlier !== undefined && preferred !== earlier) {
    errors.add(names[0], `must match ${names[1]} when both are sent (they are the same field)`);
  }
  return preferred !== undefined ? preferred : earlier;
}

/** Names blank, a state Canopy has no purchase limits for, a time zone that is not IANA: each named. */
function checkLocation(input: LocationInput) {
  const errors = new FieldErrorCollector();
  const text = Object.fromEntries((['name', 'street', 'city', 'zip_code'] as const).map((field) => [field, checkName(errors, field, input[field])]));
  const state = input.state?.trim().toUpperCase();
  if (state !== undefined) {
    const problem = stateProblem(state);
    if (problem !== undefined) errors.add('state', problem);
  }
  if (input.time_zone !== undefined && !isTimeZone(input.time_zone)) errors.add('time_zone', TIME_ZONE_PROBLEM);
  const medicalLicence = oneOfTwo(errors, ['medical_licence_number', 'medical_license_number'], [input.medical_licence_number, input.medical_license_number]);
  const medicalSales = oneOfTwo(errors, ['medical_sales', 'medical_endorsement'], [input.medical_sales, input.medical_endorsement]);
  errors.throwIfAny();
  return Object.fromEntries(Object.entries({
    ...text, state, jurisdiction: state === undefined ? undefined : jurisdictionOf(state), time_zone: input.time_zone,
    license_number: input.license_number === undefined ? undefined : input.license_number?.trim() || null,
    medical_license_number: medicalLicence === undefined ? undefined : medicalLicence?.trim() || null,
    medical_endorsement: medicalSales === undefined ? undefined : medicalSales ? 1 : 0,
  }).filter(([, value]) => value !== undefined));
}

/** Extension (v2, managers): the account's locations as the back office edits them. */
export const locationRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db }) => {
  const { locations, createLocation, updateLocation } = operations;
  const refusals = { 403: ErrorBody, 404: ErrorBody, 422: ValidationErrorBody };

  app.get(locations.path, { schema: { tags, summary: 'Extension: the locations the manager can reach, with their licences and time zones (manager only)', response: { 200: locations.answer, 403: ErrorBody } } }, async (request) => {
    requirePermission(request.session, 'manage-back-office');
    const ids = request.session.accessibleCompanyIds;
    const rows = await db.selectFrom('companies').selectAll().where('id', 'in', ids).execute();
    return { locations: ids.flatMap((id) => rows.filter((row) => row.id === id).map(presentLocation)) };
  });

  app.post(createLocation.path, {
    schema: {
      tags, summary: 'Extension: open another location of the account (manager only)',
      description: 'It starts as store:init starts one: its state\'s taxes as Canopy knows them, Cash and Debit, an ID check on every sale; the manager who makes it can use it.',
      body: createLocation.body, response: { 201: createLocation.answer, ...refusals },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'manage-back-office');
    const { accountId, user } = request.session;
    const input = request.body.company;
    const columns = checkLocation(input);
    const state = input.state.trim().toUpperCase();
    const id = randomUUID();
    const now = nowTimestamp();
    await managerChange(db, request.session, async (trx, record) => {
      const last = await trx.selectFrom('companies').select((eb) => eb.fn.max<number | string>('number').as('number')).executeTakeFirstOrThrow();
      await trx.insertInto('companies').values({
        id, number: Number(last.number ?? 0) + 1, account_id: accountId, name: input.name.trim(), street: input.street.trim(), city: input.city.trim(),
        state, zip_code: input.zip_code.trim(), ...columns, age_verification_required: 1,
      }).execute();
      await furnishLocation(trx, id, state, user.id, now);
      const position = await trx.selectFrom('user_companies').select((eb) => eb.fn.max<number | string>('position').as('position')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
      await trx.insertInto('user_companies').values({ user_id: user.id, company_id: id, position: Number(position.position ?? -1) + 1 }).execute();
      // The new location's own chain starts with its opening.
      record.audit({ resource: 'company', action: 'create', id, details: { name: input.name.trim(), state }, companyId: id });
    });
    const row = await db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return reply.status(201).send({ company: presentLocation(row) });
  });

  app.put(updateLocation.path, {
    schema: { tags, summary: 'Extension: change a location\'s name, address, state, time zone or licences (manager only)', params: updateLocation.params, body: updateLocation.body, response: { 200: updateLocation.answer, ...refusals } },
  }, async (request) => {
    requirePermission(request.session, 'manage-back-office');
    const { id } = request.params;
    // A location outside the manager's reach answers 404, as if it did not exist.
    if (!request.session.accessibleCompanyIds.includes(id)) throw notFound('Company');
    const input = request.body.company;
    const columns = checkLocation(input);
    await managerChange(db, request.session, async (trx, record) => {
      if (Object.keys(columns).length > 0) await trx.updateTable('companies').set(columns).where('id', '=', id).where('account_id', '=', request.session.accountId).execute();
      // Its registers read their settings again (the state decides the purchase limits); its own chain keeps the change.
      record.notify('update', 'Company', id, id);
      record.audit({ resource: 'company', action: 'update', id, details: { fields: sentFields(input) }, companyId: id });
    });
    const row = await db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
    if (row === undefined) throw notFound('Company');
    return { company: presentLocation(row) };
  });
};
