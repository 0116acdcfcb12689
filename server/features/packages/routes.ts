import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Package } from '../../../shared/api/people.ts';
import type { RouteOptions } from '../../context.ts';
import { paging } from '../../http/paging.ts';
import { readOnlyCollection } from '../people/read-only-collection.ts';
import { presentPackage } from './present.ts';
import { listPackages } from './repository.ts';

/** GET /packages (spec §4.9, §2.18; v2 only): packages with their inventory items in the v2 shape. */
export const packageRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db }) => {
  app.get('/packages', readOnlyCollection('packages', 'packages', Package, 'Packages of the location, each with its inventory items'), async (request) => {
    const { records, total } = await listPackages(db, request.session.companyId, paging(request.query));
    return { packages: records.map(presentPackage), meta: { total } };
  });
};
