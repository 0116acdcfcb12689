import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PlaceV1, PlaceV2 } from '../../../shared/api/catalog.ts';
import type { Database } from '../../db/schema.ts';
import { bumpCatalogRevision } from '../../db/catalog-revision.ts';
import { nowTimestamp } from '../../http/time.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const placeNumber = (key: string): number | undefined => (/^\d{1,9}$/.test(key) ? Number(key) : undefined);

/** Places of a company that are not deleted; `key` is the uuid or (v1) the integer number. */
export function places(db: Kysely<Database>) {
  const v1Rows = (companyId: string) => db.selectFrom('places')
    .innerJoin('companies', 'companies.id', 'places.company_id')
    .innerJoin('accounts', 'accounts.id', 'companies.account_id')
    .select(['places.id as uuid', 'places.number', 'places.name', 'places.inventory_status', 'places.description',
      'places.deleted_at', 'places.created_at', 'places.updated_at', 'companies.number as location_number', 'accounts.number as account_number'])
    .where('places.company_id', '=', companyId).where('places.deleted_at', 'is', null);

  const v2Rows = (companyId: string) => db.selectFrom('places')
    .select((eb) => ['places.id', 'places.name', 'places.description', 'places.inventory_status',
      // Products with stock records in the place.
      eb.selectFrom('inventory_item_places as iip').innerJoin('inventory_items as ii', 'ii.id', 'iip.inventory_item_id')
        .select((c) => c.fn.count<number>('ii.product_id').distinct().as('n'))
        .whereRef('iip.place_id', '=', 'places.id').as('products_count')])
    .where('places.company_id', '=', companyId).where('places.deleted_at', 'is', null);

  type V1Row = Awaited<ReturnType<ReturnType<typeof v1Rows>['execute']>>[number];
  const presentV1 = (r: V1Row): PlaceV1 => ({
    id: r.number, uuid: r.uuid, name: r.name, inventory_status: r.inventory_status, description: r.description,
    deleted_at: r.deleted_at, is_deleted: r.deleted_at !== null, location_id: r.location_number, account_id: r.account_number,
    created_at: r.created_at, updated_at: r.updated_at,
  });
  type V2Row = Awaited<ReturnType<ReturnType<typeof v2Rows>['execute']>>[number];
  const presentV2 = (r: V2Row): PlaceV2 => ({
    id: r.id, name: r.name, description: r.description, inventory_status: r.inventory_status, products_count: Number(r.products_count ?? 0),
  });

  return {
    async listV1(companyId: string, q: { limit: number; offset: number; inventoryStatus?: number }): Promise<PlaceV1[]> {
      let query = v1Rows(companyId);
      if (q.inventoryStatus !== undefined) query = query.where('places.inventory_status', '=', q.inventoryStatus);
      return (await query.orderBy('places.number').limit(q.limit).offset(q.offset).execute()).map(presentV1);
    },
    async listV2(companyId: string, q: { limit: number; offset: number; inventoryStatus?: number }): Promise<PlaceV2[]> {
      let query = v2Rows(companyId);
      if (q.inventoryStatus !== undefined) query = query.where('places.inventory_status', '=', q.inventoryStatus);
      return (await query.orderBy('places.number').limit(q.limit).offset(q.offset).execute()).map(presentV2);
    },
    async findV1(companyId: string, key: string): Promise<PlaceV1 | undefined> {
      const number = placeNumber(key);
      if (number === undefined && !UUID.test(key)) return undefined;
      const row = await (number === undefined ? v1Rows(companyId).where('places.id', '=', key) : v1Rows(companyId).where('places.number', '=', number)).executeTakeFirst();
      return row === undefined ? undefined : presentV1(row);
    },
    async findV2(companyId: string, id: string): Promise<PlaceV2 | undefined> {
      const row = await v2Rows(companyId).where('places.id', '=', id).executeTakeFirst();
      return row === undefined ? undefined : presentV2(row);
    },

    /** Places are numbered across all accounts (the v1 integer id): the next number is taken in the insert's transaction. */
    async create(companyId: string, input: { name: string; description?: string; inventory_status?: number }): Promise<PlaceV2> {
      const id = randomUUID();
      const now = nowTimestamp();
      for (let attempt = 0; ; attempt++) {
        try {
          await db.transaction().execute(async (trx) => {
            const last = await trx.selectFrom('places').select((eb) => eb.fn.max('number').as('n')).executeTakeFirstOrThrow();
            await trx.insertInto('places').values({
              id, number: Number(last.n ?? 0) + 1, company_id: companyId, name: input.name.trim(),
              description: input.description ?? '', inventory_status: input.inventory_status ?? 0,
              deleted_at: null, created_at: now, updated_at: now,
            }).execute();
            await bumpCatalogRevision(trx, companyId);
          });
          break;
        } catch (error) {
          // Two creates raced for the same number (PostgreSQL): the loser takes the next one.
          if (attempt >= 4) throw error;
        }
      }
      return { id, name: input.name.trim(), description: input.description ?? '', inventory_status: input.inventory_status ?? 0, products_count: 0 };
    },

    async update(companyId: string, id: string, changes: { name?: string; description?: string; inventory_status?: number }): Promise<boolean> {
      // A place's name and For-Sale status show in product and inventory answers: the catalog's
      // revision moves with it, so no cached list answer outlives the change.
      return db.transaction().execute(async (trx) => {
        const result = await trx.updateTable('places').set({
          ...(changes.name === undefined ? {} : { name: changes.name.trim() }),
          ...(changes.description === undefined ? {} : { description: changes.description }),
          ...(changes.inventory_status === undefined ? {} : { inventory_status: changes.inventory_status }),
          updated_at: nowTimestamp(),
        }).where('company_id', '=', companyId).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        await bumpCatalogRevision(trx, companyId);
        return true;
      });
    },
  };
}
