import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, ValidationErrorBody } from '../../../shared/api/common.ts';
import { operations } from '../../../shared/api/operations.ts';
import { PackageImport, StateReportingInput, TaxField, TaxFieldInput, type StateReporting } from '../../../shared/api/state-reporting.ts';
import type { MetrcTaxField } from '../../db/schema.ts';
import { ApiError, invalidField, notFound } from '../../http/errors.ts';
import { reconcileDay } from './reconcile.ts';
import { importPackages } from './package-import.ts';
import type { MetrcAccess } from './metrc-client.ts';
import type { FastifyRequest } from 'fastify';
import { requirePermission } from '../../auth/permissions.ts';
import type { RouteOptions } from '../../context.ts';
import { FieldErrorCollector } from '../../http/errors.ts';
import { nowTimestamp } from '../../http/time.ts';
import { deadlineRule, reportingDeadline } from './deadlines.ts';
import { defaultMetrcUrl, metrcUrlProblem } from './metrc-url.ts';
import { secretBox } from './sealed-secret.ts';
import { readStateReportingSettings, reportingBacklog, reportingLocation, saveStateReportingSettings, servesSeveralAccounts, setTaxField, taxFieldsOf } from './settings.ts';
import { CALENDAR_DATE_RULE, isCalendarDate } from './calendar-date.ts';
import type { PageLimits } from './metrc-pages.ts';

/** Extension (v2): GET and PUT /state_reporting, where a location's sales are reported and how far that has got. */
export const stateReportingRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db, config }) => {
  const tags = ['state reporting'];
  if (config.secretKey === null) throw new Error('the Store API needs a secret key to keep Metrc user keys');
  const secrets = secretBox(config.secretKey);
  // Paths, query and answers as the register's client describes the calls (shared/api/operations.ts): one description, both sides.
  const { stateReporting, stateReportingReconciliation: reconciliation } = operations;
  const pageLimits: PageLimits = { maxPages: config.metrcMaxPages, budgetMs: config.metrcCallBudgetMs };

  app.get(stateReporting.path, {
    schema: {
      tags, summary: 'Extension: where the location reports its sales to the state, and how many wait',
      description: 'waiting counts the sales recorded and not yet in the state\'s system; needs_attention the ones the state refused ' +
        '(each order\'s state_report carries the state\'s message). deadline is when the oldest waiting sale must be reported by the ' +
        'location\'s jurisdiction (4 CCR § 15049(b)(8) in California: 24 hours; OAR 845-025-7580(1)(b) in Oregon: 8 a.m. the next day; ' +
        'WAC 314-55-083(4) with the LCB\'s CCRS FAQ in Washington: the week Sunday to Saturday, by the end of the Sunday after), null where none is known ' +
        '(Michigan: the rule read, Mich Admin Code R 420.505(2), sets no time limit); in Colorado the close of business of the sale\'s ' +
        'day (1 CCR 212-3 Rule 3-805(E)(1), unverified; the end of the local day) and a sale to a patient at once (C.R.S. 44-10-501(1)(b)(I)): ' +
        'the earlier of the oldest waiting sale\'s and the oldest waiting patient sale\'s. ' +
        'deadline_rule (extension) names the rule for the location\'s jurisdiction: citation, and a note where it needs one; citation is ' +
        'null where the rules read set no time limit, and deadline_rule is null for a jurisdiction not looked at. ' +
        'The user API key is never answered, only whether one is set.',
      response: { 200: stateReporting.answer },
    },
  }, async (request) => {
    const companyId = request.session.companyId;
    const [settings, backlog, company] = await Promise.all([
      readStateReportingSettings(db, companyId), reportingBacklog(db, companyId),
      reportingLocation(db, companyId),
    ]);
    const oldest = backlog.oldestWaitingChargedOn;
    const answer: StateReporting = {
      system: settings.system, api_url: settings.api_url, license_number: settings.license_number,
      user_api_key_set: settings.user_api_key_sealed !== null,
      waiting: backlog.waiting, needs_attention: backlog.needsAttention, oldest_waiting_charged_on: oldest,
      deadline: earliestDeadline(company, oldest, backlog.oldestWaitingMedicalChargedOn),
      deadline_rule: deadlineRule(company.jurisdiction),
      last_reported_at: settings.last_reported_at, credentials_rejected_at: settings.credentials_rejected_at,
    };
    return { state_reporting: answer };
  });

  app.put('/state_reporting', {
    schema: {
      tags, summary: 'Extension: set where the location reports its sales (managers)',
      description: 'system "metrc" needs license_number and user_api_key (kept sealed; leave it out to keep the one set); api_url defaults ' +
        'by the location\'s state (https://api-or.metrc.com, …) and must be an https:// URL of a public host unless the server runs with ' +
        '--metrc-allow-http; where the server serves several accounts, only Metrc\'s own hosts (https://api-<state>.metrc.com, ' +
        'https://sandbox-api-<state>.metrc.com) or hosts the operator allows with --metrc-allow-host. A changed api_url needs user_api_key ' +
        'in the same request: the keys go where the URL points. "ccrs" (Washington) needs license_number; "none" stops reporting. ' +
        'Sales recorded from then on owe a report. Each change is recorded in the location\'s audit chain (state-reporting-changed).',
      body: StateReportingInput,
      response: { 204: Type.Null(), 403: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'manage-state-reporting');
    const companyId = request.session.companyId;
    const input = request.body.state_reporting;
    const [current, company, severalAccounts] = await Promise.all([
      readStateReportingSettings(db, companyId),
      reportingLocation(db, companyId),
      servesSeveralAccounts(db),
    ]);
    const errors = new FieldErrorCollector();
    const trimmed = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());
    const license = trimmed(input.license_number) ?? (input.license_number === undefined ? current.license_number : null);
    const key = trimmed(input.user_api_key);
    let apiUrl: string | null = null;
    if (input.system === 'metrc') {
      apiUrl = trimmed(input.api_url) ?? defaultMetrcUrl(company.state);
      if (apiUrl === null) errors.add('api_url', `can't be blank: Metrc has no known address for the location's state (${company.state})`);
      else {
        const problem = metrcUrlProblem(apiUrl, { allowHttp: config.metrcAllowHttp, metrcHostsOnly: severalAccounts, allowedHosts: config.metrcAllowHosts });
        if (problem !== null) errors.add('api_url', problem);
        else apiUrl = apiUrl.replace(/\/+$/, '');
      }
      if (key === null && current.user_api_key_sealed === null) errors.add('user_api_key', "can't be blank");
      // The keys go wherever the URL points: whoever moves it must know the licensee's key.
      else if (key === null && apiUrl !== current.api_url) errors.add('user_api_key', 'must be entered again when api_url changes');
    }
    if (input.system !== 'none') {
      if (license === null) errors.add('license_number', "can't be blank");
      // A first letter or digit: a licence starting with "-" would start a formula in the CCRS file's cells.
      else if (!/^[a-zA-Z0-9][\w.-]{0,49}$/.test(license)) errors.add('license_number', 'may hold only letters, digits, dots, dashes and underscores, and starts with a letter or digit');
    }
    errors.throwIfAny();
    const now = nowTimestamp();
    const values = {
      system: input.system,
      api_url: input.system === 'metrc' ? apiUrl : current.api_url,
      license_number: license,
      user_api_key_sealed: key === null ? current.user_api_key_sealed : secrets.seal(key),
      // A new key (or a change of address) is worth trying at once.
      credentials_rejected_at: key === null && apiUrl === current.api_url ? current.credentials_rejected_at : null,
      // What CCRS held before Canopy's ledger (migration 038) was the licence's: another licence, or leaving CCRS, starts afresh.
      ccrs_filed_before: input.system === 'ccrs' && current.system === 'ccrs' && license === current.license_number ? current.ccrs_filed_before : null,
      updated_at: now, updated_by: request.session.user.id,
    };
    const changed = values.system !== current.system || values.api_url !== current.api_url || values.license_number !== current.license_number || key !== null;
    const audit = changed ? [{
      at: now, kind: 'state-reporting-changed' as const, subject: null, actor_id: request.session.user.id,
      details: {
        system: values.system, api_url: values.api_url, license_number: values.license_number, user_api_key_replaced: key !== null,
        previous: { system: current.system, api_url: current.api_url, license_number: current.license_number },
      },
    }] : [];
    // What waited for a working key goes out now.
    await saveStateReportingSettings(db, companyId, values, now, audit);
    return reply.code(204).send(null);
  });

  app.get('/state_reporting/tax_fields', {
    schema: {
      tags, summary: 'Extension: the Metrc money field each tax item of the location is reported as',
      response: { 200: Type.Object({ tax_fields: Type.Array(TaxField) }) },
    },
  }, async (request) => {
    const rows = await taxFieldsOf(db, request.session.companyId);
    return { tax_fields: rows.map((r) => ({ tax_item_id: r.id, name: r.name, metrc_field: r.metrc_field })) };
  });

  app.put('/state_reporting/tax_fields/:tax_item_id', {
    schema: {
      tags, summary: 'Extension: set the Metrc field a tax item is reported as (managers): SalesTax, ExciseTax, CityTax, CountyTax or MunicipalTax',
      params: Type.Object({ tax_item_id: Type.String() }), body: TaxFieldInput,
      response: { 204: Type.Null(), 403: ErrorBody, 404: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'manage-state-reporting');
    const field: MetrcTaxField = request.body.tax_field.metrc_field;
    const taxItemId = request.params.tax_item_id;
    const audit = (previous: MetrcTaxField) => ({
      at: nowTimestamp(), kind: 'state-reporting-changed' as const, subject: null, actor_id: request.session.user.id,
      details: { tax_item_id: taxItemId, metrc_field: field, previous: { metrc_field: previous } },
    });
    if (!await setTaxField(db, request.session.companyId, taxItemId, field, audit)) throw notFound('Tax item');
    return reply.code(204).send(null);
  });

  app.get(reconciliation.path, {
    schema: {
      tags, summary: 'Extension: a day\'s sales compared with Metrc\'s receipts of that day (managers)',
      description: 'date is the location\'s local calendar day (YYYY-MM-DD). Findings: missing_at_metrc (a sale owed or reported that ' +
        'Metrc does not list), unknown_to_store (a receipt at Metrc no sale of the store matches), quantity_differs and total_differs ' +
        '(against the sale net of its refunds and returns). 422 for a day that is not on the calendar. 502 when Metrc cannot be read, ' +
        'answers more pages than the server reads in one call (--metrc-max-pages), an answer too long, or not in time.',
      querystring: reconciliation.query,
      response: { 200: reconciliation.answer, 403: ErrorBody, 422: ValidationErrorBody, 502: ErrorBody },
    },
  }, async (request) => {
    const access = await metrcAccess(request);
    // The pattern lets 2026-13-01 and 2026-02-31 through; only a real day is compared, never the one Date rolls over to.
    if (!isCalendarDate(request.query.date)) throw invalidField('date', CALENDAR_DATE_RULE);
    try {
      return { reconciliation: await reconcileDay(db, request.session.companyId, request.query.date, access, pageLimits) };
    } catch (error) {
      // The message is the Store API's own (metrc-client.ts, metrc-pages.ts): Metrc's answers are never echoed.
      throw new ApiError(502, { error: error instanceof Error ? error.message : 'Metrc could not be read' });
    }
  });

  app.post('/state_reporting/package_import', {
    schema: {
      tags, summary: 'Extension: read the licence\'s active packages from Metrc and link them to inventory items (managers)',
      description: 'Each package is linked to the item carrying its label, or to the item whose lot_number is the label (its package_label ' +
        'is then set). Nothing else changes: an item whose package Metrc no longer lists, a quantity that differs from ours, and a package ' +
        'no item matches are findings. 502 when Metrc cannot be read, lists more pages than the server reads in one call ' +
        '(--metrc-max-pages; nothing is then changed), answers too long, or not in time.',
      response: { 200: Type.Object({ package_import: PackageImport }), 403: ErrorBody, 422: ValidationErrorBody, 502: ErrorBody },
    },
  }, async (request) => {
    const access = await metrcAccess(request);
    try {
      return { package_import: await importPackages(db, request.session.companyId, access, pageLimits) };
    } catch (error) {
      // The message is the Store API's own (metrc-client.ts, metrc-pages.ts): Metrc's answers are never echoed.
      throw new ApiError(502, { error: error instanceof Error ? error.message : 'Metrc could not be read' });
    }
  });

  /** A manager's request's way to the location's Metrc; 422 when the location or the server is not set up for it. */
  async function metrcAccess(request: FastifyRequest): Promise<MetrcAccess> {
    requirePermission(request.session, 'manage-state-reporting');
    const settings = await readStateReportingSettings(db, request.session.companyId);
    if (settings.system !== 'metrc' || settings.api_url === null || settings.license_number === null || settings.user_api_key_sealed === null) {
      throw invalidField('system', 'the location does not report to Metrc');
    }
    if (config.metrcVendorKey === null) throw invalidField('system', 'the server has no Metrc vendor key (--metrc-vendor-key)');
    return {
      apiUrl: settings.api_url, licenseNumber: settings.license_number, vendorKey: config.metrcVendorKey,
      userKey: secrets.open(settings.user_api_key_sealed), timeoutMs: config.stateReportingRequestTimeoutMs,
      allowInternal: config.metrcAllowHttp, maxAnswerBytes: config.metrcMaxAnswerBytes,
    };
  }
};

/** The earliest deadline among the waiting sales: the oldest sale's, or the oldest patient sale's where a state wants those sooner. */
function earliestDeadline(company: { jurisdiction: string; time_zone: string }, oldest: string | null, oldestMedical: string | null): string | null {
  const deadlines = [
    oldest === null ? null : reportingDeadline(company.jurisdiction, company.time_zone, oldest),
    oldestMedical === null ? null : reportingDeadline(company.jurisdiction, company.time_zone, oldestMedical, true),
  ].filter((deadline): deadline is string => deadline !== null);
  return deadlines.length === 0 ? null : deadlines.reduce((first, next) => (Date.parse(next) < Date.parse(first) ? next : first));
}
