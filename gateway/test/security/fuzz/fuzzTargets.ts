import type { Brand, FlightOffer } from '@portal/platform-common/contracts';
import { bookingBody, CARDS, passengersFor, paymentMethodFor } from '../../bookingStories';
import type { Json } from './arbitraries';

/** What the seeds are made from: real records of the app under test. */
export interface FuzzContext {
  offer: FlightOffer;
  brand: Brand;
  bookingId: string;
  departureDate: string;
  /** A saved traveller of the fuzzing admin. */
  travellerId: string;
}

type Seed<T> = T | ((ctx: FuzzContext) => T);

/**
 * A route's valid inputs, which the fuzzer breaks a little at a time. Routes without a body or
 * query contract are still sent random ones (they must be ignored or refused, never a 500).
 */
export interface FuzzTarget {
  params?: Seed<Record<string, string>>;
  query?: Seed<Record<string, string>>;
  body?: Seed<Json>;
  /** Other valid shapes of the body (the other branch of a union, an optional part filled in). */
  otherBodies?: Seed<Json[]>;
  /** Sent with every request: an Idempotency-Key is made fresh per run. */
  idempotent?: boolean;
  optional?: boolean;
}

/** The body seeds of a target: its body and its other shapes. */
export const bodySeeds = (target: FuzzTarget, ctx: FuzzContext): Json[] => {
  const body = seedOf(target.body, ctx);
  return [...(body === undefined ? [] : [body]), ...(seedOf(target.otherBodies, ctx) ?? [])];
};

export const seedOf = <T>(seed: Seed<T> | undefined, ctx: FuzzContext): T | undefined =>
  typeof seed === 'function' ? (seed as (c: FuzzContext) => T)(ctx) : seed;

const search = (ctx: FuzzContext) => ({
  origin: 'JFK',
  destination: 'LHR',
  departureDate: ctx.departureDate,
  cabinClass: 'economy',
  adultsCount: '1',
  childrenCount: '0',
  infantsCount: '0',
  page: '1',
  limit: '5',
  stops: '0,1',
  airlines: 'BA',
  departureTime: 'morning',
  maxDuration: '12',
  priceMax: '5000',
  refundable: 'false',
  sort: 'best',
});
const brand = { brand: 'default' };
const ALERT_ID = '00000000-0000-4000-8000-000000000000';
const offer = (ctx: FuzzContext) => ({ id: ctx.offer.id });
export const FUZZ_SAVED_TRAVELLER = {
  title: 'ms',
  firstName: 'Ada',
  lastName: 'Lovelace',
  gender: 'female',
  dateOfBirth: '1985-12-10',
  passportNumber: 'K7Q4Z9P2',
  passportIssuingCountry: 'GB',
  passportExpiryDate: '2034-05-01',
};

export const FUZZ_TARGETS: Record<string, FuzzTarget> = {
  'GET /api/health': {},
  'GET /api/system/mode': {},
  'GET /api/csrf-token': {},
  'GET /api/remotes': {},
  'GET /api/brands/:key': { params: { key: 'default' } },

  'GET /api/auth/user': {},
  'POST /api/auth/register': {
    body: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada.fuzz@example.org',
      username: 'ada-fuzz',
      password: 'Ada-Fuzz-Password-1',
      terms: true,
    },
  },
  'POST /api/auth/login': { body: { username: 'admin', password: 'not-the-password' } },
  'POST /api/auth/logout': { body: {} },
  'POST /api/auth/change-password': { body: { currentPassword: 'not-the-password', newPassword: 'A-new-password-1!' } },
  'POST /api/auth/confirm-email': { body: { token: 'A'.repeat(43) } },
  'POST /api/auth/confirm-email/resend': { body: {} },
  'POST /api/auth/forgot-password': { body: { email: 'ada.fuzz@example.org' } },
  'POST /api/auth/reset-password': { body: { token: 'A'.repeat(43), newPassword: 'A-new-password-1!' } },
  'PATCH /api/auth/profile': {
    body: { firstName: 'Ada', lastName: 'Lovelace', phone: '+44 20 7946 0958' },
    otherBodies: [{ email: 'admin.fuzz@example.org', currentPassword: 'not-the-password' }, { phone: '' }],
  },
  'POST /api/auth/email-change/cancel': { body: { token: 'A'.repeat(43) } },

  // Price alerts (an id nobody holds: the inputs still reach validation and the ownership check).
  'GET /api/alerts': {},
  'POST /api/alerts': {
    body: (ctx) => ({ search: search(ctx), targetPrice: '450.50', email: 'alert.fuzz@example.org' }),
    otherBodies: (ctx) => [{ search: { origin: 'JFK', destination: 'LHR', departureDate: ctx.departureDate } }],
  },
  'GET /api/alerts/:id': { params: { id: ALERT_ID }, query: { token: `${ALERT_ID}.${'A'.repeat(43)}` } },
  'PATCH /api/alerts/:id': { params: { id: ALERT_ID }, body: { paused: true } },
  'DELETE /api/alerts/:id': { params: { id: ALERT_ID } },
  'POST /api/alerts/links/confirm': { query: { token: 'A'.repeat(43) } },
  'POST /api/alerts/links/unsubscribe': { query: { token: `${ALERT_ID}.${'A'.repeat(43)}` } },

  'GET /api/travellers': {},
  'POST /api/travellers': {
    body: FUZZ_SAVED_TRAVELLER,
    otherBodies: [{ firstName: 'Ada', lastName: 'Lovelace', gender: 'undisclosed', dateOfBirth: '2020-02-29' }],
  },
  // Before the DELETE, which removes the traveller its seed names.
  'PUT /api/travellers/:id': { params: (ctx) => ({ id: ctx.travellerId }), body: FUZZ_SAVED_TRAVELLER },
  'DELETE /api/travellers/:id': { params: (ctx) => ({ id: ctx.travellerId }) },

  'GET /api/flights/search': { query: search },
  'POST /api/flights/search': {
    body: (ctx) => ({ ...search(ctx), adultsCount: 1, childrenCount: 0, infantsCount: 0, page: 1, limit: 5 }),
    // The multi-city shape of the same route: slices in place of origin, destination and dates.
    otherBodies: (ctx) => [
      {
        slices: [
          { origin: 'JFK', destination: 'LHR', departureDate: ctx.departureDate },
          { origin: 'LHR', destination: 'CDG', departureDate: ctx.departureDate },
        ],
        cabinClass: 'economy',
        adultsCount: 1,
        page: 1,
        limit: 5,
        stops: [0, 1],
        sort: 'best',
      },
    ],
  },
  'GET /api/flights/flexible-dates': { query: search },
  'GET /api/flights/offer/:id': { params: offer },
  'GET /api/flights/seatmaps/:id': { params: offer },
  'GET /api/flights/verify-offer/:id': { params: offer },

  'POST /api/payments/process-card': {
    idempotent: true,
    body: { amount: '10.00', currency: 'USD', paymentMethodId: paymentMethodFor(CARDS.declined) },
  },
  'POST /api/bookings': {
    idempotent: true,
    body: (ctx) =>
      bookingBody({ offer: ctx.offer, passengers: passengersFor(ctx.offer), cardNumber: CARDS.declined }) as Json,
    // Paid beforehand through process-card: the other branch of paymentDetails.
    otherBodies: (ctx) => {
      const { paymentDetails, ...rest } = bookingBody({ offer: ctx.offer, passengers: passengersFor(ctx.offer) });
      return [
        {
          ...rest,
          paymentDetails: {
            amount: paymentDetails.amount,
            currency: paymentDetails.currency,
            paymentId: 'pi_0000000000000000',
          },
        },
      ] as Json[];
    },
  },
  'POST /api/bookings/lookup': { body: { reference: 'ABC123', email: 'ada@example.org' } },
  'POST /api/bookings/attach': { body: { token: 'A'.repeat(43) } },
  'POST /api/bookings/:id/authentication': { idempotent: true, params: (ctx) => ({ id: ctx.bookingId }), body: {} },
  'GET /api/payments/stripe-config': {},
  'GET /api/bookings': {},
  'GET /api/bookings/:id': { params: (ctx) => ({ id: ctx.bookingId }) },
  'GET /api/bookings/:id/confirmation': { params: (ctx) => ({ id: ctx.bookingId }) },
  'POST /api/bookings/:id/cancel': { params: (ctx) => ({ id: ctx.bookingId }), body: {}, optional: true },
  'POST /api/bookings/:id/cancellation-quote': { params: (ctx) => ({ id: ctx.bookingId }), body: {} },
  'POST /api/bookings/:id/changes': {
    params: (ctx) => ({ id: ctx.bookingId }),
    body: { slices: [{ origin: 'JFK', destination: 'LHR', departureDate: '2031-01-15' }] },
  },
  'POST /api/bookings/:id/changes/:changeOfferId/confirm': {
    params: (ctx) => ({ id: ctx.bookingId, changeOfferId: ALERT_ID }),
    body: { paymentMethodId: 'pm_card_visa' },
    otherBodies: [{}],
    idempotent: true,
  },

  'GET /api/content/:slug': { params: { slug: 'about' }, query: brand },
  'GET /api/content/pages': { query: brand },
  'PUT /api/content/:slug/draft': {
    params: { slug: 'about' },
    query: brand,
    body: { title: 'About us', body: '# About\n\nWe sell flights.' },
  },
  'POST /api/content/:slug/preview': {
    params: { slug: 'about' },
    query: brand,
    body: { title: 'About {{brand.name}}', body: '## Call us\n\nOn **{{brand.phone}}**.' },
  },
  'POST /api/content/:slug/publish': { params: { slug: 'faq' }, query: brand, body: {} },
  'GET /api/content/:slug/revisions': { params: { slug: 'about' }, query: brand },
  'POST /api/content/:slug/revisions/:version/restore': {
    params: { slug: 'about', version: '1' },
    query: brand,
    body: {},
  },

  'POST /api/contact': {
    query: brand,
    body: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      reason: 'other',
      message: 'A question about my trip.',
      consent: true,
    },
    otherBodies: [
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.org',
        phone: '+44 20 7946 0958',
        reason: 'booking',
        bookingReference: 'ABC123',
        message: 'Please call me back.',
        preferredContact: 'phone',
        consent: true,
      },
    ],
  },
  'POST /api/support/requests': {
    query: brand,
    body: {
      fullName: 'Ada Lovelace',
      email: 'ada@example.org',
      bookingReference: 'ABC123',
      subject: 'Seats',
      message: 'Can I change my seat?',
    },
  },
  'POST /api/newsletter': { query: brand, body: { email: 'ada@example.org' } },
  'GET /api/submissions': { query: { kind: 'contact', limit: '10' } },

  'GET /api/admin/settings': {},
  'POST /api/admin/settings': { body: { enableLiveMode: false } },
  'POST /api/admin/login': { body: {} },
  'GET /api/admin/audit': { query: { page: '1', limit: '20' } },
  'GET /api/admin/bookings': { query: { limit: '25', status: 'confirmed' } },
  'GET /api/admin/remotes': {},
  'POST /api/admin/remotes/:name/rollback': { params: { name: 'mfe_booking' }, body: {} },
  'GET /api/admin/outbox': { query: { page: '1', limit: '20' } },
  'GET /api/admin/outbox/:id': { params: { id: '00000000-0000-4000-8000-000000000000' } },
  'GET /api/admin/brands': {},
  'POST /api/admin/brands': {
    body: (ctx) => ({ ...ctx.brand, key: 'fuzz.example', name: 'Fuzz', domains: ['fuzz.example'] }) as Json,
  },
  'GET /api/admin/brands/:key': { params: { key: 'default' } },
  'PUT /api/admin/brands/:key': { params: { key: 'default' }, body: (ctx) => ctx.brand as unknown as Json },
  'DELETE /api/admin/brands/:key': { params: { key: 'no-such-brand.example' } },

  'POST /api/sandbox/clock': { body: { advanceMinutes: 0 } },
  'GET /api/sandbox/stats': {},
  'DELETE /api/sandbox/stats': {},
  // A rule that delays a call nobody makes while fuzzing; the test clears the rules afterwards.
  'POST /api/sandbox/faults': {
    body: { provider: 'duffel', operation: 'seat_maps.get', kind: 'latency', rate: 0, seed: 1, latencyMs: 0 },
  },
  'GET /api/sandbox/faults': {},
  'DELETE /api/sandbox/faults': {},
  'POST /api/sandbox/checkout-jobs': {
    body: { staleMs: 120_000, unknownOrderGraceMs: 900_000, unsettledMinAgeMs: 300_000 },
  },
  // Unsigned, so always refused: whatever the body, a 400, never a 5xx.
  'POST /api/webhooks/stripe': {
    body: {
      id: 'evt_fuzz',
      object: 'event',
      type: 'refund.failed',
      livemode: false,
      created: 1,
      data: { object: { id: 're_fuzz', object: 'refund' } },
    },
  },
};
