import { ageOn, checkAdultUseBuyer, checkMedicalBuyer, type BuyerProblem } from '../../../../shared/compliance/age.ts';
import { caregiverProblems, type CaregiverProblemCode } from '../../../../shared/compliance/caregiver.ts';
import type { JurisdictionProfile } from '../../../../shared/compliance/limits/profile.ts';
import type { CaregiverInput } from '../../../../shared/api/sales.ts';
import type { ScannedLicence } from '../../../../shared/compliance/id-scan.ts';
import type { AgeVerification, LocalCustomer } from '../../../data/index.ts';

/**
 * The buyer check every sale passes before payment: adult-use needs 21 or older and an unexpired
 * ID; a medical sale needs a patient 18 or older whose card is valid today. Dates are the
 * location's calendar (the caller passes today from `todayIn`).
 *
 * How the buyer was checked is what the order records (`age_verification.method`):
 * - `scan`: their licence was scanned at this sale;
 * - `manual`: a birth date (and the ID's expiry) typed from the ID, where there is no scanner;
 * - `known_customer`: the attached customer's birth date and licence expiry are on file.
 */

/** What the budtender saw of the buyer's ID at this sale, and for whom (null: no buyer record). */
export type IdEvidence =
  | { method: 'scan'; licence: ScannedLicence; buyerId: string | null }
  | { method: 'manual'; birthDate: string; idExpirationDate: string | null; buyerId: string | null };

export type SaleKind = 'adult-use' | 'medical';

export interface BuyerCheckInput {
  buyer: LocalCustomer | null;
  evidence: IdEvidence | null;
  today: string;
  /**
   * How this location's sale treats a patient (saleKindAt, shared/compliance/who-may-buy.ts): where
   * the location may not make medical sales a patient is checked as an adult-use buyer (21 or older).
   * Absent: a patient is checked as a patient.
   */
  saleKind?: { kind: SaleKind; note: string | null };
  /**
   * A caregiver buys for the attached patient: the card number they showed. The ID seen at this
   * sale is then the caregiver's (their age is checked by it), the patient's own age is read from
   * their record and may be under 18, and the card must be the one the patient's record names
   * (shared/compliance/caregiver.ts, as the Store API checks it). Absent or null: no caregiver.
   */
  caregiver?: { cardNumber: string; profile: JurisdictionProfile } | null;
}

export type BuyerCheck =
  | { ok: true; saleKind: SaleKind; age: number; verification: AgeVerification; summary: string;
    /** The caregiver the order names (`caregiver`), or null when the buyer buys in person. */
    caregiver: CaregiverInput | null }
  | { ok: false; saleKind: SaleKind; code: BuyerProblem | CaregiverProblemCode | 'no-check'; message: string };

export const saleKindOf = (buyer: LocalCustomer | null): SaleKind => (buyer?.kind === 'patient' ? 'medical' : 'adult-use');

/**
 * Evidence counts only for the buyer it was taken for: an ID seen with nobody attached does not
 * vouch for a customer attached afterwards, nor one customer's ID for another.
 */
const evidenceFor = (evidence: IdEvidence | null, buyer: LocalCustomer | null): IdEvidence | null =>
  evidence !== null && evidence.buyerId === (buyer?.id ?? null) ? evidence : null;

interface Seen { method: AgeVerification['method']; birthDate: string | null; idExpirationDate: string | null }

function whatWasSeen(buyer: LocalCustomer | null, evidence: IdEvidence | null): Seen | null {
  if (evidence?.method === 'scan') return { method: 'scan', birthDate: evidence.licence.birthDate, idExpirationDate: evidence.licence.expirationDate };
  if (evidence?.method === 'manual') return { method: 'manual', birthDate: evidence.birthDate, idExpirationDate: evidence.idExpirationDate };
  if (buyer === null) return null;
  return { method: 'known_customer', birthDate: buyer.birthDate, idExpirationDate: buyer.driverLicenseExpirationDate ?? null };
}

const METHOD_WORDS: Record<AgeVerification['method'], string> = {
  scan: 'ID scanned', manual: 'birth date typed from the ID', known_customer: 'on file',
};

export function checkBuyer(input: BuyerCheckInput): BuyerCheck {
  return input.caregiver == null ? checkBuyerInPerson(input) : checkCaregiverBuying(input, input.caregiver);
}

function checkBuyerInPerson({ buyer, evidence, today, saleKind: atLocation }: BuyerCheckInput): BuyerCheck {
  const saleKind = atLocation?.kind ?? saleKindOf(buyer);
  const note = atLocation?.note ?? null;
  const seen = whatWasSeen(buyer, evidenceFor(evidence, buyer));
  if (seen === null) {
    return { ok: false, saleKind, code: 'no-check', message: 'Check the buyer\'s ID before payment: scan it, or type the birth date and expiry from it.' };
  }
  const verdict = saleKind === 'medical'
    ? checkMedicalBuyer({ birthDate: seen.birthDate, cardExpirationDate: buyer?.expirationDate ?? null, idExpirationDate: seen.idExpirationDate, today })
    : checkAdultUseBuyer({ birthDate: seen.birthDate, idExpirationDate: seen.idExpirationDate, today });
  const age = ageOn(seen.birthDate ?? '', today) ?? 0;
  const caregiverOnRecord = buyer?.kind === 'patient' ? buyer.caregiverCardNumber?.trim() ?? '' : '';
  if (!verdict.ok && verdict.code === 'under-age' && saleKind === 'medical' && caregiverOnRecord !== '') {
    // A minor patient's medicine is bought through their caregiver (shared/compliance/caregiver.ts): say the way on, not only "do not sell".
    return { ok: false, saleKind, code: verdict.code, message: `The patient is ${age}: only their caregiver may buy for them (card ${caregiverOnRecord} on their record). Take the caregiver's card below.` };
  }
  if (!verdict.ok) return { ok: false, saleKind, code: verdict.code, message: note === null ? verdict.message : `${verdict.message} ${note}` };
  const expiry = seen.idExpirationDate === null ? '' : `, ID valid to ${seen.idExpirationDate}`;
  const card = saleKind === 'medical' ? `, card valid to ${buyer?.expirationDate ?? ''}` : '';
  return {
    ok: true, saleKind, age,
    verification: { method: seen.method, idExpirationDate: seen.idExpirationDate },
    summary: `${saleKind === 'medical' ? 'Medical' : 'Adult-use'}: ${age} years old${expiry}${card} (${METHOD_WORDS[seen.method]}).${note === null ? '' : ` ${note}`}`,
    caregiver: null,
  };
}

/**
 * A caregiver buying for the attached patient: the patient's card is valid today (their age from
 * their record, any age), and the caregiver — by the ID seen at this sale, which must be seen, not
 * read from the patient's file — is of the state's caregiver age, with an unexpired ID and the
 * card the patient's record names. The age the limits count by stays the patient's.
 */
function checkCaregiverBuying({ buyer, evidence, today, saleKind: atLocation }: BuyerCheckInput, caregiver: { cardNumber: string; profile: JurisdictionProfile }): BuyerCheck {
  const saleKind = atLocation?.kind ?? saleKindOf(buyer);
  const note = atLocation?.note ?? null;
  const problems = caregiverProblems({
    profile: caregiver.profile, caregiver: { card_number: caregiver.cardNumber, birth_date: '' }, patient: buyer?.kind === 'patient',
    patientCaregiverCard: buyer?.caregiverCardNumber ?? null, sale: { kind: saleKind, note }, today,
  }).filter((problem) => problem.field !== 'caregiver.birth_date');
  const first = problems[0];
  if (first !== undefined) return { ok: false, saleKind, code: first.code, message: first.message };
  const seen = evidenceFor(evidence, buyer);
  if (seen === null) {
    return { ok: false, saleKind, code: 'no-check', message: "Check the caregiver's ID before payment: scan it, or type the birth date and expiry from it." };
  }
  const caregiverBirthDate = seen.method === 'scan' ? seen.licence.birthDate : seen.birthDate;
  const idExpirationDate = seen.method === 'scan' ? seen.licence.expirationDate : seen.idExpirationDate;
  const caregiverAge = caregiverProblems({
    profile: caregiver.profile, caregiver: { card_number: caregiver.cardNumber, birth_date: caregiverBirthDate ?? '' }, patient: true,
    patientCaregiverCard: caregiver.cardNumber, sale: { kind: saleKind, note }, today,
  })[0];
  if (caregiverAge !== undefined) return { ok: false, saleKind, code: caregiverAge.code, message: caregiverAge.message };
  if (idExpirationDate === null) {
    return { ok: false, saleKind, code: 'no-id-expiration-date', message: "No expiry date for the caregiver's ID. Scan it or type its expiry date." };
  }
  if (idExpirationDate < today) {
    return { ok: false, saleKind, code: 'id-expired', message: `The caregiver's ID expired on ${idExpirationDate}. Ask for a valid ID; do not sell on this one.` };
  }
  const patient = checkMedicalBuyer({ birthDate: buyer?.birthDate ?? null, cardExpirationDate: buyer?.expirationDate ?? null, today, throughCaregiver: true });
  if (!patient.ok) return { ok: false, saleKind, code: patient.code, message: patient.message };
  const age = ageOn(buyer?.birthDate ?? '', today) ?? 0;
  const expiry = idExpirationDate === null ? '' : `, ID valid to ${idExpirationDate}`;
  return {
    ok: true, saleKind, age,
    verification: { method: seen.method, idExpirationDate },
    summary: `Medical, bought by caregiver ${caregiver.cardNumber.trim()} (${ageOn(caregiverBirthDate ?? '', today) ?? 0} years old${expiry}, ${METHOD_WORDS[seen.method]}) for a patient of ${age}, card valid to ${buyer?.expirationDate ?? ''}.`,
    caregiver: { card_number: caregiver.cardNumber.trim(), birth_date: caregiverBirthDate ?? '' },
  };
}
