export const PASSENGER_TYPES = ['adult', 'child', 'infant_without_seat'] as const;
export const PASSENGER_TITLES = ['mr', 'ms', 'mrs', 'miss', 'dr'] as const;
export const GENDERS = ['male', 'female', 'undisclosed'] as const;
/** Passenger age bands, counted on the day of travel: adult 12+, child 2-11, infant under 2. */
export const passengerTypeForAge = (age: number): (typeof PASSENGER_TYPES)[number] =>
  age >= 12 ? 'adult' : age >= 2 ? 'child' : 'infant_without_seat';
/** Passport number input: spaces removed, upper-cased. */
export const normalisePassportNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();
export interface RouteFacts {
  passenger_identity_documents_required: boolean;
  slices: {
    origin: { iata_code: string; country_code: string };
    destination: { iata_code: string; country_code: string };
    segments: { origin: { country_code: string }; destination: { country_code: string } }[];
  }[];
}
/**
 * Passports are required when the offer says so, on JFK <-> LHR, or when any slice or
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
/**
 * yyyy-MM-dd of the trip's last arrival (the airport's date): a passport must be valid until then.
 * undefined for an offer without segments.
 */
export const lastArrivalDate = (offer: { slices: { segments: { arriving_at: string }[] }[] }): string | undefined =>
  offer.slices
    .flatMap((slice) => slice.segments.map((segment) => segment.arriving_at.slice(0, 10)))
    .sort()
    .at(-1);
export const PASSPORT_EXPIRES_DURING_TRIP_MESSAGE =
  'This passport expires before your last flight. Please use a passport valid for the whole trip.';
/** Days of validity left on a passport, for the 'expired' and under-180-days hints. */
export const passportDaysLeft = (expiry: string, today: string): number =>
  Math.round((Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
