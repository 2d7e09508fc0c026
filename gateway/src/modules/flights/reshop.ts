import type { FlightOffer, FlightSearchRequest, SearchRequest } from '@portal/platform-common/contracts';
import type { Logger } from '../../http/logger';
import type { ProviderMode } from '../../providers';
import type { DuffelProviders } from '../../providers/duffel/duffelProviders';
import { mapDuffelOffer } from '../../providers/duffel/mapOffer';
import { toMinor } from '../../providers/money';
import type { FlightsRepository, OfferRecord } from './flights.repository';

/**
 * The search that finds this offer's flights again: its route, dates, cabin and party. Two slices
 * that go out and back are a return trip; any other slices a multi-city trip of the same flights.
 */
export const searchOf = (offer: FlightOffer): FlightSearchRequest => {
  const [outbound, inbound] = offer.slices;
  const firstSegment = outbound?.segments[0];
  const count = (type: FlightOffer['passengers'][number]['type']) =>
    offer.passengers.filter((passenger) => passenger.type === type).length;
  const party = {
    cabinClass: (firstSegment?.cabin_class ?? 'economy') as SearchRequest['cabinClass'],
    adultsCount: count('adult'),
    childrenCount: count('child'),
    infantsCount: count('infant_without_seat'),
    page: 1,
    limit: 1,
  };
  const flightOf = (slice: FlightOffer['slices'][number]) => ({
    origin: slice.origin.iata_code,
    destination: slice.destination.iata_code,
    departureDate: slice.segments[0]?.departing_at.slice(0, 10) ?? '',
  });
  const outAndBack =
    offer.slices.length <= 2 &&
    (!inbound ||
      (inbound.origin.iata_code === outbound?.destination.iata_code &&
        inbound.destination.iata_code === outbound.origin.iata_code));
  if (!outAndBack) return { slices: offer.slices.map(flightOf), ...party };
  return {
    origin: outbound?.origin.iata_code ?? '',
    destination: outbound?.destination.iata_code ?? '',
    departureDate: firstSegment?.departing_at.slice(0, 10) ?? '',
    returnDate: inbound?.segments[0]?.departing_at.slice(0, 10),
    ...party,
  };
};

/** What makes two offers the same trip for a traveller: the same flights, at the same times, under the same fare brand. */
export const itineraryKey = (offer: FlightOffer): string =>
  JSON.stringify(
    offer.slices.map((slice) => [
      slice.fare_brand_name ?? null,
      slice.segments.map((segment) => [
        segment.marketing_carrier.iata_code,
        segment.flight_number,
        segment.departing_at,
        segment.cabin_class,
      ]),
    ]),
  );

/** The flights' own facts, compared on Duffel's offers before any is mapped (most of a search's offers are other flights). */
const departuresOf = (slices: { fare_brand_name?: string | null; segments: { departing_at: string }[] }[]) =>
  JSON.stringify(slices.map((slice) => [slice.fare_brand_name ?? null, slice.segments.map((s) => s.departing_at)]));

/**
 * The new request's offer for the same trip, read page by page until it turns up: a search lists
 * hundreds of offers, and mapping each through the contract would cost the checkout far more than
 * the one it wants. Only offers with the same departures under the same fare are mapped and compared.
 */
const findSameTrip = async (
  provider: ReturnType<DuffelProviders['forMode']>,
  offerRequestId: string,
  taken: FlightOffer,
): Promise<FlightOffer | null> => {
  const wanted = itineraryKey(taken);
  const departures = departuresOf(taken.slices);
  for await (const page of provider.offerPages(offerRequestId)) {
    for (const raw of page) {
      if (departuresOf(raw.slices) !== departures) continue;
      try {
        const offer = mapDuffelOffer(raw);
        if (itineraryKey(offer) === wanted) return offer;
      } catch {
        // An offer the contract cannot carry is no candidate.
      }
    }
  }
  return null;
};

export interface ReshopDeps {
  repository: Pick<FlightsRepository, 'saveRequest'>;
  duffel: Pick<DuffelProviders, 'forMode' | 'clockFor'>;
  logger: Logger;
}

/**
 * An offer is one traveller's: once another booking took the offer request it came from (Duffel
 * orders one offer per request), the same flights are shopped again in a new offer request of
 * the same route, dates, cabin and party. The new request is kept like any search, under a key
 * of its own (never served as a shared search). Null: the flights are no longer sold.
 */
export const createReshopper = ({ repository, duffel, logger }: ReshopDeps) => ({
  async reshop(taken: OfferRecord & { mode: ProviderMode }): Promise<(OfferRecord & { mode: ProviderMode }) | null> {
    const provider = duffel.forMode(taken.mode);
    const createdAt = duffel.clockFor(taken.mode).now();
    const { id } = await provider.createOfferRequest(searchOf(taken.supplier));
    const found = await findSameTrip(provider, id, taken.supplier);
    logger.info({ takenOfferId: taken.id, offerRequestId: id, found: Boolean(found) }, 're-shopped a taken offer');
    if (!found) return null;
    const minor = toMinor(found.total_amount, found.total_currency);
    const expiresAt = new Date(found.expires_at);
    const saved = await repository.saveRequest({
      searchKey: `reshop:${taken.id}:${createdAt.getTime()}`,
      providerOfferRequestId: id,
      mode: taken.mode,
      createdAt,
      expiresAt,
      offers: [
        {
          id: found.id,
          position: 0,
          supplier: found,
          totalAmountMinor: minor,
          currency: found.total_currency,
          expiresAt,
        },
      ],
    });
    return {
      id: found.id,
      offerRequestId: saved.id,
      position: 0,
      supplier: found,
      totalAmountMinor: minor,
      currency: found.total_currency,
      expiresAt,
      mode: taken.mode,
    };
  },
});

export type Reshopper = ReturnType<typeof createReshopper>;
