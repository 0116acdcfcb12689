import type { Kysely, Selectable } from 'kysely';
import type { Database, PackageTable } from '../../db/schema.ts';
import { findInventoryItems, type InventoryItemRecord } from '../inventory/repository.ts';

export interface PackageRecord { pkg: Selectable<PackageTable>; items: InventoryItemRecord[] }

/** One page of the company's packages with their inventory items: three queries for the page, whatever its size. */
export async function listPackages(db: Kysely<Database>, companyId: string, page: { limit: number; offset: number }): Promise<{ records: PackageRecord[]; total: number }> {
  const [packages, count] = await Promise.all([
    db.selectFrom('packages').selectAll().where('company_id', '=', companyId)
      .orderBy('lot_number').orderBy('id').limit(page.limit).offset(page.offset).execute(),
    db.selectFrom('packages').select((eb) => eb.fn.countAll<number>().as('total')).where('company_id', '=', companyId).executeTakeFirstOrThrow(),
  ]);
  const links = packages.length === 0 ? [] : await db.selectFrom('package_items').select(['package_id', 'inventory_item_id'])
    .where('company_id', '=', companyId).where('package_id', 'in', packages.map((p) => p.id))
    .orderBy('package_id').orderBy('position').execute();
  const items = await findInventoryItems(db, companyId, links.map((l) => l.inventory_item_id));
  return {
    records: packages.map((pkg) => ({
      pkg,
      items: links.filter((l) => l.package_id === pkg.id).flatMap((l) => items.get(l.inventory_item_id) ?? []),
    })),
    total: Number(count.total),
  };
}
