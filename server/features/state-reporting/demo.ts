import type { Kysely } from 'kysely';
import type { Database, MetrcTaxField } from '../../db/schema.ts';

/** The Metrc money field a tax is reported as, guessed from its name (as migration 018 did for existing taxes). */
export function metrcFieldByName(name: string): MetrcTaxField {
  const lower = name.toLowerCase();
  if (lower.includes('excise')) return 'ExciseTax';
  if (lower.includes('county')) return 'CountyTax';
  if (lower.includes('municipal')) return 'MunicipalTax';
  if (lower.includes('city') || lower.includes('local')) return 'CityTax';
  return 'SalesTax';
}

/**
 * The demo location's state packages: each cannabis item gets a 24-character Metrc tag
 * (1A4 + the location's facility digits + a serial), and each tax the Metrc field it reports as.
 */
export async function seedStatePackages(db: Kysely<Database>, companyId: string, facility: number): Promise<void> {
  const items = await db.selectFrom('inventory_items').innerJoin('products', 'products.id', 'inventory_items.product_id')
    .innerJoin('product_types', 'product_types.id', 'products.product_type_id')
    .select('inventory_items.id').where('inventory_items.company_id', '=', companyId).where('product_types.is_marijuana', '=', 1)
    .orderBy('inventory_items.id').execute();
  const prefix = `1A4${String(facility).padStart(6, '0')}`;
  const taxes = await db.selectFrom('tax_items').select(['id', 'name']).where('company_id', '=', companyId).execute();
  await db.transaction().execute(async (trx) => {
    for (const [index, item] of items.entries()) {
      await trx.updateTable('inventory_items').set({ package_label: `${prefix}${String(index + 1).padStart(24 - prefix.length, '0')}` })
        .where('id', '=', item.id).execute();
    }
    for (const tax of taxes) await trx.updateTable('tax_items').set({ metrc_field: metrcFieldByName(tax.name) }).where('id', '=', tax.id).execute();
  });
}
