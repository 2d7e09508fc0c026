import type { Brand as BrandConfig } from '@portal/platform-common/contracts';
import type { BrandsRepository } from './brands.repository';

/**
 * How long one instance answers brand look-ups from its copy of the brands table. A change made
 * through this instance is seen by its next request; one made through another replica within
 * this long at most.
 */
export const BRAND_DIRECTORY_MS = 1000;

interface Snapshot {
  at: number;
  byKey: Map<string, BrandConfig>;
  byDomain: Map<string, BrandConfig>;
}

const snapshotOf = (brands: BrandConfig[], at: number): Snapshot => ({
  at,
  byKey: new Map(brands.map((brand) => [brand.key, brand])),
  byDomain: new Map(brands.flatMap((brand) => brand.domains.map((domain) => [domain, brand] as const))),
});

/**
 * The brands every request looks up (by host name, by key, for the markup) without a query per
 * request: an agency has a handful of brands, so the whole table is read at most once per
 * `ttlMs` (one read at a time) and answered from memory. Writes go through `locked`, after which
 * this instance reads the table afresh. A failed read is not remembered.
 */
export const createBrandDirectory = (repository: BrandsRepository, ttlMs = BRAND_DIRECTORY_MS): BrandsRepository => {
  let snapshot: Promise<Snapshot> | undefined;
  let readAt = -Infinity;

  const current = (): Promise<Snapshot> => {
    const now = Date.now();
    if (snapshot && now - readAt < ttlMs) return snapshot;
    const reading = repository.list().then((brands) => snapshotOf(brands, now));
    snapshot = reading;
    readAt = now;
    reading.catch(() => {
      if (snapshot === reading) snapshot = undefined;
    });
    return reading;
  };
  const forget = () => {
    snapshot = undefined;
  };

  return {
    ...repository,
    findByKey: async (key) => (await current()).byKey.get(key) ?? null,
    findByDomain: async (domain) => (await current()).byDomain.get(domain) ?? null,
    // Admins' list and the CSP's tracking check read the table itself.
    list: () => repository.list(),
    insertIfMissing: (brand) => repository.insertIfMissing(brand).finally(forget),
    locked: (work) => repository.locked(work).finally(forget),
  };
};
