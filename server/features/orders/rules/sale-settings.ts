import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { withRateAt, type ExemptionRule, type PersonGroupTaxes, type TaxRounding } from '../../../../shared/pricing/index.ts';
import { loyaltyProgramInForce } from '../../money-settings/repository.ts';
import { personGroupTaxItems, productTypeTaxItems, type TaxItemInForce } from '../../tax-items/repository.ts';
import { formatRate } from '../../tax-items/rate.ts';
import { readBaseIncludes, readExemption, readRounding } from '../../tax-items/rules.ts';

/** A tax item with its rules and every rate it ever had or will have, oldest first. */
interface TaxItemRates {
  id: string; name: string; includedInPrice: boolean; baseIncludes: string[]; rounding: TaxRounding; exemption: ExemptionRule | null;
  rates: Array<{ effectiveAt: string; rateMillionths: number }>;
}

/**
 * What a location's sales are priced and checked by, as of one `settings_revision` of the location:
 * its settings row, its tax items with all their rates, the tax items of its product types and its
 * loyalty program. These change a few times a year; a sale reads them from here.
 */
export interface SaleSettings {
  revision: number;
  location: {
    time_zone: string; jurisdiction: string;
    discount_approval_percent: string; discount_approval_flat_amount: number; loyalty_redemption_points_per_dollar: number;
    /** Every live sale must carry the buyer's ID check (`age_verification`). */
    age_verification_required: boolean;
    /** Some medical tax relief holds only at an endorsed location (Washington's, RCW 69.50.375). */
    medical_endorsement: boolean;
  };
  /** In the order of their names (as the database sorts them). */
  taxItems: TaxItemRates[];
  /** Tax item ids by product type id, each list in the order of the tax items' names. */
  productTypeTaxItems: ReadonlyMap<string, string[]>;
  loyaltyProgram: { type: number; pointsPer: number } | null;
  /** The location's person groups with the taxes each pays: who pays which taxes, and who is a member. */
  personGroups: PersonGroupTaxes[];
}

/** Stored timestamps are UTC ISO text (`…Z`), so they compare as text only against the same form. */
const asStoredTimestamp = (iso: string): string => new Date(iso).toISOString();

/**
 * The location's tax items with the rate each had at `atIso` (an order's charged_on), by name: an
 * item whose first rate took effect later was not in force then and is left out. The same answer
 * as `taxItemsInForce` reads from the database, computed from the kept rates, so a rate that comes
 * into force tomorrow is in force for tomorrow's sales without any write.
 */
export function taxItemsInForceAt(settings: SaleSettings, atIso: string): TaxItemInForce[] {
  const at = asStoredTimestamp(atIso);
  return settings.taxItems.flatMap((item) => {
    let current: { effectiveAt: string; rateMillionths: number } | undefined;
    for (const rate of item.rates) if (rate.effectiveAt <= at && (current === undefined || rate.effectiveAt > current.effectiveAt)) current = rate;
    return current === undefined ? [] : [withRateAt(item, formatRate(current.rateMillionths), at)];
  });
}

/**
 * Reads the location's sale settings and the revision they are at. The revision is read first, in
 * a query of its own that ends before the others start: what is kept under a revision is then
 * never older than it (a write in between makes the settings newer than their revision says, and
 * the next sale, seeing the newer revision, reads them again).
 */
export async function readSaleSettings(db: Kysely<Database>, companyId: string): Promise<SaleSettings> {
  const { settings_revision: revision } = await db.selectFrom('companies').select('settings_revision').where('id', '=', companyId).executeTakeFirstOrThrow();
  const [location, rates, links, loyaltyProgram, groups, groupTaxes] = await Promise.all([
    db.selectFrom('companies')
      .select(['time_zone', 'jurisdiction', 'discount_approval_percent', 'discount_approval_flat_amount', 'loyalty_redemption_points_per_dollar', 'age_verification_required', 'medical_endorsement'])
      .where('id', '=', companyId).executeTakeFirstOrThrow(),
    db.selectFrom('tax_items as t').innerJoin('tax_item_rates as r', 'r.tax_item_id', 't.id')
      .select(['t.id', 't.name', 't.included_in_price', 't.base_includes', 't.rounding', 't.exemption', 'r.rate_millionths', 'r.effective_at'])
      .where('t.company_id', '=', companyId).orderBy('t.name').orderBy('t.id').orderBy('r.effective_at').execute(),
    productTypeTaxItems(db, companyId),
    loyaltyProgramInForce(db, companyId),
    db.selectFrom('person_groups').select(['id', 'name', 'medical']).where('company_id', '=', companyId).execute(),
    personGroupTaxItems(db, companyId),
  ]);
  const taxItems: TaxItemRates[] = [];
  for (const row of rates) {
    const last = taxItems.at(-1);
    const rate = { effectiveAt: row.effective_at, rateMillionths: Number(row.rate_millionths) };
    if (last?.id === row.id) last.rates.push(rate);
    else {
      taxItems.push({
        id: row.id, name: row.name, includedInPrice: row.included_in_price === 1, rates: [rate],
        baseIncludes: readBaseIncludes(row.base_includes), rounding: readRounding(row.rounding), exemption: readExemption(row.exemption),
      });
    }
  }
  return {
    revision: Number(revision),
    location: {
      ...location, discount_approval_flat_amount: Number(location.discount_approval_flat_amount),
      loyalty_redemption_points_per_dollar: Number(location.loyalty_redemption_points_per_dollar),
      age_verification_required: Number(location.age_verification_required) === 1,
      medical_endorsement: Number(location.medical_endorsement) === 1,
    },
    taxItems, productTypeTaxItems: links, loyaltyProgram,
    personGroups: groups.map((group) => ({ id: group.id, name: group.name, medical: group.medical === 1, taxItemIds: groupTaxes.get(group.id) ?? [] })),
  };
}

/**
 * The sale settings of each location this instance sells for, kept under the revision they were
 * read at. `at(companyId, revision)` answers from memory when the kept settings are at least that
 * recent; otherwise it reads them again (once, however many sales ask at the same moment).
 * `revision` must come from the database in the sale's own reads: another instance's write bumps
 * it, so no sale is priced with settings older than what it read.
 */
export function saleSettingsCache(db: Kysely<Database>) {
  const kept = new Map<string, SaleSettings>();
  const reading = new Map<string, Promise<SaleSettings>>();
  return {
    async at(companyId: string, revision: number): Promise<SaleSettings> {
      const settings = kept.get(companyId);
      if (settings !== undefined && settings.revision >= revision) return settings;
      const pending = reading.get(companyId);
      if (pending !== undefined) {
        const read = await pending;
        if (read.revision >= revision) return read;
      }
      const read = readSaleSettings(db, companyId);
      reading.set(companyId, read);
      try {
        const fresh = await read;
        const current = kept.get(companyId);
        if (current === undefined || current.revision <= fresh.revision) kept.set(companyId, fresh);
        return fresh;
      } finally {
        if (reading.get(companyId) === read) reading.delete(companyId);
      }
    },
  };
}

export type SaleSettingsCache = ReturnType<typeof saleSettingsCache>;
