import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ProductTypeV1, ProductTypeV2 } from '../../../shared/api/catalog.ts';
import type { RouteOptions } from '../../context.ts';
import { productTypeTaxItems } from '../tax-items/repository.ts';
import { presentProductType } from './present.ts';
import { productTypesOf } from './repository.ts';

/** GET /product_types (spec §4.5a): v1 adds `default`, v2 adds `color`. */
export const productTypeRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db, version }) => {
  app.get('/product_types', {
    schema: {
      tags: ['product_types'], summary: 'The product types of the location, by name',
      response: { 200: Type.Object({ product_types: Type.Array(version === 1 ? ProductTypeV1 : ProductTypeV2) }) },
    },
  }, async (request) => {
    const [rows, taxes] = await Promise.all([
      productTypesOf(db, request.session.companyId),
      productTypeTaxItems(db, request.session.companyId),
    ]);
    return {
      product_types: rows.map((row) => {
        const taxItemIds = taxes.get(row.id) ?? [];
        return version === 1 ? presentProductType(1, row, taxItemIds) : presentProductType(2, row, taxItemIds);
      }),
    };
  });
};
