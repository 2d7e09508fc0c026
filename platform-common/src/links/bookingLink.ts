/**
 * The booking page's address, shared by the page that links to it (the search module's flight
 * detail) and the page that reads it (the booking module): /booking?offer={id}&adults=&children=&infants=.
 */

export interface Party {
  adults: number;
  children: number;
  infants: number;
}

/** What a booking address says: the offer, and each count it carries (null when it has none). */
export interface BookingLink {
  offerId: string | null;
  counts: { [K in keyof Party]: number | null };
}

/** Nine travellers at the most per type, as the search form allows. */
const MOST_PER_TYPE = 9;

export const bookingLink = (offerId: string, { adults, children, infants }: Party): string =>
  `/booking?${new URLSearchParams({ offer: offerId, adults: String(adults), children: String(children), infants: String(infants) }).toString()}`;

/** The first of `names` present with a value, clamped to [min, 9]; a value that is not a number reads as min. */
const countOf = (params: URLSearchParams, names: string[], min: number): number | null => {
  const raw = names.map((name) => params.get(name)).find((value) => value !== null && value !== '');
  if (raw === undefined || raw === null) return null;
  const value = Number.parseInt(raw, 10);
  return Number.isFinite(value) ? Math.min(MOST_PER_TYPE, Math.max(min, value)) : min;
};

/** Reads a booking address; the search form's adultsCount reading of each count is accepted too. At least one adult. */
export const readBookingLink = (params: URLSearchParams): BookingLink => ({
  offerId: params.get('offer') || null,
  counts: {
    adults: countOf(params, ['adults', 'adultsCount'], 1),
    children: countOf(params, ['children', 'childrenCount'], 0),
    infants: countOf(params, ['infants', 'infantsCount'], 0),
  },
});
