import type { Request, Response } from 'express';
import { byClientIp, bySession, type RateLimiter } from '../../http/rateLimit';

export interface ClientLimits {
  perAddress: number;
  perSession: number;
  windowMs: number;
}

export interface ProviderCallLimits {
  /** New searches: each makes a provider offer request. */
  searches: ClientLimits;
  /** New searches for the flexible-dates strip: the same provider call, a budget of its own. */
  flexibleDates: ClientLimits;
  /** Offer and seat-map reads: each asks the provider again. */
  offerReads: ClientLimits;
}

/** Called by the flights service right before it spends a provider call; throws 429 when over. */
export type Admit = () => Promise<void>;

export const admitAll: Admit = async () => undefined;

/**
 * Provider calls are Duffel quota (and money in live mode), so they are counted per client
 * address and per session: a visitor rotating sessions still meets the first, one rotating
 * addresses the second. Only calls the provider answers count, so paging, filtering and sorting
 * a stored search never do.
 */
export const createProviderCallAdmission = (
  limiter: Pick<RateLimiter, 'hit' | 'refuse'>,
  limits: ProviderCallLimits,
) => {
  const admit =
    (name: 'search' | 'flexible-dates' | 'offer-read', { perAddress, perSession, windowMs }: ClientLimits) =>
    (req: Request, res: Response): Admit =>
    async () => {
      const byAddress = await limiter.hit(`${name}-ip`, byClientIp(req), { limit: perAddress, windowMs });
      if (!byAddress.allowed) limiter.refuse(res, byAddress.retryAfterSeconds);
      const session = bySession(req);
      if (session === null) return;
      const bySessionHit = await limiter.hit(`${name}-session`, session, { limit: perSession, windowMs });
      if (!bySessionHit.allowed) limiter.refuse(res, bySessionHit.retryAfterSeconds);
    };

  return {
    search: admit('search', limits.searches),
    flexibleDates: admit('flexible-dates', limits.flexibleDates),
    offerRead: admit('offer-read', limits.offerReads),
  };
};

export type ProviderCallAdmission = ReturnType<typeof createProviderCallAdmission>;
