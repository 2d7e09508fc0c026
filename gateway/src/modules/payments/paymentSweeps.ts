import type { Logger } from '../../http/logger';
import type { StripeProviders } from '../../providers/stripe/stripeProviders';
import type { PaymentsRepository } from './payments.repository';

/** The background sweeps that release card authorizations nobody will use or whose answer was lost. */
export const createPaymentSweeps = ({
  repository,
  stripe,
  logger,
}: {
  repository: PaymentsRepository;
  stripe: StripeProviders;
  logger: Logger;
}) => ({
  /** Voids process-card authorizations no booking used within `maxAgeMs` (30 minutes). */
  async sweepUnused(maxAgeMs = 30 * 60_000): Promise<number> {
    let voided = 0;
    for (const authorization of await repository.unused(new Date(Date.now() - maxAgeMs))) {
      if (!(await repository.claimUnusedForVoid(authorization.id))) continue;
      const settled = await (
        await stripe.forMode(authorization.mode)
      ).cancel(authorization.providerPaymentId as string, `payment-${authorization.id}-void`);
      if (settled.outcome === 'unknown') {
        // Asked again at the next sweep.
        await repository.update(authorization.id, { status: 'authorized' });
        continue;
      }
      voided += 1;
    }
    if (voided) logger.info({ voided }, 'voided card authorizations no booking used');
    return voided;
  },

  /** Authorizations whose answer was lost (of failed bookings or none): released if Stripe holds them. */
  async sweepUnsettled(minAgeMs = 5 * 60_000): Promise<number> {
    let settledCount = 0;
    for (const authorization of await repository.unsettled(new Date(Date.now() - minAgeMs))) {
      const adapter = await stripe.forMode(authorization.mode);
      const found = authorization.providerPaymentId
        ? { id: authorization.providerPaymentId }
        : await adapter.findByMetadata('authorization_id', authorization.id, authorization.createdAt);
      if (found === 'unknown') continue;
      if (!found) {
        await repository.transition(authorization.id, ['unknown'], { status: 'declined', failureCode: 'no_answer' });
      } else if ((await adapter.cancel(found.id, `payment-${authorization.id}-void`)).outcome === 'done') {
        await repository.transition(authorization.id, ['unknown'], { status: 'voided', providerPaymentId: found.id });
      } else {
        continue;
      }
      settledCount += 1;
    }
    return settledCount;
  },
});
