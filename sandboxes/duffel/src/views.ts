import type { Offer, OfferRequest } from './duffelTypes';
import type { GeneratedOffers } from './generateOffers';
import { duffelPlace } from './places';

const minutesToTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Offers inside an offer request carry no available_services (Duffel's Omit<Offer, ...>). */
export const withoutServices = ({
  available_services: _services,
  ...offer
}: Offer): Omit<Offer, 'available_services'> => offer;

/** The offer request resource; `offers` only when asked for (return_offers, or a GET). */
export const offerRequestView = (
  generated: GeneratedOffers,
  withOffers: boolean,
): Omit<OfferRequest, 'offers'> & { offers?: OfferRequest['offers'] } => {
  const { search, requestId, passengers } = generated;
  const view = {
    id: requestId,
    live_mode: false,
    created_at: new Date(search.createdAt).toISOString(),
    cabin_class: search.cabinClass,
    slices: search.slices.map((slice) => ({
      origin: duffelPlace(slice.origin),
      destination: duffelPlace(slice.destination),
      origin_type: duffelPlace(slice.origin).type,
      destination_type: duffelPlace(slice.destination).type,
      departure_date: slice.departureDate,
      departure_time: slice.departureTime
        ? { from: minutesToTime(slice.departureTime.from), to: minutesToTime(slice.departureTime.to) }
        : null,
      arrival_time: slice.arrivalTime
        ? { from: minutesToTime(slice.arrivalTime.from), to: minutesToTime(slice.arrivalTime.to) }
        : null,
    })),
    passengers: passengers.map((passenger) => ({
      id: passenger.id,
      ...(passenger.type ? { type: passenger.type } : {}),
      ...(passenger.age !== null ? { age: passenger.age } : {}),
      loyalty_programme_accounts: [],
    })),
  };
  return withOffers ? { ...view, offers: generated.offers.map(withoutServices) } : view;
};
