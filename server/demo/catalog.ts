import type { Insertable, Kysely } from 'kysely';
import { insertInBatches } from '../db/batch.ts';
import type { Database, InventoryItemTable, ProductTable } from '../db/schema.ts';
import type { DemoRandom } from './random.ts';

interface TypeSpec {
  name: string; traceability: number; marijuana: boolean; byGram: boolean; unit: number;
  price: [number, number]; thc: [number, number]; concentrate?: boolean;
  /** Net weight of one unit, in `weightUnit` (grams unless said): what purchase limits count. */
  weight?: string; weightUnit?: number;
  nouns: string[];
}

const OUNCE = 1;

const TYPES: TypeSpec[] = [
  { name: 'Flower', traceability: 1, marijuana: true, byGram: true, unit: 0, price: [600, 1600], thc: [14, 31], nouns: [''] },
  { name: 'Pre-Roll', traceability: 1, marijuana: true, byGram: false, unit: 5, price: [500, 1800], thc: [15, 28], weight: '1.0', nouns: ['Pre-Roll 1g', 'Infused Pre-Roll', 'Mini Dogs 5-Pack'] },
  { name: 'Vape Cartridge', traceability: 4, marijuana: true, byGram: false, unit: 5, price: [2500, 6000], thc: [70, 92], concentrate: true, weight: '0.5', nouns: ['Cartridge 0.5g', 'Live Resin Cart 1g', 'Disposable 0.3g'] },
  { name: 'Concentrate', traceability: 4, marijuana: true, byGram: false, unit: 5, price: [2000, 7000], thc: [60, 89], concentrate: true, weight: '1.0', nouns: ['Live Rosin', 'Shatter', 'Badder', 'Sugar Wax'] },
  { name: 'Edible', traceability: 2, marijuana: true, byGram: false, unit: 5, price: [1200, 3200], thc: [0, 0], weight: '50.0', nouns: ['Gummies 10pk', 'Dark Chocolate Bar', 'Sour Chews', 'Mints 20pk'] },
  { name: 'Tincture', traceability: 3, marijuana: true, byGram: false, unit: 5, price: [2800, 6500], thc: [0, 0], weight: '1.0', weightUnit: OUNCE, nouns: ['Tincture 30ml', 'CBD Drops 1:1'] },
  { name: 'Topical', traceability: 5, marijuana: true, byGram: false, unit: 5, price: [1800, 4800], thc: [0, 0], weight: '2.0', weightUnit: OUNCE, nouns: ['Relief Balm', 'Body Lotion', 'Bath Soak'] },
  { name: 'Accessory', traceability: 0, marijuana: false, byGram: false, unit: 5, price: [300, 4500], thc: [0, 0], nouns: ['Rolling Papers', 'Glass Pipe', 'Grinder', 'Lighter', 'Stash Jar'] },
];

const BRANDS = ['Tillamook Farms', 'Cascade Cultivators', 'Hood River Hash Co.', 'Evergreen Edibles', 'Willamette Wellness',
  'Rogue Valley Reserve', 'Lunar Leaf', 'High Desert Gardens', 'Salt & Cedar', 'Pacific Pine Extracts', 'Golden Hour', 'Raven Glass'];
const STRAINS = ['Blue Dream', 'Sour Diesel', 'Girl Scout Cookies', 'Gelato', 'Wedding Cake', 'OG Kush', 'Granddaddy Purple',
  'Pineapple Express', 'Jack Herer', 'Green Crack', 'Northern Lights', 'Durban Poison', 'Gorilla Glue #4', 'Zkittlez',
  'Runtz', 'Purple Punch', 'Mimosa', 'Tangie', 'Strawberry Cough', 'Lemon Haze', 'Bubba Kush', 'Cherry Pie', 'ACDC',
  'Harlequin', 'Super Lemon Haze', 'Ice Cream Cake', 'Apple Fritter', 'MAC 1', 'Biscotti', 'Trainwreck'];
const VENDORS = ['Cascade Distribution LLC', 'Oregon Craft Supply', 'Northwest Cannabis Wholesale', 'Bridge City Logistics', 'Valley Growers Co-op', 'Summit Supply'];
const PLACES: Array<[string, string, number]> = [
  ['Sales Floor', 'Display cases behind the counter', 0],
  ['Back Vault', 'Locked back-stock vault', 1],
  ['Quarantine Shelf', 'Awaiting lab results', 3],
];

export interface CatalogOptions {
  /** Products per company; each gets one or two inventory items. */
  products: number;
}

const RECEIVED_BASE = Date.parse('2026-09-01T15:00:00.000Z');

/** Seeds one company's catalog: product types, brands, strains, vendors, places, products, inventory. */
export async function seedCatalog(db: Kysely<Database>, random: DemoRandom, companyId: string, options: CatalogOptions, placeNumberStart: number): Promise<void> {
  const typeIds = TYPES.map(() => random.uuid());
  await db.insertInto('product_types').values(TYPES.map((t, i) => ({
    id: typeIds[i]!, company_id: companyId, name: t.name, traceability_type: t.traceability,
    can_edit_weight: t.byGram ? 0 : 1, can_edit_strain: t.marijuana ? 1 : 0, can_edit_test_results: t.marijuana ? 1 : 0,
    can_edit_flower_type: t.name === 'Flower' || t.name === 'Pre-Roll' ? 1 : 0, can_edit_concentrate_type: t.concentrate ? 1 : 0,
    is_marijuana: t.marijuana ? 1 : 0, test_results_unit: t.thc[1] === 0 ? 1 : 0,
    is_default: i === 0 ? 1 : 0, color: (i * 2654435761) % 0xffffff,
  }))).execute();

  const stamp = '2026-08-15T12:00:00.000Z';
  const brandIds = BRANDS.map(() => random.uuid());
  await db.insertInto('brands').values(BRANDS.map((name, i) => ({ id: brandIds[i]!, company_id: companyId, name, created_at: stamp, updated_at: stamp }))).execute();
  const strainIds = STRAINS.map(() => random.uuid());
  await db.insertInto('strains').values(STRAINS.map((name, i) => ({ id: strainIds[i]!, company_id: companyId, name, created_at: stamp, updated_at: stamp }))).execute();
  const vendorIds = VENDORS.map(() => random.uuid());
  await db.insertInto('vendors').values(VENDORS.map((name, i) => ({ id: vendorIds[i]!, company_id: companyId, name }))).execute();
  const placeIds = PLACES.map(() => random.uuid());
  await db.insertInto('places').values(PLACES.map(([name, description, status], i) => ({
    id: placeIds[i]!, number: placeNumberStart + i, company_id: companyId, name, description, inventory_status: status,
    deleted_at: null, created_at: stamp, updated_at: stamp,
  }))).execute();

  const products: Array<Insertable<ProductTable>> = [];
  const items: Array<Insertable<InventoryItemTable>> = [];
  const itemPlaces: Array<Insertable<Database['inventory_item_places']>> = [];
  for (let n = 0; n < options.products; n++) {
    const typeIndex = n % TYPES.length;
    const type = TYPES[typeIndex]!;
    const brandIndex = random.int(0, BRANDS.length - 1);
    const strainIndex = random.int(0, STRAINS.length - 1);
    const strain = type.marijuana && type.name !== 'Topical' ? STRAINS[strainIndex]! : null;
    const noun = random.pick(type.nouns);
    const series = Math.floor(n / (TYPES.length * STRAINS.length));
    const name = [BRANDS[brandIndex], strain, noun, series > 0 ? `#${series + 1}` : ''].filter((p) => p !== null && p !== '').join(' ');
    const thc = type.thc[1] === 0 ? null : (random.int(type.thc[0] * 10, type.thc[1] * 10) / 1000).toFixed(4);
    const cbd = type.marijuana ? (random.int(0, 30) / 1000).toFixed(4) : null;
    const productId = random.uuid();
    const price = Math.round(random.int(type.price[0], type.price[1]) / 5) * 5;
    const discountable = random.chance(0.85);
    const active = random.chance(0.95);
    const flowerType = type.name === 'Flower' || type.name === 'Pre-Roll' ? random.int(0, 4) : null;
    const concentrateType = type.concentrate ? random.int(0, 10) : null;
    const created = new Date(RECEIVED_BASE - random.int(0, 120) * 86_400_000).toISOString();

    const itemCount = random.chance(0.3) ? 2 : 1;
    let productQuantity = 0;
    let latestSku: string | null = null;
    for (let k = 0; k < itemCount; k++) {
      const itemId = random.uuid();
      const zeroStock = random.chance(0.06);
      const quantityMilli = zeroStock ? 0 : type.byGram ? random.int(28, 900) * 1000 : random.int(1, 80) * 1000;
      const sellType = random.chance(0.05) ? 1 : random.chance(0.02) ? 2 : 0;
      const sku = `${String(n + 1).padStart(5, '0')}${k}${random.hex(4).toUpperCase()}`;
      const lot = `LOT-${random.hex(6).toUpperCase()}`;
      const receivedAt = new Date(Date.parse(created) + random.int(0, 20) * 86_400_000).toISOString();
      latestSku = sku;
      productQuantity += quantityMilli;
      items.push({
        id: itemId, company_id: companyId, product_id: productId, sku, lot_number: lot, quantity_milli: quantityMilli,
        weight: type.byGram ? '1.0' : (type.weight ?? '0'), purchase_price: Math.round(price * 0.45), sell_type: sellType,
        sample: 0, transferred_out: 0, received_at: receivedAt, last_received_at: receivedAt,
        test_results_thc: thc, test_results_cbd: cbd, metadata: '{}',
        details: JSON.stringify({
          test_results_thca: thc === null ? null : Number((Number(thc) * 100 * 0.9).toFixed(2)),
          test_results_cbda: cbd === null ? null : Number((Number(cbd) * 100 * 0.8).toFixed(2)),
          test_results_cbg: type.marijuana ? random.int(0, 15) / 10 : null,
          // Lab totals in milligrams for the package's weight (per gram for flower).
          test_results_total_thc: thc === null ? null : { value: (Number(thc) * Number(type.byGram ? '1' : (type.weight ?? '1')) * 1000).toFixed(1), unit: 3 },
          test_results_total_cbd: cbd === null ? null : { value: (Number(cbd) * Number(type.byGram ? '1' : (type.weight ?? '1')) * 1000).toFixed(1), unit: 3 },
          harvest_lot_number: type.marijuana ? `H-${random.hex(5).toUpperCase()}` : null,
          harvest_date: type.marijuana ? created.slice(0, 10) : null,
          packaged_date: receivedAt.slice(0, 10),
          producer_name: BRANDS[brandIndex], packager_name: BRANDS[brandIndex],
          test_lab_name: type.marijuana ? random.pick(['Green Leaf Lab', 'EVIO Labs', 'Columbia Labs']) : null,
          test_batch_number: type.marijuana ? `TB-${random.hex(6).toUpperCase()}` : null,
          medical: random.chance(0.2), traceable: type.marijuana,
        }),
        created_at: receivedAt, updated_at: receivedAt,
      });
      // Stock sits on the sales floor, with some back stock in the vault.
      const vault = quantityMilli > 4000 && random.chance(0.3) ? Math.floor(quantityMilli / 4000) * 1000 : 0;
      itemPlaces.push({ id: random.uuid(), company_id: companyId, inventory_item_id: itemId, place_id: placeIds[0]!, quantity_milli: quantityMilli - vault });
      if (vault > 0) itemPlaces.push({ id: random.uuid(), company_id: companyId, inventory_item_id: itemId, place_id: placeIds[1]!, quantity_milli: vault });
    }

    products.push({
      id: productId, company_id: companyId, name, latest_sku: latestSku, sell_price: price,
      patient_sell_price: type.marijuana ? Math.round(price * 0.9) : null, member_sell_price: null,
      collect_excise_tax: type.marijuana ? 1 : 0, pricing_type: type.byGram ? 1 : 0,
      product_type_id: typeIds[typeIndex]!, brand_id: brandIds[brandIndex]!, strain_id: strain === null ? null : strainIds[strainIndex]!,
      vendor_id: random.pick(vendorIds), category_id: null, tiered_pricing_model_id: null,
      active: active ? 1 : 0, status: 0,
      weight_value: type.byGram ? null : (type.weight ?? null), weight_unit: type.byGram || type.weight === undefined ? null : (type.weightUnit ?? 0),
      tags: JSON.stringify(type.marijuana ? [type.name.toLowerCase()] : ['accessory']),
      description: `${name}: ${type.name.toLowerCase()} from ${BRANDS[brandIndex]}.`, internal_notes: '', metadata: '{}',
      test_results_thc: thc, test_results_cbd: cbd,
      thc_number: thc === null ? null : Number(thc), cbd_number: cbd === null ? null : Number(cbd),
      flower_type: flowerType, concentrate_type: concentrateType, unit_of_measure: type.unit,
      price_at_register: 0, base_price: price, wholesale_value: Math.round(price * 0.45), par: 10,
      discountable: discountable ? 1 : 0, patient_price_enabled: type.marijuana ? 1 : 0, member_price_enabled: 0, tier_price: 0,
      quantity_milli: productQuantity, created_at: created, updated_at: created,
    });
  }
  await insertInBatches(db, 'products', products);
  await insertInBatches(db, 'inventory_items', items);
  await insertInBatches(db, 'inventory_item_places', itemPlaces);
}
