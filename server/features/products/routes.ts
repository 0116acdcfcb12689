import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { ProductV1, ProductV2 } from '../../../shared/api/catalog.ts';
import { ErrorBody, ListMeta, ValidationErrorBody } from '../../../shared/api/common.ts';
import { operations } from '../../../shared/api/operations.ts';
import type { RouteOptions } from '../../context.ts';
import { readCatalogRevision } from '../../db/catalog-revision.ts';
import { FieldErrorCollector, notFound } from '../../http/errors.ts';
import { paging, pagingFields } from '../../http/paging.ts';
import { BooleanParam, parseBooleanParam, SortDirection } from '../../http/query.ts';
import { ListAnswerCache } from '../../http/response-cache.ts';
import { filterOnColumn, INT4_COLUMN, MILLI_COLUMN, parseNumericFilter, REAL_COLUMN, type NumericFilter } from './numeric-filter.ts';
import { presentProduct } from './present.ts';
import { MatchCounts, matchCountKey } from './match-counts.ts';
import { findProducts, listProducts, productFilter, type ProductListQuery as ProductSearch } from './repository.ts';

const Text = Type.Optional(Type.String());
const SortField = Type.Union([Type.Literal('name'), Type.Literal('product_type'), Type.Literal('quantity'), Type.Literal('sell_price'), Type.Literal('vendor')]);

/** The four numeric filters of §4.5: query parameter stem, value key, and how the column stores it. */
const numericFilters = [
  { stem: 'by_quantity', value: 'quantity', column: MILLI_COLUMN },
  { stem: 'by_sell_price', value: 'sell_price', column: INT4_COLUMN },
  { stem: 'by_test_results_thc', value: 'test_results_thc', column: REAL_COLUMN },
  { stem: 'by_test_results_cbd', value: 'test_results_cbd', column: REAL_COLUMN },
] as const;

const ProductListQuery = Type.Object({
  ...pagingFields,
  active: Type.Optional(BooleanParam),
  by_active: Type.Optional(BooleanParam),
  mj: Type.Optional(BooleanParam),
  para: Type.Optional(BooleanParam),
  by_discountable: Type.Optional(BooleanParam),
  by_name: Text, by_vendor: Text, by_category: Text, by_sku: Text, by_lot_number: Text,
  by_product_type: Text, by_brand: Text, by_strain: Text,
  'sort_by[field]': Type.Optional(SortField),
  'sort_by[direction]': Type.Optional(SortDirection),
  // Numeric filters are checked by parseNumericFilter, so each mistake names its own parameter.
  ...Object.fromEntries(numericFilters.flatMap((f) => [[`${f.stem}[${f.value}]`, Text], [`${f.stem}[comparator]`, Text]])),
});

const given = (text: string | undefined): string | undefined => (text === undefined || text === '' ? undefined : text);

/** GET /products and GET /products/{id} (spec §4.5). */
export const productRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db, version }) => {
  const shape = version === 1 ? ProductV1 : ProductV2;
  const tags = ['products'];
  // Back-office searches and registers repeat the same pages; each is kept until the catalog changes.
  const listAnswers = new ListAnswerCache();
  // A search paged through or sorted another way counts its matches once per catalog revision.
  const matchCounts = new MatchCounts();

  app.get('/products', {
    schema: {
      tags, summary: 'List products with the filters and sorts of §4.5',
      description: 'Boolean filters keep products in the given state: by_active (active is its deprecated alias; by_active wins), ' +
        'mj=true / para=false keep products reported to the state (collect_excise_tax), mj=false / para=true the others. ' +
        'by_name and by_vendor are case-insensitive contains; by_brand and by_strain match the name exactly, ignoring case; ' +
        'by_sku and by_lot_number keep products with an inventory item of exactly that value. Numeric filters need both ' +
        'parameters: one number with <, <=, =, >=, >; two comma-separated numbers with between (inclusive); a list with in. ' +
        'by_quantity is in the product\'s unit (3.5 = 3.5 g). Sorting ties are broken by name, then id. ' +
        'meta.total is the exact number of products matching the filters (whatever limit, offset and sort are).',
      querystring: ProductListQuery,
      // v2 answers as the back office's description of the call says (shared/api/operations.ts).
      response: { 200: version === 1 ? Type.Object({ products: Type.Array(ProductV1), meta: ListMeta }) : operations.products.answer, 422: ValidationErrorBody },
    },
  }, async (request, reply) => {
    const companyId = request.session.companyId;
    // The revision is read before the products, so a cached page is never older than its key.
    const revision = await readCatalogRevision(db, companyId);
    return listAnswers.send(reply, `${companyId} ${revision} ${request.url}`, () => listPage(request.query, companyId, revision));
  });

  async function listPage(q: Static<typeof ProductListQuery>, companyId: string, revision: string) {
    const raw: Record<string, string | undefined> = Object.fromEntries(Object.entries(q).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]));
    const errors = new FieldErrorCollector();
    const numbers = new Map<string, NumericFilter | undefined>();
    for (const f of numericFilters) {
      const names = { value: `${f.stem}[${f.value}]`, comparator: `${f.stem}[comparator]` };
      const filter = parseNumericFilter(raw[names.value], raw[names.comparator], names, errors);
      numbers.set(f.stem, filter === undefined ? undefined : filterOnColumn(filter, f.column));
    }
    errors.throwIfAny();
    const mj = parseBooleanParam(q.mj);
    const para = parseBooleanParam(q.para);
    const field = q['sort_by[field]'];
    const query: ProductSearch = {
      ...paging(q),
      // `active` is the deprecated spelling of by_active; by_active wins when both are sent.
      active: parseBooleanParam(q.by_active) ?? parseBooleanParam(q.active),
      collectExciseTax: mj ?? (para === undefined ? undefined : !para),
      discountable: parseBooleanParam(q.by_discountable),
      name: given(q.by_name), vendor: given(q.by_vendor), categoryId: given(q.by_category),
      sku: given(q.by_sku), lotNumber: given(q.by_lot_number), productTypeId: given(q.by_product_type),
      brand: given(q.by_brand), strain: given(q.by_strain),
      quantity: numbers.get('by_quantity'), sellPrice: numbers.get('by_sell_price'),
      thc: numbers.get('by_test_results_thc'), cbd: numbers.get('by_test_results_cbd'),
      sort: field === undefined ? undefined : { field, direction: q['sort_by[direction]'] ?? 'asc' },
    };
    const key = matchCountKey(companyId, revision, productFilter(query));
    const { records, total } = await listProducts(db, companyId, query, (count) => matchCounts.get(key, count));
    return { products: records.map((record) => presentProduct(version, record)), meta: { total } };
  }

  app.get('/products/:id', {
    schema: {
      tags, summary: 'One product',
      params: Type.Object({ id: Type.String() }),
      response: { 200: Type.Object({ product: shape }), 404: ErrorBody },
    },
  }, async (request) => {
    const record = (await findProducts(db, request.session.companyId, [request.params.id])).get(request.params.id);
    if (record === undefined) throw notFound('Product');
    return { product: presentProduct(version, record) };
  });
};
