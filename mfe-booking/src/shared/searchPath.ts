import { readLastSearchQuery } from '@portal/platform/links';

/** The last search saved in this browser, or /search without criteria when there is none or storage is closed. */
export const searchPath = (): string => {
  const saved = readLastSearchQuery();
  return saved ? `/search?${saved}` : '/search';
};
