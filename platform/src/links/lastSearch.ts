/**
 * The last search, kept in this browser's local storage as the /search query string: the search
 * module writes it, and the search and booking modules read it to lead back to the results.
 */
export const LAST_SEARCH_KEY = 'lastSearchParams';

/** The saved query string ('origin=JFK&...'), or null when there is none or storage is closed. */
export const readLastSearchQuery = (): string | null => {
  try {
    return window.localStorage.getItem(LAST_SEARCH_KEY) || null;
  } catch {
    return null;
  }
};

/** Saves the query string; throws when storage is closed or full (the caller decides what that means). */
export const writeLastSearchQuery = (query: string): void => {
  window.localStorage.setItem(LAST_SEARCH_KEY, query);
};
