import type { Kysely } from 'kysely';
import { WeightUnit } from '../../../shared/api/common.ts';
import type { CcrsManifest, CcrsManifestReceiptInput } from '../../../shared/api/stock-moves.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, FieldErrorCollector, invalidField } from '../../http/errors.ts';
import { readStateReportingSettings } from '../state-reporting/settings.ts';
import { parseCcrsManifest } from './ccrs-manifest-file.ts';
import { receiveManifest } from './manual-receiving.ts';

/**
 * Receiving in Washington from the manifest the sender filed in CCRS, uploaded as its Manifest.CSV
 * (the file: ccrs-manifest-file.ts): read and shown first (preview), then received all or nothing.
 */
/** The manifest's lines in the item's unit of measure here: Each is counted in units, Gram in grams. */
export const UNIT_OF_UOM = { Each: WeightUnit.unit, Gram: WeightUnit.gram } as const;

/**
 * The uploaded manifest, read for this location: 422 naming every problem of the file (nothing is
 * received from a manifest with one), or one sent to another licence. Each line says whether an
 * item here already holds its identifier (received before).
 */
export async function readCcrsManifest(db: Kysely<Database>, companyId: string, text: string): Promise<CcrsManifest> {
  const parsed = parseCcrsManifest(text);
  if (!parsed.ok) throw new ApiError(422, { errors: { manifest_csv: parsed.problems } });
  const settings = await readStateReportingSettings(db, companyId);
  if (settings.system !== 'ccrs') throw invalidField('manifest_csv', 'This location does not report to CCRS, so a CCRS manifest is not received here');
  const { manifest } = parsed;
  if (settings.license_number !== null && manifest.destination_license_number !== settings.license_number) {
    throw invalidField('manifest_csv', `DestinationLicenseNumber is ${manifest.destination_license_number}: the manifest is for another licence than this location's (${settings.license_number})`);
  }
  const identifiers = manifest.lines.map((l) => l.inventory_external_identifier);
  const held = await db.selectFrom('inventory_items').select(['id', 'sku']).where('company_id', '=', companyId).where('sku', 'in', identifiers).execute();
  const itemOf = new Map(held.map((item) => [item.sku, item.id]));
  return { ...manifest, lines: manifest.lines.map((line) => ({ ...line, inventory_item_id: itemOf.get(line.inventory_external_identifier) ?? null })) };
}

/**
 * Receives every item of the manifest or none, as a manifest typed in is received (manual-receiving.ts:
 * one transaction, idempotent on the receipt's id): each manifest line must be named once in `lines`
 * with the product it goes into, whose unit must be the line's (Each → units, Gram → grams). The
 * manifest's identifier is the manifest number, its origin the shipper; each line's identifier the
 * item's SKU. A problem is named by its line of `lines` (`lines[2].product_id`), as the receipt's own.
 */
export async function receiveCcrsManifest(db: Kysely<Database>, session: Session, input: CcrsManifestReceiptInput['inventory_receipt']) {
  const companyId = session.companyId;
  const before = await db.selectFrom('inventory_receipts').select('id').where('company_id', '=', companyId).where('transfer_id', '=', input.id).executeTakeFirst();
  const manifest = await readCcrsManifest(db, companyId, input.manifest_csv);
  const lineOf = new Map(manifest.lines.map((line) => [line.inventory_external_identifier, line]));
  const errors = new FieldErrorCollector();
  const named = new Set<string>();
  const productIds = input.lines.map((l) => l.product_id);
  const products = await db.selectFrom('products').select(['id', 'unit_of_measure']).where('company_id', '=', companyId).where('id', 'in', productIds).execute();
  const unitOf = new Map(products.map((p) => [p.id, p.unit_of_measure]));
  const lines = input.lines.map((mapping, index) => {
    const identifier = mapping.inventory_external_identifier.trim();
    const line = lineOf.get(identifier);
    if (line === undefined) errors.add(`lines[${index}].inventory_external_identifier`, 'is not an item of the manifest');
    else if (named.has(identifier)) errors.add(`lines[${index}].inventory_external_identifier`, 'is named twice');
    named.add(identifier);
    const unit = line === undefined ? WeightUnit.unit : UNIT_OF_UOM[line.uom];
    const productUnit = unitOf.get(mapping.product_id);
    if (line !== undefined && productUnit !== undefined && productUnit !== unit) {
      errors.add(`lines[${index}].product_id`, `is not sold by the ${line.uom === 'Gram' ? 'gram' : 'unit'}, and the manifest has this item in ${line.uom}`);
    }
    return { product_id: mapping.product_id, quantity: { value: line?.quantity ?? '0', unit }, external_identifier: identifier, unit_cost: mapping.unit_cost ?? null, place_id: mapping.place_id ?? null };
  });
  // Received before under this id: answered as it was, whatever the file says now.
  if (before === undefined) {
    const missing = manifest.lines.filter((line) => !named.has(line.inventory_external_identifier));
    if (missing.length > 0) errors.add('lines', `must name a product for every item of the manifest: ${missing.map((l) => l.inventory_external_identifier).join(', ')} (line ${missing.map((l) => l.line).join(', ')})`);
    errors.throwIfAny();
  }
  return receiveManifest(db, session, {
    id: input.id, manifest_number: manifest.external_manifest_identifier, shipper_license_number: manifest.origin_license_number, lines,
  });
}
