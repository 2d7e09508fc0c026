import { rateLimited, type RateLimiter, type RateLimitRule } from '../../http/rateLimit';
import type { ProviderMode } from '../../providers';
import type { PaymentsService } from './payments.service';

/** A card whose fingerprint has been counted for this attempt; null when Stripe could not tell. */
export type CountedCard = string | null;

/**
 * Card-testing protection: attempts with one card (Stripe's card.fingerprint, from any session
 * or address) are counted before the card is tried, and given back when it is authorized, so
 * only declined or failed attempts add up. Past the rule's limit the card is refused with 429
 * before Stripe is asked to charge it.
 */
export const createCardAttempts = ({
  limiter,
  payments,
  rule,
}: {
  limiter: Pick<RateLimiter, 'hit' | 'refund'>;
  payments: Pick<PaymentsService, 'cardFingerprint'>;
  rule: RateLimitRule;
}) => ({
  async admit(mode: ProviderMode, paymentMethodId: string): Promise<CountedCard> {
    const fingerprint = await payments.cardFingerprint(mode, paymentMethodId);
    if (!fingerprint) return null;
    const { allowed, retryAfterSeconds } = await limiter.hit('card-failures', fingerprint, rule);
    if (!allowed) throw rateLimited(retryAfterSeconds);
    return fingerprint;
  },

  async authorized(card: CountedCard): Promise<void> {
    if (card) await limiter.refund('card-failures', card, rule.windowMs);
  },
});

export type CardAttempts = ReturnType<typeof createCardAttempts>;
