export const PASSENGER_TYPES = ['adult', 'child', 'infant_without_seat'] as const;
export const PASSENGER_TITLES = ['mr', 'ms', 'mrs', 'miss', 'dr'] as const;
export const GENDERS = ['male', 'female', 'undisclosed'] as const;
/** The 24 issuing countries the passenger form offers (ISO 3166-1 alpha-2). */
export const PASSPORT_COUNTRIES = [
  ['US', 'United States'], ['GB', 'United Kingdom'], ['CA', 'Canada'], ['AU', 'Australia'], ['NZ', 'New Zealand'], ['IE', 'Ireland'],
  ['DE', 'Germany'], ['FR', 'France'], ['ES', 'Spain'], ['IT', 'Italy'], ['NL', 'Netherlands'], ['BE', 'Belgium'],
  ['CH', 'Switzerland'], ['SE', 'Sweden'], ['NO', 'Norway'], ['DK', 'Denmark'], ['PT', 'Portugal'], ['MX', 'Mexico'],
  ['BR', 'Brazil'], ['IN', 'India'], ['JP', 'Japan'], ['CN', 'China'], ['SG', 'Singapore'], ['AE', 'United Arab Emirates'],
] as const;
/** Age bands of traveller-journey.md §9 on the day of travel: adult 12+, child 2-11, infant under 2. */
export const passengerTypeForAge = (age: number): (typeof PASSENGER_TYPES)[number] => (age >= 12 ? 'adult' : age >= 2 ? 'child' : 'infant_without_seat');
/** Passport number input: spaces removed, upper-cased (§5). */
export const normalisePassportNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();
export interface RouteFacts {
  passenger_identity_documents_required: boolean;
  slices: { origin: { iata_code: string; country_code: string }; destination: { iata_code: string; country_code: string }; segments: { origin: { country_code: string }; destination: { country_code: string } }[] }[];
}
/**
 * §5: passports are required when the offer says so, on JFK <-> LHR, or when any slice or
 * segment crosses a border.
 */
export const passportRequiredFor = (offer: RouteFacts): boolean => {
  if (offer.passenger_identity_documents_required) return true;
  return offer.slices.some((slice) => {
    const pair = [slice.origin.iata_code, slice.destination.iata_code].sort().join('-');
    if (pair === 'JFK-LHR') return true;
    if (slice.origin.country_code !== slice.destination.country_code) return true;
    return slice.segments.some((segment) => segment.origin.country_code !== segment.destination.country_code);
  });
};
/** Days of validity left on a passport, for the 'expired' and under-180-days hints. */
export const passportDaysLeft = (expiry: string, today: string): number =>
  Math.round((Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
