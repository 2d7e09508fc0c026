/// <reference types="@duffel/api" />
// The SDK bundles its types as ambient modules in one file: the reference above loads them, so
// the sandbox's answers are checked against exactly what the gateway's SDK will read.
export type {
  Airline as DuffelAirline,
  Airport as DuffelAirport,
  CabinClass,
  City as DuffelCity,
  FlightsConditions,
  Offer,
  OfferAvailableServiceBaggage,
  OfferPassenger,
  OfferRequest,
  OfferRequestPassenger,
  OfferSlice,
  OfferSliceSegment,
  OfferSliceSegmentPassenger,
  PassengerType,
  Place,
  SeatMap,
  SeatMapCabin,
  SeatMapCabinRow,
  SeatMapCabinRowSectionElement,
} from '@duffel/api/types';
