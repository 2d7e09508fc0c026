import { createHash } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  attachBookingRequestSchema,
  attachBookingResponseSchema,
  BOOKING_ATTACHED_MESSAGE,
  bookingLookupSchema,
  bookingRequestSchema,
  changeConfirmSchema,
  changeRequestSchema,
} from '@portal/platform-common/contracts';
import type { AuthGuards, CurrentUser } from '../../http/auth';
import { brandOf } from '../../http/brandContext';
import { sendPreparedJson } from '../../http/preparedJson';
import { byClientIp, bySession, type RateLimiter, type RateLimitRule } from '../../http/rateLimit';
import { validated } from '../../http/validate';
import type { ProviderMode } from '../../providers';
import { startUserSession } from '../auth/sessionControl';
import type { CardAttempts, CountedCard } from '../payments/cardAttempts';
import { idempotencyKeyOf } from '../payments/idempotencyKey';
import type { BookingsReadService } from './reads/reads.service';
import type { BookingsService } from './checkout/checkout.service';
import type { CancellationService } from './cancellation/cancellation.service';
import type { BookingRequest } from './checkout/requestFingerprint';
import type { ChangesService } from './changes/changes.service';
import type { BookingAttachLinks } from './bookingAttachLinks';

/** Cancellation quotes per traveller: each asks Duffel. */
const QUOTE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

/** Change searches per traveller: each asks Duffel for offers. */
const CHANGE_SEARCH_LIMIT = { limit: 20, windowMs: 10 * 60_000 };
/** Change confirmations per traveller: a card may be charged, a loop is stopped. */
const CHANGE_CONFIRM_LIMIT = { limit: 20, windowMs: 10 * 60_000 };

/** Guest lookups per address: enough to mistype a reference, too few to guess one. */
export const LOOKUP_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

const NO_STORE = 'no-store';

/** How a booking remembers the session of its checkout: never the session id itself. */
const sessionHashOf = (req: Request): string => createHash('sha256').update(req.sessionID).digest('hex');

export interface BookingsRouterDeps {
  bookings: BookingsService;
  reads: BookingsReadService;
  cancellations: Pick<CancellationService, 'cancel' | 'preview'>;
  changes: Pick<ChangesService, 'quote' | 'confirm'>;
  guards: AuthGuards;
  limiter: Pick<RateLimiter, 'hitAll' | 'rateLimit' | 'refuse'>;
  /** Checkouts per session (config RATE_LIMIT_PAYMENTS_PER_SESSION). */
  paymentsPerSession: RateLimitRule;
  /** Checkouts per client address (config RATE_LIMIT_PAYMENTS_PER_ADDRESS). */
  paymentsPerAddress: RateLimitRule;
  cardAttempts: CardAttempts;
  brandContext: RequestHandler;
  /** The signed-in user's id, when the session holds one that still exists. */
  signedInUserId(req: Request): Promise<string | null>;
  attachLinks: Pick<BookingAttachLinks, 'attach'>;
}

/** Each call asks Stripe about the intent: a page polls a few times, a loop is stopped. */
const AUTHENTICATION_LIMIT = { limit: 30, windowMs: 10 * 60_000 };
/** Per client: each link is followed once; more is someone guessing tokens. */
const ATTACH_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

export const createBookingsRouter = ({
  bookings,
  reads,
  cancellations,
  changes,
  guards,
  limiter,
  paymentsPerSession,
  paymentsPerAddress,
  cardAttempts,
  brandContext,
  signedInUserId,
  attachLinks,
}: BookingsRouterDeps) => {
  /**
   * New checkouts per address and per session, as the payment route counts them, and the card's
   * failed attempts (cardAttempts). Counted once the key is the request's own, so retries and
   * duplicates of one checkout never use the allowance up.
   */
  const admitter =
    (req: Request, res: Response, request: BookingRequest, counted: { card: CountedCard }) =>
    async (mode: ProviderMode) => {
      const session = bySession(req);
      const { allowed, retryAfterSeconds } = await limiter.hitAll([
        { name: 'bookings-ip', key: byClientIp(req), rule: paymentsPerAddress },
        ...(session === null ? [] : [{ name: 'bookings-session', key: session, rule: paymentsPerSession }]),
      ]);
      if (!allowed) limiter.refuse(res, retryAfterSeconds);
      const { paymentMethodId } = request.paymentDetails;
      if (paymentMethodId) counted.card = await cardAttempts.admit(mode, paymentMethodId);
    };

  const requireKey: RequestHandler = (req, _res, next) => {
    idempotencyKeyOf(req, { required: true });
    next();
  };

  return (
    Router()
      .post(
        '/api/bookings/lookup',
        limiter.rateLimit({ name: 'booking-lookup-ip', ...LOOKUP_LIMIT }),
        validated({ body: bookingLookupSchema }, async (_req, res, { body }) => {
          res.set('Cache-Control', NO_STORE).json(await reads.lookup(body.reference, body.email));
        }),
      )
      // The link in a guest booking's confirmation e-mail to a confirmed account's address.
      .post(
        '/api/bookings/attach',
        limiter.rateLimit({ name: 'booking-attach-ip', ...ATTACH_LIMIT }),
        validated({ body: attachBookingRequestSchema }, async (_req, res, { body }) => {
          await attachLinks.attach(body.token);
          res
            .set('Cache-Control', NO_STORE)
            .json(attachBookingResponseSchema.parse({ success: true, message: BOOKING_ATTACHED_MESSAGE }));
        }),
      )
      .post(
        '/api/bookings',
        requireKey,
        validated({ body: bookingRequestSchema }, [brandContext], async (req, res, { body }) => {
          const counted: { card: CountedCard } = { card: null };
          const answer = await bookings.book({
            idempotencyKey: idempotencyKeyOf(req, { required: true }) as string,
            request: body,
            brand: brandOf(req),
            userId: await signedInUserId(req),
            sessionHash: sessionHashOf(req),
            admit: admitter(req, res, body, counted),
          });
          // A booking that got past its card: that attempt was no failure.
          if (answer.status < 400) await cardAttempts.authorized(counted.card);
          // A guest whose account was just made is signed in, under a new session id.
          if (answer.signInUserId) await startUserSession(req, answer.signInUserId);
          res.status(answer.status).set('Cache-Control', NO_STORE).json(answer.body);
        }),
      )
      // Back from the bank's 3-D Secure challenge: the checkout's own session (or owner) with its key goes on.
      .post(
        '/api/bookings/:id/authentication',
        requireKey,
        limiter.rateLimit({ name: 'booking-authentication', ...AUTHENTICATION_LIMIT }),
        async (req, res) => {
          const answer = await bookings.authentication.continueFor(String(req.params.id), {
            idempotencyKey: idempotencyKeyOf(req, { required: true }) as string,
            sessionHash: sessionHashOf(req),
            userId: await signedInUserId(req),
          });
          if (answer.signInUserId) await startUserSession(req, answer.signInUserId);
          res.status(answer.status).set('Cache-Control', NO_STORE).json(answer.body);
        },
      )
      .get('/api/bookings', guards.requireUser, async (req, res) => {
        sendPreparedJson(res, await reads.listAnswer(req.currentUser as CurrentUser), NO_STORE);
      })
      // A reloaded confirmation page: the checkout's own session (a guest's too) or the owner reads it back.
      .get('/api/bookings/:id/confirmation', async (req, res) => {
        const who = { sessionHash: sessionHashOf(req), userId: await signedInUserId(req) };
        res.set('Cache-Control', NO_STORE).json(await reads.confirmation(String(req.params.id), who));
      })
      .get('/api/bookings/:id', guards.requireUser, async (req, res) => {
        res.set('Cache-Control', NO_STORE).json(await reads.get(req.currentUser?.id as string, String(req.params.id)));
      })
      // Each quote is a Duffel call: a traveller looks a few times, a loop is stopped.
      .post(
        '/api/bookings/:id/cancellation-quote',
        guards.requireUser,
        limiter.rateLimit({ name: 'cancellation-quote', ...QUOTE_LIMIT, key: (req) => req.currentUser?.id ?? '' }),
        async (req, res) => {
          res
            .set('Cache-Control', NO_STORE)
            .json(await cancellations.preview(req.currentUser?.id as string, String(req.params.id)));
        },
      )
      .post('/api/bookings/:id/cancel', guards.requireUser, async (req, res) => {
        res
          .set('Cache-Control', NO_STORE)
          .json(await cancellations.cancel(req.currentUser?.id as string, String(req.params.id)));
      })
      // The owner's change: Duffel's offers for other dates, then one confirmed under an Idempotency-Key.
      .post(
        '/api/bookings/:id/changes',
        guards.requireUser,
        limiter.rateLimit({ name: 'change-search', ...CHANGE_SEARCH_LIMIT, key: (req) => req.currentUser?.id ?? '' }),
        validated({ body: changeRequestSchema }, async (req, res, { body }) => {
          res
            .set('Cache-Control', NO_STORE)
            .json(await changes.quote(req.currentUser?.id as string, String(req.params.id), body));
        }),
      )
      .post(
        '/api/bookings/:id/changes/:changeOfferId/confirm',
        guards.requireUser,
        requireKey,
        limiter.rateLimit({ name: 'change-confirm', ...CHANGE_CONFIRM_LIMIT, key: (req) => req.currentUser?.id ?? '' }),
        validated({ body: changeConfirmSchema }, async (req, res, { body }) => {
          const answer = await changes.confirm(
            req.currentUser?.id as string,
            String(req.params.id),
            String(req.params.changeOfferId),
            idempotencyKeyOf(req, { required: true }) as string,
            body,
          );
          res.status(answer.status).set('Cache-Control', NO_STORE).json(answer.body);
        }),
      )
  );
};
