import { createHash } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { bookingLookupSchema, bookingRequestSchema, type BookingLookup } from '@portal/platform/contracts';
import type { AuthGuards } from '../../http/auth';
import { brandOf } from '../../http/brandContext';
import { AppError } from '../../http/errors';
import { byClientIp, tooManyRequestsMessage, type RateLimiter } from '../../http/rateLimit';
import { validate } from '../../http/validate';
import { startUserSession } from '../auth/sessionControl';
import { idempotencyKeyOf } from '../payments/idempotencyKey';
import { PAYMENT_LIMIT } from '../payments/payments.routes';
import type { BookingsReadService } from './bookingsRead.service';
import type { BookingsService } from './bookings.service';
import type { CancellationService } from './cancellation.service';
import type { BookingRequest } from './requestFingerprint';

/** Cancellation quotes per traveller: each asks Duffel. */
const QUOTE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

/** Guest lookups per address: enough to mistype a reference, too few to guess one. */
export const LOOKUP_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

const NO_STORE = 'no-store';

export interface BookingsRouterDeps {
  bookings: BookingsService;
  reads: BookingsReadService;
  cancellations: Pick<CancellationService, 'cancel' | 'preview'>;
  guards: AuthGuards;
  limiter: Pick<RateLimiter, 'hit' | 'rateLimit'>;
  brandContext: RequestHandler;
  /** The signed-in user's id, when the session holds one that still exists. */
  signedInUserId(req: Request): Promise<string | null>;
}

export const createBookingsRouter = ({ bookings, reads, cancellations, guards, limiter, brandContext, signedInUserId }: BookingsRouterDeps) => {
  /**
   * New checkouts per address, as the payment route counts them. Counted once the key is the
   * request's own, so retries and duplicates of one checkout never use the allowance up.
   */
  const admitter = (req: Request, res: Response) => async () => {
    const { count, retryAfterSeconds } = await limiter.hit('bookings-ip', byClientIp(req), PAYMENT_LIMIT.windowMs);
    if (count <= PAYMENT_LIMIT.limit) return;
    res.set('Retry-After', String(retryAfterSeconds));
    throw new AppError('RATE_LIMITED', tooManyRequestsMessage(retryAfterSeconds), 429);
  };

  const requireKey: RequestHandler = (req, _res, next) => {
    idempotencyKeyOf(req, { required: true });
    next();
  };

  return Router()
    .post('/api/bookings/lookup', limiter.rateLimit({ name: 'booking-lookup-ip', ...LOOKUP_LIMIT }), validate(bookingLookupSchema, 'body'), async (req, res) => {
      const { reference, email } = req.body as BookingLookup;
      res.set('Cache-Control', NO_STORE).json(await reads.lookup(reference, email));
    })
    .post('/api/bookings', requireKey, validate(bookingRequestSchema, 'body'), brandContext, async (req, res) => {
      const answer = await bookings.book({
        idempotencyKey: idempotencyKeyOf(req, { required: true }) as string,
        request: req.body as BookingRequest,
        brand: brandOf(req),
        userId: await signedInUserId(req),
        sessionHash: createHash('sha256').update(req.sessionID).digest('hex'),
        admit: admitter(req, res),
      });
      // A guest whose account was just made is signed in, under a new session id.
      if (answer.signInUserId) await startUserSession(req, answer.signInUserId);
      res.status(answer.status).set('Cache-Control', NO_STORE).json(answer.body);
    })
    .get('/api/bookings', guards.requireUser, async (req, res) => {
      res.set('Cache-Control', NO_STORE).json(await reads.list(req.currentUser?.id as string));
    })
    .get('/api/bookings/:id', guards.requireUser, async (req, res) => {
      res.set('Cache-Control', NO_STORE).json(await reads.get(req.currentUser?.id as string, String(req.params.id)));
    })
    // Each quote is a Duffel call: a traveller looks a few times, a loop is stopped.
    .post('/api/bookings/:id/cancellation-quote', guards.requireUser, limiter.rateLimit({ name: 'cancellation-quote', ...QUOTE_LIMIT, key: (req) => req.currentUser?.id ?? '' }), async (req, res) => {
      res.set('Cache-Control', NO_STORE).json(await cancellations.preview(req.currentUser?.id as string, String(req.params.id)));
    })
    .post('/api/bookings/:id/cancel', guards.requireUser, async (req, res) => {
      res.set('Cache-Control', NO_STORE).json(await cancellations.cancel(req.currentUser?.id as string, String(req.params.id)));
    });
};
