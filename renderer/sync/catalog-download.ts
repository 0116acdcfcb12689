import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { InventoryItemV2, ProductV2 } from '../../shared/api/catalog.ts';
import { inventoryItemsPage, requestOf, operations, schemaProblems } from '../../shared/api/operations.ts';
import type { CatalogItem } from '../db/schema.ts';
import { catalogSearchText } from '../data/catalog.ts';
import { answerOf, SyncCallError, type SyncApi, type SyncLog } from './api.ts';

/** Items per page of a list download (the Store API's cap). */
export const PAGE_SIZE = 1000;
/**
 * Catalog pages requested at once on a first download. The Store API, the host and this window
 * each work on a different page meanwhile, instead of each waiting for the one before it.
 */
export const PAGES_IN_FLIGHT = 3;

type Names = Record<string, string>;
/** What an item takes from its product type: its name, traceability type and test results unit. */
export interface ProductTypeFacts { name: string; traceabilityType: number; testResultsUnit: number }
export interface Lookups { brands: Names; strains: Names; productTypes: Record<string, ProductTypeFacts> }

/**
 * What the counter reads of a v2 inventory item, typed as the Store API types it. Only these
 * fields are checked: checking every field of a thousand items took about a second per page here
 * (the renderer's CSP rules out compiled checks), and the rest is not kept anyway.
 */
export const CatalogFeedItem = Type.Object({
  ...Type.Pick(InventoryItemV2, [
    'id', 'sku', 'strain', 'product_type_name', 'flower_type', 'quantity', 'sell_type', 'test_results_thc', 'test_results_cbd', 'test_results_total_thc',
  ]).properties,
  product: Type.Union([Type.Pick(ProductV2, [
    'id', 'name', 'active', 'sell_price', 'pricing_type', 'brand_id', 'strain_id', 'product_type_id',
    'discountable', 'weight', 'unit_of_measure', 'test_results_thc',
  ]), Type.Null()]),
});
export type CatalogFeedItem = Static<typeof CatalogFeedItem>;

interface CatalogPageRead { items: CatalogItem[]; rows: number; total: number | null }

export interface DownloadOptions {
  onPage?: (done: number, total: number) => void;
  /** Takes each page's items as it arrives (they are then not kept); its failure ends the download. */
  onItems?: (items: CatalogItem[]) => Promise<void>;
}

/**
 * Every inventory item as the counter sells it: the items, or none when `onItems` took them.
 * The first page gives the total; the others are asked for PAGES_IN_FLIGHT at a time. Each page
 * is checked and cut down to CatalogItems as it arrives, so the full answers (about 4 KB an item)
 * are never all held at once. Any failure rejects the whole download.
 */
export async function downloadCatalog(api: SyncApi, lookups: Lookups, log: SyncLog, options: DownloadOptions = {}): Promise<CatalogItem[]> {
  const { onPage, onItems } = options;
  let done = 0;
  const read = async (offset: number, total: number | null): Promise<CatalogPageRead> => {
    const query = { limit: PAGE_SIZE, offset };
    const page = await answerOf(inventoryItemsPage(api, query), log);
    const path = requestOf(operations.inventoryItems, { params: {}, query, body: undefined }).path;
    const items: CatalogItem[] = [];
    for (const row of page.inventory_items) {
      if (!Value.Check(CatalogFeedItem, row)) {
        const problems = schemaProblems(CatalogFeedItem, row);
        log.error(`sync: ${path} answered a malformed body; the catalog download stops`, problems);
        throw new SyncCallError({ kind: 'malformed', path, problems }, path);
      }
      const item = toCatalogItem(row, lookups);
      if (item !== null) items.push(item);
    }
    if (onItems !== undefined) await onItems(items);
    done += page.inventory_items.length;
    const pageTotal = page.meta?.total ?? null;
    onPage?.(done, total ?? pageTotal ?? done);
    return { items: onItems === undefined ? items : [], rows: page.inventory_items.length, total: pageTotal };
  };

  const first = await read(0, null);
  const pages: CatalogPageRead[] = [first];
  if (first.total === null) {
    // No total to plan with: one page after another until a short one.
    for (let last = first, offset = PAGE_SIZE; last.rows === PAGE_SIZE; offset += PAGE_SIZE) {
      last = await read(offset, null);
      pages.push(last);
    }
  } else if (first.rows === PAGE_SIZE) {
    const total = first.total;
    const offsets: number[] = [];
    for (let offset = PAGE_SIZE; offset < total; offset += PAGE_SIZE) offsets.push(offset);
    const rest: CatalogPageRead[] = new Array<CatalogPageRead>(offsets.length);
    let next = 0;
    let failed = false;
    const worker = async (): Promise<void> => {
      while (!failed && next < offsets.length) {
        const index = next++;
        try {
          rest[index] = await read(offsets[index]!, total);
        } catch (error) {
          failed = true;
          throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PAGES_IN_FLIGHT, offsets.length) }, worker));
    pages.push(...rest);
  }
  return pages.flatMap((page) => page.items);
}

/** One inventory item as the counter sells it; null when it has no active product. */
export function toCatalogItem(item: CatalogFeedItem, lookups: Lookups): CatalogItem | null {
  const product = item.product;
  if (product === null || !product.active) return null;
  const type = product.product_type_id === null ? undefined : lookups.productTypes[product.product_type_id];
  const base = {
    id: item.id, productId: product.id, name: product.name, sku: item.sku,
    brandId: product.brand_id, strainId: product.strain_id,
    brand: product.brand_id === null ? null : lookups.brands[product.brand_id] ?? null,
    strain: item.strain ?? (product.strain_id === null ? null : lookups.strains[product.strain_id] ?? null),
    productType: item.product_type_name ?? type?.name ?? null,
    flowerType: item.flower_type,
    sellPrice: product.sell_price, pricedByGram: product.pricing_type === 1,
    unit: item.quantity.unit, serverQuantity: Number(item.quantity.value), sellType: item.sell_type,
    thc: item.test_results_thc, cbd: item.test_results_cbd, active: true,
    productTypeId: product.product_type_id, discountable: product.discountable,
    traceabilityType: type?.traceabilityType ?? null, testResultsUnit: type?.testResultsUnit ?? null,
    weight: product.weight, unitOfMeasure: product.unit_of_measure, productThc: product.test_results_thc, totalThc: item.test_results_total_thc,
  };
  return { ...base, searchText: catalogSearchText(base) };
}

