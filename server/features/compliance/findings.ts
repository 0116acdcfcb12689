import { OrderType } from '../../../shared/api/sales.ts';
import { checkAdultUseBuyer, checkMedicalBuyer, ageOn, type BuyerProblem, type BuyerVerdict } from '../../../shared/compliance/age.ts';
import { checkLimits, type LimitCheck, type LimitViolation } from '../../../shared/compliance/limits/engine.ts';
import { statewideLimitRefusal } from '../../../shared/compliance/statewide.ts';
import { caregiverProblems, type CaregiverProblemCode } from '../../../shared/compliance/caregiver.ts';
import { medicalOnlyRefusal, saleKindAt, type SaleKind } from '../../../shared/compliance/who-may-buy.ts';
import type { ComplianceFacts, ComplianceOrder } from './facts.ts';

/** The review-flag codes of the compliance rules (stable: a manager's review list filters on them). */
export type FindingCode = BuyerProblem | 'limit-exceeded' | 'limit-unknown' | 'customer-required' | 'override-refused' | 'medical-only'
  | 'statewide-limit-exceeded' | 'statewide-patient-refused' | CaregiverProblemCode;

/** One compliance rule a sale breaks: the field a live sale's 422 names, and the flag an offline sale gets. */
export interface Finding {
  field: string; code: FindingCode; message: string; rule: 'buyer' | 'limit';
  /** The message of the review flag when the sale was rung offline, where it must read as done, not as advice. */
  recordedMessage?: string;
}

export interface ComplianceVerdict {
  findings: Finding[];
  /** Limits a manager's override lifted (recorded with who approved it). */
  overridden: readonly LimitViolation[];
}

/** Problems a record may simply lack without refusing the sale when the register checked the ID at the counter. */
const TOLERATED_WITH_VERIFICATION: ReadonlySet<BuyerProblem> = new Set(['no-birth-date', 'no-id-expiration-date']);

function buyerFinding(field: string, verdict: BuyerVerdict, verifiedAtCounter: boolean): Finding[] {
  if (verdict.ok) return [];
  // A customer record without an ID expiry is common (the spec's fields are optional); only a known expiry can be expired.
  if (verdict.code === 'no-id-expiration-date') return [];
  if (verifiedAtCounter && TOLERATED_WITH_VERIFICATION.has(verdict.code)) return [];
  return [{ field, code: verdict.code, message: verdict.message, rule: 'buyer' }];
}

/** The ID the register checked at the counter, if it recorded its expiry: expired IDs are refused whoever the buyer is. */
function verifiedIdFinding(facts: ComplianceFacts, order: ComplianceOrder, field: string): Finding[] {
  const expiry = order.age_verification?.id_expiration_date ?? null;
  if (expiry === null || expiry >= facts.today) return [];
  return [{ field, code: 'id-expired', message: `The ID checked at the counter expired on ${expiry}. Ask for a valid ID; do not sell on this one.`, rule: 'buyer' }];
}

/** Whether the sale's patient buys as a patient here (the location's status for medical sales), or as an adult-use customer. */
export const saleKindOf = (facts: ComplianceFacts, order: ComplianceOrder): SaleKind =>
  saleKindAt({ profile: facts.profile, patient: order.person_id !== null, medicalSales: facts.medicalSales });

/**
 * The buyer rules: a patient (person_id) buying as a patient is 18 or older with a card valid
 * today; a customer, or a patient at a location that may not make medical sales, is 21 or older
 * with an ID that has not expired. Unknown customers and patients are left to the check that
 * names them unknown.
 */
function buyerFindings(facts: ComplianceFacts, order: ComplianceOrder, sale: SaleKind): Finding[] {
  const verified = order.age_verification !== null;
  const { today, patient, customer } = facts;
  if (order.person_id !== null) {
    if (patient === null || patient === undefined) return [];
    const throughCaregiver = order.caregiver !== null && sale.kind === 'medical';
    const verdict = sale.kind === 'medical'
      ? checkMedicalBuyer({ birthDate: patient.birth_date, cardExpirationDate: patient.expiration_date, idExpirationDate: patient.driver_license_expiration_date, today, throughCaregiver })
      : checkAdultUseBuyer({ birthDate: patient.birth_date, idExpirationDate: patient.driver_license_expiration_date, today });
    const own = buyerFinding('person_id', verdict, verified)
      .map((finding) => (sale.note === null ? finding : { ...finding, message: `${finding.message} ${sale.note}` }));
    const caregiver = caregiverFindings(facts, order, sale);
    // The ID checked at the counter is the caregiver's when a caregiver buys; an expired one is refused all the same.
    return own.length > 0 || caregiver.length > 0 ? [...own, ...caregiver] : verifiedIdFinding(facts, order, throughCaregiver ? 'caregiver' : 'person_id');
  }
  // A caregiver named without a patient is refused on `caregiver`; the customer's own checks still run.
  const caregiver = caregiverFindings(facts, order, sale);
  if (customer === null || customer === undefined) return [...caregiver, ...verifiedIdFinding(facts, order, order.customer_id === null ? 'age_verification' : 'customer_id')];
  const own = buyerFinding('customer_id', checkAdultUseBuyer({
    birthDate: customer.birth_date, idExpirationDate: customer.driver_license_expiration_date, today,
  }), verified);
  return [...caregiver, ...(own.length > 0 ? own : verifiedIdFinding(facts, order, 'customer_id'))];
}

/**
 * A caregiver buying for the patient: their own age, their card, and that card being the one the
 * patient's record names (shared/compliance/caregiver.ts). Refused on `caregiver…` when live,
 * flagged when rung offline.
 */
function caregiverFindings(facts: ComplianceFacts, order: ComplianceOrder, sale: SaleKind): Finding[] {
  if (order.caregiver === null) return [];
  return caregiverProblems({
    profile: facts.profile, caregiver: order.caregiver, patient: order.person_id !== null,
    patientCaregiverCard: facts.patient?.caregiver_card_number ?? null, sale, today: facts.today,
  }).map((problem) => ({ ...problem, rule: 'buyer' as const, recordedMessage: `Sold to a caregiver the rules refuse: ${problem.message}` }));
}

/** Each line of a medical-only product in a sale not made to a patient as a patient, on the line's item. */
function goodsFindings(facts: ComplianceFacts, sale: SaleKind): Finding[] {
  return facts.goods.flatMap((goods, index) => {
    const refusal = goods === null ? null : medicalOnlyRefusal(facts.profile, sale, goods);
    return refusal === null ? [] : [{
      field: `line_items.${index}.inventory_item_id`, code: 'medical-only' as const, message: refusal, rule: 'buyer' as const,
      recordedMessage: `Sold a medical-only product to a buyer not buying as a patient: ${refusal}`,
    }];
  });
}

/**
 * The purchase limits of the location's jurisdiction over the buyer's history in each window and
 * this sale. A manager's override lifts the limits only where the profile allows one and the
 * approver is a manager of the location; otherwise the override itself is refused.
 */
function limitCheckOf(facts: ComplianceFacts, order: ComplianceOrder, sale: SaleKind): LimitCheck | null {
  const { profile, patient, customer } = facts;
  const medical = sale.kind === 'medical';
  // A patient buying as an adult-use customer is still this patient: their purchases are counted.
  const buyer = order.person_id !== null ? patient : customer;
  // An unknown buyer is refused by the check that names it; an unknown line by the line's own check.
  if (buyer === undefined) return null;
  const birthDate = buyer?.birth_date ?? null;
  return checkLimits({
    profile, buyer: medical ? 'medical' : 'adult-use', anonymous: buyer === null,
    carryLimit: medical ? (patient?.carry_limit ?? null) : null,
    buyerAge: birthDate === null ? null : ageOn(birthDate, facts.today),
    history: facts.history, now: facts.now, timeZone: facts.timeZone,
    cart: facts.cart.flatMap((line) => (line === null ? [] : [line.line])),
  });
}

function limitFindings(facts: ComplianceFacts, order: ComplianceOrder, check: LimitCheck | null): ComplianceVerdict {
  const { profile } = facts;
  if (check === null) return { findings: [], overridden: [] };
  const findings: Finding[] = [];
  if (check.buyerRefusal !== null) findings.push({ field: 'customer_id', code: 'customer-required', message: check.buyerRefusal, rule: 'limit' });
  // Cart indexes in the engine count only known lines: map them back to the order's own line numbers.
  const orderIndex = facts.cart.flatMap((line, index) => (line === null ? [] : [index]));
  for (const missing of check.missing) {
    findings.push({ field: `line_items.${orderIndex[missing.lineIndex] ?? missing.lineIndex}.inventory_item_id`, code: 'limit-unknown', message: missing.message, rule: 'limit' });
  }
  if (check.violations.length === 0) return { findings, overridden: [] };
  const override = order.limit_override;
  if (override !== null) {
    if (!profile.managerOverride.allowed) {
      findings.push({ field: 'limit_override', code: 'override-refused', rule: 'limit',
        message: `${profile.name} does not let a manager override a purchase limit (${profile.managerOverride.source}).` });
    } else if (facts.approver === null || !facts.approver.manager) {
      findings.push({ field: 'limit_override.approved_by', code: 'override-refused', rule: 'limit', message: 'is not a manager of this location' });
    } else {
      return { findings, overridden: check.violations };
    }
  }
  for (const violation of check.violations) findings.push({ field: 'line_items', code: 'limit-exceeded', message: violation.message, recordedMessage: violation.recordedMessage, rule: 'limit' });
  return { findings, overridden: [] };
}

/** Every compliance rule a sale breaks. Refunds, returns and voids bring goods back and are never refused for them. */
export function complianceVerdict(facts: ComplianceFacts, order: ComplianceOrder): ComplianceVerdict {
  if (order.order_type !== OrderType.sale) return { findings: [], overridden: [] };
  const sale = saleKindOf(facts, order);
  const check = limitCheckOf(facts, order, sale);
  const limits = limitFindings(facts, order, check);
  return {
    findings: [...buyerFindings(facts, order, sale), ...goodsFindings(facts, sale), ...limits.findings, ...statewideFindings(facts, check)],
    overridden: limits.overridden,
  };
}

/**
 * Metrc's word on a patient where the state keeps the limit statewide (Michigan, Mich. Admin. Code
 * R 420.506(1)–(2); Colorado, C.R.S. 44-10-501(1)(b)): a patient Metrc refuses (unknown, inactive,
 * past the card's end) is refused, and the sale may take no more than the smaller of Metrc's
 * remaining allotment and our own count. Not a limit a manager's override lifts: the figure is
 * the state's, across every store. Only a live sale is asked (see `statewideUnconfirmed`).
 */
function statewideFindings(facts: ComplianceFacts, check: LimitCheck | null): Finding[] {
  const statewide = facts.statewide;
  const rule = facts.profile.statewidePatientLimit;
  if (statewide === undefined || rule === undefined) return [];
  if (statewide.kind === 'refused') {
    return [{ field: 'person_id', code: 'statewide-patient-refused', rule: 'buyer', message: `${statewide.message} Do not sell to this card (${rule.source}).` }];
  }
  if (statewide.kind !== 'active' || check === null) return [];
  const refusal = statewideLimitRefusal(facts.profile, check, statewide.availableOunces);
  return refusal === null ? [] : [{
    field: 'line_items', code: 'statewide-limit-exceeded', rule: 'limit', message: `${refusal} (${rule.source})`,
    recordedMessage: `Sold over what Metrc allowed this patient across every store: ${refusal} (${rule.source})`,
  }];
}

/**
 * Why Metrc could not confirm the patient's statewide allotment for this sale (rung offline, Metrc
 * out of reach, not set up), or null when it did or need not: the sale is held to our own count
 * only, so a manager should look at it (the state's rule asks for the check before the sale).
 */
export function statewideUnconfirmed(facts: ComplianceFacts): string | null {
  const statewide = facts.statewide;
  const rule = facts.profile.statewidePatientLimit;
  if (statewide === undefined || rule === undefined) return null;
  if (statewide.kind !== 'not-asked' && statewide.kind !== 'unreachable') return null;
  return `Metrc could not confirm the patient's statewide allotment before this sale (${statewide.message}); it was held to this store's own count only (${rule.source}).`;
}

/**
 * The patient's card dates kept with a medical sale: Washington presumes a sale's excise exemption
 * wrong unless the recognition card's effective and expiry dates are recorded with it (WAC
 * 314-55-090(2)(b)). Kept for every sale made to a patient as a patient, in every state, since the
 * record costs nothing and shows which card the sale was made on; null for any other order.
 */
export function medicalCardDates(facts: ComplianceFacts, order: ComplianceOrder): { medical_card_effective_date: string | null; medical_card_expiration_date: string | null } {
  const patient = facts.patient;
  if (order.order_type !== OrderType.sale || patient === null || patient === undefined || saleKindOf(facts, order).kind !== 'medical') {
    return { medical_card_effective_date: null, medical_card_expiration_date: null };
  }
  return { medical_card_effective_date: patient.card_effective_date, medical_card_expiration_date: patient.expiration_date };
}
