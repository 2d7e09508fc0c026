import type { Duffel } from '@duffel/api';
import type { Logger } from '../../http/logger';
import { withDeadline } from './deadline';
import { classifyOrderFailure } from './duffelOrders';

export interface CancellationQuote {
  id: string;
  refundAmount: string;
  refundCurrency: string;
  confirmedAt: string | null;
}

export type CancellationOutcome =
  | { outcome: 'done'; quote: CancellationQuote }
  /** Duffel said no (not refundable, departed, quote expired, already cancelled): nothing changed. */
  | { outcome: 'rejected'; code: string; message: string }
  /** No clear answer (timeout, dropped connection, 5xx): the state is to be asked again. */
  | { outcome: 'unknown'; reason: string };

const DEADLINE_MS = 20_000;

const quoteOf = (data: { id: string; refund_amount: string | null; refund_currency: string | null; confirmed_at: string | null }, fallbackCurrency: string): CancellationQuote => ({
  id: data.id,
  refundAmount: data.refund_amount ?? '0',
  refundCurrency: data.refund_currency ?? fallbackCurrency,
  confirmedAt: data.confirmed_at ?? null,
});

/** Duffel's order cancellations over the SDK: a quote, its confirmation, and a look at one. */
export const createDuffelCancellations = (duffel: Duffel, logger: Logger) => {
  const call = async (what: string, currency: string, work: () => Promise<{ data: Parameters<typeof quoteOf>[0] }>): Promise<CancellationOutcome> => {
    try {
      const { data } = await withDeadline(work(), DEADLINE_MS);
      return { outcome: 'done', quote: quoteOf(data, currency) };
    } catch (error) {
      const outcome = classifyOrderFailure(error);
      logger.warn({ call: what, outcome: outcome.outcome, detail: outcome.outcome === 'rejected' ? outcome.code : outcome.reason }, 'duffel cancellation call failed');
      return outcome;
    }
  };

  return {
    quote: (orderId: string, currency: string) => call('orderCancellations.create', currency, () => duffel.orderCancellations.create({ order_id: orderId })),
    confirm: (id: string, currency: string) => call('orderCancellations.confirm', currency, () => duffel.orderCancellations.confirm(id)),
    get: (id: string, currency: string) => call('orderCancellations.get', currency, () => duffel.orderCancellations.get(id)),
  };
};

export type DuffelCancellations = ReturnType<typeof createDuffelCancellations>;
