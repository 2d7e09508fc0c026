import type { ProviderMode } from '../../providers';
import type { StripeProviders } from '../../providers/stripe/stripeProviders';
import type { AuthorizationRecord, PaymentsRepository } from './payments.repository';

/** Intent states that may still hold money (or be about to), so a release must cancel them. */
export const VOIDABLE_INTENTS = [
  'requires_capture',
  'requires_payment_method',
  'requires_action',
  'requires_confirmation',
];

/** What Stripe made of an authorization whose answer never reached us. */
export type UnansweredOutcome =
  | { outcome: 'authorized'; authorization: AuthorizationRecord }
  | { outcome: 'requires_action'; authorization: AuthorizationRecord }
  /** Nothing is held: Stripe never made the intent, or it failed, or it is voided now. */
  | { outcome: 'released'; authorization: AuthorizationRecord }
  /** Stripe could not be asked, or would not void: asked again later. */
  | { outcome: 'unknown' };

/**
 * The lookups for a card authorization whose answer was lost (a timeout, a dropped connection, a
 * gateway stopped mid-call): the intent is found by its metadata, as the sweep finds it
 * (paymentSweeps), and taken for what Stripe says it is.
 */
export const createLostAnswers = ({
  repository,
  stripe,
}: {
  repository: PaymentsRepository;
  stripe: StripeProviders;
}) => ({
  /** The intent made for a booking change (metadata change_id) since `since`; 'unknown' when Stripe cannot be asked. */
  async findForChange(mode: ProviderMode, changeId: string, since: Date) {
    return (await stripe.forMode(mode)).findByMetadata('change_id', changeId, since);
  },

  /**
   * An authorization still pending or unknown: looked up on Stripe by its own id. Authorized →
   * the row is, and its owner carries on; waiting for 3-D Secure → the row says so; anything else
   * → released (voided if it could still hold money) under `voidKey`.
   */
  async settleUnanswered(authorization: AuthorizationRecord, voidKey: string): Promise<UnansweredOutcome> {
    const adapter = await stripe.forMode(authorization.mode);
    const found = authorization.providerPaymentId
      ? { id: authorization.providerPaymentId, status: (await adapter.status(authorization.providerPaymentId)) ?? '' }
      : await adapter.findByMetadata('authorization_id', authorization.id, authorization.createdAt);
    // Captured already is no state an unanswered authorization can reach on its own: a person looks.
    if (found === 'unknown' || found?.status === '' || found?.status === 'succeeded') return { outcome: 'unknown' };
    const reread = async () => (await repository.find(authorization.id)) as AuthorizationRecord;
    if (!found) {
      await repository.update(authorization.id, { status: 'declined', failureCode: 'no_answer' });
      return { outcome: 'released', authorization: await reread() };
    }
    if (found.status === 'requires_capture' || found.status === 'requires_action') {
      const state = await adapter.intentState(found.id);
      const card = state ? { cardBrand: state.card.brand, cardLast4: state.card.last4 } : {};
      const status = found.status === 'requires_capture' ? 'authorized' : 'requires_action';
      await repository.update(authorization.id, { status, providerPaymentId: found.id, ...card });
      return { outcome: status, authorization: await reread() };
    }
    if (VOIDABLE_INTENTS.includes(found.status) && (await adapter.cancel(found.id, voidKey)).outcome !== 'done')
      return { outcome: 'unknown' };
    await repository.update(authorization.id, {
      status: 'voided',
      providerPaymentId: found.id,
      failureCode: 'no_answer',
    });
    return { outcome: 'released', authorization: await reread() };
  },
});
