import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NamedRecordV1, NamedRecordV2 } from '../../../shared/api/account.ts';
import { ErrorBody, ListMeta, ValidationErrorBody } from '../../../shared/api/common.ts';
import { operations } from '../../../shared/api/operations.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { RouteOptions } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { paging } from '../../http/paging.ts';
import { presentNamedRecord } from './present.ts';
import { namedRecords, type NamedRecord, type NamedTable } from './repository.ts';

const Name = Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' });

/** GET/POST /brands, GET/PUT /brands/{id}, and the same for strains (spec §4.6). */
export const brandAndStrainRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db, version }) => {
  const shape = version === 1 ? NamedRecordV1 : NamedRecordV2;
  const present = (record: NamedRecord) => presentNamedRecord(version, record);
  // The reads as the register's client describes them (shared/api/operations.ts): paths, query,
  // parameters and v2 answers, one description on both sides; v1 keeps its own records.
  const described = {
    brands: { list: operations.brands, one: operations.brand },
    strains: { list: operations.strains, one: operations.strain },
  };

  for (const [table, key] of [['brands', 'brand'], ['strains', 'strain']] as const satisfies ReadonlyArray<readonly [NamedTable, string]>) {
    const records = namedRecords(db, table);
    const tag = [table];
    const { list, one } = described[table];

    app.get(list.path, {
      schema: {
        tags: tag, summary: `List ${table}`,
        querystring: list.query,
        response: { 200: version === 1 ? Type.Object({ [table]: Type.Array(NamedRecordV1), meta: ListMeta }) : list.answer, 422: ValidationErrorBody },
      },
    }, async (request) => {
      const q = request.query;
      const direction = q['sort_by[field]'] === 'name' ? (q['sort_by[direction]'] ?? 'asc') : 'asc';
      const { records: rows, total } = await records.list(request.session.companyId, { ...paging(q), byName: q.by_name, direction });
      return { [table]: rows.map(present), meta: { total } };
    });

    app.post(`/${table}`, {
      schema: {
        tags: tag, summary: `Create a ${key}; repeating a create with the same id returns the stored ${key}`,
        body: Type.Object({ [key]: Type.Object({ id: Type.Optional(Type.String({ format: 'uuid' })), name: Name }) }),
        response: { 200: Type.Object({ [key]: shape }), 201: Type.Object({ [key]: shape }), 422: ValidationErrorBody },
      },
    }, async (request, reply) => {
      requirePermission(request.session, 'edit-brands-strains');
      const input = request.body[key]!;
      const { record, created } = await records.create(request.session.companyId, input);
      return reply.status(created ? 201 : 200).send({ [key]: present(record) });
    });

    app.get(one.path, {
      schema: {
        tags: tag, summary: `One ${key}`,
        params: one.params,
        response: { 200: version === 1 ? Type.Object({ [key]: NamedRecordV1 }) : one.answer, 404: ErrorBody },
      },
    }, async (request) => {
      const record = await records.find(request.session.companyId, request.params.id);
      if (record === undefined) throw notFound(key === 'brand' ? 'Brand' : 'Strain');
      return { [key]: present(record) };
    });

    app.put(`/${table}/:id`, {
      schema: {
        tags: tag, summary: `Rename a ${key}`,
        params: Type.Object({ id: Type.String() }),
        body: Type.Object({ [key]: Type.Object({ id: Type.Optional(Type.String()), name: Name }) }),
        response: { 204: Type.Null(), 404: ErrorBody, 422: ValidationErrorBody },
      },
    }, async (request, reply) => {
      requirePermission(request.session, 'edit-brands-strains');
      const updated = await records.update(request.session.companyId, request.params.id, request.body[key]!.name);
      if (!updated) throw notFound(key === 'brand' ? 'Brand' : 'Strain');
      return reply.status(204).send(null);
    });
  }
};
