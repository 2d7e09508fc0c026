import type { OfferRequestRecord } from './flights.repository';

/** Searches whose valid offer request one instance remembers. */
const KNOWN_REQUESTS_SIZE = 2_000;

/**
 * Valid offer requests by search key, so that a stored search is answered without asking the
 * database which request it is. A request counts only while its offers are valid at the mode's
 * clock (checked on every use); the oldest remembered go first.
 */
export const createKnownRequests = (size = KNOWN_REQUESTS_SIZE) => {
  const known = new Map<string, OfferRequestRecord>();
  return {
    valid(searchKey: string, now: Date): OfferRequestRecord | undefined {
      const request = known.get(searchKey);
      return request && request.expiresAt > now ? request : undefined;
    },
    remember(request: OfferRequestRecord): OfferRequestRecord {
      known.delete(request.searchKey);
      known.set(request.searchKey, request);
      if (known.size > size) known.delete(known.keys().next().value as string);
      return request;
    },
  };
};
