import type { AdminSettings } from '@portal/platform';

/**
 * Why live mode cannot be switched on, if it cannot: live means real bookings and real payments,
 * and the sandboxes serve test mode only. Switching back to test is always possible.
 */
export const liveModeBlockers = (settings: AdminSettings): string[] => {
  if (settings.enableLiveMode) return [];
  return [
    ...(settings.duffelApiConfigured
      ? []
      : [
          'Live flight API credentials are not configured (DUFFEL_LIVE_TOKEN): the flight sandbox serves test mode only.',
        ]),
    ...(settings.stripeConfigured
      ? []
      : ['Live payment credentials are not configured (STRIPE_LIVE_KEY): the payment sandbox serves test mode only.']),
  ];
};
