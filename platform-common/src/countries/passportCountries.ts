import { ISO_COUNTRY_CODES, type CountryCode } from './isoCountries';

/** The 24 most common issuing countries, offered first in the passport form, in this order. */
export const FIRST_PASSPORT_COUNTRIES = [
  'US',
  'GB',
  'CA',
  'AU',
  'NZ',
  'IE',
  'DE',
  'FR',
  'ES',
  'IT',
  'NL',
  'BE',
  'CH',
  'SE',
  'NO',
  'DK',
  'PT',
  'MX',
  'BR',
  'IN',
  'JP',
  'CN',
  'SG',
  'AE',
] as const satisfies readonly CountryCode[];

export interface Country {
  code: CountryCode;
  /** The English name, as the browser's Intl.DisplayNames gives it. */
  name: string;
}

let regionNames: Intl.DisplayNames | undefined;
/** The country's English name (Intl.DisplayNames: no data to ship); the code itself if unknown. */
export const countryName = (code: string): string => {
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return regionNames.of(code) ?? code;
};

let ordered: readonly Country[] | undefined;
/** Every assigned country as the issuing-country picker offers them: the spec's 24 first, then the rest by name. */
export const passportCountries = (): readonly Country[] => {
  if (ordered) return ordered;
  const first = new Set<string>(FIRST_PASSPORT_COUNTRIES);
  const named = (code: CountryCode): Country => ({ code, name: countryName(code) });
  const rest = ISO_COUNTRY_CODES.filter((code) => !first.has(code))
    .map(named)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  ordered = [...FIRST_PASSPORT_COUNTRIES.map(named), ...rest];
  return ordered;
};

/** Lower case, accents and curly apostrophes dropped: 'cote d'ivoire' finds "Côte d’Ivoire". */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
    .trim();

/**
 * The countries a typed text finds, best first: the exact name or code, then names that start
 * with it, then names with a word that starts with it, then names that contain it; in list order
 * within each. An empty text finds every country.
 */
export const searchCountries = (text: string, countries: readonly Country[] = passportCountries()): Country[] => {
  const query = fold(text);
  if (!query) return [...countries];
  const rank = ({ code, name }: Country): number => {
    const folded = fold(name);
    if (folded === query || code.toLowerCase() === query) return 0;
    if (folded.startsWith(query)) return 1;
    if (folded.split(/[\s\-'(),&.]+/).some((word) => word.startsWith(query))) return 2;
    return folded.includes(query) ? 3 : -1;
  };
  return countries
    .map((country) => ({ country, rank: rank(country) }))
    .filter(({ rank: found }) => found >= 0)
    .sort((a, b) => a.rank - b.rank)
    .map(({ country }) => country);
};

/** The country whose name (accents aside) or code is exactly the text, if any. */
export const countryNamed = (text: string): Country | undefined => {
  const query = fold(text);
  return query
    ? passportCountries().find(({ code, name }) => fold(name) === query || code.toLowerCase() === query)
    : undefined;
};

const ASSIGNED_CODES: ReadonlySet<string> = new Set(ISO_COUNTRY_CODES);

/** The country of a code, if it is an assigned one (named without building the whole list). */
export const findCountry = (code: string): Country | undefined =>
  ASSIGNED_CODES.has(code) ? { code: code as CountryCode, name: countryName(code) } : undefined;
