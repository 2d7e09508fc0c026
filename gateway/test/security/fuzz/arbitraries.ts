import fc from 'fast-check';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Strings that have broken parsers before: empty, huge, control characters, numbers in disguise, markup. */
const nastyString = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '-0',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'true',
  'undefined',
  '[object Object]',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '\u0000',
  '\u202e',
  '\ud800',
  '%',
  '%00',
  '%zz',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31',
  '1970-01-01T00:00:00Z',
  '00000000-0000-0000-0000-000000000000',
  '------------------------------------',
  'off_',
  'off_' + 'A'.repeat(600),
  'x'.repeat(5000),
  '9'.repeat(400),
  '4242424242424242',
  'a@b',
  'ADMIN',
  ' admin ',
  'é'.repeat(300),
);

const nastyNumber = fc.constantFrom(0, -0, -1, 0.5, 1.5, 1e21, 1e308, -1e308, 5e-324, 2 ** 31, 2 ** 53 + 2, -(2 ** 63));

export const anyString = fc.oneof(
  nastyString,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Any JSON value, weighted towards the ones validation gets wrong. */
export const anyJson: fc.Arbitrary<Json> = fc.oneof(
  { weight: 3, arbitrary: anyString },
  { weight: 2, arbitrary: nastyNumber },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.constant(null),
      fc.boolean(),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    ),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json> },
  { weight: 1, arbitrary: fc.constantFrom<Json>([], {}, [null], [{}], { length: 1 }) },
);

type CharEdit = { at: number; op: 'set' | 'delete' | 'insert' | 'repeat'; char: string };

const charEdits = fc.array(
  fc.record({
    at: fc.nat(),
    op: fc.constantFrom<CharEdit['op']>('set', 'set', 'delete', 'insert', 'repeat'),
    char: fc.constantFrom('-', '0', '9', 'a', 'z', 'Z', ' ', '%', '.', '/', '+', '\u0000', 'é', '\ud83d\ude00'),
  }),
  { minLength: 1, maxLength: 4 },
);

const editChars = (text: string, edits: CharEdit[]): string =>
  edits.reduce((current, { at, op, char }) => {
    const i = current.length ? at % current.length : 0;
    if (op === 'set') return current.slice(0, i) + char + current.slice(i + 1);
    if (op === 'delete') return current.slice(0, i) + current.slice(i + 1);
    if (op === 'insert') return current.slice(0, i) + char + current.slice(i);
    return current + current.slice(i, i + 1).repeat(40);
  }, text);

/** The seed string with a few characters changed: right shape, wrong content (a uuid with a dash too many). */
export const tweaksOf = (seed: string): fc.Arbitrary<string> => charEdits.map((edits) => editChars(seed, edits));

const tweakNumber = (n: number, at: number): number =>
  [n + 0.5, -n, n * 1e9, n + 1, n - 1, n * 1e300][at % 6] as number;

const objectKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', 'length'),
  fc.string({ maxLength: 12 }),
);

type Edit = {
  at: number;
  kind: 'replace' | 'tweak' | 'remove' | 'add' | 'wrap';
  key: string;
  value: Json;
  chars: CharEdit[];
};

/** Every place in a JSON value, as a path of keys and indexes (the root is []). */
const placesIn = (value: Json, path: (string | number)[] = []): (string | number)[][] => {
  const here = [path];
  if (Array.isArray(value)) return here.concat(...value.map((item, i) => placesIn(item, [...path, i])));
  if (value && typeof value === 'object')
    return here.concat(...Object.entries(value).map(([key, item]) => placesIn(item, [...path, key])));
  return here;
};

/** Sets an own, enumerable property even for '__proto__', so JSON.stringify sends it as a key. */
const put = (target: Record<string, Json>, key: string, value: Json) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

const copy = (value: Json): Json => (value === undefined ? null : (JSON.parse(JSON.stringify(value)) as Json));

const tweak = (value: Json, chars: CharEdit[], at: number): Json =>
  typeof value === 'string' ? editChars(value, chars) : typeof value === 'number' ? tweakNumber(value, at) : value;

const applyEdit = (root: Json, { at, kind, key, value: generated, chars }: Edit): Json => {
  // fast-check hands the same generated value to later runs and shrinks: it is copied, never put in
  // place, or one run's edits would change it and a later 'add' could make a cycle of it.
  const value = copy(generated);
  const places = placesIn(root);
  const path = places[at % places.length] as (string | number)[];
  if (path.length === 0)
    return kind === 'wrap' ? [root] : kind === 'replace' ? value : kind === 'tweak' ? tweak(root, chars, at) : root;
  const parent = path
    .slice(0, -1)
    .reduce<Json>((node, step) => (node as Record<string, Json>)[step as string] as Json, root) as
    Record<string, Json> | Json[];
  const last = path[path.length - 1] as string | number;
  const current = (parent as Record<string, Json>)[last as string] as Json;
  if (kind === 'remove') {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last as string];
  } else if (kind === 'add' && current && typeof current === 'object' && !Array.isArray(current)) {
    put(current, key, value);
  } else if (kind === 'wrap') {
    (parent as Record<string, Json>)[last as string] = [current];
  } else if (kind === 'tweak') {
    (parent as Record<string, Json>)[last as string] = tweak(current, chars, at);
  } else {
    (parent as Record<string, Json>)[last as string] = value;
  }
  return root;
};

const edits = fc.array(
  fc.record({
    at: fc.nat(),
    kind: fc.constantFrom<Edit['kind']>('replace', 'tweak', 'tweak', 'remove', 'add', 'wrap'),
    key: objectKey,
    value: anyJson,
    chars: charEdits,
  }),
  { minLength: 1, maxLength: 3 },
);

/** The seed (a valid value) with one to three things broken: most inputs get deep into the route. */
export const mutationsOf = (seed: Json): fc.Arbitrary<Json> => edits.map((list) => list.reduce(applyEdit, copy(seed)));

/** A JSON body: mostly one of the seeds a little broken, sometimes anything at all. */
export const jsonBody = (seeds: Json[]): fc.Arbitrary<Json> =>
  seeds.length === 0
    ? fc.oneof(anyJson, fc.dictionary(objectKey, anyJson, { maxKeys: 4 }) as fc.Arbitrary<Json>)
    : fc.oneof({ weight: 4, arbitrary: fc.oneof(...seeds.map(mutationsOf)) }, { weight: 1, arbitrary: anyJson });

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser would send it). */
export const encode = (text: string): string =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

const rawFragment = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '%FF',
  'a[b]=c',
  'a[]=1',
  '=',
  '&&',
  '==x',
  'x=%00',
  'brand[]=default',
  'limit=1&limit=2',
);

/** A query string: the seed's parameters with some changed, repeated, dropped or added, or raw oddities. */
export const queryString = (seed: Record<string, string>): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.oneof(
        // a seed parameter with its value a little off
        fc
          .constantFrom(...Object.keys(seed), 'x')
          .chain((key) => tweaksOf(seed[key] ?? 'x').map((value) => ({ [key]: value }))),
        fc.dictionary(
          fc.oneof(fc.constantFrom(...Object.keys(seed), 'x'), anyString),
          fc.oneof(anyString, fc.array(anyString, { minLength: 2, maxLength: 3 })),
          { maxKeys: 3 },
        ),
      ),
      fc.subarray(Object.keys(seed)),
      fc.option(rawFragment),
    )
    .map(([changes, dropped, raw]) => {
      const params: [string, string][] = Object.entries(seed).filter(([key]) => !dropped.includes(key));
      for (const [key, value] of Object.entries(changes)) for (const one of [value].flat()) params.push([key, one]);
      const parts = params.map(([key, value]) => `${encode(key)}=${encode(value)}`);
      return [...parts, ...(raw ? [raw] : [])].join('&');
    });

/** A path segment: the seed a little off, encoded text of any kind, or a raw sequence the router must cope with. */
export const pathSegment = (seed: string) =>
  fc.oneof(
    tweaksOf(seed)
      .filter((text) => text.length > 0)
      .map(encode),
    anySegment,
  );

const anySegment = fc.oneof(
  anyString.filter((text) => text.length > 0).map(encode),
  fc.constantFrom('%', '%zz', '%2F', '..', '%2e%2e', '%00', '%C0%AF', ' ', 'a%20b'),
);
