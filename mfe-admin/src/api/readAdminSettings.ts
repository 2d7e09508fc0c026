import type { AdminSettings } from '@portal/platform';
import { answerOf, boolean, object, oneOf, string } from '@portal/platform/json-readers';

// The settings are the first answer of /admin-settings: read without zod (about 33 KB with the
// contracts), held to adminSettingsSchema by a property test (readAdminSettings.test.ts).

export const readAdminSettings = object({
  enableLiveMode: boolean,
  duffelApiConfigured: boolean,
  stripeConfigured: boolean,
  environment: oneOf(['test', 'live']),
  deployment: string(),
});

export const adminSettingsFrom: (body: unknown) => AdminSettings = answerOf(readAdminSettings, 'The settings');
