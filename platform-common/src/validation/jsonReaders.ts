// Readers of JSON answers for pages whose first load must not carry zod: each is written to accept
// exactly what its zod contract accepts on JSON input (a fetch hands nothing else) and to return
// what the contract returns, and is held to it by a property test. Only the few schema kinds those
// contracts use are here (trimming the only transform); anything with defaults, other transforms or
// refinements stays with zod.

/** What a reader answers when the contract would refuse the value. */
export const REFUSED: unique symbol = Symbol('refused');
export type Reader<T> = (value: unknown) => T | typeof REFUSED;
type Read<R> = R extends Reader<infer T> ? T : never;

/** z.string(), with an extra check (a pattern, a length) when given. */
export const string =
  (check?: (text: string) => boolean): Reader<string> =>
  (value) =>
    typeof value === 'string' && (!check || check(value)) ? value : REFUSED;

/** z.string().regex(pattern) */
export const matching = (pattern: RegExp): Reader<string> => string((text) => pattern.test(text));

/** z.string().trim() followed by checks: the trimmed text, when it passes `check`. */
export const trimmed =
  (check?: (text: string) => boolean): Reader<string> =>
  (value) => {
    if (typeof value !== 'string') return REFUSED;
    const text = value.trim();
    return !check || check(text) ? text : REFUSED;
  };

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** z.iso.date(): yyyy-MM-dd naming a day of the (proleptic Gregorian) calendar. */
export const isoDate: Reader<string> = string((text) => {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const days = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
  return days !== undefined && day >= 1 && day <= days;
});

/** z.uuid(): zod's pattern verbatim (RFC 9562 versions 1-8, the nil and max UUIDs). */
export const uuid: Reader<string> = matching(
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/,
);

/** z.iso.datetime(): zod's pattern verbatim (a UTC 'Z' time with seconds, any fraction, on a calendar day). */
export const isoDateTime: Reader<string> = matching(
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$/,
);

export const boolean: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : REFUSED);

/** z.literal(literal) */
export const literal =
  <const Literal extends string | number | boolean | null>(literal: Literal): Reader<Literal> =>
  (value) =>
    value === literal ? literal : REFUSED;

/** z.number(): zod refuses the infinities (JSON.parse reads 1e400 as one). */
export const number: Reader<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : REFUSED;

/** z.number().min(min).max(max) */
export const numberBetween =
  (min: number, max: number): Reader<number> =>
  (value) =>
    typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : REFUSED;

/** z.number().int().min(min).max(max): zod's integers are the safe ones. */
export const integer =
  (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): Reader<number> =>
  (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max ? value : REFUSED;

/** z.enum(values) */
export const oneOf =
  <const Value extends string>(values: readonly Value[]): Reader<Value> =>
  (value) =>
    values.includes(value as Value) ? (value as Value) : REFUSED;

export const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (value) =>
    value === null ? null : read(value);

export const optional =
  <T>(read: Reader<T>): Reader<T | undefined> =>
  (value) =>
    value === undefined ? undefined : read(value);

/** z.array(item), with .min(minLength) when given. */
export const array =
  <T>(readItem: Reader<T>, minLength = 0): Reader<T[]> =>
  (value) => {
    if (!Array.isArray(value) || value.length < minLength) return REFUSED;
    const items: T[] = [];
    for (const item of value) {
      const itemRead = readItem(item);
      if (itemRead === REFUSED) return REFUSED;
      items.push(itemRead);
    }
    return items;
  };

type Shape = Record<string, Reader<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: undefined extends Read<S[K]> ? K : never }[keyof S];
type ObjectOf<S extends Shape> = { [K in Exclude<keyof S, OptionalKeys<S>>]: Read<S[K]> } & {
  [K in OptionalKeys<S>]?: Read<S[K]>;
};

/** z.object(shape): the shape's keys read, unknown keys dropped, an absent optional key left out. */
export const object = <S extends Shape>(shape: S): Reader<ObjectOf<S>> => readObject(shape, false);

/** z.object(shape).loose(): as object, with unknown keys kept as they came (never a __proto__ key, as zod). */
export const loose = <S extends Shape>(shape: S): Reader<ObjectOf<S> & Record<string, unknown>> =>
  readObject(shape, true) as Reader<ObjectOf<S> & Record<string, unknown>>;

const readObject =
  <S extends Shape>(shape: S, keepUnknown: boolean): Reader<ObjectOf<S>> =>
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return REFUSED;
    const input = value as Record<string, unknown>;
    const read: Record<string, unknown> = {};
    for (const [key, readKey] of Object.entries(shape)) {
      const field = readKey(input[key]);
      if (field === REFUSED) return REFUSED;
      if (field !== undefined || key in input) read[key] = field;
    }
    if (keepUnknown)
      for (const key in input) if (!Object.hasOwn(shape, key) && key !== '__proto__') read[key] = input[key];
    return read as ObjectOf<S>;
  };

/** read.default(fallback): an absent value is the fallback (a fresh copy each time, unchecked, as zod). */
export const withDefault =
  <T>(read: Reader<T>, fallback: () => T): Reader<T> =>
  (value) =>
    value === undefined ? fallback() : read(value);

/** z.preprocess(prepare, read) */
export const preprocess =
  <T>(prepare: (value: unknown) => unknown, read: Reader<T>): Reader<T> =>
  (value) =>
    read(prepare(value));

/** An RTK Query transformResponse: what `read` reads, or an error the page shows as a failed load. */
export const answerOf =
  <T>(read: Reader<T>, what: string) =>
  (body: unknown): T => {
    const value = read(body);
    if (value === REFUSED) throw new Error(`${what} does not match its contract`);
    return value;
  };
