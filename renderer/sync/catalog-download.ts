import { CATALOG_FEED_MAX_PAGE, type CatalogFeedItem } from '../../shared/api/catalog-feed.ts';
import { checkedOutcome, requestOf, operations } from '../../shared/api/operations.ts';
import type { ApiOutcome } from '../../shared/bridge.ts';
import type { CatalogItem } from '../db/schema.ts';
import { catalogSearchText } from '../data/catalog.ts';
import { answerOf, SyncCallError, type SyncApi, type SyncLog } from './api.ts';

/** Items per page of the catalog feed (the Store API's cap: a few large pages, few round trips). */
export const PAGE_SIZE = CATALOG_FEED_MAX_PAGE;
/**
 * Items written per IndexedDB transaction on a first download. Each transaction waits for the
 * disk once (strict durability), so a few large ones cost far less than one per page.
 */
export const WRITE_BATCH = 10_000;

type Names = Record<string, string>;
/** What an item takes from its product type: its name, traceability type and test results unit. */
export interface ProductTypeFacts { name: string; traceabilityType: number; testResultsUnit: number }
export interface Lookups { brands: Names; strains: Names; productTypes: Record<string, ProductTypeFacts> }

export interface DownloadOptions {
  onPage?: (done: number, total: number) => void;
  /**
   * Takes the items in batches of WRITE_BATCH (they are then not kept) while later pages download;
   * one batch at a time. Its failure ends the download.
   */
  onItems?: (items: CatalogItem[]) => Promise<void>;
  /** Items per page: the Store API's cap, unless a test pages in small steps. */
  pageSize?: number;
}

/**
 * Every inventory item as the counter sells it: the items, or none when `onItems` took them.
 *
 * Read from the Store API's catalog feed (`GET /catalog_items`), which answers only what the
 * counter keeps of each item (a v2 inventory item is ten times larger, with its product's stock
 * by place), each page checked against the feed's schema as it arrives. Pages are read by key
 * (`after_id`, the id of the previous page's last item), so a deep page costs the server what the
 * first does and an item added or removed meanwhile cannot shift another into a page already read
 * or out of the one to come: each item is read once. The next page is asked for as soon as a page
 * arrives, before that page is cut down and handed over, so the Store API, the host and this
 * window each work on a different page. Any failure rejects the whole download.
 */
export async function downloadCatalog(api: SyncApi, lookups: Lookups, log: SyncLog, options: DownloadOptions = {}): Promise<CatalogItem[]> {
  const { onPage, onItems, pageSize = PAGE_SIZE } = options;
  const kept: CatalogItem[] = [];
  const writer = onItems === undefined ? null : batchWriter(onItems);
  let done = 0;
  let total: number | null = null;
  let after = '';
  let next = fetchPage(api, after, pageSize);
  for (;;) {
    const { path, outcome } = await next;
    // The next page is asked for before this one is checked against the schema: its key is read
    // from the raw answer, so the Store API and the host serve it while this window checks this
    // one (checking a page of 5,000 took as long as serving it). An answer too broken to read a
    // key from asks for nothing more, and the check below says what is wrong with it.
    const seen = pageShape(outcome, pageSize);
    if (seen.full) {
      after = nextAfter(seen.lastId, after, path, log);
      next = fetchPage(api, after, pageSize);
      // Seen when awaited; until then this page's own failure may end the download first.
      next.catch(() => undefined);
    }
    const { catalog_items: rows, meta } = await answerOf(checkedOutcome(operations.catalogItems, path, outcome), log);
    total ??= meta?.total ?? null;
    const items = catalogItemsOf(rows, lookups);
    if (writer === null) kept.push(...items);
    else await writer.add(items);
    done += rows.length;
    onPage?.(done, total ?? done);
    if (!seen.full) break;
  }
  await writer?.finish();
  return kept;
}

interface PageFetched { path: string; outcome: ApiOutcome }

async function fetchPage(api: SyncApi, after: string, limit: number): Promise<PageFetched> {
  const request = requestOf(operations.catalogItems, { params: {}, query: { limit, after_id: after }, body: undefined });
  return { path: request.path, outcome: await api.api(request) };
}

/**
 * What the loop needs of a page before it is checked: whether it is full (then there may be a
 * next) and its last item's id, if that is a string.
 */
function pageShape(outcome: ApiOutcome, pageSize: number): { full: boolean; lastId: string | null } {
  if (outcome.kind !== 'ok' || typeof outcome.body !== 'object' || outcome.body === null || !('catalog_items' in outcome.body)) return { full: false, lastId: null };
  const rows: unknown = outcome.body.catalog_items;
  if (!Array.isArray(rows) || rows.length !== pageSize) return { full: false, lastId: null };
  const last: unknown = rows.at(-1);
  const id = typeof last === 'object' && last !== null && 'id' in last && typeof last.id === 'string' ? last.id : null;
  return { full: true, lastId: id };
}

/**
 * The id the next page starts after: the last row's. It must move the key on (a page ending where
 * it started would be asked for forever); its order is the Store API's, not compared here.
 */
function nextAfter(id: string | null, after: string, path: string, log: SyncLog): string {
  if (id !== null && id !== after) return id;
  const problems = [id === null ? 'the last item of a full page has no id' : `the page after "${after}" ends at "${id}"`];
  log.error(`sync: ${path} answered a malformed body; the catalog download stops`, problems);
  throw new SyncCallError({ kind: 'malformed', path, problems }, path);
}

function catalogItemsOf(rows: CatalogFeedItem[], lookups: Lookups): CatalogItem[] {
  const items: CatalogItem[] = [];
  for (const row of rows) {
    const item = toCatalogItem(row, lookups);
    if (item !== null) items.push(item);
  }
  return items;
}

/**
 * Hands items on in batches of WRITE_BATCH, one batch at a time, without waiting for a batch
 * before reading on: `add` waits only when the batch before is still being written.
 */
function batchWriter(write: (items: CatalogItem[]) => Promise<void>): { add(items: CatalogItem[]): Promise<void>; finish(): Promise<void> } {
  let buffer: CatalogItem[] = [];
  let writing: Promise<void> = Promise.resolve();
  const flush = async (): Promise<void> => {
    await writing;
    const batch = buffer;
    buffer = [];
    writing = write(batch);
    // Seen by the next add or by finish; never an unhandled rejection meanwhile.
    writing.catch(() => undefined);
  };
  return {
    async add(items) {
      buffer.push(...items);
      if (buffer.length >= WRITE_BATCH) await flush();
    },
    async finish() {
      if (buffer.length > 0) await flush();
      await writing;
    },
  };
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
    patientSellPrice: product.patient_sell_price, patientPriceEnabled: product.patient_price_enabled,
    memberSellPrice: product.member_sell_price, memberPriceEnabled: product.member_price_enabled, medical: item.medical,
    medicalOnly: product.medical_only === true,
    unit: item.quantity.unit, serverQuantity: Number(item.quantity.value), sellType: item.sell_type,
    thc: item.test_results_thc, cbd: item.test_results_cbd, active: true,
    productTypeId: product.product_type_id, discountable: product.discountable,
    traceabilityType: type?.traceabilityType ?? null, testResultsUnit: type?.testResultsUnit ?? null,
    weight: product.weight, unitOfMeasure: product.unit_of_measure, productThc: product.test_results_thc, totalThc: item.test_results_total_thc,
  };
  return { ...base, searchText: catalogSearchText(base) };
}

