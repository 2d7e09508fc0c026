import { randomUUID } from 'node:crypto';
import type { BookingChangeOffer, FlightOffer } from '@portal/platform-common/contracts';
import { bookingBody, passengersFor, traveller, type Traveller } from './bookingStories';
import { daysAhead } from './flightStories';
import type { TestApp } from './testApp';
import { signInAs } from './users';

/** Owners whose cancellations pay back as credits or a voucher: stories that refund cash leave them out. */
const NOT_CASH = ['WN', 'AS', 'B6'];

/**
 * A booking change as a traveller makes it from My Trips: a confirmed booking of a fare the
 * airline lets them change, the change offers for another date, one confirmed under a key.
 */
export const createChangeStories = (t: TestApp, offers: FlightOffer[]) => {
  const used = new Set<string>();
  /** The fare each booking was sold in: a traveller moving dates keeps their fare unless a story says otherwise. */
  const fareOf = new Map<string, string | null>();

  /** `cashRefund`: a fare refunded in cash on cancellation, the one with the smallest refund penalty. */
  const bookChangeable = async (username: string, { cashRefund = false } = {}) => {
    const signedIn = await signInAs(t, username, ['traveller']);
    const v = await traveller(t, { agent: signedIn.agent });
    const penalty = (offer: FlightOffer) => Number(offer.conditions.refund_penalty?.amount ?? 0);
    const [candidate] = offers
      .filter(
        (offer) =>
          !used.has(offer.id) &&
          offer.conditions.changeable === true &&
          (!cashRefund || (offer.conditions.refundable === true && !NOT_CASH.includes(offer.owner.iata_code))),
      )
      .sort((x, y) => (cashRefund ? penalty(x) - penalty(y) : 0));
    if (!candidate) throw new Error('no changeable offer left');
    used.add(candidate.id);
    const offer = (await v.get(`/api/flights/offer/${candidate.id}`).expect(200)).body as FlightOffer;
    const booked = await v
      .book(bookingBody({ offer, passengers: passengersFor(offer, { email: `${username}@example.org` }) }))
      .expect(201);
    const id = booked.body.id as string;
    fareOf.set(id, offer.slices[0]?.fare_brand_name ?? null);
    return { v, id };
  };

  const askForChange = (v: Traveller, id: string, days: number) =>
    v.post(`/api/bookings/${id}/changes`, {
      slices: [{ origin: 'JFK', destination: 'LHR', departureDate: daysAhead(t, days) }],
    });

  /**
   * The first offer of that direction over a few dates (the dearest when `dearest`). `keepFare`:
   * only flights in the booking's own fare (a new fare brings its own refund rules, so stories
   * that cancel afterwards keep it); `fare`: only flights in fares it accepts.
   */
  const offerTo = async (
    v: Traveller,
    id: string,
    direction: BookingChangeOffer['direction'],
    {
      dearest = false,
      keepFare = false,
      fare = (name: string | null | undefined) => !keepFare || name === fareOf.get(id),
    } = {},
  ): Promise<BookingChangeOffer> => {
    const found: BookingChangeOffer[] = [];
    for (const days of [37, 40, 33, 44, 31, 48, 52, 56, 35, 42, 29, 60]) {
      const choices = (await askForChange(v, id, days).expect(200)).body.offers as BookingChangeOffer[];
      found.push(
        ...choices.filter(
          (offer) => offer.direction === direction && offer.slices.every((slice) => fare(slice.fareBrandName)),
        ),
      );
      if (found.length > 0 && !dearest) break;
    }
    const [best] = found.sort((x, y) => Number(y.amount) - Number(x.amount));
    if (!best) throw new Error(`no change offered with direction ${direction}`);
    return best;
  };

  const confirm = (v: Traveller, id: string, offer: BookingChangeOffer, key = randomUUID(), body: object = {}) =>
    v.agent
      .post(`/api/bookings/${id}/changes/${offer.changeOfferId}/confirm`)
      .set('X-Forwarded-For', v.ip)
      .set('X-CSRF-Token', v.token)
      .set('Idempotency-Key', key)
      .send(body);

  const changeRow = async (changeId: string) =>
    (await t.sessionPool.query('SELECT * FROM booking_changes WHERE id = $1', [changeId])).rows[0] as Record<
      string,
      string | null
    >;

  const refundsOf = (intentId: string) =>
    (t.providers.stripe.sandbox?.store.refunds.entries() ?? [])
      .map(([, refund]) => refund)
      .filter((refund) => refund.payment_intent === intentId);

  return { bookChangeable, askForChange, offerTo, confirm, changeRow, refundsOf };
};
