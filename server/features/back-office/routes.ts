import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteOptions } from '../../context.ts';
import { catalogRoutes } from './catalog-routes.ts';
import { locationRoutes } from './location-routes.ts';
import { peopleWriteRoutes } from './people-routes.ts';
import { staffRoutes } from './staff-routes.ts';

/** The back office's writes (extension, v2): locations, staff, the catalog and stock, patients and groups. */
export const backOfficeRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, options) => {
  await app.register(locationRoutes, options);
  await app.register(staffRoutes, options);
  await app.register(catalogRoutes, options);
  await app.register(peopleWriteRoutes, options);
};
