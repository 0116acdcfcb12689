import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { INVENTORY_STATUS_FOR_SALE } from '../../../shared/api/catalog.ts';
import type { Database } from '../../db/schema.ts';
import { bumpCatalogRevision } from '../../db/catalog-revision.ts';
import { nowTimestamp } from '../../http/time.ts';
import { inTransaction } from '../../db/transaction.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const placeNumber = (key: string): number | undefined => (/^\d{1,9}$/.test(key) ? Number(key) : undefined);

const v1Rows = (db: Kysely<Database>, companyId: string) => db.selectFrom('places')
  .innerJoin('companies', 'companies.id', 'places.company_id')
  .innerJoin('accounts', 'accounts.id', 'companies.account_id')
  .select(['places.id as uuid', 'places.number', 'places.name', 'places.inventory_status', 'places.description',
    'places.deleted_at', 'places.created_at', 'places.updated_at', 'companies.number as location_number', 'accounts.number as account_number'])
  .where('places.company_id', '=', companyId).where('places.deleted_at', 'is', null);

const v2Rows = (db: Kysely<Database>, companyId: string) => db.selectFrom('places')
  .select((eb) => ['places.id', 'places.name', 'places.description', 'places.inventory_status',
    // Products with stock records in the place.
    eb.selectFrom('inventory_item_places as iip').innerJoin('inventory_items as ii', 'ii.id', 'iip.inventory_item_id')
      .select((c) => c.fn.count<number>('ii.product_id').distinct().as('n'))
      .whereRef('iip.place_id', '=', 'places.id').as('products_count')])
  .where('places.company_id', '=', companyId).where('places.deleted_at', 'is', null);

/** A place as v1 shows it: numbered, with its location's and account's numbers. */
export type PlaceV1Row = Awaited<ReturnType<ReturnType<typeof v1Rows>['execute']>>[number];
/** A place as v2 shows it: with the count of products stocked there. */
export type PlaceV2Row = Awaited<ReturnType<ReturnType<typeof v2Rows>['execute']>>[number];

/** Places of a company that are not deleted; `key` is the uuid or (v1) the integer number. */
export function places(db: Kysely<Database>) {
  return {
    async listV1(companyId: string, q: { limit: number; offset: number; inventoryStatus?: number }): Promise<PlaceV1Row[]> {
      let query = v1Rows(db, companyId);
      if (q.inventoryStatus !== undefined) query = query.where('places.inventory_status', '=', q.inventoryStatus);
      return query.orderBy('places.number').limit(q.limit).offset(q.offset).execute();
    },
    async listV2(companyId: string, q: { limit: number; offset: number; inventoryStatus?: number }): Promise<PlaceV2Row[]> {
      let query = v2Rows(db, companyId);
      if (q.inventoryStatus !== undefined) query = query.where('places.inventory_status', '=', q.inventoryStatus);
      return query.orderBy('places.number').limit(q.limit).offset(q.offset).execute();
    },
    async findV1(companyId: string, key: string): Promise<PlaceV1Row | undefined> {
      const number = placeNumber(key);
      if (number === undefined && !UUID.test(key)) return undefined;
      return (number === undefined ? v1Rows(db, companyId).where('places.id', '=', key) : v1Rows(db, companyId).where('places.number', '=', number)).executeTakeFirst();
    },
    async findV2(companyId: string, id: string): Promise<PlaceV2Row | undefined> {
      return v2Rows(db, companyId).where('places.id', '=', id).executeTakeFirst();
    },

    /** Places are numbered across all accounts (the v1 integer id): the next number is taken in the insert's transaction. */
    async create(companyId: string, input: { name: string; description?: string; inventory_status?: number }): Promise<PlaceV2Row> {
      const id = randomUUID();
      const now = nowTimestamp();
      for (let attempt = 0; ; attempt++) {
        try {
          await inTransaction(db, async (trx) => {
            const last = await trx.selectFrom('places').select((eb) => eb.fn.max('number').as('n')).executeTakeFirstOrThrow();
            await trx.insertInto('places').values({
              id, number: Number(last.n ?? 0) + 1, company_id: companyId, name: input.name.trim(),
              description: input.description ?? '', inventory_status: input.inventory_status ?? INVENTORY_STATUS_FOR_SALE,
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
      return { id, name: input.name.trim(), description: input.description ?? '', inventory_status: input.inventory_status ?? INVENTORY_STATUS_FOR_SALE, products_count: 0 };
    },

    async update(companyId: string, id: string, changes: { name?: string; description?: string; inventory_status?: number }): Promise<boolean> {
      // A place's name and For-Sale status show in product and inventory answers: the catalog's
      // revision moves with it, so no cached list answer outlives the change.
      return inTransaction(db, async (trx) => {
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
