import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { zipSync, strToU8 } from 'fflate';
import { Type } from 'typebox';
import { ErrorBody, ValidationErrorBody } from '../../../shared/api/common.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { RouteOptions } from '../../context.ts';
import type { Session } from '../../auth/session.ts';
import { FieldErrorCollector, invalidField } from '../../http/errors.ts';
import { CCRS_COLUMNS, CCRS_FILE_ORDER, CCRS_FILE_PATHS, type CcrsFilePath } from './ccrs-file.ts';
import { buildCcrsSubmission } from './ccrs-submission.ts';
import { readStateReportingSettings } from './settings.ts';
import { CALENDAR_DATE_RULE, isCalendarDate } from './calendar-date.ts';
import type { Database } from '../../db/schema.ts';
import type { Kysely } from 'kysely';

/** The longest range one file may cover: a year (CCRS takes files up to 2 GB, and asks for 1 GB or less; a year of a store's records is far below). */
const MAX_DAYS = 366;

const RANGE = Type.Object({ from: Type.String(), to: Type.String() });
const FILE_PATHS = Object.keys(CCRS_FILE_PATHS) as CcrsFilePath[];
const isFilePath = (value: string): value is CcrsFilePath => (FILE_PATHS as string[]).includes(value);

const DESCRIPTION = "Washington's CCRS files (Cannabis Central Reporting System, WSLCB) a retailer uploads at least weekly (the week " +
  'Sunday–Saturday, by the Sunday after), as the CCRS Upload User Guide lays them out: the header rows SubmittedBy, SubmittedDate ' +
  '(MM/DD/YYYY) and NumberRecords (the count of rows that follow), the column header, then the rows; named ' +
  '<uploadType>_<LicenseNumber>_<YYYYMMDDHHMMSS>.csv (Content-Disposition). from and to are local calendar days, both included. ' +
  'Each record goes out as Insert (CCRS never had it), Update (changed since filed) or Delete (filed, gone from the store: a voided ' +
  'sale, a sale line goods came back on), worked out from what earlier downloads filed; a record CCRS holds unchanged is left out, ' +
  'except that the same range downloaded again repeats what it said (a re-upload). A customer return of a filed sale deletes the line ' +
  'and adds an InventoryAdjustment row (reason Other, the detail saying it is a return). Downloading files what the file holds (sales: ' +
  'state_report waiting → reported; adjustments: the same, by the InventoryAdjustment file). The location must report to CCRS (PUT /state_reporting with system "ccrs" and its licence number).';

/** Checks the range and the location's settings (422 naming each bad field). */
async function ccrsRequest(db: Kysely<Database>, session: Session, query: { from: string; to: string }) {
  const { from, to } = query;
  const errors = new FieldErrorCollector();
  if (!isCalendarDate(from)) errors.add('from', CALENDAR_DATE_RULE);
  if (!isCalendarDate(to)) errors.add('to', CALENDAR_DATE_RULE);
  else if (isCalendarDate(from)) {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (days < 0) errors.add('to', 'must not be before from');
    else if (days >= MAX_DAYS) errors.add('to', `must be within ${MAX_DAYS} days of from`);
  }
  errors.throwIfAny();
  const companyId = session.companyId;
  const [settings, company] = await Promise.all([
    readStateReportingSettings(db, companyId),
    db.selectFrom('companies').select('time_zone').where('id', '=', companyId).executeTakeFirstOrThrow(),
  ]);
  if (settings.system !== 'ccrs' || settings.license_number === null) throw invalidField('system', 'the location does not report to CCRS');
  const user = session.user;
  return buildCcrsSubmission(db, {
    companyId, licenseNumber: settings.license_number, from, to, timeZone: company.time_zone,
    // CCRS takes up to 35 characters here.
    submittedBy: `${user.first_name} ${user.last_name}`.trim().slice(0, 35) || user.email.slice(0, 35),
  }, new Date());
}

/** Extension (v2): GET /state_reports/ccrs/{file}, one of Washington's seven CCRS files; GET /state_reports/ccrs, the seven as one zip. */
export const ccrsSaleFileRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db }) => {
  app.get('/state_reports/ccrs/:file', {
    schema: {
      tags: ['state reporting'],
      summary: "Extension: one of Washington's CCRS files of the location for a range of local dates (managers)",
      description: `${DESCRIPTION} Files: ${FILE_PATHS.map((p) => `${p} (${CCRS_COLUMNS[CCRS_FILE_PATHS[p]].join(', ')})`).join('; ')}.`,
      params: Type.Object({ file: Type.String({ enum: FILE_PATHS }) }),
      querystring: RANGE,
      produces: ['text/csv'],
      response: { 200: Type.String({ description: 'The CCRS file (text/csv; charset=utf-8)' }), 403: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'manage-state-reporting');
    const path: string = request.params.file;
    if (!isFilePath(path)) throw invalidField('file', `must be one of ${FILE_PATHS.join(', ')}`);
    const submission = await ccrsRequest(db, request.session, request.query);
    const type = CCRS_FILE_PATHS[path];
    const file = submission.files[type];
    // The file is in the manager's hands: what it carries is filed.
    await submission.file([type]);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.name}"`).send(file.csv);
  });

  app.get('/state_reports/ccrs', {
    schema: {
      tags: ['state reporting'],
      summary: "Extension: Washington's whole weekly CCRS submission, the seven files as one zip (managers)",
      description: `${DESCRIPTION} The zip holds the seven files (strain, area, product, inventory, inventoryAdjustment, inventoryTransfer, ` +
        'sale), to be uploaded in that order (the guide\'s file dependencies: Strain, Area and Product before Inventory, Inventory before the rest).',
      querystring: RANGE,
      produces: ['application/zip'],
      response: { 200: Type.Unknown({ description: 'The zip (application/zip)' }), 403: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'manage-state-reporting');
    const submission = await ccrsRequest(db, request.session, request.query);
    const entries = Object.fromEntries(CCRS_FILE_ORDER.map((type) => [submission.files[type].name, strToU8(submission.files[type].csv)]));
    const zip = zipSync(entries, { level: 6, mtime: new Date() });
    await submission.file(CCRS_FILE_ORDER);
    const { from, to } = request.query;
    return reply.type('application/zip').header('content-disposition', `attachment; filename="ccrs_${from}_${to}.zip"`).send(Buffer.from(zip));
  });
};
