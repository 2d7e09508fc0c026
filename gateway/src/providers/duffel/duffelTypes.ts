/// <reference types="@duffel/api" />
// The SDK bundles its types as ambient modules in one file: the reference above loads them.
export type {
  Airline as DuffelAirline,
  CreateOfferRequest,
  CreateOfferRequestPassenger,
  Offer as DuffelOffer,
  OfferAvailableService as DuffelOfferService,
  OfferPassenger as DuffelOfferPassenger,
  OfferRequest as DuffelOfferRequest,
  OfferSlice as DuffelOfferSlice,
  OfferSliceSegment as DuffelSegment,
  Place as DuffelPlace,
  SeatMap as DuffelSeatMap,
  SeatMapCabinRowSectionElement as DuffelSeatElement,
} from '@duffel/api/types';
