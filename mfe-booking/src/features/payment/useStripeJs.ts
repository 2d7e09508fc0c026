import { useCallback, useEffect, useState } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { createLogger } from '@portal/platform';
import { useGetStripeConfigQuery } from './paymentApi';
import { stripeFrom } from './stripeJs';

const log = createLogger('mfe-booking');

export type StripeJs =
  { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'failed'; retry: () => void };

/** Stripe.js for the payment step: the gateway's configuration, then its script, then Stripe(key). */
export const useStripeJs = (): StripeJs => {
  const config = useGetStripeConfigQuery();
  const { data, isError, refetch } = config;
  const [tries, setTries] = useState(0);
  const [loaded, setLoaded] = useState<{ tries: number; stripe: Stripe | null } | null>(null);

  useEffect(() => {
    if (!data) return;
    let current = true;
    stripeFrom(data).then(
      (stripe) => current && setLoaded({ tries, stripe }),
      (error: unknown) => {
        log.warn('Stripe.js could not be loaded', error instanceof Error ? error.message : error);
        if (current) setLoaded({ tries, stripe: null });
      },
    );
    return () => {
      current = false;
    };
  }, [data, tries]);

  const retry = useCallback(() => {
    if (isError) void refetch();
    setTries((count) => count + 1);
  }, [isError, refetch]);

  if (isError) return { status: 'failed', retry };
  if (!loaded || loaded.tries !== tries) return { status: 'loading' };
  return loaded.stripe ? { status: 'ready', stripe: loaded.stripe } : { status: 'failed', retry };
};
