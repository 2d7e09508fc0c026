import type { Airport, City } from '@portal/platform/airports';

/** A city searched as a whole ('London, all airports'); tested here so the airport list stays a lazy chunk. */
export const isCity = (place: Airport): place is City => 'airports' in place;
