export { ISO_COUNTRY_CODES, isAssignedCountryCode, type CountryCode } from './isoCountries';
export {
  FIRST_PASSPORT_COUNTRIES,
  countryName,
  countryNamed,
  findCountry,
  passportCountries,
  searchCountries,
  type Country,
} from './passportCountries';
