import type { Duffel } from '@duffel/api';
import type { Logger } from '../../http/logger';
import { withDeadline } from './deadline';
import { classifyOrderFailure } from './duffelOrders';

import type { StoredAirlineCredit } from '../../modules/bookings/bookingTypes';

export interface CancellationQuote {
  id: string;
  refundAmount: string;
  refundCurrency: string;
  /** Duffel's refund_to: where the refund goes ('balance': cash to the agency; 'airline_credits', 'voucher': not cash). */
  refundTo: string;
  airlineCredits: StoredAirlineCredit[];
  confirmedAt: string | null;
}

interface DuffelAirlineCredit {
  id: string;
  credit_name: string;
  credit_code: string;
  credit_amount: string;
  credit_currency: string;
  issued_on: string;
  passenger_id: string;
}

export type CancellationOutcome =
  | { outcome: 'done'; quote: CancellationQuote }
  /** Duffel said no (not refundable, departed, quote expired, already cancelled): nothing changed. */
  | { outcome: 'rejected'; code: string; message: string }
  /** No clear answer (timeout, dropped connection, 5xx): the state is to be asked again. */
  | { outcome: 'unknown'; reason: string };

const DEADLINE_MS = 20_000;

interface DuffelQuote {
  id: string;
  refund_amount: string | null;
  refund_currency: string | null;
  refund_to: string;
  airline_credits?: DuffelAirlineCredit[] | null;
  confirmed_at: string | null;
}

const quoteOf = (data: DuffelQuote, fallbackCurrency: string): CancellationQuote => ({
  id: data.id,
  refundAmount: data.refund_amount ?? '0',
  refundCurrency: data.refund_currency ?? fallbackCurrency,
  refundTo: data.refund_to,
  airlineCredits: (data.airline_credits ?? []).map((credit) => ({
    id: credit.id,
    name: credit.credit_name,
    code: credit.credit_code,
    amount: credit.credit_amount,
    currency: credit.credit_currency,
    issuedOn: credit.issued_on,
    passengerId: credit.passenger_id,
  })),
  confirmedAt: data.confirmed_at ?? null,
});

/** Duffel's order cancellations over the SDK: a quote, its confirmation, and a look at one. */
export const createDuffelCancellations = (duffel: Duffel, logger: Logger) => {
  const call = async (
    what: string,
    currency: string,
    work: () => Promise<{ data: DuffelQuote }>,
  ): Promise<CancellationOutcome> => {
    try {
      const { data } = await withDeadline(work(), DEADLINE_MS);
      return { outcome: 'done', quote: quoteOf(data, currency) };
    } catch (error) {
      const outcome = classifyOrderFailure(error);
      logger.warn(
        {
          call: what,
          outcome: outcome.outcome,
          detail: outcome.outcome === 'rejected' ? outcome.code : outcome.reason,
        },
        'duffel cancellation call failed',
      );
      return outcome;
    }
  };

  return {
    quote: (orderId: string, currency: string) =>
      call('orderCancellations.create', currency, () => duffel.orderCancellations.create({ order_id: orderId })),
    confirm: (id: string, currency: string) =>
      call('orderCancellations.confirm', currency, () => duffel.orderCancellations.confirm(id)),
    get: (id: string, currency: string) =>
      call('orderCancellations.get', currency, () => duffel.orderCancellations.get(id)),
  };
};

export type DuffelCancellations = ReturnType<typeof createDuffelCancellations>;
