import fc from 'fast-check';

/** Strings that have broken servers: SQL, path traversal, format tricks, unicode and control characters. */
export const hostileStrings: readonly string[] = [
  "' OR '1'='1", "1; DROP TABLE brands;--", '" OR 1=1 --', "') UNION SELECT password_hash FROM users --",
  "%' AND 1=0 UNION SELECT token_hash, user_id FROM api_tokens --", '1 OR sleep(5)', '\\', '\\\\x00', "'; --",
  '../../../../etc/passwd', '..\\..\\windows\\win.ini', '/etc/shadow', '....//....//etc/passwd', 'file:///etc/passwd',
  '${7*7}', '{{constructor.constructor("return process")()}}', '%s%s%s%n', '<script>alert(1)</script>',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty',
  '', ' ', '\t\n', '\u0000', 'a\u0000b', '\u0001\u0002\u001f\u007f', '\u202eevil', '\ufeff', '\u200b', '\uffff',
  'Ünïcödé ✓', '𝕮𝖆𝖓𝖔𝖕𝖞', '🌿🌿🌿', '日本語のブランド', 'ｆｕｌｌｗｉｄｔｈ', 'İı', 'ß',
  '-1', '-0', '0', '1.5', '1e309', '-1e309', 'NaN', 'Infinity', '-Infinity', '9007199254740993', '99999999999999999999999999', '0x10', '1_000', '١٢٣',
  'true', 'false', 'null', 'undefined', '[]', '{}', '[object Object]',
  '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', 'not-a-uuid',
  'a'.repeat(300), 'x'.repeat(3000),
];

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encodes for a URL; a lone surrogate (not encodable as UTF-8) is sent as invalid UTF-8 bytes. */
export function encodeForUrl(value: string): string {
  const wellFormed = value.replace(LONE_SURROGATE, '\uFFFD');
  if (wellFormed === value) return encodeURIComponent(value);
  return encodeURIComponent(wellFormed).replaceAll('%EF%BF%BD', '%ED%A0%80');
}


/** Encoded forms no encoder would make: broken escapes, encoded slashes and NULs, overlong UTF-8. */
const rawEncoded: readonly string[] = ['%', '%zz', '%E0%A4%A', '%00', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f', '%C0%AE%C0%AE%2F', '%ED%A0%80', '%FF%FE'];

/** A hostile value for a path or query parameter, already encoded for the URL. */
export const hostileUrlValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...hostileStrings).map(encodeForUrl) },
  { weight: 1, arbitrary: fc.constantFrom(...rawEncoded) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map(encodeForUrl) },
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)), maxLength: 10 }).map(encodeForUrl) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt()).map((n) => encodeForUrl(String(n))) },
);

function nested(depth: number, leaf: unknown, asArray: boolean): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
}

/** Keys that poison prototypes when a server merges objects naively; built with JSON.parse so they are own keys. */
export const prototypePoison: readonly unknown[] = [
  JSON.parse('{"__proto__": {"isManager": true, "role": "manager"}}'),
  JSON.parse('{"constructor": {"prototype": {"isManager": true}}}'),
  JSON.parse('{"__proto__": null}'),
];

/** A hostile JSON value of any type: wrong types, extreme numbers, huge and deep structures. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, -0.5, 1.5, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 1e-320, '', [], {}) },
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>('z'.repeat(100_000), Array.from({ length: 20_000 }, (_, i) => i), Array.from({ length: 2_000 }, () => ({ id: 'x', name: 'y' }))) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(nested(2_000, 1, true), nested(2_000, 'deep', false)) },
  { weight: 2, arbitrary: fc.constantFrom(...prototypePoison) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);
