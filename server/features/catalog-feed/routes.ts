import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CATALOG_FEED_MAX_PAGE } from '../../../shared/api/catalog-feed.ts';
import { ValidationErrorBody } from '../../../shared/api/common.ts';
import { operations } from '../../../shared/api/operations.ts';
import type { RouteOptions } from '../../context.ts';
import { countCatalogItems, readCatalogFeed } from './repository.ts';

/** A register's first download reads the whole catalog: pages this large keep the round trips few. */
const DEFAULT_PAGE = 1000;

/** Extension: the catalog feed, what a register keeps of every item, for its first download; v2 only. */
export const catalogFeedRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db }) => {
  // Path, query and answer as the register's client describes the call (shared/api/operations.ts): one description, both sides.
  const { catalogItems } = operations;
  app.get(catalogItems.path, {
    schema: {
      tags: ['catalog_items'],
      summary: 'Extension: every inventory item with what a register keeps of it, by key (after_id), in large pages',
      description: 'For a register\'s first download of the catalog. Each item carries exactly these fields of the v2 inventory item ' +
        '(GET /inventory_items), with the same names and values: id, sku, strain, product_type_name, flower_type, quantity, ' +
        'sell_type, test_results_thc, test_results_cbd, test_results_total_thc, and product (null for an item without one) ' +
        'with id, name, active, sell_price, pricing_type, brand_id, strain_id, product_type_id, discountable, weight, ' +
        `unit_of_measure and test_results_thc. Items are in id order: after_id= (empty) starts at the first item; pass the id of ` +
        `the last item of each page as the next after_id, until a page has fewer than limit items. limit is 1 to ` +
        `${CATALOG_FEED_MAX_PAGE} (default ${DEFAULT_PAGE}). The first page (after_id empty or absent) also carries meta.total, ` +
        'the number of items, for a progress bar; later pages leave it out, so each costs one indexed read however deep.',
      querystring: catalogItems.query,
      response: { 200: catalogItems.answer, 422: ValidationErrorBody },
    },
  }, async (request) => {
    const companyId = request.session.companyId;
    const afterId = request.query.after_id ?? '';
    const [items, total] = await Promise.all([
      readCatalogFeed(db, companyId, afterId, request.query.limit ?? DEFAULT_PAGE),
      afterId === '' ? countCatalogItems(db, companyId) : undefined,
    ]);
    return total === undefined ? { catalog_items: items } : { catalog_items: items, meta: { total } };
  });
};
