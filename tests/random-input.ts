/**
 * Arbitraries for the random-input tests (fast-check): texts that have broken servers before
 * (NUL, lone surrogates, huge values, SQL and JavaScript names), query strings with odd keys
 * and raw percent-encodings, JSON bodies and bodies that are not JSON.
 */
import fc from 'fast-check';

/** One fixed seed: the same inputs on every run and on both databases. */
export const SEED = 20211011;

/** Texts no field may hold: the database refuses NUL, and a lone surrogate is not text. */
const BAD = ['\u0000', 'a\u0000b', '\u0000\u0000', '\ud800', 'x\udfffy', '\udc00\ud800'];

const ODD = [
  '',
  ' ',
  '\u{1F600}',
  '%',
  '%00',
  '\\',
  '%_',
  "'; drop table users; --",
  '__proto__',
  'constructor',
  'toString',
  'null',
  'NaN',
  'true',
  '0',
  '1',
  '-1',
  '007',
  '1.5',
  '1e3',
  '2147483648',
  '99999999999',
  '2021-10-11',
  '2021-02-30T25:00',
  'Přehlídka',
  'x'.repeat(501),
  'y'.repeat(5000),
];

/** Any UTF-16 code unit, so lone surrogates and control characters come up often. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));

export const text = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...BAD) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 8 }) },
);

/** Plausible values, so that some inputs get past validation and reach the database. */
const plausible = fc.constantFrom(
  'member-user',
  'someone@example.test',
  'correct-horse-1',
  '+420 123 456 789',
  '110 00',
  'cs',
  'en',
  'live',
  'preview',
  'name:asc',
  'start:desc',
);

/** A text as it goes on the wire: percent-encoded, a lone surrogate as its (invalid) UTF-8 bytes. */
export function encode(value: string): string {
  return Array.from(value)
    .map((ch) => {
      const unit = ch.charCodeAt(0);
      if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      }
      return encodeURIComponent(ch);
    })
    .join('');
}

/** Encodings no encoder makes: a bare %, bad hex, overlong NUL, bytes that are not UTF-8. */
const rawJunk = fc.constantFrom('%', '%zz', '%C0%80', '%FF%FE', '%ED%A0%80', '+', '&&', '=', '%2F..%2F');

/** One wire-encoded path segment or query value. */
export const wireValue = (values: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 5, arbitrary: fc.oneof(values, text, plausible).map(encode) }, { weight: 1, arbitrary: rawJunk });

/** A query string (with its `?`) from known parameter names, odd ones and random ones. */
export function queryString(names: readonly string[], valuesFor: (name: string) => fc.Arbitrary<string> = () => text) {
  const odd = fc.constantFrom('_where[name]', '_where[0][x]', 'x[]', '_sort', '_limit', '_start', '_publicationState', '_locale');
  const key = fc.oneof(
    ...(names.length ? [{ weight: 4, arbitrary: fc.constantFrom(...names) }] : []),
    { weight: 1, arbitrary: odd },
    { weight: 1, arbitrary: text },
  );
  const pair = key.chain((name) =>
    fc.tuple(fc.oneof({ weight: 5, arbitrary: fc.constant(encode(name)) }, rawJunk), wireValue(valuesFor(name))),
  );
  return fc
    .array(pair, { maxLength: 5 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
}

/** A JSON value for a field: texts, numbers, booleans, arrays, nested objects. */
export const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.oneof(text, plausible) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: fc.array(fc.oneof(text, fc.integer({ min: -2, max: 3_000_000_000 })), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** A plausible value with a character no field may hold somewhere in it, so only that is wrong. */
const spoiled = fc
  .tuple(plausible, fc.constantFrom(...BAD), fc.nat())
  .map(([value, bad, at]) => value.slice(0, at % (value.length + 1)) + bad + value.slice(at % (value.length + 1)));

/** A text for a form field or a body field: plausible, spoiled, random. */
export const fieldText = fc.oneof({ weight: 2, arbitrary: spoiled }, plausible, text);

/**
 * An object with the given field names (at most one left out), texts mostly, now and then with
 * other names too, as forms and JSON bodies carry.
 */
export const fields = (names: readonly string[]) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(names.map((name) => [name, fc.oneof({ weight: 4, arbitrary: fieldText }, fieldValue)]))),
      fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, fc.constantFrom(...names)),
      fc.option(fc.dictionary(text, fieldValue, { minKeys: 1, maxKeys: 2 }), { freq: 2 }),
    )
    .map(([known, left, other]) => {
      const value: Record<string, unknown> = { ...other, ...known };
      if (left !== null) delete value[left];
      return value;
    });

export type Body = { body: string; contentType: string | undefined };

const LARGE = JSON.stringify({ identifier: 'x'.repeat(1_100_000), password: 'x' });
const DEEP = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;

/** A request body: JSON shaped like the operation's, any JSON, or not JSON at all. */
export function body(names: readonly string[]): fc.Arbitrary<Body> {
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map((v) => ({ body: JSON.stringify(v) ?? 'null', contentType: 'application/json' }));
  return fc.oneof(
    { weight: 10, arbitrary: json(fields(names.length ? names : ['x'])) },
    { weight: 2, arbitrary: json(fc.jsonValue({ maxDepth: 3 })) },
    {
      weight: 2,
      arbitrary: fc.record({
        body: fc.oneof(text, fc.constantFrom('{', '{"a":', '[1,]', 'null', '"\\ud800"', '{"a":"\\u0000"}')),
        contentType: fc.constantFrom(
          'application/json',
          'application/json; charset=latin1',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          undefined,
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        { body: LARGE, contentType: 'application/json' },
        { body: DEEP, contentType: 'application/json' },
      ),
    },
  );
}

/** Headers a client may send that the server reads as data: language, the locale cookie, what it accepts. */
export const dataHeaders = fc.record(
  {
    'Accept-Language': fc.constantFrom('cs', 'en-GB,en;q=0.8', '*', 'xx-invalid;q=abc', ''),
    Cookie: fc.constantFrom(
      'i18n_redirected=en',
      'i18n_redirected=%00',
      'i18n_redirected=constructor',
      'a=b; c',
      'jwt_amphi=garbage',
    ),
    Accept: fc.constantFrom('application/json', 'text/html', '*/*', 'application/json, text/html'),
  },
  { requiredKeys: [] },
);

/** Who asks: a guest, a confirmed member or an Admin. */
export const ROLES = ['guest', 'member', 'admin'] as const;
export type Role = (typeof ROLES)[number];
