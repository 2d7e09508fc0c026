import { Profiler } from 'react';
import { screen } from '@testing-library/react';
import { flightsApi, type PortalStore } from '@portal/platform';
import { json, makeOffers, mockGateway, renderWithProviders, searchResponse } from '@portal/platform/testing';
import { SearchResultsPage } from './SearchResultsPage';
import { mockListLayout } from './testing/listLayout';

const SEARCH = 'origin=JFK&destination=LAX&departureDate=2026-12-01&cabinClass=economy&adults=1&tripType=one-way';

let undoLayout: () => void;
beforeEach(() => {
  window.localStorage.clear();
  undoLayout = mockListLayout();
});
afterEach(() => undoLayout());

test('a search answer is met at once with the page as it was, and the results follow in a render React can slice', async () => {
  mockGateway({
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    'POST /api/flights/search': () => json(searchResponse(makeOffers(12))),
  });
  // For each commit of the page: does the store hold an answer yet, and what does the page show?
  const commits: string[] = [];
  const page: { store?: PortalStore } = {};
  const recordCommit = () => {
    const queries = page.store ? Object.values(page.store.getState()[flightsApi.reducerPath].queries) : [];
    const held = queries.some((query) => query?.endpointName === 'searchFlights' && query.data !== undefined);
    const shown = screen.queryByTestId('results-loading')
      ? 'still loading'
      : screen.queryAllByTestId('offer-card').length > 0
        ? 'cards'
        : 'neither';
    commits.push(`${held ? 'answer held' : 'answer awaited'}, ${shown}`);
  };

  page.store = renderWithProviders(
    <Profiler id="results-page" onRender={recordCommit}>
      <SearchResultsPage />
    </Profiler>,
    { route: `/search?${SEARCH}` },
  ).store;

  expect(await screen.findAllByTestId('offer-card')).not.toHaveLength(0);
  // The store tells the page synchronously; that commit keeps the loading state instead of building
  // every card, the filters and the counts in the same task.
  expect(commits).toContain('answer held, still loading');
  expect(commits.at(-1)).toBe('answer held, cards');
});
