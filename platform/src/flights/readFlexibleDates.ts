import type { FlexibleDatesResponse } from '@portal/platform-common/contracts';
import {
  array,
  isoDate,
  nullable,
  object,
  oneOf,
  optional,
  string,
  type Reader,
} from '@portal/platform-common/json-readers';

// The flexible-dates strip is fetched with the results' first load: read without zod, held to
// flexibleDatesResponseSchema by a property test (readFlexibleDates.test.ts).

export const readFlexibleDates: Reader<FlexibleDatesResponse> = object({
  days: array(
    object({
      departureDate: isoDate,
      returnDate: optional(isoDate),
      status: oneOf(['priced', 'none', 'unknown']),
      price: nullable(object({ amount: string(), currency: string((text) => text.length === 3) })),
    }),
  ),
});
