import type { Kysely } from 'kysely';
import { WeightUnit } from '../../../shared/api/common.ts';
import type { Database } from '../../db/schema.ts';
import type { MetrcAccess } from './metrc-client.ts';
import { readAllPages, type PageLimits } from './metrc-pages.ts';

export interface PackageFinding {
  kind: 'not_at_metrc' | 'quantity_differs' | 'unlinked_package';
  package_label: string; inventory_item_id: string | null; message: string;
}

export interface PackageImport { packages: number; linked: number; findings: PackageFinding[] }

interface MetrcPackageRow { Label: string; Quantity: number; UnitOfMeasureName: string }

const UNIT_OF: Record<string, number> = { Grams: WeightUnit.gram, Ounces: WeightUnit.ounce, Pounds: WeightUnit.pound, Milligrams: WeightUnit.milligram, Kilograms: WeightUnit.kilogram, Each: WeightUnit.unit };

/**
 * Reads the licence's active packages from Metrc (GET /packages/v2/active, every page) and links
 * each to the location's inventory item that carries its label, or whose lot_number is the label
 * (then the item's package_label is set); pages as far as `limits` let (or nothing changes). Nothing else is changed: a labelled item Metrc no longer
 * lists, a quantity that differs from ours, and a package no item matches are findings.
 */
export async function importPackages(db: Kysely<Database>, companyId: string, access: MetrcAccess, limits: PageLimits): Promise<PackageImport> {
  const packages = await readAllPages<MetrcPackageRow>(access, (page) => `/packages/v2/active?pageNumber=${page}&pageSize=20`, limits);
  const items = await db.selectFrom('inventory_items').leftJoin('products', 'products.id', 'inventory_items.product_id')
    .select(['inventory_items.id', 'inventory_items.package_label', 'inventory_items.lot_number', 'inventory_items.quantity_milli', 'products.unit_of_measure'])
    .where('inventory_items.company_id', '=', companyId).execute();
  const byLabel = new Map(items.filter((i) => i.package_label !== null).map((i) => [i.package_label ?? '', i]));
  const byLot = new Map(items.filter((i) => i.package_label === null && i.lot_number !== '').map((i) => [i.lot_number, i]));
  const findings: PackageFinding[] = [];
  let linked = 0;
  const listed = new Set<string>();
  for (const pkg of packages) {
    listed.add(pkg.Label);
    let item = byLabel.get(pkg.Label);
    if (item === undefined) {
      item = byLot.get(pkg.Label);
      if (item !== undefined) {
        await db.updateTable('inventory_items').set({ package_label: pkg.Label }).where('id', '=', item.id).where('package_label', 'is', null).execute();
        linked++;
      }
    }
    if (item === undefined) {
      findings.push({ kind: 'unlinked_package', package_label: pkg.Label, inventory_item_id: null, message: `Metrc's package ${pkg.Label} is no inventory item's` });
      continue;
    }
    const unit = item.unit_of_measure ?? WeightUnit.gram;
    if (UNIT_OF[pkg.UnitOfMeasureName] === unit && Math.round(pkg.Quantity * 1000) !== Number(item.quantity_milli)) {
      findings.push({ kind: 'quantity_differs', package_label: pkg.Label, inventory_item_id: item.id,
        message: `package ${pkg.Label}: ${pkg.Quantity} ${pkg.UnitOfMeasureName} at Metrc, ${Number(item.quantity_milli) / 1000} here` });
    }
  }
  for (const [label, item] of byLabel) {
    if (!listed.has(label)) findings.push({ kind: 'not_at_metrc', package_label: label, inventory_item_id: item.id, message: `package ${label} is not among Metrc's active packages` });
  }
  return { packages: packages.length, linked, findings };
}
