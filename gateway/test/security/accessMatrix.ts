export const ROLES = ['guest', 'traveller', 'otherTraveller', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * How far a request got. 'served': 2xx. 'reached': past every guard, answered by the handler or
 * its validation (2xx, or a 4xx other than 401/403/404). The others are the guards' refusals.
 */
export type Outcome = 'served' | 'reached' | 'unauthenticated' | 'forbidden' | 'notFound';

export const outcomeOf = (status: number): Outcome | `status ${number}` => {
  if (status >= 200 && status < 300) return 'served';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status >= 400 && status < 500) return 'reached';
  return `status ${status}`;
};

/** Whether an answer's outcome is the one the matrix expects ('served' also counts as 'reached'). */
export const matches = (expected: Outcome, actual: ReturnType<typeof outcomeOf>): boolean =>
  actual === expected || (expected === 'reached' && actual === 'served');

/** What the matrix knows when it sends its probes. */
export interface MatrixContext {
  /** A confirmed booking of `traveller`. */
  bookingOfTraveller: string;
  /** An offer the flight routes can answer for. */
  offerId: string;
  /** A brand made for the matrix, so the admin's DELETE has something to delete. */
  disposableBrand: string;
  /** A saved traveller of `traveller` (its PUT probe sends it back unchanged). */
  travellerOfTraveller: string;
  /** Another saved traveller of `traveller`, for its DELETE probe. */
  disposableTravellerOfTraveller: string;
  /** A price alert of `traveller`, and another for its DELETE probe. */
  alertOfTraveller: string;
  disposableAlertOfTraveller: string;
}

/** What the matrix saves as `traveller`'s saved travellers, and sends back unchanged. */
export const MATRIX_SAVED_TRAVELLER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  gender: 'female',
  dateOfBirth: '1985-12-10',
  passportNumber: 'K7Q4Z9P2',
  passportIssuingCountry: 'GB',
  passportExpiryDate: '2034-05-01',
};

export interface Probe {
  path: (ctx: MatrixContext) => string;
  body?: object;
  headers?: Record<string, string>;
  /** The request ends or replaces the session (sign-out): sent from a throw-away session of the role. */
  disposableSession?: boolean;
}

export interface MatrixEntry {
  probe: Probe;
  expect: Record<Role, Outcome>;
  /** A route that may not exist yet on this branch: checked only when the app has it. */
  optional?: boolean;
}

const at = (path: string, rest: Omit<Probe, 'path'> = {}): Probe => ({ path: () => path, ...rest });
const all = (outcome: Outcome): Record<Role, Outcome> => ({
  guest: outcome,
  traveller: outcome,
  otherTraveller: outcome,
  editor: outcome,
  admin: outcome,
});
const signedIn = (outcome: Outcome): Record<Role, Outcome> => ({ ...all(outcome), guest: 'unauthenticated' });
const editors = (outcome: Outcome): Record<Role, Outcome> => ({
  guest: 'unauthenticated',
  traveller: 'forbidden',
  otherTraveller: 'forbidden',
  editor: outcome,
  admin: outcome,
});
const admins = (outcome: Outcome): Record<Role, Outcome> => ({
  guest: 'unauthenticated',
  traveller: 'forbidden',
  otherTraveller: 'forbidden',
  editor: 'forbidden',
  admin: outcome,
});
/** The traveller's own record: anybody else signed in is told it does not exist. */
const ownerOnly = (outcome: Outcome): Record<Role, Outcome> => ({
  guest: 'unauthenticated',
  traveller: outcome,
  otherTraveller: 'notFound',
  editor: 'notFound',
  admin: 'notFound',
});

const invalid = {};

/** A date still on sale, for the change probe. */
const CHANGE_DATE = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);

/**
 * Every /api route and who may use it. Probes change nothing they should not: state-changing
 * ones send a body their validation refuses, so 'reached' proves the guards let the role through.
 */
export const ACCESS_MATRIX: Record<string, MatrixEntry> = {
  'GET /api/health': { probe: at('/api/health'), expect: all('served') },
  'GET /api/system/mode': { probe: at('/api/system/mode'), expect: all('served') },
  'GET /api/csrf-token': { probe: at('/api/csrf-token'), expect: all('served') },
  'GET /api/remotes': { probe: at('/api/remotes'), expect: all('served') },
  'GET /api/brands/:key': { probe: at('/api/brands/default'), expect: all('served') },

  'GET /api/auth/user': { probe: at('/api/auth/user'), expect: signedIn('served') },
  'POST /api/auth/register': { probe: at('/api/auth/register', { body: invalid }), expect: all('reached') },
  'POST /api/auth/login': { probe: at('/api/auth/login', { body: invalid }), expect: all('reached') },
  'POST /api/auth/logout': { probe: at('/api/auth/logout', { disposableSession: true }), expect: all('served') },
  'POST /api/auth/change-password': {
    probe: at('/api/auth/change-password', { body: invalid }),
    expect: signedIn('reached'),
  },
  'POST /api/auth/confirm-email': { probe: at('/api/auth/confirm-email', { body: invalid }), expect: all('reached') },
  // Each role's address is confirmed already (409): the guard let it through, nothing is sent.
  'POST /api/auth/confirm-email/resend': { probe: at('/api/auth/confirm-email/resend'), expect: signedIn('reached') },
  'POST /api/auth/forgot-password': {
    probe: at('/api/auth/forgot-password', { body: invalid }),
    expect: all('reached'),
  },
  'POST /api/auth/reset-password': { probe: at('/api/auth/reset-password', { body: invalid }), expect: all('reached') },
  'PATCH /api/auth/profile': {
    probe: at('/api/auth/profile', { body: { firstName: '' } }),
    expect: signedIn('reached'),
  },
  // The link sent to the address an account leaves: the token is the proof, signed in or not.
  'POST /api/auth/email-change/cancel': {
    probe: at('/api/auth/email-change/cancel', { body: invalid }),
    expect: all('reached'),
  },

  // Saved travellers (passports): the owner's only; to anyone else signed in they do not exist.
  'GET /api/travellers': { probe: at('/api/travellers'), expect: signedIn('served') },
  'POST /api/travellers': { probe: at('/api/travellers', { body: invalid }), expect: signedIn('reached') },
  'PUT /api/travellers/:id': {
    probe: { path: (ctx) => `/api/travellers/${ctx.travellerOfTraveller}`, body: MATRIX_SAVED_TRAVELLER },
    expect: ownerOnly('served'),
  },
  'DELETE /api/travellers/:id': {
    probe: { path: (ctx) => `/api/travellers/${ctx.disposableTravellerOfTraveller}` },
    expect: ownerOnly('served'),
  },

  // Price alerts: the owner's only; setting one is open to guests (who confirm an address). The
  // e-mail links' JSON endpoints take no session: without a token they are a 400 for everybody.
  'GET /api/alerts': { probe: at('/api/alerts'), expect: signedIn('served') },
  'POST /api/alerts': { probe: at('/api/alerts', { body: invalid }), expect: all('reached') },
  'GET /api/alerts/:id': {
    probe: { path: (ctx) => `/api/alerts/${ctx.alertOfTraveller}` },
    expect: { ...all('notFound'), traveller: 'served' },
  },
  'PATCH /api/alerts/:id': {
    probe: { path: (ctx) => `/api/alerts/${ctx.alertOfTraveller}`, body: { paused: false } },
    expect: ownerOnly('served'),
  },
  'DELETE /api/alerts/:id': {
    probe: { path: (ctx) => `/api/alerts/${ctx.disposableAlertOfTraveller}` },
    expect: ownerOnly('served'),
  },
  'POST /api/alerts/links/confirm': { probe: at('/api/alerts/links/confirm'), expect: all('reached') },
  'POST /api/alerts/links/unsubscribe': { probe: at('/api/alerts/links/unsubscribe'), expect: all('reached') },

  'GET /api/flights/search': { probe: at('/api/flights/search'), expect: all('reached') },
  'POST /api/flights/search': { probe: at('/api/flights/search', { body: invalid }), expect: all('reached') },
  'GET /api/flights/flexible-dates': { probe: at('/api/flights/flexible-dates'), expect: all('reached') },
  'GET /api/flights/offer/:id': {
    probe: { path: (ctx) => `/api/flights/offer/${ctx.offerId}` },
    expect: all('served'),
  },
  'GET /api/flights/seatmaps/:id': {
    probe: { path: (ctx) => `/api/flights/seatmaps/${ctx.offerId}` },
    expect: all('served'),
  },
  'GET /api/flights/verify-offer/:id': {
    probe: { path: (ctx) => `/api/flights/verify-offer/${ctx.offerId}` },
    expect: all('served'),
  },

  'POST /api/payments/process-card': {
    probe: at('/api/payments/process-card', { body: invalid, headers: { 'Idempotency-Key': 'matrix-probe' } }),
    expect: all('reached'),
  },
  'POST /api/bookings': {
    probe: at('/api/bookings', { body: invalid, headers: { 'Idempotency-Key': 'matrix-probe' } }),
    expect: all('reached'),
  },
  'POST /api/bookings/lookup': { probe: at('/api/bookings/lookup', { body: invalid }), expect: all('reached') },
  // The link in a guest booking's e-mail to a customer's address: the token is the proof, signed in or not.
  'POST /api/bookings/attach': { probe: at('/api/bookings/attach', { body: invalid }), expect: all('reached') },
  // Only the checkout's own session (or owner) with its own Idempotency-Key goes on after 3-D Secure: anyone else finds nothing.
  'POST /api/bookings/:id/authentication': {
    probe: {
      path: (ctx) => `/api/bookings/${ctx.bookingOfTraveller}/authentication`,
      body: {},
      headers: { 'Idempotency-Key': 'matrix-probe' },
    },
    expect: all('notFound'),
  },
  'GET /api/payments/stripe-config': { probe: at('/api/payments/stripe-config'), expect: all('served') },
  'GET /api/bookings': { probe: at('/api/bookings'), expect: signedIn('served') },
  'GET /api/bookings/:id': {
    probe: { path: (ctx) => `/api/bookings/${ctx.bookingOfTraveller}` },
    expect: ownerOnly('served'),
  },
  // A reloaded confirmation: its owner (or the session of its checkout); to anyone else it does not exist, signed in or not.
  'GET /api/bookings/:id/confirmation': {
    probe: { path: (ctx) => `/api/bookings/${ctx.bookingOfTraveller}/confirmation` },
    expect: { ...all('notFound'), traveller: 'served' },
  },
  // A quote changes nothing (a Duffel quote nobody confirms lapses); the matrix's booking is non-refundable, so the owner is told why.
  'POST /api/bookings/:id/cancellation-quote': {
    probe: { path: (ctx) => `/api/bookings/${ctx.bookingOfTraveller}/cancellation-quote`, body: {} },
    expect: ownerOnly('reached'),
  },
  // Changes (issue 18): the owner's booking only. The matrix's fare cannot be changed, so its owner
  // is told why (409); a change offer nobody quoted does not exist, to its owner as to anyone.
  'POST /api/bookings/:id/changes': {
    probe: {
      path: (ctx) => `/api/bookings/${ctx.bookingOfTraveller}/changes`,
      body: { slices: [{ origin: 'JFK', destination: 'LHR', departureDate: CHANGE_DATE }] },
    },
    expect: ownerOnly('reached'),
  },
  'POST /api/bookings/:id/changes/:changeOfferId/confirm': {
    probe: {
      path: (ctx) => `/api/bookings/${ctx.bookingOfTraveller}/changes/00000000-0000-4000-8000-000000000000/confirm`,
      body: {},
      headers: { 'Idempotency-Key': '5a4bd9d0-3c4f-4d5e-8f1a-000000000001' },
    },
    expect: ownerOnly('notFound'),
  },
  // The lead's cancellation route (main): own confirmed booking only. Sent last, by the owner last.
  'POST /api/bookings/:id/cancel': {
    probe: { path: (ctx) => `/api/bookings/${ctx.bookingOfTraveller}/cancel`, body: {} },
    expect: ownerOnly('reached'),
    optional: true,
  },

  'GET /api/content/:slug': { probe: at('/api/content/about'), expect: all('served') },
  'GET /api/content/pages': { probe: at('/api/content/pages'), expect: editors('served') },
  'PUT /api/content/:slug/draft': {
    probe: at('/api/content/about/draft', { body: invalid }),
    expect: editors('reached'),
  },
  'POST /api/content/:slug/preview': {
    probe: at('/api/content/about/preview', { body: invalid }),
    expect: editors('reached'),
  },
  'POST /api/content/:slug/publish': { probe: at('/api/content/about/publish'), expect: editors('reached') },
  'GET /api/content/:slug/revisions': { probe: at('/api/content/about/revisions'), expect: editors('served') },
  'POST /api/content/:slug/revisions/:version/restore': {
    probe: at('/api/content/about/revisions/x/restore'),
    expect: editors('reached'),
  },

  'POST /api/contact': { probe: at('/api/contact', { body: invalid }), expect: all('reached') },
  'POST /api/support/requests': { probe: at('/api/support/requests', { body: invalid }), expect: all('reached') },
  'POST /api/newsletter': { probe: at('/api/newsletter', { body: invalid }), expect: all('reached') },
  'GET /api/submissions': { probe: at('/api/submissions'), expect: editors('served') },

  'GET /api/admin/settings': { probe: at('/api/admin/settings'), expect: admins('served') },
  'POST /api/admin/settings': { probe: at('/api/admin/settings', { body: invalid }), expect: admins('reached') },
  'POST /api/admin/login': { probe: at('/api/admin/login', { body: {} }), expect: admins('served') },
  'GET /api/admin/audit': { probe: at('/api/admin/audit'), expect: admins('served') },
  'GET /api/admin/bookings': { probe: at('/api/admin/bookings'), expect: admins('served') },
  'GET /api/admin/remotes': { probe: at('/api/admin/remotes'), expect: admins('served') },
  // A module with no previous release: the admin's request reaches the rollback, which answers 409.
  'POST /api/admin/remotes/:name/rollback': {
    probe: at('/api/admin/remotes/mfe_booking/rollback', { body: {} }),
    expect: admins('reached'),
  },
  'GET /api/admin/outbox': { probe: at('/api/admin/outbox'), expect: admins('served') },
  // Not an id: the admin's request reaches the validation (400), nobody else's gets past the guard.
  'GET /api/admin/outbox/:id': { probe: at('/api/admin/outbox/not-a-message'), expect: admins('reached') },
  'GET /api/admin/brands': { probe: at('/api/admin/brands'), expect: admins('served') },
  'POST /api/admin/brands': { probe: at('/api/admin/brands', { body: invalid }), expect: admins('reached') },
  'GET /api/admin/brands/:key': { probe: at('/api/admin/brands/default'), expect: admins('served') },
  'PUT /api/admin/brands/:key': {
    probe: at('/api/admin/brands/default', { body: invalid }),
    expect: admins('reached'),
  },
  'DELETE /api/admin/brands/:key': {
    probe: { path: (ctx) => `/api/admin/brands/${ctx.disposableBrand}` },
    expect: admins('served'),
  },

  // Test-only controls, mounted only with SANDBOX_CONTROLS=on (never in live mode or production):
  // admins only (test harnesses use SANDBOX_CONTROLS_TOKEN instead, see sandboxExposure.test.ts).
  'POST /api/sandbox/clock': { probe: at('/api/sandbox/clock', { body: invalid }), expect: admins('reached') },
  'GET /api/sandbox/stats': { probe: at('/api/sandbox/stats'), expect: admins('served') },
  'DELETE /api/sandbox/stats': { probe: at('/api/sandbox/stats'), expect: admins('served') },
  'POST /api/sandbox/faults': { probe: at('/api/sandbox/faults', { body: invalid }), expect: admins('reached') },
  'GET /api/sandbox/faults': { probe: at('/api/sandbox/faults'), expect: admins('served') },
  'DELETE /api/sandbox/faults': { probe: at('/api/sandbox/faults'), expect: admins('served') },
  'POST /api/sandbox/checkout-jobs': {
    probe: at('/api/sandbox/checkout-jobs', { body: { staleMs: -1 } }),
    expect: admins('reached'),
  },
  // Stripe's events: no session, its own proof (Stripe-Signature); an unsigned probe is a 400 for everybody.
  'POST /api/webhooks/stripe': { probe: at('/api/webhooks/stripe', { body: invalid }), expect: all('reached') },
};
