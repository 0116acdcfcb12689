/**
 * Reads the text a 2D scanner types from the PDF417 barcode on a US or Canadian driver's licence or
 * ID card (the AAMVA DL/ID card design standard, versions 1 to 10 and later).
 *
 * The barcode holds a header — '@', LF, RS (0x1E), CR, the file type 'ANSI ' ('AAMVA' on some
 * early cards), the 6-digit issuer number (IIN), the 2-digit AAMVA version, from version 2 a
 * 2-digit jurisdiction version, the number of subfiles, then per subfile its 2-letter type, 4-digit
 * offset and 4-digit length — followed by the subfiles. A 'DL' or 'ID' subfile starts with its
 * type, then holds elements: a 3-letter element ID and its value, each ended by LF, the last by CR.
 *
 * A keyboard-wedge scanner turns LF and CR into Enter (typed here as '\n', sometimes '\r' or both)
 * and may drop RS and GS, so the parser splits on any line break, ignores those control characters
 * and never trusts the header's offsets. It never throws: every input gets a result.
 *
 * Dates are MMDDCCYY on US cards and CCYYMMDD on Canadian cards and on version 1 cards. Some cards
 * do not follow their issuer's rule, so a date invalid in the expected order is read in the other;
 * the two never both give a plausible day (a year starting 19 or 20 is no month).
 *
 * The `aamva-parser` package was evaluated and not used: it reads every date as MMDDCCYY (so
 * Canadian and version 1 dates come out wrong), lets impossible dates like 30 February roll over
 * into March, matches element IDs anywhere in the text rather than at the start of an element, and
 * reports a missing field as silence rather than as a problem.
 */
import { calendarDate } from './calendar-date.ts';

export interface ScannedLicence {
  /** The licence or ID number (DAQ). */
  number: string;
  /** The issuing state or province (DAJ), e.g. 'CA', 'ON'. */
  state: string | null;
  /** A US ZIP code's first 5 digits, or a Canadian postal code as 'A1A 1A1'. */
  postalCode: string | null;
  familyName: string | null;
  firstName: string | null;
  /** 'YYYY-MM-DD'. */
  birthDate: string;
  /** 'YYYY-MM-DD'. */
  expirationDate: string;
  /** The issuer identification number, 6 digits (636012 is Ontario). */
  issuerId: string;
  aamvaVersion: number;
  /** The issuing country's 3-letter code, 'USA' or 'CAN' (DCG, or the issuer's country on cards without it). */
  country: string;
}

export type IdScanResult = { ok: true; licence: ScannedLicence } | { ok: false; problem: string };

/** Issuer numbers of the Canadian provinces and territories (AAMVA IIN list). */
const CANADIAN_ISSUERS = new Set([
  '604426', // Prince Edward Island
  '604428', // Quebec
  '604429', // Yukon
  '604430', // Northwest Territories
  '604432', // Alberta
  '604433', // Nunavut
  '636012', // Ontario
  '636013', // Nova Scotia
  '636016', // Newfoundland and Labrador
  '636017', // New Brunswick
  '636028', // British Columbia
  '636044', // Saskatchewan
  '636048', // Manitoba
]);

const RECORD_SEPARATOR = '\x1e';
const GROUP_SEPARATOR = '\x1d';

/** Scanners drop these or pass them through; the parser has no use for them. */
const withoutSeparators = (text: string): string => text.replaceAll(RECORD_SEPARATOR, '').replaceAll(GROUP_SEPARATOR, '');

/** '@', line breaks where the scanner kept separators, then the file type, issuer number and version. */
const SCAN_START = /^\s*@\s*(?:ANSI |AAMVA)\d{8}/;

/** Whether typed text is an AAMVA licence scan (for the sale screen's scanner buffer). */
export function looksLikeAamvaScan(text: string): boolean {
  return SCAN_START.test(withoutSeparators(text));
}

interface Header {
  issuerId: string;
  version: number;
  /** Subfile types in the order the header lists them, e.g. ['DL', 'ZC']. */
  subfiles: string[];
  /** How many subfiles the header says it lists (more than `subfiles` when the text stops inside it). */
  entries: number;
  /** Where the last subfile ends, by the header's reckoning (offsets count every separator). */
  declaredLength: number;
  /** The text after the subfile directory on the header's line (usually the first subfile's start). */
  rest: string;
}

const HEADER = /^(?:ANSI |AAMVA)(\d{6})(\d{2})(.*)$/;
/** After the version: [jurisdiction version (version 2 on)], number of entries, the directory. */
const DIRECTORY = /^(\d{2})?(\d{2})((?:[A-Z]{2}\d{8})*)(.*)$/;

function readHeader(line: string): Header | null {
  const header = HEADER.exec(line);
  if (header === null) return null;
  const [, issuerId = '', version = '', afterVersion = ''] = header;
  const directory = DIRECTORY.exec(afterVersion);
  const entries = directory?.[3] ?? '';
  const subfiles: string[] = [];
  let declaredLength = 0;
  for (let at = 0; at + 10 <= entries.length; at += 10) {
    subfiles.push(entries.slice(at, at + 2));
    declaredLength = Math.max(declaredLength, Number(entries.slice(at + 2, at + 6)) + Number(entries.slice(at + 6, at + 10)));
  }
  return { issuerId, version: Number(version), subfiles, entries: Number(directory?.[2] ?? 0), declaredLength, rest: directory?.[4] ?? afterVersion };
}

interface Subfiles {
  /** The 'DL' or 'ID' subfile's elements by element ID (the first of each), or null without one. */
  licence: Map<string, string> | null;
  /** Subfiles the header lists that the text never reached. */
  missing: number;
}

function readSubfiles(header: Header, lines: string[]): Subfiles {
  // Without a readable directory, a licence subfile is still recognised by its type.
  const expected = header.subfiles.length > 0 ? [...header.subfiles] : ['DL', 'ID'];
  let current: string | null = null;
  let sawLicenceSubfile = false;
  const elements = new Map<string, string>();
  for (const line of [header.rest, ...lines]) {
    let element = line;
    // A subfile starts with its type right before its first element ID: 'DLDAQ…', 'ZCZCA…'.
    const next = expected.find((type) => line.startsWith(type) && /^[A-Z]{3}/.test(line.slice(2)));
    if (next !== undefined) {
      expected.splice(0, expected.indexOf(next) + 1);
      current = next;
      element = line.slice(2);
    }
    if (current !== 'DL' && current !== 'ID') continue;
    sawLicenceSubfile = true;
    const match = /^([A-Z]{3})(.*)$/.exec(element);
    if (match !== null && !elements.has(match[1]!)) elements.set(match[1]!, match[2]!.trim());
  }
  return { licence: sawLicenceSubfile ? elements : null, missing: header.subfiles.length > 0 ? expected.length : header.entries };
}

type DateOrder = 'MMDDCCYY' | 'CCYYMMDD';

/** A plausible date: the cards in circulation were issued to people born after 1880. */
function readDate(digits: string, order: DateOrder): string | null {
  if (!/^\d{8}$/.test(digits)) return null;
  const [year, month, day] = order === 'MMDDCCYY'
    ? [digits.slice(4, 8), digits.slice(0, 2), digits.slice(2, 4)]
    : [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)];
  const parts = { year: Number(year), month: Number(month), day: Number(day) };
  return parts.year >= 1880 && parts.year <= 2199 ? calendarDate(parts) : null;
}

/** The date in the issuer's order, or in the other order for cards that do not follow it. */
const cardDate = (digits: string, order: DateOrder): string | null =>
  readDate(digits, order) ?? readDate(digits, order === 'MMDDCCYY' ? 'CCYYMMDD' : 'MMDDCCYY');

function normalisePostalCode(value: string | undefined): string | null {
  const text = (value ?? '').toUpperCase();
  const zip = /^(\d{5})/.exec(text);
  if (zip !== null) return zip[1]!;
  const canadian = /^([A-Z]\d[A-Z])\s*(\d[A-Z]\d)/.exec(text);
  return canadian === null ? null : `${canadian[1]} ${canadian[2]}`;
}

const orNull = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value);
/** Version 1 cards may carry the whole name in DAA as 'FAMILY,FIRST,MIDDLE'. */
const namePart = (fullName: string | undefined, index: number): string | undefined => fullName?.split(/[,$]/)[index]?.trim();

const FIELD_NAMES = { DAQ: 'licence number', DBB: 'birth date', DBA: 'expiry date' } as const;
const AGAIN = 'Hold the card flat and still under the scanner and scan it again.';
const BY_HAND = 'If it keeps failing, check the card by eye and type the birth date and expiry date.';

/**
 * How much shorter than declared a complete scan may be: scanners drop RS and GS, and some issuers
 * count a separator or two differently.
 */
const LENGTH_SLACK = 8;

const fail = (problem: string): IdScanResult => ({ ok: false, problem });
const notADate = (id: 'DBB' | 'DBA', digits: string): IdScanResult =>
  fail(`The ${FIELD_NAMES[id]} in the scan (${digits}) is not a real date. `
    + 'The card may be damaged or not genuine: check it by eye before typing its dates.');

/** Parses a scanned AAMVA licence. Never throws. */
export function parseIdScan(text: string): IdScanResult {
  if (typeof text !== 'string' || !/^\s*@/.test(text)) {
    return fail("This is not a driver's licence or ID barcode. Scan the large barcode on the back of the card.");
  }
  const lines = withoutSeparators(text).trim().slice(1).split(/\r\n|\r|\n/).map((line) => line.trim()).filter((line) => line !== '');
  const header = lines[0] === undefined ? null : readHeader(lines[0]);
  if (header === null) {
    return fail(`The barcode's header is missing or damaged, so it cannot be read as a licence. ${AGAIN} ${BY_HAND}`);
  }
  if (header.version < 1) {
    return fail("This card's barcode predates the AAMVA standard the register reads. Check the card by eye and type the birth date and expiry date.");
  }
  const { licence: elements, missing } = readSubfiles(header, lines.slice(1));
  // A PDF417 barcode decodes whole or not at all, so text shorter than its header declares was cut
  // off on the way (the scanner's typing interrupted): a value may be cut too, so nothing is trusted.
  if (missing > 0 || header.declaredLength > text.trim().length + LENGTH_SLACK) {
    return fail(`The scan stopped before the end of the barcode. ${AGAIN}`);
  }
  if (elements === null) return fail(`The barcode has no driver's licence or ID section. ${AGAIN} ${BY_HAND}`);

  for (const [id, name] of Object.entries(FIELD_NAMES)) {
    if (!elements.get(id)) {
      return fail(`The scan has no ${name}. ${AGAIN} ${BY_HAND}`);
    }
  }

  const issuingCountry = elements.get('DCG') ?? '';
  const country = /^[A-Z]{3}$/.test(issuingCountry) ? issuingCountry : CANADIAN_ISSUERS.has(header.issuerId) ? 'CAN' : 'USA';
  const order: DateOrder = header.version === 1 || country === 'CAN' ? 'CCYYMMDD' : 'MMDDCCYY';
  const birthDate = cardDate(elements.get('DBB')!, order);
  if (birthDate === null) return notADate('DBB', elements.get('DBB')!);
  const expirationDate = cardDate(elements.get('DBA')!, order);
  if (expirationDate === null) return notADate('DBA', elements.get('DBA')!);

  const fullName = elements.get('DAA');
  return {
    ok: true,
    licence: {
      number: elements.get('DAQ')!,
      state: orNull(elements.get('DAJ')),
      postalCode: normalisePostalCode(elements.get('DAK')),
      familyName: orNull(elements.get('DCS') || elements.get('DAB') || namePart(fullName, 0)),
      firstName: orNull(elements.get('DAC') || namePart(elements.get('DCT'), 0) || namePart(fullName, 1)),
      birthDate,
      expirationDate,
      issuerId: header.issuerId,
      aamvaVersion: header.version,
      country,
    },
  };
}
