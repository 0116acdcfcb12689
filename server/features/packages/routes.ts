import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Package } from '../../../shared/api/people.ts';
import { quantityObject } from '../../../shared/quantity.ts';
import type { RouteOptions } from '../../context.ts';
import { paging } from '../../http/paging.ts';
import { presentInventoryItem } from '../inventory/present.ts';
import { readOnlyCollection } from '../people/read-only-collection.ts';
import { listPackages, type PackageRecord } from './repository.ts';

const presentPackage = ({ pkg, items }: PackageRecord): Package => ({
  id: pkg.id, status: pkg.status, lot_number: pkg.lot_number,
  previous_status: pkg.previous_status, last_status_update_at: pkg.last_status_update_at,
  quantity: quantityObject(pkg.quantity_milli, pkg.quantity_unit),
  inventory_items: items.map((record) => presentInventoryItem(2, record)),
});

/** GET /packages (spec §4.9, §2.18; v2 only): packages with their inventory items in the v2 shape. */
export const packageRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db }) => {
  app.get('/packages', readOnlyCollection('packages', 'packages', Package, 'Packages of the location, each with its inventory items'), async (request) => {
    const { records, total } = await listPackages(db, request.session.companyId, paging(request.query));
    return { packages: records.map(presentPackage), meta: { total } };
  });
};
