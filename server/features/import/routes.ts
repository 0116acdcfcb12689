import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ValidationErrorBody } from '../../../shared/api/common.ts';
import { IMPORT_CSV_MAX_LENGTH, ImportRefusedBody, type ImportKind, type ImportPreviewAnswer, type ImportProblem, type ImportStockAdjustment } from '../../../shared/api/imports.ts';
import { operations } from '../../../shared/api/operations.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { RouteOptions } from '../../context.ts';
import type { Session } from '../../auth/session.ts';
import { stateReasons } from '../stock-moves/adjustment-reasons.ts';
import { checkMappingFields, readMapping, saveMapping } from './mappings.ts';
import type { PlanOptions } from './plan.ts';
import { writeImport } from './plan.ts';
import { problemsOf, readImport } from './read.ts';
import { chooseStockAdjustment, NO_STOCK } from './stock-adjustment.ts';

const tags = ['back office'];
/** The CSV travels inside JSON, where each quote and line break takes two characters. */
const IMPORT_BODY_LIMIT = IMPORT_CSV_MAX_LENGTH * 2 + 64 * 1024;

/** The 422 of an import with a problem: the spec's `errors` keyed "line N, Column", and the problems themselves. */
function refusal(problems: ImportProblem[]): ImportRefusedBody {
  const errors: Record<string, string[]> = {};
  for (const problem of problems) (errors[problem.column === '' ? `line ${problem.line}` : `line ${problem.line}, ${problem.column}`] ??= []).push(problem.reason);
  return { errors, problems };
}

/**
 * Extension (v2, managers): importing a store's catalog with stock, its customers and its patients
 * from another POS's CSV export: preview, import all or nothing, and the column mapping remembered.
 */
export const importRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db, engine, config }) => {
  const { previewImport, runImport, importMapping, saveImportMapping } = operations;
  const reasonsFor = stateReasons(db, config);
  /** Products: the state's reasons are read (Metrc's for the licence) to record the stock a re-import changes. */
  const optionsFor = async (kind: ImportKind, session: Session, asked: ImportStockAdjustment | undefined): Promise<PlanOptions> =>
    ({ stockAdjustment: kind === 'products' ? chooseStockAdjustment(await reasonsFor(session.companyId), asked) : NO_STOCK });

  app.post(previewImport.path, {
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags, summary: 'Extension: read a CSV export through a column mapping and show what importing it would do, row by row, with every problem (manager only; nothing is written)',
      params: previewImport.params, body: previewImport.body, response: { 200: previewImport.answer, 403: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request): Promise<ImportPreviewAnswer> => {
    requirePermission(request.session, 'manage-back-office');
    const { kind } = request.params;
    const { csv, columns, stock_adjustment: asked } = request.body.import;
    checkMappingFields(kind, columns);
    const options = await optionsFor(kind, request.session, asked);
    const { headers, fileProblems, plan } = await readImport(db, engine, request.session, kind, csv, columns, options);
    const rows = plan?.rows ?? [];
    const { system, reasons, reason, note } = options.stockAdjustment;
    return {
      preview: {
        kind, headers, rows, problems: problemsOf(fileProblems, plan),
        creates: rows.filter((row) => row.action === 'create').length, updates: rows.filter((row) => row.action === 'update').length,
        ...(kind === 'products' ? { stock_adjustment: { system, reasons: (reasons ?? []).map((known) => known.name), reason, note } } : {}),
      },
    };
  });

  app.post(runImport.path, {
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags, summary: 'Extension: import a CSV export all or nothing (manager only); a row whose key the location has (SKU, e-mail or phone, card number) updates that record',
      description: 'Any problem in any row refuses the whole file (422 naming each line and column) and writes nothing. The mapping used is remembered for the location. ' +
        'Products: a row that changes an existing item\'s stock records an inventory adjustment of the difference (kind count_correction), reported to the state ' +
        'as POST /inventory_adjustments reports one, with stock_adjustment.reason (the state\'s name, GET /state_reporting/adjustment_reasons; by default its reason ' +
        'for a correction) and stock_adjustment.note. Every record made or changed is one entry in the location\'s audit chain.',
      params: runImport.params, body: runImport.body, response: { 201: runImport.answer, 403: ErrorBody, 422: ImportRefusedBody },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'manage-back-office');
    const { kind } = request.params;
    const { csv, columns, stock_adjustment: asked } = request.body.import;
    checkMappingFields(kind, columns);
    const options = await optionsFor(kind, request.session, asked);
    const { fileProblems, plan } = await readImport(db, engine, request.session, kind, csv, columns, options);
    const problems = problemsOf(fileProblems, plan);
    if (plan === null || problems.length > 0) return reply.status(422).send(refusal(problems));
    if (plan.rows.length === 0) return reply.status(422).send(refusal([{ line: 2, column: '', reason: 'the file has no rows below its header: there is nothing to import' }]));
    const { created, updated } = await writeImport(db, request.session, kind, csv, plan,
      (trx) => saveMapping(trx, request.session.companyId, request.session.user.id, kind, columns));
    return reply.status(201).send({ import: { kind, rows: plan.rows.length, created, updated } });
  });

  app.get(importMapping.path, {
    schema: { tags, summary: 'Extension: the column mapping last used or saved for this kind of import at the location (manager only)', params: importMapping.params, response: { 200: importMapping.answer, 403: ErrorBody, 422: ValidationErrorBody } },
  }, async (request) => {
    requirePermission(request.session, 'manage-back-office');
    return { import_mapping: await readMapping(db, request.session.companyId, request.params.kind) };
  });

  app.put(saveImportMapping.path, {
    schema: { tags, summary: 'Extension: remember a column mapping for this kind of import at the location (manager only)', params: saveImportMapping.params, body: saveImportMapping.body, response: { 200: saveImportMapping.answer, 403: ErrorBody, 422: ValidationErrorBody } },
  }, async (request) => {
    requirePermission(request.session, 'manage-back-office');
    const { kind } = request.params;
    const { columns } = request.body.import_mapping;
    checkMappingFields(kind, columns);
    await saveMapping(db, request.session.companyId, request.session.user.id, kind, columns);
    return { import_mapping: await readMapping(db, request.session.companyId, kind) };
  });
};
