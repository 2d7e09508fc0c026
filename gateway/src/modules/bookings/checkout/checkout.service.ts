import type { FlightOffer } from '@portal/platform-common/contracts';
import { AppError } from '../../../http/errors';
import type { BrandContext } from '../../../http/brandContext';
import type { ProviderMode } from '../../../providers';
import { offerNotFound } from '../../../providers/duffel/duffelErrors';
import { DEFAULT_ORDER_DEADLINE_MS } from '../../../providers/duffel/duffelOrders';
import { mapDuffelSeatMaps } from '../../../providers/duffel/mapSeatMaps';
import { duffelOrderBody } from '../../../providers/duffel/orderBody';
import type { FlightsRepository, OfferRecord } from '../../flights/flights.repository';
import type { FreshOffers } from '../../flights/freshOffer';
import type { BookingRecord } from '../bookings.repository';
import { checkPassengers, type MatchedPassenger } from './checkoutPassengers';
import { checkAmount, priceCheckout, resolveSeats, type CheckoutPrice, type ResolvedSeat } from './checkoutPrice';
import { itineraryOf } from '../itinerary';
import { createOfferChoice, seatsOnTwin } from './offerChoice';
import { orderRequestFor } from './orderRequest';
import type { Reshopper } from '../../flights/reshop';
import { fingerprintOf, type BookingRequest } from './requestFingerprint';
import { createAuthentication } from './authentication';
import { createCardStep } from './cardStep';
import { createOrderStep } from './orderStep';
import type { BookingAnswer } from './bookingAnswers';
import { createSagaSteps, type SagaDeps } from './sagaSteps';

export interface BookingsServiceDeps extends SagaDeps {
  offers: Pick<FlightsRepository, 'findOffer'>;
  /** The offer as the provider has it now (the same reading the flight pages use). */
  freshOffers: FreshOffers;
  /** Shops a taken offer's flights again (an offer is one traveller's). */
  reshopper: Reshopper;
  /** The brand's display name, for the e-mail. */
  brandName(brandKey: string): Promise<string | undefined>;
  /** Our own deadline on orders.create (the SDK has none); unset, the Duffel adapter's (60 s). */
  orderDeadlineMs?: number;
  /** How long a concurrent duplicate waits for the first request's answer. */
  duplicateWaitMs?: number;
}

/** One POST /api/bookings, as the route hands it over. */
export interface Checkout {
  idempotencyKey: string;
  request: BookingRequest;
  brand: BrandContext;
  /** The signed-in traveller, or null for a guest. */
  userId: string | null;
  /** sha256 of the session id the request came with: a replay from another session is not the checkout's own. */
  sessionHash: string;
  /** Counts a new checkout against the client's rate limits (and its card's, in this mode); throws 429 when over one. */
  admit(mode: ProviderMode): Promise<void>;
}

interface Prepared {
  offer: FlightOffer;
  passengers: MatchedPassenger[];
  seats: ResolvedSeat[];
  price: CheckoutPrice;
  passportsTaken: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
const keyReused = () =>
  new AppError(
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different booking request. Start a new checkout.',
    409,
  );

/**
 * The booking saga, the checkout room's story: one booking per Idempotency-Key → the offer, passengers, seats
 * and price checked → the card authorized → the Duffel order created (its outcome reconciled
 * when unclear) → the money captured → confirmed. Nothing before the authorization leaves a
 * trace; any failure after it voids the authorization; no booking is confirmed without both a
 * captured payment and an order.
 *
 * The rest of the room, in the order the story calls it: offerChoice (the offer or its re-shopped
 * twin), checkoutPassengers and checkoutPrice (the checks), orderRequest (what is ordered),
 * cardStep (the authorization), authentication (a 3-D Secure pause), orderStep, sagaSteps and
 * confirmStep (order, capture, confirmation, compensation), bookingAnswers (what a booking answers);
 * resume.ts finishes what a crash left mid-way.
 */
export const createBookingsService = (deps: BookingsServiceDeps) => {
  const { repository, offers, duffel, payments, logger } = deps;
  const steps = createSagaSteps(deps);
  const orderStep = createOrderStep({ repository, duffel, steps, logger, orderDeadlineMs: deps.orderDeadlineMs });
  const authentication = createAuthentication({
    repository,
    payments,
    steps,
    secrets: deps.secrets,
    orderStep,
    brandName: deps.brandName,
    logger,
  });
  const cardStep = createCardStep({ repository, payments, steps, logger });
  const chooseOffer = createOfferChoice({ repository, reshopper: deps.reshopper });
  const orderDeadlineMs = deps.orderDeadlineMs ?? DEFAULT_ORDER_DEADLINE_MS;
  const duplicateWaitMs = deps.duplicateWaitMs ?? orderDeadlineMs + 30_000;

  const book = async (checkout: Checkout): Promise<BookingAnswer> => {
    const fingerprint = fingerprintOf(checkout.request);

    // a. One booking per Idempotency-Key: a retry, or a duplicate sent meanwhile, gets its answer.
    // Both read at once (a checkout waits on each round trip): the offer is unused on a replay.
    const [known, stored] = await Promise.all([
      repository.findByKey(checkout.idempotencyKey),
      offers.findOffer(checkout.request.offerId),
    ]);
    if (known) return replay(known, fingerprint, checkout);
    if (!stored) throw offerNotFound();
    const claim = await repository.claim({
      idempotencyKey: checkout.idempotencyKey,
      requestFingerprint: fingerprint,
      mode: stored.mode,
      brandKey: checkout.brand.key,
      userId: checkout.userId,
      offerId: stored.id,
      checkoutSessionHash: checkout.sessionHash,
    });
    if (!claim.created) return replay(claim.booking, fingerprint, checkout);
    try {
      return await checkOut(checkout, stored, claim.booking);
    } finally {
      // Its history complete before the traveller is answered.
      await steps.recorded(claim.booking.id);
    }
  };

  /** The claimed booking from its checks to its end (or its 3-D Secure pause). */
  const checkOut = async (
    checkout: Checkout,
    stored: OfferRecord & { mode: BookingRecord['mode'] },
    claimed: BookingRecord,
  ): Promise<BookingAnswer> => {
    let booking = claimed;

    // b, c. The offer, the passengers, the seats and the amount, all before the card is touched:
    // a failure here gives the key back, as if the request had never come. Only checkouts that
    // reach the card count against the client's limit (card testing is what it stops).
    let prepared: Prepared;
    try {
      prepared = await prepare(checkout, await chooseOffer(stored, booking.id));
      await checkout.admit(booking.mode);
    } catch (error) {
      await repository.release(booking.id);
      throw error;
    }
    const primary = prepared.passengers[0]?.passenger;
    const priced = await repository.transition(booking.id, ['pending'], {
      // The offer ordered: the one chosen, or its re-shopped twin.
      offerId: prepared.offer.id,
      primaryEmail: primary?.email?.toLowerCase() ?? null,
      primaryFamilyName: primary?.lastName ?? null,
      currency: prepared.price.currency,
      sellingTotalMinor: prepared.price.sellingMinor,
      supplierTotalMinor: prepared.price.supplierMinor,
      marginMinor: prepared.price.marginMinor,
      itinerary: itineraryOf(prepared.offer, prepared.passengers, prepared.seats, prepared.price.sellingMinor),
    });
    void steps.record(booking, 'offer', 'verified', {
      offerId: prepared.offer.id,
      ...(prepared.offer.id !== stored.id ? { reshoppedFrom: stored.id } : {}),
      amountMinor: prepared.price.sellingMinor.toString(),
      seats: prepared.seats.length,
    });
    booking = priced ?? (await repository.current(booking.id));

    // d. The card: authorized for the selling total, captured only once the order exists. A card
    // whose bank asks for 3-D Secure pauses the checkout here (202 with the client secret).
    const body = duffelOrderBody(
      orderRequestFor({
        bookingId: booking.id,
        offer: prepared.offer,
        passengers: prepared.passengers,
        seats: prepared.seats,
        supplierMinor: prepared.price.supplierMinor,
        passportsTaken: prepared.passportsTaken,
      }),
    );
    const authorized = await cardStep.authorize(booking, checkout.request.paymentDetails, prepared, {
      sessionHash: checkout.sessionHash,
      userId: checkout.userId,
    });
    if ('clientSecret' in authorized)
      return authentication.pause(
        authorized.booking,
        body,
        authorized.clientSecret,
        new Date(prepared.offer.expires_at),
      );
    booking = authorized.booking;
    // Ended meanwhile by a resumer that took this slow request for abandoned: its end is the answer.
    if (booking.status !== 'authorized') return steps.answerOf(booking);

    // e, f, g. The order (Duffel has no idempotency key: the attempt is recorded first, and an
    // unclear outcome is reconciled by looking the order up, never by creating it again), the
    // money, then the account, the e-mail and the answer.
    return orderStep.finish(booking, body, {
      userId: checkout.userId,
      createAccount: true,
      brandName: await deps.brandName(booking.brandKey),
    });
  };

  /** The checks that need the offer as Duffel has it now (services and seat ids change per fetch). */
  const prepare = async (
    { request, brand }: Checkout,
    stored: OfferRecord & { mode: BookingRecord['mode'] },
  ): Promise<Prepared> => {
    const { offer, passportsTaken } = await deps.freshOffers.fetch(stored);
    const passengers = checkPassengers(
      request.passengers,
      offer,
      duffel.clockFor(stored.mode).now().toISOString().slice(0, 10),
    );
    // Seat service ids change on every fetch: the seats are found again in maps fetched now.
    const rawMaps = request.seats.length ? await duffel.forMode(stored.mode).getSeatMaps(stored.id) : [];
    const chosenSeats =
      stored.id === request.offerId
        ? request.seats
        : seatsOnTwin(request.seats, (await offers.findOffer(request.offerId))?.supplier ?? offer, offer);
    const seats = resolveSeats(
      chosenSeats,
      deps.freshOffers.fromProvider('seat maps', () => mapDuffelSeatMaps(rawMaps)),
      passengers,
    );
    const price = priceCheckout(offer, seats, brand.markup);
    checkAmount(request.paymentDetails, price);
    return { offer, passengers, seats, price, passportsTaken };
  };

  /** The same key again: the same request gets the first one's answer (after waiting for it), another request a 409. */
  const replay = async (booking: BookingRecord, fingerprint: string, checkout: Checkout): Promise<BookingAnswer> => {
    if (booking.requestFingerprint !== fingerprint) throw keyReused();
    for (let waited = 0; ; waited += 250) {
      const current = await repository.find(booking.id);
      // Given back (it failed before the card): this request starts over as a new one.
      if (!current) return book(checkout);
      const settled =
        current.answeredAt !== null || ['confirmed', 'failed', 'needs_attention'].includes(current.status);
      if (settled || waited >= duplicateWaitMs) return forRequester(steps.answerOf(current), current, checkout);
      await sleep(250);
    }
  };

  /**
   * A new account's name and its sign-in go only to the checkout's own session, or to the
   * session already signed in as that account (where the original went once signed in). Anyone
   * else replaying the key and body (issue 21) gets the booking and nothing more.
   */
  const forRequester = (answer: BookingAnswer, booking: BookingRecord, checkout: Checkout): BookingAnswer => {
    const own =
      booking.checkoutSessionHash === checkout.sessionHash ||
      (booking.userId !== null && booking.userId === checkout.userId);
    if (own || !('accountInfo' in answer.body)) return answer;
    return { status: answer.status, body: { ...answer.body, accountInfo: null } };
  };

  return {
    book,
    /** POST /api/bookings/:id/authentication, the webhook and the resumer: see authentication.ts. */
    authentication,
  };
};

export type BookingsService = ReturnType<typeof createBookingsService>;
