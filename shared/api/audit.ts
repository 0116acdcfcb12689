import { Type, type Static } from 'typebox';
import type { AuditKind } from '../compliance/audit-chain.ts';

/** Every kind of audit entry; the record type makes the compiler name one added to AuditKind and missing here. */
const KINDS: Record<AuditKind, true> = {
  'id-scanned': true, 'id-typed': true, 'age-verdict': true, 'limit-check': true, 'manager-override': true,
  'offline-sale-flagged': true, 'register-entry-received': true, 'no-sale': true, 'back-office-change': true,
};
export const AUDIT_KINDS = Object.keys(KINDS);
export const isAuditKind = (kind: string): kind is AuditKind => Object.hasOwn(KINDS, kind);

const HASH = Type.String({ pattern: '^[0-9a-f]{64}$' });
const Id = Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000]*$' });

const OptionalId = Type.Union([Id, Type.Null()]);
const Subject = Type.Union([Type.String({ maxLength: 200, pattern: '^[^\\u0000]*$' }), Type.Null()]);
const entryFields = {
  seq: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }),
  at: Type.String({ format: 'date-time' }),
  location_id: Id,
  kind: Type.String({ enum: AUDIT_KINDS }),
  details: Type.Record(Type.String(), Type.Unknown()),
  prev_hash: HASH,
  hash: HASH,
};

/** An audit entry as the register writes it and the API lists it (shared/compliance/audit-chain.ts). */
export const AuditEntryBody = Type.Object({
  ...entryFields, register_id: OptionalId, subject: Subject, actor_id: OptionalId,
}, { additionalProperties: false });
export type AuditEntryBody = Static<typeof AuditEntryBody>;

/** The same, as a client sends it: a null field may be left out, and is hashed as null. */
export const AuditEntryInput = Type.Object({
  ...entryFields, register_id: Type.Optional(OptionalId), subject: Type.Optional(Subject), actor_id: Type.Optional(OptionalId),
}, { additionalProperties: false });
export type AuditEntryInput = Static<typeof AuditEntryInput>;

/** POST /audit_entries: entries of the sending register's chain, in order. */
export const AuditEntriesInput = Type.Object({ audit_entries: Type.Array(AuditEntryInput, { maxItems: 500 }) });
export type AuditEntriesInput = Static<typeof AuditEntriesInput>;

export const AuditEntriesAnswer = Type.Object({ stored: Type.Integer(), repeated: Type.Integer() });
