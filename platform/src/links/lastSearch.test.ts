import { LAST_SEARCH_KEY, readLastSearchQuery, writeLastSearchQuery } from './lastSearch';

describe('the last search', () => {
  afterEach(() => window.localStorage.clear());

  test('is kept under one key the modules share', () => {
    expect(readLastSearchQuery()).toBeNull();
    writeLastSearchQuery('origin=JFK&destination=LAX');
    expect(window.localStorage.getItem(LAST_SEARCH_KEY)).toBe('origin=JFK&destination=LAX');
    expect(readLastSearchQuery()).toBe('origin=JFK&destination=LAX');
  });
});
