import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NamedRecordV1, NamedRecordV2 } from '../../../shared/api/account.ts';
import { ErrorBody, ListMeta, ValidationErrorBody } from '../../../shared/api/common.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { RouteOptions } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { paging, pagingFields } from '../../http/paging.ts';
import { SortDirection } from '../../http/query.ts';
import { presentNamedRecord } from './present.ts';
import { namedRecords, type NamedRecord, type NamedTable } from './repository.ts';

const Name = Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' });

/** GET/POST /brands, GET/PUT /brands/{id}, and the same for strains (spec §4.6). */
export const brandAndStrainRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db, version }) => {
  const shape = version === 1 ? NamedRecordV1 : NamedRecordV2;
  const present = (record: NamedRecord) => presentNamedRecord(version, record);

  for (const [table, key] of [['brands', 'brand'], ['strains', 'strain']] as const satisfies ReadonlyArray<readonly [NamedTable, string]>) {
    const records = namedRecords(db, table);
    const tag = [table];

    app.get(`/${table}`, {
      schema: {
        tags: tag, summary: `List ${table}`,
        querystring: Type.Object({
          ...pagingFields,
          by_name: Type.Optional(Type.String()),
          'sort_by[field]': Type.Optional(Type.Literal('name')),
          'sort_by[direction]': Type.Optional(SortDirection),
        }),
        response: { 200: Type.Object({ [table]: Type.Array(shape), meta: ListMeta }), 422: ValidationErrorBody },
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

    app.get(`/${table}/:id`, {
      schema: {
        tags: tag, summary: `One ${key}`,
        params: Type.Object({ id: Type.String() }),
        response: { 200: Type.Object({ [key]: shape }), 404: ErrorBody },
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
