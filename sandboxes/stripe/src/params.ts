import { invalidRequest, parameterMissing, parameterUnknown } from './errors';
import type { FormObject, FormValue } from './formBody';

const oneOfList = (values: readonly string[]): string =>
  values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')}, or ${values[values.length - 1]}`;

const METADATA_KEYS = 50;
const METADATA_KEY_LENGTH = 40;
const METADATA_VALUE_LENGTH = 500;

/**
 * Reads one level of decoded form parameters with Stripe's validation messages. Every failure
 * is a 400 invalid_request_error naming the parameter as Stripe does (`card[exp_month]`).
 */
export class Params {
  constructor(
    private readonly values: FormObject,
    private readonly prefix = '',
  ) {}

  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.values[key] !== undefined;
  }

  /** Stripe refuses parameters it does not know; so does the sandbox, to surface a gap at once. */
  allowOnly(keys: readonly string[]): this {
    const unknown = Object.keys(this.values).find((key) => !keys.includes(key));
    if (unknown !== undefined) throw parameterUnknown(this.name(unknown));
    return this;
  }

  string(key: string, { required = false, max = 5000 } = {}): string | undefined {
    const value = this.values[key];
    if (value === undefined) {
      if (required) throw parameterMissing(this.name(key));
      return undefined;
    }
    if (typeof value !== 'string')
      throw invalidRequest(`Invalid string: ${this.name(key)} must be a string.`, { param: this.name(key) });
    if (value.length > max)
      throw invalidRequest(`Invalid string: must be at most ${max} characters.`, { param: this.name(key) });
    if (required && value === '')
      throw invalidRequest(
        `You passed an empty string for '${this.name(key)}'. We assume empty values are an attempt to unset a parameter; however '${this.name(key)}' cannot be unset. You should remove '${this.name(key)}' from your request or supply a non-empty value.`,
        { param: this.name(key), code: 'parameter_invalid_empty' },
      );
    return value;
  }

  integer(key: string, { required = false, min }: { required?: boolean; min?: number } = {}): number | undefined {
    const text = this.string(key, { required });
    if (text === undefined || (text === '' && !required)) return undefined;
    const param = this.name(key);
    if (!/^-?\d{1,15}$/.test(text))
      throw invalidRequest(`Invalid integer: ${text}`, { param, code: 'parameter_invalid_integer' });
    const value = Number(text);
    if (min !== undefined && value < min)
      throw invalidRequest(`This value must be greater than or equal to ${min}.`, {
        param,
        code: 'parameter_invalid_integer',
      });
    return value;
  }

  boolean(key: string): boolean | undefined {
    const text = this.string(key);
    if (text === undefined) return undefined;
    if (text === 'true') return true;
    if (text === 'false') return false;
    throw invalidRequest(`Invalid boolean: ${text}`, { param: this.name(key) });
  }

  oneOf<T extends string>(key: string, allowed: readonly T[], { required = false } = {}): T | undefined {
    const text = this.string(key, { required });
    if (text === undefined || (text === '' && !required)) return undefined;
    if (!(allowed as readonly string[]).includes(text))
      throw invalidRequest(`Invalid ${this.name(key)}: must be one of ${oneOfList(allowed)}`, {
        param: this.name(key),
      });
    return text as T;
  }

  /** A nested hash such as `card[...]`; an empty string (Stripe's "unset") reads as absent. */
  object(key: string): Params | undefined {
    const value = this.values[key];
    if (value === undefined || value === '') return undefined;
    if (typeof value === 'string')
      throw invalidRequest(`Invalid object: ${this.name(key)} must be a hash.`, { param: this.name(key) });
    return new Params(value, this.name(key));
  }

  /** `key[0]=a&key[1]=b` (or `key[]=`) as an array of strings, in index order. */
  list(key: string): string[] | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (value === '') return [];
    const param = this.name(key);
    if (typeof value === 'string') throw invalidRequest(`Invalid array: ${param} must be an array.`, { param });
    const indexes = Object.keys(value);
    if (!indexes.every((index) => /^\d+$/.test(index)))
      throw invalidRequest(`Invalid array: ${param} must be an array.`, { param });
    return indexes
      .sort((a, b) => Number(a) - Number(b))
      .map((index) => {
        const item: FormValue | undefined = value[index];
        if (typeof item !== 'string')
          throw invalidRequest(`Invalid array: ${param}[${index}] must be a string.`, { param: `${param}[${index}]` });
        return item;
      });
  }

  /** Stripe's limits: 50 keys, keys up to 40 characters, values up to 500; '' unsets a key. */
  metadata(key = 'metadata'): Record<string, string> | undefined {
    const hash = this.object(key);
    if (!hash) return this.has(key) ? {} : undefined;
    const entries = Object.keys(hash.values).map((name) => [name, hash.string(name) ?? ''] as const);
    if (entries.length > METADATA_KEYS)
      throw invalidRequest(`Invalid ${this.name(key)}: metadata may have at most ${METADATA_KEYS} keys.`, {
        param: this.name(key),
      });
    for (const [name, value] of entries) {
      if (name.length > METADATA_KEY_LENGTH)
        throw invalidRequest(`Metadata keys must be at most ${METADATA_KEY_LENGTH} characters long.`, {
          param: hash.name(name),
        });
      if (value.length > METADATA_VALUE_LENGTH)
        throw invalidRequest(`Metadata values must be at most ${METADATA_VALUE_LENGTH} characters long.`, {
          param: hash.name(name),
        });
    }
    return Object.fromEntries(entries.filter(([, value]) => value !== ''));
  }

  /** `expand[]`: only the listed properties can be expanded, as on Stripe. */
  expand(allowed: readonly string[]): string[] {
    const paths = this.list('expand') ?? [];
    const refused = paths.find((path) => !allowed.includes(path));
    if (refused !== undefined)
      throw invalidRequest(`This property cannot be expanded (${refused}).`, { param: 'expand' });
    return paths;
  }
}
