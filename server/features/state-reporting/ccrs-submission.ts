import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowTimestamp } from '../../http/time.ts';
import { CCRS_FILE_ORDER, ccrsCsv, ccrsDate, ccrsFileName, type CcrsFileType, type CcrsRow } from './ccrs-file.ts';
import { planFile, readFiled, writeFiled, type CcrsRecord, type FiledRecord, type LedgerWrite, type Range } from './ccrs-ledger.ts';
import { filedBefore, type CcrsStockFile } from './ccrs-filed-before.ts';
import { ccrsStockRecords } from './ccrs-records.ts';
import { ccrsSalesContent, nextDay, type CcrsFileRequest } from './ccrs-sales.ts';
import { instantAtLocal, localDateTime } from './local-time.ts';

/**
 * A location's weekly CCRS submission: the seven files a Washington retailer uploads (CCRS Upload
 * User Guide, Table 1), each worked out against what was filed before, and what downloading them
 * files: the ledger's records (ccrs_filed) and the sales' state reports.
 */

export interface CcrsBuiltFile { type: CcrsFileType; name: string; csv: string; rowCount: number }

export interface CcrsSubmission {
  files: Record<CcrsFileType, CcrsBuiltFile>;
  /**
   * Files the given files in one transaction: the ledger, for the Sale file the sales' state reports,
   * for the InventoryAdjustment file the adjustments' state reports.
   */
  file(types: readonly CcrsFileType[]): Promise<void>;
}

export async function buildCcrsSubmission(
  db: Kysely<Database>, request: CcrsFileRequest & { submittedBy: string; timeZone: string }, at: Date,
): Promise<CcrsSubmission> {
  const { companyId } = request;
  const range: Range = { from: request.from, to: request.to };
  const today = ccrsDate(localDateTime(at, request.timeZone));
  const byManager = { by: request.submittedBy, date: today };
  const [ledger, settings] = await Promise.all([
    readFiled(db, companyId, CCRS_FILE_ORDER),
    db.selectFrom('state_reporting_settings').select('ccrs_filed_before').where('company_id', '=', companyId).executeTakeFirst(),
  ]);
  const [stock, sales] = await Promise.all([ccrsStockRecords(db, request), ccrsSalesContent(db, request, ledger.filter((f) => f.file_type === 'Sale'))]);
  // What CCRS held before the ledger (migration 038), taken as filed then: never inserted again.
  const before = settings?.ccrs_filed_before ?? null;
  const ledgerOf = (type: CcrsFileType) => ledger.filter((f) => f.file_type === type);
  const seeds: Record<CcrsStockFile, FiledRecord[]> = {
    Strain: filedBefore('Strain', stock.strains, ledgerOf('Strain'), before), Area: filedBefore('Area', stock.areas, ledgerOf('Area'), before),
    Product: filedBefore('Product', stock.products, ledgerOf('Product'), before), Inventory: filedBefore('Inventory', stock.inventory, ledgerOf('Inventory'), before),
  };
  const isStockFile = (type: CcrsFileType): type is CcrsStockFile => type in seeds;
  const filedOf = (type: CcrsFileType) => [...ledgerOf(type), ...(isStockFile(type) ? seeds[type] : [])];

  /** The ledger's records an event file (adjustments, transfers) is about: its range's, and those of the events it carries. */
  const eventScope = (type: CcrsFileType, records: ReadonlyArray<{ key: string }>): FiledRecord[] => {
    const keys = new Set(records.map((r) => r.key));
    return filedOf(type).filter((f) => keys.has(f.external_identifier) || (f.range_from === range.from && f.range_to === range.to));
  };
  const receiptOf = new Map<string, string>([
    ...sales.records.map((r): [string, string] => [r.key, r.row.SaleExternalIdentifier]),
    ...sales.filed.map((f): [string, string] => [f.external_identifier, (JSON.parse(f.row) as Partial<CcrsRow<'Sale'>>).SaleExternalIdentifier ?? '']),
  ]);
  const adjustments = [...stock.adjustments, ...sales.returns];
  const plans = {
    Strain: planFile('Strain', stock.strains, filedOf('Strain'), range, () => byManager),
    Area: planFile('Area', stock.areas, filedOf('Area'), range, () => byManager),
    Product: planFile('Product', stock.products, filedOf('Product'), range, () => byManager),
    Inventory: planFile('Inventory', stock.inventory, filedOf('Inventory'), range, () => byManager),
    InventoryAdjustment: planFile('InventoryAdjustment', adjustments, eventScope('InventoryAdjustment', adjustments), range, () => byManager),
    InventoryTransfer: planFile('InventoryTransfer', stock.transfers, eventScope('InventoryTransfer', stock.transfers), range, () => byManager),
    Sale: planFile('Sale', sales.records, sales.filed, range, (key) => sales.updatedOf.get(receiptOf.get(key) ?? '') ?? byManager),
  };
  // A row the store knows no creator of names the manager submitting it (CreatedBy, text 35).
  const withCreator = <T extends CcrsFileType>(rows: ReadonlyArray<CcrsRow<T>>): Array<CcrsRow<T>> =>
    rows.map((row) => ('CreatedBy' in row && row.CreatedBy === '' ? { ...row, CreatedBy: request.submittedBy } : row));
  const build = <T extends CcrsFileType>(type: T, rows: ReadonlyArray<CcrsRow<T>>): CcrsBuiltFile => ({
    type, name: ccrsFileName(type, request.licenseNumber, at, request.timeZone), rowCount: rows.length,
    csv: ccrsCsv({ type, submittedBy: request.submittedBy, submittedDate: today, rows: withCreator(rows) }),
  });
  const files: Record<CcrsFileType, CcrsBuiltFile> = {
    Strain: build('Strain', plans.Strain.rows), Area: build('Area', plans.Area.rows), Product: build('Product', plans.Product.rows),
    Inventory: build('Inventory', plans.Inventory.rows), InventoryAdjustment: build('InventoryAdjustment', plans.InventoryAdjustment.rows),
    InventoryTransfer: build('InventoryTransfer', plans.InventoryTransfer.rows), Sale: build('Sale', plans.Sale.rows),
  };

  // The sales the Sale file carries (or CCRS already holds) are filed; a sale CCRS holds nothing of and never will owes nothing.
  const receiptsInFile = new Set(plans.Sale.rows.map((r) => r.SaleExternalIdentifier));
  const receiptsFiled = new Set(sales.filed.map((f) => receiptOf.get(f.external_identifier) ?? ''));
  const wanted = new Set(sales.records.map((r) => r.row.SaleExternalIdentifier));
  const filedOrderIds: string[] = [];
  const notRequiredOrderIds: string[] = [];
  for (const sale of sales.sales) {
    if (receiptsInFile.has(sale.receiptId) || receiptsFiled.has(sale.receiptId)) filedOrderIds.push(sale.id, ...sale.changeIds);
    else if (!wanted.has(sale.receiptId)) notRequiredOrderIds.push(sale.id, ...sale.changeIds);
  }

  // The adjustments the InventoryAdjustment file carries (or CCRS already holds) are filed, as sales are: CCRS
  // is a file upload, so an adjustment's report is `waiting` until a downloaded file holds it, then `reported`.
  // One of the range the file leaves out (goods that are not cannabis) CCRS never needs: not_required.
  const adjustmentIdsInFile = new Set(stock.adjustments.map((a) => a.key));
  const zone = request.timeZone;
  const start = instantAtLocal(`${request.from}T00:00:00`, zone).toISOString();
  const end = instantAtLocal(`${nextDay(request.to)}T00:00:00`, zone).toISOString();
  const adjustmentsOfRange = await db.selectFrom('adjustment_reports').innerJoin('inventory_adjustments', 'inventory_adjustments.id', 'adjustment_reports.adjustment_id')
    .select('adjustment_reports.adjustment_id').where('adjustment_reports.company_id', '=', companyId).where('adjustment_reports.system', '=', 'ccrs')
    .where('inventory_adjustments.adjusted_at', '>=', start).where('inventory_adjustments.adjusted_at', '<', end).execute();
  const filedAdjustmentIds = adjustmentsOfRange.map((a) => a.adjustment_id).filter((id) => adjustmentIdsInFile.has(id));
  const adjustmentsNotRequired = adjustmentsOfRange.map((a) => a.adjustment_id).filter((id) => !adjustmentIdsInFile.has(id));

  return {
    files,
    async file(types) {
      const now = nowTimestamp();
      const writes: LedgerWrite[] = types.flatMap((type) => plans[type].writes);
      const seeded: LedgerWrite[] = types.filter(isStockFile).flatMap((type) => seeds[type].map((seed) => ({
        fileType: type, key: seed.external_identifier, fingerprint: seed.fingerprint, row: seed.row, operation: seed.operation, firstFiledAt: seed.first_filed_at,
      })));
      await db.transaction().execute(async (trx) => {
        // First what CCRS held before the ledger (no range: never part of a file sent), then what this file tells it.
        await writeFiled(trx, companyId, { from: '', to: '' }, seeded, now);
        // The row filed keeps its creator as written in the file.
        await writeFiled(trx, companyId, range, writes.map((w) => {
          const row = JSON.parse(w.row) as Record<string, string>;
          return row.CreatedBy === '' ? { ...w, row: JSON.stringify({ ...row, CreatedBy: request.submittedBy }) } : w;
        }), now);
        if (types.includes('InventoryAdjustment')) {
          if (filedAdjustmentIds.length > 0) {
            await trx.updateTable('adjustment_reports')
              .set((eb) => ({ status: 'reported', error: null, updated_at: now, reported_at: eb.fn.coalesce('reported_at', eb.val(now)) }))
              .where('company_id', '=', companyId).where('system', '=', 'ccrs').where('adjustment_id', 'in', filedAdjustmentIds)
              .where('status', 'in', ['waiting', 'reported']).execute();
          }
          if (adjustmentsNotRequired.length > 0) {
            await trx.updateTable('adjustment_reports').set({ status: 'not_required', error: null, updated_at: now })
              .where('company_id', '=', companyId).where('system', '=', 'ccrs').where('adjustment_id', 'in', adjustmentsNotRequired)
              .where('status', '=', 'waiting').execute();
          }
        }
        if (!types.includes('Sale')) return;
        if (filedOrderIds.length > 0) {
          await trx.updateTable('state_reports')
            .set((eb) => ({ status: 'reported', error: null, updated_at: now, reported_at: eb.fn.coalesce('reported_at', eb.val(now)) }))
            .where('company_id', '=', companyId).where('system', '=', 'ccrs').where('order_id', 'in', filedOrderIds)
            .where('status', 'in', ['waiting', 'reported']).execute();
        }
        if (notRequiredOrderIds.length > 0) {
          await trx.updateTable('state_reports').set({ status: 'not_required', error: null, updated_at: now })
            .where('company_id', '=', companyId).where('system', '=', 'ccrs').where('order_id', 'in', notRequiredOrderIds)
            .where('status', '=', 'waiting').execute();
        }
        if (types.some((t) => files[t].rowCount > 0)) {
          await trx.updateTable('state_reporting_settings').set({ last_reported_at: now }).where('company_id', '=', companyId).execute();
        }
      });
    },
  };
}

export type { CcrsRecord };
