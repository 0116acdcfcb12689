import type { Selectable } from 'kysely';
import type { ProductTypeV1, ProductTypeV2 } from '../../../shared/api/catalog.ts';
import type { ProductTypeTable } from '../../db/schema.ts';

/** `taxItemIds`: the tax items linked to the type (rows of their own, so each names a real tax item). */
export function presentProductType(version: 1, row: Selectable<ProductTypeTable>, taxItemIds: string[]): ProductTypeV1;
export function presentProductType(version: 2, row: Selectable<ProductTypeTable>, taxItemIds: string[]): ProductTypeV2;
export function presentProductType(version: 1 | 2, row: Selectable<ProductTypeTable>, taxItemIds: string[]): ProductTypeV1 | ProductTypeV2 {
  const common = {
    id: row.id, name: row.name, traceability_type: row.traceability_type,
    can_edit_weight: row.can_edit_weight === 1, can_edit_strain: row.can_edit_strain === 1,
    can_edit_test_results: row.can_edit_test_results === 1, can_edit_flower_type: row.can_edit_flower_type === 1,
    can_edit_concentrate_type: row.can_edit_concentrate_type === 1, is_marijuana: row.is_marijuana === 1,
    tax_item_ids: taxItemIds,
    test_results_unit: row.test_results_unit,
  };
  return version === 1 ? { ...common, default: row.is_default === 1 } : { ...common, color: row.color };
}
