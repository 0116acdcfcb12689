import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { InventoryItemV1, InventoryItemV2, Metadata } from '../../../shared/api/catalog.ts';
import { ErrorBody, ListMeta, Nullable, ValidationErrorBody } from '../../../shared/api/common.ts';
import { operations } from '../../../shared/api/operations.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { RouteOptions } from '../../context.ts';
import { readCatalogRevision } from '../../db/catalog-revision.ts';
import { FieldErrorCollector, notFound } from '../../http/errors.ts';
import { paging, pagingFields } from '../../http/paging.ts';
import { BooleanParam, parseBooleanParam } from '../../http/query.ts';
import { presentInventoryItem } from './present.ts';
import { MatchCounts, matchCountKey } from '../products/match-counts.ts';
import { findInventoryItems, inventoryFilter, listInventoryItems, updateInventoryItem, type InventoryItemChanges, type InventoryListQuery } from './repository.ts';

const Sku = Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' });

/** §4.3: v1 may change id (only to itself), product_id, sku, sell_type and metadata; v2 only sku and metadata. */
const InventoryItemUpdateV1 = Type.Object({
  id: Type.Optional(Type.String()),
  product_id: Type.Optional(Nullable(Type.String())),
  sku: Type.Optional(Sku),
  sell_type: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  metadata: Type.Optional(Metadata),
});
const InventoryItemUpdateV2 = Type.Object({
  sku: Type.Optional(Sku), metadata: Type.Optional(Metadata),
  /** Extension: the item's state package (Metrc tag, 24 letters and digits), or null. */
  package_label: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
});

const given = (text: string | undefined): string | undefined => (text === undefined || text === '' ? undefined : text);

/** GET /inventory_items, GET and PUT /inventory_items/{id} (spec §4.3). */
export const inventoryRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db, version }) => {
  const shape = version === 1 ? InventoryItemV1 : InventoryItemV2;
  const tags = ['inventory_items'];
  // A download pages through every item: the total of its filter is counted once per catalog revision.
  const matchCounts = new MatchCounts();

  app.get('/inventory_items', {
    schema: {
      tags, summary: 'List inventory items (oldest first, or in id order with after_id)',
      description: 'sellable=true keeps items whose sell_type is Sellable (0), false the others; only_assigned=true keeps ' +
        'items that belong to a product (without it, unassigned items are included). by_sku and by_lot_number match exactly; ' +
        'by_product_name is a case-insensitive contains.\n\n' +
        'Extension (not in the spec): after_id pages by key instead of by offset, for reading the whole list. With it, ' +
        'the items are in id order and the page holds those whose id comes after the given one; after_id= (empty) starts ' +
        'at the first item. Pass the id of the last item of each page as the next after_id, until a page has fewer than ' +
        'limit items. A page costs the same however deep it is, where an offset page walks past every item before it. ' +
        'after_id cannot be combined with offset (422). meta.total is the number of all items matching the filters, ' +
        'whatever after_id is.',
      querystring: Type.Object({
        ...pagingFields,
        after_id: Type.Optional(Type.String({ maxLength: 255 })),
        sellable: Type.Optional(BooleanParam),
        only_assigned: Type.Optional(BooleanParam),
        by_sku: Type.Optional(Type.String()),
        by_lot_number: Type.Optional(Type.String()),
        by_product_id: Type.Optional(Type.String()),
        by_product_name: Type.Optional(Type.String()),
      }),
      response: { 200: Type.Object({ inventory_items: Type.Array(shape), meta: ListMeta }), 422: ValidationErrorBody },
    },
  }, async (request) => {
    const q = request.query;
    const companyId = request.session.companyId;
    if (q.after_id !== undefined && q.offset !== undefined) {
      const errors = new FieldErrorCollector();
      errors.add('offset', "can't be combined with after_id (a keyset page starts after an id, not at a position)");
      errors.throwIfAny();
    }
    // The revision is read before the items, so a kept count is never older than the page.
    const revision = await readCatalogRevision(db, companyId);
    const query: InventoryListQuery = {
      ...paging(q),
      afterId: q.after_id,
      sellable: parseBooleanParam(q.sellable), onlyAssigned: parseBooleanParam(q.only_assigned),
      sku: given(q.by_sku), lotNumber: given(q.by_lot_number), productId: given(q.by_product_id), productName: given(q.by_product_name),
    };
    const key = matchCountKey(companyId, revision, inventoryFilter(query));
    const { records, total } = await listInventoryItems(db, companyId, query, (count) => matchCounts.get(key, count));
    return { inventory_items: records.map((record) => presentInventoryItem(version, record)), meta: { total } };
  });

  // Path, parameters and v2 answer as the register's client describes the call (shared/api/operations.ts); v1 keeps its own.
  const { inventoryItem } = operations;
  app.get(inventoryItem.path, {
    schema: {
      tags, summary: 'One inventory item, with its product and stock by place',
      params: inventoryItem.params,
      response: { 200: version === 1 ? Type.Object({ inventory_item: InventoryItemV1 }) : inventoryItem.answer, 404: ErrorBody },
    },
  }, async (request) => {
    const record = (await findInventoryItems(db, request.session.companyId, [request.params.id])).get(request.params.id);
    if (record === undefined) throw notFound('Inventory item');
    // Each version's answer whole (v1's own, v2's the operation's), so each matches its schema.
    return version === 1 ? { inventory_item: presentInventoryItem(1, record) } : { inventory_item: presentInventoryItem(2, record) };
  });

  app.put('/inventory_items/:id', {
    schema: {
      tags, summary: version === 1 ? 'Update an inventory item (product_id, sku, sell_type, metadata)' : 'Update an inventory item (sku, metadata and the extension package_label: a Metrc tag of 24 capital letters and digits, unique in the location; other fields are ignored)',
      params: Type.Object({ id: Type.String() }),
      body: Type.Object({ inventory_item: version === 1 ? InventoryItemUpdateV1 : InventoryItemUpdateV2 }),
      response: { 204: Type.Null(), 404: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'update-inventory-item');
    // Only the updatable fields of the version are taken; anything else a client sends is ignored.
    const body: InventoryItemChanges = request.body.inventory_item;
    const changes: InventoryItemChanges = version === 1
      ? { id: body.id, product_id: body.product_id, sku: body.sku, sell_type: body.sell_type, metadata: body.metadata }
      : { sku: body.sku, metadata: body.metadata, package_label: body.package_label };
    const updated = await updateInventoryItem(db, request.session.companyId, request.params.id, changes);
    if (!updated) throw notFound('Inventory item');
    return reply.status(204).send(null);
  });
};
