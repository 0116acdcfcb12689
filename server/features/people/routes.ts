import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { operations } from '../../../shared/api/operations.ts';
import { Employee, FileAttachment, LoyaltyProgram } from '../../../shared/api/people.ts';
import type { RouteOptions } from '../../context.ts';
import { paging } from '../../http/paging.ts';
import { personGroupIdsOf } from '../money-settings/repository.ts';
import { personGroupTaxItems } from '../tax-items/repository.ts';
import { describedCollection, readOnlyCollection } from './read-only-collection.ts';
import { statewideAllotmentRoutes } from './statewide-allotment.ts';
import { listEmployees, listFileAttachments, listLoyaltyPrograms, listPatients, listPersonGroups } from './repository.ts';
import { presentEmployee, presentFileAttachment, presentLoyaltyProgram, presentPatient, presentPersonGroup } from './present.ts';

/**
 * GET /patients, /employees, /person_groups, /loyalty_programs, /file_attachments (spec §4.9; v2 only), and the
 * extension GET /patients/{id}/statewide_allotment.
 */
export const peopleRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, options) => {
  const { db } = options;
  await app.register(statewideAllotmentRoutes, options);
  // Patients and person groups as the register's client describes the calls (shared/api/operations.ts): path, query and answer.
  const { patients, personGroups } = operations;
  app.get(patients.path, describedCollection('people', patients, 'Medical patients of the location'), async (request) => {
    const { companyId } = request.session;
    const { rows, total, attachments } = await listPatients(db, companyId, paging(request.query));
    const groups = await personGroupIdsOf(db, companyId, 'Patient', rows.map((row) => row.id));
    return { patients: rows.map((row) => presentPatient(row, attachments.get(row.id) ?? [], groups.get(row.id) ?? null)), meta: { total } };
  });

  app.get('/employees', readOnlyCollection('people', 'employees', Employee, 'Employees of the location'), async (request) => {
    const { rows, total, attachments } = await listEmployees(db, request.session.companyId, paging(request.query));
    return { employees: rows.map((row) => presentEmployee(row, attachments.get(row.id) ?? [])), meta: { total } };
  });

  // The spec's list key is singular here, and the ids field is named tax_items (§2.8).
  app.get(personGroups.path, describedCollection('people', personGroups, 'Person groups (medical, veterans, …); the list key is singular as in the spec'), async (request) => {
    const { rows, total } = await listPersonGroups(db, request.session.companyId, paging(request.query));
    const taxes = await personGroupTaxItems(db, request.session.companyId, rows.map((row) => row.id));
    return { person_group: rows.map((row) => presentPersonGroup(row, taxes.get(row.id) ?? [])), meta: { total } };
  });

  app.get('/loyalty_programs', readOnlyCollection('people', 'loyalty_programs', LoyaltyProgram, 'Loyalty programs of the location'), async (request) => {
    const { rows, total } = await listLoyaltyPrograms(db, request.session.companyId, paging(request.query));
    return { loyalty_programs: rows.map(presentLoyaltyProgram), meta: { total } };
  });

  app.get('/file_attachments', readOnlyCollection('people', 'file_attachments', FileAttachment, 'Files attached to the location\'s people'), async (request) => {
    const { rows, total } = await listFileAttachments(db, request.session.companyId, paging(request.query));
    return { file_attachments: rows.map(presentFileAttachment), meta: { total } };
  });
};
