import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ccrsDate, ccrsMoney, ccrsQuantity, clip, type CcrsRow } from './ccrs-file.ts';
import type { CcrsRecord } from './ccrs-ledger.ts';
import { instantAtLocal, localDateTime } from './local-time.ts';
import { nextDay, personName, type CcrsFileRequest } from './ccrs-sales.ts';
import { ccrsReasonOf } from './ccrs-adjustment-reasons.ts';
import { parseJsonObject } from '../products/present.ts';

/**
 * The records of a location's Area, Strain, Product, Inventory, InventoryAdjustment and
 * InventoryTransfer files as CCRS should hold them now (CCRS Upload User Guide, CIB 133 2/26,
 * pp. 9–18 and 30–35; which operation each goes out with: ccrs-ledger.ts). The files name each
 * other as the guide says: Inventory names its Strain, Area and Product by name ("Valid Values:
 * Strain.Strain, Area.Name, Product.Name", p. 16–17); Sale, InventoryAdjustment and
 * InventoryTransfer name an inventory by its ExternalIdentifier, which is the item's package label
 * where it has one, otherwise its id — the same on every file.
 *
 * Area, Strain, Product and Inventory are the store as it is now (CCRS keeps the current record);
 * InventoryAdjustment and InventoryTransfer are the events of the range.
 */

export interface CcrsStock {
  areas: Array<CcrsRecord<'Area'>>; strains: Array<CcrsRecord<'Strain'>>; products: Array<CcrsRecord<'Product'>>;
  inventory: Array<CcrsRecord<'Inventory'>>; adjustments: Array<CcrsRecord<'InventoryAdjustment'>>; transfers: Array<CcrsRecord<'InventoryTransfer'>>;
}

/**
 * The name of a strain CCRS takes where the product names none: the guide (p. 18) has an end
 * product's strain be "the primary strain source or 'mix' as appropriate", and refuses the names
 * Unknown, THC and Other (p. 12).
 */
export const MIX_STRAIN = 'Mix';
/** Canopy's flower types (server/features/inventory/present.ts) as CCRS's three strain types (guide p. 12: Indica, Sativa, Hybrid). */
const STRAIN_TYPES = ['Indica', 'Sativa', 'Hybrid', 'Hybrid', 'Hybrid'] as const;

/**
 * CCRS's InventoryType of an end product (guide Table 2, EndProduct column) from the product
 * type's name. A retailer holds end products only. Our mapping of the store's own type names;
 * a type it does not recognise is reported as Usable Cannabis.
 */
export function ccrsInventoryType(productTypeName: string): string {
  const name = productTypeName.toLowerCase();
  const rules: Array<[RegExp, string]> = [
    [/vape|cartridge|concentrate|wax|rosin|shatter|dab|resin/, 'Concentrate for Inhalation'],
    [/beverage|drink|liquid|soda/, 'Liquid Edible'],
    [/edible|gumm|chocolate|candy|baked/, 'Solid Edible'],
    [/tincture/, 'Tincture'], [/topical|lotion|balm|salve/, 'Topical Ointment'], [/capsule/, 'Capsule'],
    [/transdermal|patch/, 'Transdermal'], [/suppositor/, 'Suppository'], [/sample/, 'Sample Jar'],
  ];
  return rules.find(([pattern]) => pattern.test(name))?.[1] ?? 'Usable Cannabis';
}

/** Grams of one unit (guide p. 15: "Weight of the sellable product unit"); a product sold by the gram weighs 1 g a unit. */
function unitWeightGrams(weightValue: string | null, weightUnit: number | null): string {
  const value = Number(weightValue);
  if (weightValue === null || !Number.isFinite(value) || value <= 0) return '1';
  // Canopy's weight units: 0 grams, 1 ounces (server/demo/catalog.ts), 2 milligrams.
  const grams = weightUnit === 1 ? value * 28.349523125 : weightUnit === 2 ? value / 1000 : value;
  return String(Math.round(grams * 100) / 100);
}

export async function ccrsStockRecords(db: Kysely<Database>, request: CcrsFileRequest): Promise<CcrsStock> {
  const { companyId, licenseNumber } = request;
  const company = await db.selectFrom('companies').select('time_zone').where('id', '=', companyId).executeTakeFirstOrThrow();
  const zone = company.time_zone;
  const localDate = (instant: string) => ccrsDate(localDateTime(new Date(instant), zone));
  const start = instantAtLocal(`${request.from}T00:00:00`, zone).toISOString();
  const end = instantAtLocal(`${nextDay(request.to)}T00:00:00`, zone).toISOString();

  // The cannabis items (goods that are not cannabis are not the state's: as on the Sale file).
  const items = (await db.selectFrom('inventory_items').leftJoin('products', 'products.id', 'inventory_items.product_id')
    .leftJoin('product_types', 'product_types.id', 'products.product_type_id').leftJoin('strains', 'strains.id', 'products.strain_id')
    .select(['inventory_items.id', 'inventory_items.package_label', 'inventory_items.quantity_milli', 'inventory_items.purchase_price', 'inventory_items.details',
      'inventory_items.created_at', 'inventory_items.product_id', 'products.name as product_name', 'products.description', 'products.weight_value',
      'products.weight_unit', 'products.flower_type', 'products.created_at as product_created_at', 'product_types.name as type_name',
      'product_types.is_marijuana', 'strains.name as strain_name', 'strains.created_at as strain_created_at'])
    .where('inventory_items.company_id', '=', companyId).orderBy('inventory_items.created_at').orderBy('inventory_items.id').execute())
    .filter((i) => !(i.is_marijuana === 0 || (i.is_marijuana === null && i.package_label === null)));
  const itemIds = new Set(items.map((i) => i.id));
  const externalOf = new Map(items.map((i) => [i.id, i.package_label ?? i.id]));

  const [places, placeRows, sold, moves, receipts] = await Promise.all([
    db.selectFrom('places').select(['id', 'name', 'created_at', 'deleted_at', 'number']).where('company_id', '=', companyId).orderBy('number').execute(),
    db.selectFrom('inventory_item_places').select(['inventory_item_id', 'place_id', 'quantity_milli']).where('company_id', '=', companyId).execute(),
    db.selectFrom('line_items').select(['inventory_item_id', 'stock_milli']).where('company_id', '=', companyId).execute(),
    db.selectFrom('inventory_adjustments').leftJoin('users', 'users.id', 'inventory_adjustments.employee_id')
      .select(['inventory_adjustments.id', 'inventory_adjustments.inventory_item_id', 'inventory_adjustments.quantity_milli', 'inventory_adjustments.kind',
        'inventory_adjustments.reason', 'inventory_adjustments.note', 'inventory_adjustments.adjusted_at', 'users.first_name', 'users.last_name'])
      .where('inventory_adjustments.company_id', '=', companyId).execute(),
    db.selectFrom('inventory_receipts').leftJoin('users', 'users.id', 'inventory_receipts.employee_id')
      .select(['inventory_receipts.id', 'inventory_receipts.inventory_item_id', 'inventory_receipts.quantity_milli', 'inventory_receipts.accepted',
        'inventory_receipts.external_identifier', 'inventory_receipts.package_label', 'inventory_receipts.shipper_license_number',
        'inventory_receipts.received_at', 'inventory_receipts.unit_cost', 'users.first_name', 'users.last_name'])
      .where('inventory_receipts.company_id', '=', companyId).execute(),
  ]);

  // Areas: the location's places (guide p. 9: "physical locations … where plants and inventory are located"), never quarantine
  // ("There are no quarantine requirements for cannabis products and must have an entry as False", p. 10).
  const livePlaces = places.filter((p) => p.deleted_at === null);
  const areaName = (name: string) => clip(name.trim() === '' ? 'Sales Floor' : name, 75);
  const areas: Array<CcrsRecord<'Area'>> = livePlaces.map((p) => ({
    key: p.id, createdAt: p.created_at, row: {
      LicenseNumber: licenseNumber, Area: areaName(p.name), IsQuarantine: 'FALSE', ExternalIdentifier: p.id,
      CreatedBy: '', CreatedDate: localDate(p.created_at), UpdatedBy: '', UpdatedDate: '', Operation: 'Insert',
    },
  }));
  // An item held in no place is in the location's first place; a location without places has one area, its sales floor.
  const placeName = new Map(livePlaces.map((p) => [p.id, areaName(p.name)]));
  const defaultArea = livePlaces[0] === undefined ? 'Sales Floor' : areaName(livePlaces[0].name);
  if (livePlaces.length === 0 && items.length > 0) {
    const key = `${companyId}-sales-floor`;
    areas.push({ key, createdAt: items[0]!.created_at, row: { LicenseNumber: licenseNumber, Area: defaultArea, IsQuarantine: 'FALSE', ExternalIdentifier: key, CreatedBy: '', CreatedDate: localDate(items[0]!.created_at), UpdatedBy: '', UpdatedDate: '', Operation: 'Insert' } });
  }
  const areaOf = new Map<string, { name: string; quantity: number }>();
  for (const row of placeRows) {
    const name = placeName.get(row.place_id);
    const known = areaOf.get(row.inventory_item_id);
    if (name !== undefined && (known === undefined || Number(row.quantity_milli) > known.quantity)) areaOf.set(row.inventory_item_id, { name, quantity: Number(row.quantity_milli) });
  }

  const strains = new Map<string, CcrsRecord<'Strain'>>();
  const products = new Map<string, CcrsRecord<'Product'>>();
  const soldOf = new Map<string, number>();
  for (const line of sold) soldOf.set(line.inventory_item_id, (soldOf.get(line.inventory_item_id) ?? 0) + Number(line.stock_milli));
  const adjustedOf = new Map<string, number>();
  for (const move of moves) adjustedOf.set(move.inventory_item_id, (adjustedOf.get(move.inventory_item_id) ?? 0) + Number(move.quantity_milli));
  const receivedOf = new Map<string, number>();
  for (const r of receipts) if (r.accepted === 1 && r.inventory_item_id !== null) receivedOf.set(r.inventory_item_id, (receivedOf.get(r.inventory_item_id) ?? 0) + Number(r.quantity_milli));

  // Inventory names its product by name (p. 17: "Valid Values: Product.Name"): two products of one name get their id's start after it.
  const namesSeen = new Map<string, Set<string>>();
  for (const item of items) {
    const name = (item.product_name ?? item.id).trim().toLowerCase();
    namesSeen.set(name, (namesSeen.get(name) ?? new Set()).add(item.product_id ?? `item-${item.id}`));
  }
  const productNameOf = (item: (typeof items)[number]) => {
    const name = item.product_name ?? item.id;
    const shared = (namesSeen.get(name.trim().toLowerCase())?.size ?? 1) > 1;
    return shared ? `${clip(name, 66)} ${(item.product_id ?? item.id).slice(0, 8)}` : clip(name, 75);
  };

  const inventory: Array<CcrsRecord<'Inventory'>> = [];
  for (const item of items) {
    const strain = item.strain_name === null || ['unknown', 'thc', 'other', ''].includes(item.strain_name.trim().toLowerCase()) ? MIX_STRAIN : clip(item.strain_name, 100);
    const strainType = strain === MIX_STRAIN || item.flower_type === null ? 'Hybrid' : (STRAIN_TYPES[item.flower_type] ?? 'Hybrid');
    const strainKey = `${strain}|${strainType}`;
    if (!strains.has(strainKey)) {
      strains.set(strainKey, { key: strainKey, createdAt: item.strain_created_at ?? item.created_at, row: { LicenseNumber: licenseNumber, Strain: strain, StrainType: strainType, CreatedBy: '', CreatedDate: localDate(item.strain_created_at ?? item.created_at) } });
    }
    const productKey = item.product_id ?? `item-${item.id}`;
    const productName = productNameOf(item);
    const inventoryType = ccrsInventoryType(item.type_name ?? '');
    if (!products.has(productKey)) {
      products.set(productKey, {
        key: productKey, createdAt: item.product_created_at ?? item.created_at, row: {
          LicenseNumber: licenseNumber, InventoryCategory: 'EndProduct', InventoryType: inventoryType, Name: productName,
          // Required for Usable Cannabis (p. 15): the product's description, else its name.
          Description: clip((item.description ?? '').trim() === '' ? productName : (item.description ?? ''), 250),
          UnitWeightGrams: unitWeightGrams(item.weight_value, item.weight_unit), ExternalIdentifier: productKey,
          CreatedBy: '', CreatedDate: localDate(item.product_created_at ?? item.created_at), UpdatedBy: '', UpdatedDate: '', Operation: 'Insert',
        },
      });
    }
    // What came in: the received quantity, else what is on hand with what went out by sales and adjustments put back;
    // never below what is on hand ("QuantityOnHand is greater than InitialQuantity" is refused, p. 17).
    const onHand = Math.max(0, Number(item.quantity_milli));
    const initial = Math.max(onHand, receivedOf.get(item.id) ?? (Number(item.quantity_milli) + (soldOf.get(item.id) ?? 0) - (adjustedOf.get(item.id) ?? 0)));
    const external = externalOf.get(item.id) ?? item.id;
    inventory.push({
      key: external, createdAt: item.created_at, row: {
        LicenseNumber: licenseNumber, Strain: strain, Area: areaOf.get(item.id)?.name ?? defaultArea, Product: productName,
        InitialQuantity: ccrsQuantity(initial), QuantityOnHand: ccrsQuantity(onHand),
        // The cost of the initial quantity (p. 18), above $0.00 (p. 17: a trade sample is $0.01).
        TotalCost: ccrsMoney(Math.max(1, Math.round(Number(item.purchase_price) * initial / 1000))),
        // "May only be marked TRUE if passing test results have been received that verify the inventory meets the standards for
        // compliant medical product as outlined in WAC 314-55-102 & WAC 246-70-050" (p. 18): the item's `medical` mark, which says
        // just that (a DOH-compliant product, shared/pricing/types.ts) and on which Canopy grants the medical tax exemption. The FAQ
        // ("What does the cannabis retail licensee need to report…") asks for it: a $0.00-tax RecreationalMedical sale needs the
        // product "marked in the retailer's inventory upload to CCRS as 'Medically Compliant'".
        IsMedical: parseJsonObject(item.details)['medical'] === true ? 'TRUE' : 'FALSE', ExternalIdentifier: external,
        CreatedBy: '', CreatedDate: localDate(item.created_at), UpdatedBy: '', UpdatedDate: '', Operation: 'Insert',
      },
    });
  }

  const adjustments: Array<CcrsRecord<'InventoryAdjustment'>> = moves
    .filter((m) => itemIds.has(m.inventory_item_id) && m.adjusted_at >= start && m.adjusted_at < end)
    .sort((a, b) => (a.adjusted_at < b.adjusted_at ? -1 : a.adjusted_at > b.adjusted_at ? 1 : 0))
    .map((m) => {
      const reason = ccrsReasonOf(m.reason, m.kind);
      const note = m.note.trim();
      // A return recorded by hand says it is one, as the FAQ asks ("reported … as a return, with details … why").
      const detail = m.kind === 'return' ? `Customer return${note === '' ? '' : `: ${note}`}` : note === '' ? m.kind : note;
      return {
        key: m.id, row: {
          LicenseNumber: licenseNumber, InventoryExternalIdentifier: externalOf.get(m.inventory_item_id) ?? m.inventory_item_id, AdjustmentReason: reason,
          // Required with Other and Theft (p. 31); the FAQ ("How to report an adjustment?") asks the detail to say whether it adds or takes away.
          AdjustmentDetail: clip(`${Number(m.quantity_milli) < 0 ? 'Removed' : 'Added'}: ${detail}`, 250),
          // "Report the Quantity of the adjustment as numeric positive value" (CCRS FAQ).
          Quantity: ccrsQuantity(Math.abs(Number(m.quantity_milli))), AdjustmentDate: localDate(m.adjusted_at), ExternalIdentifier: m.id,
          CreatedBy: personName(m), CreatedDate: localDate(m.adjusted_at), UpdatedBy: '', UpdatedDate: '', Operation: 'Insert',
        },
      };
    });

  // What was received (p. 33: "Inventory Transfer files record the receipt of inventory transferred into a licensee's possession";
  // only the receiving licensee files it, p. 5). A package refused at the door never came into the store's possession.
  const transfers: Array<CcrsRecord<'InventoryTransfer'>> = receipts
    .filter((r) => r.accepted === 1 && r.inventory_item_id !== null && itemIds.has(r.inventory_item_id) && r.received_at >= start && r.received_at < end)
    .sort((a, b) => (a.received_at < b.received_at ? -1 : a.received_at > b.received_at ? 1 : 0))
    .map((r) => {
      const to = externalOf.get(r.inventory_item_id ?? '') ?? '';
      return {
        key: r.id, row: {
          FromLicenseNumber: r.shipper_license_number, ToLicenseNumber: licenseNumber,
          // The sender's identifier of the package (FAQ: "the 'From' ID is assigned as the original ID by the producer or processor").
          FromInventoryExternalIdentifier: r.external_identifier ?? r.package_label ?? to, ToInventoryExternalIdentifier: to,
          Quantity: ccrsQuantity(Number(r.quantity_milli)), TransferDate: localDate(r.received_at), ExternalIdentifier: r.id,
          CreatedBy: personName(r), CreatedDate: localDate(r.received_at), UpdatedBy: '', UpdatedDate: '', Operation: 'Insert',
        },
      };
    });

  return { areas, strains: [...strains.values()], products: [...products.values()], inventory, adjustments, transfers };
}

export type { CcrsRow };
