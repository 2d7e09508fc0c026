import type { Passenger } from '@portal/platform-common/contracts';
import type { DuffelCreateOrder } from './duffelOrders';
import type { DuffelOffer } from './duffelTypes';

/** One passenger of the order, matched to the offer's passenger it was priced as. */
export interface OrderPassenger {
  offerPassengerId: string;
  passenger: Passenger;
  /** The offer passenger id of the lap infant this adult carries, if any. */
  carriesInfant: string | null;
}

/** What a booking orders, in its own terms: the provider shapes Duffel's body from it. */
export interface OrderRequest {
  /** The booking's id, kept on the order: the order is looked up by it when its creation had no clear answer. */
  bookingId: string;
  offerId: string;
  passengers: OrderPassenger[];
  /** The primary passenger's e-mail and phone (E.164): Duffel needs both on every passenger. */
  contact: { email: string; phone: string };
  /** The chosen services (seats), one of each. */
  serviceIds: string[];
  /** What the provider is paid, from the balance: the offer and services at supplier prices. */
  payment: { amount: string; currency: string };
  /** The offer takes passports (domestic offers take none, and refuse them). */
  passportsTaken: boolean;
}

/** Whether Duffel takes passports for this offer: required, or among the documents it supports. */
export const takesPassports = (
  offer: Pick<DuffelOffer, 'passenger_identity_documents_required' | 'supported_passenger_identity_document_types'>,
): boolean =>
  offer.passenger_identity_documents_required ||
  (offer.supported_passenger_identity_document_types ?? []).includes('passport');

/**
 * orders.create's body: every passenger of the offer by its id, with the contact details on each,
 * a passport where one was given and the offer takes it, each lap infant on an adult, the
 * services and no bags, paid from the balance, and the booking id in the metadata.
 */
export const duffelOrderBody = ({
  bookingId,
  offerId,
  passengers,
  contact,
  serviceIds,
  payment,
  passportsTaken,
}: OrderRequest): DuffelCreateOrder => ({
  type: 'instant',
  selected_offers: [offerId],
  passengers: passengers.map(({ offerPassengerId, passenger, carriesInfant }) => ({
    id: offerPassengerId,
    title: passenger.title,
    gender: passenger.gender === 'female' ? 'f' : 'm',
    given_name: passenger.firstName,
    family_name: passenger.lastName,
    born_on: passenger.dateOfBirth,
    email: contact.email,
    phone_number: contact.phone,
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
  services: serviceIds.map((id) => ({ id, quantity: 1 })),
  payments: [{ type: 'balance', amount: payment.amount, currency: payment.currency }],
  metadata: { booking_id: bookingId },
});
