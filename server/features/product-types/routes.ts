import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ProductTypeV1 } from '../../../shared/api/catalog.ts';
import { operations } from '../../../shared/api/operations.ts';
import type { RouteOptions } from '../../context.ts';
import { productTypeTaxItems } from '../tax-items/repository.ts';
import { presentProductType } from './present.ts';
import { productTypesOf } from './repository.ts';

/** GET /product_types (spec §4.5a): v1 adds `default`, v2 adds `color`. */
export const productTypeRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db, version }) => {
  // Path and v2 answer as the register's client describes the call (shared/api/operations.ts); v1 keeps its own.
  const { productTypes } = operations;
  app.get(productTypes.path, {
    schema: {
      tags: ['product_types'], summary: 'The product types of the location, by name',
      response: { 200: version === 1 ? Type.Object({ product_types: Type.Array(ProductTypeV1) }) : productTypes.answer },
    },
  }, async (request) => {
    const [rows, taxes] = await Promise.all([
      productTypesOf(db, request.session.companyId),
      productTypeTaxItems(db, request.session.companyId),
    ]);
    const taxItemIdsOf = (id: string) => taxes.get(id) ?? [];
    // Each version's answer whole (v1's own, v2's the operation's), so each matches its schema.
    return version === 1
      ? { product_types: rows.map((row) => presentProductType(1, row, taxItemIdsOf(row.id))) }
      : { product_types: rows.map((row) => presentProductType(2, row, taxItemIdsOf(row.id))) };
  });
};
