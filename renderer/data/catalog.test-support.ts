import type { CatalogItem, RegisterDatabase } from '../db/schema.ts';
import { catalogSearchText } from './catalog.ts';
import { announceChange } from './changes.ts';
import { openRegisterDatabase } from './database.ts';

/** Test support: a fresh register database (under fake-indexeddb) with a few catalog items. */
export function freshDatabase(): RegisterDatabase {
  return openRegisterDatabase(`test-${crypto.randomUUID()}`);
}

export function catalogItem(fields: Partial<CatalogItem> & { name: string; sku: string }): CatalogItem {
  const base = {
    id: crypto.randomUUID(), productId: crypto.randomUUID(), brand: null, strain: null, productType: null, flowerType: null,
    sellPrice: 1000, pricedByGram: false, unit: 5, serverQuantity: 10, sellType: 0, thc: null, cbd: null, active: true,
    productTypeId: null, discountable: true, traceabilityType: null, testResultsUnit: null, weight: null, unitOfMeasure: null,
    productThc: null, totalThc: null,
    ...fields,
  };
  return { ...base, searchText: catalogSearchText(base) };
}

export async function seedCatalog(db: RegisterDatabase, items: CatalogItem[]): Promise<void> {
  await db.catalog.bulkPut(items);
  announceChange(db, 'catalog');
}
