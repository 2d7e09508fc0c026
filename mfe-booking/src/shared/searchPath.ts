/** Where the last search was saved by the search module (traveller-journey.md §3, stored locally). */
export const LAST_SEARCH_KEY = 'lastSearchParams';

/** The saved last search, or /search without criteria when there is none or storage is closed. */
export const searchPath = (): string => {
  try {
    const saved = window.localStorage.getItem(LAST_SEARCH_KEY);
    return saved ? `/search?${saved}` : '/search';
  } catch {
    return '/search';
  }
};
