import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, ValidationErrorBody } from '../../../shared/api/common.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { RouteOptions } from '../../context.ts';
import { FieldErrorCollector, invalidField } from '../../http/errors.ts';
import { nowTimestamp } from '../../http/time.ts';
import { CCRS_SALE_COLUMNS, ccrsDate, ccrsSaleCsv } from './ccrs-sale-file.ts';
import { ccrsFileContent } from './ccrs-sales.ts';
import { localDateTime } from './local-time.ts';
import { readStateReportingSettings } from './settings.ts';
import { CALENDAR_DATE_RULE, isCalendarDate } from './calendar-date.ts';

/** The longest range one file may cover: a year (CCRS takes files up to 2 GB; a year of a store's sales is far below). */
const MAX_DAYS = 366;

/** Extension (v2): GET /state_reports/ccrs/sale, Washington's CCRS Sale file of the location. */
export const ccrsSaleFileRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db }) => {
  app.get('/state_reports/ccrs/sale', {
    schema: {
      tags: ['state reporting'],
      summary: "Extension: Washington's CCRS Sale file of the location for a range of local dates (managers)",
      description: 'Answers the CSV (text/csv) a Washington retailer uploads to CCRS at least weekly (the week Sunday–Saturday, by the ' +
        'Sunday after): the header rows SubmittedBy, SubmittedDate (MM/DD/YYYY) and NumberRecords (the count of rows that follow), ' +
        `the column header (${CCRS_SALE_COLUMNS.join(', ')}), then one row per cannabis line. from and to are the location's local ` +
        'calendar days, both included. A sale never filed is an Insert (net of what came back before); a sale filed and then voided ' +
        'is a Delete of each line; filed and then refunded or returned, an Update of each changed line (a Delete of a line all given ' +
        "back). Downloading the file files its sales: each one's state_report goes from waiting to reported (reported_at: the first " +
        'file that held it); a sale voided or all given back before any file held it becomes not_required. The location must report ' +
        'to CCRS (PUT /state_reporting with system "ccrs" and its licence number).',
      querystring: Type.Object({ from: Type.String(), to: Type.String() }),
      produces: ['text/csv'],
      response: {
        200: Type.String({ description: 'The CCRS Sale file (text/csv; charset=utf-8)' }),
        403: ErrorBody, 422: ValidationErrorBody,
      },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'manage-state-reporting');
    const { from, to } = request.query;
    const errors = new FieldErrorCollector();
    if (!isCalendarDate(from)) errors.add('from', CALENDAR_DATE_RULE);
    if (!isCalendarDate(to)) errors.add('to', CALENDAR_DATE_RULE);
    else if (isCalendarDate(from)) {
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      if (days < 0) errors.add('to', 'must not be before from');
      else if (days >= MAX_DAYS) errors.add('to', `must be within ${MAX_DAYS} days of from`);
    }
    errors.throwIfAny();
    const companyId = request.session.companyId;
    const [settings, company] = await Promise.all([
      readStateReportingSettings(db, companyId),
      db.selectFrom('companies').select('time_zone').where('id', '=', companyId).executeTakeFirstOrThrow(),
    ]);
    if (settings.system !== 'ccrs' || settings.license_number === null) throw invalidField('system', 'the location does not report to CCRS');

    const content = await ccrsFileContent(db, { companyId, licenseNumber: settings.license_number, from, to });
    const user = request.session.user;
    const csv = ccrsSaleCsv({
      // CCRS takes up to 35 characters here.
      submittedBy: `${user.first_name} ${user.last_name}`.trim().slice(0, 35) || user.email.slice(0, 35),
      submittedDate: ccrsDate(localDateTime(new Date(), company.time_zone)),
      rows: content.rows,
    });
    // The file is in the manager's hands: what it carries is filed.
    const now = nowTimestamp();
    await db.transaction().execute(async (trx) => {
      if (content.filedOrderIds.length > 0) {
        await trx.updateTable('state_reports')
          .set((eb) => ({ status: 'reported', error: null, updated_at: now, reported_at: eb.fn.coalesce('reported_at', eb.val(now)) }))
          .where('company_id', '=', companyId).where('system', '=', 'ccrs').where('order_id', 'in', content.filedOrderIds)
          .where('status', 'in', ['waiting', 'reported']).execute();
      }
      if (content.notRequiredOrderIds.length > 0) {
        await trx.updateTable('state_reports').set({ status: 'not_required', error: null, updated_at: now })
          .where('company_id', '=', companyId).where('system', '=', 'ccrs').where('order_id', 'in', content.notRequiredOrderIds)
          .where('status', '=', 'waiting').execute();
      }
      if (content.rows.length > 0) {
        await trx.updateTable('state_reporting_settings').set({ last_reported_at: now }).where('company_id', '=', companyId).execute();
      }
    });
    return reply.type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="ccrs-sale-${settings.license_number}-${from}-${to}.csv"`)
      .send(csv);
  });
};
