/** A decoded Stripe v1 request: every leaf is a string, nesting comes from bracket keys. */
export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export class FormBodyError extends Error {
  constructor(
    message: string,
    readonly param: string,
  ) {
    super(message);
  }
}

const MAX_PAIRS = 1000;
const MAX_DEPTH = 6;
const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

// Null-prototype nodes: a key such as `__proto__` or `constructor` stays an ordinary own key.
const node = (): FormObject => Object.create(null) as FormObject;

const segmentsOf = (key: string): string[] => {
  const match = KEY.exec(key);
  if (!match) return [key];
  const [, head = key, brackets = ''] = match;
  const rest = [...brackets.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '');
  if (rest.length > MAX_DEPTH) throw new FormBodyError(`Invalid request: ${key} is nested too deeply.`, head);
  return [head, ...rest];
};

/**
 * Decodes `application/x-www-form-urlencoded` as the stripe SDK writes it (and as qs reads it):
 * `card[number]=…`, `metadata[booking_id]=…`, `payment_method_types[0]=card`, `expand[]=…`.
 * Indexed lists stay objects keyed '0', '1', …: the readers in params.ts turn them into arrays
 * only where Stripe expects a list, so `metadata[0]` remains a metadata key.
 */
export const decodeForm = (body: string): FormObject => {
  const root = node();
  let pairs = 0;
  for (const [key, value] of new URLSearchParams(body)) {
    if (++pairs > MAX_PAIRS) throw new FormBodyError('Invalid request: too many parameters.', key);
    const segments = segmentsOf(key);
    let target = root;
    segments.forEach((raw, index) => {
      const segment = raw === '' ? String(Object.keys(target).length) : raw;
      const last = index === segments.length - 1;
      const existing = target[segment];
      if (last) {
        if (typeof existing === 'object')
          throw new FormBodyError(`Invalid request: ${key} is both a value and a hash.`, segments[0] ?? key);
        target[segment] = value;
        return;
      }
      if (typeof existing === 'string')
        throw new FormBodyError(`Invalid request: ${key} is both a value and a hash.`, segments[0] ?? key);
      const child = existing ?? node();
      target[segment] = child;
      target = child;
    });
  }
  return root;
};

/** The same parameters always give the same text, whatever order they were sent in. */
export const canonicalForm = (value: FormValue): string =>
  typeof value === 'string'
    ? JSON.stringify(value)
    : `{${Object.keys(value)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonicalForm(value[key] as FormValue)}`)
        .join(',')}}`;
