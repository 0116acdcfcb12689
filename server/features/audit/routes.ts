import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AuditEntryBody } from '../../../shared/api/audit.ts';
import { ErrorBody, ListMeta, ValidationErrorBody } from '../../../shared/api/common.ts';
import { operations } from '../../../shared/api/operations.ts';
import { NO_NUL_PATTERN } from '../../../shared/api/sales.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { RouteOptions } from '../../context.ts';
import { unprocessable, type FieldErrors } from '../../http/errors.ts';
import { paging, pagingFields } from '../../http/paging.ts';
import { requireDeviceCredential } from '../devices/request-device.ts';
import { checkActors } from './actors.ts';
import { toAuditEntry } from './entry.ts';
import { receiveRegisterEntries } from './receive.ts';
import { auditEntriesPage } from './repository.ts';
import { verifyLocationAudit } from './verify.ts';

const ChainReport = Type.Object({
  ok: Type.Boolean(), count: Type.Integer(), broken_at: Type.Optional(Type.Integer()), reason: Type.Optional(Type.String()),
});

/**
 * Extensions: the compliance audit trail. A register sends its own chain's entries (its outbox)
 * with POST /audit_entries; managers list a chain and verify them all.
 */
export const auditRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db }) => {
  const tags = ['audit'];
  // Path, body and answer as the register's client describes the call (shared/api/operations.ts): one description, both sides.
  const { appendAuditEntries } = operations;

  app.post(appendAuditEntries.path, {
    schema: {
      tags, summary: 'Extension: entries of the sending register\'s audit chain (X-CNPY-DeviceId), in order',
      description: [
        'Each entry continues the register\'s chain (seq one more than the last received, prev_hash its hash, hash the',
        'SHA-256 of the canonical JSON of its other fields). Repeating an entry already received is a no-op; another',
        'entry under a received (register_id, seq), or one that does not continue the chain, is 422 and nothing is stored.',
        'Each new entry is anchored in the location\'s chain. Only the register itself sends its chain: X-CNPY-DeviceSecret must be the',
        'credential POST /devices answered when a manager set it up (403 otherwise, and for a register set up before credentials existed).',
        'actor_id must be a user of this location, and an approval (details.approved_by) a manager of it (422 otherwise).',
      ].join(' '),
      body: appendAuditEntries.body,
      response: { 200: appendAuditEntries.answer, 403: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request) => {
    const device = await requireDeviceCredential(db, request);
    const errors: FieldErrors = {};
    const entries = request.body.audit_entries.flatMap((body, index) => {
      const entry = toAuditEntry(body);
      if (entry === null) errors[`audit_entries.${index}.details`] = ['must be JSON values only'];
      return entry === null ? [] : [entry];
    });
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    await checkActors(db, request.session.companyId, entries);
    return receiveRegisterEntries(db, request.session.companyId, device.id, entries);
  });

  app.get('/audit_entries', {
    schema: {
      tags, summary: 'Extension (managers): the location\'s audit chain, or with register_id that register\'s, in order',
      querystring: Type.Object({ ...pagingFields, register_id: Type.Optional(Type.String({ pattern: NO_NUL_PATTERN })) }),
      response: { 200: Type.Object({ audit_entries: Type.Array(AuditEntryBody), meta: ListMeta }), 422: ValidationErrorBody },
    },
  }, async (request) => {
    requirePermission(request.session, 'read-audit-trail');
    const { companyId } = request.session;
    const page = await auditEntriesPage(db, companyId, request.query.register_id, paging(request.query));
    return { audit_entries: page.entries, meta: { total: page.total } };
  });

  app.get('/audit/verify', {
    schema: {
      tags, summary: 'Extension (managers): verify the location\'s audit chain and every register chain it received',
      description: 'ok false names the first entry that does not fit (broken_at) and why. The location chain must also hold as many '
        + 'entries as the location\'s audit counter says were appended, so deleting the newest entries shows. To check the chain '
        + 'against heads kept outside the database (each closed shift\'s `audit_chain_head`), use `npm run audit:verify -- --anchor seq:hash`.',
      response: {
        200: Type.Object({ location: ChainReport, registers: Type.Array(Type.Object({ register_id: Type.String(), ...ChainReport.properties })) }),
      },
    },
  }, async (request) => {
    requirePermission(request.session, 'read-audit-trail');
    return verifyLocationAudit(db, request.session.companyId);
  });
};
