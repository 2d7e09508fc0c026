import type { DuffelProviders } from './duffel/duffelProviders';
import type { StripeProviders } from './stripe/stripeProviders';

export type { Clock, ProviderMode } from './duffel/duffelProviders';

/** The provider clients the modules use: Duffel for flights, Stripe for cards (the composition root makes them). */
export interface Providers {
  duffel: DuffelProviders;
  stripe: StripeProviders;
}
