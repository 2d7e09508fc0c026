import {
  countryName,
  countryNamed,
  FIRST_PASSPORT_COUNTRIES,
  ISO_COUNTRY_CODES,
  isAssignedCountryCode,
  passportCountries,
  searchCountries,
} from '.';

describe('the countries a passport can be issued by', () => {
  test("249 countries, the spec's 24 first in its order, then the rest alphabetically by name", () => {
    const countries = passportCountries();
    expect(countries).toHaveLength(249);
    expect(new Set(countries.map(({ code }) => code)).size).toBe(249);
    expect(countries.slice(0, 24).map(({ code }) => code)).toEqual([...FIRST_PASSPORT_COUNTRIES]);
    expect(countries.slice(0, 3).map(({ name }) => name)).toEqual(['United States', 'United Kingdom', 'Canada']);
    const rest = countries.slice(24).map(({ name }) => name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(rest[0]).toBe('Afghanistan');
  });

  test('every code is assigned and has an English name; reserved and made-up codes are not assigned', () => {
    for (const code of ISO_COUNTRY_CODES) {
      expect(isAssignedCountryCode(code)).toBe(true);
      expect(countryName(code)).not.toBe(code);
    }
    expect(countryName('KE')).toBe('Kenya');
    for (const code of ['XX', 'UK', 'EU', 'AN', 'XK', 'ke']) expect(isAssignedCountryCode(code)).toBe(false);
  });
});

describe('searchCountries: what a traveller typing finds, best first', () => {
  const names = (text: string) => searchCountries(text).map(({ name }) => name);

  test('a start of a name finds that country first', () => {
    expect(names('ken')[0]).toBe('Kenya');
    expect(names('Germ')[0]).toBe('Germany');
  });

  test('a code finds its country first; accents and curly apostrophes need not be typed', () => {
    expect(names('gb')[0]).toBe('United Kingdom');
    expect(names("cote d'ivoire")).toEqual([countryName('CI')]);
    expect(names('aland')[0]).toBe(countryName('AX'));
  });

  test('a word inside a name finds it after the names that start with the text; nothing for nonsense', () => {
    const guinea = names('guinea');
    expect(guinea[0]).toBe('Guinea');
    expect(guinea).toEqual(expect.arrayContaining(['Papua New Guinea', 'Equatorial Guinea', 'Guinea-Bissau']));
    expect(guinea.indexOf('Guinea-Bissau')).toBeLessThan(guinea.indexOf('Papua New Guinea'));
    expect(names('qqq')).toEqual([]);
  });

  test('an empty text lists every country in the picker order; a full name or code is recognised', () => {
    expect(searchCountries('')).toEqual(passportCountries());
    expect(countryNamed('kenya')?.code).toBe('KE');
    expect(countryNamed(' ke ')?.code).toBe('KE');
    expect(countryNamed('Keny')).toBeUndefined();
  });
});
