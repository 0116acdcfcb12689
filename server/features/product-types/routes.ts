import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import { Type } from 'typebox';
import { ProductTypeV1, ProductTypeV2 } from '../../../shared/api/catalog.ts';
import type { RouteOptions } from '../../context.ts';
import type { ProductTypeTable } from '../../db/schema.ts';

function presentProductType(version: 1, row: Selectable<ProductTypeTable>): ProductTypeV1;
function presentProductType(version: 2, row: Selectable<ProductTypeTable>): ProductTypeV2;
function presentProductType(version: 1 | 2, row: Selectable<ProductTypeTable>): ProductTypeV1 | ProductTypeV2 {
  const taxItems: unknown = JSON.parse(row.tax_item_ids);
  const common = {
    id: row.id, name: row.name, traceability_type: row.traceability_type,
    can_edit_weight: row.can_edit_weight === 1, can_edit_strain: row.can_edit_strain === 1,
    can_edit_test_results: row.can_edit_test_results === 1, can_edit_flower_type: row.can_edit_flower_type === 1,
    can_edit_concentrate_type: row.can_edit_concentrate_type === 1, is_marijuana: row.is_marijuana === 1,
    tax_item_ids: Array.isArray(taxItems) ? taxItems.filter((t): t is string => typeof t === 'string') : [],
    test_results_unit: row.test_results_unit,
  };
  return version === 1 ? { ...common, default: row.is_default === 1 } : { ...common, color: row.color };
}

/** GET /product_types (spec §4.5a): v1 adds `default`, v2 adds `color`. */
export const productTypeRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db, version }) => {
  app.get('/product_types', {
    schema: {
      tags: ['product_types'], summary: 'The product types of the location, by name',
      response: { 200: Type.Object({ product_types: Type.Array(version === 1 ? ProductTypeV1 : ProductTypeV2) }) },
    },
  }, async (request) => {
    const rows = await db.selectFrom('product_types').selectAll()
      .where('company_id', '=', request.session.companyId).orderBy('name').orderBy('id').execute();
    return { product_types: rows.map((row) => (version === 1 ? presentProductType(1, row) : presentProductType(2, row))) };
  });
};
