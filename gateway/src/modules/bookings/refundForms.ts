import type { AirlineCredit } from '@portal/platform-common/contracts';
import type { BookingRecord } from './bookings.repository';
import type { Itinerary, StoredAirlineCredit } from './bookingTypes';

/** Duffel refund_to values that are cash to the agency, which the card refund passes on. */
const CASH = new Set(['balance', 'card', 'original_form_of_payment', 'arc_bsp_cash']);

/** How the traveller is paid back, in their words: to the card, as airline credits, or as a voucher. */
export type RefundForm = 'card' | 'airline_credits' | 'voucher';

/** null: a form the portal cannot pass on automatically (a person decides). Rows from before refund_to was kept were cash. */
export const refundFormOf = (refundTo: string | null): RefundForm | null => {
  if (refundTo === null || CASH.has(refundTo)) return 'card';
  return refundTo === 'airline_credits' || refundTo === 'voucher' ? refundTo : null;
};

/**
 * What the card gets back in minor units: Duffel's quoted refund when it was paid in cash, nothing
 * when it came back as credits or a voucher (the card is never refunded for money the agency did
 * not get back), null for a form the portal does not know.
 */
export const cashRefundMinor = (booking: Pick<BookingRecord, 'refundTo' | 'refundMinor'>): bigint | null => {
  const form = refundFormOf(booking.refundTo);
  if (form === null) return null;
  return form === 'card' ? (booking.refundMinor ?? 0n) : 0n;
};

/** Airlines usually honour a credit for a year from its issue; Duffel does not say, so this is what My Trips shows. */
const creditExpiry = (issuedOn: string): string => {
  const [year = '1970', rest = '01-01'] = [issuedOn.slice(0, 4), issuedOn.slice(5, 10)];
  return `${Number(year) + 1}-${rest}`;
};

/** The credits as the traveller redeems them, each with the passenger it belongs to. */
export const creditsForTraveller = (
  credits: StoredAirlineCredit[] | null,
  itinerary: Itinerary | null,
): AirlineCredit[] =>
  (credits ?? []).map((credit) => {
    const passenger = itinerary?.passengers.find((candidate) => candidate.id === credit.passengerId);
    return {
      code: credit.code,
      name: credit.name,
      amount: credit.amount,
      currency: credit.currency,
      issuedOn: credit.issuedOn,
      expiresOn: creditExpiry(credit.issuedOn),
      passengerName: passenger ? `${passenger.given_name} ${passenger.family_name}` : null,
    };
  });
