import type { Package } from '../../../shared/api/people.ts';
import { quantityObject } from '../../../shared/quantity.ts';
import { presentInventoryItem } from '../inventory/present.ts';
import type { PackageRecord } from './repository.ts';

export const presentPackage = ({ pkg, items }: PackageRecord): Package => ({
  id: pkg.id, status: pkg.status, lot_number: pkg.lot_number,
  previous_status: pkg.previous_status, last_status_update_at: pkg.last_status_update_at,
  quantity: quantityObject(pkg.quantity_milli, pkg.quantity_unit),
  inventory_items: items.map((record) => presentInventoryItem(2, record)),
});
