import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { withRateAt, type ExemptionRule, type TaxItemInForce, type TaxRounding } from '../../../shared/pricing/index.ts';
import { formatRate } from './rate.ts';
import { readBaseIncludes, readExemption, readRounding, writeExemption } from './rules.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type { TaxItemInForce };

/** A tax item as stored, with the rate in force at some moment and its rules (what it is charged on, its rounding, its exemption rule). */
export interface StoredTaxItem {
  id: string; name: string; rate: string; includedInPrice: boolean;
  baseIncludes: readonly string[]; rounding: TaxRounding; exemption: ExemptionRule | null;
}

/** Stored timestamps are UTC ISO text (`…Z`), so they compare as text only against the same form. */
const asStoredTimestamp = (iso: string): string => new Date(iso).toISOString();

/**
 * The company's tax items with the rate each had at `atIso` (an order's `charged_on`), by name.
 * An item whose first rate took effect later was not in force then and is left out. `atIso` is
 * any ISO 8601 timestamp (an offset is fine); an invalid one throws a RangeError.
 */
export async function storedTaxItems(db: Db, companyId: string, atIso: string): Promise<StoredTaxItem[]> {
  const at = asStoredTimestamp(atIso);
  const rows = await db.selectFrom('tax_items as t')
    .innerJoin('tax_item_rates as r', 'r.tax_item_id', 't.id')
    .select(['t.id', 't.name', 't.included_in_price', 't.base_includes', 't.rounding', 't.exemption', 'r.rate_millionths'])
    .where('t.company_id', '=', companyId)
    .where('r.effective_at', '=', (eb) => eb.selectFrom('tax_item_rates as latest')
      .select((l) => l.fn.max('latest.effective_at').as('effective_at'))
      .whereRef('latest.tax_item_id', '=', 't.id').where('latest.effective_at', '<=', at))
    .orderBy('t.name').orderBy('t.id')
    .execute();
  return rows.map((row) => ({
    id: row.id, name: row.name, rate: formatRate(Number(row.rate_millionths)), includedInPrice: row.included_in_price === 1,
    baseIncludes: readBaseIncludes(row.base_includes), rounding: readRounding(row.rounding), exemption: readExemption(row.exemption),
  }));
}

/** The company's tax items as the pricing engine takes them for a sale charged at `atIso`. */
export async function taxItemsInForce(db: Db, companyId: string, atIso: string): Promise<TaxItemInForce[]> {
  return (await storedTaxItems(db, companyId, atIso)).map((item) => withRateAt(item, item.rate, new Date(atIso).toISOString()));
}

/** Tax item ids by owner id, each list in the order of the tax items' names. */
function byOwner(rows: ReadonlyArray<{ owner_id: string; id: string }>): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  for (const row of rows) {
    const list = lists.get(row.owner_id) ?? [];
    list.push(row.id);
    lists.set(row.owner_id, list);
  }
  return lists;
}

/** The tax items charged on lines of each product type (all of the company's types if none named). */
export async function productTypeTaxItems(db: Db, companyId: string, productTypeIds?: readonly string[]): Promise<Map<string, string[]>> {
  if (productTypeIds !== undefined && productTypeIds.length === 0) return new Map();
  let query = db.selectFrom('product_type_tax_items as link').innerJoin('tax_items as t', 't.id', 'link.tax_item_id')
    .select(['link.product_type_id as owner_id', 't.id']).where('link.company_id', '=', companyId);
  if (productTypeIds !== undefined) query = query.where('link.product_type_id', 'in', [...productTypeIds]);
  return byOwner(await query.orderBy('t.name').orderBy('t.id').execute());
}

/** The tax items each person group's members pay (all of the company's groups if none named). */
export async function personGroupTaxItems(db: Db, companyId: string, personGroupIds?: readonly string[]): Promise<Map<string, string[]>> {
  if (personGroupIds !== undefined && personGroupIds.length === 0) return new Map();
  let query = db.selectFrom('person_group_tax_items as link').innerJoin('tax_items as t', 't.id', 'link.tax_item_id')
    .select(['link.person_group_id as owner_id', 't.id']).where('link.company_id', '=', companyId);
  if (personGroupIds !== undefined) query = query.where('link.person_group_id', 'in', [...personGroupIds]);
  return byOwner(await query.orderBy('t.name').orderBy('t.id').execute());
}

export interface TaxItemRules { baseIncludes: readonly string[]; rounding: TaxRounding; exemption: ExemptionRule | null }
export interface NewTaxItem extends TaxItemRules { name: string; rateMillionths: number; includedInPrice: boolean }
/** More writes for the same transaction as a tax item's (its push notification, its audit entry), given the item's id. */
export type AlsoInTransaction = (trx: Transaction<Database>, id: string) => Promise<void>;
export interface TaxItemChange extends Partial<TaxItemRules> { name?: string; rateMillionths?: number; effectiveAt: string }

/** Tax items of one company: read with the rate in force now, created, renamed and re-rated. */
export function taxItems(db: Kysely<Database>) {
  return {
    async list(companyId: string): Promise<StoredTaxItem[]> {
      return storedTaxItems(db, companyId, new Date().toISOString());
    },

    async find(companyId: string, id: string): Promise<StoredTaxItem | undefined> {
      return (await storedTaxItems(db, companyId, new Date().toISOString())).find((item) => item.id === id);
    },

    /** A new tax item whose first rate is in force from now. */
    async create(companyId: string, userId: string, input: NewTaxItem, alsoInTransaction?: AlsoInTransaction): Promise<StoredTaxItem> {
      const id = randomUUID();
      const now = new Date().toISOString();
      await inTransaction(db, async (trx) => {
        await alsoInTransaction?.(trx, id);
        await trx.insertInto('tax_items').values({
          id, company_id: companyId, name: input.name, included_in_price: input.includedInPrice ? 1 : 0, created_at: now, updated_at: now,
          base_includes: JSON.stringify(input.baseIncludes), rounding: input.rounding, exemption: writeExemption(input.exemption),
        }).execute();
        await trx.insertInto('tax_item_rates').values({
          tax_item_id: id, company_id: companyId, rate_millionths: input.rateMillionths, effective_at: now, created_at: now, created_by: userId,
        }).execute();
      });
      return {
        id, name: input.name, rate: formatRate(input.rateMillionths), includedInPrice: input.includedInPrice,
        baseIncludes: input.baseIncludes, rounding: input.rounding, exemption: input.exemption,
      };
    },

    /**
     * Renames the item and appends a rate from `effectiveAt` on, unless that rate is already the
     * one in force then. Earlier rates are never touched. Returns 'appended' or 'unchanged' for
     * the rate, or 'taken' when another rate already takes effect at that exact moment.
     */
    async update(companyId: string, userId: string, id: string, change: TaxItemChange, alsoInTransaction?: AlsoInTransaction): Promise<'appended' | 'unchanged' | 'taken'> {
      const now = new Date().toISOString();
      const effectiveAt = asStoredTimestamp(change.effectiveAt);
      try {
        return await inTransaction(db, async (trx) => {
          await alsoInTransaction?.(trx, id);
          const rules = {
            ...(change.name === undefined ? {} : { name: change.name }),
            ...(change.baseIncludes === undefined ? {} : { base_includes: JSON.stringify(change.baseIncludes) }),
            ...(change.rounding === undefined ? {} : { rounding: change.rounding }),
            ...(change.exemption === undefined ? {} : { exemption: writeExemption(change.exemption) }),
          };
          if (Object.keys(rules).length > 0) {
            await trx.updateTable('tax_items').set({ ...rules, updated_at: now })
              .where('company_id', '=', companyId).where('id', '=', id).execute();
          }
          if (change.rateMillionths === undefined) return 'unchanged';
          const inForce = (await storedTaxItems(trx, companyId, effectiveAt)).find((item) => item.id === id);
          if (inForce !== undefined && inForce.rate === formatRate(change.rateMillionths)) return 'unchanged';
          await trx.insertInto('tax_item_rates').values({
            tax_item_id: id, company_id: companyId, rate_millionths: change.rateMillionths, effective_at: effectiveAt, created_at: now, created_by: userId,
          }).execute();
          return 'appended';
        });
      } catch (error) {
        // The primary key (tax item, effective_at) refused a second rate for the same moment.
        const clash = await db.selectFrom('tax_item_rates').select('rate_millionths')
          .where('tax_item_id', '=', id).where('effective_at', '=', effectiveAt).executeTakeFirst();
        if (clash !== undefined) return 'taken';
        throw error;
      }
    },

    /** Whether the item exists in the company, and then whether its tax is inside the price. */
    async includedInPrice(companyId: string, id: string): Promise<boolean | undefined> {
      const row = await db.selectFrom('tax_items').select('included_in_price').where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
      return row === undefined ? undefined : row.included_in_price === 1;
    },
  };
}
