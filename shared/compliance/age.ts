/**
 * Age and ID checks for a buyer, on calendar dates in the location's time zone. Pure: the caller
 * passes today's date (from `todayIn`), so the register offline and the Store API agree.
 *
 * Birthdays on 29 February: in a year without that day, the birthday is taken to fall on 1 March,
 * so a buyer born on 29 February 2004 turns 21 on 1 March 2025, not on 28 February. Most US states
 * count it this way for age-restricted sales, and it is the cautious reading where a state is silent.
 */
import { calendarDate, dateParts, isLeapYear, type DateParts } from './calendar-date.ts';

export const ADULT_USE_MINIMUM_AGE = 21;
export const MEDICAL_MINIMUM_AGE = 18;

/**
 * One formatter per zone: building an `Intl.DateTimeFormat` costs far more than using one, and the
 * sale screen asks for today's date on every render (a CPU profile of offline sales put ~16 ms a
 * sale here when each call built its own).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    // Throws RangeError for an unknown zone before anything is kept.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, calendar: 'gregory', numberingSystem: 'latn', year: 'numeric', month: '2-digit', day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Today's date ('YYYY-MM-DD') at `now` in an IANA time zone. Throws RangeError for an unknown zone. */
export function todayIn(timeZone: string, now: Date): string {
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  const date = calendarDate({ year: part('year'), month: part('month'), day: part('day') });
  if (date === null) throw new RangeError(`No calendar date for ${now.toISOString()} in ${timeZone}`);
  return date;
}

/** The birthday's month and day in `year`: 29 February falls on 1 March in a year without it. */
function birthdayIn(birth: DateParts, year: number): { month: number; day: number } {
  return birth.month === 2 && birth.day === 29 && !isLeapYear(year) ? { month: 3, day: 1 } : birth;
}

/** Whole years of age on `today`, or null when either date is not a real 'YYYY-MM-DD' day. */
export function ageOn(birthDate: string, today: string): number | null {
  const birth = dateParts(birthDate);
  const now = dateParts(today);
  if (birth === null || now === null) return null;
  const birthday = birthdayIn(birth, now.year);
  const hadBirthday = now.month > birthday.month || (now.month === birthday.month && now.day >= birthday.day);
  return now.year - birth.year - (hadBirthday ? 0 : 1);
}

/** The first day on which someone born on `birthDate` is `years` old. */
export function dateOfAge(birthDate: string, years: number): string | null {
  const birth = dateParts(birthDate);
  if (birth === null) return null;
  const year = birth.year + years;
  const { month, day } = birthdayIn(birth, year);
  return calendarDate({ year, month, day });
}

export type BuyerProblem =
  | 'no-birth-date' | 'invalid-birth-date' | 'under-age'
  | 'no-id-expiration-date' | 'id-expired'
  | 'no-card-expiration-date' | 'card-expired';

export type BuyerVerdict = { ok: true } | { ok: false; code: BuyerProblem; message: string };

const refuse = (code: BuyerProblem, message: string): BuyerVerdict => ({ ok: false, code, message });

function checkAge(birthDate: string | null, today: string, minimum: number, saleKind: string): BuyerVerdict {
  if (birthDate === null || birthDate.trim() === '') {
    return refuse('no-birth-date', 'No birth date for this buyer. Scan their ID or type the birth date from it.');
  }
  const age = ageOn(birthDate, today);
  if (age === null || birthDate > today) {
    return refuse('invalid-birth-date', `The birth date "${birthDate}" is not a real date. Check the ID and enter it again.`);
  }
  if (age < minimum) {
    return refuse('under-age',
      `The buyer is ${age}; ${saleKind} sales need ${minimum} or older (from ${dateOfAge(birthDate, minimum)}). Do not sell.`);
  }
  return { ok: true };
}

/** An ID or card that expires today is still valid today; it is expired from the next day. */
const isExpired = (expirationDate: string, today: string): boolean => expirationDate < today;

function checkIdExpiry(idExpirationDate: string | null, today: string): BuyerVerdict {
  if (idExpirationDate === null || idExpirationDate.trim() === '') {
    return refuse('no-id-expiration-date', "No ID expiry date for this buyer. Scan their ID or type its expiry date.");
  }
  if (dateParts(idExpirationDate) === null) {
    return refuse('no-id-expiration-date', `The ID expiry date "${idExpirationDate}" is not a real date. Check the ID and enter it again.`);
  }
  if (isExpired(idExpirationDate, today)) {
    return refuse('id-expired', `The buyer's ID expired on ${idExpirationDate}. Ask for a valid ID; do not sell on this one.`);
  }
  return { ok: true };
}

/** Adult-use sale: the buyer is 21 or older and their ID is valid today. */
export function checkAdultUseBuyer({ birthDate, idExpirationDate, today }: {
  birthDate: string | null; idExpirationDate: string | null; today: string;
}): BuyerVerdict {
  const age = checkAge(birthDate, today, ADULT_USE_MINIMUM_AGE, 'adult-use');
  return age.ok ? checkIdExpiry(idExpirationDate, today) : age;
}

/**
 * Medical sale: the patient is 18 or older (any age when a caregiver buys for them) and their medical card is valid today. Their ID is
 * checked too when its expiry is known.
 */
export function checkMedicalBuyer({ birthDate, cardExpirationDate, idExpirationDate = null, today, throughCaregiver = false }: {
  birthDate: string | null; cardExpirationDate: string | null; idExpirationDate?: string | null; today: string;
  /** A caregiver buys for the patient (checked in caregiver.ts): a minor patient may then be served, so no minimum age binds the patient. */
  throughCaregiver?: boolean;
}): BuyerVerdict {
  const age = checkAge(birthDate, today, throughCaregiver ? 0 : MEDICAL_MINIMUM_AGE, 'medical');
  if (!age.ok) return age;
  if (cardExpirationDate === null || dateParts(cardExpirationDate) === null) {
    return refuse('no-card-expiration-date',
      "No valid expiry date on the patient's medical card record. Check the card and enter its expiry date.");
  }
  if (isExpired(cardExpirationDate, today)) {
    return refuse('card-expired',
      `The patient's medical card expired on ${cardExpirationDate}. Ask for a renewed card, or sell as adult-use if they qualify.`);
  }
  return idExpirationDate === null ? { ok: true } : checkIdExpiry(idExpirationDate, today);
}
