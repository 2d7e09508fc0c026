import type { FlightOffer } from '@portal/platform/contracts';
import type { DuffelCreateOrder } from '../../../providers/duffel/duffelOrders';
import { fromMinor } from '../../../providers/money';
import { toE164, type MatchedPassenger } from './checkoutPassengers';
import type { ResolvedSeat } from './checkoutPrice';

export interface OrderBodyInput {
  bookingId: string;
  offer: FlightOffer;
  passengers: MatchedPassenger[];
  seats: ResolvedSeat[];
  /** What Duffel is paid: the offer and seats at supplier prices. */
  supplierMinor: bigint;
  /** The offer takes passports (domestic offers take none, and refuse them). */
  passportsTaken: boolean;
}

/**
 * orders.create's body: every passenger of the offer by its id, with the primary passenger's
 * e-mail and phone on each (Duffel needs both on every passenger), a passport where one was given
 * and the offer takes it, each lap infant on an adult, the seats and no bags, paid from the
 * balance at supplier prices, and the booking id in the metadata: the order is looked up by it
 * when its creation had no clear answer.
 */
export const orderBodyFor = ({ bookingId, offer, passengers, seats, supplierMinor, passportsTaken }: OrderBodyInput): DuffelCreateOrder => {
  const primary = passengers[0]?.passenger;
  const email = primary?.email ?? '';
  const phone = toE164(primary?.phone ?? '') ?? '';
  return {
    type: 'instant',
    selected_offers: [offer.id],
    passengers: passengers.map(({ offerPassengerId, passenger, carriesInfant }) => ({
      id: offerPassengerId,
      title: passenger.title,
      gender: passenger.gender === 'female' ? 'f' : 'm',
      given_name: passenger.firstName,
      family_name: passenger.lastName,
      born_on: passenger.dateOfBirth,
      email,
      phone_number: phone,
      ...(carriesInfant ? { infant_passenger_id: carriesInfant } : {}),
      ...(passportsTaken && passenger.passportNumber && passenger.passportExpiryDate && passenger.passportIssuingCountry
        ? {
            identity_documents: [
              {
                type: 'passport' as const,
                unique_identifier: passenger.passportNumber,
                expires_on: passenger.passportExpiryDate,
                issuing_country_code: passenger.passportIssuingCountry,
              },
            ],
          }
        : {}),
    })),
    services: seats.map((seat) => ({ id: seat.serviceId, quantity: 1 })),
    payments: [{ type: 'balance', amount: fromMinor(supplierMinor, offer.total_currency), currency: offer.total_currency }],
    metadata: { booking_id: bookingId },
  };
};
