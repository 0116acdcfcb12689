import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looksLikeAamvaScan, parseIdScan, type ScannedLicence } from './id-scan.ts';

interface Subfile { type: string; elements: [string, string][] }
interface Card { issuer: string; version: number; jurisdictionVersion?: number; subfiles: Subfile[] }

/**
 * Builds barcode text byte for byte as the AAMVA card design standard lays it out: '@', LF, RS, CR,
 * 'ANSI ', issuer number, version, jurisdiction version (version 2 on), number of entries, a
 * directory of type/offset/length, then each subfile: its type, elements ended by LF, the last by CR.
 */
function barcode({ issuer, version, jurisdictionVersion = 0, subfiles }: Card): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const four = (n: number) => String(n).padStart(4, '0');
  const data = subfiles.map(({ type, elements }) => `${type}${elements.map(([id, value]) => `${id}${value}`).join('\n')}\r`);
  const fixed = `@\n\x1e\rANSI ${issuer}${two(version)}${version >= 2 ? two(jurisdictionVersion) : ''}${two(subfiles.length)}`;
  let offset = fixed.length + subfiles.length * 10;
  const directory = subfiles.map(({ type }, i) => {
    const entry = `${type}${four(offset)}${four(data[i]!.length)}`;
    offset += data[i]!.length;
    return entry;
  });
  return fixed + directory.join('') + data.join('');
}

/** What keyboard-wedge scanners type for the same barcode. */
const wedges: Record<string, (text: string) => string> = {
  'the raw bytes': (text) => text,
  'Enter for LF and CR, RS dropped (what the sale screen hands over)': (text) => text.replaceAll('\x1e', '').replace(/\r/g, '\n'),
  'CR LF for every separator': (text) => text.replaceAll('\x1e', '').replace(/\r/g, '\n').replace(/\n/g, '\r\n'),
  'CR for every separator, GS before the data': (text) => text.replace(/\n/g, '\r').replace('ANSI', '\x1dANSI'),
};

// Oregon, 2001: AAMVA DL/ID-2000 (version 1): no jurisdiction version, CCYYMMDD dates, whole name in DAA.
const oregonV1Card: Card = {
  issuer: '636029', version: 1, subfiles: [{ type: 'DL', elements: [
    ['DAQ', '5123456'], ['DAA', 'PUBLIC,JOHN,QUINCY'], ['DAG', '789 E OAK ST'], ['DAI', 'PORTLAND'], ['DAJ', 'OR'],
    ['DAK', '972010000  '], ['DAR', 'C'], ['DBA', '20090131'], ['DBB', '19700131'], ['DBC', '1'], ['DBD', '20010131'],
  ] }],
};

// Texas, 2006: version 3: family name DCS, given names DCT, MMDDCCYY.
const texasV3Card: Card = {
  issuer: '636015', version: 3, jurisdictionVersion: 0, subfiles: [{ type: 'DL', elements: [
    ['DCA', 'C'], ['DCB', 'NONE'], ['DCD', 'NONE'], ['DBA', '03152012'], ['DCS', 'GARCIA'], ['DCT', 'MARIA,ELENA'],
    ['DBD', '03152006'], ['DBB', '03151988'], ['DBC', '2'], ['DAY', 'BRO'], ['DAU', '064 in'], ['DAG', '100 MAIN ST'],
    ['DAI', 'AUSTIN'], ['DAJ', 'TX'], ['DAK', '787010000  '], ['DAQ', '12345678'], ['DCF', '0000000000000000000'], ['DCG', 'USA'],
  ] }],
};

// California, 2015: version 8 with the state's own ZC subfile after the DL subfile.
const californiaV8Card: Card = {
  issuer: '636014', version: 8, jurisdictionVersion: 1, subfiles: [
    { type: 'DL', elements: [
      ['DAQ', 'D1234567'], ['DCS', 'NGUYEN'], ['DDE', 'N'], ['DAC', 'AN'], ['DDF', 'N'], ['DAD', 'THI'], ['DDG', 'N'],
      ['DCA', 'C'], ['DCB', 'NONE'], ['DCD', 'NONE'], ['DBD', '08242015'], ['DBB', '02292004'], ['DBA', '02282030'],
      ['DBC', '2'], ['DAU', '062 IN'], ['DAY', 'BRN'], ['DAG', '2570 24TH STREET'], ['DAI', 'SACRAMENTO'], ['DAJ', 'CA'],
      ['DAK', '958180000  '], ['DCF', '83D9BN217QO983B1'], ['DCG', 'USA'], ['DAW', '120'], ['DAZ', 'BLK'], ['DCK', '15236D12345678901'],
    ] },
    { type: 'ZC', elements: [['ZCA', 'BRN'], ['ZCB', 'CORR LENS'], ['ZCC', 'DBB01011900']] },
  ],
};

// New York, 2021: version 9.
const newYorkV9Card: Card = {
  issuer: '636001', version: 9, jurisdictionVersion: 1, subfiles: [
    { type: 'DL', elements: [
      ['DCA', 'D'], ['DCB', 'NONE'], ['DCD', 'NONE'], ['DBA', '11242026'], ['DCS', "O'BRIEN"], ['DAC', 'SEAN'], ['DAD', 'PATRICK'],
      ['DBD', '11242018'], ['DBB', '11242005'], ['DBC', '1'], ['DAY', 'BLU'], ['DAU', '070 IN'], ['DAG', '1 STATE ST'],
      ['DAI', 'ALBANY'], ['DAJ', 'NY'], ['DAK', '122070000'], ['DAQ', '123 456 789'], ['DCF', 'ABC123'], ['DCG', 'USA'],
      ['DDE', 'N'], ['DDF', 'N'], ['DDG', 'N'],
    ] },
    { type: 'ZN', elements: [['ZNA', 'X']] },
  ],
};

// Washington, 2023: version 10, an ID card (subfile ID), ZIP+4 written with a hyphen.
const washingtonIdV10Card: Card = {
  issuer: '636045', version: 10, jurisdictionVersion: 0, subfiles: [{ type: 'ID', elements: [
    ['DAQ', 'WDLABCD456DG'], ['DCS', 'SMITH'], ['DAC', 'ALEX'], ['DAD', ''], ['DBD', '05012023'], ['DBB', '05011999'],
    ['DBA', '05012031'], ['DBC', '9'], ['DAG', '400 PINE ST'], ['DAI', 'SEATTLE'], ['DAJ', 'WA'], ['DAK', '98101-1234'],
    ['DCF', 'WA123'], ['DCG', 'USA'], ['DDA', 'F'],
  ] }],
};

// Ontario: a Canadian issuer, CCYYMMDD dates, a Canadian postal code.
const ontarioV8Card: Card = {
  issuer: '636012', version: 8, jurisdictionVersion: 0, subfiles: [{ type: 'DL', elements: [
    ['DCA', 'G'], ['DCB', ''], ['DCD', ''], ['DBA', '20280615'], ['DCS', 'TREMBLAY'], ['DAC', 'CHLOE'], ['DAD', 'MARIE'],
    ['DBD', '20230615'], ['DBB', '19960615'], ['DBC', '2'], ['DAU', '165 cm'], ['DAG', '100 QUEEN ST W'], ['DAI', 'TORONTO'],
    ['DAJ', 'ON'], ['DAK', 'M5H2N2     '], ['DAQ', 'T7654-32109-60615'], ['DCF', 'RX1234567'], ['DCG', 'CAN'],
  ] }],
};

const oregonV1 = barcode(oregonV1Card);
const texasV3 = barcode(texasV3Card);
const californiaV8 = barcode(californiaV8Card);
const newYorkV9 = barcode(newYorkV9Card);
const washingtonIdV10 = barcode(washingtonIdV10Card);
const ontarioV8 = barcode(ontarioV8Card);

/** The card's barcode with elements of its first subfile replaced, added, or (null) left out. */
function changed(card: Card, change: Record<string, string | null>): string {
  const [first, ...rest] = card.subfiles;
  const kept = first!.elements.filter(([id]) => !(id in change)).concat(
    Object.entries(change).filter((entry): entry is [string, string] => entry[1] !== null));
  return barcode({ ...card, subfiles: [{ ...first!, elements: kept }, ...rest] });
}

const expected: Record<string, [string, ScannedLicence]> = {
  'version 1 (Oregon, dates CCYYMMDD, name in DAA)': [oregonV1, {
    number: '5123456', state: 'OR', postalCode: '97201', familyName: 'PUBLIC', firstName: 'JOHN',
    birthDate: '1970-01-31', expirationDate: '2009-01-31', issuerId: '636029', aamvaVersion: 1, country: 'USA',
  }],
  'version 3 (Texas, given names in DCT)': [texasV3, {
    number: '12345678', state: 'TX', postalCode: '78701', familyName: 'GARCIA', firstName: 'MARIA',
    birthDate: '1988-03-15', expirationDate: '2012-03-15', issuerId: '636015', aamvaVersion: 3, country: 'USA',
  }],
  'version 8 (California, with a jurisdiction subfile, born 29 February)': [californiaV8, {
    number: 'D1234567', state: 'CA', postalCode: '95818', familyName: 'NGUYEN', firstName: 'AN',
    birthDate: '2004-02-29', expirationDate: '2030-02-28', issuerId: '636014', aamvaVersion: 8, country: 'USA',
  }],
  'version 9 (New York)': [newYorkV9, {
    number: '123 456 789', state: 'NY', postalCode: '12207', familyName: "O'BRIEN", firstName: 'SEAN',
    birthDate: '2005-11-24', expirationDate: '2026-11-24', issuerId: '636001', aamvaVersion: 9, country: 'USA',
  }],
  'version 10 (Washington ID card)': [washingtonIdV10, {
    number: 'WDLABCD456DG', state: 'WA', postalCode: '98101', familyName: 'SMITH', firstName: 'ALEX',
    birthDate: '1999-05-01', expirationDate: '2031-05-01', issuerId: '636045', aamvaVersion: 10, country: 'USA',
  }],
  'Ontario (Canadian issuer 636012, dates CCYYMMDD)': [ontarioV8, {
    number: 'T7654-32109-60615', state: 'ON', postalCode: 'M5H 2N2', familyName: 'TREMBLAY', firstName: 'CHLOE',
    birthDate: '1996-06-15', expirationDate: '2028-06-15', issuerId: '636012', aamvaVersion: 8, country: 'CAN',
  }],
};

describe('reading a scanned licence', () => {
  for (const [card, [text, licence]] of Object.entries(expected)) {
    for (const [wedge, typed] of Object.entries(wedges)) {
      it(`${card}, typed as ${wedge}`, () => {
        expect(parseIdScan(typed(text))).toEqual({ ok: true, licence });
      });
    }
  }

  it('reads Canadian dates by the issuer even on a card without DCG', () => {
    expect(parseIdScan(changed(ontarioV8Card, { DCG: null }))).toMatchObject({ ok: true, licence: { birthDate: '1996-06-15', country: 'CAN' } });
  });

  it('reads a date written in the other order when the issuer did not follow its rule', () => {
    const usOrderOnV1 = oregonV1.replace('DBB19700131', 'DBB01311970');
    expect(parseIdScan(usOrderOnV1)).toMatchObject({ ok: true, licence: { birthDate: '1970-01-31' } });
  });

  it('reads an element ID only where an element starts, never inside another value', () => {
    const result = parseIdScan(changed(californiaV8Card, { DBB: null, DAG: 'DBB01011990 RANCH RD' }));
    expect(result).toEqual({ ok: false, problem: expect.stringContaining('has no birth date') });
  });

  it('keeps the first value of an element the subfile repeats', () => {
    const repeated = barcode({ ...newYorkV9Card, subfiles: [
      { type: 'DL', elements: [...newYorkV9Card.subfiles[0]!.elements, ['DAQ', 'SECOND']] }, ...newYorkV9Card.subfiles.slice(1),
    ] });
    expect(parseIdScan(repeated)).toMatchObject({ ok: true, licence: { number: '123 456 789' } });
  });

  it('reads only the licence subfile, not the jurisdiction subfile after it', () => {
    const jurisdictionFirst = barcode({ ...californiaV8Card, subfiles: [...californiaV8Card.subfiles].reverse() });
    expect(parseIdScan(jurisdictionFirst)).toMatchObject({ ok: true, licence: { number: 'D1234567' } });
    const stray = barcode({ ...californiaV8Card, subfiles: [
      { type: 'DL', elements: californiaV8Card.subfiles[0]!.elements.filter(([id]) => id !== 'DAQ') },
      { type: 'ZC', elements: [['ZCA', 'X'], ['DAQ', 'NOT-THE-LICENCE']] },
    ] });
    expect(parseIdScan(stray)).toEqual({ ok: false, problem: expect.stringContaining('has no licence number') });
  });
});

describe('a scan that cannot be read says what to do', () => {
  const problem = (text: string) => {
    const result = parseIdScan(text);
    return result.ok ? 'read as a licence' : result.problem;
  };

  it('a product barcode or nothing at all', () => {
    expect(problem('012345678905')).toMatch(/not a driver's licence or ID barcode. Scan the large barcode on the back/);
    expect(problem('')).toMatch(/not a driver's licence/);
  });

  it('a truncated scan asks for a rescan, even when the fields read so far look complete', () => {
    for (const card of [newYorkV9, texasV3, californiaV8, ontarioV8]) {
      for (const keep of [0.5, 0.8, 0.95]) {
        expect(problem(card.slice(0, Math.floor(card.length * keep)))).toMatch(/stopped before the end of the barcode.*scan it again/);
      }
    }
    // California's DL subfile is whole; its ZC subfile was never typed.
    expect(problem(californiaV8.slice(0, californiaV8.indexOf('ZCZCA')))).toMatch(/stopped before the end/);
    expect(problem(newYorkV9.slice(0, 30))).toMatch(/stopped before the end|header/);
  });

  it('a wrong or damaged header', () => {
    expect(problem(newYorkV9.replace('ANSI ', 'ANSX '))).toMatch(/header is missing or damaged.*type the birth date/);
    expect(problem(newYorkV9.replace('636001', '63A001'))).toMatch(/header is missing or damaged/);
    expect(problem('@\n\nhello\nworld')).toMatch(/header is missing or damaged/);
  });

  it('a card older than the standard', () => {
    expect(problem(newYorkV9.replace('ANSI 63600109', 'ANSI 63600100'))).toMatch(/predates the AAMVA standard/);
  });

  it('no licence or ID subfile', () => {
    const onlyJurisdiction = barcode({ issuer: '636014', version: 8, subfiles: [{ type: 'ZC', elements: [['ZCA', 'X']] }] });
    expect(problem(onlyJurisdiction)).toMatch(/no driver's licence or ID section/);
  });

  it('a missing birth date, expiry date or licence number, each named', () => {
    expect(problem(changed(newYorkV9Card, { DBB: null }))).toMatch(/The scan has no birth date\. .*type the birth date/);
    expect(problem(changed(newYorkV9Card, { DBA: null }))).toMatch(/The scan has no expiry date/);
    expect(problem(changed(newYorkV9Card, { DAQ: null }))).toMatch(/The scan has no licence number/);
    expect(problem(changed(newYorkV9Card, { DBB: '' }))).toMatch(/no birth date/);
  });

  it('an impossible date is named with its digits', () => {
    expect(problem(newYorkV9.replace('DBB11242005', 'DBB02302000')))
      .toBe('The birth date in the scan (02302000) is not a real date. The card may be damaged or not genuine: check it by eye before typing its dates.');
    expect(problem(newYorkV9.replace('DBA11242026', 'DBA13012030'))).toMatch(/expiry date in the scan \(13012030\) is not a real date/);
    expect(problem(ontarioV8.replace('DBB19960615', 'DBB19970229'))).toMatch(/birth date in the scan \(19970229\)/);
    expect(problem(newYorkV9.replace('DBB11242005', 'DBB1124200'))).toMatch(/not a real date/);
  });

  it('never throws, whatever is typed', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
      const result = parseIdScan(text);
      return result.ok ? result.licence.number !== '' : result.problem.length > 20;
    }), { numRuns: 1000 });
  });

  it('never throws on a real scan cut, spliced or with characters changed', () => {
    const cards = Object.values(expected).map(([text]) => text);
    fc.assert(fc.property(
      fc.constantFrom(...cards), fc.nat(), fc.nat(), fc.string({ maxLength: 12 }),
      (card, start, length, insert) => {
        const at = start % card.length;
        const result = parseIdScan(card.slice(0, at) + insert + card.slice(at + (length % 20)));
        return result.ok ? /^\d{4}-\d{2}-\d{2}$/.test(result.licence.birthDate) : result.problem !== '';
      },
    ), { numRuns: 3000 });
  });
});

describe('recognising a licence scan in typed text', () => {
  it('knows an AAMVA scan from other text', () => {
    expect(looksLikeAamvaScan(newYorkV9)).toBe(true);
    expect(looksLikeAamvaScan(wedges['Enter for LF and CR, RS dropped (what the sale screen hands over)']!(ontarioV8))).toBe(true);
    expect(looksLikeAamvaScan('@ANSI 636014080102DL')).toBe(true);
    expect(looksLikeAamvaScan('@\n\nAAMVA6360150101DL')).toBe(true);
    expect(looksLikeAamvaScan('@home')).toBe(false);
    expect(looksLikeAamvaScan('ANSI 636014080102DL')).toBe(false);
    expect(looksLikeAamvaScan('012345678905')).toBe(false);
  });
});
