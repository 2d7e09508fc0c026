import { formatPrice, type errorCode } from '@portal/platform';
import { formatTotal } from '@portal/platform';

export interface Price {
  amount: string;
  currency: string;
}

/** A price that rose between the page and the payment: what the page showed, what it costs now. */
export interface PriceChange {
  was: Price;
  now: Price;
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;

/** The new selling total of a 409 PRICE_CHANGED (`total_amount`, `total_currency`), if the answer carries a usable one. */
export const newPriceOf = (error: Parameters<typeof errorCode>[0]): Price | null => {
  if (!error || !('status' in error)) return null;
  const body = error.data as { total_amount?: unknown; total_currency?: unknown } | undefined;
  const amount = body?.total_amount;
  const currency = body?.total_currency;
  return typeof amount === 'string' && AMOUNT.test(amount) && typeof currency === 'string' && CURRENCY.test(currency)
    ? { amount, currency }
    : null;
};

const withCents = ({ amount, currency }: Price): string => formatTotal(amount, currency);

/**
 * Both totals as the page shows prices (whole units); with cents when whole units would show
 * the same figure twice, so the traveller always sees what changed.
 */
export const formatPriceChange = ({ was, now }: PriceChange): { was: string; now: string } => {
  const whole = { was: formatPrice(was.amount, was.currency), now: formatPrice(now.amount, now.currency) };
  return whole.was === whole.now ? { was: withCents(was), now: withCents(now) } : whole;
};
