import type { OfferValidity } from '@portal/platform-common/contracts';
import { boolean, nullable, object, optional, string, type Reader } from '@portal/platform-common/json-readers';

// The booking page checks its offer as it opens (and every 30 s): read without zod, held to
// offerValiditySchema by a property test (readOfferValidity.test.ts).

export const readOfferValidity: Reader<OfferValidity> = object({
  valid: boolean,
  message: string(),
  error: optional(string()),
  expires_at: nullable(string()),
});
