import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely, Transaction } from 'kysely';
import type { PatientCreate } from '../../../shared/api/back-office.ts';
import { ErrorBody, ValidationErrorBody } from '../../../shared/api/common.ts';
import { operations } from '../../../shared/api/operations.ts';
import { parseQuantity } from '../../../shared/quantity.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { RouteOptions } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { FieldErrorCollector, notFound } from '../../http/errors.ts';
import { nowTimestamp } from '../../http/time.ts';
import { personGroupIdsOf } from '../money-settings/repository.ts';
import { presentPatient, presentPersonGroup } from '../people/present.ts';
import { personGroupTaxItems } from '../tax-items/repository.ts';
import { checkName, isCalendarDate, managerChange, sentFields, unknownTaxItems } from './change.ts';

type Db = Kysely<Database> | Transaction<Database>;
const tags = ['back office'];
type PatientInput = Partial<PatientCreate['patient']>;

async function presentedPatient(db: Db, companyId: string, id: string) {
  const row = await db.selectFrom('patients').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
  if (row === undefined) throw notFound('Patient');
  const groups = await personGroupIdsOf(db, companyId, 'Patient', [id]);
  return presentPatient(row, [], groups.get(id) ?? null);
}

async function presentedGroup(db: Db, companyId: string, id: string) {
  const row = await db.selectFrom('person_groups').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
  if (row === undefined) throw notFound('Person group');
  return presentPersonGroup(row, (await personGroupTaxItems(db, companyId, [id])).get(id) ?? []);
}

/** A patient's fields checked: names, real dates (a birth date not in the future), a card number no other patient of the location has, a group of the location. */
async function checkPatient(db: Db, companyId: string, input: PatientInput, patientId: string | null) {
  const errors = new FieldErrorCollector();
  const firstName = checkName(errors, 'first_name', input.first_name);
  const lastName = checkName(errors, 'last_name', input.last_name);
  for (const field of ['birth_date', 'card_effective_date', 'card_expiration_date'] as const) {
    const value = input[field];
    if (value !== undefined && value !== null && !isCalendarDate(value)) errors.add(field, 'must be a date as YYYY-MM-DD');
  }
  if (input.birth_date !== undefined && isCalendarDate(input.birth_date) && input.birth_date > nowTimestamp().slice(0, 10)) errors.add('birth_date', 'cannot be in the future');
  const card = input.card_number?.trim();
  if (card !== undefined) {
    if (card === '') errors.add('card_number', "can't be blank");
    else {
      const taken = await db.selectFrom('patients').select('id').where('company_id', '=', companyId).where('id_number', '=', card)
        .$if(patientId !== null, (query) => query.where('id', '!=', patientId ?? '')).executeTakeFirst();
      if (taken !== undefined) errors.add('card_number', 'has already been taken by another patient of this location');
    }
  }
  if (input.card_state != null && !/^[A-Za-z]{2}$/.test(input.card_state)) errors.add('card_state', 'must be a two-letter state');
  const limit = input.carry_limit;
  if (limit != null && (parseQuantity(limit.value) === null || Number(limit.value) <= 0)) errors.add('carry_limit', 'must be more than zero, with at most three decimals');
  if (input.person_group_id != null) {
    const group = await db.selectFrom('person_groups').select('id').where('company_id', '=', companyId).where('id', '=', input.person_group_id).executeTakeFirst();
    if (group === undefined) errors.add('person_group_id', 'is not a person group of this location');
  }
  errors.throwIfAny();
  const columns = Object.fromEntries(Object.entries({
    first_name: firstName, last_name: lastName, birth_date: input.birth_date, id_number: card,
    card_state: input.card_state === undefined ? undefined : input.card_state?.toUpperCase() ?? null,
    card_effective_date: input.card_effective_date, expiration_date: input.card_expiration_date, card_type: input.card_type,
    carry_limit_milli: limit === undefined ? undefined : limit === null ? null : parseQuantity(limit.value),
    carry_limit_unit: limit === undefined ? undefined : limit?.unit ?? null,
    caregiver_id_number: input.caregiver_card_number, caregiver_first_name: input.caregiver_first_name, caregiver_last_name: input.caregiver_last_name,
    email: input.email, phone: input.phone,
  }).filter(([, value]) => value !== undefined));
  return columns;
}

async function placeInGroup(trx: Transaction<Database>, companyId: string, patientId: string, groupId: string | null): Promise<void> {
  await trx.deleteFrom('person_group_members').where('company_id', '=', companyId).where('person_type', '=', 'Patient').where('person_id', '=', patientId).execute();
  if (groupId !== null) await trx.insertInto('person_group_members').values({ person_type: 'Patient', person_id: patientId, person_group_id: groupId, company_id: companyId }).execute();
}

/** Extension (v2, managers): patients and person groups. */
export const peopleWriteRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db }) => {
  const { createPatient, updatePatient, createPersonGroup, updatePersonGroup } = operations;
  const refusals = { 403: ErrorBody, 404: ErrorBody, 422: ValidationErrorBody };

  app.post(createPatient.path, {
    schema: { tags, summary: 'Extension: register a medical patient (manager only); the card number is unique at the location', body: createPatient.body, response: { 201: createPatient.answer, ...refusals } },
  }, async (request, reply) => {
    requirePermission(request.session, 'manage-back-office');
    const { companyId, accountId } = request.session;
    const input = request.body.patient;
    const columns = await checkPatient(db, companyId, input, null);
    const id = randomUUID();
    const now = nowTimestamp();
    // A patient in no group pays what the medical group pays: put them in it unless told otherwise.
    const medical = await db.selectFrom('person_groups').select('id').where('company_id', '=', companyId).where('medical', '=', 1).orderBy('name').executeTakeFirst();
    const groupId = input.person_group_id === undefined ? medical?.id ?? null : input.person_group_id;
    await managerChange(db, request.session, async (trx, record) => {
      await trx.insertInto('patients').values({
        id, company_id: companyId, account_id: accountId, first_name: input.first_name.trim(), last_name: input.last_name.trim(),
        email: null, phone: null, id_number: input.card_number.trim(), birth_date: input.birth_date, driver_license_number: null,
        driver_license_state: null, driver_license_zip_code: null, driver_license_expiration_date: null, expiration_date: input.card_expiration_date,
        caregiver_id_number: null, caregiver_first_name: null, caregiver_last_name: null, loyalty_points: 0, carry_limit_milli: null, carry_limit_unit: null,
        membership_date: now.slice(0, 10), plant_count: 0, physician_name: null, created_at: now, updated_at: now, ...columns,
      }).execute();
      await placeInGroup(trx, companyId, id, groupId);
      record.notify('create', 'Patient', id);
      record.audit({ resource: 'patient', action: 'create', id, details: { fields: sentFields(input) } });
    });
    return reply.status(201).send({ patient: await presentedPatient(db, companyId, id) });
  });

  app.put(updatePatient.path, {
    schema: { tags, summary: 'Extension: change a patient (manager only)', params: updatePatient.params, body: updatePatient.body, response: { 200: updatePatient.answer, ...refusals } },
  }, async (request) => {
    requirePermission(request.session, 'manage-back-office');
    const { companyId } = request.session;
    const { id } = request.params;
    await presentedPatient(db, companyId, id);
    const input = request.body.patient;
    const columns = await checkPatient(db, companyId, input, id);
    await managerChange(db, request.session, async (trx, record) => {
      await trx.updateTable('patients').set({ ...columns, updated_at: nowTimestamp() }).where('company_id', '=', companyId).where('id', '=', id).execute();
      if (input.person_group_id !== undefined) await placeInGroup(trx, companyId, id, input.person_group_id);
      record.notify('update', 'Patient', id);
      record.audit({ resource: 'patient', action: 'update', id, details: { fields: sentFields(input) } });
    });
    return { patient: await presentedPatient(db, companyId, id) };
  });

  const checkGroup = async (companyId: string, input: { name?: string; tax_item_ids?: string[] }) => {
    const errors = new FieldErrorCollector();
    const name = checkName(errors, 'name', input.name);
    const unknown = await unknownTaxItems(db, companyId, input.tax_item_ids ?? []);
    if (unknown.length > 0) errors.add('tax_item_ids', `names ${unknown.join(', ')}, which is not a tax item of this location`);
    errors.throwIfAny();
    return name;
  };
  const linkTaxes = async (trx: Transaction<Database>, companyId: string, groupId: string, ids: readonly string[]) => {
    await trx.deleteFrom('person_group_tax_items').where('company_id', '=', companyId).where('person_group_id', '=', groupId).execute();
    const unique = [...new Set(ids)];
    if (unique.length > 0) await trx.insertInto('person_group_tax_items').values(unique.map((tax_item_id) => ({ person_group_id: groupId, tax_item_id, company_id: companyId }))).execute();
  };

  app.post(createPersonGroup.path, {
    schema: { tags, summary: 'Extension: create a person group with the taxes its members pay (manager only)', body: createPersonGroup.body, response: { 201: createPersonGroup.answer, ...refusals } },
  }, async (request, reply) => {
    requirePermission(request.session, 'manage-back-office');
    const { companyId } = request.session;
    const input = request.body.person_group;
    const name = await checkGroup(companyId, input) ?? input.name;
    const id = randomUUID();
    await managerChange(db, request.session, async (trx, record) => {
      await trx.insertInto('person_groups').values({ id, company_id: companyId, name, medical: input.medical ? 1 : 0 }).execute();
      await linkTaxes(trx, companyId, id, input.tax_item_ids);
      record.notify('create', 'PersonGroup', id);
      record.audit({ resource: 'person_group', action: 'create', id, details: { name, medical: input.medical, tax_item_ids: input.tax_item_ids } });
    });
    return reply.status(201).send({ person_group: await presentedGroup(db, companyId, id) });
  });

  app.put(updatePersonGroup.path, {
    schema: { tags, summary: 'Extension: change a person group (manager only)', params: updatePersonGroup.params, body: updatePersonGroup.body, response: { 200: updatePersonGroup.answer, ...refusals } },
  }, async (request) => {
    requirePermission(request.session, 'manage-back-office');
    const { companyId } = request.session;
    const { id } = request.params;
    await presentedGroup(db, companyId, id);
    const input = request.body.person_group;
    const name = await checkGroup(companyId, input);
    await managerChange(db, request.session, async (trx, record) => {
      const changes = { ...(name === undefined ? {} : { name }), ...(input.medical === undefined ? {} : { medical: input.medical ? 1 as const : 0 as const }) };
      if (Object.keys(changes).length > 0) await trx.updateTable('person_groups').set(changes).where('company_id', '=', companyId).where('id', '=', id).execute();
      if (input.tax_item_ids !== undefined) await linkTaxes(trx, companyId, id, input.tax_item_ids);
      record.notify('update', 'PersonGroup', id);
      record.audit({ resource: 'person_group', action: 'update', id, details: { fields: sentFields(input) } });
    });
    return { person_group: await presentedGroup(db, companyId, id) };
  });
};
