import { generateOffers, type GeneratedOffers } from './generateOffers';
import type { SandboxIds } from './sandboxIds';
import type { SearchParams } from './search';

export interface StoredOffer {
  generated: GeneratedOffers;
  index: number;
}

/**
 * Offers are regenerated from their ids, never stored: this keeps the last searches in memory
 * only so that paging through 300 offers does not rebuild them on every page (a 300-offer search
 * holds about 1.7 MB, hence a small capacity).
 */
export const createOfferStore = (ids: SandboxIds, capacity = 16) => {
  const recent = new Map<string, GeneratedOffers>();

  const load = (requestId: string, search: SearchParams): GeneratedOffers => {
    let generated = recent.get(requestId);
    if (generated) {
      recent.delete(requestId);
    } else {
      generated = generateOffers(search, requestId, ids);
      if (recent.size >= capacity) recent.delete(recent.keys().next().value as string);
    }
    recent.set(requestId, generated);
    return generated;
  };

  return {
    create: (search: SearchParams): GeneratedOffers => load(ids.requestId(search), search),

    forRequest: (requestId: string): GeneratedOffers | null => {
      const search = ids.readRequest(requestId);
      return search ? load(requestId, search) : null;
    },

    offer: (offerId: string): StoredOffer | null => {
      const decoded = ids.readOffer(offerId);
      if (!decoded) return null;
      const generated = load(ids.requestId(decoded.search), decoded.search);
      return generated.offers[decoded.index]?.id === offerId ? { generated, index: decoded.index } : null;
    },
  };
};

export type OfferStore = ReturnType<typeof createOfferStore>;
