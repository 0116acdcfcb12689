import type { Canonical } from '../../../shared/canonical-json.ts';
import { isAuditKind, type AuditEntryInput } from '../../../shared/api/audit.ts';
import type { AuditDetails, AuditEntry } from '../../../shared/compliance/audit-chain.ts';

/** JSON as it arrives (numbers finite, no undefined): what a hash can be taken over. */
function isCanonical(value: unknown, depth = 0): value is Canonical {
  if (depth > 20) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isCanonical(item, depth + 1));
  if (typeof value === 'object') return Object.values(value).every((item) => isCanonical(item, depth + 1));
  return false;
}

const isDetails = (value: Record<string, unknown>): value is AuditDetails => isCanonical(value);

/**
 * The body's entry as the chain types it (a field left out is null, as the register hashed it), or
 * null when its kind or details cannot be an entry.
 */
export function toAuditEntry(body: AuditEntryInput): AuditEntry | null {
  const { kind, details } = body;
  if (!isAuditKind(kind) || !isDetails(details)) return null;
  return { ...body, kind, details, register_id: body.register_id ?? null, subject: body.subject ?? null, actor_id: body.actor_id ?? null };
}
