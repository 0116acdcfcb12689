import { Value } from 'typebox/value';
import type { InventoryItemV2 } from '../../shared/api/catalog.ts';
import type { CustomerV2 } from '../../shared/api/customers.ts';
import {
  brandsPage, customersPage, getBrand, getInventoryItem, getRegisterSettings, getStrain, listPaymentMethods, listProductTypes, listTaxItems,
  patientsPage, personGroupsPage, placesPage, pushNotificationsAfter, strainsPage, type OperationOutcome,
} from '../../shared/api/operations.ts';
import type { Patient } from '../../shared/api/people.ts';
import { exemptionRuleOf } from '../../shared/api/money.ts';
import { CursorGoneBody, type PushNotification } from '../../shared/api/sales.ts';
import type { LocalCustomer, LocalPaymentMethod, LocalPersonGroup, LocalProductType, LocalRegisterSettings, LocalTaxItem, RegisterDatabase } from '../db/schema.ts';
import { catalogSearchText } from '../data/catalog.ts';
import { announceCatalogItems, announceChange } from '../data/changes.ts';
import { customerSearchText, licenceFields } from '../data/customer-text.ts';
import { answerOf, SyncCallError, type SyncApi, type SyncLog } from './api.ts';
import { downloadCatalog, PAGE_SIZE, toCatalogItem, type ProductTypeFacts } from './catalog-download.ts';

/** Meta keys the pull keeps. */
export const META = {
  cursor: 'pullCursor', catalogLoadedAt: 'catalogLoadedAt', lastPullAt: 'lastPullAt',
  brands: 'brands', strains: 'strains', places: 'places',
  registerSettings: 'registerSettings', moneyPulledAt: 'moneyPulledAt',
} as const;

/**
 * How often a delta pull also reads the location's taxes, product types, person groups and
 * register settings again (no change notification names them): a new rate or a new manager
 * reaches the counter within this, and the catalog reload always brings them.
 */
export const MONEY_REFRESH_MS = 10 * 60_000;

export const NOTIFICATION_PAGE = 500;

type Names = Record<string, string>;

export interface PullOptions {
  log: SyncLog;
  /** Catalog download progress, 0..1. */
  onProgress?: (fraction: number) => void;
}

export type PullResult = { kind: 'catalog-loaded'; items: number } | { kind: 'changes'; applied: number; cursor: number };

/**
 * One pull: the whole catalog when this register has none (or its cursor is gone), else the
 * changes since its cursor. Records and the cursor are written in ONE transaction, after every
 * fetch succeeded; a failure anywhere leaves the old cursor and data as they were. (A register's
 * very first catalog is the one exception: it has no old data, so its items are written in
 * batches as they arrive; its cursor still comes last.)
 */
export async function pull(db: RegisterDatabase, api: SyncApi, options: PullOptions): Promise<PullResult> {
  const cursor = await db.meta.get(META.cursor);
  if (cursor === undefined || typeof cursor.value !== 'number') return loadCatalog(db, api, options);
  let at = cursor.value;
  let applied = 0;
  const moneyPulledAt = await db.meta.get(META.moneyPulledAt);
  if (typeof moneyPulledAt?.value !== 'string' || Date.now() - Date.parse(moneyPulledAt.value) >= MONEY_REFRESH_MS) {
    const money = await fetchMoney(api, options.log);
    await db.transaction('rw', [db.taxItems, db.productTypes, db.personGroups, db.meta], () => writeMoney(db, money));
    announceChange(db, 'catalog');
  }
  for (;;) {
    const outcome = await pushNotificationsAfter(api, at, NOTIFICATION_PAGE);
    const gone = cursorGone(outcome);
    if (gone !== null) {
      options.log.info(`sync: cursor ${at} is gone (oldest kept ${gone}); reloading the catalog`);
      return loadCatalog(db, api, options);
    }
    const notifications = (await answerOf(Promise.resolve(outcome), options.log)).push_notifications;
    if (notifications.length === 0) {
      await db.meta.put({ key: META.lastPullAt, value: new Date().toISOString() });
      return { kind: 'changes', applied, cursor: at };
    }
    const last = notifications[notifications.length - 1]!.data.sequence_id;
    applied += await applyChanges(db, api, notifications, last, options.log);
    at = last;
    if (notifications.length < NOTIFICATION_PAGE) return { kind: 'changes', applied, cursor: at };
  }
}

/**
 * Changes that decide how a sale is taxed, counted and approved: a product type (its taxes, its
 * traceability type), a person group (the taxes its buyers pay), a tax item (its rate, its base),
 * the location (its state decides the purchase limits) or an employee (the manager PINs in the
 * register's settings). A register that waited for its next timed refresh would sell a new type's
 * items untaxed and outside the purchase limits, or still take a deactivated manager's PIN.
 */
const MONEY_MODELS: ReadonlySet<string> = new Set(['ProductType', 'PersonGroup', 'TaxItem', 'Company', 'Employee']);

async function applyChanges(db: RegisterDatabase, api: SyncApi, notifications: PushNotification[], cursor: number, log: SyncLog): Promise<number> {
  const ids = (model: string) => [...new Set(notifications.filter((n) => n.data.model === model).map((n) => n.data.id))];
  // Read before the items, so an item of a type made in the same batch is built with its type.
  const money = notifications.some((n) => MONEY_MODELS.has(n.data.model)) ? await fetchMoney(api, log) : null;
  const brandNames: Names = { ...(await names(db, META.brands)) };
  const strainNames: Names = { ...(await names(db, META.strains)) };
  for (const id of ids('Brand')) {
    const brand = await answerOf(getBrand(api, id), log);
    brandNames[brand.brand.id] = brand.brand.name;
  }
  for (const id of ids('Strain')) {
    const strain = await answerOf(getStrain(api, id), log);
    strainNames[strain.strain.id] = strain.strain.name;
  }
  const items: InventoryItemV2[] = [];
  for (const id of ids('InventoryItem')) {
    items.push((await answerOf(getInventoryItem(api, id), log)).inventory_item);
  }
  // A patient a manager registered or changed: the feed names them, the list is how a register reads patients.
  const patientIds = new Set(ids('Patient'));
  const patients = patientIds.size === 0 ? []
    : (await getAll((page) => patientsPage(api, page), (answer) => answer.patients, log, (answer) => answer.meta.total)).filter((patient) => patientIds.has(patient.id));
  const productTypes = productTypeFacts(money?.productTypes ?? await db.productTypes.toArray());
  const brandIds = new Set(ids('Brand'));
  const strainIds = new Set(ids('Strain'));
  await db.transaction('rw', [db.catalog, db.meta, db.taxItems, db.productTypes, db.personGroups, db.customers], async () => {
    if (patients.length > 0) await db.customers.bulkPut(patients.map(fromPatient));
    if (money !== null) {
      await writeMoney(db, money);
      // Items kept before keep their type's facts as they are now (a traceability type changed).
      await db.catalog.toCollection().modify((item) => {
        const type = item.productTypeId == null ? undefined : productTypes[item.productTypeId];
        if (type === undefined) return;
        item.traceabilityType = type.traceabilityType;
        item.testResultsUnit = type.testResultsUnit;
      });
    }
    const fresh = items.map((item) => toCatalogItem(item, { brands: brandNames, strains: strainNames, productTypes })).filter((item) => item !== null);
    await db.catalog.bulkPut(fresh);
    const freshIds = new Set(fresh.map((item) => item.id));
    // Items inactive or without a product now are kept out of the counter's catalog.
    await db.catalog.bulkDelete(items.filter((item) => !freshIds.has(item.id)).map((item) => item.id));
    if (brandIds.size > 0 || strainIds.size > 0) {
      await db.catalog.toCollection().modify((item) => {
        if (item.brandId != null && brandIds.has(item.brandId)) item.brand = brandNames[item.brandId] ?? item.brand;
        if (item.strainId != null && strainIds.has(item.strainId)) item.strain = strainNames[item.strainId] ?? item.strain;
        item.searchText = catalogSearchText(item);
      });
    }
    await db.meta.bulkPut([
      { key: META.brands, value: brandNames }, { key: META.strains, value: strainNames },
      { key: META.cursor, value: cursor }, { key: META.lastPullAt, value: new Date().toISOString() },
    ]);
  });
  // Stock and prices only: the search index patches these items. A brand or strain renamed
  // touched every item's search text, so the index reads the catalog again.
  if (brandIds.size > 0 || strainIds.size > 0 || money !== null) announceChange(db, 'catalog');
  else announceCatalogItems(db, items.map((item) => item.id));
  // The Store API announces a sale it flagged for review as an Order update; the review list (read
  // from the Store API, not kept here record by record) is read again.
  if (notifications.some((n) => n.data.model === 'Order' && n.event === 'update')) announceChange(db, 'review');
  if (patients.length > 0) announceChange(db, 'customers');
  log.info(`sync: applied ${notifications.length} changes (${items.length} items, ${brandIds.size} brands, ${strainIds.size} strains), cursor ${cursor}`);
  return notifications.length;
}

/**
 * Downloads the whole catalog, customers, patients and payment methods, then writes them with the
 * cursor taken BEFORE the download (changes made meanwhile are pulled again; applying twice is
 * harmless, skipping one is not).
 */
export async function loadCatalog(db: RegisterDatabase, api: SyncApi, options: PullOptions): Promise<PullResult> {
  const { log } = options;
  const progress = (fraction: number) => options.onProgress?.(Math.min(1, Math.max(0, fraction)));
  progress(0);
  // The cursor first (changes made during the download are pulled again), then the small lists together.
  const cursor = await newestSequenceId(api, log);
  const [brands, strains, money, places, methods] = await Promise.all([
    getAll((page) => brandsPage(api, page), (answer) => answer.brands, log, (answer) => answer.meta.total),
    getAll((page) => strainsPage(api, page), (answer) => answer.strains, log, (answer) => answer.meta.total),
    fetchMoney(api, log),
    getAll((page) => placesPage(api, page), (answer) => answer.places, log),
    answerOf(listPaymentMethods(api), log).then((answer) => answer.payment_methods),
  ]);
  progress(0.05);
  const lookups = {
    brands: Object.fromEntries(brands.map((b) => [b.id, b.name])),
    strains: Object.fromEntries(strains.map((s) => [s.id, s.name])),
    productTypes: productTypeFacts(money.productTypes),
  };
  // A register that never had a whole catalog has nothing to keep: its pages are written as they
  // arrive, overlapping the download (writing 50k items at the end took as long again). The
  // cursor and catalogLoadedAt still come last, so an interrupted first download starts over.
  const first = (await db.meta.get(META.catalogLoadedAt)) === undefined;
  if (first) await db.catalog.clear();
  let written = 0;
  const catalog = await downloadCatalog(api, lookups, log, {
    onPage: (done, total) => progress(0.05 + 0.8 * (done / Math.max(total, 1))),
    ...(first ? { onItems: async (items) => { await db.catalog.bulkPut(items); written += items.length; } } : {}),
  });
  const customers = await getAll((page) => customersPage(api, page), (answer) => answer.customers, log);
  progress(0.9);
  const patients = await getAll((page) => patientsPage(api, page), (answer) => answer.patients, log, (answer) => answer.meta.total);
  progress(0.95);

  const people: LocalCustomer[] = [...customers.map(fromCustomer), ...patients.map(fromPatient)];
  const paymentMethods: LocalPaymentMethod[] = methods.filter((m) => m.active).map((m) => ({ id: m.id, name: m.name, paymentType: m.payment_type }));
  const stamp = new Date().toISOString();
  await db.transaction('rw', [db.catalog, db.customers, db.paymentMethods, db.taxItems, db.productTypes, db.personGroups, db.meta], async () => {
    if (!first) {
      await db.catalog.clear();
      await db.catalog.bulkPut(catalog);
    }
    // Customers made here and not yet sent stay as they are: pulled data never overwrites them.
    const waiting = new Set(await db.customers.filter((customer) => customer.pending).primaryKeys());
    await db.customers.filter((customer) => !customer.pending).delete();
    await db.customers.bulkPut(people.filter((person) => !waiting.has(person.id)));
    await db.paymentMethods.clear();
    await db.paymentMethods.bulkPut(paymentMethods);
    await writeMoney(db, money);
    await db.meta.bulkPut([
      { key: META.brands, value: lookups.brands }, { key: META.strains, value: lookups.strains },
      { key: META.places, value: places.map((p) => ({ id: p.id, name: p.name })) },
      { key: META.cursor, value: cursor }, { key: META.catalogLoadedAt, value: stamp }, { key: META.lastPullAt, value: stamp },
    ]);
  });
  announceChange(db, 'catalog', 'customers');
  progress(1);
  const items = first ? written : catalog.length;
  log.info(`sync: catalog loaded (${items} items, ${people.length} customers and patients), cursor ${cursor}`);
  return { kind: 'catalog-loaded', items };
}

/** What pricing a sale offline needs of the location. */
interface MoneyData { taxItems: LocalTaxItem[]; productTypes: LocalProductType[]; personGroups: LocalPersonGroup[]; settings: LocalRegisterSettings }

async function fetchMoney(api: SyncApi, log: SyncLog): Promise<MoneyData> {
  const [taxItems, productTypes, personGroups, settings] = await Promise.all([
    answerOf(listTaxItems(api), log).then((answer) => answer.tax_items),
    answerOf(listProductTypes(api), log).then((answer) => answer.product_types),
    getAll((page) => personGroupsPage(api, page), (answer) => answer.person_group, log, (answer) => answer.meta.total),
    answerOf(getRegisterSettings(api), log).then((answer) => answer.register_settings),
  ]);
  return {
    taxItems: taxItems.map((item) => ({
      id: item.id, name: item.name, rate: item.rate, includedInPrice: item.included_in_price,
      baseIncludes: item.base_includes, rounding: item.rounding, exemption: item.exemption === null ? null : exemptionRuleOf(item.exemption),
    })),
    productTypes: productTypes.map((type) => ({
      id: type.id, name: type.name, taxItemIds: type.tax_item_ids, traceabilityType: type.traceability_type, testResultsUnit: type.test_results_unit,
      isMarijuana: type.is_marijuana,
    })),
    personGroups: personGroups.map((group) => ({ id: group.id, name: group.name, medical: group.medical, taxItemIds: group.tax_items })),
    settings,
  };
}

/** Replaces the money data; call inside a transaction over taxItems, productTypes, personGroups and meta. */
async function writeMoney(db: RegisterDatabase, money: MoneyData): Promise<void> {
  await Promise.all([db.taxItems.clear(), db.productTypes.clear(), db.personGroups.clear()]);
  await db.taxItems.bulkPut(money.taxItems);
  await db.productTypes.bulkPut(money.productTypes);
  await db.personGroups.bulkPut(money.personGroups);
  await db.meta.bulkPut([{ key: META.registerSettings, value: money.settings }, { key: META.moneyPulledAt, value: new Date().toISOString() }]);
}

const productTypeFacts = (types: readonly LocalProductType[]): Record<string, ProductTypeFacts> =>
  Object.fromEntries(types.map((type) => [type.id, { name: type.name, traceabilityType: type.traceabilityType, testResultsUnit: type.testResultsUnit }]));

/**
 * A list read page by page (limit 1000, offset) until its total (meta.total, for the lists that
 * answer one), or a short page.
 */
async function getAll<Answer, Item>(
  readPage: (page: { limit: number; offset: number }) => Promise<OperationOutcome<Answer>>, rowsOf: (answer: Answer) => Item[], log: SyncLog,
  totalOf: (answer: Answer) => number | null = () => null,
): Promise<Item[]> {
  const all: Item[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const answer = await answerOf(readPage({ limit: PAGE_SIZE, offset }), log);
    const rows = rowsOf(answer);
    all.push(...rows);
    const total = totalOf(answer);
    if (rows.length < PAGE_SIZE || (total !== null && all.length >= total)) return all;
  }
}

/** The oldest kept sequence id when the feed says a cursor is gone (410), else null. */
function cursorGone(outcome: OperationOutcome<unknown>): number | null {
  return outcome.kind === 'rejected' && outcome.status === 410 && Value.Check(CursorGoneBody, outcome.body) ? outcome.body.oldest_sequence_id : null;
}

/**
 * The newest sequence id of the location. The feed answers a page for any cursor from the oldest
 * kept one up to the newest and 410 beyond it, so a short first page answers at once and otherwise
 * a doubling then halving search finds the newest in a few dozen tiny calls.
 */
export async function newestSequenceId(api: SyncApi, log: SyncLog): Promise<number> {
  const probe = async (after: number, limit: number): Promise<{ valid: true; last: number | null; full: boolean } | { valid: false; oldest: number }> => {
    const outcome = await pushNotificationsAfter(api, after, limit);
    const oldest = cursorGone(outcome);
    if (oldest !== null) return { valid: false, oldest };
    const list = (await answerOf(Promise.resolve(outcome), log)).push_notifications;
    return { valid: true, last: list.length === 0 ? null : list[list.length - 1]!.data.sequence_id, full: list.length === limit };
  };
  let first = await probe(0, PAGE_SIZE);
  let low = 0;
  if (!first.valid) {
    low = Math.max(0, first.oldest - 1);
    first = await probe(low, PAGE_SIZE);
    if (!first.valid) throw new SyncCallError({ kind: 'malformed', path: '/push_notifications', problems: ['no cursor is accepted'] }, '/push_notifications');
  }
  if (!first.full) return first.last ?? low;
  low = first.last!;
  let step = PAGE_SIZE;
  let high = low + step;
  for (;;) {
    const answer = await probe(high, 1);
    if (!answer.valid) break;
    low = high;
    step *= 2;
    high = low + step;
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if ((await probe(middle, 1)).valid) low = middle; else high = middle;
  }
  return low;
}

async function names(db: RegisterDatabase, key: string): Promise<Names> {
  const row = await db.meta.get(key);
  const value: unknown = row?.value;
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function fromCustomer(customer: CustomerV2): LocalCustomer {
  const base = { firstName: customer.first_name, lastName: customer.last_name, email: customer.email, phone: customer.phone };
  return {
    id: customer.id, ...base, birthDate: customer.birth_date, kind: 'customer', carryLimit: null,
    expirationDate: customer.expiration_date, loyaltyPoints: customer.loyalty_points, searchText: customerSearchText(base), pending: false,
    personGroupId: customer.person_group_id, ...licenceFields(customer),
  };
}

function fromPatient(patient: Patient): LocalCustomer {
  const base = { firstName: patient.first_name, lastName: patient.last_name, email: patient.email, phone: patient.phone };
  return {
    id: patient.id, ...base, birthDate: patient.birth_date, kind: 'patient', carryLimit: patient.carry_limit,
    expirationDate: patient.expiration_date, loyaltyPoints: patient.loyalty_points, searchText: customerSearchText(base), pending: false,
    personGroupId: patient.person_group_id, caregiverCardNumber: patient.caregiver_id_number, ...licenceFields(patient),
  };
}
