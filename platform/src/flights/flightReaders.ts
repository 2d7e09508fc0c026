import type {
  FareGroup,
  FlexibleDatesResponse,
  FlightOffer,
  OfferValidity,
  SearchResponse,
} from '@portal/platform-common/contracts';
import { answerOf, array, REFUSED, type Reader } from '@portal/platform-common/json-readers';
import { readFlexibleDates } from './readFlexibleDates';
import { readFlightOffer } from './readFlightOffer';
import { readOfferValidity } from './readOfferValidity';
import { readFareGroup, readSearchResponse } from './readSearchResponse';

// The flight answers a first load reads (an offer, a page of results, the flexible-dates strip, an
// offer's validity), read without zod: one chunk, fetched with the first of them (loadFlightReaders).

export const flightOfferFrom: (body: unknown) => FlightOffer = answerOf(readFlightOffer, 'The offer');
export const searchResponseFrom: (body: unknown) => SearchResponse = answerOf(readSearchResponse, 'The results');
export const flexibleDatesFrom: (body: unknown) => FlexibleDatesResponse = answerOf(
  readFlexibleDates,
  'The flexible dates',
);

const orNull =
  <T>(read: Reader<T>) =>
  (value: unknown): T | null => {
    const result = read(value);
    return result === REFUSED ? null : result;
  };

/** Offers kept by the browser (load-more's stored cards), or null when they no longer match the contract. */
export const storedOffersOrNull: (value: unknown) => FlightOffer[] | null = orNull(array(readFlightOffer));
export const storedFareGroupsOrNull: (value: unknown) => FareGroup[] | null = orNull(array(readFareGroup));

/** An offer's validity (200, or 410 when it has expired), or null when the answer is not one. */
export const offerValidityOrNull: (value: unknown) => OfferValidity | null = orNull(readOfferValidity);
