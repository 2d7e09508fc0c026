import type { Authorization, StripeAdapter } from '../../providers/stripe/stripeAdapter';
import type { AuthorizeOutcome } from './paymentOutcomes';
import type { AuthorizationRecord, PaymentsRepository } from './payments.repository';

/** Voids what a failed authorization left on Stripe (a declined or 3-D Secure intent). */
export const release = async (adapter: StripeAdapter, intentId: string | null, key: string) => {
  if (intentId) await adapter.cancel(intentId, key);
};

/** Records Stripe's answer on the row and tidies up after a failure. `keys` name this attempt. */
export const settleAuthorization = async (
  repository: PaymentsRepository,
  adapter: StripeAdapter,
  row: AuthorizationRecord,
  result: Authorization,
  voidKey: string,
  {
    keepForAuthentication = false,
    lostAnswer = 'void',
  }: {
    keepForAuthentication?: boolean;
    /** 'leave': a lost answer is left unknown for the owner to settle (it may carry on with the intent). */
    lostAnswer?: 'void' | 'leave';
  } = {},
): Promise<AuthorizeOutcome> => {
  const card = 'card' in result ? { cardBrand: result.card.brand, cardLast4: result.card.last4 } : {};
  const intent = 'intentId' in result && result.intentId ? { providerPaymentId: result.intentId } : {};
  switch (result.outcome) {
    case 'authorized':
      await repository.update(row.id, { status: 'authorized', ...card, ...intent });
      break;
    case 'declined':
      await repository.update(row.id, {
        status: 'declined',
        ...card,
        ...intent,
        failureCode: result.code,
        failureMessage: result.message,
      });
      await release(adapter, result.intentId, voidKey);
      return {
        outcome: 'declined',
        authorization: (await repository.find(row.id)) as AuthorizationRecord,
        code: result.code,
        message: result.message,
      };
    case 'requires_action':
      await repository.update(row.id, {
        status: 'requires_action',
        ...card,
        ...intent,
        failureCode: 'requires_action',
      });
      // The booking page authenticates it; process-card cannot, so there it is released at once.
      if (!keepForAuthentication) await release(adapter, result.intentId, voidKey);
      return {
        outcome: 'requires_action',
        authorization: (await repository.find(row.id)) as AuthorizationRecord,
        clientSecret: result.clientSecret,
      };
    case 'unknown': {
      if (lostAnswer === 'leave') {
        await repository.update(row.id, {
          status: 'unknown',
          failureCode: 'unknown',
          failureMessage: result.reason.slice(0, 500),
        });
        return {
          outcome: 'unknown',
          authorization: (await repository.find(row.id)) as AuthorizationRecord,
          reason: result.reason,
        };
      }
      // The answer was lost: if the intent exists after all, it is voided now.
      const found = await adapter.findByMetadata('authorization_id', row.id, row.createdAt);
      if (found && found !== 'unknown' && (await adapter.cancel(found.id, voidKey)).outcome === 'done') {
        await repository.update(row.id, { status: 'voided', providerPaymentId: found.id, failureCode: 'unknown' });
      } else {
        // Not on Stripe at all: nothing is held. Otherwise it stays unknown for the resumer.
        await repository.update(row.id, {
          status: found === null ? 'declined' : 'unknown',
          failureCode: found === null ? 'no_answer' : 'unknown',
          failureMessage: result.reason.slice(0, 500),
        });
      }
      return {
        outcome: 'unknown',
        authorization: (await repository.find(row.id)) as AuthorizationRecord,
        reason: result.reason,
      };
    }
  }
  return { outcome: 'authorized', authorization: (await repository.find(row.id)) as AuthorizationRecord };
};
