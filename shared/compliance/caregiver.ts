/**
 * A caregiver buying for a patient, decided alike by the register offline and the Store API: the
 * caregiver is of their state's caregiver age, holds a caregiver card, and is the caregiver the
 * patient's record names. The patient may then be a minor (the law lets a minor patient's
 * medicine be bought only through a caregiver); the sale counts against the patient's limits.
 */
import { ageOn, dateOfAge } from './age.ts';
import type { AgeRule, JurisdictionProfile } from './limits/profile.ts';
import type { SaleKind } from './who-may-buy.ts';

/**
 * The youngest a caregiver may be, by profile id. The statutes' definitions of a caregiver; the
 * text in force was not read here, so each is unverified (the figures are as those definitions are
 * widely quoted). A state not listed is held to 21, the adult-use age, as the cautious reading.
 */
const CAREGIVER_AGE: Readonly<Record<string, AgeRule>> = {
  'us-wa': { years: 21, source: 'RCW 69.51A.010 ("designated provider": twenty-one years of age or older)', verified: false },
  'us-or': { years: 18, source: 'ORS 475C.777 ("designated primary caregiver": eighteen years of age or older)', verified: false },
  'us-ca': { years: 18, source: 'H&SC § 11362.7(d) ("primary caregiver": 18 or older, save a minor parent)', verified: false },
  'us-co': { years: 18, source: 'Colo. Const. art. XVIII, § 14(1)(f) ("primary care-giver": eighteen years of age or older)', verified: false },
  'us-mi': { years: 21, source: 'MCL 333.26423(k) ("primary caregiver": at least 21 years old)', verified: false },
};
const CAUTIOUS_CAREGIVER_AGE: AgeRule = { years: 21, source: 'no caregiver age recorded for this state: held to 21', verified: false };

export const caregiverAgeRule = (profile: JurisdictionProfile): AgeRule => CAREGIVER_AGE[profile.id] ?? CAUTIOUS_CAREGIVER_AGE;

export interface CaregiverAtCounter { card_number: string; birth_date: string }

export type CaregiverProblemCode = 'caregiver-without-patient' | 'caregiver-not-medical' | 'caregiver-no-card' | 'caregiver-not-linked' | 'caregiver-under-age';

/** One thing wrong with the caregiver, on the order field a live sale's 422 names. */
export interface CaregiverProblem { field: 'caregiver' | 'caregiver.card_number' | 'caregiver.birth_date'; code: CaregiverProblemCode; message: string }

/** Card numbers as printed differ in case and spacing only; anything else is another card. */
const sameCard = (a: string, b: string): boolean => a.replace(/\s+/g, '').toUpperCase() === b.replace(/\s+/g, '').toUpperCase();

/**
 * What stops this caregiver buying for this patient today, or [] when they may. `patientCaregiverCard`
 * is the caregiver card number on the patient's record (null when it names none); `patient` is
 * whether the sale names a patient. A caregiver buys only on a medical sale: where the location may
 * not make medical sales (who-may-buy.ts), the patient buys as an adult-use customer, in person.
 */
export function caregiverProblems({ profile, caregiver, patient, patientCaregiverCard, sale, today }: {
  profile: JurisdictionProfile; caregiver: CaregiverAtCounter; patient: boolean;
  patientCaregiverCard: string | null; sale: SaleKind; today: string;
}): CaregiverProblem[] {
  if (!patient) return [{ field: 'caregiver', code: 'caregiver-without-patient', message: 'A caregiver buys for a patient: choose the patient they buy for.' }];
  if (sale.kind !== 'medical') {
    return [{ field: 'caregiver', code: 'caregiver-not-medical', message: `A caregiver buys only on a medical sale. ${sale.note ?? ''}`.trim() }];
  }
  const problems: CaregiverProblem[] = [];
  const card = caregiver.card_number.trim();
  if (card === '') {
    problems.push({ field: 'caregiver.card_number', code: 'caregiver-no-card', message: "The caregiver's card number is missing. A caregiver buys only on their own caregiver card." });
  } else if (patientCaregiverCard === null || patientCaregiverCard.trim() === '') {
    problems.push({ field: 'caregiver.card_number', code: 'caregiver-not-linked', message: "This patient's record names no caregiver: add their caregiver's card number to the patient before a caregiver buys for them." });
  } else if (!sameCard(card, patientCaregiverCard)) {
    problems.push({ field: 'caregiver.card_number', code: 'caregiver-not-linked', message: `Card ${card} is not this patient's caregiver (the patient's record names ${patientCaregiverCard.trim()}). Do not sell to this caregiver for this patient.` });
  }
  const rule = caregiverAgeRule(profile);
  const age = ageOn(caregiver.birth_date, today);
  if (age === null || caregiver.birth_date > today) {
    problems.push({ field: 'caregiver.birth_date', code: 'caregiver-under-age', message: `The caregiver's birth date "${caregiver.birth_date}" is not a real date. Check their ID and enter it again.` });
  } else if (age < rule.years) {
    problems.push({ field: 'caregiver.birth_date', code: 'caregiver-under-age',
      message: `The caregiver is ${age}; a caregiver in ${profile.name} must be ${rule.years} or older (from ${dateOfAge(caregiver.birth_date, rule.years)}; ${rule.source}). Do not sell.` });
  }
  return problems;
}
