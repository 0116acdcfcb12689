import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { InventoryStatus, PlaceV1, PlaceV2 } from '../../../shared/api/catalog.ts';
import { ErrorBody, ValidationErrorBody } from '../../../shared/api/common.ts';
import { operations } from '../../../shared/api/operations.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { RouteOptions } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { paging } from '../../http/paging.ts';
import { presentPlaceV1, presentPlaceV2 } from './present.ts';
import { places } from './repository.ts';

const Name = Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' });
const Description = Type.String({ maxLength: 2000 });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Places (spec §4.4). v1 answers the actual v1 record (integer id, uuid, location and account
 * numbers), unwrapped on a single read, and lists the same records; v2 answers the documented
 * shape and adds create and update.
 */
export const placeRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db, version }) => {
  const repository = places(db);
  const tags = ['places'];
  // Path, query and v2 answer of the list as the register's client describes the call (shared/api/operations.ts);
  // v1 takes the same query and answers its own records.
  const { places: placeList } = operations;

  if (version === 1) {
    app.get(placeList.path, {
      schema: { tags, summary: 'List places (v1 records)', querystring: placeList.query, response: { 200: Type.Object({ places: Type.Array(PlaceV1) }), 422: ValidationErrorBody } },
    }, async (request) => ({
      places: (await repository.listV1(request.session.companyId, { ...paging(request.query), inventoryStatus: request.query.by_inventory_status })).map(presentPlaceV1),
    }));
    app.get('/places/:id', {
      schema: {
        tags, summary: 'One place, unwrapped; the id is the integer id or the uuid',
        params: Type.Object({ id: Type.String() }), response: { 200: PlaceV1, 404: ErrorBody },
      },
    }, async (request) => {
      const place = await repository.findV1(request.session.companyId, request.params.id);
      if (place === undefined) throw notFound('Place');
      return presentPlaceV1(place);
    });
    return;
  }

  app.get(placeList.path, {
    schema: { tags, summary: 'List places', querystring: placeList.query, response: { 200: placeList.answer, 422: ValidationErrorBody } },
  }, async (request) => ({
    places: (await repository.listV2(request.session.companyId, { ...paging(request.query), inventoryStatus: request.query.by_inventory_status })).map(presentPlaceV2),
  }));

  app.get('/places/:id', {
    schema: { tags, summary: 'One place', params: Type.Object({ id: Type.String() }), response: { 200: Type.Object({ place: PlaceV2 }), 404: ErrorBody } },
  }, async (request) => {
    const place = UUID.test(request.params.id) ? await repository.findV2(request.session.companyId, request.params.id) : undefined;
    if (place === undefined) throw notFound('Place');
    return { place: presentPlaceV2(place) };
  });

  app.post('/places', {
    schema: {
      tags, summary: 'Create a place',
      body: Type.Object({ place: Type.Object({ name: Name, description: Type.Optional(Description), inventory_status: Type.Optional(InventoryStatus) }) }),
      response: { 201: Type.Object({ place: PlaceV2 }), 422: ValidationErrorBody },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'create-place');
    const place = await repository.create(request.session.companyId, request.body.place);
    return reply.status(201).send({ place: presentPlaceV2(place) });
  });

  app.put('/places/:id', {
    schema: {
      tags, summary: 'Update a place',
      params: Type.Object({ id: Type.String() }),
      body: Type.Object({ place: Type.Object({ id: Type.Optional(Type.String()), name: Type.Optional(Name), description: Type.Optional(Description), inventory_status: Type.Optional(InventoryStatus) }) }),
      response: { 204: Type.Null(), 404: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request, reply) => {
    const updated = UUID.test(request.params.id) && await repository.update(request.session.companyId, request.params.id, request.body.place);
    if (!updated) throw notFound('Place');
    return reply.status(204).send(null);
  });
};
