import { parseIdScan, type ScannedLicence } from '../../../../shared/compliance/id-scan.ts';
import type { AuditDetails } from '../../../../shared/compliance/audit-chain.ts';
import { recordDecisions, type AuditDecision } from '../../../data/audit-log.ts';
import { licenceKey } from '../../../data/customer-text.ts';
import { licenceHolders, type LocalCustomer, type RegisterDatabase } from '../../../data/index.ts';
import { checkBuyer, type BuyerCheck, type BuyerCheckInput } from './buyer-check.ts';

/**
 * A customer or patient of this register's copy holding the licence: same number, and same state
 * where both are known (two states may issue the same number). Works offline.
 */
export async function findByLicence(db: RegisterDatabase, licence: Pick<ScannedLicence, 'number' | 'state'>): Promise<LocalCustomer | null> {
  const key = licenceKey(licence.number);
  if (key === null) return null;
  const holders = await licenceHolders(db, key);
  const sameState = holders.filter((holder) => holder.driverLicenseState == null || licence.state === null
    || holder.driverLicenseState.toUpperCase() === licence.state.toUpperCase());
  // A patient record comes first: their card decides a medical sale.
  return sameState.find((holder) => holder.kind === 'patient') ?? sameState[0] ?? null;
}

export type IdScanOutcome =
  | { kind: 'unreadable'; problem: string }
  | { kind: 'read'; licence: ScannedLicence; buyer: LocalCustomer | null; check: BuyerCheck };

/** Only the licence number's last four characters go into the audit log (enough to tell IDs apart). */
const lastFour = (number: string): string => number.slice(-4);

export interface Counter { db: RegisterDatabase; registerId: string; actorId: string; today: string }

/**
 * A licence scan at the counter: parsed (an unreadable scan gets the parser's sentence, never an
 * exception), its holder found by licence number, the age and expiry verdict taken on the
 * location's calendar, and both the scan and the verdict appended to the audit log.
 */
export async function readIdScan({ db, registerId, actorId, today }: Counter, text: string): Promise<IdScanOutcome> {
  const parsed = parseIdScan(text);
  if (!parsed.ok) {
    await recordDecisions(db, registerId, [{ kind: 'id-scanned', subject: null, actor_id: actorId, details: { readable: false, problem: parsed.problem } }]);
    return { kind: 'unreadable', problem: parsed.problem };
  }
  const { licence } = parsed;
  const buyer = await findByLicence(db, licence);
  const check = checkBuyer({ buyer, evidence: { method: 'scan', licence, buyerId: buyer?.id ?? null }, today });
  await recordDecisions(db, registerId, [
    {
      kind: 'id-scanned', subject: buyer?.id ?? null, actor_id: actorId,
      details: {
        readable: true, licence_state: licence.state, licence_number_last4: lastFour(licence.number), aamva_version: licence.aamvaVersion,
        birth_date: licence.birthDate, expiration_date: licence.expirationDate, matched_buyer: buyer?.id ?? null,
      },
    },
    ageVerdictDecision(check, buyer?.id ?? null, actorId, today),
  ]);
  return { kind: 'read', licence, buyer, check };
}

/** The audit log's record of an age and expiry verdict. */
export function ageVerdictDecision(check: BuyerCheck, subject: string | null, actorId: string, today: string): AuditDecision {
  const details: AuditDetails = check.ok
    ? { ok: true, sale_kind: check.saleKind, method: check.verification.method, age: check.age, id_expiration_date: check.verification.idExpirationDate, today }
    : { ok: false, sale_kind: check.saleKind, code: check.code, message: check.message, today };
  return { kind: 'age-verdict', subject, actor_id: actorId, details };
}

/** A birth date (and the ID's expiry) typed from the ID where there is no scanner: recorded as typed. */
export async function recordTypedId(
  { db, registerId, actorId, today }: Counter, buyer: LocalCustomer | null, birthDate: string, idExpirationDate: string | null,
  caregiver: BuyerCheckInput['caregiver'] = null,
): Promise<BuyerCheck> {
  // A caregiver buying for the patient: the typed ID is the caregiver's, and the verdict recorded is theirs.
  const check = checkBuyer({ buyer, evidence: { method: 'manual', birthDate, idExpirationDate, buyerId: buyer?.id ?? null }, today, caregiver });
  await recordDecisions(db, registerId, [
    { kind: 'id-typed', subject: buyer?.id ?? null, actor_id: actorId, details: { birth_date: birthDate, id_expiration_date: idExpirationDate } },
    ageVerdictDecision(check, buyer?.id ?? null, actorId, today),
  ]);
  return check;
}
